import { useQuery } from '@tanstack/react-query';
import type { ProductSort, ProductSummary } from '@store/contract';
import { clsx } from 'clsx';
import { SlidersHorizontal, X } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Pagination } from '../../components/ui/pagination';
import { EmptyState, ErrorState } from '../../components/ui/states';
import { formatCount, formatRupeesWhole } from '../../lib/format';
import { failureText, PRODUCTS_PAGE_SIZE, productQueries } from './catalogue.api';
import { hasFilters, readListing, SORT_LABELS, writeListing } from './listing-params';
import { ABOVE_THE_FOLD_CARDS } from '@store/contract/constants';
import { ProductGrid, ProductGridSkeleton } from './product-card';

/** The listing's place: its category and maker (null: all), and its search params. */
export interface ListingSelection {
  categoryId: string | null;
  manufacturerId: string | null;
}

const fieldClass =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';
const labelClass = 'mb-1.5 block text-sm font-semibold text-slate-800 dark:text-slate-200';

function FacetSelect({
  label,
  allLabel,
  options,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  options: { id: string; name: string; count: number }[];
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const id = useId();
  const known = options.some((o) => o.id === value);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        className={fieldClass}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || null)}
      >
        <option value="">{allLabel}</option>
        {value && !known ? <option value={value}>Selected</option> : null}
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name} ({formatCount(o.count)})
          </option>
        ))}
      </select>
    </div>
  );
}

function PriceFilter({
  min,
  max,
  bounds,
  onApply,
}: {
  min?: number;
  max?: number;
  bounds?: { min: number; max: number };
  onApply: (min: number | undefined, max: number | undefined) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState({ min: min?.toString() ?? '', max: max?.toString() ?? '' });
  // A change of the URL (back button, Clear filters) resets the fields.
  const [seen, setSeen] = useState({ min, max });
  if (seen.min !== min || seen.max !== max) {
    setSeen({ min, max });
    setDraft({ min: min?.toString() ?? '', max: max?.toString() ?? '' });
  }
  const parse = (v: string) => (v.trim() === '' ? undefined : Math.max(0, Number(v)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    let lo = parse(draft.min);
    let hi = parse(draft.max);
    if (lo !== undefined && hi !== undefined && lo > hi) [lo, hi] = [hi, lo];
    onApply(lo, hi);
  };
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-legend`}>
      <p id={`${id}-legend`} className={labelClass}>
        Price (₹)
      </p>
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-min`} className="sr-only">
          Minimum price in rupees
        </label>
        <input
          id={`${id}-min`}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          placeholder={bounds ? formatRupeesWhole(Math.floor(bounds.min)) : 'Min'}
          value={draft.min}
          onChange={(e) => setDraft((d) => ({ ...d, min: e.target.value }))}
          className={fieldClass}
        />
        <span className="text-slate-500" aria-hidden="true">
          –
        </span>
        <label htmlFor={`${id}-max`} className="sr-only">
          Maximum price in rupees
        </label>
        <input
          id={`${id}-max`}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          placeholder={bounds ? formatRupeesWhole(Math.ceil(bounds.max)) : 'Max'}
          value={draft.max}
          onChange={(e) => setDraft((d) => ({ ...d, max: e.target.value }))}
          className={fieldClass}
        />
      </div>
      <Button type="submit" variant="outline" size="sm" className="mt-2 w-full">
        Apply price
      </Button>
    </form>
  );
}

export interface ProductListingProps extends ListingSelection {
  /** Which of the two the visitor may switch here (the others are fixed by the page). */
  switchable: { maker: boolean; category: boolean };
  /** The link of this listing with another selection and search params. */
  hrefFor: (selection: ListingSelection, search: URLSearchParams) => string;
  /** The action slot of each card (e.g. the cart's compact Add to Cart), given by the route. */
  renderActions?: (product: ProductSummary) => ReactNode;
  /** A search query: the results page lists its matches with the same filters and sorts. */
  q?: string;
  /** The name of the products region (a page may already have a "Products" region). */
  label?: string;
  /** The name of the page links' navigation. */
  pagesLabel?: string;
  /**
   * The page's own place (a maker's page: its maker): a maker or category other than it is a
   * filter, counted in the badge and cleared by Clear filters. Default: what is not switchable.
   */
  place?: ListingSelection;
}

/**
 * A product listing with filters (maker, category, price range, in stock), sort and paging,
 * all kept in the URL so a listing can be shared, reloaded and navigated back to.
 */
export function ProductListing({
  categoryId,
  manufacturerId,
  switchable,
  hrefFor,
  renderActions,
  q,
  label = 'Products',
  pagesLabel = 'Product pages',
  place = {
    categoryId: switchable.category ? null : categoryId,
    manufacturerId: switchable.maker ? null : manufacturerId,
  },
}: ProductListingProps) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const state = readListing(searchParams);
  // The controls show a change at once; the URL (and so the list) follows a moment later.
  const [shown, setShown] = useState({ inStock: state.inStock, sort: state.sort });
  const [seen, setSeen] = useState({ inStock: state.inStock, sort: state.sort });
  if (seen.inStock !== state.inStock || seen.sort !== state.sort) {
    setSeen({ inStock: state.inStock, sort: state.sort });
    setShown({ inStock: state.inStock, sort: state.sort });
  }
  const [filtersOpen, setFiltersOpen] = useState(false);
  const sortId = useId();
  const selection: ListingSelection = { categoryId, manufacturerId };
  const products = useQuery(
    productQueries.search({
      categoryId: categoryId ?? undefined,
      manufacturerId: manufacturerId ?? undefined,
      q: q || undefined,
      minPrice: state.minPrice,
      maxPrice: state.maxPrice,
      inStock: state.inStock || undefined,
      sort: state.sort,
      index: state.page - 1,
      limit: PRODUCTS_PAGE_SIZE,
    }),
  );
  const go = (sel: ListingSelection, search: URLSearchParams) =>
    void navigate(hrefFor(sel, search));
  const update = (patch: Parameters<typeof writeListing>[1]) =>
    go(selection, writeListing(searchParams, patch));
  const data = products.data;
  // Price, stock and a maker or category picked in this panel narrow the list; a maker or
  // category fixed by the page is its own place (docs/decisions/183).
  const pickedMaker = manufacturerId !== null && manufacturerId !== place.manufacturerId;
  const pickedCategory = categoryId !== null && categoryId !== place.categoryId;
  const filtered = hasFilters(state) || pickedMaker || pickedCategory;
  const activeCount =
    (state.minPrice !== undefined || state.maxPrice !== undefined ? 1 : 0) +
    (state.inStock ? 1 : 0) +
    (pickedMaker ? 1 : 0) +
    (pickedCategory ? 1 : 0);

  const clearAll = () =>
    go(
      place,
      writeListing(searchParams, { minPrice: undefined, maxPrice: undefined, inStock: false }),
    );
  const pick = (patch: Partial<ListingSelection>) =>
    go({ ...selection, ...patch }, writeListing(searchParams, {}));

  const filters = (
    <div className="space-y-5">
      {switchable.category ? (
        <FacetSelect
          label="Category"
          allLabel="All categories"
          options={data?.facets.categories ?? []}
          value={categoryId}
          onChange={(id) => pick({ categoryId: id })}
        />
      ) : null}
      {switchable.maker ? (
        <FacetSelect
          label="Manufacturer"
          allLabel="All manufacturers"
          options={data?.facets.manufacturers ?? []}
          value={manufacturerId}
          onChange={(id) => pick({ manufacturerId: id })}
        />
      ) : null}
      <PriceFilter
        min={state.minPrice}
        max={state.maxPrice}
        bounds={data && data.total_elements > 0 ? data.facets.price : undefined}
        onApply={(minPrice, maxPrice) => update({ minPrice, maxPrice })}
      />
      <label className="flex cursor-pointer items-center gap-2.5 text-sm font-medium text-slate-800 dark:text-slate-200">
        <input
          type="checkbox"
          checked={shown.inStock}
          onChange={(e) => {
            setShown((v) => ({ ...v, inStock: e.target.checked }));
            update({ inStock: e.target.checked });
          }}
          className="h-4 w-4 rounded border-slate-300 accent-brand-600"
        />
        In stock only
      </label>
      {filtered ? (
        <Button variant="ghost" size="sm" className="w-full" onClick={clearAll}>
          <X className="h-4 w-4" aria-hidden="true" />
          Clear filters
        </Button>
      ) : null}
    </div>
  );

  const first = data ? data.index * data.limit + 1 : 0;
  const last = data ? data.index * data.limit + data.number_of_elements : 0;

  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_1fr] lg:gap-8">
      <aside aria-label="Filters" className="lg:sticky lg:top-24 lg:self-start">
        <Button
          variant="outline"
          className="w-full lg:hidden"
          aria-expanded={filtersOpen}
          onClick={() => setFiltersOpen((v) => !v)}
        >
          <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
          {filtersOpen ? 'Hide filters' : 'Filters'}
          {activeCount > 0 ? (
            <span className="rounded-full bg-brand-500 px-2 py-0.5 text-xs font-bold text-slate-950">
              {activeCount}
            </span>
          ) : null}
        </Button>
        <div
          className={clsx(
            'mt-3 rounded-xl border border-slate-200 p-4 lg:mt-0 lg:block dark:border-slate-800',
            filtersOpen ? 'block' : 'hidden',
          )}
        >
          {filters}
        </div>
      </aside>
      <section aria-labelledby={`${sortId}-products`} className="min-w-0">
        {/* the cards' names are h3: headings go down one level at a time (axe heading-order) */}
        <h2 id={`${sortId}-products`} className="sr-only">
          {label}
        </h2>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {data && data.total_elements > 0
              ? `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(data.total_elements)} products`
              : products.isPending
                ? 'Loading products...'
                : null}
          </p>
          <div className="flex items-center gap-2">
            <label htmlFor={sortId} className="text-sm font-medium whitespace-nowrap">
              Sort by
            </label>
            <select
              id={sortId}
              className={clsx(fieldClass, 'w-auto')}
              value={shown.sort}
              onChange={(e) => {
                const sort = e.target.value as ProductSort;
                setShown((v) => ({ ...v, sort }));
                update({ sort });
              }}
            >
              {Object.entries(SORT_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        </div>
        {products.isPending ? (
          <ProductGridSkeleton />
        ) : products.isError ? (
          <ErrorState
            title={failureText('Failed to load products', products.error)}
            onRetry={() => void products.refetch()}
          />
        ) : products.data.content.length === 0 ? (
          <EmptyState
            title="No products found"
            description={
              filtered
                ? 'No product matches these filters. Try a wider price range or clear the filters.'
                : q
                  ? 'No product matches this search.'
                  : 'There are no products here yet.'
            }
            action={
              filtered ? (
                <Button variant="outline" onClick={clearAll}>
                  Clear filters
                </Button>
              ) : undefined
            }
          />
        ) : (
          <div
            data-listing-results
            aria-busy={products.isPlaceholderData}
            className={clsx(
              'space-y-8 transition-opacity',
              products.isPlaceholderData && 'opacity-60',
            )}
          >
            <ProductGrid
              products={products.data.content}
              renderActions={renderActions}
              priorityCount={ABOVE_THE_FOLD_CARDS}
            />
            <Pagination
              page={state.page}
              totalPages={products.data.total_pages}
              hrefOf={(page) => hrefFor(selection, writeListing(searchParams, { page }))}
              label={pagesLabel}
            />
          </div>
        )}
      </section>
    </div>
  );
}
