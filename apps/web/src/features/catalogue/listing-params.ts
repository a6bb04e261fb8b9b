import type { ProductSort } from '@store/contract';

/** Filters, sort and page of a product listing, as kept in the URL's search params. */
export interface ListingState {
  sort: ProductSort;
  minPrice?: number;
  maxPrice?: number;
  inStock: boolean;
  /** 1-based. */
  page: number;
}

/** Every sort of the listing call (typed against the contract's list) with its label. */
export const SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'Featured',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  newest: 'Newest first',
  name: 'Name: A to Z',
};

const money = (v: string | null): number | undefined => {
  if (v === null || v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 100) / 100 : undefined;
};

export function readListing(sp: URLSearchParams): ListingState {
  const sort = sp.get('sort');
  const page = Number(sp.get('page'));
  let minPrice = money(sp.get('minPrice'));
  let maxPrice = money(sp.get('maxPrice'));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  return {
    sort: sort !== null && Object.hasOwn(SORT_LABELS, sort) ? (sort as ProductSort) : 'relevance',
    minPrice,
    maxPrice,
    inStock: sp.get('inStock') === '1' || sp.get('inStock') === 'true',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/**
 * The search params after a change: any filter change goes back to page 1; params that
 * are not the listing's (e.g. `q`, `maker`) are kept.
 */
export function writeListing(sp: URLSearchParams, patch: Partial<ListingState>): URLSearchParams {
  const next = new URLSearchParams(sp);
  const set = (k: string, v: string | undefined) =>
    v === undefined ? next.delete(k) : next.set(k, v);
  if ('sort' in patch) set('sort', patch.sort === 'relevance' ? undefined : patch.sort);
  if ('minPrice' in patch) set('minPrice', patch.minPrice?.toString());
  if ('maxPrice' in patch) set('maxPrice', patch.maxPrice?.toString());
  if ('inStock' in patch) set('inStock', patch.inStock ? '1' : undefined);
  set('page', patch.page && patch.page > 1 ? String(patch.page) : undefined);
  return next;
}

/** True when any filter narrows the list (sort and page do not count). */
export const hasFilters = (s: ListingState) =>
  s.minPrice !== undefined || s.maxPrice !== undefined || s.inStock;
