import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Quote } from '@store/contract';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers';
import { createProduct, createUser } from '../../../test/fixtures';
import { products, quotes } from '../../db/schema/index';
import { pdfText } from '../returns/returns.test-support';

// The quote PDF's dates (issue 43.6; docs/decisions/310): India time, as the invoices.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the quote PDF', () => {
  it('is dated the India day it was made: 00:46 IST on 28 Nov (19:16 UTC on 27 Nov) is 28 Nov', async () => {
    const staff = await createUser(t, { role: 'ADMIN' });
    const user = await createUser(t, { name: 'Night Shift Works' });
    const { product } = await createProduct(t.ctx.db, { price: 1000, stock: 100 });
    await t.ctx.db
      .update(products)
      .set({ gstRate: 18, hsnCode: '8467', priceSlabs: [] })
      .where(eq(products.id, product.id));
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: bearer(user.accessToken),
      payload: { lines: [{ product_id: product.id, quantity: 10 }], pincode: '560058' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const q = json<{ data: Quote }>(asked).data;
    const validUntil = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const answered = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/quotes/${q.quote_id}`,
      headers: bearer(staff.accessToken),
      payload: {
        lines: q.lines.map((l) => ({ quote_line_id: l.quote_line_id, unit_price: 900 })),
        valid_until: validUntil,
      },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    await t.ctx.db
      .update(quotes)
      .set({ createdAt: new Date('2026-11-27T19:16:00Z') })
      .where(eq(quotes.id, q.quote_id));

    for (const url of [`/api/quotes/${q.quote_id}/pdf`, `/api/admin/quotes/${q.quote_id}/pdf`]) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: bearer((url.includes('admin') ? staff : user).accessToken),
      });
      expect(res.statusCode, res.body).toBe(200);
      const text = await pdfText(res.rawPayload);
      expect(text).toContain('Date: 28 Nov 2026');
      expect(text).not.toContain('27 Nov 2026');
      // a calendar day stays itself
      const [y, , d] = validUntil.split('-');
      const month = new Date(`${validUntil}T12:00:00Z`).toLocaleString('en', { month: 'short' });
      expect(text).toContain(`Valid until: ${d} ${month} ${y}`);
    }
  });
});
