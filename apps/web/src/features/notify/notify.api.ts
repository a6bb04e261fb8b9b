import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { StockAlert } from '@store/contract';
import { api } from '../../lib/api-client';

/** "Notify me when back in stock" (GET/PUT/DELETE /api/stock-alerts/{productId}). */
export const notifyQueries = {
  all: () => ['stock-alerts'] as const,
  alert: (productId: string) =>
    queryOptions({
      queryKey: [...notifyQueries.all(), productId],
      queryFn: async () => (await api.get<StockAlert>(`/stock-alerts/${productId}`)).data,
      staleTime: 60_000,
    }),
};

export function useStockAlert() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ productId, subscribe }: { productId: string; subscribe: boolean }) =>
      subscribe
        ? api.put<StockAlert>(`/stock-alerts/${productId}`)
        : api.delete<StockAlert>(`/stock-alerts/${productId}`),
    onSuccess: (res, { productId }) => {
      qc.setQueryData(notifyQueries.alert(productId).queryKey, res.data);
    },
  });
}
