import { useQuery } from '@tanstack/react-query';
import type { Category, Manufacturer, SearchResult, SearchType } from '@store/contract';
import { clsx } from 'clsx';
import { ArrowRight, Search, SearchX } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { Container } from '../../components/ui/container';
import { Pagination } from '../../components/ui/pagination';
import { ProductListing, type ListingSelection } from '../../features/catalogue/product-listing';
import { EmptyState, ErrorState } from '../../components/ui/states';
import { CategoryGrid, CategoryGridSkeleton } from '../../features/catalogue/category-card';
import { MakerGrid } from '../../features/catalogue/maker-card';
import { ProductGridSkeleton } from '../../features/catalogue/product-card';
import { RESULTS_PAGE_SIZE, searchQueries } from '../../features/search/search.api';
import { usePageMeta } from '../../lib/page-meta';
import { paths } from '../../lib/paths';
import { cardActions } from '../product-actions';
import { formatCount } from '../../lib/format';

const TYPES: { type: SearchType; label: string; total: (m: SearchResult['metadata']) => number }[] =
  [
    { type: 'products', label: 'Products', total: (m) => m.total_products },
    { type: 'manufacturers', label: 'Brands', total: (m) => m.total_manufacturers },
    { type: 'categories', label: 'Categories', total: (m) => m.total_categories },
  ];
const formatMs = (ms: number) => `${ms >= 10 ? Math.round(ms) : Number(ms.toFixed(1))} ms`;
/** Brands and categories on the "All" tab (each kind then links to all of them). */
const PREVIEW = 8;
const KIND_NAMES: Record<SearchType, [string, string]> = {
  products: ['product', 'products'],
  manufacturers: ['brand', 'brands'],
  categories: ['category', 'categories'],
};

const asMaker = (b: SearchResult['manufacturers'][number]): Manufacturer => ({
  manufacturer_id: b.manufacturer_id,
  name: b.name,
  slug: b.slug,
  logo_info: b.logo_url ? { access_url: b.logo_url } : null,
  description: '',
  category_names: b.category_names,
  product_count: b.product_count,
});
const asCategory = (c: SearchResult['categories'][number]): Category => ({
  category_id: c.category_id,
  name: c.name,
  slug: c.slug,
  imageUrl: c.image_url,
  description: '',
  product_count: c.product_count,
});

/** Brands or categories of a /search answer (products come from the listing call). */
function Items({ type, data }: { type: Exclude<SearchType, 'products'>; data: SearchResult }) {
  if (type === 'manufacturers') {
    return (
      <MakerGrid
        makers={data.manufacturers.map(asMaker)}
        hrefOf={(m) => paths.categoryMakers(m.slug)}
      />
    );
  }
  return (
    <CategoryGrid
      categories={data.categories.map(asCategory)}
      hrefOf={(c) => paths.category(c.slug)}
    />
  );
}

const countOf = (type: SearchType, data: SearchResult) =>
  type === 'products'
    ? data.products.length
    : type === 'manufacturers'
      ? data.manufacturers.length
      : data.categories.length;

function Section({
  title,
  total,
  viewAll,
  children,
}: {
  title: string;
  total: number;
  viewAll?: string;
  children: ReactNode;
}) {
  const kind = TYPES.find((t) => t.label === title)?.type ?? 'products';
  const [one, many] = KIND_NAMES[kind];
  const viewAllLabel = `View all ${formatCount(total)} ${total === 1 ? one : many}`;
  return (
    <section aria-label={title} className="space-y-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="text-xl font-bold">
          {title}{' '}
          <span className="text-base font-medium text-slate-500 dark:text-slate-400">
            ({formatCount(total)})
          </span>
        </h2>
        {viewAll ? (
          <Link
            to={viewAll}
            className="flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400"
          >
            {viewAllLabel}
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

const readType = (v: string | null): SearchType | undefined =>
  v === 'products' || v === 'manufacturers' || v === 'categories' ? v : undefined;

/** /search-results?q=&type=: every match of a search, by kind, paged. */
export function Component() {
  const [search] = useSearchParams();
  const q = (search.get('q') ?? '').trim();
  const type = readType(search.get('type'));
  const page = Math.max(1, Math.floor(Number(search.get('page'))) || 1);
  const results = useQuery({
    ...searchQueries.results(
      type && type !== 'products'
        ? { q, type, index: page - 1, limit: RESULTS_PAGE_SIZE }
        : { q, limit: PREVIEW },
    ),
    enabled: q !== '',
  });
  // Products (the "All" and "Products" tabs) are the listing, so the cards are the listings'
  // cards with stock state and Add to Cart, with its filters (maker, category, price, in
  // stock) and sorts, and every match reachable page by page. Maker and category are kept in
  // the URL as `maker` and `category`.
  const selection: ListingSelection = {
    categoryId: search.get('category'),
    manufacturerId: search.get('maker'),
  };
  const listingHref = (sel: ListingSelection, params: URLSearchParams) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of [
      ['category', sel.categoryId],
      ['maker', sel.manufacturerId],
    ] as const) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    return `/search-results?${next.toString()}`;
  };
  useEffect(() => {
    // store-spec.md › Error catalogue: a search failure is only logged; the screen shows No results found.
    if (results.error) console.warn('Search failed:', results.error);
  }, [results.error]);
  usePageMeta(
    q ? `Search results for “${q}”` : 'Search',
    q ? `Products, brands and categories matching “${q}”.` : undefined,
  );

  const hrefOf = (t: SearchType | undefined, p = 1) => {
    const params = new URLSearchParams({ q });
    if (t) params.set('type', t);
    if (p > 1) params.set('page', String(p));
    return `/search-results?${params.toString()}`;
  };
  const data = results.data;
  const meta = data?.metadata;

  let body: ReactNode;
  if (q === '') {
    body = (
      <EmptyState
        icon={<Search className="h-10 w-10" aria-hidden="true" />}
        title="Search the catalogue"
        description="Type a product name, a brand or a part number in the search box above."
      />
    );
  } else if (results.isPending) {
    body = type === 'categories' ? <CategoryGridSkeleton /> : <ProductGridSkeleton />;
  } else if (results.isError) {
    body = <ErrorState title="No results found" onRetry={() => void results.refetch()} />;
  } else if (!data || !meta || meta.total_results === 0) {
    body = (
      <EmptyState
        icon={<SearchX className="h-10 w-10" aria-hidden="true" />}
        title="No matches found"
        description="Try adjusting your search"
      />
    );
  } else if (type && type !== 'products') {
    const kind = TYPES.find((t) => t.type === type)!;
    const total = kind.total(meta);
    body =
      countOf(type, data) === 0 ? (
        <EmptyState
          icon={<SearchX className="h-10 w-10" aria-hidden="true" />}
          title="No matches found"
          description="Try adjusting your search"
        />
      ) : (
        <div className={clsx('space-y-8', results.isPlaceholderData && 'opacity-60')}>
          <Items type={type} data={data} />
          <Pagination
            page={page}
            totalPages={Math.ceil(total / RESULTS_PAGE_SIZE)}
            hrefOf={(p) => hrefOf(type, p)}
            label="Result pages"
          />
        </div>
      );
  } else {
    const productBlock =
      meta.total_products > 0 ? (
        <ProductListing
          {...selection}
          q={q}
          label="Search matches"
          pagesLabel={type ? 'Result pages' : 'Product pages'}
          switchable={{ maker: true, category: true }}
          hrefFor={listingHref}
          renderActions={cardActions}
        />
      ) : null;
    const others = (['manufacturers', 'categories'] as const).filter(
      (k) => !type && page === 1 && countOf(k, data) > 0,
    );
    body = (
      <div className="space-y-12">
        {productBlock ? (
          type ? (
            productBlock
          ) : (
            <Section title="Products" total={meta.total_products}>
              {productBlock}
            </Section>
          )
        ) : type ? (
          <EmptyState
            icon={<SearchX className="h-10 w-10" aria-hidden="true" />}
            title="No matches found"
            description="Try adjusting your search"
          />
        ) : null}
        {others.map((k) => {
          const t = TYPES.find((x) => x.type === k)!;
          return (
            <Section
              key={k}
              title={t.label}
              total={t.total(meta)}
              viewAll={t.total(meta) > countOf(k, data) ? hrefOf(k) : undefined}
            >
              <Items type={k} data={data} />
            </Section>
          );
        })}
      </div>
    );
  }

  return (
    <Container className="py-8 sm:py-10">
      <Breadcrumbs items={[{ label: 'Home', to: paths.home() }, { label: 'Search results' }]} />
      <header className="mt-4 mb-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {q ? (
            <>
              Search results for <span className="text-brand-700 dark:text-brand-400">“{q}”</span>
            </>
          ) : (
            'Search results'
          )}
        </h1>
        {meta?.showing_results_for && q ? (
          <p
            role="status"
            data-testid="relaxed-notice"
            className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          >
            {`No results for '${q}'. Showing results for '${meta.showing_results_for}'`}
          </p>
        ) : null}
        {meta && q ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {`${formatCount(meta.total_results)} ${meta.total_results === 1 ? 'result' : 'results'} in ${formatMs(meta.search_time_ms)}`}
          </p>
        ) : null}
      </header>
      {q && meta && meta.total_results > 0 ? (
        <nav aria-label="Result types" className="mb-8 overflow-x-auto">
          <ul className="flex min-w-max gap-1 border-b border-slate-200 dark:border-slate-800">
            {[
              {
                type: undefined,
                label: 'All',
                total: (m: SearchResult['metadata']) => m.total_results,
              },
              ...TYPES,
            ].map((t) => {
              const current = t.type === type;
              return (
                <li key={t.label}>
                  <Link
                    to={hrefOf(t.type)}
                    aria-current={current ? 'page' : undefined}
                    className={clsx(
                      '-mb-px inline-flex items-center gap-2 border-b-2 px-4 py-2.5 text-sm font-semibold',
                      current
                        ? 'border-brand-500 text-slate-900 dark:text-white'
                        : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
                    )}
                  >
                    {t.label}
                    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs tabular-nums dark:bg-slate-800">
                      {formatCount(t.total(meta))}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
      {body}
    </Container>
  );
}
