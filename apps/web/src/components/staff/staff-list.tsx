import type { Page } from '@store/contract';
import { useCallback, type ReactNode } from 'react';
import { DataTable, type Column } from '../ui/data-table';
import { Pager } from '../ui/pager';
import { SearchField } from '../ui/search-field';
import { Segmented } from '../ui/segmented';
import { EmptyState, ErrorState, Skeleton } from '../ui/states';
import { cardClass } from '../ui/surface';
import { messageOf } from '../../lib/api-errors';
import type { ListParams } from './use-list-params';
import type { QueryState } from './query-state';

/**
 * The body of a staff list screen (orders, products, categories, makers): skeleton rows while
 * the page loads, "Failed to load <noun>" with Try Again, the empty state, or the rows (a
 * DataTable, or the screen's own cards) and the pager. The screen keeps its header, filters
 * and row markup. Every staff list uses it (orders, products, groups, quotes, ...).
 */
export function StaffList<T>({
  query,
  noun,
  skeleton,
  empty,
  table,
  params,
  children,
}: {
  query: QueryState<Page<T>>;
  /** Plural, lower case: 'orders', 'products'. */
  noun: string;
  skeleton: { rows: number; rowClass: 'h-10 w-full' | 'h-12 w-full' };
  empty: { icon?: ReactNode; title: string; description?: string };
  /** The rows as a DataTable; without it `children` lays the rows out itself (cards). */
  table?: {
    caption: string;
    minWidth: number;
    columns: Column[];
    busy?: boolean;
    fitsPhone?: boolean;
  };
  /** The list's URL state (useListParams): the pager changes its page. */
  params: { update: (change: { index: number }) => void };
  children: (rows: T[]) => ReactNode;
}) {
  const page = query.data;
  if (query.isPending) {
    return (
      <div
        role="status"
        className={`${cardClass} space-y-3 p-4`}
        aria-busy="true"
        aria-label={`Loading ${noun}`}
      >
        {Array.from({ length: skeleton.rows }, (_, i) => (
          <Skeleton key={i} className={skeleton.rowClass} />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title={`Failed to load ${noun}`}
        message={messageOf(query.error, 'Please try again.')}
        onRetry={() => void query.refetch()}
        retryLabel="Try Again"
      />
    );
  }
  if (!page) return null;
  if (page.content.length === 0) {
    return <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />;
  }
  return (
    <>
      {table ? <DataTable {...table}>{children(page.content)}</DataTable> : children(page.content)}
      <Pager
        index={page.index}
        totalPages={page.total_pages}
        totalElements={page.total_elements}
        shown={page.number_of_elements}
        noun={noun}
        onChange={(index) => params.update({ index })}
      />
    </>
  );
}

const FILTER_ROW = {
  md: 'mb-4 flex flex-col gap-3 md:flex-row md:items-center md:justify-between',
  lg: 'mb-4 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between',
} as const;

/** A staff list's filter (segmented) and search box, both kept in the URL by useListParams. */
export function ListFilters<F extends string>({
  filterLabel = 'Show',
  options,
  params,
  searchLabel,
  placeholder,
  sideBySideFrom = 'md',
}: {
  filterLabel?: string;
  options: readonly { value: F; label: string }[];
  /** The list's URL state (useListParams). */
  params: ListParams<F>;
  searchLabel: string;
  placeholder?: string;
  /** The width from which filter and search share a row. */
  sideBySideFrom?: keyof typeof FILTER_ROW;
}) {
  const { filter, q, update } = params;
  const onSearch = useCallback((text: string) => update({ q: text }), [update]);
  return (
    <div className={FILTER_ROW[sideBySideFrom]}>
      <Segmented
        label={filterLabel}
        options={options}
        value={filter}
        onChange={(f) => update({ filter: f })}
      />
      <SearchField value={q} onSearch={onSearch} label={searchLabel} placeholder={placeholder} />
    </div>
  );
}
