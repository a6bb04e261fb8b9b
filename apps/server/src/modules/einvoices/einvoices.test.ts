import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  E_INVOICE_MESSAGES,
  type AdminReturn,
  type EInvoiceListItem,
  type Order,
} from '@store/contract';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/fixtures';
import { eInvoices } from '../../db/schema/index';
import { indiaDateParts, indiaMonthOf } from '../../lib/india-time';
import { changeOrderStatus } from '../../workflows/order-changes';
import { financialYearOf } from '../invoices/invoice-numbering';
import { renderTaxInvoicePdf } from '../invoices/invoice-documents';
import { gstProduct, placeOrderFor } from '../orders/orders.test-support';
import { askReturn, moveReturn, pdfText } from '../returns/returns.test-support';
import { irnOf, irpAnswer, irpSchemaErrors, qrTextOnFirstPage } from './einvoices.test-support';

let t: TestApp;
let staff: TestUser;
let firm: TestUser;
let asha: TestUser;
let gstin: string;

beforeAll(async () => {
  t = await createTestApp({ E_INVOICE_ENABLED: 'true' });
  gstin = t.ctx.config.COMPANY_GSTIN;
  staff = await createUser(t, { role: 'ADMIN', name: 'Store Staff' });
  firm = await createUser(t, { name: 'Kiran Fabricators' });
  asha = await createUser(t, { name: 'Asha Rao' });
});
afterAll(async () => {
  await t.close();
});

const as = (user: TestUser, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(user.accessToken), ...(payload ? { payload } : {}) });
const asStaff = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  as(staff, method, url, payload);

const B2B = { gstin: '29AAGCS4567H1ZW', billing_name: 'Kiran Fabricators Pvt Ltd' };

async function confirmedB2bOrder(quantity = 2): Promise<Order> {
  const drill = await gstProduct(t, {
    price: 11_800,
    gstRate: 18,
    hsn: '84672100',
    name: 'Rotary Hammer Drill 26mm',
    stock: 100,
  });
  const order = await placeOrderFor(t, firm, [{ productId: drill.id, quantity }], B2B);
  await changeOrderStatus(
    t.ctx.db,
    { orderId: order.order_id, status: 'CONFIRMED', staffId: staff.id },
    t.ctx,
  );
  return order;
}

const ship = (orderId: string) =>
  asStaff('PATCH', `/api/admin/orders/${orderId}/status`, {
    status: 'SHIPPED',
    courier: 'Blue Dart',
    tracking_number: 'BD123456789IN',
  });
const staffOrder = async (orderId: string) =>
  json<{ data: Order }>(await asStaff('GET', `/api/admin/orders/${orderId}`)).data;
const rowOf = async (docNo: string) =>
  (await t.ctx.db.select().from(eInvoices).where(eq(eInvoices.docNo, docNo)))[0];

describe('an invoice billed to a GSTIN, with E_INVOICE_ENABLED', () => {
  let order: Order;
  let number: string;

  it('holds the shipment until the IRN is in, and the invoice issued early is PENDING', async () => {
    order = await confirmedB2bOrder();
    const early = await ship(order.order_id);
    expect(early.statusCode, early.body).toBe(400);
    expect(json(early).message).toBe(E_INVOICE_MESSAGES.irnNeeded);
    expect((await staffOrder(order.order_id)).status).toBe('CONFIRMED');

    const issued = await asStaff('POST', `/api/admin/orders/${order.order_id}/invoice`);
    expect(issued.statusCode, issued.body).toBe(200);
    const o = await staffOrder(order.order_id);
    number = o.invoice!.number;
    expect(o.invoice!.e_invoice).toEqual({
      status: 'PENDING',
      irn: null,
      ack_no: null,
      ack_date: null,
      cancelled_at: null,
    });
    expect((await ship(order.order_id)).statusCode).toBe(400);
  });

  it('answers the schema-1.1 JSON, the same field by field as one written by hand', async () => {
    const res = await asStaff('GET', `/api/admin/orders/${order.order_id}/e-invoice.json`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('einvoice-BTW-');
    const doc = JSON.parse(res.body) as Record<string, Record<string, unknown>>;
    expect(irpSchemaErrors(doc)).toEqual([]);
    // The validator does refuse what the IRP refuses: a buyer without a place of supply.
    const { Pos: _pos, ...buyer } = doc.BuyerDtls!;
    expect(irpSchemaErrors({ ...doc, BuyerDtls: buyer })).not.toEqual([]);
    const { day, month, year } = indiaDateParts(new Date());
    // Two drills at ₹11,800 with 18 % GST, delivered in Karnataka from Karnataka.
    expect(doc).toEqual({
      Version: '1.1',
      TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N' },
      DocDtls: {
        Typ: 'INV',
        No: `BTW/${financialYearOf(new Date())}/00001`,
        Dt: `${day}/${month}/${year}`,
      },
      SellerDtls: {
        Gstin: gstin,
        LglNm: 'Bangalore Tool Works Private Limited',
        Addr1: 'No. 42, 3rd Cross, Peenya Industrial Area Phase 2, Bengaluru, Karnataka 560058',
        Loc: 'Bengaluru',
        Pin: 560058,
        Stcd: '29',
      },
      BuyerDtls: {
        Gstin: '29AAGCS4567H1ZW',
        LglNm: 'Kiran Fabricators Pvt Ltd',
        Pos: '29',
        Addr1: order.street_address,
        Loc: order.city,
        Pin: Number(order.pincode),
        Stcd: '29',
      },
      ItemList: [
        {
          SlNo: '1',
          PrdDesc: 'Rotary Hammer Drill 26mm',
          IsServc: 'N',
          HsnCd: '84672100',
          Qty: 2,
          Unit: 'NOS',
          UnitPrice: 10000,
          TotAmt: 20000,
          AssAmt: 20000,
          GstRt: 18,
          IgstAmt: 0,
          CgstAmt: 1800,
          SgstAmt: 1800,
          TotItemVal: 23600,
        },
      ],
      ValDtls: { AssVal: 20000, CgstVal: 1800, SgstVal: 1800, IgstVal: 0, TotInvVal: 23600 },
    });
  });

  it("puts the month's pending documents in one file", async () => {
    const month = indiaMonthOf(new Date());
    const res = await asStaff('GET', `/api/admin/reports/e-invoices.json?month=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    const docs = JSON.parse(res.body) as { DocDtls: { No: string } }[];
    expect(docs.map((d) => d.DocDtls.No)).toContain(number);
    for (const d of docs) expect(irpSchemaErrors(d)).toEqual([]);
    const bad = await asStaff('GET', '/api/admin/reports/e-invoices.json?month=2026-13');
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors?.[0]?.field).toBe('month');
  });

  it('refuses an answer that is malformed or names another document, and changes nothing', async () => {
    const url = `/api/admin/orders/${order.order_id}/e-invoice`;
    const irn = irnOf(number);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...(await irpAnswer({ gstin, docNo: number, irn })), Irn: 'abc' }, 'Irn'],
      [await irpAnswer({ gstin, docNo: number, irn, qrDocNo: 'BTW/26-27/09999' }), 'SignedQRCode'],
      [await irpAnswer({ gstin, docNo: number, irn, qrGstin: '27AAPFU0939F1ZV' }), 'SignedQRCode'],
      [await irpAnswer({ gstin, docNo: number, irn, qrIrn: irnOf('other') }), 'SignedQRCode'],
      [
        { ...(await irpAnswer({ gstin, docNo: number, irn })), SignedQRCode: 'not a jwt' },
        'SignedQRCode',
      ],
      [{ ...(await irpAnswer({ gstin, docNo: number, irn })), AckDt: 'yesterday' }, 'AckDt'],
    ];
    for (const [body, field] of cases) {
      const res = await asStaff('POST', url, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(json(res).errors?.map((e) => e.field)).toContain(field);
    }
    expect((await rowOf(number))?.status).toBe('PENDING');
  });

  it('records the IRP response file all or nothing, prints IRN, Ack and a scannable QR, then ships', async () => {
    const second = await confirmedB2bOrder(1);
    await asStaff('POST', `/api/admin/orders/${second.order_id}/invoice`);
    const secondNo = (await staffOrder(second.order_id)).invoice!.number;
    const good = await irpAnswer({ gstin, docNo: number, irn: irnOf(number) });
    const wrong = await irpAnswer({
      gstin,
      docNo: secondNo,
      irn: irnOf(secondNo),
      qrIrn: irnOf('x'),
    });
    const upload = (entries: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/e-invoices/import',
        headers: {
          ...bearer(staff.accessToken),
          'content-type': 'multipart/form-data; boundary=XyZ',
        },
        payload: [
          '--XyZ',
          'Content-Disposition: form-data; name="file"; filename="irp-response.json"',
          'Content-Type: application/json',
          '',
          JSON.stringify(entries),
          '--XyZ--',
          '',
        ].join('\r\n'),
      });
    const refused = await upload([{ ...good, SignedInvoice: 'x.y.z' }, wrong]);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(json(refused).errors?.[0]?.field).toBe('file[1].SignedQRCode');
    expect((await rowOf(number))?.status).toBe('PENDING');
    expect((await rowOf(secondNo))?.status).toBe('PENDING');

    const done = await upload([{ ...good, SignedInvoice: 'x.y.z' }]);
    expect(done.statusCode, done.body).toBe(200);
    const o = await staffOrder(order.order_id);
    expect(o.invoice!.e_invoice).toMatchObject({
      status: 'REGISTERED',
      irn: irnOf(number),
      ack_no: '112610000012345',
      ack_date: '2026-05-04T04:45:00.000Z',
    });

    const pdf = await renderTaxInvoicePdf(t.ctx.db, order.order_id, t.ctx);
    const text = await pdfText(pdf);
    expect(text).toContain(irnOf(number));
    expect(text).toContain('112610000012345');
    expect(text).toContain('04/05/2026 10:15');
    expect(await qrTextOnFirstPage(pdf)).toBe(good.SignedQRCode);

    const shipped = await ship(order.order_id);
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect((await staffOrder(order.order_id)).status).toBe('SHIPPED');
  }, 120_000);

  it('cancels an IRN within 24 hours of its AckDt, and 409 after', async () => {
    // The answer above was acknowledged "now" minus a few minutes for this one.
    const third = await confirmedB2bOrder(1);
    await asStaff('POST', `/api/admin/orders/${third.order_id}/invoice`);
    const thirdNo = (await staffOrder(third.order_id)).invoice!.number;
    const recent = new Date(Date.now() - 3600_000);
    const ackDt = recent.toISOString();
    const rec = await asStaff(
      'POST',
      `/api/admin/orders/${third.order_id}/e-invoice`,
      await irpAnswer({ gstin, docNo: thirdNo, irn: irnOf(thirdNo), ackDt }),
    );
    expect(rec.statusCode, rec.body).toBe(200);
    const badReason = await asStaff(
      'POST',
      `/api/admin/orders/${third.order_id}/e-invoice/cancel`,
      {
        reason_code: 7,
        remark: 'Wrong quantity',
      },
    );
    expect(badReason.statusCode).toBe(400);
    expect(json(badReason).errors?.[0]?.field).toBe('reason_code');
    const cancel = await asStaff('POST', `/api/admin/orders/${third.order_id}/e-invoice/cancel`, {
      reason_code: 2,
      remark: 'Wrong quantity',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(json<{ data: { status: string } }>(cancel).data.status).toBe('CANCELLED');
    const cnl = await asStaff('GET', `/api/admin/orders/${third.order_id}/e-invoice-cancel.json`);
    expect(JSON.parse(cnl.body)).toEqual({
      Irn: irnOf(thirdNo),
      CnlRsn: '2',
      CnlRem: 'Wrong quantity',
    });

    // The first invoice was acknowledged on 4 May 2026: long past its 24 hours.
    const late = await asStaff('POST', `/api/admin/orders/${order.order_id}/e-invoice/cancel`, {
      reason_code: 1,
      remark: 'Duplicate',
    });
    expect(late.statusCode).toBe(409);
    expect(json(late).message).toBe(E_INVOICE_MESSAGES.cancelWindow);
    expect((await rowOf(number))?.status).toBe('REGISTERED');
  });

  it('lists pending, registered and cancelled documents for staff only', async () => {
    const list = async (status: string) =>
      json<{ data: { items: EInvoiceListItem[] } }>(
        await asStaff('GET', `/api/admin/e-invoices?status=${status}`),
      ).data.items;
    expect((await list('REGISTERED')).map((i) => i.doc_no)).toContain(number);
    expect((await list('PENDING')).length).toBeGreaterThan(0);
    expect((await list('CANCELLED')).length).toBe(1);
    expect((await as(firm, 'GET', '/api/admin/e-invoices')).statusCode).toBe(403);
    expect(
      (await as(firm, 'GET', `/api/admin/orders/${order.order_id}/e-invoice.json`)).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/e-invoices' })).statusCode).toBe(
      401,
    );
  });

  it('leaves a consumer order alone: no e-invoice, and it ships with its invoice as before', async () => {
    const kit = await gstProduct(t, { price: 590, gstRate: 18, hsn: '8205', name: 'Spanner set' });
    const mine = await placeOrderFor(t, asha, [{ productId: kit.id, quantity: 1 }]);
    await changeOrderStatus(
      t.ctx.db,
      { orderId: mine.order_id, status: 'CONFIRMED', staffId: staff.id },
      t.ctx,
    );
    const res = await ship(mine.order_id);
    expect(res.statusCode, res.body).toBe(200);
    expect((await staffOrder(mine.order_id)).invoice?.e_invoice ?? null).toBeNull();
    const doc = await asStaff('GET', `/api/admin/orders/${mine.order_id}/e-invoice.json`);
    expect(doc.statusCode).toBe(409);
    expect(json(doc).message).toBe(E_INVOICE_MESSAGES.notEInvoiced);
  });

  it("e-invoices a return's credit note, naming the invoice it amends", async () => {
    for (const status of ['DELIVERED'] as const) {
      await changeOrderStatus(
        t.ctx.db,
        { orderId: order.order_id, status, staffId: staff.id },
        t.ctx,
      );
    }
    const ask = await askReturn(t, firm, order.order_id, {
      lines: [{ order_item_id: order.order_items[0]!.order_item_id, quantity: 1 }],
      reason: 'DAMAGED',
    });
    expect(ask.statusCode, ask.body).toBe(201);
    const returnId = json<{ data: AdminReturn }>(ask).data.return_id;
    for (const status of ['APPROVED', 'RECEIVED']) {
      const moved = await moveReturn(t, staff, returnId, { status });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const ret = json<{ data: AdminReturn }>(
      await asStaff('GET', `/api/admin/returns/${returnId}`),
    ).data;
    expect(ret.credit_note?.e_invoice?.status).toBe('PENDING');
    const res = await asStaff('GET', `/api/admin/returns/${returnId}/e-invoice.json`);
    expect(res.statusCode, res.body).toBe(200);
    const doc = JSON.parse(res.body) as Record<string, unknown>;
    expect(irpSchemaErrors(doc)).toEqual([]);
    const { day, month, year } = indiaDateParts(new Date());
    expect(doc.DocDtls).toEqual({
      Typ: 'CRN',
      No: ret.credit_note!.number,
      Dt: `${day}/${month}/${year}`,
    });
    expect(doc.RefDtls).toEqual({
      PrecDocDtls: [{ InvNo: number, InvDt: `${day}/${month}/${year}` }],
    });
    expect(doc.ValDtls).toEqual({
      AssVal: 10000,
      CgstVal: 900,
      SgstVal: 900,
      IgstVal: 0,
      TotInvVal: 11800,
    });

    const answer = await irpAnswer({
      gstin,
      docNo: ret.credit_note!.number,
      docTyp: 'CRN',
      irn: irnOf(ret.credit_note!.number),
    });
    const rec = await asStaff('POST', `/api/admin/returns/${returnId}/e-invoice`, answer);
    expect(rec.statusCode, rec.body).toBe(200);
    const after = json<{ data: AdminReturn }>(
      await asStaff('GET', `/api/admin/returns/${returnId}`),
    ).data;
    expect(after.credit_note?.e_invoice?.status).toBe('REGISTERED');
    const again = await asStaff('POST', `/api/admin/returns/${returnId}/e-invoice`, {
      ...answer,
      Irn: irnOf('another'),
    });
    expect(again.statusCode).toBe(400);
  });
});
