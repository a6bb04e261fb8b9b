import { eq, sql } from 'drizzle-orm';
import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EWAY_BILL_NEEDED_MESSAGE,
  EWAY_MESSAGES,
  gstinCheckChar,
  type AdminOrder,
  type BusinessCompany,
  type Order,
} from '@store/contract';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/fixtures';
import { invoices } from '../../db/schema/index';
import { changeOrderStatus } from '../../workflows/order-changes';
import { gstProduct, placeOrderFor, shipping } from '../orders/orders.test-support';
import { renderTaxInvoicePdf } from '../invoices/invoice-documents';
import { pdfText } from '../returns/returns.test-support';
import bulkSchema from './fixtures/eway-bill-bulk.schema.json';

/** GET /admin/orders/{id}/eway-bill.json on a real database (decisions.md › §18, amended). */

const validate = new Ajv({ allErrors: true, strict: true, multipleOfPrecision: 6 }).compile(
  bulkSchema,
);

let t: TestApp;
let staff: TestUser;
let asha: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { role: 'ADMIN', name: 'Store Staff' });
  asha = await createUser(t, { name: 'Asha Rao' });
});
afterAll(async () => {
  await t.close();
});

const product = (price: number, gstRate: number, hsn: string, name: string, unit = 'piece') =>
  gstProduct(t, { price, gstRate, hsn, name, unit, stock: 500 });

const placeFor = (
  user: TestUser,
  lines: { productId: string; quantity: number }[],
  extra: Record<string, unknown> = {},
) => placeOrderFor(t, user, lines, extra);

const asStaff = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(staff.accessToken),
    ...(payload ? { payload } : {}),
  });

const confirm = (orderId: string) =>
  changeOrderStatus(t.ctx.db, { orderId, status: 'CONFIRMED', staffId: staff.id }, t.ctx);

describe('e-way bill', () => {
  let big: Order;
  beforeAll(async () => {
    const welder = await product(59_000, 18, '85152100', 'MIG Welding Set 250A', 'set');
    big = await placeFor(asha, [{ productId: welder.id, quantity: 2 }], {
      ...shipping({
        customer_name: 'Asha Rao',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
        street_address: 'Plot 7, Bhosari MIDC',
      }),
    });
    await confirm(big.order_id);
  });

  it('refuses to ship an order above ₹50,000 without its number, and takes 12 digits', async () => {
    const url = `/api/admin/orders/${big.order_id}/status`;
    const without = await asStaff('PATCH', url, { status: 'SHIPPED' });
    expect(without.statusCode).toBe(400);
    expect(json(without).message).toBe(EWAY_BILL_NEEDED_MESSAGE);
    const short = await asStaff('PATCH', url, { status: 'SHIPPED', eway_bill_number: '12345' });
    expect(short.statusCode).toBe(400);
    const [stillConfirmed] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(invoices)
      .where(eq(invoices.orderId, big.order_id));
    expect(stillConfirmed?.n).toBe(0); // nothing issued by the refused shipments
  });

  it('needs the invoice first (409), which staff may issue for a confirmed order', async () => {
    const early = await asStaff(
      'GET',
      `/api/admin/orders/${big.order_id}/eway-bill.json?vehicle_no=KA01AB1234`,
    );
    expect(early.statusCode).toBe(409);
    const issued = await asStaff('POST', `/api/admin/orders/${big.order_id}/invoice`);
    expect(issued.statusCode, issued.body).toBe(200);
    const order = json<{ data: AdminOrder }>(issued).data;
    expect(order.invoice?.number).toMatch(/^BTW\/\d\d-\d\d\/\d{5}$/);
    expect(order.status).toBe('CONFIRMED');

    // Part B is asked for: without it, 400 naming vehicle_no
    const noPartB = await asStaff('GET', `/api/admin/orders/${big.order_id}/eway-bill.json`);
    expect(noPartB.statusCode, noPartB.body).toBe(400);
    expect(noPartB.body).toContain('vehicle_no');
    expect(noPartB.body).toContain(EWAY_MESSAGES.partB);
    const res = await asStaff(
      'GET',
      `/api/admin/orders/${big.order_id}/eway-bill.json?vehicle_no=mh-12%20ab%201234`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(validate(JSON.parse(res.body)), JSON.stringify(validate.errors)).toBe(true);
    expect(res.headers['cache-control']).toBe('no-store');
    const bill = JSON.parse(res.body) as { version: string; billLists: Record<string, unknown>[] };
    const b = bill.billLists[0]!;
    expect(b).toMatchObject({
      supplyType: 'O',
      subSupplyType: 1,
      docType: 'INV',
      docNo: order.invoice!.number,
      fromGstin: t.ctx.config.COMPANY_GSTIN,
      fromPincode: 560058,
      fromStateCode: 29,
      toGstin: 'URP',
      toPincode: 411001,
      toStateCode: 27,
      totInvValue: 118_000,
      totalValue: order.tax.taxable_value,
      igstValue: order.tax.igst,
      cgstValue: 0,
      sgstValue: 0,
    });
    expect(b).toMatchObject({
      transType: 1,
      actualFromStateCode: 29,
      actualToStateCode: 27,
      OthValue: 0,
      TotNonAdvolVal: 0,
      transMode: 1,
      vehicleNo: 'MH12AB1234',
      vehicleType: 'R',
      mainHsnCode: 85152100,
      // the portal works the distance out from the pincodes
      transDistance: 0,
    });
    for (const apiName of ['transactionType', 'actFromStateCode', 'otherValue'])
      expect(b, apiName).not.toHaveProperty(apiName);
    expect(b.docDate).toMatch(/^\d\d\/\d\d\/\d{4}$/);
    expect(b.itemList).toEqual([
      expect.objectContaining({
        itemNo: 1,
        hsnCode: 85152100,
        quantity: 2,
        qtyUnit: 'SET',
        igstRate: 18,
        cgstRate: 0,
        taxableAmount: order.order_items[0]!.taxable_value,
      }),
    ]);

    const shipped = await asStaff('PATCH', `/api/admin/orders/${big.order_id}/status`, {
      status: 'SHIPPED',
      eway_bill_number: '3310 1234 5678',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const after = json<{ data: AdminOrder }>(shipped).data;
    expect(after.shipment?.eway_bill_number).toBe('331012345678');
    expect(after.invoice?.number).toBe(order.invoice!.number); // the early invoice is kept
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${big.order_id}`,
      headers: bearer(asha.accessToken),
    });
    expect(json<{ data: Order }>(mine).data.shipment?.eway_bill_number).toBe('331012345678');
    const text = await pdfText(await renderTaxInvoicePdf(t.ctx.db, big.order_id, t.ctx));
    expect(text).toContain('E-way bill No.');
    expect(text).toContain('331012345678');
  });

  it('issues no early invoice for an order that is only placed', async () => {
    const p = await product(500, 18, '82054000', 'Screwdriver set', 'set');
    const o = await placeFor(asha, [{ productId: p.id, quantity: 1 }]);
    const res = await asStaff('POST', `/api/admin/orders/${o.order_id}/invoice`);
    expect(res.statusCode).toBe(409);
    const customer = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${o.order_id}/invoice`,
      headers: bearer(asha.accessToken),
    });
    expect(customer.statusCode).toBe(403);
  });
});

describe('e-way bill of a company order and bad input', () => {
  let order: AdminOrder;
  beforeAll(async () => {
    const buyer = await createUser(t, { name: 'Meera Admin' });
    const first14 = '33ABCDE7788F1Z';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: bearer(buyer.accessToken),
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
    const company = json<{ data: BusinessCompany }>(created).data;
    const welder = await product(64_900, 18, '85152100', 'TIG Welding Set 200A', 'set');
    const placed: Order = await placeFor(buyer, [{ productId: welder.id, quantity: 1 }], {
      company_id: company.company_id,
      ...shipping({
        customer_name: 'Meera Admin',
        city: 'Hosur',
        state: 'Tamil Nadu',
        pincode: '635126',
        street_address: 'Plot 14, SIPCOT Industrial Complex Phase 1',
      }),
    });
    await confirm(placed.order_id);
    const issued = await asStaff('POST', `/api/admin/orders/${placed.order_id}/invoice`);
    expect(issued.statusCode, issued.body).toBe(200);
    order = json<{ data: AdminOrder }>(issued).data;
  });

  it('bills the company at its registered address and ships to the delivery (transType 2)', async () => {
    const res = await asStaff(
      'GET',
      `/api/admin/orders/${order.order_id}/eway-bill.json?transporter_id=29AAACT1234A1Z5&distance_km=42`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const bill = JSON.parse(res.body);
    expect(validate(bill), JSON.stringify(validate.errors)).toBe(true);
    expect(bill.billLists[0]).toMatchObject({
      transType: 2,
      toTrdName: 'Sri Ganesh Fabricators Pvt Ltd',
      toGstin: order.company!.gstin,
      toAddr1: 'Plot 14, SIPCOT Industrial Complex Phase 1',
      toPincode: 635126,
      toStateCode: 33,
      actualToStateCode: 33,
      transporterId: '29AAACT1234A1Z5',
      vehicleNo: '',
      transDistance: 42,
    });
  });

  it('answers bad Part B with a 400 naming the field, and customers not at all', async () => {
    const url = `/api/admin/orders/${order.order_id}/eway-bill.json`;
    for (const [query, field] of [
      ['vehicle_no=KA%2001', 'vehicle_no'],
      ['transporter_id=29AAACT', 'transporter_id'],
      ['vehicle_no=KA01AB1234&trans_mode=9', 'trans_mode'],
      ['vehicle_no=KA01AB1234&distance_km=5000', 'distance_km'],
      ['trans_mode=2', 'trans_doc_no'],
    ] as const) {
      const res = await asStaff('GET', `${url}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain(field);
    }
    const customer = await t.app.inject({
      method: 'GET',
      url: `${url}?vehicle_no=KA01AB1234`,
      headers: bearer(asha.accessToken),
    });
    expect(customer.statusCode).toBe(403);
  });
});
