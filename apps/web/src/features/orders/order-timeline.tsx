import { Check, CircleDot, PackageCheck, Truck, X, ClipboardCheck, Hourglass } from 'lucide-react';
import { clsx } from 'clsx';
import type { Order, OrderStatus } from '@store/contract';
import { formatDateTime } from '../../lib/format';
import { rejectionOf } from './order-approval';

interface Step {
  status: OrderStatus;
  label: string;
}

const NORMAL: Step[] = [
  { status: 'PLACED', label: 'Order Placed' },
  { status: 'CONFIRMED', label: 'Order Confirmed' },
  { status: 'SHIPPED', label: 'Shipped' },
  { status: 'DELIVERED', label: 'Delivered' },
];
const CANCELLED: Step[] = [
  { status: 'PLACED', label: 'Order Placed' },
  { status: 'CANCELLED', label: 'Order Cancelled' },
];

/** Rejected by the company's ADMIN: it never was placed (issue 43.9). */
const REJECTED: Step[] = [
  { status: 'PENDING_APPROVAL', label: 'Waiting for approval' },
  { status: 'CANCELLED', label: 'Rejected by the company' },
];

const PENDING: Step[] = [{ status: 'PENDING_APPROVAL', label: 'Waiting for approval' }, ...NORMAL];

const icons = {
  PENDING_APPROVAL: Hourglass,
  PLACED: ClipboardCheck,
  CONFIRMED: CircleDot,
  SHIPPED: Truck,
  DELIVERED: PackageCheck,
  CANCELLED: X,
} as const;

/**
 * Order Status timeline (store-spec.md › States and transitions): Order Placed → Order Confirmed → Shipped → Delivered, steps
 * before the current one completed; a cancelled order shows only Order Placed and Order Cancelled,
 * one rejected by the company Waiting for approval and Rejected by the company, with the reason.
 */
export function OrderTimeline({
  order,
}: {
  order: Pick<
    Order,
    'status' | 'status_history' | 'status_updated_at' | 'admin_remarks' | 'created_at'
  >;
}) {
  const steps =
    order.status === 'CANCELLED'
      ? rejectionOf(order)
        ? REJECTED
        : CANCELLED
      : order.status === 'PENDING_APPROVAL'
        ? PENDING
        : NORMAL;
  const current = steps.findIndex((s) => s.status === order.status);
  const entryOf = (status: OrderStatus) =>
    order.status_history.filter((h) => h.status === status).at(-1);
  const timeOf = (status: OrderStatus) => {
    const at = entryOf(status)?.changed_at ?? (status === 'PLACED' ? order.created_at : null);
    return at ? formatDateTime(at) : null;
  };

  return (
    <div>
      <ol className="relative">
        {steps.map((step, i) => {
          const completed = i < current || (i === current && step.status === 'DELIVERED');
          const isCurrent = i === current;
          const cancelled = step.status === 'CANCELLED';
          const reached = i <= current;
          const Icon = completed && !isCurrent ? Check : icons[step.status];
          const time = reached ? timeOf(step.status) : null;
          const remark = cancelled ? entryOf('CANCELLED')?.remarks : null;
          // The customer's own reason (a staff remark already shows as the Note below).
          const reason = remark && remark !== order.admin_remarks ? remark : null;
          return (
            <li
              key={step.status}
              className="relative flex gap-4 pb-6 last:pb-0"
              aria-current={isCurrent ? 'step' : undefined}
              data-state={isCurrent ? 'current' : completed ? 'completed' : 'upcoming'}
            >
              {i < steps.length - 1 ? (
                <span
                  aria-hidden="true"
                  className={clsx(
                    'absolute top-9 left-[17px] h-[calc(100%-2.25rem)] w-0.5',
                    i < current ? 'bg-emerald-500' : 'bg-slate-200 dark:bg-slate-700',
                  )}
                />
              ) : null}
              <span
                aria-hidden="true"
                className={clsx(
                  'relative z-10 flex h-9 w-9 shrink-0 items-center justify-center rounded-full border-2',
                  cancelled && reached
                    ? 'border-red-500 bg-red-500 text-white'
                    : completed || (isCurrent && !cancelled)
                      ? isCurrent && !completed
                        ? 'border-brand-500 bg-brand-500 text-slate-950'
                        : 'border-emerald-500 bg-emerald-500 text-white'
                      : 'border-slate-300 bg-white text-slate-400 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-500',
                )}
              >
                <Icon className="h-4 w-4" />
              </span>
              <div className="pt-1.5">
                <p
                  className={clsx(
                    'font-medium',
                    reached
                      ? 'text-slate-900 dark:text-slate-100'
                      : 'text-slate-500 dark:text-slate-400',
                  )}
                >
                  {step.label}
                  <span className="sr-only">
                    {isCurrent ? ' (current step)' : completed ? ' (completed)' : ' (upcoming)'}
                  </span>
                </p>
                {time ? <p className="text-sm text-slate-500 dark:text-slate-400">{time}</p> : null}
                {cancelled && reason ? (
                  <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                    Reason: {reason}
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
      <p className="mt-5 text-sm text-slate-600 dark:text-slate-400">
        Status updated {formatDateTime(order.status_updated_at)}
      </p>
      {order.admin_remarks ? (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
          <span className="font-semibold">Note:</span> {order.admin_remarks}
        </p>
      ) : null}
    </div>
  );
}
