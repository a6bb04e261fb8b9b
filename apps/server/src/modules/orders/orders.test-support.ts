import { expect } from 'vitest';
import type { Cart, Order, Shipping } from '@store/contract';
import { bearer, json, type TestApp } from '../../../test/helpers';
import type { TestUser } from '../../../test/fixtures';

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
