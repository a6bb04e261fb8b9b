import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, Order } from '@store/contract';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers';
import { createProduct, createUser, type TestUser } from '../../../test/fixtures';
import { addItem, cartIdOf } from '../cart/cart.service';
import { changeOrderStatus } from '../../workflows/order-changes';
import { placeOrder } from '../../workflows/place-order';
import { shipping } from '../orders/orders.test-support';
import { financialYearOf } from './invoice-numbering';

let t: TestApp;
let staff: TestUser;

beforeAll(async () => {
  t = await createTestApp({ DB_POOL_SIZE: 10 });
  staff = await createUser(t, { role: 'ADMIN', name: 'Store Staff' });
});
afterAll(async () => {
  await t.close();
});

describe('invoice numbering under concurrency', () => {
  it('gives 50 orders shipped at the same moment the serials 1..50, no gaps, no repeats', async () => {
    const { product } = await createProduct(t.ctx.db, { price: 118, stock: 1000 });
    const buyers = await Promise.all(Array.from({ length: 5 }, () => createUser(t)));
    const orders: Order[] = [];
    for (let i = 0; i < 50; i += 1) {
      const buyer = buyers[i % buyers.length];
      if (!buyer) throw new Error('buyer');
      await addItem(t.ctx.db, buyer.id, { product_id: product.id, quantity: 1, cart_type: 'CART' });
      const cartId = await cartIdOf(t.ctx.db, buyer.id, 'CART');
      const { order } = await placeOrder(
        t.ctx.db,
        { userId: buyer.id, idempotencyKey: null, order: { cart_id: cartId, ...shipping() } },
        t.ctx,
      );
      await changeOrderStatus(
        t.ctx.db,
        { orderId: order.order_id, status: 'CONFIRMED', staffId: staff.id },
        t.ctx,
      );
      orders.push(order);
    }
    // Every shipment at once, through the staff call (on PostgreSQL: up to 10 connections).
    const shipped = await Promise.all(
      orders.map((o) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/admin/orders/${o.order_id}/status`,
          headers: bearer(staff.accessToken),
          payload: { status: 'SHIPPED' },
        }),
      ),
    );
    for (const r of shipped) expect(r.statusCode, r.body).toBe(200);
    const fy = financialYearOf(new Date());
    const numbers = shipped.map((r) => json<{ data: AdminOrder }>(r).data.invoice?.number ?? '');
    for (const n of numbers) expect(n).toMatch(new RegExp(`^BTW/${fy}/\\d{5}$`));
    const serials = numbers.map((n) => Number(n.split('/')[2])).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });
});
