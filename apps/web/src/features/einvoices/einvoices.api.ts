import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EInvoiceCancelBody, EInvoiceListItem, EInvoiceStatus } from '@store/contract';
import { eInvoiceFileName } from '@store/contract/einvoices';
import { api, getFile } from '../../lib/api-client';
import { saveBlob } from '../../lib/download';

/** The staff E-invoices screen's server state (decisions.md › §21). */
const keys = {
  all: () => ['admin', 'e-invoices'] as const,
  list: (status: EInvoiceStatus) => ['admin', 'e-invoices', status] as const,
};

export const eInvoiceQueries = {
  list: (status: EInvoiceStatus) =>
    queryOptions({
      queryKey: keys.list(status),
      queryFn: async ({ signal }) =>
        (
          await api.get<{ enabled: boolean; items: EInvoiceListItem[] }>('/admin/e-invoices', {
            query: { status },
            signal,
          })
        ).data,
      staleTime: 0,
    }),
};

/** Where a document's e-invoice calls live: its order (invoice) or its return (credit note). */
const baseOf = (item: EInvoiceListItem) =>
  item.doc_type === 'CRN' && item.return_id
    ? `/admin/returns/${item.return_id}`
    : `/admin/orders/${item.order_id}`;

export async function downloadEInvoiceJson(item: EInvoiceListItem) {
  saveBlob(await getFile(`${baseOf(item)}/e-invoice.json`), eInvoiceFileName(item.doc_no));
}

export async function downloadMonthFile(month: string) {
  saveBlob(
    await getFile(`/admin/reports/e-invoices.json?month=${encodeURIComponent(month)}`),
    `einvoices-${month}.json`,
  );
}

export async function downloadCancelJson(item: EInvoiceListItem) {
  saveBlob(
    await getFile(`${baseOf(item)}/e-invoice-cancel.json`),
    eInvoiceFileName(`${item.doc_no}-cancel`),
  );
}

export function useImportResponse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return (
        await api.post<{ registered: { doc_no: string }[] }>('/admin/e-invoices/import', form)
      ).data;
    },
    onSettled: () => client.invalidateQueries({ queryKey: keys.all() }),
  });
}

export function useCancelEInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { item: EInvoiceListItem; body: EInvoiceCancelBody }) =>
      (await api.post(`${baseOf(input.item)}/e-invoice/cancel`, input.body)).data,
    onSettled: () => client.invalidateQueries({ queryKey: keys.all() }),
  });
}
