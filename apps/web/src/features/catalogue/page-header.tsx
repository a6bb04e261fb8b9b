import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Breadcrumbs, type Crumb } from '../../components/ui/breadcrumbs';
import { buttonClass } from '../../components/ui/button';
import { paths } from '../../lib/paths';
import { useHttpStatus } from '../../lib/server-page';

/** The top of a catalogue page: breadcrumbs, an optional picture, title and description. */
export function PageHeader({
  crumbs,
  eyebrow,
  title,
  description,
  media,
  children,
}: {
  crumbs: Crumb[];
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  media?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="mb-8 space-y-4">
      <Breadcrumbs items={crumbs} />
      <div className="flex items-start gap-4 sm:gap-6">
        {media ? <div className="w-16 shrink-0 sm:w-28">{media}</div> : null}
        <div className="min-w-0 flex-1">
          {eyebrow ? (
            <p className="text-xs font-semibold tracking-widest text-brand-700 uppercase dark:text-brand-400">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {title}
          </h1>
          {description ? (
            <div className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">{description}</div>
          ) : null}
        </div>
      </div>
      {children}
    </header>
  );
}

export function PageHeaderSkeleton() {
  return (
    <div className="mb-8 space-y-4" aria-hidden="true">
      <div className="h-4 w-48 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
      <div className="h-8 w-72 max-w-full animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
      <div className="h-4 w-96 max-w-full animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
    </div>
  );
}

/** A catalogue page whose category, maker or product does not exist (or is no longer sold). */
export function CatalogueNotFound({ title, description }: { title: string; description: string }) {
  useHttpStatus(404);
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
      <SearchX className="h-10 w-10 text-slate-400" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="max-w-md text-slate-600 dark:text-slate-400">{description}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Link to={paths.makers('all')} className={buttonClass('outline')}>
          All manufacturers
        </Link>
        <Link to={paths.home()} className={buttonClass('primary')}>
          Go Home
        </Link>
      </div>
    </div>
  );
}
