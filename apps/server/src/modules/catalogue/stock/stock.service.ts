import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { manufacturers, products } from '../../../db/schema/catalogue';

/**
 * Stock is the catalogue's: orders take and return it through these functions, inside their
 * own transaction. Every writer locks product rows in id order, so concurrent orders, cancels
 * and staff changes can neither oversell nor deadlock.
 */

export interface StockLine {
  productId: string;
  quantity: number;
}

const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
const intArray = (ns: number[]) => sql`${`{${ns.join(',')}}`}::int[]`;

function rowCount(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number; rows?: unknown[] };
  return r.rows?.length ?? r.rowCount ?? r.affectedRows ?? 0;
}

/** What an order snapshots of a product, read under a row lock (FOR UPDATE, id order). */
export async function lockProductsForOrder(tx: Tx, productIds: string[]) {
  const ids = [...new Set(productIds)].sort();
  return tx
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      sku: products.sku,
      images: products.images,
      pricePaise: products.pricePaise,
      // the quantity terms and slabs (decisions.md › Buying in quantity), read under the same lock
      packSize: products.packSize,
      minOrderQty: products.minOrderQty,
      priceSlabs: products.priceSlabs,
      stock: products.stockQuantity,
      isActive: products.isActive,
      makerName: manufacturers.name,
      // The GST particulars the order's lines snapshot (decisions.md › GST and invoices), read under the same lock.
      hsnCode: products.hsnCode,
      gstRate: products.gstRate,
      unit: products.unit,
    })
    .from(products)
    .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update', { of: products });
}

/**
 * Takes the quantities from stock where enough is left; answers how many products it took
 * from (fewer than `lines.length` means some product was short and the caller must roll back).
 */
export async function takeStock(tx: Tx, lines: StockLine[]): Promise<number> {
  return rowCount(await tx.execute(takeStockWrite(lines)));
}

/**
 * The statement takeStock runs, for a caller that runs it beside other writes (writeTogether):
 * one row (`id`) per product it took from.
 */
export function takeStockWrite(lines: StockLine[]): SQL {
  return sql`
    update ${products} as p
       set stock_quantity = p.stock_quantity - l.quantity, updated_at = now()
      from (select unnest(${uuidArray(lines.map((l) => l.productId))}) as product_id,
                   unnest(${intArray(lines.map((l) => l.quantity))}) as quantity) as l
     where p.id = l.product_id and p.stock_quantity >= l.quantity
    returning p.id`;
}

/** Puts quantities back (a cancelled order), locking the rows in id order first. */
export async function returnStock(tx: Tx, lines: StockLine[]): Promise<void> {
  if (lines.length === 0) return;
  const ids = [...new Set(lines.map((l) => l.productId))].sort();
  await tx.execute(sql`
    select id from ${products} where id = any(${uuidArray(ids)}) order by id for update`);
  await tx.execute(sql`
    update ${products} as p
       set stock_quantity = p.stock_quantity + l.quantity, updated_at = now()
      from (select unnest(${uuidArray(lines.map((l) => l.productId))}) as product_id,
                   unnest(${intArray(lines.map((l) => l.quantity))}) as quantity) as l
     where p.id = l.product_id`);
}
