import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { Select } from '../../components/ui/form-controls';
import { ScreenHeader } from '../../components/ui/screen-header';
import { EmptyState, ErrorState, Skeleton } from '../../components/ui/states';
import { cardClass } from '../../components/ui/surface';
import { messageOf } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { priceListQueries } from './price-lists.api';

export const priceListPaths = {
  list: (companyId?: string) =>
    companyId
      ? `/admin/price-lists?company=${encodeURIComponent(companyId)}`
      : '/admin/price-lists',
  edit: (id: string) => `/admin/price-lists/${encodeURIComponent(id)}`,
  create: () => '/admin/price-lists/new',
};

/** "1 Apr 2026 – open" (India-time days; either end may be open). */
export const validityText = (from: string | null, until: string | null) =>
  from || until
    ? `${from ? formatDate(from) : 'open'} – ${until ? formatDate(until) : 'open'}`
    : 'Always';

/** /admin/price-lists: every list with its companies, or one company's (decisions.md › §22). */
export function PriceListsScreen() {
  usePageMeta('Price lists – Staff console');
  const [params, setParams] = useSearchParams();
  const companyId = params.get('company');
  const lists = useQuery(priceListQueries.all(companyId));
  const companies = useQuery(priceListQueries.companies());
  return (
    <div>
      <ScreenHeader
        title="Price lists"
        subtitle="Prices agreed with companies: fixed prices per product and discounts by maker or category. Where lists overlap, the lowest price wins."
        actions={
          <Link to={priceListPaths.create()} className={buttonClass('primary', 'md')}>
            New price list
          </Link>
        }
      />
      <label className="mb-4 flex max-w-sm flex-col gap-1.5 text-sm font-medium">
        Company
        <Select
          value={companyId ?? ''}
          onChange={(e) => setParams(e.target.value ? { company: e.target.value } : {})}
        >
          <option value="">All companies</option>
          {(companies.data ?? []).map((c) => (
            <option key={c.company_id} value={c.company_id}>
              {c.legal_name}
            </option>
          ))}
        </Select>
      </label>
      {lists.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : lists.isError ? (
        <ErrorState
          title={messageOf(lists.error, 'Could not load the price lists')}
          onRetry={() => void lists.refetch()}
        />
      ) : lists.data.length === 0 ? (
        <EmptyState
          title="No price lists yet"
          description="Create one for the companies you have agreed prices with."
        />
      ) : (
        <ul className="space-y-3">
          {lists.data.map((l) => (
            <li key={l.price_list_id} className={`${cardClass} p-4`}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <Link
                  to={priceListPaths.edit(l.price_list_id)}
                  className="font-semibold text-brand-700 hover:underline dark:text-brand-400"
                >
                  {l.name}
                </Link>
                <span className="text-sm text-slate-600 dark:text-slate-400">
                  {validityText(l.valid_from, l.valid_until)}
                </span>
              </div>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                {l.companies.map((c) => c.legal_name).join(', ') || 'No company yet'}
              </p>
              <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                {l.price_count} fixed {l.price_count === 1 ? 'price' : 'prices'} ·{' '}
                {l.discount_count} {l.discount_count === 1 ? 'discount' : 'discounts'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
