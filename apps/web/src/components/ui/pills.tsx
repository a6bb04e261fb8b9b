import { clsx } from 'clsx';
import type { OrderStatus } from '@store/contract';

/** One colour per order status (the storefront badge and the staff pill share it). */
export const ORDER_STATUS_TONES: Record<OrderStatus, string> = {
  PENDING_APPROVAL:
    'bg-orange-100 text-orange-900 ring-orange-200 dark:bg-orange-950/60 dark:text-orange-300 dark:ring-orange-900',
  PLACED:
    'bg-sky-100 text-sky-800 ring-sky-200 dark:bg-sky-950/60 dark:text-sky-300 dark:ring-sky-900',
  CONFIRMED:
    'bg-indigo-100 text-indigo-800 ring-indigo-200 dark:bg-indigo-950/60 dark:text-indigo-300 dark:ring-indigo-900',
  SHIPPED:
    'bg-amber-100 text-amber-900 ring-amber-200 dark:bg-amber-950/60 dark:text-amber-300 dark:ring-amber-900',
  DELIVERED:
    'bg-emerald-100 text-emerald-800 ring-emerald-200 dark:bg-emerald-950/60 dark:text-emerald-300 dark:ring-emerald-900',
  CANCELLED:
    'bg-red-100 text-red-800 ring-red-200 dark:bg-red-950/60 dark:text-red-300 dark:ring-red-900',
};

export const pillClass =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';

export function StatusPill({ status }: { status: OrderStatus }) {
  return <span className={clsx(pillClass, ORDER_STATUS_TONES[status])}>{status}</span>;
}

export function ActivePill({ active }: { active: boolean }) {
  return (
    <span
      className={clsx(
        pillClass,
        active
          ? 'bg-emerald-100 text-emerald-800 ring-emerald-200 dark:bg-emerald-950/60 dark:text-emerald-300 dark:ring-emerald-900'
          : 'bg-slate-100 text-slate-700 ring-slate-300 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-700',
      )}
    >
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}
