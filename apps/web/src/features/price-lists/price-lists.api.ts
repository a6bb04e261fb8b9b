import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCategory,
  AdminCompany,
  AdminManufacturer,
  AdminProductRow,
  Page,
  PriceList,
  PriceListBody,
  PriceListLookup,
  PriceListSummary,
} from '@store/contract';
import { api } from '../../lib/api-client';

/** Staff's price lists (decisions.md › §22): the lists, one list, and what the editor picks from. */
const KEY = ['admin', 'price-lists'] as const;

export const priceListQueries = {
  all: (companyId: string | null) =>
    queryOptions({
      queryKey: [...KEY, 'list', companyId],
      queryFn: async ({ signal }) =>
        (
          await api.get<{ price_lists: PriceListSummary[] }>('/admin/price-lists', {
            query: companyId ? { company_id: companyId } : {},
            signal,
          })
        ).data.price_lists,
    }),
  one: (id: string) =>
    queryOptions({
      queryKey: [...KEY, 'one', id],
      queryFn: async ({ signal }) =>
        (await api.get<PriceList>(`/admin/price-lists/${encodeURIComponent(id)}`, { signal })).data,
    }),
  /** The pickers: companies, makers and categories (first 100 of each). */
  companies: () =>
    queryOptions({
      queryKey: [...KEY, 'companies'],
      queryFn: async ({ signal }) =>
        (await api.get<Page<AdminCompany>>('/admin/companies', { query: { limit: 100 }, signal }))
          .data.content,
    }),
  makers: () =>
    queryOptions({
      queryKey: [...KEY, 'makers'],
      queryFn: async ({ signal }) =>
        (
          await api.get<Page<AdminManufacturer>>('/admin/manufacturers', {
            query: { limit: 100 },
            signal,
          })
        ).data.content,
    }),
  categories: () =>
    queryOptions({
      queryKey: [...KEY, 'categories'],
      queryFn: async ({ signal }) =>
        (await api.get<Page<AdminCategory>>('/admin/categories', { query: { limit: 100 }, signal }))
          .data.content,
    }),
  search: (q: string) =>
    queryOptions({
      queryKey: [...KEY, 'search', q],
      queryFn: async ({ signal }) =>
        (
          await api.get<Page<AdminProductRow>>('/admin/products', {
            query: { q, limit: 8, active: 'active' },
            signal,
          })
        ).data.content,
      enabled: q.trim().length >= 2,
    }),
};

export const lookupProducts = async (body: { skus?: string[]; product_ids?: string[] }) =>
  (await api.post<PriceListLookup>('/admin/price-lists/lookup', body)).data;

export function useSavePriceList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string | null; body: PriceListBody }) =>
      id
        ? (await api.patch<PriceList>(`/admin/price-lists/${encodeURIComponent(id)}`, body)).data
        : (await api.post<PriceList>('/admin/price-lists', body)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDeletePriceList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.delete<null>(`/admin/price-lists/${encodeURIComponent(id)}`);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/**
 * Pasted or uploaded "SKU, price" lines (comma, tab or spaces, as quick order takes them):
 * the last field is the price, the rest the part number. A header or blank line is skipped.
 */
export function parsePriceLines(text: string): {
  lines: { sku: string; price: number }[];
  bad: string[];
} {
  const lines: { sku: string; price: number }[] = [];
  const bad: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const m = /^(.*?)[\s,;\t]+₹?\s*([\d,]*\.?\d+)\s*$/.exec(line);
    const price = m ? Number(m[2]!.replace(/,/g, '')) : NaN;
    if (!m || !m[1]!.replace(/[",]/g, '').trim() || !Number.isFinite(price)) {
      if (!/^"?sku"?\b/i.test(line)) bad.push(line);
      continue;
    }
    lines.push({ sku: m[1]!.replace(/[",]/g, '').trim(), price });
  }
  return { lines, bad };
}
