import { and, eq, sql } from 'drizzle-orm';
import { MAX_STOCK, type AdminProduct, type StockAdjustmentBody } from '@store/contract';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { products } from '../../../db/schema/index';
import { notFound } from '../../../lib/errors';
import { fieldConflict } from '../admin/admin-writes';
import { getAdminProduct } from '../admin/products.service';

/**
 * POST /admin/products/{id}/stock. `delta` is applied in one statement (stock = stock + delta),
 * so it composes with orders taking stock at the same moment; it may not go below 0 or above
 * the maximum. `set` replaces the count (after a stock-take).
 */
export async function adjustStock(
  db: Db,
  id: string,
  body: StockAdjustmentBody,
  ctx: AppContext,
): Promise<AdminProduct> {
  const next =
    body.set !== undefined
      ? sql`${body.set}::int`
      : sql`${products.stockQuantity} + ${body.delta ?? 0}::int`;
  const updated = await db
    .update(products)
    .set({ stockQuantity: next, updatedAt: new Date() })
    .where(and(eq(products.id, id), sql`${next} between 0 and ${MAX_STOCK}`))
    .returning({ stock: products.stockQuantity });
  if (updated.length === 0) {
    const [row] = await db
      .select({ stock: products.stockQuantity })
      .from(products)
      .where(eq(products.id, id));
    if (!row) throw notFound('Product not found');
    const delta = body.delta ?? 0;
    throw fieldConflict(
      'delta',
      row.stock + delta < 0
        ? `Stock cannot go below 0: only ${row.stock} in stock`
        : `Stock cannot be more than ${MAX_STOCK}`,
    );
  }
  return getAdminProduct(db, id, ctx);
}
