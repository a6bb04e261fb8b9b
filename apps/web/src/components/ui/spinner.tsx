import { clsx } from 'clsx';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-3">
      <span
        aria-hidden="true"
        className={clsx(
          'inline-block h-6 w-6 animate-spin rounded-full border-2 border-slate-300 border-t-brand-500 dark:border-slate-700 dark:border-t-brand-400',
          className,
        )}
      />
      {label ? (
        <span className="text-sm text-slate-600 dark:text-slate-300">{label}</span>
      ) : (
        <span className="sr-only">Loading</span>
      )}
    </span>
  );
}

/** A centred loading block with text, for whole sections or pages. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <div className="flex min-h-[30vh] items-center justify-center py-12">
      <Spinner label={label} />
    </div>
  );
}
