import { adminQueryKeys } from '@store/contract/admin-query-keys';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AddMemberBody,
  AdminCompany,
  AdminCompanyBody,
  BusinessCompany,
  CreateCompanyBody,
  Order,
  Page,
  UpdateMemberBody,
} from '@store/contract';
import { queryKeys } from '@store/contract/query-keys';
import { api } from '../../lib/api-client';
import { myCompanyQuery } from '../../lib/my-company-query';
import { useSession } from '../../lib/session';

/** The caller's business account and the staff Companies screen (decisions.md › §16). */
export const companyQueries = {
  mine: myCompanyQuery,
  orders: (userId: string | null, index: number) =>
    queryOptions({
      queryKey: queryKeys.companies.orders(userId, index),
      queryFn: async ({ signal }) =>
        (
          await api.get<Page<Order>>('/companies/mine/orders', {
            query: { index, limit: 10 },
            signal,
          })
        ).data,
      enabled: userId !== null,
      placeholderData: keepPreviousData,
    }),
  admin: (index: number) =>
    queryOptions({
      queryKey: adminQueryKeys.companies.list(index),
      queryFn: async ({ signal }) =>
        (
          await api.get<Page<AdminCompany>>('/admin/companies', {
            query: { index, limit: 20 },
            signal,
          })
        ).data,
      staleTime: 0,
    }),
};

/** The signed-in user's id, for the query keys (null when signed out). */
export function useCompanyUser(): string | null {
  const { user, isAuthenticated } = useSession();
  return isAuthenticated ? (user?.user_id ?? null) : null;
}

/** Mutations of the caller's company: each answers the company and refreshes it. */
export function useCompanyMutations() {
  const client = useQueryClient();
  const userId = useCompanyUser();
  const done = (company: BusinessCompany | null) => {
    client.setQueryData(queryKeys.companies.mine(userId), company);
  };
  return {
    create: useMutation({
      mutationFn: async (body: CreateCompanyBody) =>
        (await api.post<BusinessCompany>('/companies', body)).data,
      onSuccess: done,
    }),
    add: useMutation({
      mutationFn: async (body: AddMemberBody) =>
        (await api.post<BusinessCompany>('/companies/mine/members', body)).data,
      onSuccess: done,
    }),
    update: useMutation({
      mutationFn: async ({ userId: id, ...body }: UpdateMemberBody & { userId: string }) =>
        (await api.patch<BusinessCompany>(`/companies/mine/members/${id}`, body)).data,
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: async (id: string) =>
        (await api.delete<BusinessCompany | null>(`/companies/mine/members/${id}`)).data,
      onSuccess: done,
    }),
  };
}

/** Approve or reject an order waiting for approval; refreshes every orders entry. */
export function useApproval() {
  const client = useQueryClient();
  const userId = useCompanyUser();
  return useMutation({
    mutationFn: async (input: { orderId: string; approve: boolean; reason?: string }) =>
      (
        await api.post<Order>(
          `/orders/${input.orderId}/${input.approve ? 'approve' : 'reject'}`,
          input.approve ? undefined : { reason: input.reason },
        )
      ).data,
    onSuccess: (order) => {
      client.setQueryData(queryKeys.orders.detail(userId, order.order_id), order);
      void client.invalidateQueries({ queryKey: queryKeys.orders.everyone() });
      void client.invalidateQueries({ queryKey: queryKeys.companies.all(userId) });
    },
  });
}

/** Staff: set a company's credit terms. */
export function useCreditTerms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ companyId, ...body }: AdminCompanyBody & { companyId: string }) =>
      (await api.patch<AdminCompany>(`/admin/companies/${companyId}`, body)).data,
    onSuccess: () => void client.invalidateQueries({ queryKey: adminQueryKeys.companies.all() }),
  });
}

/** Staff: mark a credit invoice paid (the payments call of decisions.md › Paying for an order). */
export function useMarkPaid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (orderId: string) =>
      (await api.patch(`/admin/orders/${orderId}/payment`, { status: 'PAID' })).data,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminQueryKeys.companies.all() });
      void client.invalidateQueries({ queryKey: adminQueryKeys.orders.all() });
    },
  });
}
