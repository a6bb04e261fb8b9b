import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  PRICE_LIST_MESSAGES as M,
  type PriceList,
  type PriceListLookup,
  type PriceListSummary,
  PriceListBodySchema,
  type PriceListPatchSchema,
} from '@store/contract';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import {
  categories,
  companies,
  manufacturers,
  priceListCompanies,
  priceListDiscounts,
  priceListPrices,
  priceLists,
  products,
} from '../../db/schema/index';
import { invalid, notFound } from '../../lib/errors';
import { toPaise, toRupees } from '../../lib/money';

/**
 * Staff's price lists (decisions.md › §22, docs/decisions/350): the one writer of the
 * price_list* tables. A list is written whole in one transaction; every check runs before
 * anything is written (400 naming the field, nothing changed).
 */

type Body = z.output<typeof PriceListBodySchema>;
type Patch = z.output<typeof PriceListPatchSchema>;

const problem = (field: string, message: string) => invalid(message, [{ field, message }]);

/** Checks the list's references and prices against the catalogue and the companies. */
async function checkList(tx: Tx, body: Body): Promise<void> {
  if (body.valid_from && body.valid_until && body.valid_from > body.valid_until)
    throw problem('valid_until', M.dates);
  const companyIds = [...new Set(body.company_ids)];
  if (companyIds.length) {
    const found = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(inArray(companies.id, companyIds));
    if (found.length !== companyIds.length) throw problem('company_ids', M.unknownCompany);
  }
  const productIds = body.prices.map((p) => p.product_id);
  if (new Set(productIds).size !== productIds.length)
    throw problem('prices', 'A product may have one fixed price a list');
  if (productIds.length) {
    const own = new Map(
      (
        await tx
          .select({ id: products.id, price: products.pricePaise })
          .from(products)
          .where(inArray(products.id, productIds))
      ).map((r) => [r.id, r.price]),
    );
    for (const [i, p] of body.prices.entries()) {
      const list = own.get(p.product_id);
      if (list === undefined) throw problem(`prices.${i}.product_id`, M.unknownProduct);
      if (toPaise(p.price) <= 0 || toPaise(p.price) >= list)
        throw problem(`prices.${i}.price`, M.price);
    }
  }
  const cats = [...new Set(body.discounts.flatMap((d) => (d.category_id ? [d.category_id] : [])))];
  const makers = [
    ...new Set(body.discounts.flatMap((d) => (d.manufacturer_id ? [d.manufacturer_id] : []))),
  ];
  const [foundCats, foundMakers] = await Promise.all([
    cats.length
      ? tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, cats))
      : [],
    makers.length
      ? tx
          .select({ id: manufacturers.id })
          .from(manufacturers)
          .where(inArray(manufacturers.id, makers))
      : [],
  ]);
  if (foundCats.length !== cats.length || foundMakers.length !== makers.length)
    throw problem('discounts', M.unknownGroup);
  const keys = body.discounts.map((d) => `${d.category_id ?? ''}/${d.manufacturer_id ?? ''}`);
  if (new Set(keys).size !== keys.length)
    throw problem('discounts', 'A list may have one discount per maker and category');
}

/** Replaces the list's companies, prices and discounts with the body's. */
async function writeParts(tx: Tx, id: string, body: Body): Promise<void> {
  await tx.delete(priceListCompanies).where(eq(priceListCompanies.priceListId, id));
  await tx.delete(priceListPrices).where(eq(priceListPrices.priceListId, id));
  await tx.delete(priceListDiscounts).where(eq(priceListDiscounts.priceListId, id));
  const companyIds = [...new Set(body.company_ids)];
  if (companyIds.length)
    await tx
      .insert(priceListCompanies)
      .values(companyIds.map((companyId) => ({ priceListId: id, companyId })));
  if (body.prices.length)
    await tx.insert(priceListPrices).values(
      body.prices.map((p) => ({
        priceListId: id,
        productId: p.product_id,
        pricePaise: toPaise(p.price),
      })),
    );
  if (body.discounts.length)
    await tx.insert(priceListDiscounts).values(
      body.discounts.map((d) => ({
        priceListId: id,
        categoryId: d.category_id ?? null,
        manufacturerId: d.manufacturer_id ?? null,
        percentOffBp: Math.round(d.percent_off * 100),
      })),
    );
}

export async function getPriceList(db: Db | Tx, id: string): Promise<PriceList> {
  const [list] = await db.select().from(priceLists).where(eq(priceLists.id, id));
  if (!list) throw notFound(M.notFound);
  const [companyRows, priceRows, discountRows] = await Promise.all([
    db.select().from(priceListCompanies).where(eq(priceListCompanies.priceListId, id)),
    db
      .select()
      .from(priceListPrices)
      .where(eq(priceListPrices.priceListId, id))
      .orderBy(asc(priceListPrices.productId)),
    db
      .select()
      .from(priceListDiscounts)
      .where(eq(priceListDiscounts.priceListId, id))
      .orderBy(asc(priceListDiscounts.id)),
  ]);
  return {
    price_list_id: list.id,
    name: list.name,
    company_ids: companyRows.map((c) => c.companyId).sort(),
    valid_from: list.validFrom,
    valid_until: list.validUntil,
    prices: priceRows.map((p) => ({ product_id: p.productId, price: toRupees(p.pricePaise) })),
    discounts: discountRows.map((d) => ({
      category_id: d.categoryId,
      manufacturer_id: d.manufacturerId,
      percent_off: d.percentOffBp / 100,
    })),
  };
}

export async function createPriceList(db: Db, body: Body): Promise<PriceList> {
  return db.transaction(async (tx) => {
    await checkList(tx, body);
    const [row] = await tx
      .insert(priceLists)
      .values({ name: body.name, validFrom: body.valid_from, validUntil: body.valid_until })
      .returning({ id: priceLists.id });
    if (!row) throw new Error('insert returned nothing');
    await writeParts(tx, row.id, body);
    return getPriceList(tx, row.id);
  });
}

/** PATCH: the fields given replace the list's (prices and discounts as whole lists). */
export async function updatePriceList(db: Db, id: string, patch: Patch): Promise<PriceList> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: priceLists.id })
      .from(priceLists)
      .where(eq(priceLists.id, id))
      .for('update');
    if (!locked) throw notFound(M.notFound);
    const current = await getPriceList(tx, id);
    const body = PriceListBodySchema.parse({ ...current, ...stripUndefined(patch) });
    await checkList(tx, body);
    await tx
      .update(priceLists)
      .set({
        name: body.name,
        validFrom: body.valid_from,
        validUntil: body.valid_until,
        updatedAt: sql`now()`,
      })
      .where(eq(priceLists.id, id));
    await writeParts(tx, id, body);
    return getPriceList(tx, id);
  });
}

const stripUndefined = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

export async function deletePriceList(db: Db, id: string): Promise<void> {
  const gone = await db
    .delete(priceLists)
    .where(eq(priceLists.id, id))
    .returning({ id: priceLists.id });
  if (!gone.length) throw notFound(M.notFound);
}

/** Every list (newest first), or the lists of one company, with their companies by name. */
export async function listPriceLists(db: Db, companyId?: string): Promise<PriceListSummary[]> {
  const rows = await db.execute(sql`
    select l.id, l.name, l.valid_from::text as valid_from, l.valid_until::text as valid_until,
           coalesce((select json_agg(json_build_object('company_id', c.id, 'legal_name', c.legal_name)
                      order by c.legal_name)
                     from ${priceListCompanies} lc join ${companies} c on c.id = lc.company_id
                     where lc.price_list_id = l.id), '[]'::json) as companies,
           (select count(*)::int from ${priceListPrices} p where p.price_list_id = l.id) as price_count,
           (select count(*)::int from ${priceListDiscounts} d where d.price_list_id = l.id) as discount_count
      from ${priceLists} l
     where ${companyId ?? null}::uuid is null
        or exists (select 1 from ${priceListCompanies} x where x.price_list_id = l.id and x.company_id = ${companyId ?? null}::uuid)
     order by l.created_at desc, l.id`);
  type Row = {
    id: string;
    name: string;
    valid_from: string | null;
    valid_until: string | null;
    companies: { company_id: string; legal_name: string }[] | string;
    price_count: number;
    discount_count: number;
  };
  return (rows as unknown as { rows: Row[] }).rows.map((r) => {
    const cs =
      typeof r.companies === 'string'
        ? (JSON.parse(r.companies) as { company_id: string; legal_name: string }[])
        : r.companies;
    return {
      price_list_id: r.id,
      name: r.name,
      company_ids: cs.map((c) => c.company_id),
      companies: cs,
      valid_from: r.valid_from,
      valid_until: r.valid_until,
      price_count: Number(r.price_count),
      discount_count: Number(r.discount_count),
    };
  });
}

/** Part numbers in any spacing: "dcd 776" finds "DCD-776" (as quick order and search do). */
const skuNorm = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** The editor's lookup: products by pasted part numbers and by id (to name a list's lines). */
export async function lookupProducts(
  db: Db,
  input: { skus: string[]; product_ids: string[] },
): Promise<PriceListLookup> {
  const norms = [...new Set(input.skus.map(skuNorm).filter(Boolean))];
  const rows =
    norms.length || input.product_ids.length
      ? await db
          .select({
            product_id: products.id,
            sku: products.sku,
            skuNorm: products.skuNorm,
            name: products.name,
            pricePaise: products.pricePaise,
          })
          .from(products)
          .where(
            or(
              norms.length ? inArray(products.skuNorm, norms) : sql`false`,
              input.product_ids.length ? inArray(products.id, input.product_ids) : sql`false`,
            ),
          )
      : [];
  const byNorm = new Map(rows.map((r) => [r.skuNorm, r]));
  const out = (r: (typeof rows)[number], matched: string | null) => ({
    product_id: r.product_id,
    sku: r.sku,
    name: r.name,
    price: toRupees(r.pricePaise),
    matched_sku: matched,
  });
  const found = input.skus.flatMap((s) => {
    const r = byNorm.get(skuNorm(s));
    return r ? [out(r, s)] : [];
  });
  const byId = rows
    .filter((r) => input.product_ids.includes(r.product_id))
    .map((r) => out(r, null));
  return {
    products: [...found, ...byId],
    unknown_skus: input.skus.filter((s) => !byNorm.has(skuNorm(s))),
  };
}
