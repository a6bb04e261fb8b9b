import { clsx } from 'clsx';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { PaymentQueue } from '@store/contract';
import { PAYMENT_QUEUES } from '@store/contract/payments';
import { shortOrderNumber } from '@store/contract/mail';
import { StaffList } from '../../components/staff/staff-list';
import { formatDateTime, formatRupees } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { adminPaths } from '../../lib/admin-paths';
import { PaymentStatusBadge } from './payment-status-badge';
import { PAYMENT_METHOD_LABELS, PAYMENT_QUEUE_LABELS, staffPaymentQueries } from './payments.api';
import { StaffPaymentForm } from './staff-payment-actions';

const QUEUE_ORDER: PaymentQueue[] = ['SUBMITTED', 'AWAITING', 'REFUND_DUE'];

/** /admin/payments: references to check, orders awaiting payment, refunds to send. */
export function StaffPaymentsScreen() {
  usePageMeta('Payments – Staff console');
  const [params, setParams] = useSearchParams();
  const raw = params.get('queue');
  const queue: PaymentQueue = (PAYMENT_QUEUES as readonly string[]).includes(raw ?? '')
    ? (raw as PaymentQueue)
    : 'SUBMITTED';
  const index = Math.max(0, Number(params.get('page') ?? '1') - 1) || 0;
  const query = useQuery(staffPaymentQueries.queue(queue, index));
  const setQueue = (q: PaymentQueue) => setParams(q === 'SUBMITTED' ? {} : { queue: q });
  const setPage = (i: number) =>
    setParams({
      ...(queue === 'SUBMITTED' ? {} : { queue }),
      ...(i > 0 ? { page: String(i + 1) } : {}),
    });

  return (
    <div className="space-y-4">
      <h2 className="text-xl font-bold">Payments</h2>
      <div role="tablist" aria-label="Payment queues" className="flex flex-wrap gap-2">
        {QUEUE_ORDER.map((q) => {
          const count = query.data?.counts[q];
          return (
            <button
              key={q}
              type="button"
              role="tab"
              aria-selected={q === queue}
              onClick={() => setQueue(q)}
              className={clsx(
                'rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-inset focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
                q === queue
                  ? 'bg-brand-500 text-slate-950 ring-brand-500'
                  : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 dark:bg-slate-900 dark:text-slate-300 dark:ring-slate-700 dark:hover:bg-slate-800',
              )}
            >
              {PAYMENT_QUEUE_LABELS[q]}
              {count !== undefined ? ` (${count})` : ''}
            </button>
          );
        })}
      </div>

      <StaffList
        query={query}
        noun="payments"
        skeleton={{ rows: 3, rowClass: 'h-12 w-full' }}
        empty={{
          title: `No orders in “${PAYMENT_QUEUE_LABELS[queue]}”`,
          description: 'Nothing to do here right now.',
        }}
        params={{ update: ({ index: i }) => setPage(i) }}
      >
        {(orders) => (
          <ul className="space-y-3" role="tabpanel" aria-label={PAYMENT_QUEUE_LABELS[queue]}>
            {orders.map((o) => (
              <li
                key={o.order_id}
                data-testid={`payment-row-${o.order_id}`}
                className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <Link
                      to={adminPaths.adminOrder(o.order_id)}
                      className="font-mono font-semibold text-brand-700 hover:underline dark:text-brand-400"
                    >
                      #{shortOrderNumber(o.order_id)}
                    </Link>
                    <PaymentStatusBadge payment={o.payment} orderStatus={o.status} />
                    <span className="text-xs text-slate-500 dark:text-slate-400">{o.status}</span>
                  </div>
                  <span className="font-semibold tabular-nums">{formatRupees(o.total_amount)}</span>
                </div>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  {o.customer_name} · {o.user_phone} · {PAYMENT_METHOD_LABELS[o.payment.method]} ·
                  placed {formatDateTime(o.created_at)}
                </p>
                {o.payment.reference ? (
                  <p className="mt-1 text-sm">
                    Reference <span className="font-mono font-semibold">{o.payment.reference}</span>
                  </p>
                ) : null}
                <div className="mt-3">
                  <StaffPaymentForm order={o} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </StaffList>
    </div>
  );
}
