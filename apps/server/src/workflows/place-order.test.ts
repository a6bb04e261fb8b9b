import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_MESSAGES,
  gstinCheckChar,
  type BusinessCompany,
  type Order,
  type Quote,
} from '@store/contract';
import { bearer, createTestApp, json, type TestApp } from '../../test/helpers';
import { createProduct, createUser, type TestUser } from '../../test/fixtures';
import { and, asc } from 'drizzle-orm';
import { mailOutbox, products, users } from '../db/schema/index';
import { buildMailView } from '../modules/mail/mail-views';
import { indiaToday } from '../lib/india-time';
import { addToCart, postOrder, shipping } from '../modules/orders/orders.test-support';

// One way to place an order (issue 36; issue 43.2, 43.17, 43.18): from a quote and by buying
// again, an order meets every rule of POST /orders (decisions.md › §16): the company's
// membership and role, credit terms and limit, the buyer's approval limit, the PO number and
// the company's GSTIN. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { role: 'ADMIN', name: 'Store Staff' });
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';
const call = (user: TestUser, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: bearer(user.accessToken),
    ...(payload ? { payload } : {}),
  });

let serial = 7000;
const gstin = () => {
  serial += 1;
  const first14 = `29ABCDE${serial}F1Z`;
  return first14 + gstinCheckChar(first14);
};

/** A company: an ADMIN, a BUYER with a ₹10,000 limit, a BUYER without one, a VIEWER. */
async function company(credit?: { credit_days: number; credit_limit?: number }) {
  const admin = await createUser(t, { name: 'Meera Admin' });
  const buyer = await createUser(t, { name: 'Bala Buyer' });
  const buyer2 = await createUser(t, { name: 'Kiran Buyer' });
  const viewer = await createUser(t, { name: 'Vinay Viewer' });
  const created = await call(admin, 'POST', '/companies', {
    legal_name: 'Peenya Fabricators Pvt Ltd',
    gstin: gstin(),
    billing_address: '42, 2nd Phase, Peenya Industrial Area, Bengaluru 560058',
  });
  expect(created.statusCode, created.body).toBe(201);
  const c = json<{ data: BusinessCompany }>(created).data;
  for (const [u, role, order_limit] of [
    [buyer, 'BUYER', 10_000],
    [buyer2, 'BUYER', null],
    [viewer, 'VIEWER', undefined],
  ] as const) {
    const r = await call(admin, 'POST', '/companies/mine/members', {
      phone: u.phone,
      role,
      ...(order_limit !== undefined ? { order_limit } : {}),
    });
    expect(r.statusCode, r.body).toBe(201);
  }
  if (credit) {
    const r = await call(staff, 'PATCH', `/admin/companies/${c.company_id}`, credit);
    expect(r.statusCode, r.body).toBe(200);
  }
  return { c, admin, buyer, buyer2, viewer };
}

async function product(price: number, stock = 100) {
  const { product: p } = await createProduct(t.ctx.db, { price, stock });
  await t.ctx.db
    .update(products)
    .set({ gstRate: 18, hsnCode: '8467', packSize: 1, minOrderQty: 1, priceSlabs: [] })
    .where(eq(products.id, p.id));
  return p;
}

const stockOf = async (id: string) =>
  (await t.ctx.db.select().from(products).where(eq(products.id, id)))[0]?.stockQuantity;

const daysFromToday = (n: number) => {
  const d = new Date(`${indiaToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** A quote of `quantity` units answered at `price` each, ready to order. */
async function quoted(user: TestUser, productId: string, quantity: number, price: number) {
  const asked = await call(user, 'POST', '/quotes', {
    lines: [{ product_id: productId, quantity }],
    pincode: '560058',
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const q = json<{ data: Quote }>(asked).data;
  const answered = await call(staff, 'PATCH', `/admin/quotes/${q.quote_id}`, {
    lines: q.lines.map((l) => ({ quote_line_id: l.quote_line_id, unit_price: price })),
    valid_until: daysFromToday(7),
  });
  expect(answered.statusCode, answered.body).toBe(200);
  return q;
}

const orderQuote = (user: TestUser, quoteId: string, body: Record<string, unknown>) =>
  call(user, 'POST', `/quotes/${quoteId}/order`, {
    ...shipping(),
    payment_method: 'UPI',
    ...body,
  });

const quoteStatus = async (user: TestUser, quoteId: string) =>
  json<{ data: Quote }>(await call(user, 'GET', `/quotes/${quoteId}`)).data.status;

describe("a quote's order follows every rule of a cart order", () => {
  it('refuses credit to a customer of no company (400), nothing taken', async () => {
    const user = await createUser(t);
    const p = await product(1000);
    const q = await quoted(user, p.id, 45, 1000);
    const res = await orderQuote(user, q.quote_id, { payment_method: 'ON_CREDIT' });
    expect(res.statusCode, res.body).toBe(400);
    expect(json(res).errors?.[0]?.field).toBe('payment_method');
    expect(await stockOf(p.id)).toBe(100);
    expect(await quoteStatus(user, q.quote_id)).toBe('QUOTED');
  });

  it('refuses a VIEWER (403), a company without credit terms (400) and another company (404)', async () => {
    const { c, viewer, buyer2 } = await company();
    const other = await company({ credit_days: 30 });
    const p = await product(1000);
    const qv = await quoted(viewer, p.id, 5, 900);
    const asViewer = await orderQuote(viewer, qv.quote_id, { company_id: c.company_id });
    expect(asViewer.statusCode, asViewer.body).toBe(403);
    expect(json(asViewer).message).toBe(COMPANY_MESSAGES.viewerCannotOrder);
    const q2 = await quoted(buyer2, p.id, 5, 900);
    const noTerms = await orderQuote(buyer2, q2.quote_id, {
      company_id: c.company_id,
      payment_method: 'ON_CREDIT',
    });
    expect(noTerms.statusCode, noTerms.body).toBe(400);
    expect(json(noTerms).message).toBe(COMPANY_MESSAGES.noCredit);
    const foreign = await orderQuote(buyer2, q2.quote_id, {
      company_id: other.c.company_id,
      payment_method: 'ON_CREDIT',
    });
    expect(foreign.statusCode, foreign.body).toBe(404);
    expect(await stockOf(p.id)).toBe(100);
    expect(await quoteStatus(buyer2, q2.quote_id)).toBe('QUOTED');
  });

  it("holds a buyer's order above their limit for approval, for the company, with its PO and GSTIN", async () => {
    const { c, buyer, admin } = await company({ credit_days: 30 });
    const p = await product(2000);
    // ₹1,06,000 quoted: above the buyer's ₹10,000 limit
    const q = await quoted(buyer, p.id, 53, 2000);
    const res = await orderQuote(buyer, q.quote_id, {
      company_id: c.company_id,
      po_number: 'PO-7781',
      payment_method: 'ON_CREDIT',
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = json<{ data: Order }>(res).data;
    expect(order.status).toBe('PENDING_APPROVAL');
    expect(order.total_amount).toBe(106_000);
    expect(order.company).toMatchObject({
      company_id: c.company_id,
      legal_name: 'Peenya Fabricators Pvt Ltd',
      gstin: c.gstin,
      po_number: 'PO-7781',
      credit_days: 30,
    });
    expect(order.payment.method).toBe('ON_CREDIT');
    expect(await quoteStatus(buyer, q.quote_id)).toBe('ACCEPTED');
    // the company's ADMIN sees it waiting, and approves it
    const approved = await call(admin, 'POST', `/orders/${order.order_id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(json<{ data: Order }>(approved).data.status).toBe('PLACED');
  });

  it("refuses a credit order from a quote above the company's credit limit (400)", async () => {
    const { c, buyer2 } = await company({ credit_days: 15, credit_limit: 50_000 });
    const p = await product(1000);
    const q = await quoted(buyer2, p.id, 60, 1000);
    const res = await orderQuote(buyer2, q.quote_id, {
      company_id: c.company_id,
      payment_method: 'ON_CREDIT',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(json(res).message).toBe(COMPANY_MESSAGES.creditLimit);
    expect(await stockOf(p.id)).toBe(100);
  });
});

describe('bad input, whose first (issue 43.23)', () => {
  it("answers 404 for another customer's order before looking at the reason, 400 for one's own", async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const p = await product(500);
    expect((await addToCart(t, owner, p.id, 1)).statusCode).toBe(200);
    const placed = await postOrder(t, owner);
    const id = json<{ data: Order }>(placed).data.order_id;
    for (const query of ['', '?remarks=', '?remarks=Changed%20plans']) {
      const res = await call(stranger, 'PUT', `/orders/${id}/cancel${query}`);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(404);
    }
    const guest = await t.app.inject({ method: 'PUT', url: `/api/orders/${id}/cancel` });
    expect(guest.statusCode).toBe(401);
    const own = await call(owner, 'PUT', `/orders/${id}/cancel`);
    expect(own.statusCode).toBe(400);
    expect(json(own).message).toBe('Please provide a reason for cancellation');
  });

  it('bounds a target price as a product price is bounded (no silent rounding)', async () => {
    const user = await createUser(t);
    const p = await product(500);
    // sent as written: 2^53 + 1, which a JavaScript number cannot hold
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: { ...bearer(user.accessToken), 'content-type': 'application/json' },
      payload: `{"lines":[{"product_id":"${p.id}","quantity":1,"target_price":9007199254740993}],"pincode":"560058"}`,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain('The target price must be at most ₹1,00,00,000');
  });
});

describe('the mails of an order waiting for approval (issue 43.9)', () => {
  it('tells the buyer it waits, and a rejection names the company and the reason', async () => {
    const { c, buyer, admin } = await company();
    for (const u of [buyer, admin]) {
      await t.ctx.db
        .update(users)
        .set({ email: `u${u.phone}@example.test` })
        .where(eq(users.id, u.id));
    }
    const p = await product(6000);
    expect((await addToCart(t, buyer, p.id, 2)).statusCode).toBe(200);
    const placed = await postOrder(t, buyer, { body: { company_id: c.company_id } });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = json<{ data: Order }>(placed).data;
    expect(order.status).toBe('PENDING_APPROVAL');
    const mails = () =>
      t.ctx.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.orderId, order.order_id)))
        .orderBy(asc(mailOutbox.id));
    const waiting = (await mails()).filter((m) => m.kind === 'ORDER_AWAITING_APPROVAL');
    expect(waiting.map((m) => [m.toAddress, m.subject])).toEqual([
      [
        `u${buyer.phone}@example.test`,
        `Order #${order.order_id.slice(0, 8).toUpperCase()} is waiting for your company's approval`,
      ],
    ]);
    const waitView = await buildMailView(t.ctx, waiting[0]!);
    expect(waitView.paragraphs.join(' ')).toContain(
      'waits for an administrator of your company to approve it',
    );
    expect(
      (await mails()).some(
        (m) => m.kind === 'APPROVAL_NEEDED' && m.toAddress?.startsWith(`u${admin.phone}`),
      ),
    ).toBe(true);

    const rejected = await call(admin, 'POST', `/orders/${order.order_id}/reject`, {
      reason: 'Buy the 5 kg pack instead',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const after = await mails();
    expect(after.some((m) => m.kind === 'ORDER_CANCELLED')).toBe(false);
    const mail = after.find((m) => m.kind === 'ORDER_REJECTED');
    expect(mail?.subject).toBe(
      `Order #${order.order_id.slice(0, 8).toUpperCase()} was not approved by your company`,
    );
    const text = (await buildMailView(t.ctx, mail!)).paragraphs.join(' ');
    expect(text).toContain(
      'an administrator of Peenya Fabricators Pvt Ltd did not approve your order',
    );
    expect(text).toContain('"Buy the 5 kg pack instead"');
    expect(text).not.toContain('If you had already paid');
  });
});

describe("buying again re-applies today's company rules", () => {
  async function creditOrder(u: TestUser, companyId: string, productId: string, quantity: number) {
    expect((await addToCart(t, u, productId, quantity)).statusCode).toBe(200);
    const res = await postOrder(t, u, {
      body: { company_id: companyId, payment_method: 'ON_CREDIT', po_number: 'PO-1' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return json<{ data: Order }>(res).data;
  }
  const buyAgain = (u: TestUser, orderId: string) =>
    call(u, 'POST', '/orders/buy-again', { order_id: orderId });

  it("a company credit order comes back as the company's, counted in its outstanding", async () => {
    const { c, buyer2 } = await company({ credit_days: 30 });
    const p = await product(1000);
    const first = await creditOrder(buyer2, c.company_id, p.id, 3);
    const res = await buyAgain(buyer2, first.order_id);
    expect(res.statusCode, res.body).toBe(201);
    const again = json<{ data: Order }>(res).data;
    expect(again.status).toBe('PLACED');
    expect(again.payment.method).toBe('ON_CREDIT');
    // the PO names one order: not copied
    expect(again.company).toMatchObject({
      company_id: c.company_id,
      gstin: c.gstin,
      po_number: null,
    });
    const listed = await call(staff, 'GET', '/admin/companies?limit=50');
    const row = json<{ data: { content: { company_id: string; outstanding: number }[] } }>(
      listed,
    ).data.content.find((x) => x.company_id === c.company_id);
    expect(row?.outstanding).toBe(6000);
  });

  it('refuses when the credit limit is spent (400), the member is a VIEWER (403) or gone (404)', async () => {
    const { c, admin, buyer2 } = await company({ credit_days: 30, credit_limit: 5000 });
    const p = await product(1000);
    const first = await creditOrder(buyer2, c.company_id, p.id, 3);
    const spent = await buyAgain(buyer2, first.order_id);
    expect(spent.statusCode, spent.body).toBe(400);
    expect(json(spent).message).toBe(COMPANY_MESSAGES.creditLimit);
    const lifted = await call(staff, 'PATCH', `/admin/companies/${c.company_id}`, {
      credit_limit: 100_000,
    });
    expect(lifted.statusCode, lifted.body).toBe(200);
    const demoted = await call(admin, 'PATCH', `/companies/mine/members/${buyer2.id}`, {
      role: 'VIEWER',
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect((await buyAgain(buyer2, first.order_id)).statusCode).toBe(403);
    const removed = await call(admin, 'DELETE', `/companies/mine/members/${buyer2.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await buyAgain(buyer2, first.order_id)).statusCode).toBe(404);
    expect(await stockOf(p.id)).toBe(97);
  });

  it("holds a buyer's repeat above their limit for approval again", async () => {
    const { c, admin, buyer } = await company({ credit_days: 30 });
    const p = await product(7000);
    const first = await creditOrder(buyer, c.company_id, p.id, 2);
    expect(first.status).toBe('PENDING_APPROVAL');
    expect((await call(admin, 'POST', `/orders/${first.order_id}/approve`)).statusCode).toBe(200);
    const res = await buyAgain(buyer, first.order_id);
    expect(res.statusCode, res.body).toBe(201);
    expect(json<{ data: Order }>(res).data.status).toBe('PENDING_APPROVAL');
  });
});
