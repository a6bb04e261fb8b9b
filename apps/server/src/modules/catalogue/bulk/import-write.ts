import { sql } from 'drizzle-orm';
import { slugify, type CatalogueCsvColumn, type ImportProgress } from '@store/contract';
import type { Tx } from '../../../db/client';
import { normaliseSku } from '../search/search-terms';
import { notifyCatalogueChanged, refreshProductsSearch } from '../search/search.service';
import { yieldToLoop } from '../../../lib/time';
import { freeSlug } from '../admin/admin-writes';
import { rowsOf } from './catalogue-rows';
import { jsonParam, type Plan, type PlannedRow, type Ref } from './import-plan';

/*
 * The write of an import's plan inside its one transaction (docs/decisions/250): makers and
 * categories it creates, then products in statements of CHUNK rows (one JSON parameter
 * each), their category links, and the search columns of the products whose words changed.
 */

/** Rows per statement when writing (one JSON parameter each). */
const CHUNK = 1000;

/** Creates the makers or categories the plan names; answers their ids by lower-case name. */
async function createGroups(
  tx: Tx,
  table: 'manufacturers' | 'categories',
  names: Map<string, string>,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const [k, name] of names) {
    const slug = await freeSlug(
      async (s) =>
        rowsOf(
          await tx.execute(sql`select 1 from ${sql.identifier(table)} where slug = ${s} limit 1`),
        ).length > 0,
      slugify(name),
      table === 'manufacturers' ? 'maker' : 'category',
    );
    const res = await tx.execute(
      sql`insert into ${sql.identifier(table)} (name, slug) values (${name}, ${slug}) returning id::text as id`,
    );
    ids.set(k, rowsOf<{ id: string }>(res)[0]!.id);
  }
  return ids;
}

/** The columns a product row is written with (the table's own names). */
function productRecord(p: PlannedRow, makerId: string) {
  const v = p.values;
  return {
    id: p.stored?.id ?? null,
    name: v.name,
    slug: v.slug,
    sku: v.sku,
    sku_norm: normaliseSku(v.sku),
    manufacturer_id: makerId,
    description: v.description,
    price_paise: v.price,
    compare_at_paise: v.compare_at_price,
    stock_quantity: v.stock,
    gst_rate: v.gst_rate,
    hsn_code: v.hsn_code,
    unit: v.unit,
    reorder_level: v.reorder_level,
    pack_size: v.pack_size,
    min_order_qty: v.min_order_qty,
    price_slabs: v.slabs.map((s) => ({ min_quantity: s.min_qty, price_paise: s.price_paise })),
    country_of_origin: v.country_of_origin,
    warranty: v.warranty,
    specifications: v.specifications,
    is_active: v.active,
  };
}

const RECORD_COLUMNS = sql.raw(`id uuid, name text, slug text, sku text, sku_norm text,
  manufacturer_id uuid, description text, price_paise int, compare_at_paise int,
  stock_quantity int, gst_rate numeric, hsn_code text, unit text, reorder_level int,
  pack_size int, min_order_qty int, price_slabs jsonb, country_of_origin text, warranty text, specifications jsonb, is_active boolean`);

export async function writePlan(
  tx: Tx,
  plan: Plan,
  onProgress: (p: ImportProgress) => void,
  /** false: a batch before the last one of a large import (no NOTIFY for a price list). */
  announce = true,
): Promise<void> {
  const total = plan.rows.length;
  let written = 0;
  const wrote = (n: number) => {
    written += n;
    onProgress({ step: 'writing', done: written, total });
  };
  onProgress({ step: 'writing', done: 0, total });
  const newMakers = await createGroups(tx, 'manufacturers', plan.makers);
  const newCategories = await createGroups(tx, 'categories', plan.categories);
  const idOf = (r: Ref, created: Map<string, string>) =>
    'id' in r ? r.id : created.get(r.create)!;

  const touched: string[] = [];
  const touchedSkus: string[] = [];
  const links: { product_id: string; category_id: string }[] = [];
  const relinked: string[] = [];
  const creates = plan.rows.filter((p) => p.action === 'create');
  const updates = plan.rows.filter((p) => p.action === 'update');

  for (let i = 0; i < creates.length; i += CHUNK) {
    const part = creates.slice(i, i + CHUNK);
    const records = part.map((p) => productRecord(p, idOf(p.maker, newMakers)));
    const res = await tx.execute(sql`
      insert into products (name, slug, sku, sku_norm, manufacturer_id, description, price_paise,
        compare_at_paise, stock_quantity, gst_rate, hsn_code, unit, reorder_level,
        pack_size, min_order_qty, price_slabs, country_of_origin, warranty, specifications,
        is_active)
      select name, slug, sku, sku_norm, manufacturer_id, description, price_paise,
        compare_at_paise, stock_quantity, gst_rate, hsn_code, unit, reorder_level,
        pack_size, min_order_qty, price_slabs, country_of_origin, warranty, specifications,
        is_active
        from jsonb_to_recordset(${jsonParam(records)}) as v(${RECORD_COLUMNS})
      returning id::text as id, sku`);
    wrote(part.length);
    await yieldToLoop();
    const idBySku = new Map(rowsOf<{ id: string; sku: string }>(res).map((r) => [r.sku, r.id]));
    for (const p of part) {
      const id = idBySku.get(p.values.sku)!;
      touched.push(id);
      touchedSkus.push(p.values.sku);
      for (const c of p.categories)
        links.push({ product_id: id, category_id: idOf(c, newCategories) });
    }
  }
  for (let i = 0; i < updates.length; i += CHUNK) {
    const part = updates.slice(i, i + CHUNK);
    const records = part.map((p) => productRecord(p, idOf(p.maker, newMakers)));
    await tx.execute(sql`
      update products p set name = v.name, slug = v.slug, sku = v.sku, sku_norm = v.sku_norm,
        manufacturer_id = v.manufacturer_id, description = v.description,
        price_paise = v.price_paise, compare_at_paise = v.compare_at_paise,
        stock_quantity = v.stock_quantity, gst_rate = v.gst_rate, hsn_code = v.hsn_code,
        unit = v.unit, reorder_level = v.reorder_level, pack_size = v.pack_size,
        min_order_qty = v.min_order_qty, price_slabs = v.price_slabs,
        country_of_origin = v.country_of_origin,
        warranty = v.warranty, specifications = v.specifications, is_active = v.is_active,
        updated_at = now()
        from jsonb_to_recordset(${jsonParam(records)}) as v(${RECORD_COLUMNS})
       where p.id = v.id`);
    wrote(part.length);
    await yieldToLoop();
    for (const p of part) {
      const id = p.stored!.id;
      touched.push(id);
      touchedSkus.push(p.values.sku);
      if (!p.categoriesChanged) continue;
      relinked.push(id);
      for (const c of p.categories)
        links.push({ product_id: id, category_id: idOf(c, newCategories) });
    }
  }
  for (let i = 0; i < relinked.length; i += CHUNK * 5) {
    await tx.execute(sql`
      delete from product_categories
       where product_id in (select jsonb_array_elements_text(${jsonParam(relinked.slice(i, i + CHUNK * 5))})::uuid)`);
  }
  for (let i = 0; i < links.length; i += CHUNK * 5) {
    await tx.execute(sql`
      insert into product_categories (product_id, category_id)
      select distinct product_id, category_id
        from jsonb_to_recordset(${jsonParam(links.slice(i, i + CHUNK * 5))}) as l(product_id uuid, category_id uuid)
      on conflict do nothing`);
  }
  // what search reads changes only with a product's words (a price list changes none)
  const SEARCHED = new Set<CatalogueCsvColumn>(['sku', 'name', 'maker', 'categories']);
  const reindex = new Set(
    plan.rows
      .filter((p) => p.action === 'create' || p.changes.some((c) => SEARCHED.has(c)))
      .map((p) => p.values.sku),
  );
  const ids = touched.filter((_, i) => reindex.has(touchedSkus[i]!));
  if (ids.length > 0) await refreshProductsSearch(tx, ids);
  else if (announce) await notifyCatalogueChanged(tx);
}
