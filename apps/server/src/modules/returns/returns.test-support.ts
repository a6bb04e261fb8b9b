import { eq } from 'drizzle-orm';
import type { AdminReturn, Order, Return } from '@store/contract';
import { bearer, json, type TestApp } from '../../../test/helpers';
import type { TestUser } from '../../../test/fixtures';
import { products, users } from '../../db/schema/index';
import { changeOrderStatus } from '../../workflows/order-changes';
import { placeOrderFor } from '../orders/orders.test-support';
import { changePaymentByStaff } from '../payments/payments.service';

/** Fixtures of the return tests: products with GST particulars, delivered orders, calls. */

export async function stockOf(t: TestApp, productId: string): Promise<number> {
  const [row] = await t.ctx.db
    .select({ stock: products.stockQuantity })
    .from(products)
    .where(eq(products.id, productId));
  return row?.stock ?? -1;
}

export async function setEmail(t: TestApp, user: TestUser, email: string) {
  await t.ctx.db.update(users).set({ email }).where(eq(users.id, user.id));
}

/** Places an order (optionally paid) and takes it to DELIVERED through the staff calls. */
export async function deliveredOrder(
  t: TestApp,
  staff: TestUser,
  user: TestUser,
  lines: { productId: string; quantity: number }[],
  opts: { paid?: boolean; state?: string; pincode?: string; city?: string; deliver?: boolean } = {},
): Promise<Order> {
  const order = await placeOrderFor(
    t,
    user,
    lines,
    opts.state ? { state: opts.state, pincode: opts.pincode, city: opts.city } : {},
  );
  const id = order.order_id;
  if (opts.paid ?? true) {
    await changePaymentByStaff(t.ctx.db, {
      orderId: id,
      status: 'PAID',
      reference: '123456789012',
      staffId: staff.id,
    });
  }
  for (const status of ['CONFIRMED', 'SHIPPED', 'DELIVERED'] as const) {
    if (status === 'DELIVERED' && opts.deliver === false) break;
    // An order above ₹50,000 ships with its e-way bill number (decisions.md › §18).
    const eway = status === 'SHIPPED' ? { eway_bill_number: '331012345678' } : {};
    await changeOrderStatus(t.ctx.db, { orderId: id, status, staffId: staff.id, ...eway }, t.ctx);
  }
  return order;
}

export const askReturn = (
  t: TestApp,
  user: TestUser,
  orderId: string,
  body: Record<string, unknown>,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/returns`,
    headers: bearer(user.accessToken),
    payload: body,
  });

export const moveReturn = (
  t: TestApp,
  staff: TestUser,
  returnId: string,
  body: Record<string, unknown>,
) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/returns/${returnId}`,
    headers: bearer(staff.accessToken),
    payload: body,
  });

type Injected = Parameters<typeof json>[0];
export const returnOf = (res: Injected) => json<{ data: Return }>(res).data;
export const adminReturnOf = (res: Injected) => json<{ data: AdminReturn }>(res).data;

/** The text of every page of a PDF, read with pdf.js (as an accountant's software would). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i += 1) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}
