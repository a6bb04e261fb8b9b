import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Order, Page } from '@store/contract';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers';
import {
  createProduct,
  createUser,
  setPrice,
  setStock,
  type TestUser,
} from '../../../test/fixtures';
import { mailOutbox, orders, products } from '../../db/schema/index';
import { changeOrderStatus } from '../../workflows/order-changes';
import { loadOrderDtos } from '../order-views/order-views.service';
import { addToCart, getCartOf, orderOf, postOrder, shipping } from './orders.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type OrderBody = { success: boolean; message: string; data: Order; code?: string };

const stockOf = async (productId: string) => {
  const [row] = await t.ctx.db
    .select({ stock: products.stockQuantity })
    .from(products)
    .where(eq(products.id, productId));
  return row?.stock;
};
const orderCountOf = async (user: TestUser) =>
  (await t.ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, user.id))).length;

const getOrder = (user: TestUser, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(user.accessToken) });
const cancel = (user: TestUser, id: string, remarks?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/orders/${id}/cancel${remarks === undefined ? '' : `?remarks=${encodeURIComponent(remarks)}`}`,
    headers: bearer(user.accessToken),
  });
const buyAgain = (user: TestUser, orderId: string, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/buy-again',
    headers: { ...bearer(user.accessToken), ...(key ? { 'idempotency-key': key } : {}) },
    payload: { order_id: orderId },
  });
const myOrders = (user: TestUser, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/orders/my-orders${query}`,
    headers: bearer(user.accessToken),
  });

/** Moves an order to `status` the way staff would (history row and all). */
async function staffSets(orderId: string, status: Order['status'], remarks?: string) {
  const admin = await createUser(t, { role: 'ADMIN' });
  await changeOrderStatus(t.ctx.db, { orderId, status, remarks, staffId: admin.id }, t.ctx);
}

describe('POST /orders', () => {
  it('places the order: stock taken, items snapshotted, cart emptied, history PLACED', async () => {
    const user = await createUser(t);
    const drill = await createProduct(t.ctx.db, {
      name: 'Impact Drill 13mm',
      price: 4599,
      stock: 7,
    });
    const caliper = await createProduct(t.ctx.db, {
      name: 'Vernier Caliper',
      price: 1250.5,
      stock: 3,
    });
    await t.ctx.db
      .update(products)
      .set({ images: ['products/drill/1.webp', 'products/drill/2.webp'] })
      .where(eq(products.id, drill.product.id));
    await addToCart(t, user, drill.product.id, 2);
    await addToCart(t, user, caliper.product.id, 3);
    const cart = await getCartOf(t, user);

    const res = await postOrder(t, user, {
      body: { cart_id: cart.cart_id, customer_name: '  Asha Rao  ' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = json<OrderBody>(res);
    expect(body.success).toBe(true);
    expect(body.message).toBe('Order placed successfully');
    const order = body.data;
    expect(order).toMatchObject({
      order_id: expect.any(String),
      status: 'PLACED',
      customer_name: 'Asha Rao',
      phone_number: '9876543210',
      street_address: '12, 4th Main, Peenya Industrial Area',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560058',
      full_address: '12, 4th Main, Peenya Industrial Area, Bengaluru, Karnataka - 560058',
      total_items: 5,
      total_amount: 12949.5,
      can_be_cancelled_by_user: true,
      admin_remarks: null,
    });
    expect(order.created_at).toBe(order.status_updated_at);
    expect(order.status_history).toEqual([
      { status: 'PLACED', changed_at: order.created_at, remarks: null },
    ]);
    expect(order.order_items).toEqual([
      {
        order_item_id: expect.any(String),
        product_id: drill.product.id,
        product_name: 'Impact Drill 13mm',
        product_slug: drill.product.slug,
        manufacturer_name: drill.maker.name,
        product_sku: drill.product.sku,
        thumbnail_url: 'products/drill/1.webp',
        // a ready signed URL beside the key (docs/decisions/150)
        thumbnail_src: expect.stringMatching(
          /^\/api\/images\/products\/drill\/1\.webp\?exp=\d+&sig=/,
        ),
        quantity: 2,
        unit_price: 4599,
        total_price: 9198,
        // GST particulars (decisions.md › GST and invoices): 18%, CGST = SGST = 701.54 inside Karnataka.
        hsn_code: '',
        gst_rate: 18,
        taxable_value: 7794.92,
        unit: 'piece',
      },
      {
        order_item_id: expect.any(String),
        product_id: caliper.product.id,
        product_name: 'Vernier Caliper',
        product_slug: caliper.product.slug,
        manufacturer_name: caliper.maker.name,
        product_sku: caliper.product.sku,
        thumbnail_url: null,
        thumbnail_src: null,
        quantity: 3,
        unit_price: 1250.5,
        total_price: 3751.5,
        hsn_code: '',
        gst_rate: 18,
        taxable_value: 3179.24,
        unit: 'piece',
      },
    ]);
    expect(await stockOf(drill.product.id)).toBe(5);
    expect(await stockOf(caliper.product.id)).toBe(0);
    // The answer is built from the rows written (docs/decisions/150): it is what a read gives.
    const read = await getOrder(user, order.order_id);
    expect(json<OrderBody>(read).data).toEqual(order);
    const after = await getCartOf(t, user);
    expect(after).toMatchObject({ cart_id: cart.cart_id, items: [], total_items: 0 });
  });

  it('keeps the snapshot when the product changes later', async () => {
    const user = await createUser(t);
    const { product } = await createProduct(t.ctx.db, { name: 'Bench Vice 6in', price: 2000 });
    const order = await orderOf(t, user, [{ productId: product.id, quantity: 1 }]);
    await setPrice(t.ctx.db, product.id, 2600);
    await t.ctx.db
      .update(products)
      .set({ name: 'Renamed Vice' })
      .where(eq(products.id, product.id));
    const res = await getOrder(user, order.order_id);
    expect(json<OrderBody>(res).data.order_items[0]).toMatchObject({
      product_name: 'Bench Vice 6in',
      unit_price: 2000,
      total_price: 2000,
    });
    expect(json<OrderBody>(res).data.total_amount).toBe(2000);
  });

  it('refuses an empty cart with 400 "Your cart is empty"', async () => {
    const user = await createUser(t);
    const res = await postOrder(t, user);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({
      success: false,
      message: 'Your cart is empty',
      code: 'invalid_data',
    });
    expect(await orderCountOf(user)).toBe(0);
  });

  it('refuses short stock with 409 naming the product, changing nothing', async () => {
    // Several lines, one short: the batched lock checks every line before anything is written
    // (docs/decisions/150), whichever place the short line has in id order.
    const user = await createUser(t);
    const plenty = await createProduct(t.ctx.db, { name: 'Safety Helmet', stock: 50 });
    const short = await createProduct(t.ctx.db, { name: 'Bosch-like Drill X', stock: 10 });
    const gloves = await createProduct(t.ctx.db, { name: 'Work Gloves', stock: 20 });
    const goggles = await createProduct(t.ctx.db, { name: 'Safety Goggles', stock: 5 });
    await addToCart(t, user, plenty.product.id, 4);
    await addToCart(t, user, short.product.id, 3);
    await addToCart(t, user, gloves.product.id, 2);
    await addToCart(t, user, goggles.product.id, 5);
    await setStock(t.ctx.db, short.product.id, 2);
    const res = await postOrder(t, user, { key: 'short-line-attempt-1' });
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({
      code: 'out_of_stock',
      message: 'Only 2 of Bosch-like Drill X in stock',
    });
    expect(await stockOf(plenty.product.id)).toBe(50);
    expect(await stockOf(short.product.id)).toBe(2);
    expect(await stockOf(gloves.product.id)).toBe(20);
    expect(await stockOf(goggles.product.id)).toBe(5);
    expect((await getCartOf(t, user)).total_items).toBe(14);
    expect(await orderCountOf(user)).toBe(0);
    const queued = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.userId, user.id));
    expect(queued).toEqual([]);

    await setStock(t.ctx.db, short.product.id, 0);
    const none = await postOrder(t, user);
    expect(none.statusCode).toBe(409);
    expect(json(none).message).toBe('Bosch-like Drill X is out of stock');
  });

  it('refuses a withdrawn product with 409 naming it', async () => {
    const user = await createUser(t);
    const { product } = await createProduct(t.ctx.db, { name: 'Pipe Wrench 18in' });
    await addToCart(t, user, product.id, 1);
    await t.ctx.db.update(products).set({ isActive: false }).where(eq(products.id, product.id));
    const res = await postOrder(t, user);
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('Pipe Wrench 18in is no longer available');
  });

  it("answers 404 for another user's cart, the wishlist or an unknown cart; 400 for a bad id", async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const { product } = await createProduct(t.ctx.db);
    await addToCart(t, owner, product.id, 1);
    const ownerCart = await getCartOf(t, owner);
    const foreign = await postOrder(t, stranger, { cartId: ownerCart.cart_id });
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).message).toBe('Cart not found');
    const wishlist = await getCartOf(t, owner, 'WISHLIST');
    expect((await postOrder(t, owner, { cartId: wishlist.cart_id })).statusCode).toBe(404);
    const unknown = await postOrder(t, owner, { cartId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    const bad = await postOrder(t, owner, { cartId: 'cart-1' });
    expect(bad.statusCode).toBe(400);
    expect((await getCartOf(t, owner)).total_items).toBe(1);
  });

  describe('validates the six shipping fields with the spec messages', () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['blank name', { customer_name: '   ' }, 'customer_name', 'Please fill in customer name'],
      ['missing phone', { phone_number: undefined }, 'phone_number', 'Please fill in phone number'],
      ['blank street', { street_address: '' }, 'street_address', 'Please fill in street address'],
      ['blank city', { city: ' ' }, 'city', 'Please fill in city'],
      ['blank state', { state: '' }, 'state', 'Please fill in state'],
      ['blank pincode', { pincode: '' }, 'pincode', 'Please fill in pincode'],
      [
        'short phone',
        { phone_number: '98765' },
        'phone_number',
        'Please enter a valid 10-digit phone number',
      ],
      [
        'phone starting 5',
        { phone_number: '5876543210' },
        'phone_number',
        'Please enter a valid 10-digit phone number',
      ],
      [
        'phone with letters',
        { phone_number: '98765abcde' },
        'phone_number',
        'Please enter a valid 10-digit phone number',
      ],
      ['5-digit pincode', { pincode: '56005' }, 'pincode', 'Please enter a valid 6-digit pincode'],
      [
        'pincode with a letter',
        { pincode: '56005A' },
        'pincode',
        'Please enter a valid 6-digit pincode',
      ],
    ];
    it.each(cases)('%s', async (_name, change, field, message) => {
      const user = await createUser(t);
      const { product } = await createProduct(t.ctx.db);
      await addToCart(t, user, product.id, 1);
      const res = await postOrder(t, user, { body: { ...shipping(), ...change } });
      expect(res.statusCode).toBe(400);
      const body = json<{ message: string; errors: { field: string; message: string }[] }>(res);
      expect(body.message).toBe(message);
      expect(body.errors).toContainEqual({ field, message });
      expect(await orderCountOf(user)).toBe(0);
    });
  });

  it('reports every blank field, the first in form order as the message', async () => {
    const user = await createUser(t);
    const blank = Object.fromEntries(Object.keys(shipping()).map((k) => [k, ' ']));
    const res = await postOrder(t, user, { body: blank });
    expect(res.statusCode).toBe(400);
    const body = json<{ message: string; errors: { field: string; message: string }[] }>(res);
    expect(body.message).toBe('Please fill in customer name');
    expect(body.errors.map((e) => e.field)).toEqual([
      'customer_name',
      'phone_number',
      'street_address',
      'city',
      'state',
      'pincode',
    ]);
  });

  describe('Idempotency-Key', () => {
    it('a retry with the same key answers the same order, never a second one', async () => {
      const user = await createUser(t);
      const { product } = await createProduct(t.ctx.db, { stock: 10 });
      await addToCart(t, user, product.id, 2);
      const cart = await getCartOf(t, user);
      const key = 'checkout-7f1c2d9e-0001';
      const first = await postOrder(t, user, { cartId: cart.cart_id, key });
      expect(first.statusCode).toBe(201);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      const retry = await postOrder(t, user, { cartId: cart.cart_id, key });
      expect(retry.statusCode).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(json(retry).message).toBe('Order placed successfully');
      expect(json<OrderBody>(retry).data).toEqual(json<OrderBody>(first).data);
      expect(await orderCountOf(user)).toBe(1);
      expect(await stockOf(product.id)).toBe(8);
      // A new attempt (new key) finds the cart empty.
      const fresh = await postOrder(t, user, { cartId: cart.cart_id, key: 'checkout-other-0002' });
      expect(fresh.statusCode).toBe(400);
    });

    it('a retry after the cart was filled again answers the first order and takes nothing', async () => {
      const user = await createUser(t);
      const { product } = await createProduct(t.ctx.db, { stock: 10 });
      await addToCart(t, user, product.id, 2);
      const key = 'checkout-refilled-0001';
      const first = await postOrder(t, user, { key });
      expect(first.statusCode).toBe(201);
      await addToCart(t, user, product.id, 3);
      const retry = await postOrder(t, user, { key });
      expect(retry.statusCode).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(json<OrderBody>(retry).data.order_id).toBe(json<OrderBody>(first).data.order_id);
      expect(await orderCountOf(user)).toBe(1);
      expect(await stockOf(product.id)).toBe(8);
      expect((await getCartOf(t, user)).total_items).toBe(3);
    });

    it('concurrent requests with the same key make one order', async () => {
      const user = await createUser(t);
      const { product } = await createProduct(t.ctx.db, { stock: 10 });
      await addToCart(t, user, product.id, 3);
      const cart = await getCartOf(t, user);
      const key = 'double-click-4b1e5a77';
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => postOrder(t, user, { cartId: cart.cart_id, key })),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
      const ids = new Set(answers.map((r) => json<OrderBody>(r).data.order_id));
      expect(ids.size).toBe(1);
      expect(await orderCountOf(user)).toBe(1);
      expect(await stockOf(product.id)).toBe(7);
    });

    it('concurrent submits without a key still make one order from one cart', async () => {
      const user = await createUser(t);
      const { product } = await createProduct(t.ctx.db, { stock: 10 });
      await addToCart(t, user, product.id, 2);
      const cart = await getCartOf(t, user);
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => postOrder(t, user, { cartId: cart.cart_id })),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400]);
      expect(await orderCountOf(user)).toBe(1);
      expect(await stockOf(product.id)).toBe(8);
    });

    it('keys belong to one user: the same key of another user is another order', async () => {
      const a = await createUser(t);
      const b = await createUser(t);
      const { product } = await createProduct(t.ctx.db, { stock: 10 });
      await addToCart(t, a, product.id, 1);
      await addToCart(t, b, product.id, 1);
      const key = 'shared-key-123456';
      const ra = await postOrder(t, a, { key });
      const rb = await postOrder(t, b, { key });
      expect([ra.statusCode, rb.statusCode]).toEqual([201, 201]);
      expect(json<OrderBody>(ra).data.order_id).not.toBe(json<OrderBody>(rb).data.order_id);
    });

    it('a failed attempt does not use up the key', async () => {
      const user = await createUser(t);
      const { product } = await createProduct(t.ctx.db, { stock: 10 });
      await addToCart(t, user, product.id, 3);
      await setStock(t.ctx.db, product.id, 1);
      const key = 'retry-after-fix-0001';
      expect((await postOrder(t, user, { key })).statusCode).toBe(409);
      await setStock(t.ctx.db, product.id, 5);
      expect((await postOrder(t, user, { key })).statusCode).toBe(201);
    });

    it('refuses a malformed key', async () => {
      const user = await createUser(t);
      const { product } = await createProduct(t.ctx.db);
      await addToCart(t, user, product.id, 1);
      const res = await postOrder(t, user, { key: 'short' });
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toMatch(/^Idempotency-Key must be/);
      expect(await orderCountOf(user)).toBe(0);
    });
  });

  it('needs sign-in for every order call', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls = [
      { method: 'POST' as const, url: '/api/orders', payload: { cart_id: id, ...shipping() } },
      { method: 'GET' as const, url: '/api/orders/my-orders' },
      { method: 'GET' as const, url: `/api/orders/${id}` },
      { method: 'PUT' as const, url: `/api/orders/${id}/cancel?remarks=x` },
      { method: 'POST' as const, url: '/api/orders/buy-again', payload: { order_id: id } },
    ];
    for (const call of calls) {
      const res = await t.app.inject(call);
      expect(res.statusCode, call.url).toBe(401);
      expect(json(res).success).toBe(false);
    }
  });
});

describe('GET /orders/{id} and /orders/my-orders', () => {
  it("shows the owner's order; another user's order is 404", async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const { product } = await createProduct(t.ctx.db);
    const order = await orderOf(t, owner, [{ productId: product.id, quantity: 1 }]);
    const mine = await getOrder(owner, order.order_id);
    expect(mine.statusCode).toBe(200);
    expect(json<OrderBody>(mine).data).toEqual(order);
    const foreign = await getOrder(stranger, order.order_id);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).message).toBe('Order not found');
    expect((await getOrder(owner, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await getOrder(owner, 'ORDER-1')).statusCode).toBe(400);
  });

  it('pages the orders newest first, 10 by default', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const { product } = await createProduct(t.ctx.db, { stock: 100 });
    await orderOf(t, other, [{ productId: product.id, quantity: 1 }]);
    const placed: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      placed.push((await orderOf(t, user, [{ productId: product.id, quantity: 1 }])).order_id);
    }
    const first = await myOrders(user);
    expect(first.statusCode).toBe(200);
    const page = json<{ data: Page<Order> }>(first).data;
    expect(page).toMatchObject({
      total_elements: 12,
      total_pages: 2,
      index: 0,
      limit: 10,
      number_of_elements: 10,
    });
    expect(page.content.map((o) => o.order_id)).toEqual(placed.slice(2).reverse());
    const second = json<{ data: Page<Order> }>(await myOrders(user, '?index=1')).data;
    expect(second.content.map((o) => o.order_id)).toEqual(placed.slice(0, 2).reverse());
    expect(second.number_of_elements).toBe(2);
    const small = json<{ data: Page<Order> }>(await myOrders(user, '?index=0&limit=5')).data;
    expect(small).toMatchObject({ total_pages: 3, number_of_elements: 5 });
    expect((await myOrders(user, '?limit=101')).statusCode).toBe(400);
    expect((await myOrders(user, '?index=-1')).statusCode).toBe(400);
  });

  it('answers an empty page for a new customer', async () => {
    const user = await createUser(t);
    const page = json<{ data: Page<Order> }>(await myOrders(user)).data;
    expect(page).toEqual({
      content: [],
      total_elements: 0,
      total_pages: 0,
      index: 0,
      limit: 10,
      number_of_elements: 0,
    });
  });

  it('shows the latest staff remark as admin_remarks and the history oldest first', async () => {
    const user = await createUser(t);
    const { product } = await createProduct(t.ctx.db);
    const order = await orderOf(t, user, [{ productId: product.id, quantity: 1 }]);
    await staffSets(order.order_id, 'CONFIRMED', 'Packed at the Peenya warehouse');
    await staffSets(order.order_id, 'SHIPPED');
    const shown = json<OrderBody>(await getOrder(user, order.order_id)).data;
    expect(shown.status).toBe('SHIPPED');
    expect(shown.admin_remarks).toBe('Packed at the Peenya warehouse');
    expect(shown.can_be_cancelled_by_user).toBe(false);
    expect(shown.status_history.map((h) => [h.status, h.remarks])).toEqual([
      ['PLACED', null],
      ['CONFIRMED', 'Packed at the Peenya warehouse'],
      ['SHIPPED', null],
    ]);
    expect(shown.status_updated_at).toBe(shown.status_history[2]?.changed_at);
    expect(Date.parse(shown.status_updated_at)).toBeGreaterThanOrEqual(
      Date.parse(shown.created_at),
    );
  });

  it('loadOrderDtos answers in the order of the ids given', async () => {
    const user = await createUser(t);
    const { product } = await createProduct(t.ctx.db, { stock: 10 });
    const a = await orderOf(t, user, [{ productId: product.id, quantity: 1 }]);
    const b = await orderOf(t, user, [{ productId: product.id, quantity: 2 }]);
    const dtos = await loadOrderDtos(t.ctx.db, [b.order_id, a.order_id, b.order_id]);
    expect(dtos.map((o) => o.order_id)).toEqual([b.order_id, a.order_id, b.order_id]);
    expect(await loadOrderDtos(t.ctx.db, [])).toEqual([]);
  });
});

describe('PUT /orders/{id}/cancel', () => {
  it('cancels a PLACED order, puts the stock back and records the reason', async () => {
    const user = await createUser(t);
    const { product } = await createProduct(t.ctx.db, { stock: 10 });
    const order = await orderOf(t, user, [{ productId: product.id, quantity: 4 }]);
    expect(await stockOf(product.id)).toBe(6);
    const res = await cancel(user, order.order_id, 'Ordered the wrong size');
    expect(res.statusCode).toBe(200);
    const body = json<OrderBody>(res);
    expect(body.message).toBe('Order cancelled successfully');
    expect(body.data).toMatchObject({
      order_id: order.order_id,
      status: 'CANCELLED',
      can_be_cancelled_by_user: false,
      admin_remarks: null,
    });
    expect(body.data.status_history.map((h) => [h.status, h.remarks])).toEqual([
      ['PLACED', null],
      ['CANCELLED', 'Ordered the wrong size'],
    ]);
    expect(await stockOf(product.id)).toBe(10);

    const again = await cancel(user, order.order_id, 'Twice');
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('This order is already cancelled');
    expect(await stockOf(product.id)).toBe(10);
  });

  it('cancels a CONFIRMED order but not a SHIPPED or DELIVERED one', async () => {
    const user = await createUser(t);
    const { product } = await createProduct(t.ctx.db, { stock: 10 });
    const confirmed = await orderOf(t, user, [{ productId: product.id, quantity: 1 }]);
    await staffSets(confirmed.order_id, 'CONFIRMED');
    expect((await cancel(user, confirmed.order_id, 'Found it cheaper')).statusCode).toBe(200);

    const shipped = await orderOf(t, user, [{ productId: product.id, quantity: 2 }]);
    await staffSets(shipped.order_id, 'CONFIRMED');
    await staffSets(shipped.order_id, 'SHIPPED');
    const refused = await cancel(user, shipped.order_id, 'Too late');
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe(
      'This order can no longer be cancelled: it is already shipped',
    );
    await staffSets(shipped.order_id, 'DELIVERED');
    expect((await cancel(user, shipped.order_id, 'Too late')).statusCode).toBe(409);
    expect(await stockOf(product.id)).toBe(8);
  });

  it('needs a reason of 1-200 characters', async () => {
    const user = await createUser(t);
    const { product } = await createProduct(t.ctx.db);
    const order = await orderOf(t, user, [{ productId: product.id, quantity: 1 }]);
    for (const remarks of [undefined, '', '    ']) {
      const res = await cancel(user, order.order_id, remarks);
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toBe('Please provide a reason for cancellation');
    }
    const long = await cancel(user, order.order_id, 'x'.repeat(201));
    expect(long.statusCode).toBe(400);
    expect(json(long).message).toBe('Reason must be at most 200 characters');
    const max = await cancel(user, order.order_id, `  ${'y'.repeat(200)}  `);
    expect(max.statusCode).toBe(200);
    expect(json<OrderBody>(max).data.status_history[1]?.remarks).toBe('y'.repeat(200));
  });

  it("answers 404 for another user's order", async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const { product } = await createProduct(t.ctx.db);
    const order = await orderOf(t, owner, [{ productId: product.id, quantity: 1 }]);
    const res = await cancel(stranger, order.order_id, 'Not mine');
    expect(res.statusCode).toBe(404);
    expect(json<OrderBody>(await getOrder(owner, order.order_id)).data.status).toBe('PLACED');
  });
});

describe('POST /orders/buy-again', () => {
  it("makes a new order with the same items at today's prices and the same address", async () => {
    const user = await createUser(t);
    const a = await createProduct(t.ctx.db, { name: 'Hex Key Set', price: 300, stock: 20 });
    const b = await createProduct(t.ctx.db, { name: 'Torque Wrench', price: 5000, stock: 20 });
    await addToCart(t, user, a.product.id, 2);
    await addToCart(t, user, b.product.id, 1);
    const res0 = await postOrder(t, user, {
      body: { customer_name: 'Ravi Kumar', city: 'Mysuru', pincode: '570001' },
    });
    const first = json<OrderBody>(res0).data;
    await setPrice(t.ctx.db, a.product.id, 350);
    await staffSets(first.order_id, 'CONFIRMED');
    // Something else in the cart is not touched by buy-again.
    await addToCart(t, user, a.product.id, 1);

    const res = await buyAgain(user, first.order_id);
    expect(res.statusCode).toBe(201);
    expect(json(res).message).toBe('Order placed successfully');
    const again = json<OrderBody>(res).data;
    expect(again.order_id).not.toBe(first.order_id);
    expect(again).toMatchObject({
      status: 'PLACED',
      total_items: 3,
      total_amount: 5700,
      customer_name: 'Ravi Kumar',
      full_address: '12, 4th Main, Peenya Industrial Area, Mysuru, Karnataka - 570001',
    });
    expect(again.order_items.map((i) => [i.product_name, i.quantity, i.unit_price])).toEqual([
      ['Hex Key Set', 2, 350],
      ['Torque Wrench', 1, 5000],
    ]);
    expect(await stockOf(a.product.id)).toBe(16);
    expect(await stockOf(b.product.id)).toBe(18);
    expect((await getCartOf(t, user)).total_items).toBe(1);
  });

  it('refuses a cancelled order with 409', async () => {
    const user = await createUser(t);
    const { product } = await createProduct(t.ctx.db);
    const order = await orderOf(t, user, [{ productId: product.id, quantity: 1 }]);
    await cancel(user, order.order_id, 'Changed my mind');
    const res = await buyAgain(user, order.order_id);
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('A cancelled order cannot be ordered again');
    expect(await orderCountOf(user)).toBe(1);
  });

  it('refuses short stock and withdrawn products with 409 naming them', async () => {
    const user = await createUser(t);
    const { product } = await createProduct(t.ctx.db, { name: 'Welding Set 200A', stock: 5 });
    const order = await orderOf(t, user, [{ productId: product.id, quantity: 3 }]);
    const short = await buyAgain(user, order.order_id);
    expect(short.statusCode).toBe(409);
    expect(json(short).message).toBe('Only 2 of Welding Set 200A in stock');
    await t.ctx.db.update(products).set({ isActive: false }).where(eq(products.id, product.id));
    const gone = await buyAgain(user, order.order_id);
    expect(gone.statusCode).toBe(409);
    expect(json(gone).message).toBe('Welding Set 200A is no longer available');
    expect(await stockOf(product.id)).toBe(2);
    expect(await orderCountOf(user)).toBe(1);
  });

  it("answers 404 for another user's order and honours the Idempotency-Key", async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const { product } = await createProduct(t.ctx.db, { stock: 10 });
    const order = await orderOf(t, owner, [{ productId: product.id, quantity: 1 }]);
    expect((await buyAgain(stranger, order.order_id)).statusCode).toBe(404);
    const key = 'again-0f3e2a1b9c';
    const answers = await Promise.all([
      buyAgain(owner, order.order_id, key),
      buyAgain(owner, order.order_id, key),
      buyAgain(owner, order.order_id, key),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((r) => json<OrderBody>(r).data.order_id)).size).toBe(1);
    expect(await orderCountOf(owner)).toBe(2);
    expect(await stockOf(product.id)).toBe(8);
  });
});
