import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuyingList, CreateListBody, QuickAddResult, UpdateListBody } from '@store/contract';
import { queryKeys } from '@store/contract/query-keys';
import { api } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';

/** A line put on a list (a product and its quantity). */
export interface ListLineInput {
  product_id: string;
  quantity: number;
}

/** Buying lists (decisions.md › §23): the caller's own and their company's shared lists. */
const keys = queryKeys.lists;
/** The cart's query key (the cart feature's `cartQueries.detail('CART')`). */
const CART_KEY = ['cart', 'CART'] as const;

export function useListUser(): string | null {
  const { user, isAuthenticated } = useSession();
  return isAuthenticated ? (user?.user_id ?? null) : null;
}

export const listQueries = {
  all: (userId: string | null) =>
    queryOptions({
      queryKey: keys.all(userId),
      queryFn: async ({ signal }) => (await api.get<BuyingList[]>('/lists', { signal })).data,
      enabled: userId !== null,
    }),
  detail: (userId: string | null, id: string) =>
    queryOptions({
      queryKey: keys.detail(userId, id),
      queryFn: async ({ signal }) => (await api.get<BuyingList>(`/lists/${id}`, { signal })).data,
      enabled: userId !== null,
      staleTime: 0,
    }),
};

export function useListMutations() {
  const client = useQueryClient();
  const userId = useListUser();
  const keep = (list: BuyingList) => {
    client.setQueryData(keys.detail(userId, list.list_id), list);
    void client.invalidateQueries({ queryKey: keys.all(userId), exact: true });
  };
  return {
    create: useMutation({
      mutationFn: async (body: CreateListBody) => (await api.post<BuyingList>('/lists', body)).data,
      onSuccess: keep,
    }),
    update: useMutation({
      mutationFn: async ({ id, ...body }: UpdateListBody & { id: string }) =>
        (await api.patch<BuyingList>(`/lists/${id}`, body)).data,
      onSuccess: keep,
    }),
    remove: useMutation({
      mutationFn: async (id: string) => (await api.delete(`/lists/${id}`)).data,
      onSuccess: () => void client.invalidateQueries({ queryKey: keys.all(userId) }),
    }),
    toCart: useMutation({
      mutationFn: async (id: string) =>
        (await api.post<QuickAddResult>(`/lists/${id}/to-cart`)).data,
      onSuccess: (result) => client.setQueryData(CART_KEY, result.cart),
    }),
  };
}

export const listPaths = {
  all: paths.accountLists,
  one: (id: string) => `/account/lists/${id}`,
};
