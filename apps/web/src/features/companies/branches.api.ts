import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Branch, BranchBody, BusinessCompany } from '@store/contract';
import { queryKeys } from '@store/contract/query-keys';
import { api } from '../../lib/api-client';
import { useCompanyUser } from './companies.api';

/** A company's branches (decisions.md › §23): every member reads them, an ADMIN changes them. */
export const branchQueries = {
  list: (userId: string | null) =>
    queryOptions({
      queryKey: queryKeys.companies.branches(userId),
      queryFn: async ({ signal }) =>
        (await api.get<Branch[]>('/companies/mine/branches', { signal })).data,
      enabled: userId !== null,
      staleTime: 30_000,
    }),
};

/** Add, change, remove a branch; assign a member to one (the company answer is kept). */
export function useBranchMutations() {
  const client = useQueryClient();
  const userId = useCompanyUser();
  const refresh = () =>
    void client.invalidateQueries({ queryKey: queryKeys.companies.all(userId) });
  return {
    create: useMutation({
      mutationFn: async (body: BranchBody) =>
        (await api.post<Branch>('/companies/mine/branches', body)).data,
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: async ({ id, ...body }: Partial<BranchBody> & { id: string }) =>
        (await api.patch<Branch>(`/companies/mine/branches/${id}`, body)).data,
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: async (id: string) => (await api.delete(`/companies/mine/branches/${id}`)).data,
      onSuccess: refresh,
    }),
    assign: useMutation({
      mutationFn: async ({ memberId, branchId }: { memberId: string; branchId: string | null }) =>
        (
          await api.patch<BusinessCompany>(`/companies/mine/members/${memberId}`, {
            branch_id: branchId,
          })
        ).data,
      onSuccess: (company) => {
        client.setQueryData(queryKeys.companies.mine(userId), company);
      },
    }),
  };
}
