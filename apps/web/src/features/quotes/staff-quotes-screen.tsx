import { useQuery } from '@tanstack/react-query';
import { FileQuestion } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { QuoteStatus } from '@store/contract';
import { QUOTE_STATUSES, QUOTE_STATUS_LABELS } from '@store/contract/quotes';
import { StaffList } from '../../components/staff/staff-list';
import { Segmented } from '../../components/ui/segmented';
import { formatDateTime, formatRupees } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { quotePaths } from './quote-paths';
import { QuoteStatusBadge } from './quote-status-badge';
import { quoteQueries } from './quotes.api';

type Filter = QuoteStatus | 'ALL';
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'ALL', label: 'All' },
  ...QUOTE_STATUSES.map((s) => ({ value: s, label: QUOTE_STATUS_LABELS[s] })),
];

const card =
  'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900';

/** /admin/quotes: new requests first, filter by status. */
export function StaffQuotesScreen() {
  usePageMeta('Quotes', 'Requests for quote.');
  const [params, setParams] = useSearchParams();
  const status = (params.get('status') ?? 'ALL') as Filter;
  const index = Number(params.get('page') ?? 0) || 0;
  const list = useQuery(quoteQueries.adminList(status, index));
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">Quotes</h2>
        <Segmented
          label="Status"
          options={FILTERS}
          value={status}
          onChange={(v) => setParams(v === 'ALL' ? {} : { status: v })}
        />
      </div>
      <StaffList
        query={list}
        noun="quotes"
        skeleton={{ rows: 4, rowClass: 'h-12 w-full' }}
        empty={{
          icon: <FileQuestion className="h-10 w-10" aria-hidden="true" />,
          title: 'No quotes',
          description: 'Requests for quote from customers appear here.',
        }}
        params={{
          update: ({ index: i }) =>
            setParams({ ...(status === 'ALL' ? {} : { status }), page: String(i) }),
        }}
      >
        {(quotes) => (
          <ul className="space-y-2">
            {quotes.map((q) => (
              <li key={q.quote_id} className={card}>
                <Link
                  to={quotePaths.adminQuote(q.quote_id)}
                  className="flex flex-wrap items-start justify-between gap-2"
                >
                  <div>
                    <p className="font-mono font-semibold text-brand-700 dark:text-brand-400">
                      {q.number}
                    </p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      {q.customer.name} · {q.customer.phone} · {formatDateTime(q.created_at)}
                    </p>
                    <p className="text-xs text-slate-500 dark:text-slate-400">
                      {q.lines.map((l) => `${l.quantity} × ${l.product_name}`).join(', ')}
                    </p>
                  </div>
                  <div className="text-right">
                    <QuoteStatusBadge status={q.status} />
                    {q.total_amount !== null ? (
                      <p className="mt-1 text-sm font-medium tabular-nums">
                        {formatRupees(q.total_amount)}
                      </p>
                    ) : null}
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </StaffList>
    </div>
  );
}
