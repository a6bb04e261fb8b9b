import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DeliverySettings, Order, PincodeInfo } from '@store/contract';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers';
import { createProduct, createUser, type TestUser } from '../../../test/fixtures';
import { orders } from '../../db/schema/index';
import { addToCart, getCartOf, postOrder } from '../orders/orders.test-support';
import { estimateDelivery } from './delivery-dates';
import { DEFAULT_DELIVERY_SETTINGS } from './delivery-zones';
import { readShipment } from './delivery.service';
import { loadPincodeDirectory, readDirectoryStatus } from './directory/pincode-directory';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'ADMIN' });
});
afterAll(async () => {
  await t.close();
});

const lookup = (pincode: string) =>
  t.app.inject({ method: 'GET', url: `/api/pincodes/${pincode}` });
const info = async (pincode: string) => {
  const res = await lookup(pincode);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: PincodeInfo }>(res).data;
};
const putSettings = (settings: unknown, token = admin.accessToken) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/delivery/settings',
    headers: bearer(token),
    payload: settings as Record<string, unknown>,
  });
const none = new Set<string>();

describe('GET /api/pincodes/{pincode}', () => {
  it('answers a Bengaluru pincode: same city as the company, 1-2 days, cash on delivery', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const peenya = await info('560058');
    expect(peenya).toMatchObject({
      pincode: '560058',
      city: 'Bengaluru',
      district: 'Bengaluru Urban',
      state: 'Karnataka',
      serviceable: true,
      cod_available: true,
      zone: 'SAME_CITY',
      delivery_days: { min: 1, max: 2 },
    });
    expect(peenya.estimated_delivery).toEqual(
      estimateDelivery(new Date(), { min: 1, max: 2 }, none),
    );
    expect(peenya.estimated_delivery?.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Mysuru: same state, another city.
    expect(await info('570001')).toMatchObject({ state: 'Karnataka', zone: 'SAME_STATE' });
  });

  it('answers a Delhi pincode as a metro, with the checkout state name "Delhi"', async () => {
    expect(await info('110001')).toMatchObject({
      pincode: '110001',
      state: 'Delhi',
      city: 'New Delhi',
      zone: 'METRO',
      serviceable: true,
      delivery_days: { min: 3, max: 5 },
    });
  });

  it('answers a North-East pincode as remote, without cash on delivery', async () => {
    expect(await info('781001')).toMatchObject({
      city: 'Guwahati',
      state: 'Assam',
      zone: 'REMOTE',
      serviceable: true,
      cod_available: false,
      delivery_days: { min: 7, max: 12 },
    });
    expect((await info('194101')).state).toBe('Ladakh');
    expect((await info('744101')).state).toBe('Andaman and Nicobar Islands');
  });

  it('says 404 "We could not find this pincode" for an unknown one', async () => {
    const res = await lookup('999999');
    expect(res.statusCode).toBe(404);
    expect(json(res)).toMatchObject({ success: false, message: 'We could not find this pincode' });
  });

  it.each([['56005'], ['5600581'], ['56005A'], ['abcdef']])(
    'refuses the malformed %s with 400',
    async (p) => {
      const res = await lookup(p);
      expect(res.statusCode).toBe(400);
      const body = json(res);
      expect(body.success).toBe(false);
      expect(body.errors).toEqual([
        { field: 'pincode', message: 'Please enter a valid 6-digit pincode' },
      ]);
    },
  );
});

describe('staff delivery settings', () => {
  it('are only for staff', async () => {
    const user = await createUser(t);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/delivery/settings' })).statusCode,
    ).toBe(401);
    expect((await putSettings(DEFAULT_DELIVERY_SETTINGS, user.accessToken)).statusCode).toBe(403);
  });

  it('shows the defaults and the loaded directory', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/delivery/settings',
      headers: bearer(admin.accessToken),
    });
    expect(res.statusCode).toBe(200);
    const data = json<{
      data: {
        settings: DeliverySettings;
        directory: { pincodes: number; company_pincode: string };
      };
    }>(res).data;
    expect(data.settings).toEqual(DEFAULT_DELIVERY_SETTINGS);
    expect(data.directory.pincodes).toBeGreaterThan(19000);
    expect(data.directory.company_pincode).toBe('560058');
  });

  it('refuse bad input: fewest days above most, a NUL, a bad date, a malformed pincode', async () => {
    const bad = (patch: Partial<DeliverySettings>) =>
      putSettings({ ...DEFAULT_DELIVERY_SETTINGS, ...patch });
    const zones = {
      ...DEFAULT_DELIVERY_SETTINGS.zones,
      METRO: { min_days: 6, max_days: 2, cod_available: true },
    };
    for (const res of [
      await bad({ zones }),
      await bad({ holidays: [{ date: '2026-12-25', name: 'Christmas\u0000' }] }),
      await bad({ holidays: [{ date: '2026-02-30', name: 'No such day' }] }),
      await bad({ unserviceable_pincodes: ['12345'] }),
      await putSettings({
        ...DEFAULT_DELIVERY_SETTINGS,
        zones: { ...zones, METRO: { min_days: '1', max_days: 2, cod_available: true } },
      }),
    ]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(json(res).errors?.length).toBeGreaterThan(0);
    }
  });

  it('change what a lookup answers: days, cash on delivery, holidays, unserviceable places', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const before = await info('110001');
    const to = before.estimated_delivery?.to ?? '';
    const res = await putSettings({
      ...DEFAULT_DELIVERY_SETTINGS,
      zones: {
        ...DEFAULT_DELIVERY_SETTINGS.zones,
        REMOTE: { min_days: 5, max_days: 9, cod_available: true },
      },
      holidays: [{ date: to, name: 'Store holiday' }],
      unserviceable_pincodes: ['400001'],
      unserviceable_districts: [{ state: 'Assam', district: 'Dhubri' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await info('110001');
    expect(after.estimated_delivery?.to).toBe(
      estimateDelivery(new Date(), { min: 3, max: 5 }, new Set([to])).to,
    );
    expect((after.estimated_delivery?.to ?? '') > to).toBe(true);
    expect(await info('781001')).toMatchObject({
      delivery_days: { min: 5, max: 9 },
      cod_available: true,
    });
    expect(await info('400001')).toMatchObject({
      serviceable: false,
      cod_available: false,
      delivery_days: null,
      estimated_delivery: null,
    });
    expect((await info('783301')).serviceable).toBe(false); // Dhubri, Assam
    expect((await putSettings(DEFAULT_DELIVERY_SETTINGS)).statusCode).toBe(200);
    expect((await info('400001')).serviceable).toBe(true);
  });
});

describe('POST /orders and the delivery address', () => {
  let product: Awaited<ReturnType<typeof createProduct>>;
  beforeAll(async () => {
    product = await createProduct(t.ctx.db, { price: 1000, stock: 100 });
  });

  const orderCount = async (user: TestUser) =>
    (await t.ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, user.id)))
      .length;

  it.each([
    [{ pincode: '999999' }, 'We could not find this pincode'],
    [
      { pincode: '110001', state: 'Karnataka', city: 'New Delhi' },
      'Pincode 110001 is not in Karnataka',
    ],
    [
      { pincode: '400001', state: 'Maharashtra', city: 'Mumbai' },
      'We do not deliver to this pincode yet',
    ],
  ])('refuses %o with 400 "%s", keeping the cart and writing no order', async (body, message) => {
    await putSettings({ ...DEFAULT_DELIVERY_SETTINGS, unserviceable_pincodes: ['400001'] });
    const user = await createUser(t);
    expect((await addToCart(t, user, product.product.id, 2)).statusCode).toBe(200);
    const res = await postOrder(t, user, { body });
    expect(res.statusCode, res.body).toBe(400);
    expect(json(res)).toMatchObject({
      success: false,
      message,
      errors: [{ field: 'pincode', message }],
    });
    expect(await orderCount(user)).toBe(0);
    const cart = await getCartOf(t, user);
    expect(cart.items.map((i) => i.quantity)).toEqual([2]);
    await putSettings(DEFAULT_DELIVERY_SETTINGS);
  });

  it('stores the promised dates on the order and answers them, with no shipment yet', async () => {
    const user = await createUser(t);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    expect((await addToCart(t, user, product.product.id, 1)).statusCode).toBe(200);
    const promised = await info('781001');
    const res = await postOrder(t, user, {
      body: { pincode: '781001', state: 'Assam', city: 'Guwahati' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = json<{ data: Order }>(res).data;
    expect(order.delivery).toEqual({
      estimated_from: promised.estimated_delivery?.from,
      estimated_to: promised.estimated_delivery?.to,
      cod_available: false,
    });
    expect(order.shipment).toBeNull();
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.order_id}`,
      headers: bearer(user.accessToken),
    });
    expect(json<{ data: Order }>(again).data.delivery).toEqual(order.delivery);
  });

  it('accepts the state case-insensitively and an old name (Orissa)', async () => {
    const user = await createUser(t);
    expect((await addToCart(t, user, product.product.id, 1)).statusCode).toBe(200);
    const res = await postOrder(t, user, {
      body: { pincode: '751001', state: 'Orissa', city: 'Bhubaneswar' },
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('shipments', () => {
  const patch = (id: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${id}/status`,
      headers: bearer(admin.accessToken),
      payload: body,
    });

  it('staff marking SHIPPED give courier and tracking number; the order carries them with a link', async () => {
    const product = await createProduct(t.ctx.db, { price: 500, stock: 10 });
    const user = await createUser(t);
    expect((await addToCart(t, user, product.product.id, 1)).statusCode).toBe(200);
    const placed = json<{ data: Order }>(await postOrder(t, user)).data;
    const early = await patch(placed.order_id, { status: 'CONFIRMED', courier: 'DTDC' });
    expect(early.statusCode).toBe(400);
    expect(json(early).message).toBe(
      'Courier and tracking number are given only when marking an order SHIPPED',
    );
    expect((await patch(placed.order_id, { status: 'CONFIRMED' })).statusCode).toBe(200);
    const badNumber = await patch(placed.order_id, {
      status: 'SHIPPED',
      courier: 'Blue Dart',
      tracking_number: 'x y',
    });
    expect(badNumber.statusCode).toBe(400);
    const longCourier = await patch(placed.order_id, {
      status: 'SHIPPED',
      courier: 'C'.repeat(61),
    });
    expect(longCourier.statusCode).toBe(400);

    const res = await patch(placed.order_id, {
      status: 'SHIPPED',
      courier: 'Blue Dart',
      tracking_number: '50012345678',
    });
    expect(res.statusCode, res.body).toBe(200);
    const shipment = json<{ data: Order }>(res).data.shipment;
    expect(shipment).toMatchObject({
      courier: 'Blue Dart',
      tracking_number: '50012345678',
      tracking_url:
        'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=50012345678',
    });
    expect(Number.isNaN(Date.parse(shipment?.shipped_at ?? ''))).toBe(false);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.order_id}`,
      headers: bearer(user.accessToken),
    });
    expect(json<{ data: Order }>(mine).data.shipment).toEqual(shipment);
    expect(await readShipment(t.ctx.db, placed.order_id)).toEqual(shipment);
  });

  it('an unknown courier gets no link; shipping without details still records the date', async () => {
    const product = await createProduct(t.ctx.db, { price: 500, stock: 10 });
    const user = await createUser(t);
    for (const courier of ['Local Van Service', undefined]) {
      expect((await addToCart(t, user, product.product.id, 1)).statusCode).toBe(200);
      const placed = json<{ data: Order }>(await postOrder(t, user)).data;
      await patch(placed.order_id, { status: 'CONFIRMED' });
      const res = await patch(placed.order_id, {
        status: 'SHIPPED',
        ...(courier ? { courier, tracking_number: 'LV-001' } : {}),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(json<{ data: Order }>(res).data.shipment).toMatchObject({
        courier: courier ?? null,
        tracking_url: null,
      });
    }
  });
});

describe('the directory load', () => {
  it('does nothing when this version is loaded, and keeps the old directory when a file is bad', async () => {
    const log = { info: vi.fn(), error: vi.fn() };
    const before = await readDirectoryStatus(t.ctx.db);
    expect(await loadPincodeDirectory(t.ctx.db, log)).toMatchObject({ status: 'current' });

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pincodes-'));
    const bad = path.join(dir, 'bad.tsv.gz');
    fs.writeFileSync(
      bad,
      zlib.gzipSync('110001\tNew Delhi\tNew Delhi\tDelhi\t\t\n560058\tX\tY\tNarnia\t\t\n'),
    );
    const outcome = await loadPincodeDirectory(t.ctx.db, log, bad);
    expect(outcome).toEqual({ status: 'failed', reason: 'line 2: unknown state "Narnia"' });
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ reason: 'line 2: unknown state "Narnia"' }),
      'pincode directory not loaded; keeping the old one',
    );
    const garbage = path.join(dir, 'garbage.tsv.gz');
    fs.writeFileSync(garbage, 'not gzip');
    expect((await loadPincodeDirectory(t.ctx.db, log, garbage)).status).toBe('failed');
    expect(await loadPincodeDirectory(t.ctx.db, log, path.join(dir, 'missing.gz'))).toMatchObject({
      status: 'failed',
    });
    expect(await readDirectoryStatus(t.ctx.db)).toEqual(before);
    expect((await info('560058')).city).toBe('Bengaluru');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('loads a new version in place of the old one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pincodes-'));
    const file = path.join(dir, 'small.tsv.gz');
    fs.writeFileSync(
      file,
      zlib.gzipSync('# test\n560058\tBengaluru\tBengaluru Urban\tKarnataka\t13.01\t77.52\n'),
    );
    const fresh = await createTestApp();
    try {
      const log = { info: vi.fn(), error: vi.fn() };
      expect(await loadPincodeDirectory(fresh.ctx.db, log, file)).toMatchObject({
        status: 'loaded',
        pincodes: 1,
      });
      expect(
        (await fresh.app.inject({ method: 'GET', url: '/api/pincodes/110001' })).statusCode,
      ).toBe(404);
      expect(
        (await fresh.app.inject({ method: 'GET', url: '/api/pincodes/560058' })).statusCode,
      ).toBe(200);
    } finally {
      await fresh.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
