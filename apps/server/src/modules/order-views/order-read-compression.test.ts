import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/fixtures';
import { gstProduct, placeOrderFor } from '../orders/orders.test-support';
import { encodingFor } from './order-read-cache';

// docs/decisions/391: a kept order read is also kept compressed, once per accept-encoding, and
// sent as the compression plugin would have sent it (the same text once decoded, the encoding
// the client asked for, Vary: accept-encoding).

let t: TestApp;
let asha: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  asha = await createUser(t, { name: 'Asha Rao' });
  const drill = await gstProduct(t, { price: 999, name: 'Drill' });
  // enough orders for My Orders to pass the plugin's 1 KiB threshold
  for (let i = 0; i < 3; i++) await placeOrderFor(t, asha, [{ productId: drill.id, quantity: 1 }]);
});
afterAll(async () => {
  await t.close();
});

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br'
    ? zlib.brotliDecompressSync(body).toString()
    : encoding === 'gzip'
      ? zlib.gunzipSync(body).toString()
      : encoding === 'deflate'
        ? zlib.inflateSync(body).toString()
        : body.toString();

const myOrders = (acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/orders/my-orders',
    headers: {
      ...bearer(asha.accessToken),
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
  });

describe('kept order reads, compressed', () => {
  it('are the same text, in the encoding asked for, first and again', async () => {
    const plain = await myOrders();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    // kept: a new accept-encoding adds its compressed copy once, a repeat adds nothing
    const cache = t.app.orderReadCache!;
    const before = cache.bytes;
    expect((await myOrders('gzip;q=0.9, br;q=0.8')).headers['content-encoding']).toBe('gzip');
    const after = cache.bytes;
    expect(after).toBeGreaterThan(before);
    expect((await myOrders('gzip;q=0.9, br;q=0.8')).headers['content-encoding']).toBe('gzip');
    expect(cache.bytes).toBe(after);
    for (const [asked, encoding] of [
      ['br, gzip', 'br'],
      ['gzip, deflate', 'gzip'],
      ['deflate', 'deflate'],
      ['br;q=0.5, gzip', 'gzip'],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const res = await myOrders(asked);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding'], asked).toBe(encoding);
        expect(String(res.headers.vary)).toMatch(/accept-encoding/);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(decode(encoding, res.rawPayload)).toBe(plain.body);
      }
    }
    // identity only: as it is
    const identity = await myOrders('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });

  it('chooses br, gzip or deflate as the plugin does, leaving the rest to it', () => {
    expect(encodingFor('gzip, deflate, br')).toBe('br');
    expect(encodingFor('GZIP')).toBe('gzip');
    expect(encodingFor('br;q=0, gzip;q=0.8, deflate;q=0.9')).toBe('deflate');
    expect(encodingFor('identity')).toBeUndefined();
    expect(encodingFor('br;q=0')).toBeUndefined();
    expect(encodingFor('*')).toBeUndefined();
    expect(encodingFor('x-gzip')).toBeUndefined();
  });
});
