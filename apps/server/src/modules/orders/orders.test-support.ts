import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Cart, Order, Shipping } from '@store/contract';
import { bearer, json, type TestApp } from '../../../test/helpers';
import { createProduct, type TestUser } from '../../../test/fixtures';
import { products } from '../../db/schema/index';
import { addItem, cartIdOf } from '../cart/cart.service';
import { placeOrder } from '../../workflows/place-order';

/** A valid shipping address (store-spec.md › Validation rules rules). */
export const shipping = (overrides: Partial<Shipping> = {}): Shipping => ({
  customer_name: 'Asha Rao',
  phone_number: '9876543210',
  street_address: '12, 4th Main, Peenya Industrial Area',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560058',
  ...overrides,
});

export async function getCartOf(t: TestApp, user: TestUser, type: 'CART' | 'WISHLIST' = 'CART') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/cart/${type}`,
    headers: bearer(user.accessToken),
  });
  expect(res.statusCode).toBe(200);
  return json<{ data: Cart }>(res).data;
}

export async function addToCart(
  t: TestApp,
  user: TestUser,
  productId: string,
  quantity = 1,
  cartType: 'CART' | 'WISHLIST' = 'CART',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/cart/items',
    headers: bearer(user.accessToken),
    payload: { product_id: productId, quantity, cart_type: cartType },
  });
}

/** POST /orders from the user's cart; `key` is sent as the Idempotency-Key header. */
export async function postOrder(
  t: TestApp,
  user: TestUser,
  opts: { cartId?: string; key?: string; body?: Record<string, unknown> } = {},
) {
  const cartId = opts.cartId ?? (await getCartOf(t, user)).cart_id;
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: {
      ...bearer(user.accessToken),
      ...(opts.key ? { 'idempotency-key': opts.key } : {}),
    },
    payload: { cart_id: cartId, ...shipping(), ...opts.body },
  });
}

/** Adds the lines to the cart and places the order; expects success. */
export async function orderOf(
  t: TestApp,
  user: TestUser,
  lines: { productId: string; quantity: number }[],
): Promise<Order> {
  for (const l of lines) {
    const added = await addToCart(t, user, l.productId, l.quantity);
    expect(added.statusCode, added.body).toBe(200);
  }
  const res = await postOrder(t, user);
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: Order }>(res).data;
}

/** A product with its GST particulars (rate, HSN code, unit). */
export async function gstProduct(
  t: TestApp,
  opts: {
    price: number;
    gstRate?: number;
    hsn?: string;
    name?: string;
    stock?: number;
    unit?: string;
  },
) {
  const { product } = await createProduct(t.ctx.db, {
    price: opts.price,
    stock: opts.stock ?? 100,
    name: opts.name,
  });
  await t.ctx.db
    .update(products)
    .set({ gstRate: opts.gstRate ?? 18, hsnCode: opts.hsn ?? '8467', unit: opts.unit ?? 'piece' })
    .where(eq(products.id, product.id));
  return product;
}

/** Puts the lines in the user's cart and places the order through the service (no HTTP). */
export async function placeOrderFor(
  t: TestApp,
  user: TestUser,
  lines: { productId: string; quantity: number }[],
  extra: Record<string, unknown> = {},
): Promise<Order> {
  for (const l of lines) {
    await addItem(t.ctx.db, user.id, {
      product_id: l.productId,
      quantity: l.quantity,
      cart_type: 'CART',
    });
  }
  const cartId = await cartIdOf(t.ctx.db, user.id, 'CART');
  const { order } = await placeOrder(
    t.ctx.db,
    {
      userId: user.id,
      idempotencyKey: null,
      order: { cart_id: cartId, ...shipping({ customer_name: user.name }), ...extra },
    },
    t.ctx,
  );
  return order;
}
