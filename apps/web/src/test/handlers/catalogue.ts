/** The storefront catalogue and search routes, answered from ../fixtures/catalogue. */
import type { ProductSearchResult, SearchResult } from '@store/contract';
import { category, maker, pageOf, productDetail, productSummary } from '../fixtures/catalogue';
import { fail, on } from '../answers';

export const categories = [category(1), category(2)];
export const makers = [maker(1), maker(2)];
export const products = [productSummary(1), productSummary(2), productSummary(3)];

export const searchPage = (
  content = products,
  over: Partial<ProductSearchResult> = {},
): ProductSearchResult => ({
  ...pageOf(content),
  facets: { manufacturers: [], categories: [], price: { min: 0, max: 0 } },
  ...over,
});

export const emptySearch = (term = ''): SearchResult => ({
  products: [],
  manufacturers: [],
  categories: [],
  metadata: {
    search_term: term,
    total_results: 0,
    search_time_ms: 1,
    total_products: 0,
    total_manufacturers: 0,
    total_categories: 0,
  },
});

const bySlug = <T extends { slug: string }>(list: T[], key: string, what: string) =>
  list.find((x) => x.slug === key || Object.values(x).includes(key)) ??
  fail(404, `${what} not found`);

export const catalogueHandlers = [
  on('GET', '/categories/active', () => ({ content: categories })),
  on('GET', '/categories/:idOrSlug/manufacturers', () => ({ content: makers })),
  on('GET', '/categories/:idOrSlug', ({ params }) =>
    bySlug(categories, String(params.idOrSlug), 'Category'),
  ),
  on('GET', '/manufacturers/active', () => pageOf(makers)),
  on('GET', '/manufacturers/:idOrSlug', ({ params }) =>
    bySlug(makers, String(params.idOrSlug), 'Manufacturer'),
  ),
  on('GET', '/products/search', () => searchPage()),
  on('GET', '/products/images', ({ request }) => ({
    presigned_url: `/api/images/${new URL(request.url).searchParams.get('objectKey') ?? ''}?sig=test`,
    expires_at: '2099-01-01T00:00:00.000Z',
  })),
  on('GET', '/products/sku/:sku', () => productDetail()),
  on('GET', '/products/:slug', ({ params }) => productDetail({ slug: String(params.slug) })),
  on('GET', '/search', ({ request }) =>
    emptySearch(new URL(request.url).searchParams.get('q') ?? ''),
  ),
];
