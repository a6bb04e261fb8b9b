import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import type { SearchResult, SearchType } from '@store/contract';
import type { AppContext } from '../../../context';
import type { DbOrTx } from '../../../db/client';
import { toRupees } from '../../../lib/money';
import { catalogueCacheOf, invalidateAllCatalogueCaches } from '../storefront/catalogue-cache';
import { CATALOGUE_CHANNEL } from '../storefront/catalogue-channels';
import type { CatalogueSnapshot, CategoryInfo, MakerInfo } from '../storefront/catalogue-snapshot';
import {
  selectProductsByIds,
  selectSearchPage,
  type ProductRow,
} from '../storefront/catalogue.queries';
import { toManufacturer } from '../storefront/catalogue-dto';
import { imageSrcs } from '../images/image-src';
import { searchIndexOf } from './search-index-keeper';
import { resolveQuery } from './search-query';
import { nameMatcher, parseQuery, withUnits, wordsOf, type ParsedQuery } from './search-terms';
import { readDb } from '../../../db/read-replica';

// ---------------------------------------------------------------------------------------------
// Keeping the search data in step with the catalogue (staff writes call these).

/**
 * Keeps what search reads in step with the catalogue: products.search_text, products.sku_norm
 * and the search_words vocabulary. search_text is the product's words, lower-cased, with
 * every run of non-letters/digits turned into one space, in four segments:
 *
 *   "<name> | <sku words> <sku letters+digits> | <maker name> | <category names>"
 *
 * so that "starts with the query" means "the name starts with it" and the first " | "
 * marks the end of the name. products.search_vector, a generated tsvector of it with a GIN
 * index, is what word-prefix matching reads.
 */
const words = (expr: SQL) => sql`btrim(regexp_replace(lower(${expr}), '[^[:alnum:]]+', ' ', 'g'))`;

const searchTextOf = sql`concat_ws(' | ',
    ${words(sql`p.name`)},
    ${words(sql`p.sku`)} || ' ' || lower(regexp_replace(p.sku, '[^A-Za-z0-9]+', '', 'g')),
    ${words(sql`m.name`)},
    coalesce((
      select string_agg(${words(sql`c.name`)}, ' ' order by c.display_order, c.name)
        from product_categories pc join categories c on c.id = pc.category_id
       where pc.product_id = p.id), ''))`;

/** Recomputes search_text and sku_norm of the products the condition selects (alias p). */
async function refreshProducts(db: DbOrTx, condition: SQL): Promise<void> {
  await db.execute(sql`
    update products p
       set search_text = ${searchTextOf},
           sku_norm = upper(regexp_replace(p.sku, '[^A-Za-z0-9]+', '', 'g'))
      from manufacturers m
     where m.id = p.manufacturer_id and ${condition}`);
  await refreshUnits(db, condition);
}

/** Products whose unit tokens are read in one statement. */
const UNIT_BATCH = 5000;

/**
 * Adds the fifth segment of search_text: the unit tokens of the name and specifications
 * (search-units.ts; computed here, in JavaScript, the same as searchTextFor does).
 */
async function refreshUnits(db: DbOrTx, condition: SQL): Promise<void> {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { rows } = await db.execute<{
      id: string;
      name: string;
      search_text: string;
      specifications: { name: string; value: string }[] | string | null;
    }>(sql`
      select p.id::text as id, p.name, p.search_text, p.specifications from products p
       where ${condition} and p.id > ${after}::uuid order by p.id limit ${UNIT_BATCH}`);
    const changed: { id: string; t: string }[] = [];
    for (const r of rows) {
      const specs =
        typeof r.specifications === 'string' ? JSON.parse(r.specifications) : r.specifications;
      const t = withUnits(r.search_text, r.name, Array.isArray(specs) ? specs : []);
      if (t !== r.search_text) changed.push({ id: r.id, t });
    }
    if (changed.length > 0) {
      await db.execute(sql`
        update products p set search_text = u.t
          from jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) as u(id uuid, t text)
         where p.id = u.id`);
    }
    if (rows.length < UNIT_BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}

/** Adds the words of a text (3+ letters, letters only) to the vocabulary. */
async function addWords(db: DbOrTx, text: SQL): Promise<void> {
  await db.execute(sql`
    insert into search_words (word, frequency)
    select distinct w, 1
      from regexp_split_to_table(${words(text)}, ' ') as w
     where w ~ '^[[:alpha:]]{3,}$'
    on conflict (word) do nothing`);
}

/** Tells every server process (including this one) that the catalogue changed. */
export async function notifyCatalogueChanged(db: DbOrTx): Promise<void> {
  invalidateAllCatalogueCaches();
  await db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, '')`);
}

/**
 * Call after creating or updating a product (its name, SKU, maker or categories), in the
 * same transaction: rebuilds its search_text and sku_norm, adds its words to the search
 * vocabulary and notifies every server process that the catalogue changed (caches reload
 * when the transaction commits).
 */
export async function refreshProductSearch(db: DbOrTx, productId: string): Promise<void> {
  await refreshProducts(db, sql`p.id = ${productId}`);
  await addWords(
    db,
    sql`(select split_part(search_text, ' | ', 1) || ' ' || split_part(search_text, ' | ', 2) from products where id = ${productId})`,
  );
  await notifyCatalogueChanged(db);
}

/**
 * The same for many products at once (the catalogue import, docs/decisions/250): their
 * search_text and sku_norm in one statement, their words (name, SKU, maker, categories) added
 * to the vocabulary, one notice to every server process.
 */
export async function refreshProductsSearch(db: DbOrTx, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  const ids = sql`(select jsonb_array_elements_text(${JSON.stringify(productIds)}::jsonb)::uuid)`;
  await refreshProducts(db, sql`p.id in ${ids}`);
  await addWords(
    db,
    sql`(select string_agg(replace(search_text, ' | ', ' '), ' ') from products where id in ${ids})`,
  );
  await notifyCatalogueChanged(db);
}

/** Call after creating or updating a maker (name, active flag): refreshes its products too. */
export async function refreshManufacturerSearch(db: DbOrTx, manufacturerId: string): Promise<void> {
  await refreshProducts(db, sql`p.manufacturer_id = ${manufacturerId}`);
  await addWords(db, sql`(select name from manufacturers where id = ${manufacturerId})`);
  await notifyCatalogueChanged(db);
}

/** Call after creating or updating a category (name, active flag): refreshes its products too. */
export async function refreshCategorySearch(db: DbOrTx, categoryId: string): Promise<void> {
  await refreshProducts(
    db,
    sql`exists (select 1 from product_categories x where x.product_id = p.id and x.category_id = ${categoryId})`,
  );
  await addWords(db, sql`(select name from categories where id = ${categoryId})`);
  await notifyCatalogueChanged(db);
}

/**
 * Rebuilds search_text and sku_norm of every product and the whole vocabulary with real
 * word frequencies (the seed runs this after loading the demo catalogue).
 */
export async function rebuildSearchIndex(db: DbOrTx): Promise<void> {
  await refreshProducts(db, sql`true`);
  await rebuildSearchWords(db);
}

/**
 * Products written before the unit tokens existed (docs/decisions/266) get them: run once in
 * the background at start-up (a no-op afterwards); every process's index then rebuilds.
 */
export async function addMissingUnitTokens(
  db: DbOrTx,
  log: { info: (o: object, msg: string) => void },
): Promise<void> {
  const missing = sql`(length(p.search_text) - length(replace(p.search_text, ' | ', ''))) < 12`;
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from products p where ${missing}`,
  );
  const n = Number(rows[0]?.n ?? 0);
  if (n === 0) return;
  await refreshUnits(db, missing);
  await notifyCatalogueChanged(db);
  log.info({ products: n }, 'search: unit tokens added to older products');
}

/** Rebuilds the search_words vocabulary from every product, maker and category. */
export async function rebuildSearchWords(db: DbOrTx): Promise<void> {
  await db.execute(sql`delete from search_words`);
  await db.execute(sql`
    insert into search_words (word, frequency)
    select w, count(*)::int
      from (select split_part(search_text, ' | ', 1) || ' ' || split_part(search_text, ' | ', 2) as t
              from products where is_active) s,
           regexp_split_to_table(s.t, ' ') as w
     where w ~ '^[[:alpha:]]{3,}$'
     group by w`);
  await db.execute(sql`
    insert into search_words (word, frequency)
    select distinct w, 1
      from (select name from manufacturers union all select name from categories) n,
           regexp_split_to_table(${words(sql`n.name`)}, ' ') as w
     where w ~ '^[[:alpha:]]{3,}$'
    on conflict (word) do nothing`);
  await notifyCatalogueChanged(db);
}

// ---------------------------------------------------------------------------------------------
// GET /search

/** How many of each kind the search dropdown gets (decisions.md › Catalogue: the best 5). */
export const DROPDOWN_SIZE = 5;

export interface SearchInput {
  q: string;
  /** With a type, that kind is paged (results page) and the others come back empty. */
  type?: SearchType;
  index?: number;
  limit?: number;
}

/**
 * Rank of a maker or category name against the query, lower is better: the exact name, a
 * name starting with the query, then any name whose words the terms begin.
 */
function nameRank(name: string, q: ParsedQuery): number {
  const n = wordsOf(name).join(' ');
  if (n === q.normalised) return 0;
  if (n.startsWith(q.normalised)) return 1;
  return 2;
}

/** The words of each maker and category name, read once per snapshot (names do not change in it). */
const nameWords = new WeakMap<MakerInfo | CategoryInfo, string[]>();
function wordsOfName(x: MakerInfo | CategoryInfo): string[] {
  let w = nameWords.get(x);
  if (!w) {
    w = wordsOf(x.name);
    nameWords.set(x, w);
  }
  return w;
}

function matchNamed<T extends MakerInfo | CategoryInfo>(items: T[], q: ParsedQuery): T[] {
  const matches = nameMatcher(q.terms);
  const slug = q.normalised.replace(/ /g, '-');
  return items
    .filter((x) => x.isActive && (matches(wordsOfName(x)) || x.slug === slug))
    .map((x) => ({ x, rank: nameRank(x.name, q) }))
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        b.x.productCount - a.x.productCount ||
        a.x.displayOrder - b.x.displayOrder,
    )
    .map(({ x }) => x);
}

/**
 * One page of matching products, best first, and how many match: from this process's search
 * index when it holds every change heard of (the page's rows then read fresh by id), else
 * straight from SQL (while the index builds after a change). Both give the same answer.
 */
export async function searchProductPage(
  ctx: AppContext,
  parsed: ParsedQuery,
  offset: number,
  limit: number,
): Promise<{ rows: ProductRow[]; total: number }> {
  const index = searchIndexOf(ctx).fresh();
  if (!index) return selectSearchPage(readDb(ctx), parsed, offset, limit);
  const { ids, total } = index.search(parsed, offset, limit);
  const fetched = new Map((await selectProductsByIds(readDb(ctx), ids)).map((r) => [r.id, r]));
  const rows = ids.map((id) => fetched.get(id)).filter((r): r is ProductRow => !!r?.visible);
  return { rows, total };
}

function categoryNamesOf(snap: CatalogueSnapshot, ids: readonly string[]): string[] {
  return ids
    .map((id) => snap.categoryById.get(id))
    .filter((c): c is CategoryInfo => !!c?.isActive)
    .map((c) => c.name);
}

/**
 * The search of the navigation bar and the results page: products, makers and categories
 * matching the query (case-insensitive word beginnings, one typo in words of 5+ letters,
 * part numbers whatever their spacing), best first, with totals and the time it took.
 */
export async function searchCatalogue(ctx: AppContext, input: SearchInput): Promise<SearchResult> {
  const started = performance.now();
  const text = input.q.trim();
  const cache = catalogueCacheOf(ctx);
  const snap = await cache.snapshot();
  const paged = input.type !== undefined;
  const limit = paged ? (input.limit ?? 20) : DROPDOWN_SIZE;
  const offset = paged ? (input.index ?? 0) * limit : 0;
  const wantProducts = !paged || input.type === 'products';
  const productOffset = wantProducts ? offset : 0;
  const productLimit = wantProducts ? limit : 1;
  // Answers are remembered for a short while per process; any catalogue change drops them.
  const productsOf = (q: ParsedQuery) =>
    q.terms.length === 0 && !q.sku
      ? Promise.resolve({ rows: [] as ProductRow[], total: 0 })
      : cache.remember(
          `search:${productOffset}:${productLimit}:${q.normalised}:${q.tsquery}:${q.sku}`,
          () => searchProductPage(ctx, q, productOffset, productLimit),
          (r) => r.rows.length + 1,
        );
  // The query as typed first; relaxed (search-query.ts) only when that matches nothing, so a
  // query that matches is searched once, not counted and then searched.
  let parsed = parseQuery(text, snap.vocabulary, snap.synonyms);
  let showingFor: string | null = null;
  let products = await productsOf(parsed);
  if (products.total === 0 && parsed.terms.length >= 2) {
    const resolved = await resolveQuery(ctx, text, snap);
    if (resolved.showingFor !== null) {
      ({ parsed, showingFor } = resolved);
      products = await productsOf(parsed);
    }
  }
  const empty = parsed.terms.length === 0 && !parsed.sku;
  const makers = empty ? [] : matchNamed(snap.makers, parsed);
  const categories = empty ? [] : matchNamed(snap.categories, parsed);
  const rowsSnap = products.rows.every((r) => snap.makerById.has(r.manufacturer_id))
    ? snap
    : await cache.snapshotKnowing((s) =>
        products.rows.every((r) => s.makerById.has(r.manufacturer_id)),
      );

  // signed at reply time (remembered per hour, a map lookup): remembered rows never carry URLs
  const srcs = await imageSrcs(
    ctx,
    products.rows.map((r) => r.images[0]),
  );

  const slice = <T>(all: T[], type: SearchType) =>
    !paged
      ? all.slice(0, DROPDOWN_SIZE)
      : input.type === type
        ? all.slice(offset, offset + limit)
        : [];

  const result: SearchResult = {
    products: wantProducts
      ? products.rows.map((r) => ({
          product_id: r.id,
          name: r.name,
          slug: r.slug,
          sku: r.sku,
          manufacturer_name: rowsSnap.makerById.get(r.manufacturer_id)?.name ?? '',
          category_names: categoryNamesOf(rowsSnap, r.category_ids),
          thumbnail_url: r.images[0] ?? null,
          thumbnail_src: r.images[0] ? (srcs.get(r.images[0]) ?? null) : null,
          price: toRupees(r.price_paise),
          compare_at_price: r.compare_at_paise == null ? null : toRupees(r.compare_at_paise),
        }))
      : [],
    manufacturers: slice(makers, 'manufacturers').map((m) => {
      const dto = toManufacturer(m, snap);
      return {
        manufacturer_id: dto.manufacturer_id,
        name: dto.name,
        slug: dto.slug,
        category_names: dto.category_names,
        product_count: dto.product_count,
        logo_url: dto.logo_info?.access_url ?? null,
      };
    }),
    categories: slice(categories, 'categories').map((c) => ({
      category_id: c.id,
      name: c.name,
      slug: c.slug,
      product_count: c.productCount,
      image_url: c.imageUrl,
    })),
    metadata: {
      search_term: text,
      total_results: products.total + makers.length + categories.length,
      search_time_ms: 0,
      total_products: products.total,
      total_manufacturers: makers.length,
      total_categories: categories.length,
      showing_results_for: showingFor,
    },
  };
  result.metadata.search_time_ms = Math.round((performance.now() - started) * 100) / 100;
  return result;
}
