import type {
  Category,
  Manufacturer,
  Page,
  ProductDetail,
  ProductSearchQuery,
  ProductSearchResult,
} from '@store/contract';
import type { AppContext } from '../../../context';
import { AppError, notFound } from '../../../lib/errors';
import { toPaise, toRupees } from '../../../lib/money';
import { pageFrom } from '../../../lib/page';
import { PAGE_TTL_MS, catalogueCacheOf } from './catalogue-cache';
import type { CatalogueSnapshot, CategoryInfo, MakerInfo } from './catalogue-snapshot';
import {
  toCategory,
  toManufacturer,
  toProductDetail,
  toProductSummary,
  withImageSrcs,
} from './catalogue-dto';
import {
  selectFacets,
  selectProductDetail,
  selectProductIds,
  selectProductsByIds,
  type ProductFilters,
  type ProductLookup,
  type ProductRow,
} from './catalogue.queries';
import { imageSrcs } from '../images/image-src';
import { imageStorageOf } from '../images/image-storage';
import { normaliseSku } from '../search/search-terms';
import { resolveQuery } from '../search/search-query';
import { readDb } from '../../../db/read-replica';

/**
 * The storefront's catalogue reads: categories, makers, one product's page and the product
 * listing (filters, sort, facets). Answers are built from the in-memory snapshot
 * (catalogue-cache.ts) and rows read by catalogue.queries.ts, shaped by catalogue-dto.ts.
 */

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string) => UUID_RE.test(s);

/** A snapshot that knows every maker and category the rows name (reloaded once if not). */
function snapshotFor(ctx: AppContext, rows: readonly ProductRow[]): Promise<CatalogueSnapshot> {
  return catalogueCacheOf(ctx).snapshotKnowing((s) =>
    rows.every(
      (r) =>
        s.makerById.has(r.manufacturer_id) && r.category_ids.every((c) => s.categoryById.has(c)),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Categories

export async function listActiveCategories(ctx: AppContext): Promise<Category[]> {
  const snap = await catalogueCacheOf(ctx).snapshot();
  return snap.categories.filter((c) => c.isActive).map(toCategory);
}

function findCategory(snap: CatalogueSnapshot, idOrSlug: string): CategoryInfo | undefined {
  return isUuid(idOrSlug)
    ? snap.categoryById.get(idOrSlug.toLowerCase())
    : snap.categoryBySlug.get(idOrSlug.toLowerCase());
}

async function activeCategory(ctx: AppContext, idOrSlug: string): Promise<CategoryInfo> {
  const snap = await catalogueCacheOf(ctx).snapshotKnowing((s) => !!findCategory(s, idOrSlug));
  const c = findCategory(snap, idOrSlug);
  if (!c?.isActive) throw notFound('Category not found');
  return c;
}

/** GET /categories/{id or slug}; `includeInactive` for staff. */
export async function getCategory(
  ctx: AppContext,
  idOrSlug: string,
  opts: { includeInactive?: boolean } = {},
): Promise<Category> {
  if (opts.includeInactive) {
    const snap = await catalogueCacheOf(ctx).snapshotKnowing((s) => !!findCategory(s, idOrSlug));
    const c = findCategory(snap, idOrSlug);
    if (!c) throw notFound('Category not found');
    return toCategory(c);
  }
  return toCategory(await activeCategory(ctx, idOrSlug));
}

/** GET /categories/{id}/manufacturers: active makers with active products in the category. */
export async function listCategoryManufacturers(
  ctx: AppContext,
  idOrSlug: string,
): Promise<Manufacturer[]> {
  const category = await activeCategory(ctx, idOrSlug);
  const snap = await catalogueCacheOf(ctx).snapshot();
  return snap.makers
    .filter((m) => m.isActive && (category.makerCounts.get(m.id) ?? 0) > 0)
    .map((m) => toManufacturer(m, snap, category.makerCounts.get(m.id) ?? 0));
}

// ---------------------------------------------------------------------------------------------
// Manufacturers

export interface ManufacturerListQuery {
  index: number;
  limit: number;
  sortBy: 'displayOrder' | 'name';
  sortDir: 'asc' | 'desc';
}

export function pageOf<T>(all: T[], index: number, limit: number): Page<T> {
  return pageFrom(all.slice(index * limit, index * limit + limit), all.length, { index, limit });
}

export async function listActiveManufacturers(
  ctx: AppContext,
  q: ManufacturerListQuery,
): Promise<Page<Manufacturer>> {
  const snap = await catalogueCacheOf(ctx).snapshot();
  const active = snap.makers.filter((m) => m.isActive);
  if (q.sortBy === 'name') {
    active.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
  }
  if (q.sortDir === 'desc') active.reverse();
  return mapPage(pageOf(active, q.index, q.limit), (m) => toManufacturer(m, snap));
}

function mapPage<A, B>(page: Page<A>, f: (a: A) => B): Page<B> {
  return { ...page, content: page.content.map(f) };
}

function findMaker(snap: CatalogueSnapshot, idOrSlug: string): MakerInfo | undefined {
  return isUuid(idOrSlug)
    ? snap.makerById.get(idOrSlug.toLowerCase())
    : snap.makerBySlug.get(idOrSlug.toLowerCase());
}

/** GET /manufacturers/{id or slug}; `includeInactive` for staff. */
export async function getManufacturer(
  ctx: AppContext,
  idOrSlug: string,
  opts: { includeInactive?: boolean } = {},
): Promise<Manufacturer> {
  const snap = await catalogueCacheOf(ctx).snapshotKnowing((s) => !!findMaker(s, idOrSlug));
  const m = findMaker(snap, idOrSlug);
  if (!m || (!m.isActive && !opts.includeInactive)) throw notFound('Manufacturer not found');
  return toManufacturer(m, snap);
}

// ---------------------------------------------------------------------------------------------
// Products

/**
 * One product's detail by slug, id or SKU (any spacing, hyphens or case). Public reads see
 * only an active product of an active maker; `includeInactive` is for staff.
 */
export async function getProductDetail(
  ctx: AppContext,
  by: { slug: string } | { id: string } | { sku: string },
  opts: { includeInactive?: boolean } = {},
): Promise<ProductDetail> {
  let lookup: ProductLookup;
  if ('sku' in by) {
    const skuNorm = normaliseSku(by.sku);
    if (!skuNorm) throw notFound('Product not found');
    lookup = { sku: by.sku.trim(), skuNorm };
  } else if ('id' in by) {
    if (!isUuid(by.id)) throw notFound('Product not found');
    lookup = by;
  } else {
    lookup = { slug: by.slug.toLowerCase() };
  }
  if (opts.includeInactive) {
    const row = await selectProductDetail(ctx.db, lookup);
    if (!row) throw notFound('Product not found');
    return toProductDetail(row, await snapshotFor(ctx, [row]));
  }
  // A product page is reused for at most PAGE_TTL_MS (a catalogue change drops it at once).
  const key =
    'slug' in lookup
      ? `slug:${lookup.slug}`
      : 'id' in lookup
        ? `id:${lookup.id}`
        : `sku:${lookup.sku}`;
  return catalogueCacheOf(ctx).remember(
    `product:${key}`,
    async () => {
      const row = await selectProductDetail(readDb(ctx), lookup);
      if (!row || !(row.is_active && row.maker_active)) throw notFound('Product not found');
      // remembered for PAGE_TTL_MS only: far inside the signed URLs' ≥ 60 minutes
      return withImageSrcs(ctx, toProductDetail(row, await snapshotFor(ctx, [row])));
    },
    () => 1,
    PAGE_TTL_MS,
    true,
  );
}

/** A listing holds at most this many products (deeper pages are empty). */
export const MAX_LISTED = 100_000;

/** A row read fresh for a remembered listing still belongs in it (stock and prices move). */
function stillMatches(r: ProductRow, f: ProductFilters): boolean {
  if (!r.visible) return false;
  if (f.categoryId && !r.category_ids.includes(f.categoryId)) return false;
  if (f.manufacturerId && r.manufacturer_id !== f.manufacturerId) return false;
  if (f.minPaise != null && r.price_paise < f.minPaise) return false;
  if (f.maxPaise != null && r.price_paise > f.maxPaise) return false;
  if (f.inStock && r.stock_quantity <= 0) return false;
  return true;
}

/** GET /products/search: the listing page with filters, sort, paging and facets. */
export async function searchProducts(
  ctx: AppContext,
  q: ProductSearchQuery,
): Promise<ProductSearchResult> {
  if (q.minPrice != null && q.maxPrice != null && q.minPrice > q.maxPrice) {
    throw new AppError('invalid_data', 'minPrice must not be more than maxPrice', [
      { field: 'minPrice', message: 'minPrice must not be more than maxPrice' },
    ]);
  }
  const cache = catalogueCacheOf(ctx);
  let snap = await cache.snapshot();
  if (q.categoryId) {
    const id = q.categoryId.toLowerCase();
    snap = await cache.snapshotKnowing((s) => s.categoryById.has(id));
    if (!snap.categoryById.get(id)?.isActive) throw notFound('Category not found');
  }
  if (q.manufacturerId) {
    const id = q.manufacturerId.toLowerCase();
    snap = await cache.snapshotKnowing((s) => s.makerById.has(id));
    if (!snap.makerById.get(id)?.isActive) throw notFound('Manufacturer not found');
  }
  const text = q.q?.trim() ?? '';
  const resolved = text ? await resolveQuery(ctx, text, snap) : undefined;
  const parsed = resolved?.parsed;
  const filters: ProductFilters = {
    categoryId: q.categoryId?.toLowerCase(),
    manufacturerId: q.manufacturerId?.toLowerCase(),
    minPaise: q.minPrice == null ? undefined : toPaise(q.minPrice),
    maxPaise: q.maxPrice == null ? undefined : toPaise(q.maxPrice),
    inStock: q.inStock || undefined,
    query: parsed,
  };
  const filterKey = JSON.stringify([
    filters.categoryId,
    filters.manufacturerId,
    filters.minPaise,
    filters.maxPaise,
    filters.inStock,
    parsed?.tsquery,
    parsed?.sku,
  ]);
  const page = await cache.remember(
    `page:${q.sort}:${q.index}:${q.limit}:${filterKey}`,
    async () => ({
      ...(await listingPage(ctx, filters, filterKey, q)),
      showing_results_for: null as string | null,
    }),
    (r) => r.content.length + 1,
    PAGE_TTL_MS,
    true,
  );
  // The remembered page itself is answered (its JSON is made once: cached-reply.ts); only a
  // relaxed search, which says what it shows, gets a copy of its own.
  const showing = resolved?.showingFor ?? null;
  return showing === null ? page : { ...page, showing_results_for: showing };
}

/** One listing page computed: remembered order of the matches, rows read fresh. */
async function listingPage(
  ctx: AppContext,
  filters: ProductFilters,
  filterKey: string,
  q: ProductSearchQuery,
): Promise<ProductSearchResult> {
  const cache = catalogueCacheOf(ctx);
  // The order of every match is remembered for a short while (a change notice drops it);
  // the page's rows are always read fresh and checked again against the filters.
  const [ids, facets] = await Promise.all([
    cache.remember(
      `ids:${q.sort}:${filterKey}`,
      () => selectProductIds(readDb(ctx), filters, q.sort, MAX_LISTED),
      (list) => list.length,
    ),
    cache.remember(`facets:${filterKey}`, () => selectFacets(readDb(ctx), filters)),
  ]);
  const pageIds = ids.slice(q.index * q.limit, q.index * q.limit + q.limit);
  const fetched = new Map((await selectProductsByIds(readDb(ctx), pageIds)).map((r) => [r.id, r]));
  const rows = pageIds
    .map((id) => fetched.get(id))
    .filter((r): r is ProductRow => !!r && stillMatches(r, filters));
  const snapshot = await snapshotFor(ctx, rows);
  // pages are remembered for PAGE_TTL_MS only: far inside the signed URLs' ≥ 60 minutes
  const srcs = await imageSrcs(
    ctx,
    rows.map((r) => r.images[0]),
  );
  const content = rows.map((r) => {
    const summary = toProductSummary(r, snapshot);
    return {
      ...summary,
      thumbnail_src: summary.thumbnail_url ? (srcs.get(summary.thumbnail_url) ?? null) : null,
    };
  });
  return {
    ...pageFrom(content, ids.length, q),
    facets: {
      manufacturers: facets.makers
        .map((f) => ({ f, m: snapshot.makerById.get(f.id) }))
        .filter((x): x is { f: typeof x.f; m: MakerInfo } => !!x.m?.isActive)
        .sort((a, b) => b.f.n - a.f.n || a.m.name.localeCompare(b.m.name, 'en'))
        .map(({ f, m }) => ({ id: m.id, name: m.name, count: f.n })),
      categories: facets.categories
        .map((f) => ({ f, c: snapshot.categoryById.get(f.id) }))
        .filter((x): x is { f: typeof x.f; c: CategoryInfo } => !!x.c?.isActive)
        .sort((a, b) => a.c.displayOrder - b.c.displayOrder || a.c.name.localeCompare(b.c.name))
        .map(({ f, c }) => ({ id: c.id, name: c.name, count: f.n })),
      price: {
        min: facets.price.min == null ? 0 : toRupees(facets.price.min),
        max: facets.price.max == null ? 0 : toRupees(facets.price.max),
      },
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Images

/** GET /products/images?objectKey=: a URL that serves the picture for at least an hour. */
export async function imageUrlFor(
  ctx: AppContext,
  objectKey: string,
): Promise<{ presigned_url: string; expires_at: string }> {
  const { url, expiresAt } = await imageStorageOf(ctx).presignedUrl(objectKey);
  return { presigned_url: url, expires_at: expiresAt.toISOString() };
}
