import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_MESSAGES, type Quote } from '@store/contract';
import { bearer, createTestApp, json, type TestApp } from './helpers';
import { createProduct, createUser, type TestUser } from './fixtures';

/*
 * Issue 43.22: an impossible calendar date is a 400 naming the field, never a 500. Every date
 * the API takes goes through the contract's one CalendarDateSchema.
 */

let t: TestApp;
let staff: TestUser;
let buyer: TestUser;
let productId: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { role: 'ADMIN' });
  buyer = await createUser(t);
  productId = (await createProduct(t.ctx.db, { price: 1000, stock: 100 })).product.id;
});
afterAll(async () => {
  await t.close();
});

type Answer = { errors?: { field: string; message: string }[] };
const call = async (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  who: TestUser,
  payload?: object,
) => {
  const res = await t.app.inject({ method, url, headers: bearer(who.accessToken), payload });
  return { status: res.statusCode, body: json<Answer>(res), raw: res.body };
};

describe('impossible dates are a 400 naming the field', () => {
  it.each(['2027-02-30', '2027-13-01', '2026-12-32', '2026-11-31', '2027-00-10', '0001-01-01'])(
    'a quote needed by %s',
    async (needed_by) => {
      const res = await call('POST', '/api/quotes', buyer, {
        lines: [{ product_id: productId, quantity: 2 }],
        pincode: '560058',
        needed_by,
      });
      expect(res.status, res.raw).toBe(400);
      expect(res.body.errors).toContainEqual({
        field: 'needed_by',
        message: needed_by === '0001-01-01' ? DATE_MESSAGES.range : DATE_MESSAGES.real,
      });
    },
  );

  it.each(['2026-12-00', '2027-02-29', '2026-4-01'])(
    'a quote valid until %s',
    async (valid_until) => {
      const asked = await call('POST', '/api/quotes', buyer, {
        lines: [{ product_id: productId, quantity: 2 }],
        pincode: '560058',
      });
      expect(asked.status, asked.raw).toBe(201);
      const quote = (asked.body as unknown as { data: Quote }).data;
      const res = await call('PATCH', `/api/admin/quotes/${quote.quote_id}`, staff, {
        lines: quote.lines.map((l) => ({ quote_line_id: l.quote_line_id, unit_price: 900 })),
        valid_until,
      });
      expect(res.status, res.raw).toBe(400);
      expect(res.body.errors).toContainEqual({
        field: 'valid_until',
        message: valid_until === '2026-4-01' ? DATE_MESSAGES.format : DATE_MESSAGES.real,
      });
    },
  );

  it.each([
    ['0001-01-01', '0001-01-31', 'from', DATE_MESSAGES.range],
    ['2026-02-29', '2026-03-31', 'from', DATE_MESSAGES.real],
    ['2026-01-01', '2026-06-31', 'to', DATE_MESSAGES.real],
  ])('a sales report from %s to %s', async (from, to, field, message) => {
    for (const path of ['sales', 'sales.csv']) {
      const res = await call('GET', `/api/admin/reports/${path}?from=${from}&to=${to}`, staff);
      expect(res.status, res.raw).toBe(400);
      expect(res.body.errors).toContainEqual({ field, message });
    }
  });

  it('a real date still passes', async () => {
    const res = await call('GET', '/api/admin/reports/sales?from=2026-01-01&to=2026-01-31', staff);
    expect(res.status, res.raw).toBe(200);
  });
});
