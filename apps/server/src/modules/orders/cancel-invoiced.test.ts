import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, Gstr1Summary, Order } from '@store/contract';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers';
import { createProduct, createUser, type TestUser } from '../../../test/fixtures';
import {
  creditNoteLines,
  creditNotes,
  orderBilling,
  paymentHistory,
  products,
} from '../../db/schema/index';
import { formatPaise } from '../../lib/money';
import { addItem, cartIdOf } from '../cart/cart.service';
import { changePaymentByStaff } from '../payments/payments.service';
import { changeOrderStatus } from '../../workflows/order-changes';
import { placeOrder } from '../../workflows/place-order';
import { shipping } from './orders.test-support';

/*
 * decisions.md §10: an issued invoice is never withdrawn. A CONFIRMED order whose tax invoice
 * staff issued early (POST /admin/orders/{id}/invoice) and that is then cancelled (by staff or
 * by its owner) gets, in the cancelling transaction, a GST credit note for the whole invoice;
 * a paid order's refund due is that credit note's total; GSTR-1 nets it out. PGlite, and
 * PostgreSQL with TEST_DATABASE_URL.
 */

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

let t: TestApp;
let staff: TestUser;
let asha: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { role: 'ADMIN', name: 'Store Staff' });
  asha = await createUser(t, { name: 'Asha Rao' });
  other = await createUser(t, { name: 'Someone Else' });
});
afterAll(async () => {
  await t.close();
});

async function product(price: number, gstRate: number, name: string) {
  const { product: p } = await createProduct(t.ctx.db, { price, stock: 500, name });
  await t.ctx.db
    .update(products)
    .set({ gstRate, hsnCode: '84672100', unit: 'piece' })
    .where(eq(products.id, p.id));
  return p;
}

async function confirmedOrder(
  lines: { productId: string; quantity: number }[],
  paid: boolean,
): Promise<Order> {
  for (const l of lines) {
    await addItem(t.ctx.db, asha.id, {
      product_id: l.productId,
      quantity: l.quantity,
      cart_type: 'CART',
    });
  }
  const cartId = await cartIdOf(t.ctx.db, asha.id, 'CART');
  const { order } = await placeOrder(
    t.ctx.db,
    {
      userId: asha.id,
      idempotencyKey: null,
      order: { cart_id: cartId, ...shipping({ customer_name: asha.name }) },
    },
    t.ctx,
  );
  if (paid) {
    await changePaymentByStaff(t.ctx.db, {
      orderId: order.order_id,
      status: 'PAID',
      reference: '123456789012',
      staffId: staff.id,
    });
  }
  await changeOrderStatus(
    t.ctx.db,
    { orderId: order.order_id, status: 'CONFIRMED', staffId: staff.id },
    t.ctx,
  );
  return order;
}

const call = (
  who: TestUser,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: bearer(who.accessToken),
    ...(payload ? { payload } : {}),
  });

async function issueEarly(orderId: string): Promise<AdminOrder> {
  const res = await call(staff, 'POST', `/api/admin/orders/${orderId}/invoice`);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: AdminOrder }>(res).data;
}

async function summary(): Promise<Gstr1Summary> {
  const month = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
  }).format(new Date());
  const res = await call(staff, 'GET', `/api/admin/reports/gstr1/summary?month=${month}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: Gstr1Summary }>(res).data;
}

const paise = (rupees: number) => Math.round(rupees * 100);

describe('cancelling an order whose invoice was issued early', () => {
  it('by staff: a credit note for the whole invoice, refund due its total, readable PDF, GSTR-1 nets it out', async () => {
    const drill = await product(2_499, 18, 'Impact drill 13mm');
    const gloves = await product(336, 12, 'Nitrile gloves');
    const order = await confirmedOrder(
      [
        { productId: drill.id, quantity: 2 },
        { productId: gloves.id, quantity: 3 },
      ],
      true,
    );
    const invoiced = await issueEarly(order.order_id);
    expect(invoiced.status).toBe('CONFIRMED');
    const invoiceNumber = invoiced.invoice!.number;

    // before the cancel: no credit note (409 on the PDF)
    const none = await call(asha, 'GET', `/api/orders/${order.order_id}/credit-note`);
    expect(none.statusCode).toBe(409);
    const before = await summary();

    const cancelled = await call(staff, 'PATCH', `/api/admin/orders/${order.order_id}/status`, {
      status: 'CANCELLED',
      remarks: 'Customer asked on the phone',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = json<{ data: AdminOrder }>(cancelled).data;
    expect(after.status).toBe('CANCELLED');
    expect(after.invoice?.number).toBe(invoiceNumber); // never withdrawn

    const notes = await t.ctx.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.orderId, order.order_id));
    expect(notes).toHaveLength(1);
    const note = notes[0]!;
    expect(note.returnId).toBeNull();
    expect(note.number).toMatch(/^CN\/\d\d-\d\d\/\d{5}$/);
    expect(note.invoiceNumber).toBe(invoiceNumber);
    expect(note.totalPaise).toBe(paise(order.total_amount));
    const lines = await t.ctx.db
      .select()
      .from(creditNoteLines)
      .where(eq(creditNoteLines.creditNoteId, note.id));
    expect(lines.map((l) => l.quantity).sort()).toEqual([2, 3]);
    expect(lines.every((l) => l.returnLineId === null)).toBe(true);
    expect(lines.reduce((s, l) => s + l.totalPaise, 0)).toBe(note.totalPaise);
    expect(note.taxablePaise + note.cgstPaise + note.sgstPaise + note.igstPaise).toBe(
      note.totalPaise,
    );

    // the payment owes the credit note's total
    const [billing] = await t.ctx.db
      .select({ status: orderBilling.paymentStatus })
      .from(orderBilling)
      .where(eq(orderBilling.orderId, order.order_id));
    expect(billing?.status).toBe('REFUND_DUE');
    const history = await t.ctx.db
      .select({ status: paymentHistory.status, remarks: paymentHistory.remarks })
      .from(paymentHistory)
      .where(eq(paymentHistory.orderId, order.order_id));
    const due = history.find((h) => h.status === 'REFUND_DUE');
    expect(due?.remarks).toContain(note.number);
    expect(due?.remarks).toContain(`refund due ${formatPaise(note.totalPaise)}`);

    // the PDF, for its owner and staff; someone else's order is 404
    const pdfRes = await call(asha, 'GET', `/api/orders/${order.order_id}/credit-note`);
    expect(pdfRes.statusCode).toBe(200);
    expect(pdfRes.headers['content-type']).toBe('application/pdf');
    expect(pdfRes.headers['cache-control']).toContain('no-store');
    const text = await pdfText(pdfRes.rawPayload);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(note.number);
    expect(text).toContain(invoiceNumber);
    expect(text).toContain('Order cancelled');
    expect(text).toContain('Impact drill 13mm');
    expect(
      (await call(staff, 'GET', `/api/admin/orders/${order.order_id}/credit-note`)).statusCode,
    ).toBe(200);
    expect((await call(other, 'GET', `/api/orders/${order.order_id}/credit-note`)).statusCode).toBe(
      404,
    );

    // GSTR-1: one more credit note, the month's net down by the whole invoice
    const s = await summary();
    expect(s.credit_notes).toBe(before.credit_notes + 1);
    expect(paise(s.net.taxable_value)).toBe(paise(before.net.taxable_value) - note.taxablePaise);
    expect(paise(s.net.cgst)).toBe(paise(before.net.cgst) - note.cgstPaise);
    expect(paise(s.net.sgst)).toBe(paise(before.net.sgst) - note.sgstPaise);
    expect(paise(s.net.igst)).toBe(paise(before.net.igst) - note.igstPaise);
    for (const head of ['taxable_value', 'igst', 'cgst', 'sgst'] as const) {
      expect(paise(s.hsn[head]), head).toBe(paise(s.net[head]));
    }
  });

  it('by its owner: the credit note too; an order never invoiced gets none', async () => {
    const saw = await product(1_250, 18, 'Circular saw blade');
    const order = await confirmedOrder([{ productId: saw.id, quantity: 4 }], false);
    await issueEarly(order.order_id);
    const res = await call(
      asha,
      'PUT',
      `/api/orders/${order.order_id}/cancel?remarks=${encodeURIComponent('Ordered by mistake')}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [note] = await t.ctx.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.orderId, order.order_id));
    expect(note?.totalPaise).toBe(paise(order.total_amount));
    // unpaid: nothing to refund
    const [billing] = await t.ctx.db
      .select({ status: orderBilling.paymentStatus })
      .from(orderBilling)
      .where(eq(orderBilling.orderId, order.order_id));
    expect(billing?.status).not.toBe('REFUND_DUE');

    const plain = await confirmedOrder([{ productId: saw.id, quantity: 1 }], true);
    const cancelled = await call(staff, 'PATCH', `/api/admin/orders/${plain.order_id}/status`, {
      status: 'CANCELLED',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [count] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(creditNotes)
      .where(eq(creditNotes.orderId, plain.order_id));
    expect(count?.n).toBe(0);
    expect((await call(asha, 'GET', `/api/orders/${plain.order_id}/credit-note`)).statusCode).toBe(
      409,
    );
  });
});
