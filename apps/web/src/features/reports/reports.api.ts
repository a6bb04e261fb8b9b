import { adminQueryKeys } from '@store/contract/admin-query-keys';
import { queryOptions, keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminOrder,
  EwayBillQueryInput,
  Gstr1Summary,
  LowStockItem,
  Page,
  SalesGroup,
  SalesReport,
} from '@store/contract';
import { tallyFileName } from '@store/contract/receipts';
import { api, getFile } from '../../lib/api-client';
import { saveBlob } from '../../lib/download';

/** The staff reports' cache entries (decisions.md › §18): staff data, never cached long. */
export const reportQueries = {
  all: () => adminQueryKeys.reports.all(),
  gstr1: (month: string) =>
    queryOptions({
      queryKey: adminQueryKeys.reports.gstr1(month),
      queryFn: async ({ signal }) =>
        (await api.get<Gstr1Summary>('/admin/reports/gstr1/summary', { query: { month }, signal }))
          .data,
      staleTime: 0,
    }),
  sales: (params: { from: string; to: string; group: SalesGroup }) =>
    queryOptions({
      queryKey: adminQueryKeys.reports.sales(params),
      queryFn: async ({ signal }) =>
        (await api.get<SalesReport>('/admin/reports/sales', { query: params, signal })).data,
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  lowStock: (index: number) =>
    queryOptions({
      queryKey: adminQueryKeys.reports.lowStock(index),
      queryFn: async ({ signal }) =>
        (
          await api.get<Page<LowStockItem>>('/admin/reports/low-stock', {
            query: { index, limit: 50 },
            signal,
          })
        ).data,
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
};

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** The month's GSTR-1 as the portal's JSON or the offline tool's CSVs (zip). */
export async function downloadGstr1(month: string, format: 'json' | 'csv', gstin: string) {
  const blob = await getFile(`/admin/reports/gstr1?${query({ month, format })}`);
  const [y, m] = month.split('-');
  saveBlob(blob, `GSTR1_${gstin}_${m}${y}.${format === 'csv' ? 'zip' : 'json'}`);
}

export async function downloadSalesCsv(params: { from: string; to: string; group: SalesGroup }) {
  const blob = await getFile(`/admin/reports/sales.csv?${query(params)}`);
  saveBlob(blob, `sales-by-${params.group}-${params.from}-to-${params.to}.csv`);
}

/**
 * An order's e-way bill as the portal's bulk-upload JSON, with Part B as staff gave it in the
 * dialog (decisions.md › §18, amended): the server checks the fields again (400 naming one).
 */
export async function downloadEwayBill(
  order: Pick<AdminOrder, 'order_id' | 'invoice'>,
  partB: EwayBillQueryInput,
) {
  const params = Object.fromEntries(
    Object.entries(partB)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );
  const blob = await getFile(
    `/admin/orders/${encodeURIComponent(order.order_id)}/eway-bill.json?${query(params)}`,
  );
  saveBlob(
    blob,
    `eway-bill-${(order.invoice?.number ?? order.order_id).replace(/[^A-Za-z0-9-]/g, '-')}.json`,
  );
}

/** POST /admin/orders/{id}/invoice: the tax invoice of a confirmed order, before it ships. */
export function useIssueInvoice(keys: OrderKeys) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      api.post<AdminOrder>(`/admin/orders/${encodeURIComponent(orderId)}/invoice`, {}),
    onSuccess: (res) => {
      client.setQueryData(keys.detail(res.data.order_id), res.data);
      void client.invalidateQueries({ queryKey: keys.all() });
    },
  });
}

/** The staff order cache keys, handed in by the route that composes the order screen. */
export interface OrderKeys {
  detail: (orderId: string) => readonly unknown[];
  all: () => readonly unknown[];
}

/** The month's vouchers as a TallyPrime import file (decisions.md › §25). */
export async function downloadTally(month: string, masters: boolean) {
  const blob = await getFile(
    `/admin/reports/tally.xml?${query({ month, masters: masters ? 'true' : 'false' })}`,
  );
  saveBlob(blob, tallyFileName(month));
}
