import type { Category, ProductDetail } from '@store/contract';
import { clsx } from 'clsx';
import {
  BadgeCheck,
  Globe,
  MessageCircle,
  PackageCheck,
  PackageX,
  ShieldCheck,
  Truck,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Breadcrumbs, type Crumb } from '../../components/ui/breadcrumbs';
import { buttonClass } from '../../components/ui/button';
import { formatRupees } from '../../lib/format';
import { paths } from '../../lib/paths';
import { CatalogueImage } from './catalogue-image';
import { gstShareOf, savingOf } from './price';
import { useMemberPrices } from '../../lib/member-prices';
import { ProductPrice } from './product-price';
import { betterPrice, YourPrice } from './your-price';

/** Few left: the page says how many remain. */
const LOW_STOCK = 10;

function Gallery({ product }: { product: ProductDetail }) {
  const images = product.images.length > 0 ? product.images : [product.thumbnail_url];
  const srcs = product.images.length > 0 ? product.images_src : [product.thumbnail_src];
  const [selected, setSelected] = useState(0);
  const index = Math.min(selected, images.length - 1);
  const current = images[index] ?? null;
  return (
    <div className="space-y-3">
      <CatalogueImage
        key={current ?? 'none'}
        src={current}
        signedSrc={srcs?.[index]}
        alt={product.name}
        width={800}
        height={800}
        fit="contain"
        priority
        className="w-full rounded-2xl border border-slate-200 dark:border-slate-800"
      />
      {images.length > 1 ? (
        <ul className="grid grid-cols-5 gap-2" aria-label="Product images">
          {images.map((key, i) => (
            <li key={`${key}-${i}`}>
              <button
                type="button"
                onClick={() => setSelected(i)}
                aria-label={`Show image ${i + 1} of ${images.length}`}
                aria-pressed={i === selected}
                className={clsx(
                  'block w-full overflow-hidden rounded-lg border-2 transition',
                  i === selected
                    ? 'border-brand-500'
                    : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <CatalogueImage
                  src={key}
                  signedSrc={srcs?.[i]}
                  alt=""
                  width={120}
                  height={120}
                  fit="contain"
                  compact
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function StockState({ product }: { product: ProductDetail }) {
  const inStock = product.in_stock && product.stock_quantity > 0;
  if (!inStock) {
    return (
      <p className="flex items-center gap-2 font-semibold text-red-700 dark:text-red-400">
        <PackageX className="h-5 w-5" aria-hidden="true" />
        Out of stock
      </p>
    );
  }
  return (
    <p className="flex items-center gap-2 font-semibold text-emerald-700 dark:text-emerald-400">
      <PackageCheck className="h-5 w-5" aria-hidden="true" />
      In stock
      {product.stock_quantity <= LOW_STOCK ? (
        <span className="font-medium text-amber-700 dark:text-amber-400">
          · Only {product.stock_quantity} left
        </span>
      ) : null}
    </p>
  );
}

const rateText = (rate: number) => `${Number(rate.toFixed(2))}%`;

/**
 * The product page's content: gallery, price with compare-at and saving, the GST share, HSN,
 * stock, the route's actions (Add to Cart / Add to Wishlist), the enquiry link, description
 * and specifications.
 */
export function ProductDetailView({
  product,
  categories,
  actions,
  enquiryHref,
}: {
  product: ProductDetail;
  /** Active categories, to link the product's first category. */
  categories: Category[] | undefined;
  actions: ReactNode;
  enquiryHref: string;
}) {
  const saving = savingOf(product.price, product.compare_at_price);
  const gst = gstShareOf(product.price, product.gst_rate);
  const category = categories?.find((c) => product.category_ids.includes(c.category_id)) ?? null;
  const crumbs: Crumb[] = [{ label: 'Home', to: paths.home() }];
  if (category)
    crumbs.push({ label: category.name, to: paths.categoryMakers(category.category_id) });
  crumbs.push({
    label: product.manufacturer_name,
    to: paths.products(category?.category_id ?? 'all', product.manufacturer_id),
  });
  crumbs.push({ label: product.name });

  const details: [string, string][] = [
    ['SKU', product.sku],
    ['HSN code', product.hsn_code],
    ['GST rate', rateText(product.gst_rate)],
    ['Unit', product.unit],
    ['Country of origin', product.country_of_origin],
    ['Warranty', product.warranty],
  ].filter((row): row is [string, string] => Boolean(row[1]));

  return (
    <article className="space-y-10">
      <Breadcrumbs items={crumbs} />
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <Gallery product={product} />
        <div className="min-w-0 space-y-5">
          <div>
            <Link
              to={paths.products('all', product.manufacturer_id)}
              className="text-sm font-semibold tracking-wide text-brand-700 uppercase hover:underline dark:text-brand-400"
            >
              {product.manufacturer_name}
            </Link>
            <h1 className="mt-1 text-2xl leading-tight font-bold tracking-tight text-balance sm:text-3xl">
              {product.name}
            </h1>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              SKU{' '}
              <span className="font-mono text-slate-800 dark:text-slate-200">{product.sku}</span>
              {product.hsn_code ? (
                <>
                  {' · '}HSN{' '}
                  <span className="font-mono text-slate-800 dark:text-slate-200">
                    {product.hsn_code}
                  </span>
                </>
              ) : null}
            </p>
          </div>

          <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-900">
            <ProductPrice price={product.price} compareAt={product.compare_at_price} size="lg" />
            <MemberPriceLine productId={product.product_id} />
            {saving ? (
              <p className="mt-1 text-sm font-semibold text-emerald-700 dark:text-emerald-400">
                You save {formatRupees(saving.amount)} ({saving.percent}%)
              </p>
            ) : null}
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              Includes {formatRupees(gst)} GST ({rateText(product.gst_rate)})
            </p>
          </div>

          <StockState product={product} />

          {actions}

          <a
            href={enquiryHref}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('outline', 'md', 'w-full sm:w-auto')}
          >
            <MessageCircle className="h-4 w-4 text-[#1f9d55]" aria-hidden="true" />
            Enquire about this product
          </a>

          <ul className="grid gap-2 border-t border-slate-200 pt-5 text-sm text-slate-700 sm:grid-cols-2 dark:border-slate-800 dark:text-slate-300">
            <li className="flex items-center gap-2">
              <BadgeCheck className="h-4 w-4 text-brand-600" aria-hidden="true" />
              Genuine product, GST invoice
            </li>
            <li className="flex items-center gap-2">
              <Truck className="h-4 w-4 text-brand-600" aria-hidden="true" />
              Ships from Bengaluru across India
            </li>
            {product.country_of_origin ? (
              <li className="flex items-center gap-2">
                <Globe className="h-4 w-4 text-brand-600" aria-hidden="true" />
                Country of origin: {product.country_of_origin}
              </li>
            ) : null}
            {product.warranty ? (
              <li className="flex items-center gap-2">
                <ShieldCheck className="h-4 w-4 text-brand-600" aria-hidden="true" />
                Warranty: {product.warranty}
              </li>
            ) : null}
          </ul>
        </div>
      </div>

      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <section aria-labelledby="description-title">
          <h2 id="description-title" className="text-xl font-bold">
            Description
          </h2>
          <p className="mt-3 leading-relaxed whitespace-pre-line text-slate-700 dark:text-slate-300">
            {product.description || 'No description available.'}
          </p>
        </section>
        <section aria-labelledby="specs-title">
          <h2 id="specs-title" className="text-xl font-bold">
            Specifications
          </h2>
          <table className="mt-3 w-full overflow-hidden rounded-xl text-sm ring-1 ring-slate-200 dark:ring-slate-800">
            <tbody>
              {[...product.specifications.map((s) => [s.name, s.value] as const), ...details].map(
                ([name, value], i) => (
                  <tr key={`${name}-${i}`} className="odd:bg-slate-50 dark:odd:bg-slate-900">
                    <th
                      scope="row"
                      className="w-2/5 px-4 py-2.5 text-left font-medium text-slate-600 dark:text-slate-400"
                    >
                      {name}
                    </th>
                    <td className="px-4 py-2.5 text-slate-900 dark:text-slate-100">{value}</td>
                  </tr>
                ),
              )}
            </tbody>
          </table>
        </section>
      </div>
    </article>
  );
}

export function ProductDetailSkeleton() {
  return (
    <div className="grid gap-8 lg:grid-cols-2 lg:gap-12" aria-hidden="true">
      <div className="aspect-square animate-pulse rounded-2xl bg-slate-200 dark:bg-slate-800" />
      <div className="space-y-4">
        <div className="h-4 w-24 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
        <div className="h-8 w-3/4 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
        <div className="h-4 w-1/3 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
        <div className="h-24 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
        <div className="h-12 animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800" />
      </div>
    </div>
  );
}

/** A member's company price under the public one (decisions.md › §22). */
function MemberPriceLine({ productId }: { productId: string }) {
  const better = betterPrice(useMemberPrices([productId])?.get(productId));
  return better ? (
    <div className="mt-2">
      <YourPrice price={better.price} list={better.list_price} />
    </div>
  ) : null;
}
