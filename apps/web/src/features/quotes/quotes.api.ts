import { adminQueryKeys } from '@store/contract/admin-query-keys';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@store/contract/query-keys';
import type {
  AdminQuotePatchBody,
  CreateQuoteBody,
  Page,
  Quote,
  QuoteStatus,
} from '@store/contract';
import { quoteFileName } from '@store/contract/quotes';
import { api, getFile } from '../../lib/api-client';

/* Request for quote (decisions.md › Request for quote): fetchers, query factory, mutations. */

const quotePath = (id: string) => `/quotes/${encodeURIComponent(id)}`;

export const quoteQueries = {
  all: (userId: string | null) => queryKeys.quotes.all(userId),
  mine: (userId: string | null) =>
    queryOptions({
      queryKey: queryKeys.quotes.mine(userId),
      queryFn: async () => (await api.get<Page<Quote>>('/quotes', { query: { limit: 100 } })).data,
    }),
  detail: (userId: string | null, quoteId: string) =>
    queryOptions({
      queryKey: queryKeys.quotes.detail(userId, quoteId),
      queryFn: async () => (await api.get<Quote>(quotePath(quoteId))).data,
    }),
  adminAll: () => adminQueryKeys.quotes.all(),
  adminList: (status: QuoteStatus | 'ALL', index: number) =>
    queryOptions({
      queryKey: adminQueryKeys.quotes.list({ status, index }),
      queryFn: async () =>
        (
          await api.get<Page<Quote>>('/admin/quotes', {
            query: { status: status === 'ALL' ? undefined : status, index, limit: 20 },
          })
        ).data,
    }),
  adminDetail: (quoteId: string) =>
    queryOptions({
      queryKey: adminQueryKeys.quotes.detail(quoteId),
      queryFn: async () => (await api.get<Quote>(`/admin${quotePath(quoteId)}`)).data,
    }),
};

/** POST /quotes. */
export function useRequestQuote(userId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateQuoteBody) => (await api.post<Quote>('/quotes', body)).data,
    onSuccess: () => void client.invalidateQueries({ queryKey: quoteQueries.all(userId) }),
  });
}

/** POST /quotes/{id}/decline and /request-again. */
export function useQuoteAction(userId: string | null, quoteId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { kind: 'decline'; reason: string } | { kind: 'request-again' }) =>
      input.kind === 'decline'
        ? (await api.post<Quote>(`${quotePath(quoteId)}/decline`, { reason: input.reason })).data
        : (await api.post<Quote>(`${quotePath(quoteId)}/request-again`)).data,
    onSuccess: () => void client.invalidateQueries({ queryKey: quoteQueries.all(userId) }),
  });
}

/** PATCH /admin/quotes/{id}. */
export function useAnswerQuote(quoteId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: AdminQuotePatchBody) =>
      (await api.patch<Quote>(`/admin${quotePath(quoteId)}`, body)).data,
    onSuccess: () => void client.invalidateQueries({ queryKey: quoteQueries.adminAll() }),
  });
}

/** GET /quotes/{id}/pdf: the quote as a PDF. */
export async function downloadQuotePdf(
  scope: 'customer' | 'staff',
  quoteId: string,
  number: string,
) {
  const blob = await getFile(`${scope === 'staff' ? '/admin' : ''}${quotePath(quoteId)}/pdf`);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = quoteFileName(number);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
