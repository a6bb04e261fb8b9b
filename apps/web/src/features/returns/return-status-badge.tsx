import { clsx } from 'clsx';
import type { ReturnStatus } from '@store/contract';
import { RETURN_STATUS_LABELS } from '@store/contract/returns';
import { pillClass } from '../../components/ui/pills';

const TONES: Record<ReturnStatus, string> = {
  REQUESTED:
    'bg-sky-100 text-sky-800 ring-sky-200 dark:bg-sky-950/60 dark:text-sky-300 dark:ring-sky-900',
  APPROVED:
    'bg-indigo-100 text-indigo-800 ring-indigo-200 dark:bg-indigo-950/60 dark:text-indigo-300 dark:ring-indigo-900',
  REJECTED:
    'bg-red-100 text-red-800 ring-red-200 dark:bg-red-950/60 dark:text-red-300 dark:ring-red-900',
  RECEIVED:
    'bg-amber-100 text-amber-900 ring-amber-200 dark:bg-amber-950/60 dark:text-amber-300 dark:ring-amber-900',
  REFUNDED:
    'bg-emerald-100 text-emerald-800 ring-emerald-200 dark:bg-emerald-950/60 dark:text-emerald-300 dark:ring-emerald-900',
};

/** "Return requested", "Refunded", ...: one colour per return status. */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return <span className={clsx(pillClass, TONES[status])}>{RETURN_STATUS_LABELS[status]}</span>;
}
