import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../test/helpers';
import { createProduct, createUser, type TestUser } from '../../test/fixtures';
import { BROKEN_UPLOAD_MESSAGE } from './error-handler';

// Issue 23, items 4, 5 and 8: staff and personal answers are never cacheable; a truncated
// multipart upload is a 400, not a 500; query numbers are plain digits.
let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let productId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'ADMIN' });
  customer = await createUser(t);
  productId = (await createProduct(t.ctx.db, { price: 100, stock: 0 })).product.id;
});
afterAll(async () => {
  await t.close();
});

describe('Cache-Control: no-store on staff and personal answers', () => {
  it.each([
    '/api/admin/orders',
    '/api/admin/products',
    '/api/admin/categories',
    '/api/admin/manufacturers',
    '/api/admin/mail',
  ])('GET %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(admin.accessToken) });
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('an admin path refused for a customer is not stored either', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders',
      headers: bearer(customer.accessToken),
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /api/stock-alerts/{id}', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/stock-alerts/${productId}`,
      headers: bearer(customer.accessToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('a truncated multipart upload', () => {
  it('answers 400 with a readable message, not 500', async () => {
    const boundary = '----store-test-boundary';
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
      'Content-Type: image/png\r\n\r\n';
    const payload = Buffer.concat([Buffer.from(head), Buffer.alloc(300, 7)]); // no closing boundary
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      headers: {
        ...bearer(admin.accessToken),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(json(res)).toMatchObject({ success: false, code: 'invalid_data' });
    expect(json(res).message).toBe(BROKEN_UPLOAD_MESSAGE);
  });
});

describe('numbers in query strings', () => {
  it.each(['index=0x10', 'index=1e3', 'maxPrice=', 'minPrice=1e2', 'limit=0x1', 'index=%201'])(
    'GET /api/products/search?%s is a 400',
    async (query) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/products/search?${query}` });
      expect(res.statusCode, res.body).toBe(400);
      expect(json(res).code).toBe('invalid_data');
    },
  );

  it('plain digits still work', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/products/search?index=0&limit=10&maxPrice=150.50',
    });
    expect(res.statusCode).toBe(200);
  });
});
