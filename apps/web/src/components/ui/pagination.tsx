import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

/** Page numbers to show: the first, the last and two around the current, with gaps. */
export function pageWindow(page: number, total: number): (number | 'gap')[] {
  const wanted = new Set([1, total, page - 1, page, page + 1]);
  if (page <= 3) [2, 3, 4].forEach((p) => wanted.add(p));
  if (page >= total - 2) [total - 1, total - 2, total - 3].forEach((p) => wanted.add(p));
  const pages = [...wanted].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  pages.forEach((p, i) => {
    const prev = pages[i - 1];
    if (prev !== undefined && p - prev > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

const cell =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-medium transition-colors';
const idle =
  'border-slate-200 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800';
const off =
  'cursor-not-allowed border-slate-100 text-slate-500 dark:border-slate-800 dark:text-slate-400';

/** Numbered paging links (1-based pages); `hrefOf(page)` builds each link. */
export function Pagination({
  page,
  totalPages,
  hrefOf,
  label = 'Pages',
}: {
  page: number;
  totalPages: number;
  hrefOf: (page: number) => string;
  label?: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1.5">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className={clsx(cell, idle)} rel="prev">
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Previous</span>
        </Link>
      ) : (
        <span className={clsx(cell, off)} aria-hidden="true">
          <ChevronLeft className="h-4 w-4" />
          <span className="sr-only sm:not-sr-only">Previous</span>
        </span>
      )}
      {pageWindow(page, totalPages).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} className="px-1 text-slate-500" aria-hidden="true">
            …
          </span>
        ) : p === page ? (
          <span
            key={p}
            aria-current="page"
            className={clsx(
              cell,
              'border-slate-900 bg-slate-900 text-white dark:border-slate-100 dark:bg-slate-100 dark:text-slate-900',
            )}
          >
            <span className="sr-only">Page </span>
            {p}
          </span>
        ) : (
          <Link key={p} to={hrefOf(p)} aria-label={`Page ${p}`} className={clsx(cell, idle)}>
            {p}
          </Link>
        ),
      )}
      {page < totalPages ? (
        <Link to={hrefOf(page + 1)} className={clsx(cell, idle)} rel="next">
          <span className="sr-only sm:not-sr-only">Next</span>
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      ) : (
        <span className={clsx(cell, off)} aria-hidden="true">
          <span className="sr-only sm:not-sr-only">Next</span>
          <ChevronRight className="h-4 w-4" />
        </span>
      )}
    </nav>
  );
}
