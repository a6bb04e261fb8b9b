import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  MAX_LINE_QUANTITY,
  type AddCartItemBody,
  type Cart,
  type CartType,
  type UpdateCartItemBody,
} from '@store/contract';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { cartItems, carts } from '../../db/schema/index';
import { manufacturers, products } from '../../db/schema/catalogue';
import { AppError, notFound } from '../../lib/errors';
import { toRupees } from '../../lib/money';
import type { StoredSlab } from '../../db/schema/catalogue';
import { checkQuantityTerms, nextSlabOf, unitPaiseOf } from '../pricing/pricing';

/** The most of one product a cart line holds (decisions.md › Buying in quantity). */
export { MAX_LINE_QUANTITY };

export const OUT_OF_STOCK_MESSAGE = 'This product is out of stock';
/** 'Only N in stock' (decisions.md › Cart and wishlist); a product with no stock at all gets a clearer message. */
export const stockMessage = (stock: number) =>
  stock <= 0 ? OUT_OF_STOCK_MESSAGE : `Only ${stock} in stock`;

const outOfStock = (stock: number) => new AppError('out_of_stock', stockMessage(stock));
const productNotFound = () => notFound('Product not found');
const itemNotFound = () => notFound('Cart item not found');

/** Creates the user's cart or wishlist if missing (two first uses may race: one row stays). */
async function ensureCart(db: DbOrTx, userId: string, type: CartType): Promise<void> {
  await db.insert(carts).values({ userId, cartType: type }).onConflictDoNothing();
}

/**
 * The cart in the shape of decisions.md › Cart and wishlist, priced from the products' CURRENT prices, in one
 * query (null when the user has no such list yet). A product that has since been withdrawn
 * stays listed (so it can be removed) as not in stock.
 */
async function readCartWhere(db: DbOrTx, where: SQL): Promise<Cart | null> {
  const rows = await db
    .select({
      cartId: carts.id,
      cartType: carts.cartType,
      id: cartItems.id,
      quantity: cartItems.quantity,
      productId: products.id,
      name: products.name,
      slug: products.slug,
      sku: products.sku,
      images: products.images,
      pricePaise: products.pricePaise,
      stock: products.stockQuantity,
      isActive: products.isActive,
      makerName: manufacturers.name,
      packSize: products.packSize,
      minOrderQty: products.minOrderQty,
      priceSlabs: products.priceSlabs,
    })
    .from(carts)
    .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
    .leftJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .where(where)
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  return cartOfRows(rows);
}

/** One row of a cart read: the list, and one of its lines with its product (or none). */
interface CartReadRow {
  cartId: string;
  cartType: CartType;
  id: string | null;
  quantity: number | null;
  productId: string | null;
  name: string | null;
  slug: string | null;
  sku: string | null;
  images: string[] | null;
  pricePaise: number | null;
  stock: number | null;
  isActive: boolean | null;
  makerName: string | null;
  packSize: number | null;
  minOrderQty: number | null;
  priceSlabs: StoredSlab[] | null;
}

/** The cart answer from its rows, oldest line first (null when there is no row). */
function cartOfRows(rows: CartReadRow[]): Cart | null {
  const first = rows[0];
  if (!first) return null;
  let totalPaise = 0;
  let totalItems = 0;
  const items: Cart['items'] = [];
  for (const r of rows) {
    if (r.id === null || r.quantity === null || r.productId === null) continue; // an empty list
    // the slab price for the line's quantity (decisions.md › Buying in quantity)
    const pricing = {
      pricePaise: r.pricePaise ?? 0,
      packSize: r.packSize ?? 1,
      minOrderQty: r.minOrderQty ?? 1,
      priceSlabs: r.priceSlabs ?? [],
    };
    const price = unitPaiseOf(pricing, r.quantity);
    const lineTotal = price * r.quantity;
    totalPaise += lineTotal;
    totalItems += r.quantity;
    const stock = r.isActive ? Math.max(0, r.stock ?? 0) : 0;
    items.push({
      cart_item_id: r.id,
      product_id: r.productId,
      product_name: r.name ?? '',
      product_slug: r.slug ?? '',
      sku: r.sku ?? '',
      manufacturer_name: r.makerName ?? '',
      thumbnail_url: r.images?.[0] ?? null,
      quantity: r.quantity,
      unit_price: toRupees(price),
      total_price: toRupees(lineTotal),
      in_stock: stock > 0,
      stock_quantity: stock,
      pack_size: pricing.packSize,
      min_order_qty: pricing.minOrderQty,
      next_slab: first.cartType === 'CART' ? nextSlabOf(pricing, r.quantity) : null,
    });
  }
  return {
    cart_id: first.cartId,
    cart_type: first.cartType,
    total_amount: toRupees(totalPaise),
    total_items: totalItems,
    items,
  };
}

async function readCartById(db: DbOrTx, cartId: string): Promise<Cart> {
  const cart = await readCartWhere(db, eq(carts.id, cartId));
  if (!cart) throw new AppError('internal', 'The cart could not be read');
  return cart;
}

/** The user's cart or wishlist; a user's lists exist from their first read (decisions.md › Cart and wishlist). */
export async function getCart(db: DbOrTx, userId: string, type: CartType): Promise<Cart> {
  const where = and(eq(carts.userId, userId), eq(carts.cartType, type)) as SQL;
  const found = await readCartWhere(db, where);
  if (found) return found;
  await ensureCart(db, userId, type);
  const created = await readCartWhere(db, where);
  if (!created) throw new AppError('internal', 'The cart could not be created');
  return created;
}

/** The id of the user's cart or wishlist, created on first use. */
export async function cartIdOf(db: DbOrTx, userId: string, type: CartType): Promise<string> {
  const where = and(eq(carts.userId, userId), eq(carts.cartType, type));
  const [found] = await db.select({ id: carts.id }).from(carts).where(where);
  if (found) return found.id;
  await ensureCart(db, userId, type);
  const [created] = await db.select({ id: carts.id }).from(carts).where(where);
  if (!created) throw new AppError('internal', 'The cart could not be created');
  return created.id;
}

/**
 * Adds a product to the cart (quantities add up, never beyond the stock or 999) or to the
 * wishlist (once; its quantity stays 1). One statement does the check and the write, so
 * concurrent adds cannot overshoot the stock; it finds the list itself and reads the answer
 * in the same statement, so the usual add costs one query.
 */
export async function addItem(db: Db, userId: string, body: AddCartItemBody): Promise<Cart> {
  const type = body.cart_type;
  const q = type === 'WISHLIST' ? 1 : body.quantity;
  // The write and the read of the answer in one statement: the read cannot see the written
  // line (same snapshot), so the lines are the cart's others plus the one the write returned.
  const write =
    type === 'WISHLIST'
      ? sql`
      insert into ${cartItems} (cart_id, product_id, quantity)
      select c.id, p.id, 1 from ${carts} c, ${products} p
       where c.user_id = ${userId} and c.cart_type = 'WISHLIST'
         and p.id = ${body.product_id} and p.is_active
      on conflict (cart_id, product_id) do update set updated_at = ${cartItems}.updated_at
      returning id, cart_id, product_id, quantity, created_at`
      : sql`
      insert into ${cartItems} (cart_id, product_id, quantity)
      select c.id, p.id, ${q}::int from ${carts} c, ${products} p
       where c.user_id = ${userId} and c.cart_type = 'CART'
         and p.id = ${body.product_id} and p.is_active and p.stock_quantity >= ${q}::int
         and ${q}::int % p.pack_size = 0
         and (${q}::int >= p.min_order_qty or exists (select 1 from ${cartItems} e
               where e.cart_id = c.id and e.product_id = p.id))
      on conflict (cart_id, product_id) do update
         set quantity = ${cartItems}.quantity + excluded.quantity, updated_at = now()
       where ${cartItems}.quantity + excluded.quantity <= least(${MAX_LINE_QUANTITY}::int,
             (select stock_quantity from ${products} where id = excluded.product_id))
         and (select (${cartItems}.quantity + excluded.quantity) >= t.min_order_qty
                 and (${cartItems}.quantity + excluded.quantity) % t.pack_size = 0
                from ${products} t where t.id = excluded.product_id)
      returning id, cart_id, product_id, quantity, created_at`;
  const upsert = async () =>
    cartOfRows(
      rowsOf<CartReadRow>(
        await db.execute(sql`
      with w as (${write}),
      lines as (
        select ci.id, ci.product_id, ci.quantity, ci.created_at from ${cartItems} ci
         where ci.cart_id = (select cart_id from w) and ci.id <> (select id from w)
        union all
        select id, product_id, quantity, created_at from w
      )
      select c.id as "cartId", c.cart_type as "cartType", l.id, l.quantity,
             p.id as "productId", p.name, p.slug, p.sku, p.images, p.price_paise as "pricePaise",
             p.stock_quantity as stock, p.is_active as "isActive", m.name as "makerName",
             p.pack_size as "packSize", p.min_order_qty as "minOrderQty",
             p.price_slabs as "priceSlabs"
        from w join ${carts} c on c.id = w.cart_id
        join lines l on true
        left join ${products} p on p.id = l.product_id
        left join ${manufacturers} m on m.id = p.manufacturer_id
       order by l.created_at asc, l.id asc`),
      ),
    );
  let written = await upsert();
  if (!written) {
    // Nothing written: the list may not exist yet (first use), else say why.
    const cartId = await cartIdOf(db, userId, type);
    written = await upsert();
    if (!written) {
      const product = await requireActiveProduct(db, body.product_id);
      const [line] = await db
        .select({ quantity: cartItems.quantity })
        .from(cartItems)
        .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, body.product_id)));
      const already = line?.quantity ?? 0;
      if (already + q <= MAX_LINE_QUANTITY) checkQuantityTerms(product, already + q);
      if (already + q > product.stock) throw outOfStock(product.stock);
      throw new AppError(
        'conflict',
        `You can have at most ${MAX_LINE_QUANTITY} of one product in your cart`,
      );
    }
  }
  return written;
}

/** Sets a line's quantity (0 removes it); the line must be in the caller's `cart_type`. */
export async function updateItem(
  db: Db,
  userId: string,
  itemId: string,
  body: UpdateCartItemBody,
): Promise<Cart> {
  const type = body.cart_type;
  const line = await findLine(db, userId, itemId, type);
  if (body.quantity === 0) {
    await db.delete(cartItems).where(eq(cartItems.id, line.id));
    return readCartById(db, line.cartId);
  }
  // The wishlist holds a product once: any positive quantity keeps it at 1.
  const quantity = type === 'WISHLIST' ? 1 : body.quantity;
  const updated = await db.execute(sql`
    update ${cartItems} ci set quantity = ${quantity}::int, updated_at = now()
      from ${products} p
     where ci.id = ${line.id} and p.id = ci.product_id
       and (${type === 'WISHLIST'} or (p.is_active and p.stock_quantity >= ${quantity}::int
            and ${quantity}::int >= p.min_order_qty and ${quantity}::int % p.pack_size = 0))
    returning ci.id`);
  if (rowsOf(updated).length === 0) {
    // Removed meanwhile (another tab), withdrawn from sale, or more than the stock.
    await findLine(db, userId, itemId, type);
    const [p] = await db
      .select({ ...pricingColumns, stock: products.stockQuantity, isActive: products.isActive })
      .from(products)
      .where(eq(products.id, line.productId));
    if (!p || !p.isActive) throw new AppError('conflict', 'This product is no longer available');
    checkQuantityTerms(p, quantity);
    throw outOfStock(p.stock);
  }
  return readCartById(db, line.cartId);
}

/** Removes a line from whichever of the caller's lists holds it; answers that list. */
export async function removeItem(db: Db, userId: string, itemId: string): Promise<Cart> {
  const [removed] = await db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.id, itemId),
        sql`${cartItems.cartId} in (select id from ${carts} where user_id = ${userId})`,
      ),
    )
    .returning({ cartId: cartItems.cartId });
  if (!removed) throw itemNotFound();
  return readCartById(db, removed.cartId);
}

async function findLine(db: Db, userId: string, itemId: string, type: CartType) {
  const [line] = await db
    .select({ id: cartItems.id, cartId: cartItems.cartId, productId: cartItems.productId })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(and(eq(cartItems.id, itemId), eq(carts.userId, userId), eq(carts.cartType, type)));
  if (!line) throw itemNotFound();
  return line;
}

/** The columns the pricing functions read (pricing/pricing.ts `ProductPricing`). */
export const pricingColumns = {
  pricePaise: products.pricePaise,
  packSize: products.packSize,
  minOrderQty: products.minOrderQty,
  priceSlabs: products.priceSlabs,
};

async function requireActiveProduct(db: Db, productId: string) {
  const [p] = await db
    .select({ ...pricingColumns, stock: products.stockQuantity, isActive: products.isActive })
    .from(products)
    .where(eq(products.id, productId));
  if (!p || !p.isActive) throw productNotFound();
  return p;
}

function rowsOf<T = unknown>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? [];
}

/* Checkout: used by the orders service inside its transaction. */

/**
 * Locks the user's CART row (FOR UPDATE) so that orders placed from one cart are serialized.
 * False when `cartId` is not the caller's cart (another user's, the wishlist, unknown).
 */
export async function lockCartForCheckout(tx: Tx, userId: string, cartId: string) {
  const [cart] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.userId, userId), eq(carts.cartType, 'CART')))
    .for('update');
  return cart !== undefined;
}

/** The lines of a cart, oldest first: what an order is made of. */
export async function cartLines(tx: Tx, cartId: string) {
  return tx
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

export async function clearCart(tx: Tx, cartId: string): Promise<void> {
  await clearCartWrite(tx, cartId);
}

/** The delete clearCart runs, for a caller that runs it beside other writes (writeTogether). */
export function clearCartWrite(tx: Tx, cartId: string) {
  return tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
}
