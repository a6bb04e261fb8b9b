import { adminQueryKeys } from '@store/contract/admin-query-keys';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyAccount, Receipt, ReceiptBody, Statement } from '@store/contract';
import { statementFileName } from '@store/contract/receipts';
import { queryKeys } from '@store/contract/query-keys';
import { api, getFile } from '../../lib/api-client';
import { saveBlob } from '../../lib/download';

/** What a company owes and its statement of account (decisions.md › §24). */
export const receiptQueries = {
  account: (companyId: string) =>
    queryOptions({
      queryKey: adminQueryKeys.companies.account(companyId),
      queryFn: async ({ signal }) =>
        (await api.get<CompanyAccount>(`/admin/companies/${companyId}/account`, { signal })).data,
      staleTime: 0,
    }),
  statement: (userId: string | null, from: string, to: string) =>
    queryOptions({
      queryKey: queryKeys.companies.statement(userId, from, to),
      queryFn: async ({ signal }) =>
        (await api.get<Statement>('/companies/mine/statement', { query: { from, to }, signal }))
          .data,
      enabled: userId !== null,
      placeholderData: keepPreviousData,
    }),
};

/** Staff: record money received from a company. */
export function useRecordReceipt(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReceiptBody) =>
      (await api.post<Receipt>(`/admin/companies/${companyId}/receipts`, body)).data,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminQueryKeys.companies.all() });
      void client.invalidateQueries({ queryKey: adminQueryKeys.orders.all() });
    },
  });
}

/** The statement as a PDF: the company's own (`companyId` null) or, for staff, any company's. */
export async function downloadStatement(
  companyId: string | null,
  gstin: string,
  from: string,
  to: string,
) {
  const q = new URLSearchParams({ from, to, format: 'pdf' }).toString();
  const blob = await getFile(
    companyId ? `/admin/companies/${companyId}/statement?${q}` : `/companies/mine/statement?${q}`,
  );
  saveBlob(blob, statementFileName(gstin, from, to));
}

/** Today in India (YYYY-MM-DD), and the first day of the month `back` months before. */
export const indiaToday = (now = new Date()) =>
  new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
export function monthsBack(today: string, back: number): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 - back, 1)).toISOString().slice(0, 10);
}
