import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../test/helpers';
import { createProduct, createUser, uniquePhone, type TestUser } from '../../test/fixtures';
import { addToCart, getCartOf, postOrder } from '../modules/orders/orders.test-support';

// Issue 16: each finding of the outside review, closed here and kept closed by the fuzzer.

let t: TestApp;
let user: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t);
  admin = await createUser(t, { role: 'ADMIN' });
});
afterAll(async () => {
  await t.close();
});

type Body = {
  success: boolean;
  message: string;
  data: unknown;
  code?: string;
  errors?: { field: string; message: string }[];
};

function expectEnvelope(res: LightMyRequestResponse) {
  expect(String(res.headers['content-type'])).toMatch(/application\/json/);
  const body = json<Body>(res);
  expect(body.success).toBe(false);
  expect(typeof body.message).toBe('string');
  expect(body.data).toBeNull();
  return body;
}

describe('a NUL character in any text field', () => {
  const nul = 'Asha\u0000Rao';

  it('register name: 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: nul, phone: uniquePhone(), password: 'a-long-unusual-password' },
    });
    expect(res.statusCode).toBe(400);
    const body = expectEnvelope(res);
    expect(body.code).toBe('invalid_data');
    expect(body.errors).toEqual([{ field: 'name', message: expect.stringContaining('name') }]);
  });

  it('profile name, address fields, cancel remarks, admin filters and path parameters', async () => {
    const cases = [
      {
        method: 'PATCH',
        url: '/api/auth/profile',
        payload: { name: nul, email: '' },
        field: 'name',
      },
      {
        method: 'POST',
        url: '/api/orders',
        payload: {
          cart_id: '00000000-0000-4000-8000-000000000000',
          customer_name: 'Asha',
          phone_number: '9876543210',
          street_address: `12 MG Road${'\u0000'}`,
          city: 'Bengaluru',
          state: 'Karnataka',
          pincode: '560001',
        },
        field: 'street_address',
      },
      {
        method: 'PUT',
        url: '/api/orders/00000000-0000-4000-8000-000000000000/cancel?remarks=no%00thanks',
        field: 'remarks',
      },
      { method: 'GET', url: '/api/products/search?q=drill%00', field: 'q' },
      { method: 'GET', url: '/api/products/dr%00ill', field: 'slug' },
    ] as const;
    for (const c of cases) {
      const res = await t.app.inject({
        method: c.method,
        url: c.url,
        headers: bearer(user.accessToken),
        ...('payload' in c ? { payload: c.payload } : {}),
      });
      expect(res.statusCode, `${c.method} ${c.url}: ${res.body}`).toBe(400);
      expect(expectEnvelope(res).errors?.[0]?.field, c.url).toBe(c.field);
    }
    const staff = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders?q=x%00y',
      headers: bearer(admin.accessToken),
    });
    expect(staff.statusCode).toBe(400);
    expect(expectEnvelope(staff).errors?.[0]?.field).toBe('q');
  });

  it('a guest on a staff path still gets 401, not 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/orders?q=x%00y' });
    expect(res.statusCode).toBe(401);
  });
});

describe('numeric inputs are bounded before SQL', () => {
  it('minPrice / maxPrice beyond the largest price: 400, never 500', async () => {
    for (const q of ['minPrice=21474837', 'maxPrice=99999999999', 'minPrice=1e300']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/products/search?${q}` });
      expect(res.statusCode, q).toBe(400);
      expectEnvelope(res);
    }
    const ok = await t.app.inject({ method: 'GET', url: '/api/products/search?maxPrice=10000000' });
    expect(ok.statusCode).toBe(200);
  });
});

describe('JSON bodies take the JSON type the contract names', () => {
  it('quantity null, false, "", [], "0x10", true, "2" are refused, not coerced', async () => {
    const { product } = await createProduct(t.ctx.db, { stock: 50 });
    const added = await addToCart(t, user, product.id, 3);
    expect(added.statusCode).toBe(200);
    const line = (await getCartOf(t, user)).items.find((i) => i.product_id === product.id);
    if (!line) throw new Error('no line');
    for (const quantity of [null, false, '', [], '0x10', true, '2', {}]) {
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/cart/items/${line.cart_item_id}`,
        headers: bearer(user.accessToken),
        payload: { quantity, cart_type: 'CART' },
      });
      expect(put.statusCode, JSON.stringify(quantity)).toBe(400);
      expect(expectEnvelope(put).errors?.[0]?.field).toBe('quantity');
      const post = await t.app.inject({
        method: 'POST',
        url: '/api/cart/items',
        headers: bearer(user.accessToken),
        payload: { product_id: product.id, quantity, cart_type: 'CART' },
      });
      expect(post.statusCode, JSON.stringify(quantity)).toBe(400);
    }
    const after = (await getCartOf(t, user)).items.find((i) => i.product_id === product.id);
    expect(after?.quantity).toBe(3);
  });
});

describe('Idempotency-Key', () => {
  it('reused with a different body: 422, and no second order', async () => {
    const buyer = await createUser(t);
    const { product } = await createProduct(t.ctx.db, { stock: 10 });
    await addToCart(t, buyer, product.id, 1);
    const key = `key-${Date.now()}-a`;
    const first = await postOrder(t, buyer, { key });
    expect(first.statusCode, first.body).toBe(201);
    const replay = await postOrder(t, buyer, { key });
    expect(replay.statusCode).toBe(200);
    await addToCart(t, buyer, product.id, 1);
    const other = await postOrder(t, buyer, { key, body: { city: 'Mysuru' } });
    expect(other.statusCode, other.body).toBe(422);
    expect(expectEnvelope(other).message).toBe(
      'This Idempotency-Key was already used for a different request',
    );
    expect((await getCartOf(t, buyer)).items).toHaveLength(1);
  });
});

describe('unknown paths under /api/admin', () => {
  it('401 for a guest, 403 for a customer, 404 only for staff', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/nope'],
      ['DELETE', '/api/admin/orders'],
      ['GET', '/api/admin'],
    ] as const) {
      const guest = await t.app.inject({ method, url });
      expect(guest.statusCode, url).toBe(401);
      expectEnvelope(guest);
      const customer = await t.app.inject({ method, url, headers: bearer(user.accessToken) });
      expect(customer.statusCode, url).toBe(403);
      expectEnvelope(customer);
      const staff = await t.app.inject({ method, url, headers: bearer(admin.accessToken) });
      expect(staff.statusCode, url).toBe(404);
      expectEnvelope(staff);
    }
  });
});

describe("Fastify's and Node's own refusals answer the envelope", () => {
  it('414 for a huge path parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${'a'.repeat(5000)}` });
    expect(res.statusCode).toBe(414);
    expectEnvelope(res);
  });

  it('413 for a huge body, 415 for an unknown content type, 400 for broken JSON', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ phone: '9876543210', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expectEnvelope(big);
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(xml.statusCode).toBe(415);
    expectEnvelope(xml);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone": ',
    });
    expect(broken.statusCode).toBe(400);
    expectEnvelope(broken);
  });

  it('431 for headers too large, on a real socket', async () => {
    const served = await createTestApp();
    try {
      await served.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = served.app.server.address() as AddressInfo;
      const answer = (headers: Record<string, string>) =>
        new Promise<{ status: number; body: string; type: string }>((resolve, reject) => {
          const req = http.get(
            { host: '127.0.0.1', port, path: '/api/health', headers, agent: false },
            (res) => {
              let body = '';
              res.on('data', (c: Buffer) => (body += c.toString()));
              res.on('end', () =>
                resolve({
                  status: res.statusCode ?? 0,
                  body,
                  type: String(res.headers['content-type']),
                }),
              );
            },
          );
          req.on('error', reject);
        });
      const huge = await answer({ 'x-filler': 'x'.repeat(64 * 1024) });
      expect(huge.status).toBe(431);
      expect(huge.type).toMatch(/application\/json/);
      expect(JSON.parse(huge.body)).toMatchObject({ success: false, data: null });
    } finally {
      await served.close();
    }
  });
});

describe('Cache-Control: no-store on every /api/auth answer', () => {
  it('sign-in, register, rotation, profile and their refusals', async () => {
    const phone = uniquePhone();
    const password = 'a-long-unusual-password';
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Asha', phone, password },
    });
    expect(reg.statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone, password },
    });
    expect(login.statusCode).toBe(200);
    const tokens = json<{ data: { access_token: string; refresh_token: string } }>(login).data;
    const rotate = await t.app.inject({
      method: 'POST',
      url: '/api/auth/rotate-tokens',
      payload: { refresh_token_value: tokens.refresh_token },
    });
    expect(rotate.statusCode).toBe(200);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(tokens.access_token),
    });
    expect(profile.statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone, password: 'wrong-password-1' },
    });
    expect(refused.statusCode).toBe(401);
    for (const res of [reg, login, rotate, profile, refused]) {
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});
