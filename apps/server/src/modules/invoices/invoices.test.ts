import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '@store/contract';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/fixtures';
import { changeOrderStatus } from '../../workflows/order-changes';
import { gstProduct, placeOrderFor, shipping } from '../orders/orders.test-support';
import { financialYearOf } from './invoice-numbering';
import { renderProformaPdf, renderTaxInvoicePdf } from './invoice-documents';

let t: TestApp;
let staff: TestUser;
let asha: TestUser;
let ravi: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { role: 'ADMIN', name: 'Store Staff' });
  asha = await createUser(t, { name: 'Asha Rao' });
  ravi = await createUser(t, { name: 'Ravi Kumar' });
});
afterAll(async () => {
  await t.close();
});

/** The text of every page of a PDF, read with pdf.js (as an accountant's software would). */
async function pdfText(pdf: Buffer | string): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const data = new Uint8Array(typeof pdf === 'string' ? Buffer.from(pdf, 'binary') : pdf);
  const doc = await pdfjs.getDocument({ data, useSystemFonts: false, isEvalSupported: false })
    .promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i += 1) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    const lines: string[] = [];
    let line = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      line += item.str;
      if (item.hasEOL) {
        lines.push(line);
        line = '';
      } else line += ' ';
    }
    lines.push(line);
    pages.push(lines.join('\n'));
  }
  await doc.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

const product = (price: number, gstRate: number, hsn: string, name: string, unit = 'piece') =>
  gstProduct(t, { price, gstRate, hsn, name, unit, stock: 10_000 });

const placeFor = (
  user: TestUser,
  lines: { productId: string; quantity: number }[],
  extra: Record<string, unknown> = {},
) => placeOrderFor(t, user, lines, extra);

async function ship(orderId: string): Promise<AdminOrder> {
  await changeOrderStatus(t.ctx.db, { orderId, status: 'CONFIRMED', staffId: staff.id }, t.ctx);
  // eway_bill_number: orders above ₹50,000 need one to ship (decisions.md › §18)
  return changeOrderStatus(
    t.ctx.db,
    { orderId, status: 'SHIPPED', staffId: staff.id, eway_bill_number: '331012345678' },
    t.ctx,
  );
}

const get = (user: TestUser, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(user.accessToken) });

describe('tax invoice', () => {
  it('is refused before the order ships (409) and issued when it ships', async () => {
    const p = await product(1180, 18, '8467', 'Cordless Drill 18V');
    const order = await placeFor(asha, [{ productId: p.id, quantity: 1 }]);
    for (const url of [`/api/orders/${order.order_id}/invoice`]) {
      const res = await get(asha, url);
      expect(res.statusCode).toBe(409);
      expect(json(res).message).toBe('The invoice is issued when the order ships');
    }
    const staffRes = await get(staff, `/api/admin/orders/${order.order_id}/invoice`);
    expect(staffRes.statusCode).toBe(409);
    expect(json(staffRes).message).toBe('The invoice is issued when the order ships');

    const shipped = await ship(order.order_id);
    const fy = financialYearOf(new Date());
    expect(shipped.invoice?.number).toMatch(new RegExp(`^BTW/${fy}/\\d{5}$`));
    expect(shipped.invoice?.number.length).toBeLessThanOrEqual(16);

    const res = await get(asha, `/api/orders/${order.order_id}/invoice`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="invoice-BTW-/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const byStaff = await get(staff, `/api/admin/orders/${order.order_id}/invoice`);
    expect(byStaff.statusCode).toBe(200);
    expect(byStaff.headers['content-type']).toBe('application/pdf');
    // Another customer's order is 404; a customer on the staff call is 403.
    expect((await get(ravi, `/api/orders/${order.order_id}/invoice`)).statusCode).toBe(404);
    expect((await get(ravi, `/api/admin/orders/${order.order_id}/invoice`)).statusCode).toBe(403);
  });

  it('holds every particular, with CGST and SGST for a Karnataka buyer', async () => {
    const drill = await product(999.99, 18, '8467', 'Cordless Drill 18V');
    const gloves = await product(250, 12, '6116', 'Welding Gloves', 'pair');
    const order = await placeFor(
      asha,
      [
        { productId: drill.id, quantity: 3 },
        { productId: gloves.id, quantity: 4 },
      ],
      { gstin: '29AABCB1234L1ZR', billing_name: 'Asha Fabricators Private Limited' },
    );
    const shipped = await ship(order.order_id);
    const text = await pdfText(await renderTaxInvoicePdf(t.ctx.db, order.order_id, t.ctx));
    const expected = [
      'TAX INVOICE',
      'Bangalore Tool Works',
      'Peenya Industrial Area Phase 2',
      'GSTIN: 29AABCB1234L1ZR',
      shipped.invoice?.number ?? 'missing',
      'Invoice Date',
      'Asha Fabricators Private Limited',
      'Asha Rao',
      '12, 4th Main, Peenya Industrial Area, Bengaluru, Karnataka - 560058',
      'Place of Supply',
      'Karnataka (29)',
      'Reverse charge',
      'Cordless Drill 18V',
      '8467',
      'Welding Gloves',
      '6116',
      'pair',
      '18%',
      '12%',
      'CGST',
      'SGST',
      // drill: 2,999.97 → CGST = SGST = 228.81, taxable 2,542.35
      '2,542.35',
      '228.81',
      // gloves: 1,000.00 at 12% → CGST = SGST = 53.57, taxable 892.86
      '892.86',
      '53.57',
      // totals: 3,999.97; CGST 282.38 each; taxable 3,435.21
      '₹3,435.21',
      '₹282.38',
      '₹3,999.97',
      'Indian Rupees Three Thousand Nine Hundred Ninety-Nine and Ninety-Seven Paise Only',
      'Authorised Signatory',
    ];
    for (const s of expected) expect(text, s).toContain(s);
    expect(text).toMatch(/Reverse charge:?\s*No/);
    expect(text).toContain('29AABCB1234L1ZR');
    expect(text).not.toContain('IGST');
    expect(order.tax).toMatchObject({ cgst: 282.38, sgst: 282.38, taxable_value: 3435.21 });
  });

  it('shows IGST for a Delhi buyer', async () => {
    const grinder = await product(4599, 18, '8467', 'Angle Grinder 100mm');
    const placed = await placeFor(ravi, [{ productId: grinder.id, quantity: 25 }], {
      ...shipping({
        customer_name: 'Ravi Kumar',
        state: 'Delhi',
        city: 'New Delhi',
        pincode: '110020',
        street_address: 'B-12, Okhla Industrial Area Phase 1',
      }),
    });
    await ship(placed.order_id);
    const text = await pdfText(await renderTaxInvoicePdf(t.ctx.db, placed.order_id, t.ctx));
    // 25 × 4,599 = 1,14,975.00; IGST = round(11497500 × 18 / 118) = 17,538.56
    for (const s of [
      'Delhi (07)',
      'IGST',
      '17,538.56',
      '₹97,436.44',
      '₹1,14,975.00',
      'Indian Rupees One Lakh Fourteen Thousand Nine Hundred Seventy-Five Only',
      'Unregistered buyer',
    ]) {
      expect(text, s).toContain(s);
    }
    expect(text).not.toContain('CGST');
  });
});

describe('proforma invoice', () => {
  it('is offered for an open order with the payment details, and refused once cancelled', async () => {
    const p = await product(2360, 18, '8205', 'Spanner Set 12pc', 'set');
    const order = await placeFor(asha, [{ productId: p.id, quantity: 1 }], {
      payment_method: 'BANK_TRANSFER',
    });
    const res = await get(asha, `/api/orders/${order.order_id}/proforma`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(await renderProformaPdf(t.ctx.db, order.order_id, t.ctx));
    for (const s of [
      'PROFORMA INVOICE',
      'Not a tax invoice',
      'UTIB0000123',
      '918020045671234',
      'bangaloretoolworks@okaxis',
      '₹2,360.00',
      'Spanner Set 12pc',
      'set',
    ]) {
      expect(text, s).toContain(s);
    }
    expect((await get(ravi, `/api/orders/${order.order_id}/proforma`)).statusCode).toBe(404);
    await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order.order_id}/cancel?remarks=No%20longer%20needed`,
      headers: bearer(asha.accessToken),
    });
    expect((await get(asha, `/api/orders/${order.order_id}/proforma`)).statusCode).toBe(409);
  });
});
