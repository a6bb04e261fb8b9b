import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorState, Skeleton } from '../ui/states';
import { ApiError, messageOf } from '../../lib/api-errors';
import type { QueryState } from './query-state';

/** The "Back to …" link above a staff detail screen. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {children}
    </Link>
  );
}

/**
 * One record of a staff detail screen (an order, a product): the back link, then a skeleton
 * while it loads, "<Noun> not found" on a 404, "Failed to load the <noun>" with Try Again on
 * any other failure, or the record itself.
 */
export function StaffDetail<T>({
  query,
  noun,
  back,
  skeleton,
  children,
}: {
  query: QueryState<T>;
  /** Lower case: 'order', 'product'. */
  noun: string;
  back: ReactNode;
  /** Tailwind sizes of the title and body skeletons. */
  skeleton: { title: string; body: string };
  children: (record: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div aria-busy="true" aria-label={`Loading ${noun}`} className="space-y-4">
        {back}
        <Skeleton className={skeleton.title} />
        <Skeleton className={skeleton.body} />
      </div>
    );
  }
  if (query.isError || query.data === undefined) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
    return (
      <div className="space-y-4">
        {back}
        <ErrorState
          title={missing ? `${Noun} not found` : `Failed to load the ${noun}`}
          message={missing ? undefined : messageOf(query.error, 'Please try again.')}
          onRetry={missing ? undefined : () => void query.refetch()}
          retryLabel="Try Again"
        />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {back}
      {children(query.data)}
    </div>
  );
}
