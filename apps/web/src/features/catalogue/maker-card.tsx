import type { Manufacturer } from '@store/contract';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { CatalogueImage } from './catalogue-image';
import { formatProductCount } from '../../lib/format';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');

/** A maker's logo, or its name in a monogram tile when there is no logo (or it fails). */
export function MakerLogo({
  maker,
  className,
}: {
  maker: Pick<Manufacturer, 'name' | 'logo_info'>;
  className?: string;
}) {
  return (
    <CatalogueImage
      src={maker.logo_info?.access_url}
      alt={`${maker.name} logo`}
      width={240}
      height={120}
      fit="contain"
      surface="white"
      className={clsx('rounded-lg', className)}
      fallback={
        <span className="absolute inset-0 flex items-center justify-center bg-slate-100 px-2 text-center dark:bg-slate-800">
          <span className="text-xl font-black tracking-tight text-slate-600 dark:text-slate-300">
            {initialsOf(maker.name)}
          </span>
        </span>
      }
    />
  );
}

/** A maker in a grid: logo, name, categories and product count; opens `to`. */
export function MakerCard({ maker, to }: { maker: Manufacturer; to: string }) {
  return (
    <Link
      to={to}
      className="group flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-700"
    >
      <MakerLogo maker={maker} className="w-full" />
      <span className="min-w-0">
        <span className="block font-semibold text-slate-900 group-hover:text-brand-700 dark:text-slate-100 dark:group-hover:text-brand-400">
          {maker.name}
        </span>
        {maker.category_names.length > 0 ? (
          <span className="mt-0.5 line-clamp-2 block text-xs text-slate-600 dark:text-slate-400">
            {maker.category_names.join(' · ')}
          </span>
        ) : null}
        <span className="mt-1 block text-xs font-medium text-slate-500 dark:text-slate-400">
          {formatProductCount(maker.product_count)}
        </span>
      </span>
    </Link>
  );
}

export function MakerGrid({
  makers,
  hrefOf,
}: {
  makers: Manufacturer[];
  hrefOf: (maker: Manufacturer) => string;
}) {
  return (
    <ul
      aria-label="Manufacturers"
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5"
    >
      {makers.map((m) => (
        <li key={m.manufacturer_id}>
          <MakerCard maker={m} to={hrefOf(m)} />
        </li>
      ))}
    </ul>
  );
}

export function MakerGridSkeleton({ count = 10 }: { count?: number }) {
  return (
    <ul
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5"
      aria-hidden="true"
    >
      {Array.from({ length: count }, (_, i) => (
        <li
          key={i}
          className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
        >
          <div className="aspect-[2/1] animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800" />
          <div className="h-4 w-2/3 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
          <div className="h-3 w-1/2 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
        </li>
      ))}
    </ul>
  );
}
