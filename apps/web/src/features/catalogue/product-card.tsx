import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { CatalogueImage } from './catalogue-image';
import type { MemberPrice } from '@store/contract';
import { useMemberPrices } from '../../lib/member-prices';
import { ProductPrice } from './product-price';
import { betterPrice, YourPrice } from './your-price';

/** What a card needs: a product summary, or a search hit (which has no stock flag). */
export interface ProductCardData {
  product_id: string;
  name: string;
  slug: string;
  sku?: string;
  manufacturer_name: string;
  category_names: string[];
  thumbnail_url: string | null;
  /** The ready signed URL of that picture, when the answer carried one. */
  thumbnail_src?: string | null;
  price: number;
  compare_at_price: number | null;
  in_stock?: boolean;
}

/**
 * A product in a grid. The whole card opens the product page; `actions` (e.g. the cart's
 * compact Add to Cart controls, passed by the route screen) sit above that link.
 */
export function ProductCard({
  product,
  actions,
  priority = false,
  memberPrice,
}: {
  product: ProductCardData;
  actions?: ReactNode;
  /** A member's company price (decisions.md › §22). */
  memberPrice?: MemberPrice;
  /** Above the fold: the picture loads at once with high priority. */
  priority?: boolean;
}) {
  const better = betterPrice(memberPrice);
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-slate-900">
      <CatalogueImage
        src={product.thumbnail_url}
        signedSrc={product.thumbnail_src}
        priority={priority}
        alt=""
        width={400}
        height={400}
        fit="contain"
        className="w-full border-b border-slate-100 dark:border-slate-800"
      />
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <p className="truncate text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-400">
          {product.manufacturer_name}
        </p>
        <h3 className="line-clamp-2 min-h-[2.5rem] text-sm leading-5 font-semibold text-slate-900 dark:text-slate-100">
          <Link
            to={paths.product(product.slug)}
            className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700 focus-visible:outline-none focus-visible:after:rounded-xl focus-visible:after:ring-2 focus-visible:after:ring-brand-500 dark:hover:text-brand-400"
          >
            {product.name}
          </Link>
        </h3>
        {product.sku ? (
          <p className="text-xs text-slate-500 dark:text-slate-400">SKU {product.sku}</p>
        ) : null}
        <div className="mt-auto pt-1">
          {better ? (
            <YourPrice price={better.price} list={better.list_price} />
          ) : (
            <ProductPrice price={product.price} compareAt={product.compare_at_price} size="md" />
          )}
        </div>
        {product.in_stock !== undefined ? (
          <p
            className={clsx(
              'text-xs font-medium',
              product.in_stock
                ? 'text-emerald-700 dark:text-emerald-400'
                : 'text-red-700 dark:text-red-400',
            )}
          >
            {product.in_stock ? 'In stock' : 'Out of stock'}
          </p>
        ) : null}
        {actions ? <div className="relative z-10 pt-2">{actions}</div> : null}
      </div>
    </article>
  );
}

/** A responsive grid of product cards; `renderActions` adds each card's action slot. */
export function ProductGrid<T extends ProductCardData>({
  products,
  renderActions,
  priorityCount = 0,
}: {
  products: T[];
  renderActions?: (product: T) => ReactNode;
  /** How many first cards are above the fold (their pictures load at once, high priority). */
  priorityCount?: number;
}) {
  const member = useMemberPrices(products.map((p) => p.product_id));
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
      {products.map((p, i) => (
        <li key={p.product_id} className="flex">
          <ProductCard
            product={p}
            actions={renderActions?.(p)}
            priority={i < priorityCount}
            memberPrice={member?.get(p.product_id)}
          />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul
      className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4"
      aria-hidden="true"
    >
      {Array.from({ length: count }, (_, i) => (
        <li
          key={i}
          className="overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800"
        >
          <div className="aspect-square animate-pulse bg-slate-200 dark:bg-slate-800" />
          <div className="space-y-2 p-4">
            <div className="h-3 w-1/3 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
            <div className="h-4 w-5/6 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
            <div className="h-5 w-1/2 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
          </div>
        </li>
      ))}
    </ul>
  );
}
