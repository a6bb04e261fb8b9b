// Order answers carry a ready signed URL beside each line's picture key (docs/decisions/150,
// as decision 130 did for listing, product, cart and search): placing, buying again, the list,
// the details, cancelling, the staff views and the payment calls, each URL serving the picture
// itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AdminOrder, Order, Page } from '@store/contract';
import { bearer, json, type TestApp } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/fixtures';
import { products } from '../../db/schema/index';
import { seededApp } from '../catalogue/catalogue.test-support';
import { addToCart, postOrder } from './orders.test-support';

let t: TestApp;
let customer: TestUser;
let admin: TestUser;
let withPicture: { id: string; key: string };

beforeAll(async () => {
  t = await seededApp();
  customer = await createUser(t);
  admin = await createUser(t, { role: 'ADMIN' });
  const [row] = await t.ctx.db
    .select({ id: products.id, images: products.images })
    .from(products)
    .where(
      and(
        eq(products.isActive, true),
        gt(products.stockQuantity, 5),
        sql`jsonb_array_length(${products.images}) > 0`,
      ),
    )
    .limit(1);
  if (!row?.images[0]) throw new Error('the demo catalogue has no product with a picture');
  withPicture = { id: row.id, key: row.images[0] };
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** The signed URL serves the picture of that key (200, an image), no address call needed. */
async function expectServes(src: string | null | undefined, key: string) {
  expect(src).toMatch(
    new RegExp(`^/api/images/${key.replace(/[.]/g, '\\.')}\\?exp=\\d+&sig=[\\w-]+$`),
  );
  const res = await t.app.inject({ method: 'GET', url: src! });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^image\//);
}

const lineOf = (order: Order) => {
  const line = order.order_items.find((i) => i.product_id === withPicture.id);
  if (!line) throw new Error('the order has no line of the product');
  return line;
};

async function call<T>(
  user: TestUser,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
) {
  const res = await t.app.inject({ method, url, headers: bearer(user.accessToken), payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return json<{ data: T }>(res).data;
}

describe('order answers carry ready picture URLs', () => {
  let placed: Order;

  it('the placing answer gives thumbnail_src beside thumbnail_url, and it serves the picture', async () => {
    expect((await addToCart(t, customer, withPicture.id, 1)).statusCode).toBe(200);
    const res = await postOrder(t, customer, { key: 'pictures-order-0001' });
    expect(res.statusCode, res.body).toBe(201);
    placed = json<{ data: Order }>(res).data;
    expect(lineOf(placed).thumbnail_url).toBe(withPicture.key);
    await expectServes(lineOf(placed).thumbnail_src, withPicture.key);
    // the same URL GET /products/images gives for that key (one URL per key per hour)
    const image = await call<{ presigned_url: string }>(
      customer,
      'GET',
      `/api/products/images?objectKey=${encodeURIComponent(withPicture.key)}`,
    );
    expect(lineOf(placed).thumbnail_src).toBe(image.presigned_url);
  });

  it('a replayed placing answer carries it too', async () => {
    const res = await postOrder(t, customer, { key: 'pictures-order-0001' });
    expect(res.statusCode, res.body).toBe(200);
    await expectServes(lineOf(json<{ data: Order }>(res).data).thumbnail_src, withPicture.key);
  });

  it('the order list and the order details carry it', async () => {
    const page = await call<Page<Order>>(customer, 'GET', '/api/orders/my-orders');
    const listed = page.content.find((o) => o.order_id === placed.order_id);
    await expectServes(lineOf(listed!).thumbnail_src, withPicture.key);
    const details = await call<Order>(customer, 'GET', `/api/orders/${placed.order_id}`);
    await expectServes(lineOf(details).thumbnail_src, withPicture.key);
  });

  it('buy again and cancel answers carry it', async () => {
    const again = await call<Order>(customer, 'POST', '/api/orders/buy-again', {
      order_id: placed.order_id,
    });
    await expectServes(lineOf(again).thumbnail_src, withPicture.key);
    const cancelled = await call<Order>(
      customer,
      'PUT',
      `/api/orders/${again.order_id}/cancel?remarks=${encodeURIComponent('Ordered twice')}`,
    );
    await expectServes(lineOf(cancelled).thumbnail_src, withPicture.key);
  });

  it('the staff list, details and status change carry it', async () => {
    const page = await call<Page<AdminOrder>>(admin, 'GET', '/api/admin/orders');
    const listed = page.content.find((o) => o.order_id === placed.order_id);
    await expectServes(lineOf(listed!).thumbnail_src, withPicture.key);
    const details = await call<AdminOrder>(admin, 'GET', `/api/admin/orders/${placed.order_id}`);
    await expectServes(lineOf(details).thumbnail_src, withPicture.key);
    const changed = await call<AdminOrder>(
      admin,
      'PATCH',
      `/api/admin/orders/${placed.order_id}/status`,
      { status: 'CONFIRMED' },
    );
    await expectServes(lineOf(changed).thumbnail_src, withPicture.key);
  });

  it('the payment reference and the staff payment answers carry it', async () => {
    expect((await addToCart(t, customer, withPicture.id, 1)).statusCode).toBe(200);
    const res = await postOrder(t, customer, {
      key: 'pictures-order-upi-1',
      body: { payment_method: 'UPI' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const upi = json<{ data: Order }>(res).data;
    const submitted = await call<Order>(
      customer,
      'POST',
      `/api/orders/${upi.order_id}/payment-reference`,
      { reference: '412345678901' },
    );
    await expectServes(lineOf(submitted).thumbnail_src, withPicture.key);
    const paid = await call<AdminOrder>(
      admin,
      'PATCH',
      `/api/admin/orders/${upi.order_id}/payment`,
      {
        status: 'PAID',
        reference: '412345678901',
      },
    );
    await expectServes(lineOf(paid).thumbnail_src, withPicture.key);
  });
});
