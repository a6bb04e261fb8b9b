import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Cart } from '@store/contract';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers';
import {
  createProduct,
  createUser,
  setPrice,
  setStock,
  type TestUser,
} from '../../../test/fixtures';
import { products } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type CartType = 'CART' | 'WISHLIST';
type Body = { success: boolean; message: string; data: Cart; code?: string };

const get = (user: TestUser, type: CartType = 'CART') =>
  t.app.inject({ method: 'GET', url: `/api/cart/${type}`, headers: bearer(user.accessToken) });
const add = (user: TestUser, product_id: string, quantity: unknown = 1, cart_type?: CartType) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cart/items',
    headers: bearer(user.accessToken),
    payload: { product_id, quantity, ...(cart_type ? { cart_type } : {}) },
  });
const put = (user: TestUser, id: string, quantity: unknown, cart_type: CartType = 'CART') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/cart/items/${id}`,
    headers: bearer(user.accessToken),
    payload: { quantity, cart_type },
  });
const del = (user: TestUser, id: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/cart/items/${id}`,
    headers: bearer(user.accessToken),
  });

async function cartOf(user: TestUser, type: CartType = 'CART'): Promise<Cart> {
  const res = await get(user, type);
  expect(res.statusCode).toBe(200);
  return json<Body>(res).data;
}

describe('GET /cart/{type}', () => {
  it('creates the cart and the wishlist on first read, empty, and keeps them', async () => {
    const user = await createUser(t);
    const res = await get(user);
    expect(res.statusCode).toBe(200);
    const body = json<Body>(res);
    expect(body.success).toBe(true);
    expect(body.data).toEqual({
      cart_id: expect.any(String),
      cart_type: 'CART',
      total_amount: 0,
      total_items: 0,
      items: [],
    });
    expect((await cartOf(user)).cart_id).toBe(body.data.cart_id);
    const wishlist = await cartOf(user, 'WISHLIST');
    expect(wishlist.cart_type).toBe('WISHLIST');
    expect(wishlist.cart_id).not.toBe(body.data.cart_id);
  });

  it('creates one cart when two first reads race', async () => {
    const user = await createUser(t);
    const answers = await Promise.all([get(user), get(user), get(user), get(user)]);
    const ids = new Set(answers.map((r) => json<Body>(r).data.cart_id));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(ids.size).toBe(1);
  });

  it('needs sign-in and a known list type', async () => {
    const guest = await t.app.inject({ method: 'GET', url: '/api/cart/CART' });
    expect(guest.statusCode).toBe(401);
    expect(json(guest).success).toBe(false);
    const user = await createUser(t);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/cart/BASKET',
      headers: bearer(user.accessToken),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /cart/items', () => {
  it('adds a line with the product details and totals from the current price', async () => {
    const user = await createUser(t);
    const { product, maker } = await createProduct(t.ctx.db, {
      name: 'Angle Grinder 100mm',
      price: 3499.5,
      stock: 12,
    });
    const res = await add(user, product.id, 2);
    expect(res.statusCode).toBe(200);
    const body = json<Body>(res);
    expect(body.message).toBe('Item added to cart');
    expect(body.data.total_items).toBe(2);
    expect(body.data.total_amount).toBe(6999);
    expect(body.data.items).toEqual([
      {
        cart_item_id: expect.any(String),
        product_id: product.id,
        product_name: 'Angle Grinder 100mm',
        product_slug: product.slug,
        sku: product.sku,
        manufacturer_name: maker.name,
        thumbnail_url: null,
        thumbnail_src: null,
        quantity: 2,
        unit_price: 3499.5,
        list_unit_price: 3499.5,
        total_price: 6999,
        in_stock: true,
        stock_quantity: 12,
        pack_size: 1,
        min_order_qty: 1,
        next_slab: null,
      },
    ]);
  });

  it('merges into the existing line: quantities add up', async () => {
    const user = await createUser(t);
    const { product } = await createProduct(t.ctx.db, { price: 100, stock: 50 });
    await add(user, product.id, 2);
    const res = await add(user, product.id, 3);
    expect(res.statusCode).toBe(200);
    const cart = json<Body>(res).data;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.quantity).toBe(5);
    expect(cart.total_items).toBe(5);
    expect(cart.total_amount).toBe(500);
  });

  it('counts total_items as the sum of quantities over several lines', async () => {
    const user = await createUser(t);
    const a = await createProduct(t.ctx.db, { price: 10.25, stock: 10 });
    const b = await createProduct(t.ctx.db, { price: 99.99, stock: 10 });
    await add(user, a.product.id, 3);
    const cart = json<Body>(await add(user, b.product.id, 4)).data;
    expect(cart.items.map((i) => i.product_id)).toEqual([a.product.id, b.product.id]);
    expect(cart.total_items).toBe(7);
    expect(cart.total_amount).toBe(430.71);
  });

  it('defaults to one unit in the cart', async () => {
    const user = await createUser(t);
    const { product } = await createProduct(t.ctx.db, { stock: 3 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: bearer(user.accessToken),
      payload: { product_id: product.id },
    });
    expect(res.statusCode).toBe(200);
    expect(json<Body>(res).data).toMatchObject({ cart_type: 'CART', total_items: 1 });
  });

  it('accepts quantities 1 and 10,000 and refuses 0, 10,001 and fractions', async () => {
    const user = await createUser(t);
    const { product } = await createProduct(t.ctx.db, { stock: 20_000 });
    const zero = await add(user, product.id, 0);
    expect(zero.statusCode).toBe(400);
    expect(json(zero).message).toBe('Quantity must be at least 1');
    const big = await add(user, product.id, 10_001);
    expect(big.statusCode).toBe(400);
    expect(json(big).message).toBe('Quantity must be at most 10000');
    const half = await add(user, product.id, 1.5);
    expect(half.statusCode).toBe(400);
    expect(json(half).message).toBe('Quantity must be a whole number');

    expect((await add(user, product.id, 1)).statusCode).toBe(200);
    const other = await createUser(t);
    const max = await add(other, product.id, 10_000);
    expect(max.statusCode).toBe(200);
    expect(json<Body>(max).data.total_items).toBe(10_000);
  });

  it('refuses a merge that would pass 10,000 in one line', async () => {
    const user = await createUser(t);
    const { product } = await createProduct(t.ctx.db, { stock: 20_000 });
    await add(user, product.id, 10_000);
    const res = await add(user, product.id, 1);
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('You can have at most 10000 of one product in your cart');
    expect((await cartOf(user)).total_items).toBe(10_000);
  });

  it('refuses more than the stock with 409 "Only N in stock", counting what is in the cart', async () => {
    const user = await createUser(t);
    const { product } = await createProduct(t.ctx.db, { stock: 5 });
    const tooMany = await add(user, product.id, 6);
    expect(tooMany.statusCode).toBe(409);
    expect(json(tooMany)).toMatchObject({
      success: false,
      code: 'out_of_stock',
      message: 'Only 5 in stock',
      data: null,
    });
    expect((await add(user, product.id, 3)).statusCode).toBe(200);
    const merged = await add(user, product.id, 3);
    expect(merged.statusCode).toBe(409);
    expect(json(merged).message).toBe('Only 5 in stock');
    expect((await cartOf(user)).items[0]?.quantity).toBe(3);
    expect((await add(user, product.id, 2)).statusCode).toBe(200);
  });

  it('says a product with no stock is out of stock', async () => {
    const user = await createUser(t);
    const { product } = await createProduct(t.ctx.db, { stock: 0 });
    const res = await add(user, product.id, 1);
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('This product is out of stock');
  });

  it('answers 404 for an unknown or withdrawn product and 400 for a bad id', async () => {
    const user = await createUser(t);
    const unknown = await add(user, '00000000-0000-4000-8000-000000000000', 1);
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe('Product not found');
    const { product } = await createProduct(t.ctx.db, { active: false });
    expect((await add(user, product.id, 1)).statusCode).toBe(404);
    expect((await add(user, product.id, 1, 'WISHLIST')).statusCode).toBe(404);
    const bad = await add(user, 'not-a-uuid', 1);
    expect(bad.statusCode).toBe(400);
    expect(json<{ errors: { field: string }[] }>(bad).errors[0]?.field).toBe('product_id');
  });

  it('never lets concurrent adds pass the stock', async () => {
    const user = await createUser(t);
    const { product } = await createProduct(t.ctx.db, { stock: 5 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => add(user, product.id, 1)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(5);
    expect((await cartOf(user)).items[0]?.quantity).toBe(5);
  });
});

describe('the wishlist', () => {
  it('holds a product once, with quantity 1, whatever quantity is sent', async () => {
    const user = await createUser(t);
    const { product } = await createProduct(t.ctx.db, { stock: 10 });
    const first = await add(user, product.id, 4, 'WISHLIST');
    expect(first.statusCode).toBe(200);
    expect(json(first).message).toBe('Item added to wishlist');
    const again = json<Body>(await add(user, product.id, 2, 'WISHLIST')).data;
    expect(again.cart_type).toBe('WISHLIST');
    expect(again.items).toHaveLength(1);
    expect(again.items[0]?.quantity).toBe(1);
    expect(again.total_items).toBe(1);
    // The cart is a separate list.
    expect((await cartOf(user)).items).toEqual([]);
  });

  it('keeps products that are out of stock', async () => {
    const user = await createUser(t);
    const { product } = await createProduct(t.ctx.db, { stock: 0 });
    const res = await add(user, product.id, 1, 'WISHLIST');
    expect(res.statusCode).toBe(200);
    expect(json<Body>(res).data.items[0]).toMatchObject({ in_stock: false, stock_quantity: 0 });
  });

  it('keeps the quantity at 1 on update and removes at 0', async () => {
    const user = await createUser(t);
    const { product } = await createProduct(t.ctx.db, { stock: 10 });
    const line = json<Body>(await add(user, product.id, 1, 'WISHLIST')).data.items[0]!;
    const updated = await put(user, line.cart_item_id, 7, 'WISHLIST');
    expect(updated.statusCode).toBe(200);
    expect(json<Body>(updated).data.items[0]?.quantity).toBe(1);
    const removed = await put(user, line.cart_item_id, 0, 'WISHLIST');
    expect(json<Body>(removed).data).toMatchObject({ cart_type: 'WISHLIST', items: [] });
    expect(json(removed).message).toBe('Item removed from wishlist');
  });
});

describe('PUT /cart/items/{id}', () => {
  async function lineOf(user: TestUser, stock = 10) {
    const { product } = await createProduct(t.ctx.db, { price: 250, stock });
    const cart = json<Body>(await add(user, product.id, 1)).data;
    return { product, itemId: cart.items[0]!.cart_item_id };
  }

  it('sets the quantity and answers the updated cart', async () => {
    const user = await createUser(t);
    const { itemId } = await lineOf(user);
    const res = await put(user, itemId, 4);
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('Quantity updated');
    expect(json<Body>(res).data).toMatchObject({ total_items: 4, total_amount: 1000 });
  });

  it('removes the line at 0', async () => {
    const user = await createUser(t);
    const { itemId } = await lineOf(user);
    const res = await put(user, itemId, 0);
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('Item removed from cart');
    expect(json<Body>(res).data).toMatchObject({ items: [], total_items: 0, total_amount: 0 });
  });

  it('refuses more than the stock, 10,001, negatives and fractions', async () => {
    const user = await createUser(t);
    const { itemId } = await lineOf(user, 3);
    const over = await put(user, itemId, 4);
    expect(over.statusCode).toBe(409);
    expect(json(over).message).toBe('Only 3 in stock');
    expect((await put(user, itemId, 10_001)).statusCode).toBe(400);
    const negative = await put(user, itemId, -1);
    expect(negative.statusCode).toBe(400);
    expect(json(negative).message).toBe('Quantity must be 0 or more');
    expect((await put(user, itemId, 2.5)).statusCode).toBe(400);
    expect((await put(user, itemId, 3)).statusCode).toBe(200);
  });

  it("answers 404 for another user's line, a line of the other list and an unknown id", async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const { itemId } = await lineOf(owner);
    const foreign = await put(stranger, itemId, 2);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).message).toBe('Cart item not found');
    expect((await put(owner, itemId, 2, 'WISHLIST')).statusCode).toBe(404);
    expect((await put(owner, '00000000-0000-4000-8000-000000000000', 2)).statusCode).toBe(404);
    expect((await put(owner, 'abc', 2)).statusCode).toBe(400);
    expect((await cartOf(owner)).items[0]?.quantity).toBe(1);
  });
});

describe('DELETE /cart/items/{id}', () => {
  it('removes the line and answers the list it was in', async () => {
    const user = await createUser(t);
    const a = await createProduct(t.ctx.db, { price: 10 });
    const b = await createProduct(t.ctx.db, { price: 20 });
    await add(user, a.product.id, 1);
    const cart = json<Body>(await add(user, b.product.id, 2)).data;
    const res = await del(user, cart.items[0]!.cart_item_id);
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('Item removed from cart');
    expect(json<Body>(res).data).toMatchObject({ total_items: 2, total_amount: 40 });

    const wish = json<Body>(await add(user, a.product.id, 1, 'WISHLIST')).data;
    const fromWishlist = await del(user, wish.items[0]!.cart_item_id);
    expect(json<Body>(fromWishlist).data).toMatchObject({ cart_type: 'WISHLIST', items: [] });
  });

  it("answers 404 for another user's line or one already removed, 400 for a bad id", async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const { product } = await createProduct(t.ctx.db);
    const itemId = json<Body>(await add(owner, product.id, 1)).data.items[0]!.cart_item_id;
    expect((await del(stranger, itemId)).statusCode).toBe(404);
    expect((await cartOf(owner)).items).toHaveLength(1);
    expect((await del(owner, itemId)).statusCode).toBe(200);
    expect((await del(owner, itemId)).statusCode).toBe(404);
    expect((await del(owner, '123')).statusCode).toBe(400);
  });
});

describe('prices and stock are read live', () => {
  it('computes totals from the current price after a price change', async () => {
    const user = await createUser(t);
    const { product } = await createProduct(t.ctx.db, { price: 1000, stock: 10 });
    await add(user, product.id, 3);
    await setPrice(t.ctx.db, product.id, 1250.75);
    const cart = await cartOf(user);
    expect(cart.items[0]).toMatchObject({ unit_price: 1250.75, total_price: 3752.25 });
    expect(cart.total_amount).toBe(3752.25);
  });

  it('shows current stock, and a withdrawn product as not in stock', async () => {
    const user = await createUser(t);
    const { product } = await createProduct(t.ctx.db, { stock: 10 });
    await add(user, product.id, 2);
    await setStock(t.ctx.db, product.id, 1);
    expect((await cartOf(user)).items[0]).toMatchObject({ in_stock: true, stock_quantity: 1 });
    await t.ctx.db.update(products).set({ isActive: false }).where(eq(products.id, product.id));
    const cart = await cartOf(user);
    expect(cart.items[0]).toMatchObject({ quantity: 2, in_stock: false, stock_quantity: 0 });
    const itemId = cart.items[0]!.cart_item_id;
    const change = await put(user, itemId, 1);
    expect(change.statusCode).toBe(409);
    expect(json(change).message).toBe('This product is no longer available');
    expect((await put(user, itemId, 0)).statusCode).toBe(200);
  });
});
