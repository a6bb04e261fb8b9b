import { sql } from 'drizzle-orm';
import {
  MAX_LINE_QUANTITY,
  type QuickAddResult,
  type QuickOrderLine,
  type QuickOrderPreview,
  type QuickOrderPreviewLine,
} from '@store/contract';
import type { Db, DbOrTx } from '../../db/client';
import type { StoredSlab } from '../../db/schema/catalogue';
import { toRupees } from '../../lib/money';
import { normaliseSku } from '../catalogue/search/search-terms';
import { quantityProblemOf, unitPaiseOf } from '../pricing/pricing';
import { memberPricer } from '../pricing/company-terms';
import { cartIdOf, getCart, stockMessage } from './cart.service';

/**
 * Quick order by part number (decisions.md › Buying in quantity, docs/decisions/191): pasted
 * "part number, quantity" lines checked one by one against the catalogue and the cart. Every
 * valid line is added, every other one comes back with its reason: nothing valid is lost
 * because one line is wrong. Three statements whatever the number of lines (products by
 * normalised part number, the cart's lines of those products, one upsert).
 */

export const UNKNOWN_PART_NUMBER = 'No product has this part number';
export const NO_PART_NUMBER = 'Enter a part number';
export const NOT_A_QUANTITY = 'Quantity must be a whole number';
export const QUANTITY_TOO_SMALL = 'Quantity must be at least 1';
export const QUANTITY_TOO_LARGE = `Quantity must be at most ${MAX_LINE_QUANTITY}`;
export const LINE_FULL = `You can have at most ${MAX_LINE_QUANTITY} of one product in your cart`;

interface MatchRow {
  id: string;
  name: string;
  slug: string;
  sku: string;
  sku_norm: string;
  maker_name: string;
  price_paise: number;
  pack_size: number;
  min_order_qty: number;
  price_slabs: StoredSlab[];
  stock_quantity: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? [];

/** The quantity as typed: a whole number 1-10,000, or why not ("ten", "-5", "1e3", "2.5"). */
function quantityOf(raw: number | string): number | string {
  const text = typeof raw === 'number' ? String(raw) : raw.trim();
  if (text === '') return 'Enter a quantity';
  if (/^-\d+$/.test(text) || /^0+$/.test(text)) return QUANTITY_TOO_SMALL;
  if (!/^\d+$/.test(text)) return NOT_A_QUANTITY;
  const n = Number(text);
  return n > MAX_LINE_QUANTITY ? QUANTITY_TOO_LARGE : n;
}

interface Evaluated {
  lines: QuickOrderPreviewLine[];
  /** The cart line quantity of each product after the valid lines (what the upsert writes). */
  totals: Map<string, number>;
}

async function evaluate(
  db: DbOrTx,
  cartId: string,
  lines: QuickOrderLine[],
  userId: string,
): Promise<Evaluated> {
  const norms = [...new Set(lines.map((l) => normaliseSku(l.sku)).filter(Boolean))];
  // sku_norm holds only A-Z and 0-9, ids are UUIDs: both safe inside an array literal
  const products = norms.length
    ? rowsOf<MatchRow>(
        await db.execute(sql`
        select p.id, p.name, p.slug, p.sku, p.sku_norm, m.name as maker_name, p.price_paise,
               p.pack_size, p.min_order_qty, p.price_slabs, p.stock_quantity
          from products p join manufacturers m on m.id = p.manufacturer_id
         where p.sku_norm = any(${`{${norms.join(',')}}`}::text[]) and p.is_active and m.is_active`),
      )
    : [];
  const byNorm = new Map(products.map((p) => [p.sku_norm, p]));
  const inCart = products.length
    ? rowsOf<{ product_id: string; quantity: number }>(
        await db.execute(sql`
        select product_id, quantity from cart_items
         where cart_id = ${cartId}::uuid
           and product_id = any(${`{${products.map((p) => p.id).join(',')}}`}::uuid[])`),
      )
    : [];
  const totals = new Map(inCart.map((r) => [r.product_id, r.quantity]));
  // a member's lines at the company price (decisions.md › §22)
  const memberPrice = products.length
    ? await memberPricer(
        db,
        userId,
        products.map((p) => p.id),
      )
    : null;
  const out: QuickOrderPreviewLine[] = lines.map((l, i) => {
    const sku = l.sku.trim();
    const base = {
      line: i + 1,
      sku,
      quantity: null,
      product: null,
      unit_price: null,
      total_price: null,
    };
    if (!sku) return { ...base, reason: NO_PART_NUMBER };
    const p = byNorm.get(normaliseSku(sku));
    const q = quantityOf(l.quantity);
    const product = p
      ? {
          product_id: p.id,
          name: p.name,
          slug: p.slug,
          sku: p.sku,
          manufacturer_name: p.maker_name,
          price: toRupees(p.price_paise),
          pack_size: p.pack_size,
          min_order_qty: p.min_order_qty,
          stock_quantity: Math.max(0, p.stock_quantity),
        }
      : null;
    if (!p)
      return { ...base, quantity: typeof q === 'number' ? q : null, reason: UNKNOWN_PART_NUMBER };
    if (typeof q === 'string') return { ...base, product, reason: q };
    const pricing = {
      pricePaise: p.price_paise,
      packSize: p.pack_size,
      minOrderQty: p.min_order_qty,
      priceSlabs: p.price_slabs,
    };
    const total = (totals.get(p.id) ?? 0) + q;
    const unitPaise = memberPrice?.(p.id, total) ?? unitPaiseOf(pricing, total);
    const priced = {
      ...base,
      quantity: q,
      product,
      unit_price: toRupees(unitPaise),
      total_price: toRupees(unitPaise * q),
    };
    // the line as it would be in the cart: its pack and minimum, the line limit, the stock
    const reason =
      total > MAX_LINE_QUANTITY
        ? LINE_FULL
        : (quantityProblemOf(pricing, total) ??
          (total > p.stock_quantity ? stockMessage(p.stock_quantity) : null));
    if (reason) return { ...priced, reason };
    totals.set(p.id, total);
    return { ...priced, reason: null };
  });
  return { lines: out, totals };
}

/** The preview: each line matched to its product, its price and stock, or why it would be refused. */
export async function previewQuickOrder(
  db: Db,
  userId: string,
  lines: QuickOrderLine[],
): Promise<QuickOrderPreview> {
  const cartId = await cartIdOf(db, userId, 'CART');
  return { lines: (await evaluate(db, cartId, lines, userId)).lines };
}

/** POST /cart/quick-add: adds every valid line (quantities add to the cart's), refuses the rest. */
export async function quickAdd(
  db: Db,
  userId: string,
  lines: QuickOrderLine[],
): Promise<QuickAddResult> {
  const cartId = await cartIdOf(db, userId, 'CART');
  return db.transaction(async (tx) => {
    // the same lock as checkout: lines are counted against the cart as it is
    await tx.execute(sql`select id from carts where id = ${cartId} for update`);
    const { lines: checked, totals } = await evaluate(tx, cartId, lines, userId);
    const added = checked.filter((l) => l.reason === null && l.product && l.quantity !== null);
    const written = [...new Set(added.map((l) => l.product?.product_id ?? ''))];
    if (written.length > 0) {
      const qtys = written.map((id) => totals.get(id) ?? 0);
      await tx.execute(sql`
        insert into cart_items (cart_id, product_id, quantity)
        select ${cartId}::uuid, t.product_id, t.quantity
          from unnest(${`{${written.join(',')}}`}::uuid[], ${`{${qtys.join(',')}}`}::int[])
               as t(product_id, quantity)
        on conflict (cart_id, product_id) do update
           set quantity = excluded.quantity, updated_at = now()`);
    }
    return {
      cart: await getCart(tx, userId, 'CART'),
      added: added.map((l) => ({
        line: l.line,
        sku: l.sku,
        product_id: l.product?.product_id ?? '',
        product_name: l.product?.name ?? '',
        quantity: l.quantity ?? 0,
      })),
      rejected: checked
        .filter((l) => l.reason !== null)
        .map((l) => ({ line: l.line, sku: l.sku, reason: l.reason ?? '' })),
    };
  });
}
