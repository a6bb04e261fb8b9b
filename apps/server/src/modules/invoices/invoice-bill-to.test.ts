import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckChar, type AdminOrder, type BusinessCompany, type Order } from '@store/contract';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/fixtures';
import { companies } from '../../db/schema/index';
import { changeOrderStatus } from '../../workflows/order-changes';
import { gstProduct, placeOrderFor, shipping } from '../orders/orders.test-support';
import { pdfText } from '../returns/returns.test-support';

/**
 * A company order's tax invoice bills the company's registered billing address and ships to
 * the delivery address (decisions.md › §16, amended); its copies of rule 48 come from one
 * download choice (docs/decisions/332, 333).
 */

let t: TestApp;
let staff: TestUser;
let meera: TestUser;
let company: BusinessCompany;
let order: AdminOrder;

const get = (user: TestUser, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(user.accessToken) });

async function pageCount(pdf: Buffer): Promise<number> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), isEvalSupported: false })
    .promise;
  const n = doc.numPages;
  await doc.destroy();
  return n;
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { role: 'ADMIN', name: 'Store Staff' });
  meera = await createUser(t, { name: 'Meera Iyer' });
  const first14 = '33ABCDE4455F1Z';
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/companies',
    headers: bearer(meera.accessToken),
    payload: {
      legal_name: 'Sri Ganesh Fabricators Pvt Ltd',
      gstin: first14 + gstinCheckChar(first14),
      billing_address_parts: {
        line: 'No. 8, Industrial Estate, Guindy',
        city: 'Chennai',
        pincode: '600032',
      },
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  company = json<{ data: BusinessCompany }>(created).data;
  const p = await gstProduct(t, { price: 4_999, gstRate: 18, hsn: '84672100', stock: 50 });
  const placed: Order = await placeOrderFor(t, meera, [{ productId: p.id, quantity: 2 }], {
    company_id: company.company_id,
    ...shipping({
      customer_name: 'Meera Iyer',
      street_address: 'Plot 14, SIPCOT Industrial Complex Phase 1',
      city: 'Hosur',
      state: 'Tamil Nadu',
      pincode: '635126',
    }),
  });
  await changeOrderStatus(
    t.ctx.db,
    { orderId: placed.order_id, status: 'CONFIRMED', staffId: staff.id },
    t.ctx,
  );
  const issued = await get(staff, `/api/admin/orders/${placed.order_id}/invoice`);
  expect(issued.statusCode).toBe(409); // not yet issued
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${placed.order_id}/invoice`,
    headers: bearer(staff.accessToken),
  });
  expect(res.statusCode, res.body).toBe(200);
  order = json<{ data: AdminOrder }>(res).data;
});
afterAll(async () => {
  await t.close();
});

describe("a company's billing address", () => {
  it('is kept in parts, and as one line for clients that read the text', () => {
    expect(company.billing_address_parts).toEqual({
      line: 'No. 8, Industrial Estate, Guindy',
      city: 'Chennai',
      state: 'Tamil Nadu',
      pincode: '600032',
    });
    expect(company.billing_address).toBe(
      'No. 8, Industrial Estate, Guindy, Chennai, Tamil Nadu 600032',
    );
  });

  it('refuses a part that is wrong, naming it, and creates nothing', async () => {
    const someone = await createUser(t, { name: 'Ravi Kumar' });
    const first14 = '29ABCDE4456F1Z';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: bearer(someone.accessToken),
      payload: {
        legal_name: 'Ravi Tools',
        gstin: first14 + gstinCheckChar(first14),
        billing_address_parts: { line: '12, Peenya', city: 'Bengaluru', pincode: '56005' },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('billing_address_parts.pincode');
    const [n] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(companies)
      .where(eq(companies.legalName, 'Ravi Tools'));
    expect(n?.n).toBe(0);
  });

  it('splits a one-line address as migration 0031 splits the older ones', async () => {
    const sqlText = fs.readFileSync(
      path.join(__dirname, '../../db/migrations/0031_company_billing_parts.sql'),
      'utf8',
    );
    const update = sqlText.split('--> statement-breakpoint').at(-1)!;
    const [c] = await t.ctx.db
      .insert(companies)
      .values({
        legalName: 'Old Style Traders',
        gstin: '29OLDST1234F1Z5',
        billingAddress: '42, 2nd Phase, Peenya Industrial Area, Bengaluru, Karnataka 560058',
        billingState: 'Karnataka',
      })
      .returning({ id: companies.id });
    await t.ctx.db.execute(sql.raw(update));
    const [row] = await t.ctx.db
      .select({
        line: companies.billingLine,
        city: companies.billingCity,
        pincode: companies.billingPincode,
        text: companies.billingAddress,
      })
      .from(companies)
      .where(eq(companies.id, c!.id));
    expect(row).toEqual({
      line: '42, 2nd Phase, Peenya Industrial Area',
      city: 'Bengaluru',
      pincode: '560058',
      text: '42, 2nd Phase, Peenya Industrial Area, Bengaluru, Karnataka 560058',
    });
  });
});

describe("a company order's tax invoice", () => {
  it('bills the registered address and ships to the delivery address', async () => {
    const res = await get(meera, `/api/orders/${order.order_id}/invoice`);
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    const billTo = text.indexOf('Bill to');
    const shipTo = text.indexOf('Ship to');
    expect(billTo).toBeGreaterThan(-1);
    expect(shipTo).toBeGreaterThan(billTo);
    const billBlock = text.slice(billTo, shipTo);
    expect(billBlock).toContain('Sri Ganesh Fabricators Pvt Ltd');
    expect(billBlock).toContain('No. 8, Industrial Estate, Guindy, Chennai, Tamil Nadu 600032');
    expect(billBlock).toContain(`GSTIN: ${company.gstin}`);
    expect(billBlock).not.toContain('SIPCOT');
    const shipBlock = text.slice(shipTo, shipTo + 200);
    expect(shipBlock).toContain('Meera Iyer');
    expect(shipBlock).toContain('Plot 14, SIPCOT Industrial Complex Phase 1');
    expect(text).toContain('Original for recipient');
  });

  it('gives the three copies of rule 48 from one choice, and names a wrong one', async () => {
    const all = await get(staff, `/api/admin/orders/${order.order_id}/invoice?copy=all`);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['content-disposition']).toContain('-all.pdf');
    const text = await pdfText(all.rawPayload);
    const titles = [
      'Original for recipient',
      'Duplicate for transporter',
      'Triplicate for supplier',
    ];
    const at = titles.map((title) => text.indexOf(title));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(await pageCount(all.rawPayload)).toBe(3);
    const duplicate = await get(meera, `/api/orders/${order.order_id}/invoice?copy=duplicate`);
    expect(await pdfText(duplicate.rawPayload)).toContain('Duplicate for transporter');
    const bad = await get(meera, `/api/orders/${order.order_id}/invoice?copy=fourth`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('copy');
  });
});

describe("a company order's credit note", () => {
  it('bills the registered address too, as its invoice does', async () => {
    await changeOrderStatus(
      t.ctx.db,
      { orderId: order.order_id, status: 'CANCELLED', staffId: staff.id },
      t.ctx,
    );
    const res = await get(meera, `/api/orders/${order.order_id}/credit-note`);
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    const billTo = text.indexOf('Bill to');
    const shipTo = text.indexOf('Ship to');
    expect(billTo).toBeGreaterThan(-1);
    expect(shipTo).toBeGreaterThan(billTo);
    const billBlock = text.slice(billTo, shipTo);
    expect(billBlock).toContain('Sri Ganesh Fabricators Pvt Ltd');
    expect(billBlock).toContain('No. 8, Industrial Estate, Guindy, Chennai, Tamil Nadu 600032');
    expect(billBlock).toContain(`GSTIN: ${company.gstin}`);
    expect(billBlock).not.toContain('SIPCOT');
  });
});
