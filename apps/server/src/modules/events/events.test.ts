import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderEvent, OrderStatus } from '@store/contract';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/fixtures';
import { events, orders } from '../../db/schema/index';
import { eventHubFor } from './event-hub';
import { recordOrderStatusEvent } from './events.service';

type PollBody = { data: { events: OrderEvent[]; lastEventId: string } };

/** A bare order row for a user (the events module only needs an id that exists). */
async function insertOrder(t: TestApp, userId: string): Promise<string> {
  const [row] = await t.ctx.db
    .insert(orders)
    .values({
      userId,
      customerName: 'Asha Rao',
      phoneNumber: '9876543210',
      streetAddress: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
      totalItems: 1,
      totalPaise: 100_00,
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('order insert failed');
  return row.id;
}

/** Commits one status event, the way a status change does. */
async function emit(t: TestApp, userId: string, orderId: string, status: OrderStatus) {
  await t.ctx.db.transaction(async (tx) => {
    await recordOrderStatusEvent(tx, { userId, orderId, status });
  });
}

function poll(t: TestApp, user: TestUser, lastEventId?: string) {
  const qs = new URLSearchParams({ longPoll: 'true' });
  if (lastEventId !== undefined) qs.set('lastEventId', lastEventId);
  return t.app.inject({
    method: 'GET',
    url: `/api/polling/user/events?${qs.toString()}`,
    headers: bearer(user.accessToken),
  });
}

async function waitFor(check: () => boolean, ms = 3000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

let t: TestApp;
let asha: TestUser;
let ravi: TestUser;
beforeAll(async () => {
  // A short hold so time-out cases stay quick; production holds 25 s.
  t = await createTestApp({ EVENTS_LONG_POLL_MS: 1500 });
  asha = await createUser(t, { name: 'Asha' });
  ravi = await createUser(t, { name: 'Ravi' });
});
afterAll(async () => {
  await t.close();
});

describe('GET /polling/user/events', () => {
  it('refuses a guest and a malformed lastEventId', async () => {
    const guest = await t.app.inject({ method: 'GET', url: '/api/polling/user/events' });
    expect(guest.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/polling/user/events?longPoll=true&lastEventId=abc',
      headers: bearer(asha.accessToken),
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toBe('lastEventId must be a number');
  });

  it('answers at once without lastEventId: no events and the current last id', async () => {
    const fresh = await createUser(t);
    const started = Date.now();
    const first = await poll(t, fresh);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(first.statusCode).toBe(200);
    expect(json<PollBody>(first).data).toEqual({ events: [], lastEventId: '0' });

    const orderId = await insertOrder(t, fresh.id);
    await emit(t, fresh.id, orderId, 'CONFIRMED');
    const second = json<PollBody>(await poll(t, fresh)).data;
    expect(second.events).toEqual([]);
    expect(Number(second.lastEventId)).toBeGreaterThan(0);
  });

  it('answers at once when newer events exist, in the contract shape, oldest first', async () => {
    const { lastEventId } = json<PollBody>(await poll(t, asha)).data;
    const orderId = await insertOrder(t, asha.id);
    await emit(t, asha.id, orderId, 'CONFIRMED');
    await emit(t, asha.id, orderId, 'SHIPPED');
    const started = Date.now();
    const res = await poll(t, asha, lastEventId);
    expect(Date.now() - started).toBeLessThan(1000);
    const body = json<PollBody>(res).data;
    expect(body.events).toHaveLength(2);
    expect(body.events[0]).toEqual({
      event_id: expect.stringMatching(/^\d+$/),
      eventType: 'CUSTOMER_ORDER_STATUS',
      action: 'REFRESH',
      entityType: 'ORDER',
      metadata: { orderId, status: 'CONFIRMED' },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
    expect(body.events[1]?.metadata.status).toBe('SHIPPED');
    expect(body.lastEventId).toBe(body.events[1]?.event_id);
    expect(res.headers['cache-control']).toBe('no-store');

    // Asking again with the new id holds (nothing newer) and times out empty.
    const again = json<PollBody>(await poll(t, asha, body.lastEventId)).data;
    expect(again).toEqual({ events: [], lastEventId: body.lastEventId });
  });

  it('releases a held poll within a second of an event for that user', async () => {
    const { lastEventId } = json<PollBody>(await poll(t, asha)).data;
    const orderId = await insertOrder(t, asha.id);
    const hub = eventHubFor(t.ctx.database);
    const before = hub.waiterCount();
    const held = poll(t, asha, lastEventId);
    await waitFor(() => hub.waiterCount() === before + 1);
    const changedAt = Date.now();
    await emit(t, asha.id, orderId, 'SHIPPED');
    const res = await held;
    const elapsed = Date.now() - changedAt;
    expect(elapsed).toBeLessThan(1000);
    const body = json<PollBody>(res).data;
    expect(body.events.map((e) => e.metadata)).toEqual([{ orderId, status: 'SHIPPED' }]);
    expect(hub.waiterCount()).toBe(before);
  });

  it("shows only the user's own events: another user's event neither answers nor wakes it", async () => {
    const { lastEventId } = json<PollBody>(await poll(t, asha)).data;
    const raviOrder = await insertOrder(t, ravi.id);
    const hub = eventHubFor(t.ctx.database);
    const started = Date.now();
    const held = poll(t, asha, lastEventId);
    await waitFor(() => hub.waiterCount() >= 1);
    await emit(t, ravi.id, raviOrder, 'CONFIRMED');
    const res = await held;
    // Held to the time-out (1.5 s here), then empty with the id unchanged.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect(json<PollBody>(res).data).toEqual({ events: [], lastEventId });

    // Ravi sees his event; asking with an old id never returns Asha's.
    const raviEvents = json<PollBody>(await poll(t, ravi, '0')).data.events;
    expect(raviEvents.length).toBeGreaterThan(0);
    expect(raviEvents.every((e) => e.metadata.orderId === raviOrder)).toBe(true);
  });

  it('writes no event and wakes no poll when the change is rolled back', async () => {
    const { lastEventId } = json<PollBody>(await poll(t, asha)).data;
    const orderId = await insertOrder(t, asha.id);
    const held = poll(t, asha, lastEventId);
    await waitFor(() => eventHubFor(t.ctx.database).waiterCount() >= 1);
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await recordOrderStatusEvent(tx, { userId: asha.id, orderId, status: 'DELIVERED' });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(json<PollBody>(await held).data).toEqual({ events: [], lastEventId });
  });

  it('answers at once with longPoll=false', async () => {
    const { lastEventId } = json<PollBody>(await poll(t, asha)).data;
    // No clock: a poll that answers at once never registers a waiter with the hub.
    const register = vi.spyOn(eventHubFor(t.ctx.database), 'register');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/polling/user/events?longPoll=false&lastEventId=${lastEventId}`,
      headers: bearer(asha.accessToken),
    });
    expect(register).not.toHaveBeenCalled();
    register.mockRestore();
    expect(json<PollBody>(res).data).toEqual({ events: [], lastEventId });
  });

  it('costs no database work while many polls wait', async () => {
    const hub = eventHubFor(t.ctx.database);
    const users = await Promise.all(Array.from({ length: 5 }, () => createUser(t)));
    const heldPolls = users.flatMap((u) => [poll(t, u, '0'), poll(t, u, '0')]);
    await waitFor(() => hub.waiterCount() === 10);
    const client = (t.ctx.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const spy = vi.spyOn(client, 'query');
    await new Promise((r) => setTimeout(r, 700));
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
    const answers = await Promise.all(heldPolls);
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
  });

  it('drops the waiter when the client goes away', async () => {
    const other = await createTestApp({ EVENTS_LONG_POLL_MS: 20_000 });
    try {
      const user = await createUser(other);
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      const address = other.app.server.address();
      if (!address || typeof address === 'string') throw new Error('no address');
      const hub = eventHubFor(other.ctx.database);
      const req = http.get({
        host: '127.0.0.1',
        port: address.port,
        path: '/api/polling/user/events?longPoll=true&lastEventId=0',
        headers: bearer(user.accessToken),
      });
      req.on('error', () => undefined);
      await waitFor(() => hub.waiterCount() === 1);
      req.destroy();
      await waitFor(() => hub.waiterCount() === 0, 2000);
    } finally {
      await other.close();
    }
  });

  it('ends held polls at once with an empty answer when the server shuts down', async () => {
    const other = await createTestApp({ EVENTS_LONG_POLL_MS: 20_000 });
    const user = await createUser(other);
    const hub = eventHubFor(other.ctx.database);
    const held = [poll(other, user, '0'), poll(other, user, '0')];
    await waitFor(() => hub.waiterCount() === 2);
    const started = Date.now();
    other.shutdown.abort();
    const answers = await Promise.all(held);
    expect(Date.now() - started).toBeLessThan(1000);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(json<PollBody>(res).data).toEqual({ events: [], lastEventId: '0' });
    }
    expect(hub.waiterCount()).toBe(0);
    // A poll that arrives while the server is stopping is not held either.
    const late = Date.now();
    const lateAnswer = await poll(other, user, '0');
    expect(Date.now() - late).toBeLessThan(1000);
    expect(json<PollBody>(lateAnswer).data.events).toEqual([]);
    await other.close();
  });
});

describe('recordOrderStatusEvent', () => {
  it('stores the event for the owner in the same transaction', async () => {
    const orderId = await insertOrder(t, ravi.id);
    await emit(t, ravi.id, orderId, 'CANCELLED');
    const rows = await t.ctx.db.select().from(events);
    const mine = rows.filter((r) => r.metadata.orderId === orderId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      userId: ravi.id,
      eventType: 'CUSTOMER_ORDER_STATUS',
      action: 'REFRESH',
      entityType: 'ORDER',
      metadata: { orderId, status: 'CANCELLED' },
    });
  });
});
