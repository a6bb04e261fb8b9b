import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { QUOTE_MESSAGES, quotePincodeMessage, type Order, type Quote } from '@store/contract';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers';
import { createProduct, createUser, type TestUser } from '../../../test/fixtures';
import { mailOutbox, orders, products, quotes, users } from '../../db/schema/index';
import { renderAttachments } from '../mail/attachments';
import { buildMailView } from '../mail/mail-views';
import { quotePdfAttachment } from './quote-mail';
import { shipping } from '../orders/orders.test-support';
import { pdfText } from '../returns/returns.test-support';
import { expireQuotes } from './quote-answer.service';
import { getQuote, indiaToday } from './quotes.service';

// decisions.md › Request for quote. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL
// (where the concurrent calls really run at the same time).
let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { role: 'ADMIN', name: 'Store Staff' });
});
afterAll(async () => {
  await t.close();
});

const daysFromToday = (n: number) => {
  const d = new Date(`${indiaToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

async function product(opts: { price?: number; stock?: number; packSize?: number } = {}) {
  const { product: p } = await createProduct(t.ctx.db, {
    price: opts.price ?? 1000,
    stock: opts.stock ?? 100,
  });
  await t.ctx.db
    .update(products)
    .set({
      gstRate: 18,
      hsnCode: '8467',
      packSize: opts.packSize ?? 1,
      minOrderQty: opts.packSize ?? 1,
      priceSlabs: [],
    })
    .where(eq(products.id, p.id));
  return p;
}

const ask = (user: TestUser, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/quotes', headers: bearer(user.accessToken), payload });

const staffPatch = (id: string, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/quotes/${id}`,
    headers: bearer(staff.accessToken),
    payload,
  });

const orderQuote = (user: TestUser, id: string, key?: string, body: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/quotes/${id}/order`,
    headers: { ...bearer(user.accessToken), ...(key ? { 'idempotency-key': key } : {}) },
    payload: { ...shipping(), payment_method: 'UPI', ...body },
  });

async function requested(user: TestUser, lines: { product_id: string; quantity: number }[]) {
  const res = await ask(user, { lines, pincode: '560058', note: 'For the Peenya plant' });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: Quote }>(res).data;
}

async function quoted(
  user: TestUser,
  lines: { product_id: string; quantity: number }[],
  price = 800,
) {
  const q = await requested(user, lines);
  const res = await staffPatch(q.quote_id, {
    lines: q.lines.map((l) => ({ quote_line_id: l.quote_line_id, unit_price: price })),
    valid_until: daysFromToday(7),
    staff_note: 'Delivery in 5 days',
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: Quote }>(res).data;
}

const stockOf = async (id: string) =>
  (await t.ctx.db.select().from(products).where(eq(products.id, id)))[0]?.stockQuantity;

describe('asking for a quote', () => {
  it('numbers the request Q/<FY>/<serial> and lists it for its owner only', async () => {
    const user = await createUser(t);
    const p = await product();
    const q = await requested(user, [{ product_id: p.id, quantity: 40 }]);
    expect(q.number).toMatch(/^Q\/\d{2}-\d{2}\/\d{5}$/);
    expect(q).toMatchObject({
      status: 'REQUESTED',
      pincode: '560058',
      note: 'For the Peenya plant',
      total_amount: null,
      valid_until: null,
      staff_note: null,
    });
    expect(q.lines[0]).toMatchObject({ quantity: 40, unit_price: null, list_price: 1000 });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/quotes',
      headers: bearer(user.accessToken),
    });
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(json<{ data: { content: Quote[] } }>(mine).data.content.map((x) => x.quote_id)).toEqual([
      q.quote_id,
    ]);
    const other = await createUser(t);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/quotes/${q.quote_id}`,
      headers: bearer(other.accessToken),
    });
    expect(theirs.statusCode).toBe(404);
    const guest = await t.app.inject({ method: 'GET', url: '/api/quotes' });
    expect(guest.statusCode).toBe(401);
  });

  it('refuses bad requests with a clear 400 and writes nothing', async () => {
    const user = await createUser(t);
    const p = await product({ packSize: 10 });
    const gone = await product();
    await t.ctx.db.update(products).set({ isActive: false }).where(eq(products.id, gone.id));
    const cases: [object, string][] = [
      [{ lines: [], pincode: '560058' }, QUOTE_MESSAGES.noLines],
      [
        {
          lines: Array.from({ length: 201 }, () => ({ product_id: p.id, quantity: 10 })),
          pincode: '560058',
        },
        QUOTE_MESSAGES.tooManyLines,
      ],
      [
        { lines: [{ product_id: p.id, quantity: 15 }], pincode: '560058' },
        'This product is sold in packs of 10',
      ],
      [
        { lines: [{ product_id: gone.id, quantity: 1 }], pincode: '560058' },
        QUOTE_MESSAGES.productGone,
      ],
      [
        {
          lines: [{ product_id: p.id, quantity: 10 }],
          pincode: '560058',
          needed_by: daysFromToday(-1),
        },
        QUOTE_MESSAGES.neededByPast,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await ask(user, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(message);
    }
    const rows = await t.ctx.db.select().from(quotes).where(eq(quotes.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it('numbers concurrent requests without gaps or repeats', async () => {
    const p = await product();
    const users = await Promise.all(Array.from({ length: 6 }, () => createUser(t)));
    const answers = await Promise.all(
      users.map((u) => ask(u, { lines: [{ product_id: p.id, quantity: 1 }], pincode: '560058' })),
    );
    const serials = answers
      .map((r) => {
        expect(r.statusCode, r.body).toBe(201);
        return Number(json<{ data: Quote }>(r).data.number.split('/')[2]);
      })
      .sort((a, b) => a - b);
    for (let i = 1; i < serials.length; i++) expect(serials[i]).toBe((serials[i - 1] ?? 0) + 1);
  });
});

describe('staff answer', () => {
  it('prices the lines (list and slab beside), sets validity and GST for the pincode; refuses bad prices', async () => {
    const user = await createUser(t);
    const p = await product({ price: 1000 });
    const q = await requested(user, [{ product_id: p.id, quantity: 40 }]);
    const line = q.lines[0]?.quote_line_id;
    const bad: [object, string][] = [
      [
        { lines: [{ quote_line_id: line, unit_price: 0 }], valid_until: daysFromToday(7) },
        QUOTE_MESSAGES.priceZero,
      ],
      [
        { lines: [{ quote_line_id: line, unit_price: 1000.01 }], valid_until: daysFromToday(7) },
        QUOTE_MESSAGES.priceAboveList,
      ],
      [
        { lines: [{ quote_line_id: line, unit_price: 900 }], valid_until: daysFromToday(31) },
        QUOTE_MESSAGES.validUntilRange,
      ],
      [
        { lines: [{ quote_line_id: line, unit_price: 900 }], valid_until: daysFromToday(-1) },
        QUOTE_MESSAGES.validUntilRange,
      ],
    ];
    for (const [payload, message] of bad) {
      const res = await staffPatch(q.quote_id, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(message);
    }
    const customer = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/quotes/${q.quote_id}`,
      headers: bearer(user.accessToken),
      payload: { status: 'REJECTED', reason: 'x' },
    });
    expect(customer.statusCode).toBe(403);
    const res = await staffPatch(q.quote_id, {
      lines: [{ quote_line_id: line, unit_price: 850 }],
      valid_until: daysFromToday(30),
      staff_note: 'Best price',
    });
    expect(res.statusCode, res.body).toBe(200);
    const answered = json<{ data: Quote }>(res).data;
    expect(answered).toMatchObject({
      status: 'QUOTED',
      total_amount: 34000,
      valid_until: daysFromToday(30),
      staff_note: 'Best price',
    });
    expect(answered.lines[0]).toMatchObject({
      unit_price: 850,
      total_price: 34000,
      list_price: 1000,
      quoted_list_price: 1000,
    });
    // the list price moves on; the quote keeps the one it was quoted against (issue 43.12)
    await t.ctx.db.update(products).set({ pricePaise: 120000 }).where(eq(products.id, p.id));
    const later = json<{ data: Quote }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/quotes/${q.quote_id}`,
        headers: bearer(user.accessToken),
      }),
    ).data;
    expect(later.lines[0]).toMatchObject({ list_price: 1200, quoted_list_price: 1000 });
    const gst = answered.gst;
    expect(gst).not.toBeNull();
    if (gst) {
      expect(Math.round((gst.taxable_value + gst.cgst + gst.sgst + gst.igst) * 100)).toBe(3400000);
    }
    // answering twice: 409
    const again = await staffPatch(q.quote_id, { status: 'REJECTED', reason: 'late' });
    expect(again.statusCode).toBe(409);
  });

  it('turns a request down with a reason; lists new requests first and filters by status', async () => {
    const user = await createUser(t);
    const p = await product();
    const q = await requested(user, [{ product_id: p.id, quantity: 1 }]);
    const res = await staffPatch(q.quote_id, { status: 'REJECTED', reason: 'Discontinued model' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: Quote }>(res).data).toMatchObject({
      status: 'REJECTED',
      reason: 'Discontinued model',
    });
    const fresh = await requested(user, [{ product_id: p.id, quantity: 1 }]);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/quotes?limit=100',
      headers: bearer(staff.accessToken),
    });
    const content = json<{ data: { content: Quote[] } }>(list).data.content;
    const firstOther = content.findIndex((x) => x.status !== 'REQUESTED');
    expect(content.slice(firstOther).some((x) => x.status === 'REQUESTED')).toBe(false);
    expect(content.some((x) => x.quote_id === fresh.quote_id)).toBe(true);
    const rejected = await t.app.inject({
      method: 'GET',
      url: '/api/admin/quotes?status=REJECTED&limit=100',
      headers: bearer(staff.accessToken),
    });
    const r = json<{ data: { content: Quote[] } }>(rejected).data.content;
    expect(r.every((x) => x.status === 'REJECTED')).toBe(true);
    expect(r.some((x) => x.quote_id === q.quote_id)).toBe(true);
  });
});

describe('ordering a quote', () => {
  it('places the order at the quoted prices, takes stock then, and only once', async () => {
    const user = await createUser(t);
    const p = await product({ price: 1000, stock: 50 });
    const q = await quoted(user, [{ product_id: p.id, quantity: 40 }], 800);
    expect(await stockOf(p.id)).toBe(50);
    const res = await orderQuote(user, q.quote_id, 'quote-key-0001');
    expect(res.statusCode, res.body).toBe(201);
    const order = json<{ data: Order }>(res).data;
    expect(order.order_items[0]).toMatchObject({ quantity: 40 });
    expect(order.order_items[0]?.total_price).toBe(32000);
    expect(order.total_amount).toBe(32000);
    expect(await stockOf(p.id)).toBe(10);
    // the same key again: the same order (200, replayed)
    const replay = await orderQuote(user, q.quote_id, 'quote-key-0001');
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(json<{ data: Order }>(replay).data.order_id).toBe(order.order_id);
    // another tab (another key): 409 naming why
    const twice = await orderQuote(user, q.quote_id, 'quote-key-0002');
    expect(twice.statusCode).toBe(409);
    expect(json(twice).message).toBe(QUOTE_MESSAGES.alreadyOrdered);
    expect(await stockOf(p.id)).toBe(10);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/quotes/${q.quote_id}`,
      headers: bearer(user.accessToken),
    });
    expect(json<{ data: Quote }>(read).data).toMatchObject({
      status: 'ACCEPTED',
      order_id: order.order_id,
    });
    // staff cannot quote an ordered quote
    const requote = await staffPatch(q.quote_id, { status: 'REJECTED', reason: 'x' });
    expect(requote.statusCode).toBe(409);
    expect(json(requote).message).toBe(QUOTE_MESSAGES.alreadyOrdered);
  });

  it("refuses an address whose pincode is not the quote's: 400 naming pincode, nothing written", async () => {
    const user = await createUser(t);
    const p = await product({ price: 1000, stock: 30 });
    const q = await quoted(user, [{ product_id: p.id, quantity: 10 }], 900);
    expect(q.pincode).toBe('560058');
    const ordersBefore = await t.ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.userId, user.id));
    const elsewhere = await orderQuote(user, q.quote_id, 'quote-pin-key-1', {
      ...shipping({ city: 'Mysuru', pincode: '570001' }),
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(400);
    const body = json<{ message: string; errors?: { field: string; message: string }[] }>(
      elsewhere,
    );
    expect(body.message).toBe(quotePincodeMessage('560058'));
    expect(body.message).toBe('This quote was priced for delivery to pincode 560058');
    expect(body.errors).toEqual([{ field: 'pincode', message: quotePincodeMessage('560058') }]);
    // nothing changed: no order, stock untouched, the quote still open
    expect(await stockOf(p.id)).toBe(30);
    const ordersAfter = await t.ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.userId, user.id));
    expect(ordersAfter).toHaveLength(ordersBefore.length);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/quotes/${q.quote_id}`,
      headers: bearer(user.accessToken),
    });
    expect(json<{ data: Quote }>(read).data).toMatchObject({ status: 'QUOTED', order_id: null });
    // the same key with the quote's pincode then places it
    const right = await orderQuote(user, q.quote_id, 'quote-pin-key-1');
    expect(right.statusCode, right.body).toBe(201);
    expect(await stockOf(p.id)).toBe(20);
  });

  it('two concurrent calls on one quote make one order', async () => {
    const user = await createUser(t);
    const p = await product({ stock: 100 });
    const q = await quoted(user, [{ product_id: p.id, quantity: 5 }], 500);
    const answers = await Promise.all([
      orderQuote(user, q.quote_id, 'tab-one-key-1'),
      orderQuote(user, q.quote_id, 'tab-two-key-2'),
      orderQuote(user, q.quote_id),
    ]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409]);
    expect(await stockOf(p.id)).toBe(95);
  });

  it("refuses a request not yet quoted, a declined, an expired or another customer's quote", async () => {
    const user = await createUser(t);
    const p = await product();
    const fresh = await requested(user, [{ product_id: p.id, quantity: 1 }]);
    const r1 = await orderQuote(user, fresh.quote_id);
    expect(r1.statusCode).toBe(409);
    expect(json(r1).message).toBe(QUOTE_MESSAGES.notQuotedYet);

    const q = await quoted(user, [{ product_id: p.id, quantity: 1 }]);
    const other = await createUser(t);
    expect((await orderQuote(other, q.quote_id)).statusCode).toBe(404);
    const noReason = await t.app.inject({
      method: 'POST',
      url: `/api/quotes/${q.quote_id}/decline`,
      headers: bearer(user.accessToken),
      payload: { reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/quotes/${q.quote_id}/decline`,
      headers: bearer(user.accessToken),
      payload: { reason: 'Found it cheaper' },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(json<{ data: Quote }>(declined).data).toMatchObject({
      status: 'DECLINED',
      reason: 'Found it cheaper',
    });
    const r2 = await orderQuote(user, q.quote_id);
    expect(r2.statusCode).toBe(409);
    expect(json(r2).message).toBe(QUOTE_MESSAGES.declinedAlready);
  });

  it('expires a quote past its date: on read and order at once, and by the job; "request again" copies the lines', async () => {
    const user = await createUser(t);
    const p = await product({ stock: 20 });
    const q = await quoted(user, [{ product_id: p.id, quantity: 3 }]);
    await t.ctx.db
      .update(quotes)
      .set({ validUntil: daysFromToday(-1) })
      .where(eq(quotes.id, q.quote_id));
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/quotes/${q.quote_id}`,
      headers: bearer(user.accessToken),
    });
    expect(json<{ data: Quote }>(read).data.status).toBe('EXPIRED');
    const r = await orderQuote(user, q.quote_id);
    expect(r.statusCode).toBe(409);
    expect(json(r).message).toBe(QUOTE_MESSAGES.expired);
    expect(await stockOf(p.id)).toBe(20);
    // the job: idempotent, however many run it at once
    const [a, b] = await Promise.all([expireQuotes(t.ctx.db), expireQuotes(t.ctx.db)]);
    expect((a ?? 0) + (b ?? 0)).toBeGreaterThanOrEqual(1);
    const [row] = await t.ctx.db.select().from(quotes).where(eq(quotes.id, q.quote_id));
    expect(row?.status).toBe('EXPIRED');
    expect(await expireQuotes(t.ctx.db)).toBe(0);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/quotes/${q.quote_id}/request-again`,
      headers: bearer(user.accessToken),
    });
    expect(again.statusCode, again.body).toBe(201);
    const copy = json<{ data: Quote }>(again).data;
    expect(copy.status).toBe('REQUESTED');
    expect(copy.number).not.toBe(q.number);
    expect(copy.lines.map((l) => [l.product_id, l.quantity])).toEqual([[p.id, 3]]);
  });
});

describe('the quote PDF', () => {
  it('reads back: supplier and buyer, lines, unit prices, GST, validity; only the owner and staff', async () => {
    const user = await createUser(t, { name: 'Meera Industries' });
    const p = await product({ price: 1000 });
    const q = await quoted(user, [{ product_id: p.id, quantity: 40 }], 850);
    const early = await requested(user, [{ product_id: p.id, quantity: 1 }]);
    const notYet = await t.app.inject({
      method: 'GET',
      url: `/api/quotes/${early.quote_id}/pdf`,
      headers: bearer(user.accessToken),
    });
    expect(notYet.statusCode).toBe(409);
    const other = await createUser(t);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/quotes/${q.quote_id}/pdf`,
      headers: bearer(other.accessToken),
    });
    expect(theirs.statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/quotes/${q.quote_id}/pdf`,
      headers: bearer(user.accessToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toContain('no-store');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('QUOTATION');
    expect(text).toContain(q.number);
    expect(text).toContain(t.ctx.config.COMPANY_NAME);
    expect(text).toContain(t.ctx.config.COMPANY_GSTIN);
    expect(text).toContain('Meera Industries');
    expect(text).toContain(p.name);
    expect(text).toContain('850.00');
    expect(text).toContain('34,000.00');
    expect(text).toMatch(/CGST|IGST/);
    expect(text).toContain('Valid until');
    const staffCopy = await t.app.inject({
      method: 'GET',
      url: `/api/admin/quotes/${q.quote_id}/pdf`,
      headers: bearer(staff.accessToken),
    });
    expect(staffCopy.statusCode).toBe(200);
  });
});

describe('the quote mails', () => {
  it('queues one to staff for each request and one with the PDF to the customer when answered', async () => {
    const user = await createUser(t, { name: 'Kiran Fabricators' });
    await t.ctx.db.update(users).set({ email: 'kiran@example.in' }).where(eq(users.id, user.id));
    const p = await product({ price: 1000 });
    const q = await quoted(user, [{ product_id: p.id, quantity: 10 }], 900);
    const rows = (await t.ctx.db.select().from(mailOutbox)).filter(
      (r) => r.payload.quote_id === q.quote_id,
    );
    const staffMail = rows.find((r) => r.kind === 'QUOTE_REQUESTED_STAFF');
    const answered = rows.find((r) => r.kind === 'QUOTE_ANSWERED');
    expect(rows).toHaveLength(2);
    expect(staffMail?.subject).toBe(`New request for quote ${q.number} from Kiran Fabricators`);
    expect(answered).toMatchObject({
      toAddress: 'kiran@example.in',
      subject: `Your quote ${q.number}`,
    });
    if (!answered || !staffMail) throw new Error('mails missing');
    const view = await buildMailView(t.ctx, answered);
    expect(view.paragraphs.join(' ')).toContain('₹9,000.00');
    expect(view.action?.url).toContain(`/account/quotes/${q.quote_id}`);
    const staffView = await buildMailView(t.ctx, staffMail);
    expect(staffView.action?.url).toContain(`/admin/quotes/${q.quote_id}`);
    const files = await renderAttachments(t.ctx, 'QUOTE_ANSWERED', q.quote_id, {
      attachments: {
        QUOTE_ANSWERED: quotePdfAttachment((db, id, c) => getQuote(db, { quoteId: id }, c)),
      },
    });
    expect(files).toHaveLength(1);
    expect(files[0]?.contentType).toBe('application/pdf');
    const text = await pdfText(Buffer.from(files[0]?.content as Buffer));
    expect(text).toContain(q.number);
  });
});
