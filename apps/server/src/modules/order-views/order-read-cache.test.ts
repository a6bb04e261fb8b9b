import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckChar, type BusinessCompany, type Order, type Return } from '@store/contract';
import { buildApp } from '../../app';
import type { App } from '../../lib/fastify';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/fixtures';
import { companies, orders, users } from '../../db/schema/index';
import { addToCart, gstProduct, placeOrderFor, postOrder } from '../orders/orders.test-support';
import { askReturn, moveReturn, returnOf } from '../returns/returns.test-support';
import { eligibilityExpiresAt, eligibilityOf } from '../returns/returns.service';
import { createSecondInstance, multiInstanceSkipReason } from '../../../test/multi-instance';
import { AnswerCache } from './order-read-cache';

// The order reads' answers kept in memory (docs/decisions/382). Every answer of the app that
// keeps them is compared, byte for byte, with the answer of an app on the same database that
// keeps none, after each kind of change an answer shows: had a change not renewed the
// version its answers are kept under, the kept answer would be the old one and differ.
// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
/** The same database and secret, ORDER_READ_CACHE_MB 0: every read asks the database. */
let plain: App;
let staff: TestUser;
let asha: TestUser;
let outsider: TestUser;
let meera: TestUser;
let bala: TestUser;
let companyId: string;

const GSTIN14 = '29ABCDE4321F1Z';

beforeAll(async () => {
  t = await createTestApp();
  plain = await buildApp(
    { ...t.ctx, config: { ...t.ctx.config, ORDER_READ_CACHE_MB: 0 } },
    { logger: false, webDir: path.join(os.tmpdir(), 'no-web-here') },
  );
  await plain.ready();
  staff = await createUser(t, { role: 'ADMIN', name: 'Store Staff' });
  asha = await createUser(t, { name: 'Asha Rao' });
  outsider = await createUser(t, { name: 'Out Sider' });
  meera = await createUser(t, { name: 'Meera Admin' });
  bala = await createUser(t, { name: 'Bala Buyer' });
  const created = await call(meera, 'POST', '/companies', {
    legal_name: 'Peenya Fabricators Pvt Ltd',
    gstin: GSTIN14 + gstinCheckChar(GSTIN14),
    billing_address: '42, 2nd Phase, Peenya Industrial Area, Bengaluru 560058',
  });
  expect(created.statusCode, created.body).toBe(201);
  companyId = json<{ data: BusinessCompany }>(created).data.company_id;
  const added = await call(meera, 'POST', '/companies/mine/members', {
    phone: bala.phone,
    role: 'BUYER',
    order_limit: 1000,
  });
  expect(added.statusCode, added.body).toBe(201);
}, 120_000);
afterAll(async () => {
  await plain?.close();
  await t?.close();
});

const call = (
  user: TestUser,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: bearer(user.accessToken),
    ...(payload ? { payload } : {}),
  });

const orderIds: string[] = [];

/** Every order read of every user of these tests, on the orders made so far. */
function reads(): [TestUser, string][] {
  const urls = [
    '/orders/my-orders',
    '/orders/my-orders?index=0&limit=2',
    '/returns/my-returns',
    '/companies/mine/orders',
    ...orderIds.flatMap((id) => [
      `/orders/${id}`,
      `/orders/${id}/returns`,
      `/orders/${id}/return-eligibility`,
    ]),
  ];
  return [asha, meera, bala, outsider].flatMap((u) =>
    urls.map((url): [TestUser, string] => [u, url]),
  );
}

/**
 * Reads everything through the app that keeps answers and the one that does not: the same
 * status, type and bytes. Returns how many answers were 200 and how many of the reads were
 * answered from memory.
 */
async function expectSameAnswers(): Promise<{ answered: number; fromMemory: number }> {
  const cache = t.app.orderReadCache!;
  const hitsBefore = cache.hits;
  let answered = 0;
  for (const [user, url] of reads()) {
    const headers = bearer(user.accessToken);
    const kept = await t.app.inject({ method: 'GET', url: `/api${url}`, headers });
    const fresh = await plain.inject({ method: 'GET', url: `/api${url}`, headers });
    expect({ url, user: user.name, status: kept.statusCode }).toEqual({
      url,
      user: user.name,
      status: fresh.statusCode,
    });
    expect(kept.headers['content-type']).toBe(fresh.headers['content-type']);
    expect(kept.body, `${user.name} ${url}`).toBe(fresh.body);
    if (kept.statusCode === 200) answered++;
  }
  return { answered, fromMemory: cache.hits - hitsBefore };
}

const orderSeenBy = async (user: TestUser, id: string) =>
  json<{ data: Order }>(await call(user, 'GET', `/orders/${id}`)).data;

// Each check reads ~50 answers through two apps: generous on a loaded machine (no timing asserted).
describe('order reads kept in memory', { timeout: 300_000 }, () => {
  it('answers a repeated read from memory, the same bytes as the database gives', async () => {
    const drill = await gstProduct(t, { price: 499, name: 'Cordless Drill 12V', stock: 100 });
    orderIds.push((await placeOrderFor(t, asha, [{ productId: drill.id, quantity: 3 }])).order_id);
    const first = await expectSameAnswers();
    expect(first.answered).toBeGreaterThan(0);
    // nothing changed: every answer of the second round comes from memory, the same bytes
    // (an error, such as the 404 of another's order, is never kept)
    expect(await expectSameAnswers()).toEqual({
      answered: first.answered,
      fromMemory: first.answered,
    });
  });

  it('staff moves, payment, shipment, delivery, invoice, return and credit note: each is seen at once', async () => {
    const id = orderIds[0]!;
    const status = (s: string, extra: object = {}) =>
      call(staff, 'PATCH', `/admin/orders/${id}/status`, { status: s, ...extra });

    expect((await status('CONFIRMED', { remarks: 'Packed today' })).statusCode).toBe(200);
    expect((await orderSeenBy(asha, id)).status).toBe('CONFIRMED');
    await expectSameAnswers();

    const paid = await call(staff, 'PATCH', `/admin/orders/${id}/payment`, {
      status: 'PAID',
      reference: '123456789012',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await orderSeenBy(asha, id)).payment.status).toBe('PAID');
    await expectSameAnswers();

    expect(
      (await status('SHIPPED', { courier: 'Blue Dart', tracking_number: 'BD123456' })).statusCode,
    ).toBe(200);
    await expectSameAnswers();
    expect((await status('DELIVERED')).statusCode).toBe(200);
    const delivered = await orderSeenBy(asha, id);
    expect(delivered.status).toBe('DELIVERED');
    expect(delivered.invoice?.number).toBeTruthy();
    await expectSameAnswers();

    const asked = await askReturn(t, asha, id, {
      lines: [{ order_item_id: delivered.order_items[0]!.order_item_id, quantity: 1 }],
      reason: 'DAMAGED',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const ret = returnOf(asked);
    await expectSameAnswers();
    expect((await moveReturn(t, staff, ret.return_id, { status: 'APPROVED' })).statusCode).toBe(
      200,
    );
    await expectSameAnswers();
    expect((await moveReturn(t, staff, ret.return_id, { status: 'RECEIVED' })).statusCode).toBe(
      200,
    );
    const mine = json<{ data: Return[] }>(await call(asha, 'GET', `/orders/${id}/returns`)).data;
    expect(mine[0]?.status).toBe('RECEIVED');
    expect(mine[0]?.credit_note?.number).toBeTruthy();
    await expectSameAnswers();
  });

  it("a customer's cancellation and a change in plain SQL are seen at once", async () => {
    const vice = await gstProduct(t, { price: 250, name: 'Bench Vice', stock: 100 });
    const id = (await placeOrderFor(t, asha, [{ productId: vice.id, quantity: 1 }])).order_id;
    orderIds.push(id);
    await expectSameAnswers();
    const cancelled = await call(asha, 'PUT', `/orders/${id}/cancel?remarks=Ordered%20twice`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await orderSeenBy(asha, id)).status).toBe('CANCELLED');
    await expectSameAnswers();

    await t.ctx.db
      .update(orders)
      .set({ adminRemarks: 'Called the customer' })
      .where(eq(orders.id, id));
    expect((await orderSeenBy(asha, id)).admin_remarks).toBe('Called the customer');
    await expectSameAnswers();
  });

  it("a company's orders: approval, the company's and the placer's names, leaving the company", async () => {
    const press = await gstProduct(t, { price: 800, name: 'Drill Press', stock: 100 });
    const added = await addToCart(t, bala, press.id, 2);
    expect(added.statusCode, added.body).toBe(200);
    const placed = await postOrder(t, bala, { body: { company_id: companyId } });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = json<{ data: Order }>(placed).data.order_id;
    orderIds.push(id);
    expect((await orderSeenBy(meera, id)).status).toBe('PENDING_APPROVAL');
    await expectSameAnswers();

    const approved = await call(meera, 'POST', `/orders/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await orderSeenBy(bala, id)).status).toBe('PLACED');
    expect((await orderSeenBy(meera, id)).status).toBe('PLACED');
    await expectSameAnswers();

    await t.ctx.db
      .update(companies)
      .set({ legalName: 'Peenya Fabricators and Sons Pvt Ltd' })
      .where(eq(companies.id, companyId));
    expect((await orderSeenBy(meera, id)).company?.legal_name).toBe(
      'Peenya Fabricators and Sons Pvt Ltd',
    );
    await expectSameAnswers();

    await t.ctx.db.update(users).set({ name: 'Bala Subramanian' }).where(eq(users.id, bala.id));
    expect((await orderSeenBy(meera, id)).company?.placed_by).toBe('Bala Subramanian');
    await expectSameAnswers();

    // Bala leaves: the company's orders are no longer his to read (404), his own order still is
    const removed = await call(meera, 'DELETE', `/companies/mine/members/${bala.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call(bala, 'GET', '/companies/mine/orders')).statusCode).toBe(404);
    await expectSameAnswers();
    // and joining again gives them back
    const back = await call(meera, 'POST', '/companies/mine/members', {
      phone: bala.phone,
      role: 'VIEWER',
    });
    expect(back.statusCode, back.body).toBe(201);
    expect((await call(bala, 'GET', '/companies/mine/orders')).statusCode).toBe(200);
    await expectSameAnswers();
  });

  it('what is not yours stays 404, however often its owner has read it', async () => {
    for (const id of orderIds) {
      for (const url of [
        `/orders/${id}`,
        `/orders/${id}/returns`,
        `/orders/${id}/return-eligibility`,
      ]) {
        expect((await call(asha, 'GET', url)).statusCode).toBeLessThan(500);
        expect((await call(outsider, 'GET', url)).statusCode, url).toBe(404);
      }
    }
    expect((await call(outsider, 'GET', '/companies/mine/orders')).statusCode).toBe(404);
  });

  it('a truncated table renews every stamp', async () => {
    const stamp = async () =>
      (
        await t.ctx.db.execute(
          sql`select version::text as v from order_read_versions
               where scope_id = '00000000-0000-0000-0000-000000000000'`,
        )
      ).rows[0] as { v: string } | undefined;
    const before = await stamp();
    await t.ctx.db.execute(sql`truncate payment_history`);
    const after = await stamp();
    expect(after?.v).toBeTruthy();
    expect(after?.v).not.toBe(before?.v);
    await expectSameAnswers();
  });
});

const twoProcesses = multiInstanceSkipReason
  ? `two server processes (skipped: ${multiInstanceSkipReason})`
  : 'two server processes on one PostgreSQL';

describe.skipIf(Boolean(multiInstanceSkipReason))(twoProcesses, { timeout: 300_000 }, () => {
  let b: TestApp;
  beforeAll(async () => {
    b = await createSecondInstance(t);
  });
  afterAll(async () => {
    await b?.close();
  });

  it('a change made through the other process is seen by the one that kept the answer', async () => {
    const saw = await gstProduct(t, { price: 350, name: 'Hacksaw', stock: 100 });
    const id = (await placeOrderFor(t, asha, [{ productId: saw.id, quantity: 1 }])).order_id;
    orderIds.push(id);
    const get = (app: App, url: string) =>
      app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(asha.accessToken) });
    // A keeps the answers
    expect(json<{ data: Order }>(await get(t.app, `/orders/${id}`)).data.status).toBe('PLACED');
    const hits = t.app.orderReadCache!.hits;
    expect(json<{ data: Order }>(await get(t.app, `/orders/${id}`)).data.status).toBe('PLACED');
    expect(t.app.orderReadCache!.hits).toBe(hits + 1);

    // staff confirm it through B
    const moved = await b.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${id}/status`,
      headers: bearer(staff.accessToken),
      payload: { status: 'CONFIRMED' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(json<{ data: Order }>(await get(t.app, `/orders/${id}`)).data.status).toBe('CONFIRMED');
    const page = json<{ data: { content: Order[] } }>(await get(t.app, '/orders/my-orders')).data;
    expect(page.content.find((o) => o.order_id === id)?.status).toBe('CONFIRMED');

    // and a change in plain SQL on B's connections
    await b.ctx.db.update(orders).set({ adminRemarks: 'Ships Monday' }).where(eq(orders.id, id));
    expect(json<{ data: Order }>(await get(t.app, `/orders/${id}`)).data.admin_remarks).toBe(
      'Ships Monday',
    );
    await expectSameAnswers();
  });
});

describe('the kept answers themselves', () => {
  it('keep at most their bytes, dropping the least recently read first', () => {
    const text = 'x'.repeat(1000);
    const cache = new AnswerCache(10_000);
    for (let i = 0; i < 20; i++) cache.set(`k${i}`, 's', text, Infinity);
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.size).toBeLessThan(20);
    expect(cache.get('k19', 's', 0)?.text).toBe(text);
    expect(cache.get('k0', 's', 0)).toBeUndefined();
    // reading one makes it the last to go
    const oldest = [...Array(20).keys()].find((i) => cache.get(`k${i}`, 's', 0) !== undefined)!;
    for (let i = 20; i < 20 + cache.size - 1; i++) cache.set(`k${i}`, 's', text, Infinity);
    expect(cache.get(`k${oldest}`, 's', 0)?.text).toBe(text);
    // an answer larger than the whole memory is not kept
    cache.set('big', 's', 'y'.repeat(10_000), Infinity);
    expect(cache.get('big', 's', 0)).toBeUndefined();
  });

  it('give nothing under another stamp or from the moment they expire', () => {
    const cache = new AnswerCache(1_000_000);
    cache.set('k', 'stamp-1', '{}', 5000);
    expect(cache.get('k', 'stamp-2', 0)).toBeUndefined();
    cache.set('k', 'stamp-1', '{}', 5000);
    expect(cache.get('k', 'stamp-1', 4999)?.text).toBe('{}');
    expect(cache.get('k', 'stamp-1', 5000)).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('return eligibility expires when its days left would change, or not at all once closed', () => {
    const DAY = 86_400_000;
    const delivered = Date.UTC(2026, 11, 1, 10, 0, 0);
    const order = {
      order_id: '00000000-0000-4000-8000-000000000001',
      status: 'DELIVERED',
      status_history: [
        { status: 'DELIVERED', changed_at: new Date(delivered).toISOString(), remarks: null },
      ],
      order_items: [],
      invoice: { number: 'INV/1', issued_at: new Date(delivered).toISOString(), e_invoice: null },
    } as unknown as Order;
    for (const hoursAfter of [1, 30, 24 * 9 + 23, 24 * 10 - 1]) {
      const now = delivered + hoursAfter * 3_600_000;
      const e = eligibilityOf(order, new Map(), 10, new Date(now));
      const at = eligibilityExpiresAt(e)!;
      expect(at).toBeGreaterThan(now);
      // the same answer until then, another from then on
      expect(eligibilityOf(order, new Map(), 10, new Date(at - 1))).toEqual(e);
      expect(eligibilityOf(order, new Map(), 10, new Date(at))).not.toEqual(e);
    }
    const closed = eligibilityOf(order, new Map(), 10, new Date(delivered + 11 * DAY));
    expect(closed.open).toBe(false);
    expect(eligibilityExpiresAt(closed)).toBeUndefined();
  });
});
