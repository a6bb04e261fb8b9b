import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { Specification } from '../../../db/schema/index';
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
  category_ids: string[];
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
  country_of_origin: string;
  warranty: string;
  description: string;
  specifications: Specification[] | string;
  is_active: boolean;
}

export const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? [];

function storedOf(r: Row): StoredProduct {
  return {
    id: r.id,
    manufacturerId: r.manufacturer_id,
    categoryIds: r.category_ids,
    values: {
      sku: r.sku,
      name: r.name,
      slug: r.slug,
      maker: r.maker,
      categories: r.categories,
      price: r.price_paise,
      compare_at_price: r.compare_at_paise,
      stock: r.stock_quantity,
      gst_rate: Number(r.gst_rate),
      hsn_code: r.hsn_code,
      unit: r.unit,
      // stored by the pack-size work (issue 25); these are their defaults until then
      pack_size: 1,
      min_order_qty: 1,
      slabs: [],
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

/** Products the condition selects (alias p), in SKU order, at most `limit`. */
export async function selectStoredProducts(
  db: DbOrTx,
  where: SQL,
  limit: number,
  opts: { lock?: boolean } = {},
): Promise<StoredProduct[]> {
  const result = await db.execute(sql`
    select p.id::text as id, p.manufacturer_id::text as manufacturer_id,
           array(select pc.category_id::text from product_categories pc
                  where pc.product_id = p.id order by pc.category_id) as category_ids,
           p.sku, p.name, p.slug, m.name as maker,
           array(select c.name from product_categories pc join categories c on c.id = pc.category_id
                  where pc.product_id = p.id order by c.display_order, c.name) as categories,
           p.price_paise, p.compare_at_paise, p.stock_quantity, p.gst_rate::float8 as gst_rate,
           p.hsn_code, p.unit, p.reorder_level, p.country_of_origin, p.warranty,
           p.description, p.specifications, p.is_active
      from products p join manufacturers m on m.id = p.manufacturer_id
     where ${where}
     order by p.sku
     limit ${limit}
     ${opts.lock ? sql`for update of p` : sql``}`);
  return rowsOf<Row>(result).map(storedOf);
}
