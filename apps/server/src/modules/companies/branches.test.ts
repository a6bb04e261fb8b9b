import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BRANCH_MESSAGES,
  gstinCheckChar,
  type Branch,
  type BusinessCompany,
  type Order,
  type Page,
} from '@store/contract';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers';
import { createProduct, createUser, type TestUser } from '../../../test/fixtures';
import { changeOrderStatus } from '../../workflows/order-changes';
import { addToCart, postOrder, shipping } from '../orders/orders.test-support';
import { renderTaxInvoicePdf } from '../invoices/invoice-documents';
import { indiaMonthOf } from '../../lib/india-time';

// Branches with their own GSTIN (decisions.md › §23). PGlite, and PostgreSQL with TEST_DATABASE_URL.
let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { role: 'ADMIN', name: 'Store Staff' });
});
afterAll(async () => {
  await t.close();
});

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

let serial = 5000;
/** A GSTIN of `state` code carrying the PAN `pan`. */
const gstinOf = (state: string, pan: string) => {
  const first14 = `${state}${pan}1Z`;
  return first14 + gstinCheckChar(first14);
};

const call = (
  user: TestUser,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: bearer(user.accessToken),
    ...(payload ? { payload } : {}),
  });

async function company(name: string) {
  serial += 1;
  const pan = `ABCDE${serial}F`;
  const admin = await createUser(t, { name: `${name} Admin` });
  const buyer = await createUser(t, { name: `${name} Buyer` });
  const created = await call(admin, 'POST', '/companies', {
    legal_name: `${name} Pvt Ltd`,
    gstin: gstinOf('29', pan),
    billing_address_parts: {
      line: '42, Peenya Industrial Area',
      city: 'Bengaluru',
      pincode: '560058',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const c = json<{ data: BusinessCompany }>(created).data;
  const added = await call(admin, 'POST', '/companies/mine/members', {
    phone: buyer.phone,
    role: 'BUYER',
  });
  expect(added.statusCode, added.body).toBe(201);
  return { c, pan, admin, buyer };
}

const pune = (gstin: string | null) => ({
  name: 'Pune plant',
  gstin,
  address: { line1: 'Plot 7, Bhosari MIDC', city: 'Pune', state: 'Maharashtra', pincode: '411026' },
});

const puneShipping = shipping({
  street_address: 'Plot 7, Bhosari MIDC',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
});

async function shipIt(orderId: string) {
  for (const status of ['CONFIRMED', 'SHIPPED'] as const) {
    await changeOrderStatus(t.ctx.db, { orderId, status, staffId: staff.id }, t.ctx);
  }
}

describe('branches', () => {
  it("takes a GSTIN only with the company's PAN and the branch state's code", async () => {
    const { pan, admin, buyer } = await company('Gstin Check');
    const otherPan = await call(
      admin,
      'POST',
      '/companies/mine/branches',
      pune(gstinOf('27', 'ZZZZZ9999Z')),
    );
    expect(otherPan.statusCode).toBe(400);
    expect(json<{ errors: { field: string; message: string }[] }>(otherPan).errors).toEqual([
      { field: 'gstin', message: BRANCH_MESSAGES.gstinPan },
    ]);
    const otherState = await call(
      admin,
      'POST',
      '/companies/mine/branches',
      pune(gstinOf('29', pan)),
    );
    expect(otherState.statusCode).toBe(400);
    expect(json<{ errors: { field: string }[] }>(otherState).errors[0]?.field).toBe('gstin');
    const notAdmin = await call(
      buyer,
      'POST',
      '/companies/mine/branches',
      pune(gstinOf('27', pan)),
    );
    expect(notAdmin.statusCode).toBe(403);
    // nothing was written
    const list = await call(admin, 'GET', '/companies/mine/branches');
    expect(json<{ data: Branch[] }>(list).data).toEqual([]);
    const made = await call(admin, 'POST', '/companies/mine/branches', pune(gstinOf('27', pan)));
    expect(made.statusCode, made.body).toBe(201);
    expect(json<{ data: Branch }>(made).data).toMatchObject({
      name: 'Pune plant',
      gstin: gstinOf('27', pan),
      address: { city: 'Pune', state: 'Maharashtra', pincode: '411026', line2: null },
    });
    // a buyer reads them (checkout offers them)
    const read = await call(buyer, 'GET', '/companies/mine/branches');
    expect(json<{ data: Branch[] }>(read).data).toHaveLength(1);
  });

  it("is 404 to another company, and a member is given one of the company's own branches", async () => {
    const a = await company('Owner Works');
    const b = await company('Other Works');
    const made = await call(
      a.admin,
      'POST',
      '/companies/mine/branches',
      pune(gstinOf('27', a.pan)),
    );
    const branch = json<{ data: Branch }>(made).data;
    const url = `/companies/mine/branches/${branch.branch_id}`;
    expect((await call(b.admin, 'PATCH', url, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await call(b.admin, 'DELETE', url)).statusCode).toBe(404);
    expect(
      json<{ data: Branch[] }>(await call(b.admin, 'GET', '/companies/mine/branches')).data,
    ).toEqual([]);
    const assign = await call(b.admin, 'PATCH', `/companies/mine/members/${b.buyer.id}`, {
      branch_id: branch.branch_id,
    });
    expect(assign.statusCode).toBe(404);
    const ok = await call(a.admin, 'PATCH', `/companies/mine/members/${a.buyer.id}`, {
      branch_id: branch.branch_id,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const co = json<{ data: BusinessCompany }>(ok).data;
    expect(co.members.find((m) => m.user_id === a.buyer.id)?.branch_id).toBe(branch.branch_id);
    const renamed = await call(a.admin, 'PATCH', url, { name: 'Pune (Bhosari)' });
    expect(json<{ data: Branch }>(renamed).data.name).toBe('Pune (Bhosari)');
    expect((await call(a.admin, 'DELETE', url)).statusCode).toBe(200);
    const after = json<{ data: BusinessCompany }>(
      await call(a.buyer, 'GET', '/companies/mine'),
    ).data;
    expect(after.my_branch_id).toBeNull();
  });

  it("bills a branch buyer's order to the branch (fixed), the invoice, GSTR-1 and the company's orders say so", async () => {
    const { c, pan, admin, buyer } = await company('Deccan Fabricators');
    const puneGstin = gstinOf('27', pan);
    const p = json<{ data: Branch }>(
      await call(admin, 'POST', '/companies/mine/branches', pune(puneGstin)),
    ).data;
    const nashik = json<{ data: Branch }>(
      await call(admin, 'POST', '/companies/mine/branches', {
        name: 'Nashik store',
        address: { line1: 'Satpur MIDC', city: 'Nashik', state: 'Maharashtra', pincode: '422007' },
      }),
    ).data;
    await call(admin, 'PATCH', `/companies/mine/members/${buyer.id}`, { branch_id: p.branch_id });
    const product = (await createProduct(t.ctx.db, { price: 1180, stock: 50 })).product;

    // another branch than their own: refused, nothing written
    await addToCart(t, buyer, product.id, 2);
    const other = await postOrder(t, buyer, {
      body: { ...puneShipping, company_id: c.company_id, branch_id: nashik.branch_id },
    });
    expect(other.statusCode).toBe(403);
    expect(json(other).message).toBe(BRANCH_MESSAGES.notYourBranch);

    // without naming it: their branch
    const placed = await postOrder(t, buyer, {
      body: { ...puneShipping, company_id: c.company_id },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = json<{ data: Order }>(placed).data;
    expect(order.gstin).toBe(puneGstin);
    expect(order.company?.branch).toEqual({
      branch_id: p.branch_id,
      name: 'Pune plant',
      gstin: puneGstin,
    });
    // tax follows the place of supply: Maharashtra from Karnataka is IGST
    expect(order.tax?.supply_type).toBe('INTER_STATE');

    // the ADMIN's order without a branch bills the registered GSTIN
    await addToCart(t, admin, product.id, 1);
    const hq = json<{ data: Order }>(
      await postOrder(t, admin, { body: { company_id: c.company_id } }),
    ).data;
    expect(hq.gstin).toBe(c.gstin);
    expect(hq.company?.branch ?? null).toBeNull();

    await shipIt(order.order_id);
    await shipIt(hq.order_id);
    // a branch changed afterwards does not change the invoice
    await call(admin, 'PATCH', `/companies/mine/branches/${p.branch_id}`, {
      address: { line1: 'Chakan Phase 2', city: 'Pune', state: 'Maharashtra', pincode: '410501' },
    });
    const text = await pdfText(await renderTaxInvoicePdf(t.ctx.db, order.order_id, t.ctx));
    expect(text).toContain(puneGstin);
    expect(text).toContain('Plot 7, Bhosari MIDC');
    expect(text).toContain('Pune');
    expect(text).not.toContain('Chakan');

    // the e-way bill's recipient is the branch's GSTIN (its state: Maharashtra)
    const eway = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.order_id}/eway-bill.json?vehicle_no=KA01AB1234`,
      headers: bearer(staff.accessToken),
    });
    expect(eway.statusCode, eway.body).toBe(200);
    const bill = (JSON.parse(eway.body) as { billLists: Record<string, unknown>[] }).billLists[0];
    expect(bill?.toGstin).toBe(puneGstin);
    expect(bill?.toStateCode).toBe(27);

    // GSTR-1: the two GSTINs of one company are two ctins
    const month = indiaMonthOf(new Date());
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/reports/gstr1?month=${month}`,
      headers: bearer(staff.accessToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    const b2b = (JSON.parse(res.body) as { b2b: { ctin: string; inv: { pos: string }[] }[] }).b2b;
    const ctins = b2b.map((x) => x.ctin);
    expect(ctins).toContain(puneGstin);
    expect(ctins).toContain(c.gstin);
    expect(b2b.find((x) => x.ctin === puneGstin)?.inv[0]?.pos).toBe('27');

    // the company's orders list shows the branch
    const list = json<{ data: Page<Order> }>(
      await call(admin, 'GET', '/companies/mine/orders'),
    ).data;
    const row = list.content.find((o) => o.order_id === order.order_id);
    expect(row?.company?.branch?.name).toBe('Pune plant');
  });

  it('lets an ADMIN choose a branch for an order; a branch without a GSTIN bills the registered one', async () => {
    const { c, admin } = await company('Choice Works');
    const nashik = json<{ data: Branch }>(
      await call(admin, 'POST', '/companies/mine/branches', {
        name: 'Nashik store',
        address: { line1: 'Satpur MIDC', city: 'Nashik', state: 'Maharashtra', pincode: '422007' },
      }),
    ).data;
    const product = (await createProduct(t.ctx.db, { price: 500, stock: 50 })).product;
    await addToCart(t, admin, product.id, 1);
    const placed = await postOrder(t, admin, {
      body: { company_id: c.company_id, branch_id: nashik.branch_id },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = json<{ data: Order }>(placed).data;
    expect(order.gstin).toBe(c.gstin);
    expect(order.company?.branch?.name).toBe('Nashik store');
    // another company's branch is 404
    const other = await company('Stranger Works');
    await addToCart(t, other.admin, product.id, 1);
    const res = await postOrder(t, other.admin, {
      body: { company_id: other.c.company_id, branch_id: nashik.branch_id },
    });
    expect(res.statusCode).toBe(404);
  });
});
