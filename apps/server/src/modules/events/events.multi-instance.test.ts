import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderEvent } from '@store/contract';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers';
import { createSecondInstance, multiInstanceSkipReason } from '../../../test/multi-instance';
import { createProduct, createUser, type TestUser } from '../../../test/fixtures';
import { addItem, cartIdOf } from '../cart/cart.service';
import { placeOrder } from '../../workflows/place-order';
import { eventHubFor } from './event-hub';

type PollBody = { data: { events: OrderEvent[]; lastEventId: string } };

const title = multiInstanceSkipReason
  ? `events across two server processes (skipped: ${multiInstanceSkipReason})`
  : 'events across two server processes on one PostgreSQL';

describe.skipIf(Boolean(multiInstanceSkipReason))(title, () => {
  let a: TestApp;
  let b: TestApp;
  let staff: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    a = await createTestApp({ EVENTS_LONG_POLL_MS: 20_000 });
    b = await createSecondInstance(a);
    staff = await createUser(a, { role: 'ADMIN' });
    customer = await createUser(a, { name: 'Asha Rao' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  async function placeOrderFor(user: TestUser) {
    const { product } = await createProduct(a.ctx.db, { stock: 5 });
    await addItem(a.ctx.db, user.id, { product_id: product.id, quantity: 1, cart_type: 'CART' });
    const { order } = await placeOrder(
      a.ctx.db,
      {
        userId: user.id,
        idempotencyKey: null,
        order: {
          cart_id: await cartIdOf(a.ctx.db, user.id, 'CART'),
          customer_name: user.name,
          phone_number: user.phone,
          street_address: '12 MG Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          pincode: '560001',
        },
      },
      a.ctx,
    );
    return order;
  }

  it('answers a poll held on instance A within a second of a change made through instance B', async () => {
    const order = await placeOrderFor(customer);
    const start = json<PollBody>(
      await a.app.inject({
        method: 'GET',
        url: '/api/polling/user/events?longPoll=true',
        headers: bearer(customer.accessToken),
      }),
    ).data;

    const hubA = eventHubFor(a.ctx.database);
    const held = a.app.inject({
      method: 'GET',
      url: `/api/polling/user/events?longPoll=true&lastEventId=${start.lastEventId}`,
      headers: bearer(customer.accessToken),
    });
    const until = Date.now() + 3000;
    while (hubA.waiterCount() < 1) {
      if (Date.now() > until) throw new Error('the poll did not start waiting on A');
      await new Promise((r) => setTimeout(r, 10));
    }

    const change = await b.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order.order_id}/status`,
      headers: bearer(staff.accessToken),
      payload: { status: 'CONFIRMED', remarks: 'Confirmed from the second server' },
    });
    expect(change.statusCode, change.body).toBe(200);

    const res = await held;
    // No clock: the poll (held for up to 20 s) answered with the event, so the change woke it.
    const body = json<PollBody>(res).data;
    expect(body.events.map((e) => e.metadata)).toEqual([
      { orderId: order.order_id, status: 'CONFIRMED' },
    ]);
    expect(body.lastEventId).toBe(body.events[0]?.event_id);
  });

  it("does not release instance A's poll for another user's change on instance B", async () => {
    const other = await createUser(a, { name: 'Ravi' });
    const order = await placeOrderFor(other);
    const hubA = eventHubFor(a.ctx.database);
    const held = a.app.inject({
      method: 'GET',
      url: '/api/polling/user/events?longPoll=true&lastEventId=999999999',
      headers: bearer(customer.accessToken),
    });
    while (hubA.waiterCount() < 1) await new Promise((r) => setTimeout(r, 10));
    const change = await b.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order.order_id}/status`,
      headers: bearer(staff.accessToken),
      payload: { status: 'CONFIRMED' },
    });
    expect(change.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    expect(hubA.waiterCount()).toBe(1);
    a.shutdown.abort(); // ends the held poll; A is not used after this test
    expect(json<PollBody>(await held).data.events).toEqual([]);
  });
});
