import { asc, eq, inArray } from 'drizzle-orm';
import { LIST_MESSAGES, type ListLine } from '@store/contract';
import type { DbOrTx } from '../../db/client';
import { buyingListItems, manufacturers, products } from '../../db/schema/index';
import { invalid } from '../../lib/errors';
import { toRupees } from '../../lib/money';
import { memberPricer } from '../pricing/company-terms';
import { quantityProblemOf, unitPaiseOf } from '../pricing/pricing';

/**
 * A buying list's lines (decisions.md › §23): checked against §14's pack rules when written,
 * shown with today's price for the reader (their company's price where it has agreed one,
 * decisions.md › §22, else the slab price for the line's quantity) and the stock when read.
 */

const productColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  sku: products.sku,
  pricePaise: products.pricePaise,
  packSize: products.packSize,
  minOrderQty: products.minOrderQty,
  priceSlabs: products.priceSlabs,
  stock: products.stockQuantity,
  isActive: products.isActive,
  makerActive: manufacturers.isActive,
};

async function productsOf(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .where(inArray(products.id, ids));
}

/** 400 naming the line's field when a product is unknown, doubled or off its pack rules. */
export async function checkItems(
  db: DbOrTx,
  items: { product_id: string; quantity: number }[],
): Promise<void> {
  const seen = new Set<string>();
  items.forEach((it, i) => {
    if (seen.has(it.product_id))
      throw invalid(LIST_MESSAGES.duplicate, [
        { field: `items.${i}.product_id`, message: LIST_MESSAGES.duplicate },
      ]);
    seen.add(it.product_id);
  });
  const byId = new Map((await productsOf(db, [...seen])).map((p) => [p.id, p]));
  items.forEach((it, i) => {
    const p = byId.get(it.product_id);
    if (!p || !p.isActive || !p.makerActive)
      throw invalid(LIST_MESSAGES.unknownProduct, [
        { field: `items.${i}.product_id`, message: LIST_MESSAGES.unknownProduct },
      ]);
    const problem = quantityProblemOf(p, it.quantity);
    if (problem)
      throw invalid(`${p.name}: ${problem}`, [{ field: `items.${i}.quantity`, message: problem }]);
  });
}

/** The lines of one list, in its order, with today's price for `userId` and stock. */
export async function linesOf(db: DbOrTx, listId: string, userId: string): Promise<ListLine[]> {
  const rows = await db
    .select({ quantity: buyingListItems.quantity, ...productColumns })
    .from(buyingListItems)
    .innerJoin(products, eq(products.id, buyingListItems.productId))
    .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .where(eq(buyingListItems.listId, listId))
    .orderBy(asc(buyingListItems.position));
  const companyPrice = await memberPricer(
    db,
    userId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    product_id: r.id,
    quantity: r.quantity,
    name: r.name,
    slug: r.slug,
    sku: r.sku,
    pack_size: r.packSize,
    min_order_qty: r.minOrderQty,
    unit_price: toRupees(companyPrice?.(r.id, r.quantity) ?? unitPaiseOf(r, r.quantity)),
    list_price: toRupees(r.pricePaise),
    stock_quantity: Math.max(0, r.stock),
    available: r.isActive && r.makerActive,
  }));
}
