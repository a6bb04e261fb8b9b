import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@store/contract/query-keys';
import type { SearchResult, SearchType } from '@store/contract';
import { api } from '../../lib/api-client';

/** store-spec.md › States and transitions, store-spec.md › Business constants and limits: a search runs 300 ms after typing stops. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Items of one kind per page on the results screen. */
export const RESULTS_PAGE_SIZE = 24;

export interface SearchParams {
  q: string;
  type?: SearchType;
  index?: number;
  limit?: number;
}

/** GET /search?q= (no auth): products, manufacturers and categories with totals and timing. */
export async function fetchSearch(
  params: SearchParams,
  signal?: AbortSignal,
): Promise<SearchResult> {
  const data = (
    await api.get<SearchResult>('/search', {
      auth: false,
      signal,
      query: { q: params.q, type: params.type, index: params.index, limit: params.limit },
    })
  ).data;
  if (
    !data ||
    !Array.isArray(data.products) ||
    !Array.isArray(data.manufacturers) ||
    !Array.isArray(data.categories) ||
    !data.metadata
  ) {
    throw new Error('Invalid response format');
  }
  return data;
}

export const searchQueries = {
  all: queryKeys.search.all,
  /** The navigation bar's dropdown: the best few of each kind. A failure is not retried. */
  dropdown: (q: string) =>
    queryOptions({
      queryKey: queryKeys.search.dropdown(q),
      queryFn: ({ signal }) => fetchSearch({ q }, signal),
      retry: false,
      staleTime: 60_000,
    }),
  /** The results screen: one kind paged when `type` is given, else the first few of each. */
  results: (params: SearchParams) =>
    queryOptions({
      queryKey: queryKeys.search.results(params),
      queryFn: ({ signal }) => fetchSearch(params, signal),
      placeholderData: keepPreviousData,
    }),
};
