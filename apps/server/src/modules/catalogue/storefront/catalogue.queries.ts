import type { ProductSort } from '@store/contract';
import type { Db } from '../../../db/client';
import type { Specification, StoredSlab } from '../../../db/schema/catalogue';
import type { ParsedQuery } from '../search/search-terms';
import { queryRows } from '../../../db/query-rows';

/**
 * The SQL of the catalogue's hot reads. Every statement text depends only on WHICH filters are
 * present (never on their values), so on PostgreSQL each variant is prepared once per
 * connection. Public reads see active products of active makers only.
 */

export interface ProductRow {
  id: string;
  /** The product and its maker are both active. */
  visible: boolean;
  name: string;
  slug: string;
  sku: string;
  manufacturer_id: string;
  category_ids: string[];
  images: string[];
  price_paise: number;
  compare_at_paise: number | null;
  stock_quantity: number;
  pack_size: number;
  min_order_qty: number;
  price_slabs: StoredSlab[];
}

export interface ProductDetailRow extends ProductRow {
  description: string;
  specifications: Specification[];
  gst_rate: number;
  hsn_code: string;
  unit: string;
  country_of_origin: string;
  warranty: string;
  is_active: boolean;
  maker_active: boolean;
}

const SUMMARY_COLUMNS = `p.id, (p.is_active and m.is_active) as visible, p.name, p.slug, p.sku, p.manufacturer_id, p.images, p.price_paise,
  p.compare_at_paise, p.stock_quantity, p.pack_size, p.min_order_qty, p.price_slabs,
  array(select pc.category_id::text from product_categories pc where pc.product_id = p.id) as category_ids`;

const DETAIL_COLUMNS = `${SUMMARY_COLUMNS}, p.description, p.specifications,
  p.gst_rate::float8 as gst_rate, p.hsn_code, p.unit, p.country_of_origin, p.warranty,
  p.is_active, m.is_active as maker_active`;

/** Collects positional parameters while a statement is written. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown, cast: string): string {
    this.values.push(value);
    return `$${this.values.length}::${cast}`;
  }
}

export type ProductLookup = { slug: string } | { id: string } | { sku: string; skuNorm: string };

/** One product with every detail field, active or not (the caller decides what is public). */
export async function selectProductDetail(
  db: Db,
  by: ProductLookup,
): Promise<ProductDetailRow | null> {
  let where: string;
  let order = '';
  let values: unknown[];
  if ('slug' in by) {
    where = 'p.slug = $1::text';
    values = [by.slug];
  } else if ('id' in by) {
    where = 'p.id = $1::uuid';
    values = [by.id];
  } else {
    // exact SKU first; otherwise the same letters and digits whatever the spacing and case
    where = '(p.sku = $1::text or p.sku_norm = $2::text)';
    order = 'order by (p.sku = $1::text) desc, p.is_active desc, p.created_at limit 1';
    values = [by.sku, by.skuNorm];
  }
  const rows = await queryRows<ProductDetailRow>(
    db,
    `select ${DETAIL_COLUMNS}
       from products p join manufacturers m on m.id = p.manufacturer_id
      where ${where} ${order}`,
    values,
  );
  return rows[0] ?? null;
}

export interface ProductFilters {
  categoryId?: string;
  manufacturerId?: string;
  minPaise?: number;
  maxPaise?: number;
  inStock?: boolean;
  /** A parsed, non-empty text query. */
  query?: ParsedQuery;
}

type Omit = 'category' | 'maker' | 'price' | null;

/** The text-match condition: full-text word prefixes, or the part number's beginning. */
function matchCondition(q: ParsedQuery, p: Params): string {
  const parts: string[] = [];
  if (q.tsquery) {
    parts.push(`p.search_vector @@ to_tsquery('simple', ${p.add(q.tsquery, 'text')})`);
  }
  if (q.sku) parts.push(`p.sku_norm like ${p.add(`${q.sku}%`, 'text')}`);
  return parts.length > 0 ? `(${parts.join(' or ')})` : 'false';
}

function whereClause(f: ProductFilters, p: Params, omit: Omit = null): string {
  const where = ['p.is_active', 'm.is_active'];
  if (f.categoryId && omit !== 'category') {
    where.push(
      `exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id = ${p.add(f.categoryId, 'uuid')})`,
    );
  }
  if (f.manufacturerId && omit !== 'maker') {
    where.push(`p.manufacturer_id = ${p.add(f.manufacturerId, 'uuid')}`);
  }
  if (f.minPaise != null && omit !== 'price') {
    where.push(`p.price_paise >= ${p.add(f.minPaise, 'int')}`);
  }
  if (f.maxPaise != null && omit !== 'price') {
    where.push(`p.price_paise <= ${p.add(f.maxPaise, 'int')}`);
  }
  if (f.inStock) where.push('p.stock_quantity > 0');
  if (f.query) where.push(matchCondition(f.query, p));
  return where.join('\n    and ');
}

const FROM = 'products p join manufacturers m on m.id = p.manufacturer_id';

/**
 * Relevance of a text match, best first: the exact name, the exact part number, a part
 * number beginning with the query, a name beginning with it, a name holding the first word,
 * then the catalogue's own order.
 */
function relevanceOrder(q: ParsedQuery, p: Params): string {
  const keys: string[] = [];
  if (q.normalised) {
    keys.push(`(p.search_text like ${p.add(`${q.normalised} | %`, 'text')}) desc`);
  }
  if (q.sku) {
    keys.push(`(p.sku_norm = ${p.add(q.sku, 'text')}) desc`);
    keys.push(`(p.sku_norm like ${p.add(`${q.sku}%`, 'text')}) desc`);
  }
  if (q.normalised) {
    keys.push(`(p.search_text like ${p.add(`${q.normalised}%`, 'text')}) desc`);
  }
  const word = q.terms[0]?.rank;
  if (word) {
    keys.push(
      `(strpos(' ' || p.search_text, ${p.add(` ${word}`, 'text')}) between 1 and strpos(p.search_text, ' | ')) desc`,
    );
  }
  keys.push('p.display_order', 'p.name', 'p.id');
  return keys.join(', ');
}

function sortOrder(sort: ProductSort, q: ParsedQuery | undefined, p: Params): string {
  switch (sort) {
    case 'price_asc':
      return 'p.price_paise, p.id';
    case 'price_desc':
      return 'p.price_paise desc, p.id desc';
    case 'newest':
      return 'p.created_at desc, p.id desc';
    case 'name':
      return 'p.name, p.id';
    case 'relevance':
      return q ? relevanceOrder(q, p) : 'p.display_order, p.name, p.id';
  }
}

/** Ids of every matching product in the requested order (at most `cap`). */
export async function selectProductIds(
  db: Db,
  f: ProductFilters,
  sort: ProductSort,
  cap: number,
): Promise<string[]> {
  const p = new Params();
  const where = whereClause(f, p);
  const order = sortOrder(sort, f.query, p);
  const rows = await queryRows<{ id: string }>(
    db,
    `select p.id from ${FROM} where ${where} order by ${order} limit ${p.add(cap, 'int')}`,
    p.values,
  );
  return rows.map((r) => r.id);
}

/** Summaries of the given products, read fresh, in no particular order. */
export async function selectProductsByIds(db: Db, ids: string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return queryRows<ProductRow>(
    db,
    `select ${SUMMARY_COLUMNS} from ${FROM} where p.id = any($1::uuid[])`,
    [ids],
  );
}

/** One page of matching products in the requested order, straight from the database. */
export async function selectProductPage(
  db: Db,
  f: ProductFilters,
  sort: ProductSort,
  offset: number,
  limit: number,
): Promise<ProductRow[]> {
  const p = new Params();
  const where = whereClause(f, p);
  const order = sortOrder(sort, f.query, p);
  const text = `select ${SUMMARY_COLUMNS}
    from ${FROM}
    where ${where}
    order by ${order}
    limit ${p.add(limit, 'int')} offset ${p.add(offset, 'int')}`;
  return queryRows<ProductRow>(db, text, p.values);
}

/** A page of text-search results plus how many products match in all. */
export async function selectSearchPage(
  db: Db,
  query: ParsedQuery,
  offset: number,
  limit: number,
): Promise<{ rows: ProductRow[]; total: number }> {
  const p = new Params();
  const where = whereClause({ query }, p);
  const order = relevanceOrder(query, p);
  const rows = await queryRows<ProductRow & { total: number }>(
    db,
    `select ${SUMMARY_COLUMNS}, count(*) over ()::int as total
       from ${FROM}
      where ${where}
      order by ${order}
      limit ${p.add(limit, 'int')} offset ${p.add(offset, 'int')}`,
    p.values,
  );
  if (rows.length > 0) return { rows, total: rows[0]?.total ?? 0 };
  return { rows: [], total: offset > 0 ? await countProducts(db, { query }) : 0 };
}

export async function countProducts(db: Db, f: ProductFilters): Promise<number> {
  const p = new Params();
  const rows = await queryRows<{ n: number }>(
    db,
    `select count(*)::int as n from ${FROM} where ${whereClause(f, p)}`,
    p.values,
  );
  return rows[0]?.n ?? 0;
}

export interface FacetCounts {
  makers: { id: string; n: number }[];
  categories: { id: string; n: number }[];
  price: { min: number | null; max: number | null };
}

/**
 * Counts for the listing's filters: per maker, per category and the price range, each over
 * the filters other than their own (so the other choices stay visible).
 */
export async function selectFacets(db: Db, f: ProductFilters): Promise<FacetCounts> {
  const makerParams = new Params();
  const categoryParams = new Params();
  const priceParams = new Params();
  const [makers, categories, price] = await Promise.all([
    queryRows<{ id: string; n: number }>(
      db,
      `select p.manufacturer_id as id, count(*)::int as n from ${FROM}
        where ${whereClause(f, makerParams, 'maker')} group by p.manufacturer_id`,
      makerParams.values,
    ),
    queryRows<{ id: string; n: number }>(
      db,
      `select pc.category_id as id, count(*)::int as n
         from ${FROM} join product_categories pc on pc.product_id = p.id
        where ${whereClause(f, categoryParams, 'category')} group by pc.category_id`,
      categoryParams.values,
    ),
    queryRows<{ min: number | null; max: number | null }>(
      db,
      `select min(p.price_paise) as min, max(p.price_paise) as max from ${FROM}
        where ${whereClause(f, priceParams, 'price')}`,
      priceParams.values,
    ),
  ]);
  return { makers, categories, price: price[0] ?? { min: null, max: null } };
}
