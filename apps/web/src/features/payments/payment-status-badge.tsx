import { clsx } from 'clsx';
import type { Order, PaymentStatus } from '@store/contract';
import { paymentStatusLabel } from './payments.api';

const tones: Record<PaymentStatus, string> = {
  PENDING:
    'bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-700',
  SUBMITTED:
    'bg-sky-100 text-sky-900 ring-sky-200 dark:bg-sky-950/60 dark:text-sky-300 dark:ring-sky-900',
  PAID: 'bg-emerald-100 text-emerald-800 ring-emerald-200 dark:bg-emerald-950/60 dark:text-emerald-300 dark:ring-emerald-900',
  REFUND_DUE:
    'bg-amber-100 text-amber-900 ring-amber-200 dark:bg-amber-950/60 dark:text-amber-300 dark:ring-amber-900',
  REFUNDED:
    'bg-violet-100 text-violet-800 ring-violet-200 dark:bg-violet-950/60 dark:text-violet-300 dark:ring-violet-900',
  CANCELLED:
    'bg-slate-100 text-slate-600 ring-slate-300 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-700',
};

/** The order's payment status as a badge ("Payment: Paid"). */
export function PaymentStatusBadge({
  payment,
  orderStatus,
  className,
}: {
  payment: Pick<Order['payment'], 'method' | 'status'>;
  /** The order's status: a cancelled, unpaid order awaits nothing. */
  orderStatus?: Order['status'];
  className?: string;
}) {
  return (
    <span
      data-testid="payment-status"
      data-status={payment.status}
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[payment.status],
        className,
      )}
    >
      <span className="sr-only">Payment: </span>
      {paymentStatusLabel(payment, orderStatus)}
    </span>
  );
}
