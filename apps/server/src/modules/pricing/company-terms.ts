import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { StoredSlab } from '../../db/schema/catalogue';
import { indiaToday } from '../../lib/india-time';
import {
  companyUnitPrice,
  DiscountIndex,
  type ProductTerms,
  type TermDiscount,
} from './company-price';
import { unitPaiseOf, type ProductPricing } from './pricing';

/**
 * Reads what a company's price lists in force on an India-time day say about some products
 * (decisions.md › §22, docs/decisions/350 and 380): the company's lists and the products' pricing
 * facts from snapshots kept in memory, checked by version in one statement on every read.
 * The membership read (in `loadMemberTerms`) is the one read of `company_members` outside
 * `companies`: pricing sits below the cart, which must price a member's lines (decision 351).
 */

export interface CompanyTerms {
  companyId: string;
  /** Each product found: its own price, pack, slabs, and what the lists say of it. */
  products: Map<string, ProductPricing & ProductTerms>;
  /** The discounts of the company's lists in force, indexed. */
  discounts: DiscountIndex;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A uuid[] literal of ids (uuids hold only hex digits and dashes: safe in an array literal). */
const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A list's validity: India-time days, null open. */
interface Validity {
  from: string | null;
  until: string | null;
}
const inForce = (v: Validity, day: string) =>
  (v.from === null || v.from <= day) && (v.until === null || v.until >= day);

/** What the lists in force on one day say: each product's lowest fixed price, the discounts. */
interface DayTerms {
  day: string;
  fixed: Map<string, number>;
  discounts: DiscountIndex;
}

/**
 * Every list of one company, kept in memory (docs/decisions/352): the fixed prices by product
 * and the discounts, each with its list's validity. Reloaded when the company's lists change
 * (`version`: the newest change and the number of lists, read by key on every use), so every
 * process sees a staff edit on its next read, inside the caller's transaction too. What they
 * say on a day is worked out once for that day (`dayTerms`, docs/decisions/380).
 */
interface CompanySnapshot {
  version: string;
  fixed: Map<string, (Validity & { paise: number })[]>;
  discounts: (TermDiscount & Validity)[];
  today?: DayTerms;
}
const snapshots = new Map<string, CompanySnapshot>();
const MAX_SNAPSHOTS = 500;

/** The version of a company's lists: their newest change and how many there are. */
const versionOf = (companyId: unknown) => sql`
  select coalesce(max(l.updated_at)::text, '') || '/' || count(*)::text
    from price_list_companies c join price_lists l on l.id = c.price_list_id
   where c.company_id = ${companyId}`;

async function companySnapshot(
  db: DbOrTx,
  companyId: string,
  version: string,
): Promise<CompanySnapshot> {
  const kept = snapshots.get(companyId);
  if (kept && kept.version === version) return kept;
  const lists = rowsOf<{ id: string; valid_from: string | null; valid_until: string | null }>(
    await db.execute(sql`
      select l.id, l.valid_from::text as valid_from, l.valid_until::text as valid_until
        from price_list_companies c join price_lists l on l.id = c.price_list_id
       where c.company_id = ${companyId}`),
  );
  const validity = new Map(lists.map((l) => [l.id, { from: l.valid_from, until: l.valid_until }]));
  const listArray = uuidArray(lists.map((l) => l.id));
  const [prices, discounts] = lists.length
    ? await Promise.all([
        db.execute(sql`select price_list_id, product_id, price_paise from price_list_prices
                        where price_list_id = any(${listArray}::uuid[])`),
        db.execute(sql`select price_list_id, category_id, manufacturer_id, percent_off_bp
                         from price_list_discounts where price_list_id = any(${listArray}::uuid[])`),
      ])
    : [{ rows: [] }, { rows: [] }];
  const fixed = new Map<string, (Validity & { paise: number })[]>();
  for (const r of rowsOf<{ price_list_id: string; product_id: string; price_paise: number }>(
    prices,
  )) {
    const entries = fixed.get(r.product_id) ?? [];
    entries.push({ ...validity.get(r.price_list_id)!, paise: Number(r.price_paise) });
    fixed.set(r.product_id, entries);
  }
  const snapshot: CompanySnapshot = {
    version,
    fixed,
    discounts: rowsOf<{
      price_list_id: string;
      category_id: string | null;
      manufacturer_id: string | null;
      percent_off_bp: number;
    }>(discounts).map((d) => ({
      ...validity.get(d.price_list_id)!,
      categoryId: d.category_id,
      manufacturerId: d.manufacturer_id,
      percentOff: Number(d.percent_off_bp) / 100,
    })),
  };
  if (snapshots.size >= MAX_SNAPSHOTS) snapshots.delete(snapshots.keys().next().value!);
  snapshots.set(companyId, snapshot);
  return snapshot;
}

/** What a snapshot's lists say on `day`, worked out once a day (the last day asked is kept). */
function dayTerms(snapshot: CompanySnapshot, day: string): DayTerms {
  if (snapshot.today?.day === day) return snapshot.today;
  const fixed = new Map<string, number>();
  for (const [productId, entries] of snapshot.fixed) {
    let best: number | null = null;
    for (const e of entries)
      if (inForce(e, day) && (best === null || e.paise < best)) best = e.paise;
    if (best !== null) fixed.set(productId, best);
  }
  const discounts = new DiscountIndex(snapshot.discounts.filter((d) => inForce(d, day)));
  snapshot.today = { day, fixed, discounts };
  return snapshot.today;
}

/** A product's pricing facts: its price, pack, minimum order, slabs, maker and categories. */
type ProductFacts = ProductPricing & Pick<ProductTerms, 'manufacturerId' | 'categoryIds'>;

/**
 * The pricing facts of the products priced so far, kept in memory while the database's
 * `pricing_facts_version` (migration 0044, bumped by any statement that changes them) stays
 * the same: checked on every use, in the statement that reads the lists' version.
 */
const facts = { version: '', products: new Map<string, ProductFacts>() };
const MAX_FACTS = 200_000;

async function productFacts(
  db: DbOrTx,
  version: string,
  ids: readonly string[],
): Promise<Map<string, ProductFacts>> {
  if (facts.version !== version) {
    facts.version = version;
    facts.products = new Map();
  }
  const missing = ids.filter((id) => !facts.products.has(id));
  if (missing.length) {
    const rows = rowsOf<{
      id: string;
      price_paise: number;
      pack_size: number;
      min_order_qty: number;
      price_slabs: StoredSlab[] | string;
      manufacturer_id: string;
      category_ids: string[];
    }>(
      await db.execute(sql`
        select p.id, p.price_paise, p.pack_size, p.min_order_qty, p.price_slabs, p.manufacturer_id,
               coalesce((select array_agg(pc.category_id::text) from product_categories pc
                          where pc.product_id = p.id), '{}') as category_ids
          from products p where p.id = any(${uuidArray(missing)}::uuid[])`),
    );
    if (facts.products.size + rows.length > MAX_FACTS) facts.products = new Map();
    for (const r of rows)
      facts.products.set(r.id, {
        pricePaise: Number(r.price_paise),
        packSize: Number(r.pack_size),
        minOrderQty: Number(r.min_order_qty),
        priceSlabs:
          typeof r.price_slabs === 'string'
            ? (JSON.parse(r.price_slabs) as StoredSlab[])
            : r.price_slabs,
        manufacturerId: r.manufacturer_id,
        categoryIds: r.category_ids,
      });
  }
  return facts.products;
}

/** The versions a read of a company's terms checks: its lists', the products' pricing facts'. */
const versionsSql = (companyId: unknown) => sql`
  (${versionOf(companyId)}) as lists_version,
  (select version::text from pricing_facts_version) as facts_version`;

interface Versions {
  lists_version: string;
  facts_version: string;
}

async function termsAt(
  db: DbOrTx,
  companyId: string,
  versions: Versions,
  productIds: readonly string[],
  day: string,
): Promise<CompanyTerms> {
  const ids = [...new Set(productIds)].filter((id) => UUID_RE.test(id));
  const snapshot = await companySnapshot(db, companyId, versions.lists_version);
  const onDay = dayTerms(snapshot, day);
  const known = await productFacts(db, versions.facts_version, ids);
  const products = new Map<string, ProductPricing & ProductTerms>();
  for (const id of ids) {
    const p = known.get(id);
    if (p === undefined) continue;
    products.set(id, {
      pricePaise: p.pricePaise,
      packSize: p.packSize,
      minOrderQty: p.minOrderQty,
      priceSlabs: p.priceSlabs,
      manufacturerId: p.manufacturerId,
      categoryIds: p.categoryIds,
      fixedPaise: onDay.fixed.get(id) ?? null,
    });
  }
  return { companyId, products, discounts: onDay.discounts };
}

/**
 * What the lists of a company in force on `day` say about some products: one statement by key
 * (the versions) when the lists and the products' facts are already in memory.
 */
export async function loadCompanyTerms(
  db: DbOrTx,
  companyId: string,
  productIds: readonly string[],
  day: string = indiaToday(),
): Promise<CompanyTerms> {
  const [versions] = rowsOf<Versions>(await db.execute(sql`select ${versionsSql(companyId)}`));
  return termsAt(db, companyId, versions!, productIds, day);
}

/**
 * The company of a member and its terms for some products, the membership and the versions
 * read in one statement; null when the user is in no company.
 */
export async function loadMemberTerms(
  db: DbOrTx,
  userId: string,
  productIds: readonly string[],
  day: string = indiaToday(),
): Promise<CompanyTerms | null> {
  const [member] = rowsOf<Versions & { company_id: string }>(
    await db.execute(sql`
      select m.company_id, ${versionsSql(sql`m.company_id`)}
        from company_members m where m.user_id = ${userId}`),
  );
  return member ? termsAt(db, member.company_id, member, productIds, day) : null;
}

/**
 * A member's company price of a product at a quantity (paise), for a reader of many lines of one
 * user (a quote's starting point): null when the user is in no company.
 */
export async function memberPricer(
  db: DbOrTx,
  userId: string,
  productIds: readonly string[],
): Promise<((productId: string, quantity: number) => number | null) | null> {
  const terms = await loadMemberTerms(db, userId, productIds);
  if (!terms) return null;
  return (productId, quantity) => {
    const p = terms.products.get(productId);
    return p ? companyUnitPrice(p, quantity, p, terms.discounts).paise : null;
  };
}

/**
 * A page of quotes' starting prices (decisions.md › §22): each quote's user's company price of
 * a line, or its slab price when that user is in no company.
 */
export async function memberPricers(
  db: DbOrTx,
  quotes: readonly { id: string; userId: string }[],
  lines: readonly { quoteId: string; productId: string }[],
): Promise<(userId: string, product: ProductPricing & { id: string }, quantity: number) => number> {
  const userOf = new Map(quotes.map((q) => [q.id, q.userId]));
  const byUser = new Map<string, string[]>();
  for (const l of lines) {
    const userId = userOf.get(l.quoteId);
    if (userId) byUser.set(userId, [...(byUser.get(userId) ?? []), l.productId]);
  }
  const pricers = new Map<string, Awaited<ReturnType<typeof memberPricer>>>();
  for (const [userId, productIds] of byUser)
    pricers.set(userId, await memberPricer(db, userId, productIds));
  return (userId, product, quantity) =>
    pricers.get(userId)?.(product.id, quantity) ?? unitPaiseOf(product, quantity);
}
