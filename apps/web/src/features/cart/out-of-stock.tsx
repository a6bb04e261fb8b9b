import { clsx } from 'clsx';
import { PackageX } from 'lucide-react';

/**
 * Where Add to Cart would be for a product with no stock: plainly unavailable in both themes
 * (grey, dashed, not a button: "Currently unavailable"), so nobody mistakes it for a live control. Anything offered
 * instead (e.g. a "Notify me" button) sits beside it.
 */
export function OutOfStock({
  compact = false,
  className,
}: {
  compact?: boolean;
  className?: string;
}) {
  return (
    <div
      className={clsx(
        'inline-flex items-center justify-center gap-2 rounded-lg border border-dashed border-slate-300 bg-slate-100 font-semibold whitespace-nowrap text-slate-600 select-none dark:border-slate-600 dark:bg-slate-800/50 dark:text-slate-400',
        compact ? 'h-8 px-2 text-xs sm:text-sm' : 'h-12 px-6 text-base',
        className,
      )}
      data-testid="out-of-stock"
    >
      <PackageX
        className={clsx('shrink-0', compact ? 'hidden h-4 w-4 min-[400px]:block' : 'h-5 w-5')}
        aria-hidden="true"
      />
      {compact ? 'Unavailable' : 'Currently unavailable'}
    </div>
  );
}
