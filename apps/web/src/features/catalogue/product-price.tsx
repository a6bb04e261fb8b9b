import { clsx } from 'clsx';
import { formatRupees } from '../../lib/format';
import { savingOf } from './price';

/** Price with the struck-through compare-at price and the percentage off. */
export function ProductPrice({
  price,
  compareAt,
  size = 'md',
}: {
  price: number;
  compareAt: number | null | undefined;
  size?: 'sm' | 'md' | 'lg';
}) {
  const saving = savingOf(price, compareAt);
  return (
    <span className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
      <span
        className={clsx(
          'font-bold text-slate-900 tabular-nums dark:text-white',
          size === 'lg' ? 'text-3xl' : size === 'md' ? 'text-lg' : 'text-sm',
        )}
      >
        {formatRupees(price)}
      </span>
      {saving && compareAt != null ? (
        <>
          <span
            className={clsx(
              'text-slate-500 tabular-nums line-through dark:text-slate-400',
              size === 'lg' ? 'text-lg' : size === 'md' ? 'text-sm' : 'text-xs',
            )}
          >
            <span className="sr-only">Was </span>
            {formatRupees(compareAt)}
          </span>
          <span
            className={clsx(
              'font-semibold text-emerald-700 dark:text-emerald-400',
              size === 'sm' ? 'text-xs' : 'text-sm',
            )}
          >
            {saving.percent}% off
          </span>
        </>
      ) : null}
    </span>
  );
}
