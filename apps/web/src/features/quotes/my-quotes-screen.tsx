import { useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '../../components/ui/container';
import { EmptyState, ErrorState, Skeleton } from '../../components/ui/states';
import { formatDate, formatRupees } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { quotePaths } from './quote-paths';
import { useSession } from '../../lib/session';
import { formatQuoteDate, QuoteStatusBadge } from './quote-status-badge';
import { quoteQueries } from './quotes.api';

const card =
  'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900';

/** /account/quotes: the customer's quotes, newest first, with their status. */
export function MyQuotesScreen() {
  usePageMeta('My quotes', 'Your requests for quote and our answers.');
  const { user } = useSession();
  const list = useQuery(quoteQueries.mine(user?.user_id ?? null));
  return (
    <Container className="py-8 sm:py-10">
      <h1 className="text-2xl font-bold sm:text-3xl">My quotes</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        Ask for a quote from your cart or any product page.
      </p>
      <div className="mt-6">
        {list.isPending ? (
          <div role="status" aria-label="Loading your quotes">
            <Skeleton className="h-40" />
          </div>
        ) : list.isError ? (
          <ErrorState
            title="Error"
            message="Failed to load your quotes"
            onRetry={() => void list.refetch()}
          />
        ) : list.data.content.length === 0 ? (
          <EmptyState
            icon={<FileText className="h-10 w-10" aria-hidden="true" />}
            title="No quotes yet"
            description="Buying in quantity? Use “Request a quote” on the cart or a product page."
          />
        ) : (
          <ul className="space-y-3">
            {list.data.content.map((q) => (
              <li key={q.quote_id} className={card}>
                <Link to={quotePaths.accountQuote(q.quote_id)} className="block">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div>
                      <p className="font-mono font-semibold text-brand-700 dark:text-brand-400">
                        {q.number}
                      </p>
                      <p className="text-sm text-slate-600 dark:text-slate-400">
                        {formatDate(q.created_at)} · {q.lines.length}{' '}
                        {q.lines.length === 1 ? 'product' : 'products'}
                        {q.total_amount !== null ? ` · ${formatRupees(q.total_amount)}` : ''}
                      </p>
                      {q.status === 'QUOTED' && q.valid_until ? (
                        <p className="text-xs text-slate-500 dark:text-slate-400">
                          Valid until {formatQuoteDate(q.valid_until)}
                        </p>
                      ) : null}
                    </div>
                    <QuoteStatusBadge status={q.status} />
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Container>
  );
}
