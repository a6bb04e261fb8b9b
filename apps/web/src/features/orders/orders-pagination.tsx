import { ChevronLeft, ChevronRight } from 'lucide-react';
import { clsx } from 'clsx';

/** Page numbers to show around the current one (1-based), with gaps as null. */
export function pageWindow(current: number, total: number): (number | null)[] {
  const pages = new Set([1, total, current - 1, current, current + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) out.push(null);
    out.push(p);
  });
  return out;
}

/**
 * 'Showing X of Y orders (Page n of m)' and page controls, when more than one page exists.
 * `index` is the 0-based page of the answer.
 */
export function OrdersPagination({
  index,
  totalPages,
  shown,
  total,
  onPage,
}: {
  index: number;
  totalPages: number;
  shown: number;
  total: number;
  onPage: (index: number) => void;
}) {
  if (totalPages <= 1) return null;
  const page = index + 1;
  const btn =
    'inline-flex h-9 min-w-9 items-center justify-center rounded-lg border px-2 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-40';
  const idle =
    'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800';
  return (
    <nav aria-label="Orders pages" className="mt-8 flex flex-col items-center gap-3">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Showing {shown} of {total} orders (Page {page} of {totalPages})
      </p>
      <div className="flex flex-wrap items-center justify-center gap-1.5">
        <button
          type="button"
          className={clsx(btn, idle)}
          onClick={() => onPage(index - 1)}
          disabled={index === 0}
          aria-label="Previous page"
        >
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        </button>
        {pageWindow(page, totalPages).map((p, i) =>
          p === null ? (
            <span key={`gap-${i}`} className="px-1 text-slate-400" aria-hidden="true">
              …
            </span>
          ) : (
            <button
              key={p}
              type="button"
              className={clsx(
                btn,
                p === page ? 'border-brand-500 bg-brand-500 text-slate-950' : idle,
              )}
              aria-label={`Page ${p}`}
              aria-current={p === page ? 'page' : undefined}
              onClick={() => onPage(p - 1)}
            >
              {p}
            </button>
          ),
        )}
        <button
          type="button"
          className={clsx(btn, idle)}
          onClick={() => onPage(index + 1)}
          disabled={page >= totalPages}
          aria-label="Next page"
        >
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
    </nav>
  );
}
