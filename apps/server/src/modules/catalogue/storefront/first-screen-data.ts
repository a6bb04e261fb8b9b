import { z } from 'zod';
import {
  CategorySchema,
  ShopDetailsSchema,
  ManufacturerSchema,
  ManufacturersQuerySchema,
  ProductDetailSchema,
  ProductSearchResultSchema,
  SearchQuerySchema,
  SearchResultSchema,
  page as pageSchema,
  queryKeys,
} from '@store/contract';
import { ABOVE_THE_FOLD_CARDS } from '@store/contract/constants';
import type { AppContext } from '../../../context';
import { shopOf } from '../../system/shop';
import { searchCatalogue } from '../search/search.service';
import {
  getProductDetail,
  listActiveCategories,
  listActiveManufacturers,
  listCategoryManufacturers,
  searchProducts,
} from './catalogue.service';

/**
 * The answers a storefront screen asks for first, under the web's cache keys, read from the
 * services the API routes call (no HTTP self-call) and passed through the contract's schemas
 * and JSON as the API sends them (docs/decisions/132, 140). `plugins/first-screen.ts` puts them
 * in the page as a data block and renders the server-rendered screens from them.
 */

/** The listing's first page as the web asks for it (features/catalogue: PRODUCTS_PAGE_SIZE). */
const LISTING_PAGE_SIZE = 24;
/** The search screen: the first few of each kind (search-results.tsx PREVIEW) and the products page. */
const SEARCH_PREVIEW = 8;
/** Home's makers strip: page 1 of /companies/all (features/catalogue MAKERS_PAGE_SIZE). */
const MAKERS_PAGE_SIZE = 50;

export type FirstScreenEntry = [readonly unknown[], unknown];
export interface FirstScreenData {
  /**
   * Always true: every storefront screen is rendered on the server; what a screen needs beyond
   * these answers the renderer asks the API for (docs/decisions/260).
   */
  ssr: boolean;
  /** ready signed URLs of the pictures above the fold, to preload */
  images: string[];
  data: FirstScreenEntry[];
}

/** The answer as the API sends it: through its contract schema, then JSON. */
const asSent = <T extends z.ZodType>(schema: T, value: unknown): unknown =>
  JSON.parse(JSON.stringify(schema.parse(value))) as unknown;

const CategoriesSchema = z.array(CategorySchema);
const MakerPageSchema = pageSchema(ManufacturerSchema);
const MakersSchema = z.array(ManufacturerSchema);

export async function firstScreenData(
  ctx: AppContext,
  pathname: string,
  search: URLSearchParams,
): Promise<FirstScreenData> {
  const out: FirstScreenData = { ssr: true, images: [], data: [] };
  const categories = asSent(CategoriesSchema, await listActiveCategories(ctx)) as {
    category_id: string;
    slug: string;
  }[];
  out.data.push([queryKeys.shop(), asSent(ShopDetailsSchema, shopOf(ctx.config))]);
  out.data.push([queryKeys.categories.active(), categories]);
  if (pathname === '/') {
    // home: its category cards and makers strip (page 1 of /companies/all)
    const params = { index: 0, limit: MAKERS_PAGE_SIZE };
    const makers = await listActiveManufacturers(
      ctx,
      ManufacturersQuerySchema.parse({ ...params, sortBy: 'displayOrder', sortDir: 'asc' }),
    );
    out.data.push([queryKeys.makers.active(params), asSent(MakerPageSchema, makers)]);
  } else if (pathname.startsWith('/category/')) {
    const slug = decodeURIComponent(pathname.slice('/category/'.length)).toLowerCase();
    const category = categories.find((c) => c.slug === slug || c.category_id === slug);
    if (!category || [...search.keys()].length > 0) {
      // an unknown category (Page Not Found), or filters in the address: the server renderer
      // asks the API for what the screen needs (web entry-server.tsx)
      return out;
    }
    const params = {
      categoryId: category.category_id,
      sort: 'relevance',
      index: 0,
      limit: LISTING_PAGE_SIZE,
    } as const;
    const page = asSent(ProductSearchResultSchema, await searchProducts(ctx, params)) as {
      content: { thumbnail_src?: string | null }[];
    };
    out.data.push([queryKeys.products.search(params), page]);
    // the maker chips above the listing: in the first screen, not a fetch after hydration
    // (it re-rendered the listing in one long task and moved it down: CLS)
    const makers = await listCategoryManufacturers(ctx, category.category_id);
    out.data.push([
      queryKeys.categories.makers(category.category_id),
      asSent(MakersSchema, makers),
    ]);
    for (const p of page.content.slice(0, ABOVE_THE_FOLD_CARDS)) {
      if (p.thumbnail_src) out.images.push(p.thumbnail_src);
    }
  } else if (pathname.startsWith('/product/') && !pathname.startsWith('/product/sku/')) {
    const slug = decodeURIComponent(pathname.slice('/product/'.length));
    const found = await getProductDetail(ctx, { slug }).catch(() => null);
    if (!found) return out; // rendered as not found (404) by the server renderer
    const product = asSent(ProductDetailSchema, found) as {
      images_src?: (string | null)[];
      thumbnail_src?: string | null;
    };
    out.data.push([queryKeys.products.detail(slug), product]);
    const first = product.images_src?.[0] ?? product.thumbnail_src;
    if (first) out.images.push(first);
  } else if (pathname === '/search-results') {
    // the "All" tab, as search-results.tsx asks for it; other tabs render on the client
    const q = (search.get('q') ?? '').trim();
    const type = search.get('type');
    const page = Math.max(1, Math.floor(Number(search.get('page'))) || 1);
    if (type !== null || q.length > 200) return out;
    if (q !== '') {
      const resultsKey = { q, limit: SEARCH_PREVIEW };
      const results = asSent(
        SearchResultSchema,
        await searchCatalogue(ctx, SearchQuerySchema.parse(resultsKey)),
      );
      out.data.push([queryKeys.search.results(resultsKey), results]);
      // The navigation bar's box shows the term and asks for its dropdown: without a `type`
      // the search answers its first few of each kind whatever the limit, so it is this same
      // answer (no fetch and re-render after hydration).
      out.data.push([queryKeys.search.dropdown(q), results]);
      const params = { q, sort: 'relevance', index: page - 1, limit: LISTING_PAGE_SIZE } as const;
      const products = asSent(ProductSearchResultSchema, await searchProducts(ctx, params)) as {
        content: { thumbnail_src?: string | null }[];
      };
      out.data.push([queryKeys.products.search(params), products]);
      for (const p of products.content.slice(0, ABOVE_THE_FOLD_CARDS)) {
        if (p.thumbnail_src) out.images.push(p.thumbnail_src);
      }
    }
  }
  return out;
}
