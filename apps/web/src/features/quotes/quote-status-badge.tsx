import { clsx } from 'clsx';
import type { QuoteStatus } from '@store/contract';
import { QUOTE_STATUS_LABELS } from '@store/contract/quotes';
import { pillClass } from '../../components/ui/pills';
import { formatCalendarDate } from '../../lib/calendar-format';

const TONES: Record<QuoteStatus, string> = {
  REQUESTED:
    'bg-sky-100 text-sky-800 ring-sky-200 dark:bg-sky-950/60 dark:text-sky-300 dark:ring-sky-900',
  QUOTED:
    'bg-indigo-100 text-indigo-800 ring-indigo-200 dark:bg-indigo-950/60 dark:text-indigo-300 dark:ring-indigo-900',
  ACCEPTED:
    'bg-emerald-100 text-emerald-800 ring-emerald-200 dark:bg-emerald-950/60 dark:text-emerald-300 dark:ring-emerald-900',
  DECLINED:
    'bg-slate-100 text-slate-700 ring-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-700',
  EXPIRED:
    'bg-amber-100 text-amber-900 ring-amber-200 dark:bg-amber-950/60 dark:text-amber-300 dark:ring-amber-900',
  REJECTED:
    'bg-red-100 text-red-800 ring-red-200 dark:bg-red-950/60 dark:text-red-300 dark:ring-red-900',
};

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return <span className={clsx(pillClass, TONES[status])}>{QUOTE_STATUS_LABELS[status]}</span>;
}

/** "12 Dec 2026" from YYYY-MM-DD (no time zone shift). */
export function formatQuoteDate(isoDate: string): string {
  return formatCalendarDate(isoDate);
}
