import type { Category } from '@store/contract';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { CatalogueImage } from './catalogue-image';
import { CategoryArt } from './category-art';
import { formatProductCount } from '../../lib/format';

/** A category tile: its picture (or the drawn fallback), name and product count. */
export function CategoryCard({ category, to }: { category: Category; to?: string }) {
  return (
    <Link
      to={to ?? paths.categoryMakers(category.category_id)}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-700"
    >
      <CatalogueImage
        src={category.imageUrl}
        alt=""
        width={400}
        height={300}
        className="w-full"
        fallback={<CategoryArt name={category.name} />}
      />
      <span className="flex flex-1 items-center justify-between gap-2 p-3 sm:p-4">
        <span className="min-w-0">
          <span className="block font-semibold text-slate-900 group-hover:text-brand-700 dark:text-slate-100 dark:group-hover:text-brand-400">
            {category.name}
          </span>
          <span className="block text-xs text-slate-500 dark:text-slate-400">
            {formatProductCount(category.product_count)}
          </span>
        </span>
        <ChevronRight
          className="h-4 w-4 shrink-0 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-brand-600"
          aria-hidden="true"
        />
      </span>
    </Link>
  );
}

/** Category tiles; each opens its makers unless `hrefOf` says otherwise. */
export function CategoryGrid({
  categories,
  hrefOf,
}: {
  categories: Category[];
  hrefOf?: (category: Category) => string;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5">
      {categories.map((c) => (
        <li key={c.category_id}>
          <CategoryCard category={c} to={hrefOf?.(c)} />
        </li>
      ))}
    </ul>
  );
}

export function CategoryGridSkeleton({ count = 10 }: { count?: number }) {
  return (
    <ul
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5"
      aria-hidden="true"
    >
      {Array.from({ length: count }, (_, i) => (
        <li
          key={i}
          className="overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800"
        >
          <div className="aspect-[4/3] animate-pulse bg-slate-200 dark:bg-slate-800" />
          <div className="space-y-2 p-4">
            <div className="h-4 w-2/3 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
            <div className="h-3 w-1/3 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
          </div>
        </li>
      ))}
    </ul>
  );
}
