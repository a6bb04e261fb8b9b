import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@store/contract/query-keys';
import type {
  Category,
  Manufacturer,
  Page,
  ProductDetail,
  ProductSearchResult,
  ProductSort,
} from '@store/contract';
import { api, ApiError, messageOf } from '../../lib/api-client';

/** store-spec.md › Business constants and limits: image URLs are cached for 3,000,000 ms (50 minutes). */
export const IMAGE_URL_CACHE_MS = 3_000_000;
/** store-spec.md › The calls it makes, store-spec.md › Business constants and limits: manufacturers are fetched 50 per page. */
export const MAKERS_PAGE_SIZE = 50;
/** Products per listing page. */
export const PRODUCTS_PAGE_SIZE = 24;

export const INVALID_RESPONSE = 'Invalid response format';

/**
 * The text a screen shows for a failed catalogue call (store-spec.md › Error catalogue): 'Failed to load categories: ...'
 * with the server's message, the network message or 'Invalid response format' as the reason.
 */
export function failureText(prefix: string, error: unknown): string {
  const reason =
    error instanceof Error && error.message === INVALID_RESPONSE
      ? INVALID_RESPONSE
      : messageOf(error, 'Please try again.');
  return `${prefix}: ${reason}`;
}

/** True when a call failed because the thing does not exist (404). */
export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404;

/** store-spec.md › Error catalogue 'Invalid response format' when an answer lacks what the screen needs. */
function contentOf<T>(data: { content?: T[] } | null | undefined): T[] {
  if (!data || !Array.isArray(data.content)) throw new Error(INVALID_RESPONSE);
  return data.content;
}

// ---------- fetchers ----------

export const fetchActiveCategories = async (signal?: AbortSignal): Promise<Category[]> =>
  contentOf((await api.get<{ content: Category[] }>('/categories/active', { signal })).data);

export const fetchCategory = async (idOrSlug: string, signal?: AbortSignal): Promise<Category> =>
  (await api.get<Category>(`/categories/${encodeURIComponent(idOrSlug)}`, { signal })).data;

export const fetchCategoryMakers = async (
  categoryId: string,
  signal?: AbortSignal,
): Promise<Manufacturer[]> =>
  contentOf(
    (
      await api.get<{ content: Manufacturer[] }>(
        `/categories/${encodeURIComponent(categoryId)}/manufacturers`,
        { signal },
      )
    ).data,
  );

export interface MakerPageParams {
  index?: number;
  limit?: number;
  sortBy?: 'displayOrder' | 'name';
  sortDir?: 'asc' | 'desc';
}

/** GET /manufacturers/active?index=0&limit=50&sortBy=displayOrder&sortDir=asc (store-spec.md › The calls it makes). */
export const fetchActiveMakers = async (
  params: MakerPageParams = {},
  signal?: AbortSignal,
): Promise<Page<Manufacturer>> => {
  const data = (
    await api.get<Page<Manufacturer>>('/manufacturers/active', {
      signal,
      query: {
        index: params.index ?? 0,
        limit: params.limit ?? MAKERS_PAGE_SIZE,
        sortBy: params.sortBy ?? 'displayOrder',
        sortDir: params.sortDir ?? 'asc',
      },
    })
  ).data;
  contentOf(data);
  return data;
};

export const fetchMaker = async (idOrSlug: string, signal?: AbortSignal): Promise<Manufacturer> =>
  (await api.get<Manufacturer>(`/manufacturers/${encodeURIComponent(idOrSlug)}`, { signal })).data;

export const fetchProduct = async (slug: string, signal?: AbortSignal): Promise<ProductDetail> =>
  (await api.get<ProductDetail>(`/products/${encodeURIComponent(slug)}`, { signal })).data;

export const fetchProductBySku = async (
  sku: string,
  signal?: AbortSignal,
): Promise<ProductDetail> =>
  (await api.get<ProductDetail>(`/products/sku/${encodeURIComponent(sku)}`, { signal })).data;

export interface ProductListParams {
  categoryId?: string;
  manufacturerId?: string;
  q?: string;
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  sort?: ProductSort;
  index?: number;
  limit?: number;
}

/** GET /products/search: the listing call with filters, sort, paging and facets. */
export const fetchProducts = async (
  params: ProductListParams,
  signal?: AbortSignal,
): Promise<ProductSearchResult> => {
  const data = (
    await api.get<ProductSearchResult>('/products/search', {
      signal,
      query: {
        categoryId: params.categoryId,
        manufacturerId: params.manufacturerId,
        q: params.q,
        minPrice: params.minPrice,
        maxPrice: params.maxPrice,
        inStock: params.inStock ? 'true' : undefined,
        sort: params.sort,
        index: params.index ?? 0,
        limit: params.limit ?? PRODUCTS_PAGE_SIZE,
      },
    })
  ).data;
  contentOf(data);
  return data;
};

/** GET /products/images?objectKey= → data.presigned_url (store-spec.md › The calls it makes). */
export const fetchImageUrl = async (objectKey: string, signal?: AbortSignal): Promise<string> => {
  const data = (
    await api.get<{ presigned_url: string }>('/products/images', {
      signal,
      auth: false,
      query: { objectKey },
    })
  ).data;
  if (!data || typeof data.presigned_url !== 'string') throw new Error(INVALID_RESPONSE);
  return data.presigned_url;
};

// ---------- query factories ----------

export const categoryQueries = {
  all: queryKeys.categories.all,
  active: () =>
    queryOptions({
      queryKey: queryKeys.categories.active(),
      queryFn: ({ signal }) => fetchActiveCategories(signal),
    }),
  detail: (idOrSlug: string) =>
    queryOptions({
      queryKey: queryKeys.categories.detail(idOrSlug),
      queryFn: ({ signal }) => fetchCategory(idOrSlug, signal),
    }),
  makers: (categoryId: string) =>
    queryOptions({
      queryKey: queryKeys.categories.makers(categoryId),
      queryFn: ({ signal }) => fetchCategoryMakers(categoryId, signal),
    }),
};

export const makerQueries = {
  all: queryKeys.makers.all,
  active: (params: MakerPageParams = {}) =>
    queryOptions({
      queryKey: queryKeys.makers.active(params),
      queryFn: ({ signal }) => fetchActiveMakers(params, signal),
      placeholderData: keepPreviousData,
    }),
  detail: (idOrSlug: string) =>
    queryOptions({
      queryKey: queryKeys.makers.detail(idOrSlug),
      queryFn: ({ signal }) => fetchMaker(idOrSlug, signal),
    }),
};

export const productQueries = {
  all: queryKeys.products.all,
  detail: (slug: string) =>
    queryOptions({
      queryKey: queryKeys.products.detail(slug),
      queryFn: ({ signal }) => fetchProduct(slug, signal),
    }),
  bySku: (sku: string) =>
    queryOptions({
      queryKey: queryKeys.products.bySku(sku),
      queryFn: ({ signal }) => fetchProductBySku(sku, signal),
    }),
  search: (params: ProductListParams) =>
    queryOptions({
      queryKey: queryKeys.products.search(params),
      queryFn: ({ signal }) => fetchProducts(params, signal),
      placeholderData: keepPreviousData,
    }),
};

export const imageQueries = {
  url: (objectKey: string) =>
    queryOptions({
      queryKey: ['image-url', objectKey] as const,
      queryFn: ({ signal }) => fetchImageUrl(objectKey, signal),
      staleTime: IMAGE_URL_CACHE_MS,
      gcTime: IMAGE_URL_CACHE_MS,
    }),
};
