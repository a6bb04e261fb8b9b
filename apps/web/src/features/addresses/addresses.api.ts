import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressBody, SavedAddress, SavedAddressList, Shipping } from '@store/contract';
import { api } from '../../lib/api-client';

/** Saved delivery addresses (docs/decisions/120-saved-addresses.md), cached per user. */
export const addressQueries = {
  all: ['addresses'] as const,
  list: (userId: string) =>
    queryOptions({
      queryKey: [...addressQueries.all, userId] as const,
      queryFn: async ({ signal }) =>
        (await api.get<SavedAddressList>('/addresses', { signal })).data.content,
      // Checkout waits for this list: a failure just means no saved addresses to offer.
      retry: false,
    }),
};

/**
 * One line a customer recognises, written as orders write `full_address` (decisions.md: "street,
 * city, state - pincode"): "12, 4th Main, Bengaluru, Karnataka - 560058".
 */
export const addressLine = (a: Shipping) =>
  `${a.street_address}, ${a.city}, ${a.state} - ${a.pincode}`;

/** POST /addresses (no id) or PUT /addresses/{id}; refreshes the list. */
export function useSaveAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string; body: AddressBody }) =>
      id
        ? (await api.put<SavedAddress>(`/addresses/${encodeURIComponent(id)}`, body)).data
        : (await api.post<SavedAddress>('/addresses', body)).data,
    onSettled: () => client.invalidateQueries({ queryKey: addressQueries.all }),
  });
}

/** DELETE /addresses/{id}; refreshes the list. */
export function useDeleteAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => api.delete<null>(`/addresses/${encodeURIComponent(id)}`),
    onSettled: () => client.invalidateQueries({ queryKey: addressQueries.all }),
  });
}
