import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@store/contract';
import type { ReactNode } from 'react';
import { DataTable, type Column } from '../../components/ui/data-table';
import { Pager } from '../../components/ui/pager';
import { EmptyState, ErrorState, Skeleton } from '../../components/ui/states';
import { cardClass } from '../../components/ui/surface';
import { messageOf } from '../../lib/api-client';

/**
 * The body of a staff list screen (orders, products, categories, makers): skeleton rows while
 * the page loads, "Failed to load <noun>" with Try Again, the empty state, or the table of
 * rows and the pager. The screen keeps its header, filters and row markup.
 */
export function StaffList<T>({
  query,
  noun,
  skeleton,
  empty,
  table,
  onPage,
  children,
}: {
  query: UseQueryResult<Page<T>>;
  /** Plural, lower case: 'orders', 'products'. */
  noun: string;
  skeleton: { rows: number; rowClass: 'h-10 w-full' | 'h-12 w-full' };
  empty: { icon: ReactNode; title: string; description?: string };
  table: { caption: string; minWidth: number; columns: Column[]; busy?: boolean };
  onPage: (index: number) => void;
  children: (rows: T[]) => ReactNode;
}) {
  const page = query.data;
  if (query.isPending) {
    return (
      <div className={`${cardClass} space-y-3 p-4`} aria-busy="true" aria-label={`Loading ${noun}`}>
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
      <DataTable {...table}>{children(page.content)}</DataTable>
      <Pager
        index={page.index}
        totalPages={page.total_pages}
        totalElements={page.total_elements}
        shown={page.number_of_elements}
        noun={noun}
        onChange={onPage}
      />
    </>
  );
}
