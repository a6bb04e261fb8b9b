import { adminQueryKeys } from '@store/contract/admin-query-keys';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@store/contract/query-keys';
import type {
  AdminReturn,
  ChangeReturnBody,
  CreateReturnBody,
  Page,
  Return,
  ReturnEligibility,
  ReturnStatus,
} from '@store/contract';
import { creditNoteFileName } from '@store/contract/returns';
import { api, getFile } from '../../lib/api-client';

/* Returns and credit notes (decisions.md › Returns and credit notes): fetchers, query factory, mutations. */

const orderPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}`;

/**
 * Keys: a customer's per-order queries live under the order's detail key
 * (queryKeys.orders.returns), so the live order events that refresh an order refresh its
 * returns too; the staff screen's under adminQueryKeys.returns.
 */
export const returnQueries = {
  forOrder: (userId: string | null, orderId: string) =>
    queryOptions({
      queryKey: queryKeys.orders.returns(userId, orderId),
      queryFn: async () => (await api.get<Return[]>(`${orderPath(orderId)}/returns`)).data,
    }),
  eligibility: (userId: string | null, orderId: string) =>
    queryOptions({
      queryKey: queryKeys.orders.returnEligibility(userId, orderId),
      queryFn: async () =>
        (await api.get<ReturnEligibility>(`${orderPath(orderId)}/return-eligibility`)).data,
    }),
  mine: (userId: string | null) =>
    queryOptions({
      queryKey: queryKeys.returns.mine(userId),
      queryFn: async () =>
        (await api.get<Page<Return>>('/returns/my-returns', { query: { limit: 100 } })).data,
    }),
  adminAll: () => adminQueryKeys.returns.all(),
  adminList: (status: ReturnStatus | 'ALL', index: number) =>
    queryOptions({
      queryKey: adminQueryKeys.returns.list({ status, index }),
      queryFn: async () =>
        (
          await api.get<Page<AdminReturn>>('/admin/returns', {
            query: { status: status === 'ALL' ? undefined : status, index, limit: 20 },
          })
        ).data,
    }),
};

/** POST /orders/{id}/returns. */
export function useRequestReturn(userId: string | null, orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateReturnBody) =>
      (await api.post<Return>(`${orderPath(orderId)}/returns`, body)).data,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.orders.detail(userId, orderId) });
      void client.invalidateQueries({ queryKey: returnQueries.mine(userId).queryKey });
    },
  });
}

/** POST /returns/photos (multipart): the object key to name in the return. */
export async function uploadReturnPhoto(
  file: File,
): Promise<{ object_key: string; preview_url: string }> {
  const form = new FormData();
  form.append('file', file);
  return (await api.post<{ object_key: string; preview_url: string }>('/returns/photos', form))
    .data;
}

/** PATCH /admin/returns/{id}. */
export function useChangeReturn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { returnId: string; body: ChangeReturnBody }) =>
      (
        await api.patch<AdminReturn>(
          `/admin/returns/${encodeURIComponent(input.returnId)}`,
          input.body,
        )
      ).data,
    onSuccess: () => void client.invalidateQueries({ queryKey: returnQueries.adminAll() }),
  });
}

function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** GET /returns/{id}/credit-note (or the staff copy): the credit note PDF. */
export async function downloadCreditNote(
  scope: 'customer' | 'staff',
  returnId: string,
  number: string,
) {
  const blob = await getFile(
    `${scope === 'staff' ? '/admin' : ''}/returns/${encodeURIComponent(returnId)}/credit-note`,
  );
  save(blob, creditNoteFileName(number));
}
