import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

/** Where the page sits: Home › Category › Maker › Product. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-600 dark:text-slate-400">
        {items.map((c, i) => (
          <li key={`${c.label}-${i}`} className="flex min-w-0 items-center gap-1">
            {i > 0 ? <ChevronRight className="h-3.5 w-3.5 shrink-0" aria-hidden="true" /> : null}
            {c.to ? (
              <Link
                to={c.to}
                className="truncate hover:text-brand-700 hover:underline dark:hover:text-brand-400"
              >
                {c.label}
              </Link>
            ) : (
              <span
                aria-current="page"
                className="truncate font-medium text-slate-900 dark:text-slate-100"
              >
                {c.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
