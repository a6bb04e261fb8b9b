import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { gstinCheckChar, type BusinessCompany, type Order } from '@store/contract';
import { bearer, json, type TestApp } from '../../../test/helpers';
import { createProduct, createUser, type TestUser } from '../../../test/fixtures';
import { invoices, users } from '../../db/schema/index';
import { addToCart, postOrder } from '../orders/orders.test-support';

/** Companies on credit with shipped (invoiced) credit orders, for the receipts tests. */

let serial = 5000 + Math.floor(Math.random() * 4000);
export function gstin(): string {
  serial += 1;
  const first14 = `29ABCDE${serial}F1Z`;
  return first14 + gstinCheckChar(first14);
}

export const call = (
  t: TestApp,
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: user ? bearer(user.accessToken) : {},
    ...(payload ? { payload } : {}),
  });

/** A company with an ADMIN (with e-mail), a BUYER and a VIEWER, on 30 days' credit. */
export async function creditCompany(
  t: TestApp,
  staff: TestUser,
  name = 'Peenya Fabricators Pvt Ltd',
) {
  const admin = await createUser(t, { name: 'Meera Admin' });
  await t.ctx.db
    .update(users)
    .set({ email: `u${admin.phone}@example.test` })
    .where(eq(users.id, admin.id));
  const buyer = await createUser(t, { name: 'Bala Buyer' });
  const viewer = await createUser(t, { name: 'Vinay Viewer' });
  const created = await call(t, admin, 'POST', '/companies', {
    legal_name: name,
    gstin: gstin(),
    billing_address: '42, 2nd Phase, Peenya Industrial Area, Bengaluru 560058',
  });
  expect(created.statusCode, created.body).toBe(201);
  const c = json<{ data: BusinessCompany }>(created).data;
  for (const [u, role] of [
    [buyer, 'BUYER'],
    [viewer, 'VIEWER'],
  ] as const) {
    const r = await call(t, admin, 'POST', '/companies/mine/members', { phone: u.phone, role });
    expect(r.statusCode, r.body).toBe(201);
  }
  const terms = await call(t, staff, 'PATCH', `/admin/companies/${c.company_id}`, {
    credit_days: 30,
    credit_limit: 10_000_000,
  });
  expect(terms.statusCode, terms.body).toBe(200);
  return { c, admin, buyer, viewer };
}

/** A shipped ON_CREDIT order of `price` rupees (GST included): its tax invoice is issued. */
export async function creditInvoice(
  t: TestApp,
  staff: TestUser,
  admin: TestUser,
  companyId: string,
  price: number,
  issuedOn?: string,
): Promise<{ orderId: string; number: string }> {
  const { product } = await createProduct(t.ctx.db, { price, stock: 10 });
  const added = await addToCart(t, admin, product.id, 1);
  expect(added.statusCode, added.body).toBe(200);
  const placed = await postOrder(t, admin, {
    body: { payment_method: 'ON_CREDIT', company_id: companyId },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const o = json<{ data: Order }>(placed).data;
  for (const status of ['CONFIRMED', 'SHIPPED']) {
    const r = await call(t, staff, 'PATCH', `/admin/orders/${o.order_id}/status`, { status });
    expect(r.statusCode, r.body).toBe(200);
  }
  if (issuedOn) {
    await t.ctx.db
      .update(invoices)
      .set({ issuedAt: new Date(`${issuedOn}T11:00:00+05:30`) })
      .where(eq(invoices.orderId, o.order_id));
  }
  const [inv] = await t.ctx.db
    .select({ number: invoices.number })
    .from(invoices)
    .where(eq(invoices.orderId, o.order_id));
  return { orderId: o.order_id, number: inv!.number };
}

export async function paymentOf(t: TestApp, user: TestUser, orderId: string) {
  const r = await call(t, user, 'GET', `/orders/${orderId}`);
  return json<{ data: Order }>(r).data.payment.status;
}

/** The text of a PDF, read with pdf.js. */
export async function pdfText(pdf: Buffer): Promise<string> {
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
