import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_MESSAGES,
  gstinCheckChar,
  type AdminCompany,
  type BusinessCompany,
  type Order,
  type Page,
} from '@store/contract';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers';
import { createProduct, createUser, type TestUser } from '../../../test/fixtures';
import { mailOutbox, products, users } from '../../db/schema/index';
import { addToCart, postOrder } from '../orders/orders.test-support';
import { renderTaxInvoicePdf } from '../invoices/invoice-documents';
import { runCreditReminders } from './company-credit';

// Business accounts (decisions.md › §16). Runs on PGlite, and on PostgreSQL with
// TEST_DATABASE_URL (where the concurrent credit orders really run at once).
let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { role: 'ADMIN', name: 'Store Staff' });
});
afterAll(async () => {
  await t.close();
});

/** The text of a PDF, read with pdf.js (as invoices.test.ts does). */
async function pdfText(pdf: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= doc.numPages; i += 1) {
    const content = await (await doc.getPage(i)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  await doc.destroy();
  return parts.join(' ').replace(/\s+/g, ' ');
}

let serial = 1000;
/** A valid Karnataka GSTIN, different each call. */
function gstin(): string {
  serial += 1;
  const first14 = `29ABCDE${serial}F1Z`;
  return first14 + gstinCheckChar(first14);
}

const call = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: user ? bearer(user.accessToken) : {},
    ...(payload ? { payload } : {}),
  });

async function withEmail(u: TestUser): Promise<TestUser> {
  await t.ctx.db
    .update(users)
    .set({ email: `u${u.phone}@example.test` })
    .where(eq(users.id, u.id));
  return u;
}

/** A company with an ADMIN, a BUYER (limit ₹1,000), a second BUYER (no limit) and a VIEWER. */
async function company() {
  const admin = await withEmail(await createUser(t, { name: 'Meera Admin' }));
  const buyer = await withEmail(await createUser(t, { name: 'Bala Buyer' }));
  const buyer2 = await createUser(t, { name: 'Kiran Buyer' });
  const viewer = await createUser(t, { name: 'Vinay Viewer' });
  const created = await call(admin, 'POST', '/companies', {
    legal_name: 'Peenya Fabricators Pvt Ltd',
    gstin: gstin().toLowerCase(),
    billing_address: '42, 2nd Phase, Peenya Industrial Area, Bengaluru 560058',
  });
  expect(created.statusCode, created.body).toBe(201);
  const c = json<{ data: BusinessCompany }>(created).data;
  for (const [u, role, order_limit] of [
    [buyer, 'BUYER', 1000],
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
  return { c, admin, buyer, buyer2, viewer };
}

async function productAt(price: number, stock = 100) {
  return (await createProduct(t.ctx.db, { price, stock })).product;
}

async function companyOrder(
  u: TestUser,
  companyId: string,
  productId: string,
  quantity: number,
  body: Record<string, unknown> = {},
) {
  const added = await addToCart(t, u, productId, quantity);
  expect(added.statusCode, added.body).toBe(200);
  return postOrder(t, u, { body: { company_id: companyId, ...body } });
}

const stockOf = async (id: string) =>
  (
    await t.ctx.db.select({ s: products.stockQuantity }).from(products).where(eq(products.id, id))
  )[0]?.s;

describe('a company and its members', () => {
  it('creates a company with a checked GSTIN; its creator is its ADMIN; one company each', async () => {
    const u = await createUser(t);
    const bad = await call(u, 'POST', '/companies', {
      legal_name: 'X Ltd',
      gstin: '29ABCDE1234F1Z5',
      billing_address: 'Somewhere',
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toBe('Please enter a valid GSTIN');
    expect(json<{ data: unknown }>(await call(u, 'GET', '/companies/mine')).data).toBeNull();

    const g = gstin();
    const ok = await call(u, 'POST', '/companies', {
      legal_name: 'Acme Tools LLP',
      gstin: g.toLowerCase(),
      billing_address: '1, MG Road, Bengaluru',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const c = json<{ data: BusinessCompany }>(ok).data;
    expect(c).toMatchObject({ gstin: g, billing_state: 'Karnataka', my_role: 'ADMIN' });
    expect(c.members).toHaveLength(1);
    expect(ok.headers['cache-control']).toBe('no-store');

    const again = await call(u, 'POST', '/companies', {
      legal_name: 'Second Ltd',
      gstin: gstin(),
      billing_address: 'Elsewhere',
    });
    expect(again.statusCode).toBe(409);
  });

  it('adds members by phone; refuses an unknown phone, a member of another company and removing the last ADMIN', async () => {
    const { admin, buyer, viewer } = await company();
    const other = await createUser(t);
    await call(other, 'POST', '/companies', {
      legal_name: 'Other Co',
      gstin: gstin(),
      billing_address: 'x',
    });

    const unknown = await call(admin, 'POST', '/companies/mine/members', {
      phone: '6000000001',
      role: 'BUYER',
    });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).message).toBe(COMPANY_MESSAGES.noAccount);
    const taken = await call(admin, 'POST', '/companies/mine/members', {
      phone: other.phone,
      role: 'VIEWER',
    });
    expect(taken.statusCode).toBe(409);
    expect(json(taken).message).toBe(COMPANY_MESSAGES.alreadyMember);

    // the last ADMIN can be neither removed nor demoted; nothing changes
    expect((await call(admin, 'DELETE', `/companies/mine/members/${admin.id}`)).statusCode).toBe(
      409,
    );
    const demote = await call(admin, 'PATCH', `/companies/mine/members/${admin.id}`, {
      role: 'BUYER',
    });
    expect(demote.statusCode).toBe(409);
    expect(json(demote).message).toBe(COMPANY_MESSAGES.lastAdmin);
    const mine = json<{ data: BusinessCompany }>(await call(admin, 'GET', '/companies/mine')).data;
    expect(mine.members.find((m) => m.user_id === admin.id)?.role).toBe('ADMIN');

    // change a limit, promote, then the first ADMIN may step down
    const changed = await call(admin, 'PATCH', `/companies/mine/members/${buyer.id}`, {
      order_limit: 2500,
    });
    expect(
      json<{ data: BusinessCompany }>(changed).data.members.find((m) => m.user_id === buyer.id),
    ).toMatchObject({ role: 'BUYER', order_limit: 2500 });
    expect(
      (await call(admin, 'PATCH', `/companies/mine/members/${viewer.id}`, { role: 'ADMIN' }))
        .statusCode,
    ).toBe(200);
    expect((await call(admin, 'DELETE', `/companies/mine/members/${admin.id}`)).statusCode).toBe(
      200,
    );
    expect(json<{ data: unknown }>(await call(admin, 'GET', '/companies/mine')).data).toBeNull();
    // another company's member id: 404
    expect((await call(viewer, 'DELETE', `/companies/mine/members/${other.id}`)).statusCode).toBe(
      404,
    );
  });
});

describe('every role × action (decisions.md › §16)', () => {
  it('answers each role as the table says', async () => {
    const { c, admin, buyer, buyer2, viewer } = await company();
    const outsider = await createUser(t);
    const p = await productAt(100);
    // an order of the second buyer, waiting for approval? no: no limit; one of the first buyer above it
    const pending = await companyOrder(buyer, c.company_id, p.id, 20);
    expect(pending.statusCode, pending.body).toBe(201);
    const pendingId = json<{ data: Order }>(pending).data.order_id;
    const placed = await companyOrder(buyer2, c.company_id, p.id, 1);
    const placedId = json<{ data: Order }>(placed).data.order_id;

    type Role = 'ADMIN' | 'BUYER' | 'VIEWER' | 'OUTSIDER';
    const who: Record<Role, TestUser> = {
      ADMIN: admin,
      BUYER: buyer,
      VIEWER: viewer,
      OUTSIDER: outsider,
    };
    const actions: Record<string, (u: TestUser) => Promise<number>> = {
      'view a company order': async (u) => (await call(u, 'GET', `/orders/${placedId}`)).statusCode,
      'its proforma': async (u) =>
        (await call(u, 'GET', `/orders/${placedId}/proforma`)).statusCode,
      'list company orders': async (u) =>
        (await call(u, 'GET', '/companies/mine/orders')).statusCode,
      'see the company': async (u) => {
        const r = await call(u, 'GET', '/companies/mine');
        return json<{ data: unknown }>(r).data === null ? 404 : r.statusCode;
      },
      'add a member': async (u) =>
        (await call(u, 'POST', '/companies/mine/members', { phone: '6000000002', role: 'VIEWER' }))
          .statusCode,
      'place a company order': async (u) => {
        await addToCart(t, u, p.id, 1);
        return (await postOrder(t, u, { body: { company_id: c.company_id } })).statusCode;
      },
      'reject an order waiting for approval': async (u) =>
        (await call(u, 'POST', `/orders/${pendingId}/reject`, { reason: 'Not this month' }))
          .statusCode,
    };
    // add a member: an ADMIN gets past the role check to the unknown phone (400)
    const expected: Record<string, Record<Role, number>> = {
      'view a company order': { ADMIN: 200, BUYER: 200, VIEWER: 200, OUTSIDER: 404 },
      'its proforma': { ADMIN: 200, BUYER: 200, VIEWER: 200, OUTSIDER: 404 },
      'list company orders': { ADMIN: 200, BUYER: 200, VIEWER: 200, OUTSIDER: 404 },
      'see the company': { ADMIN: 200, BUYER: 200, VIEWER: 200, OUTSIDER: 404 },
      'add a member': { ADMIN: 400, BUYER: 403, VIEWER: 403, OUTSIDER: 404 },
      'place a company order': { ADMIN: 201, BUYER: 201, VIEWER: 403, OUTSIDER: 404 },
      // the buyer who placed it cannot approve or reject it; the ADMIN runs last
      'reject an order waiting for approval': {
        ADMIN: 200,
        BUYER: 403,
        VIEWER: 403,
        OUTSIDER: 404,
      },
    };
    const order: Role[] = ['OUTSIDER', 'VIEWER', 'BUYER', 'ADMIN'];
    const got: Record<string, Record<string, number>> = {};
    for (const [name, act] of Object.entries(actions)) {
      got[name] = {};
      for (const role of order) got[name][role] = await act(who[role]);
    }
    expect(got).toEqual(expected);
  });
});

describe('orders waiting for approval', () => {
  it('a buyer above their limit waits; approvers get a mail; staff cannot ship it; the ADMIN approves', async () => {
    const { c, admin, buyer } = await company();
    const p = await productAt(600);
    const res = await companyOrder(buyer, c.company_id, p.id, 2, { po_number: 'PO-7781' });
    expect(res.statusCode, res.body).toBe(201);
    const o = json<{ data: Order }>(res).data;
    expect(o.status).toBe('PENDING_APPROVAL');
    expect(o.company).toMatchObject({
      company_id: c.company_id,
      legal_name: 'Peenya Fabricators Pvt Ltd',
      placed_by: 'Bala Buyer',
      po_number: 'PO-7781',
    });
    expect(o.gstin).toBe(c.gstin);
    expect(o.billing_name).toBe('Peenya Fabricators Pvt Ltd');
    expect(await stockOf(p.id)).toBe(98);
    const mails = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.orderId, o.order_id));
    // the approver is asked; the buyer is told it waits (issue 43.9)
    expect(mails.map((m) => [m.kind, m.userId]).sort()).toEqual([
      ['APPROVAL_NEEDED', admin.id],
      ['ORDER_AWAITING_APPROVAL', buyer.id],
    ]);

    // approvers see it first in the company's orders
    const list = json<{ data: Page<Order> }>(
      await call(admin, 'GET', '/companies/mine/orders'),
    ).data;
    expect(list.content[0]?.order_id).toBe(o.order_id);

    const ship = await call(staff, 'PATCH', `/admin/orders/${o.order_id}/status`, {
      status: 'CONFIRMED',
    });
    expect(ship.statusCode).toBe(409);
    const own = await call(buyer, 'POST', `/orders/${o.order_id}/approve`);
    expect(own.statusCode).toBe(403);
    expect(json(own).message).toBe(COMPANY_MESSAGES.ownApproval);

    const ok = await call(admin, 'POST', `/orders/${o.order_id}/approve`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json<{ data: Order }>(ok).data.status).toBe('PLACED');
    const kinds = (
      await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, o.order_id))
    ).map((m) => m.kind);
    expect(kinds.sort()).toEqual([
      'APPROVAL_NEEDED',
      'ORDER_AWAITING_APPROVAL',
      'ORDER_PLACED',
      'ORDER_PLACED_STAFF',
    ]);
    expect((await call(admin, 'POST', `/orders/${o.order_id}/approve`)).statusCode).toBe(409);
  });

  it('a rejected order is cancelled with the reason and its stock comes back', async () => {
    const { c, admin, buyer } = await company();
    const p = await productAt(600);
    const o = json<{ data: Order }>(await companyOrder(buyer, c.company_id, p.id, 3)).data;
    expect(await stockOf(p.id)).toBe(97);
    const noReason = await call(admin, 'POST', `/orders/${o.order_id}/reject`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const r = await call(admin, 'POST', `/orders/${o.order_id}/reject`, { reason: 'Over budget' });
    expect(r.statusCode, r.body).toBe(200);
    const rejected = json<{ data: Order }>(r).data;
    expect(rejected.status).toBe('CANCELLED');
    expect(rejected.status_history.at(-1)?.remarks).toBe('Over budget');
    expect(await stockOf(p.id)).toBe(100);
  });

  it('only your own company: another company id is 404 and nothing is written', async () => {
    const a = await company();
    const b = await company();
    const p = await productAt(100);
    const res = await companyOrder(a.buyer, b.c.company_id, p.id, 1);
    expect(res.statusCode).toBe(404);
    expect(await stockOf(p.id)).toBe(100);
  });
});

describe('credit terms', () => {
  it('ON_CREDIT needs terms; staff set them; the limit holds; the invoice carries the PO number and due date', async () => {
    const { c, admin, buyer2 } = await company();
    const p = await productAt(400);
    const personal = await (async () => {
      await addToCart(t, admin, p.id, 1);
      return postOrder(t, admin, { body: { payment_method: 'ON_CREDIT' } });
    })();
    expect(personal.statusCode).toBe(400);
    const noTerms = await postOrder(t, admin, {
      body: { payment_method: 'ON_CREDIT', company_id: c.company_id },
    });
    expect(noTerms.statusCode).toBe(400);
    expect(json(noTerms).message).toBe(COMPANY_MESSAGES.noCredit);

    const badDays = await call(staff, 'PATCH', `/admin/companies/${c.company_id}`, {
      credit_days: 20,
    });
    expect(badDays.statusCode).toBe(400);
    expect(
      (await call(admin, 'PATCH', `/admin/companies/${c.company_id}`, { credit_days: 30 }))
        .statusCode,
    ).toBe(403);
    const terms = await call(staff, 'PATCH', `/admin/companies/${c.company_id}`, {
      credit_days: 30,
      credit_limit: 1000,
    });
    expect(terms.statusCode, terms.body).toBe(200);
    expect(json<{ data: AdminCompany }>(terms).data).toMatchObject({
      credit_days: 30,
      credit_limit: 1000,
      outstanding: 0,
    });

    const first = await postOrder(t, admin, {
      body: { payment_method: 'ON_CREDIT', company_id: c.company_id, po_number: 'PO/2026/118' },
    });
    expect(first.statusCode, first.body).toBe(201);
    const o = json<{ data: Order }>(first).data;
    expect(o.payment.status).toBe('PENDING');
    expect(o.company?.credit_days).toBe(30);

    // 400 + 400 + 400 > 1000: refused, nothing written
    await addToCart(t, buyer2, p.id, 2);
    const over = await postOrder(t, buyer2, {
      body: { payment_method: 'ON_CREDIT', company_id: c.company_id },
    });
    expect(over.statusCode).toBe(400);
    expect(json(over).message).toBe("This order would exceed your company's credit limit");
    expect(await stockOf(p.id)).toBe(99);

    const long = await postOrder(t, buyer2, {
      body: { company_id: c.company_id, po_number: 'X'.repeat(31) },
    });
    expect(long.statusCode).toBe(400);

    // staff ship it on credit: the invoice shows the PO number and the due date
    for (const status of ['CONFIRMED', 'SHIPPED']) {
      const r = await call(staff, 'PATCH', `/admin/orders/${o.order_id}/status`, { status });
      expect(r.statusCode, r.body).toBe(200);
    }
    const shipped = json<{ data: Order }>(await call(admin, 'GET', `/orders/${o.order_id}`)).data;
    expect(shipped.payment.status).toBe('PENDING');
    expect(shipped.company?.due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const pdf = await renderTaxInvoicePdf(t.ctx.db, o.order_id, t.ctx);
    const text = await pdfText(pdf);
    expect(text).toContain('PO No.: PO/2026/118');
    const dueShown = new Intl.DateTimeFormat('en-IN', {
      timeZone: 'Asia/Kolkata',
      day: '2-digit',
      month: 'short',
      year: 'numeric',
    }).format(new Date(shipped.company!.due_date!));
    expect(text).toContain(`Due date: ${dueShown}`);
    expect(text).toContain('Peenya Fabricators Pvt Ltd');
    expect(text).toContain(c.gstin);
    const inv = await call(admin, 'GET', `/orders/${o.order_id}/invoice`);
    expect(inv.statusCode).toBe(200);

    const listed = json<{ data: Page<AdminCompany> }>(
      await call(staff, 'GET', '/admin/companies?limit=100'),
    ).data.content.find((x) => x.company_id === c.company_id);
    expect(listed).toMatchObject({ outstanding: 400, overdue: 0 });
    expect(listed?.unpaid[0]).toMatchObject({ order_id: o.order_id, po_number: 'PO/2026/118' });

    // the overdue reminder: the day after it falls due, once
    const due = shipped.company!.due_date!;
    const dayAfter = new Date(Date.parse(`${due}T12:00:00+05:30`) + 86_400_000);
    expect(await runCreditReminders(t.ctx.db, new Date(Date.parse(`${due}T12:00:00+05:30`)))).toBe(
      0,
    );
    const sent = await runCreditReminders(t.ctx.db, dayAfter);
    expect(sent).toBeGreaterThanOrEqual(1);
    expect(await runCreditReminders(t.ctx.db, dayAfter)).toBe('already-done');
    const overdueMails = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderId, o.order_id), eq(mailOutbox.kind, 'PAYMENT_OVERDUE')));
    expect(overdueMails.map((m) => m.userId)).toContain(admin.id);

    // staff mark it paid: nothing outstanding
    const paid = await call(staff, 'PATCH', `/admin/orders/${o.order_id}/payment`, {
      status: 'PAID',
      reference: 'NEFT123456789012',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const after = json<{ data: Page<AdminCompany> }>(
      await call(staff, 'GET', '/admin/companies?limit=100'),
    ).data.content.find((x) => x.company_id === c.company_id);
    expect(after?.outstanding).toBe(0);
  });

  it('two credit orders at once cannot both pass the limit', async () => {
    const { c, admin, buyer2 } = await company();
    await call(staff, 'PATCH', `/admin/companies/${c.company_id}`, {
      credit_days: 15,
      credit_limit: 1000,
    });
    const p = await productAt(600);
    await addToCart(t, admin, p.id, 1);
    await addToCart(t, buyer2, p.id, 1);
    const [a, b] = await Promise.all(
      [admin, buyer2].map((u) =>
        postOrder(t, u, { body: { payment_method: 'ON_CREDIT', company_id: c.company_id } }),
      ),
    );
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([201, 400]);
    expect(await stockOf(p.id)).toBe(99);
  });
});
