import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Order } from '@store/contract';
import { shortOrderNumber } from '@store/contract/mail';
import type { ReactNode } from 'react';
import { cardClass } from '../../components/ui/surface';
import { formatDateTime, formatRupees } from '../../lib/format';
import { paths } from '../../lib/paths';
import { companyQueries, useCompanyUser } from './companies.api';

/**
 * "Company orders" on My Orders (decisions.md › §16): every order of the caller's company,
 * those waiting for approval first, with who placed each. Nothing outside a company.
 */
export function CompanyOrdersSection({
  renderStatus,
}: {
  /** The order's status badge (the orders feature's). */
  renderStatus: (order: Order) => ReactNode;
}) {
  const userId = useCompanyUser();
  const company = useQuery(companyQueries.mine(userId));
  const [index, setIndex] = useState(0);
  const orders = useQuery(companyQueries.orders(company.data ? userId : null, index));
  if (!company.data || !orders.data || orders.data.total_elements === 0) return null;
  const page = orders.data;
  return (
    <section aria-labelledby="company-orders-heading" className={`${cardClass} mt-6 p-5`}>
      <h2 id="company-orders-heading" className="text-lg font-semibold">
        Company orders
        <span className="ml-2 text-sm font-normal text-slate-600 dark:text-slate-400">
          {company.data.legal_name}
        </span>
      </h2>
      <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
        {page.content.map((o) => (
          <li key={o.order_id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div>
              <Link
                to={paths.order(o.order_id)}
                className="font-medium text-brand-700 hover:underline dark:text-brand-400"
              >
                Order #{shortOrderNumber(o.order_id)}
              </Link>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                Placed by {o.company?.placed_by ?? o.customer_name} · {formatDateTime(o.created_at)}
                {o.company?.po_number ? ` · PO ${o.company.po_number}` : ''}
                {o.company?.branch ? ` · ${o.company.branch.name}` : ''}
              </p>
            </div>
            <div className="flex items-center gap-3">
              <span className="font-semibold tabular-nums">{formatRupees(o.total_amount)}</span>
              {renderStatus(o)}
            </div>
          </li>
        ))}
      </ul>
      {page.total_pages > 1 ? (
        <div className="mt-3 flex gap-2 text-sm">
          <button
            type="button"
            disabled={index === 0}
            className="text-brand-700 disabled:opacity-50 dark:text-brand-400"
            onClick={() => setIndex(index - 1)}
          >
            Newer
          </button>
          <button
            type="button"
            disabled={index + 1 >= page.total_pages}
            className="text-brand-700 disabled:opacity-50 dark:text-brand-400"
            onClick={() => setIndex(index + 1)}
          >
            Older
          </button>
        </div>
      ) : null}
    </section>
  );
}
