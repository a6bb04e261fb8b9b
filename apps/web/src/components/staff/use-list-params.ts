import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export interface ListParamsChange<F> {
  filter?: F;
  q?: string;
  /** 0-based page; any change without one goes back to the first page. */
  index?: number;
}

/**
 * A staff list's filter, search text and page, kept in the URL so Back returns to the same
 * view. `filterKey` names the query parameter; `all` is the filter value kept out of the URL.
 * A page change is a new history entry; filter and search changes replace the current one.
 */
export function useListParams<F extends string>(filterKey: string, filters: readonly F[], all: F) {
  const [params, setParams] = useSearchParams();
  const raw = params.get(filterKey);
  const filter = raw !== null && (filters as readonly string[]).includes(raw) ? (raw as F) : all;
  const q = params.get('q') ?? '';
  const index = Math.max(0, Number.parseInt(params.get('page') ?? '1', 10) - 1 || 0);
  const update = useCallback(
    (next: ListParamsChange<F>) =>
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          if (next.filter !== undefined) {
            if (next.filter === all) p.delete(filterKey);
            else p.set(filterKey, next.filter);
          }
          if (next.q !== undefined) {
            if (next.q) p.set('q', next.q);
            else p.delete('q');
          }
          const page = next.index ?? 0;
          if (page > 0) p.set('page', String(page + 1));
          else p.delete('page');
          return p;
        },
        { replace: next.index === undefined },
      ),
    [setParams, filterKey, all],
  );
  return { filter, q, index, update };
}

export type ListParams<F extends string> = ReturnType<typeof useListParams<F>>;
