import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { Specification, StoredSlab } from '../../../db/schema/index';
import type { CsvValues } from './catalogue-columns';

/*
 * Products read as the catalogue file sees them (catalogue-columns.ts), for the export and
 * for comparing an import with what is stored. One SELECT for both.
 */

export interface StoredProduct {
  id: string;
  manufacturerId: string;
  categoryIds: string[];
  values: CsvValues;
}

interface Row {
  id: string;
  manufacturer_id: string;
  sku: string;
  name: string;
  slug: string;
  maker: string;
  categories: string[];
  price_paise: number;
  compare_at_paise: number | null;
  stock_quantity: number;
  gst_rate: number;
  hsn_code: string;
  unit: string;
  reorder_level: number;
  pack_size: number;
  min_order_qty: number;
  price_slabs: StoredSlab[] | string;
  country_of_origin: string;
  warranty: string;
  description: string;
  specifications: Specification[] | string;
  is_active: boolean;
}

export const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? [];

function storedOf(r: Row, links: { ids: string[]; names: string[] } | undefined): StoredProduct {
  return {
    id: r.id,
    manufacturerId: r.manufacturer_id,
    categoryIds: links?.ids ?? [],
    values: {
      sku: r.sku,
      name: r.name,
      slug: r.slug,
      maker: r.maker,
      categories: links?.names ?? [],
      price: r.price_paise,
      compare_at_price: r.compare_at_paise,
      stock: r.stock_quantity,
      gst_rate: Number(r.gst_rate),
      hsn_code: r.hsn_code,
      unit: r.unit,
      pack_size: r.pack_size,
      min_order_qty: r.min_order_qty,
      slabs: (typeof r.price_slabs === 'string'
        ? (JSON.parse(r.price_slabs) as StoredSlab[])
        : r.price_slabs
      ).map((s) => ({ min_qty: s.min_quantity, price_paise: s.price_paise })),
      reorder_level: r.reorder_level,
      country_of_origin: r.country_of_origin,
      warranty: r.warranty,
      description: r.description,
      specifications:
        typeof r.specifications === 'string'
          ? (JSON.parse(r.specifications) as Specification[])
          : r.specifications,
      active: r.is_active,
    },
  };
}

/**
 * Products the condition selects (alias p), in SKU order, at most `limit`: one statement for
 * the products (the SKU index gives the order), one for the categories of all of them.
 */
export async function selectStoredProducts(
  db: DbOrTx,
  where: SQL,
  limit: number,
  opts: { lock?: boolean } = {},
): Promise<StoredProduct[]> {
  const result = await db.execute(sql`
    select p.id::text as id, p.manufacturer_id::text as manufacturer_id,
           p.sku, p.name, p.slug, m.name as maker,
           p.price_paise, p.compare_at_paise, p.stock_quantity, p.gst_rate::float8 as gst_rate,
           p.hsn_code, p.unit, p.reorder_level, p.pack_size, p.min_order_qty,
           p.price_slabs, p.country_of_origin, p.warranty,
           p.description, p.specifications, p.is_active
      from products p join manufacturers m on m.id = p.manufacturer_id
     where ${where}
     order by p.sku
     limit ${limit}
     ${opts.lock ? sql`for update of p` : sql``}`);
  const rows = rowsOf<Row>(result);
  if (rows.length === 0) return [];
  const linkResult = await db.execute(sql`
    select pc.product_id::text as product_id, c.id::text as category_id, c.name
      from product_categories pc join categories c on c.id = pc.category_id
     where pc.product_id in
           (select jsonb_array_elements_text(${JSON.stringify(rows.map((r) => r.id))}::jsonb)::uuid)
     order by c.display_order, c.name`);
  const links = new Map<string, { ids: string[]; names: string[] }>();
  for (const l of rowsOf<{ product_id: string; category_id: string; name: string }>(linkResult)) {
    let entry = links.get(l.product_id);
    if (!entry) links.set(l.product_id, (entry = { ids: [], names: [] }));
    entry.ids.push(l.category_id);
    entry.names.push(l.name);
  }
  return rows.map((r) => storedOf(r, links.get(r.id)));
}
