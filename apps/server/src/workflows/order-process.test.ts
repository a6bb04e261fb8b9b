import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gstinCheckChar,
  ORDER_EDGES,
  ORDER_STATUSES,
  orderEdgeOf,
  type BusinessCompany,
  type Order,
  type OrderActor,
  type OrderStatus,
} from '@store/contract';
import { bearer, createTestApp, json, type TestApp } from '../../test/helpers';
import { createProduct, createUser, type TestUser } from '../../test/fixtures';
import { creditNotes, events, invoices, mailOutbox, products, users } from '../db/schema/index';
import { addToCart, postOrder } from '../modules/orders/orders.test-support';
import { EDGE_EFFECTS } from './order-process';

// The order process, edge by edge (issue 36): every edge of the contract's ORDER_EDGES is
// taken by every actor allowed to take it, through the HTTP call that actor uses, and its
// effects (stock, payment, documents, mails, events, history) are asserted, the same
// whichever way the edge is reached. Every pair that is not an edge is refused (409) with
// nothing changed. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { role: 'ADMIN', name: 'Store Staff' });
});
afterAll(async () => {
  await t.close();
});

const call = (
  user: TestUser,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: bearer(user.accessToken),
    ...(payload ? { payload } : {}),
  });

let serial = 5000;
const gstin = () => {
  serial += 1;
  const first14 = `29ABCDE${serial}F1Z`;
  return first14 + gstinCheckChar(first14);
};

async function withEmail(u: TestUser): Promise<TestUser> {
  await t.ctx.db
    .update(users)
    .set({ email: `u${u.phone}@example.test` })
    .where(eq(users.id, u.id));
  return u;
}

/** A company with an ADMIN (the approver) and a BUYER whose limit is ₹1,000. */
async function companyWithBuyer() {
  const admin = await withEmail(await createUser(t, { name: 'Meera Admin' }));
  const buyer = await withEmail(await createUser(t, { name: 'Bala Buyer' }));
  const created = await call(admin, 'POST', '/companies', {
    legal_name: 'Peenya Fabricators Pvt Ltd',
    gstin: gstin(),
    billing_address: '42, 2nd Phase, Peenya Industrial Area, Bengaluru 560058',
  });
  expect(created.statusCode, created.body).toBe(201);
  const c = json<{ data: BusinessCompany }>(created).data;
  const added = await call(admin, 'POST', '/companies/mine/members', {
    phone: buyer.phone,
    role: 'BUYER',
    order_limit: 1000,
  });
  expect(added.statusCode, added.body).toBe(201);
  return { c, admin, buyer };
}

interface Setup {
  order: Order;
  owner: TestUser;
  approver: TestUser | null;
  productId: string;
}

const staffMove = async (orderId: string, status: OrderStatus, extra: object = {}) => {
  const res = await call(staff, 'PATCH', `/admin/orders/${orderId}/status`, { status, ...extra });
  expect(res.statusCode, res.body).toBe(200);
};

/** An order in `from` (3 units of a ₹600 product, so a ₹1,800 order), paid or not. */
async function orderIn(from: OrderStatus, paid: boolean): Promise<Setup> {
  const { product } = await createProduct(t.ctx.db, { price: 600, stock: 20 });
  if (from === 'PENDING_APPROVAL') {
    const { c, admin, buyer } = await companyWithBuyer();
    expect((await addToCart(t, buyer, product.id, 3)).statusCode).toBe(200);
    const res = await postOrder(t, buyer, { body: { company_id: c.company_id } });
    expect(res.statusCode, res.body).toBe(201);
    const order = json<{ data: Order }>(res).data;
    expect(order.status).toBe('PENDING_APPROVAL');
    return { order, owner: buyer, approver: admin, productId: product.id };
  }
  const owner = await withEmail(await createUser(t, { name: 'Asha Rao' }));
  expect((await addToCart(t, owner, product.id, 3)).statusCode).toBe(200);
  const res = await postOrder(t, owner);
  expect(res.statusCode, res.body).toBe(201);
  const order = json<{ data: Order }>(res).data;
  if (paid) {
    const p = await call(staff, 'PATCH', `/admin/orders/${order.order_id}/payment`, {
      status: 'PAID',
      reference: '123456789012',
    });
    expect(p.statusCode, p.body).toBe(200);
  }
  const path: OrderStatus[] = ['CONFIRMED', 'SHIPPED', 'DELIVERED'];
  for (const s of path.slice(0, path.indexOf(from as never) + 1))
    await staffMove(order.order_id, s);
  return { order, owner, approver: null, productId: product.id };
}

/** Takes the edge the way `actor` does: the customer's cancel, the approver's calls, staff's PATCH. */
function take(s: Setup, to: OrderStatus, actor: OrderActor) {
  const id = s.order.order_id;
  switch (actor) {
    case 'customer':
      return call(
        s.owner,
        'PUT',
        `/orders/${id}/cancel?remarks=${encodeURIComponent('Changed plans')}`,
      );
    case 'approver':
      return to === 'PLACED'
        ? call(s.approver!, 'POST', `/orders/${id}/approve`)
        : call(s.approver!, 'POST', `/orders/${id}/reject`, { reason: 'Not in this budget' });
    case 'staff':
      return call(staff, 'PATCH', `/admin/orders/${id}/status`, { status: to, remarks: 'Moved' });
  }
}

/** What an edge did: read after it; `since` (just before it) tells its new rows. */
async function effectsOf(s: Setup, since: Date) {
  const id = s.order.order_id;
  const db = t.ctx.db;
  const [stock] = await db
    .select({ n: products.stockQuantity })
    .from(products)
    .where(eq(products.id, s.productId));
  const mine = await call(s.owner, 'GET', `/orders/${id}`);
  expect(mine.statusCode, mine.body).toBe(200);
  const order = json<{ data: Order }>(mine).data;
  const mails = await db
    .select({ kind: mailOutbox.kind })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.orderId, id), gt(mailOutbox.createdAt, since)))
    .orderBy(asc(mailOutbox.kind));
  const evs = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.userId, s.owner.id), gt(events.createdAt, since)));
  const inv = await db
    .select({ n: invoices.number })
    .from(invoices)
    .where(eq(invoices.orderId, id));
  const notes = await db
    .select({ n: creditNotes.number })
    .from(creditNotes)
    .where(eq(creditNotes.orderId, id));
  return {
    status: order.status,
    stock: stock?.n,
    payment: order.payment.status,
    amountDue: order.payment.amount_due,
    invoice: inv.length,
    creditNotes: notes.length,
    mails: [...new Set(mails.map((m) => m.kind))].sort(),
    events: evs.length > 0,
    lastHistory: order.status_history.at(-1)?.status,
  };
}

const MAIL_OF: Partial<Record<OrderStatus, string[]>> = {
  PLACED: ['ORDER_PLACED', 'ORDER_PLACED_STAFF'],
  CONFIRMED: ['ORDER_CONFIRMED'],
  SHIPPED: ['ORDER_SHIPPED'],
  DELIVERED: ['ORDER_DELIVERED'],
  CANCELLED: ['ORDER_CANCELLED'],
};

describe('the order process, edge by edge', () => {
  it('gives every edge of ORDER_EDGES its effects, and nothing else any', () => {
    const keys = ORDER_EDGES.map((e) => `${e.from}→${e.to}`).sort();
    expect(Object.keys(EDGE_EFFECTS).sort()).toEqual(keys);
  });

  const cases = ORDER_EDGES.flatMap((edge) =>
    edge.by.flatMap((actor) =>
      // a cancel is taken unpaid and paid: what is owed afterwards differs
      (edge.to === 'CANCELLED' && edge.from !== 'PENDING_APPROVAL' ? [false, true] : [false]).map(
        (paid) => ({ edge, actor, paid }),
      ),
    ),
  );

  it.each(
    cases.map(
      (c) => [`${c.edge.from} → ${c.edge.to} by ${c.actor}${c.paid ? ', paid' : ''}`, c] as const,
    ),
  )('%s', async (_name, { edge, actor, paid }) => {
    const s = await orderIn(edge.from, paid);
    const [stockBefore] = await t.ctx.db
      .select({ n: products.stockQuantity })
      .from(products)
      .where(eq(products.id, s.productId));
    // the database's clock decides created_at: wait past the setup's last row
    await new Promise((r) => setTimeout(r, 5));
    const since = new Date();
    const res = await take(s, edge.to, actor);
    expect(res.statusCode, res.body).toBe(200);
    const got = await effectsOf(s, since);
    const cancelled = edge.to === 'CANCELLED';
    expect(got).toEqual({
      status: edge.to,
      lastHistory: edge.to,
      // stock comes back on every cancel, and only then
      stock: (stockBefore?.n ?? 0) + (cancelled ? 3 : 0),
      // §9: a cancel before payment owes nothing; after payment a refund is due
      payment: cancelled ? (paid ? 'REFUND_DUE' : 'CANCELLED') : paid ? 'PAID' : 'PENDING',
      amountDue: cancelled || paid ? 0 : 1800,
      // the tax invoice is issued by shipping, and stays
      invoice: edge.to === 'SHIPPED' || edge.to === 'DELIVERED' ? 1 : 0,
      creditNotes: 0,
      // a company ADMIN's rejection is its own mail, naming the reason (issue 43.9)
      mails:
        edge.from === 'PENDING_APPROVAL' && edge.to === 'CANCELLED'
          ? ['ORDER_REJECTED']
          : (MAIL_OF[edge.to] ?? []),
      events: true,
    });
  });

  it('cancels an invoiced order the same way by its customer and by staff: a credit note, refund due', async () => {
    const results = [];
    for (const actor of ['customer', 'staff'] as const) {
      const s = await orderIn('CONFIRMED', true);
      const issued = await call(staff, 'POST', `/admin/orders/${s.order.order_id}/invoice`);
      expect(issued.statusCode, issued.body).toBe(200);
      await new Promise((r) => setTimeout(r, 5));
      const since = new Date();
      const res = await take(s, 'CANCELLED', actor);
      expect(res.statusCode, res.body).toBe(200);
      const got = await effectsOf(s, since);
      results.push({ ...got, stock: undefined });
      expect(got).toMatchObject({
        status: 'CANCELLED',
        payment: 'REFUND_DUE',
        invoice: 1,
        creditNotes: 1,
      });
    }
    expect(results[0]).toEqual(results[1]);
  });

  const notEdges = ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.filter((to) => !orderEdgeOf(from, to)?.by.includes('staff')).map(
      (to) => [from, to] as const,
    ),
  ).filter(([from]) => from !== 'PENDING_APPROVAL' && from !== 'CANCELLED');

  it.each(notEdges)('refuses staff %s → %s (409) and changes nothing', async (from, to) => {
    const s = await orderIn(from, false);
    await new Promise((r) => setTimeout(r, 5));
    const since = new Date();
    const res = await take(s, to, 'staff');
    expect(res.statusCode, res.body).toBe(409);
    const got = await effectsOf(s, since);
    expect(got).toMatchObject({ status: from, mails: [], events: false, lastHistory: from });
  });

  it('refuses a customer cancel or an approval off the table (409), nothing changed', async () => {
    const shipped = await orderIn('SHIPPED', false);
    expect((await take(shipped, 'CANCELLED', 'customer')).statusCode).toBe(409);
    const pending = await orderIn('PENDING_APPROVAL', false);
    expect((await take(pending, 'CANCELLED', 'approver')).statusCode).toBe(200);
    const again = await take(pending, 'PLACED', 'approver');
    expect(again.statusCode, again.body).toBe(409);
    // staff cannot move an order waiting for its company's approver
    const other = await orderIn('PENDING_APPROVAL', false);
    expect((await take(other, 'PLACED', 'staff')).statusCode).toBe(409);
    expect((await take(other, 'CANCELLED', 'customer')).statusCode).toBe(409);
  });
});
