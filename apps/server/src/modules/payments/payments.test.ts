import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, Order, OrderEvent, ShopDetails } from '@store/contract';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers';
import { createProduct, createUser, type TestUser } from '../../../test/fixtures';
import { orderBilling, products } from '../../db/schema/index';
import { addToCart, postOrder, shipping } from '../orders/orders.test-support';

let t: TestApp;
let staff: TestUser;
let asha: TestUser;
let ravi: TestUser;

beforeAll(async () => {
  t = await createTestApp({ EVENTS_LONG_POLL_MS: 3000, COD_MAX_RUPEES: 50_000 });
  staff = await createUser(t, { role: 'ADMIN', name: 'Store Staff' });
  asha = await createUser(t, { name: 'Asha Rao' });
  ravi = await createUser(t, { name: 'Ravi Kumar' });
});
afterAll(async () => {
  await t.close();
});

/** A product with a price (rupees), GST rate and HSN code. */
async function product(price: number, gstRate = 18, hsn = '8467') {
  const { product: p } = await createProduct(t.ctx.db, { price, stock: 1000 });
  await t.ctx.db.update(products).set({ gstRate, hsnCode: hsn }).where(eq(products.id, p.id));
  return p;
}

async function place(
  user: TestUser,
  lines: { productId: string; quantity: number }[],
  body: Record<string, unknown> = {},
) {
  for (const l of lines)
    expect((await addToCart(t, user, l.productId, l.quantity)).statusCode).toBe(200);
  return postOrder(t, user, { body });
}

async function placed(
  user: TestUser,
  lines: { productId: string; quantity: number }[],
  body: Record<string, unknown> = {},
): Promise<Order> {
  const res = await place(user, lines, body);
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: Order }>(res).data;
}

const paise = (r: number) => Math.round(r * 100);

async function staffPayment(orderId: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${orderId}/payment`,
    headers: bearer(staff.accessToken),
    payload,
  });
}
async function staffStatus(orderId: string, status: string) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${orderId}/status`,
    headers: bearer(staff.accessToken),
    payload: { status },
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: AdminOrder }>(res).data;
}
async function submitReference(user: TestUser, orderId: string, reference: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/payment-reference`,
    headers: bearer(user.accessToken),
    payload: { reference },
  });
}
async function myOrder(user: TestUser, orderId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}`,
    headers: bearer(user.accessToken),
  });
  return json<{ data: Order }>(res).data;
}

describe('GET /company', () => {
  it('shows a valid company GSTIN, the state and the payment details', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/company' });
    const company = json<{ data: ShopDetails }>(res).data;
    expect(company.gstin).toBe('29AABCB1234L1ZR');
    expect(company.payment.state).toBe('Karnataka');
    expect(company.payment.upi_id).toMatch(/@/);
    expect(company.payment.bank.ifsc).toMatch(/^[A-Z]{4}0/);
    expect(company.payment.cod_max_rupees).toBe(50_000);
  });
});

describe('POST /orders: payment method, GSTIN and tax', () => {
  it('defaults to UPI with a upi://pay link and splits CGST/SGST inside Karnataka', async () => {
    const p = await product(999.99, 18, '8467');
    const order = await placed(asha, [{ productId: p.id, quantity: 3 }]);
    expect(order.payment).toMatchObject({
      method: 'UPI',
      status: 'PENDING',
      amount_due: 2999.97,
      reference: null,
      paid_at: null,
    });
    const short = order.order_id.slice(0, 8).toUpperCase();
    expect(order.payment.upi_uri).toBe(
      `upi://pay?pa=bangaloretoolworks%40okaxis&pn=Bangalore%20Tool%20Works&am=2999.97&cu=INR&tn=Order%20${short}`,
    );
    expect(order.tax.place_of_supply).toBe('Karnataka (29)');
    expect(order.tax.supply_type).toBe('INTRA_STATE');
    expect(order.tax.cgst).toBe(order.tax.sgst);
    expect(order.tax.igst).toBe(0);
    expect(paise(order.tax.taxable_value) + paise(order.tax.total_tax)).toBe(
      paise(order.total_amount),
    );
    expect(paise(order.tax.cgst) + paise(order.tax.sgst)).toBe(paise(order.tax.total_tax));
    // 299,997 paise at 18%: CGST = round(299997 × 9 / 118) = 22,881 paise.
    expect(order.tax.cgst).toBe(228.81);
    expect(order.order_items[0]).toMatchObject({
      hsn_code: '8467',
      gst_rate: 18,
      taxable_value: 2542.35,
      unit: 'piece',
    });
    expect(order.invoice).toBeNull();
    expect(order.gstin).toBeNull();
  });

  it('charges IGST for a delivery outside Karnataka', async () => {
    const a = await product(1180, 18);
    const b = await product(560.5, 12);
    const order = await placed(
      asha,
      [
        { productId: a.id, quantity: 1 },
        { productId: b.id, quantity: 2 },
      ],
      { ...shipping({ state: 'Delhi', city: 'New Delhi', pincode: '110001' }) },
    );
    expect(order.tax).toMatchObject({
      place_of_supply: 'Delhi (07)',
      supply_type: 'INTER_STATE',
      cgst: 0,
      sgst: 0,
    });
    // 1180 → IGST 180; 1121 at 12% → IGST 120.11
    expect(order.tax.igst).toBe(300.11);
    expect(paise(order.tax.taxable_value) + paise(order.tax.total_tax)).toBe(
      paise(order.total_amount),
    );
  });

  it('keeps a business buyer’s GSTIN (upper-cased) and legal name', async () => {
    const p = await product(500);
    const order = await placed(asha, [{ productId: p.id, quantity: 1 }], {
      payment_method: 'BANK_TRANSFER',
      gstin: '27aapfu0939f1zv',
      billing_name: 'Asha Fabricators Pvt Ltd',
    });
    expect(order.gstin).toBe('27AAPFU0939F1ZV');
    expect(order.billing_name).toBe('Asha Fabricators Pvt Ltd');
    expect(order.payment.method).toBe('BANK_TRANSFER');
    expect(order.payment.upi_uri).toBeNull();
  });

  it.each([
    ['a wrong check character', '29ABCDE1234F1Z5'],
    ['a bad format', '29ABCDE1234F1'],
    ['an unknown state code', '40ABCDE1234F1ZX'],
    ['a number', 123],
  ])('refuses a GSTIN with %s: 400, nothing placed', async (_what, gstin) => {
    const p = await product(100);
    const buyer = await createUser(t);
    const res = await place(buyer, [{ productId: p.id, quantity: 1 }], {
      gstin,
      billing_name: 'Ravi Tools',
    });
    expect(res.statusCode).toBe(400);
    const body = json(res);
    expect(body.errors).toContainEqual({ field: 'gstin', message: 'Please enter a valid GSTIN' });
    // The cart is untouched.
    const cart = await t.app.inject({
      method: 'GET',
      url: '/api/cart/CART',
      headers: bearer(buyer.accessToken),
    });
    expect(json<{ data: { total_items: number } }>(cart).data.total_items).toBe(1);
  });

  it('asks for the legal name when a GSTIN is given', async () => {
    const p = await product(100);
    const res = await place(await createUser(t), [{ productId: p.id, quantity: 1 }], {
      gstin: '27AAPFU0939F1ZV',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toContainEqual({
      field: 'billing_name',
      message: 'Please enter the legal name registered for this GSTIN',
    });
  });

  it('refuses an unknown payment method', async () => {
    const p = await product(100);
    const res = await place(await createUser(t), [{ productId: p.id, quantity: 1 }], {
      payment_method: 'CARD',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors?.[0]).toMatchObject({ field: 'payment_method' });
  });

  it('allows COD up to COD_MAX_RUPEES and refuses it above, changing nothing', async () => {
    const p = await product(25_000);
    const buyer = await createUser(t);
    const ok = await placed(buyer, [{ productId: p.id, quantity: 2 }], { payment_method: 'COD' });
    expect(ok.payment).toMatchObject({ method: 'COD', status: 'PENDING', upi_uri: null });
    const [before] = await t.ctx.db
      .select({ stock: products.stockQuantity })
      .from(products)
      .where(eq(products.id, p.id));
    const res = await place(buyer, [{ productId: p.id, quantity: 3 }], { payment_method: 'COD' });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('Cash on delivery is not available for this order');
    const [after] = await t.ctx.db
      .select({ stock: products.stockQuantity })
      .from(products)
      .where(eq(products.id, p.id));
    expect(after?.stock).toBe(before?.stock);
  });
});

describe('payment reference and staff payment calls', () => {
  it('moves PENDING → SUBMITTED → PAID, records the history and tells the owner', async () => {
    const p = await product(1500);
    const order = await placed(asha, [{ productId: p.id, quantity: 1 }]);
    const latest = await t.app.inject({
      method: 'GET',
      url: '/api/polling/user/events',
      headers: bearer(asha.accessToken),
    });
    const lastEventId = json<{ data: { lastEventId: string } }>(latest).data.lastEventId;

    const submitted = await submitReference(asha, order.order_id, '412345678901');
    expect(submitted.statusCode, submitted.body).toBe(200);
    const afterSubmit = json<{ data: Order }>(submitted).data;
    expect(afterSubmit.payment).toMatchObject({ status: 'SUBMITTED', reference: '412345678901' });

    const again = await submitReference(asha, order.order_id, '412345678902');
    expect(again.statusCode).toBe(409);

    const paid = await staffPayment(order.order_id, { status: 'PAID', remarks: 'Seen in bank' });
    expect(paid.statusCode, paid.body).toBe(200);
    const staffView = json<{ data: AdminOrder }>(paid).data;
    expect(staffView.payment).toMatchObject({
      status: 'PAID',
      reference: '412345678901',
      amount_due: 0,
      upi_uri: null,
    });
    expect(staffView.payment.paid_at).not.toBeNull();
    expect(staffView.payment.history.map((h) => h.status)).toEqual([
      'PENDING',
      'SUBMITTED',
      'PAID',
    ]);

    const events = await t.app.inject({
      method: 'GET',
      url: `/api/polling/user/events?lastEventId=${lastEventId}`,
      headers: bearer(asha.accessToken),
    });
    const list = json<{ data: { events: OrderEvent[] } }>(events).data.events;
    expect(list.length).toBe(2);
    expect(list[0]).toMatchObject({
      eventType: 'CUSTOMER_ORDER_STATUS',
      action: 'REFRESH',
      entityType: 'ORDER',
      metadata: { orderId: order.order_id, status: 'PLACED' },
    });
    expect((await myOrder(asha, order.order_id)).payment.status).toBe('PAID');

    const twice = await staffPayment(order.order_id, { status: 'PAID' });
    expect(twice.statusCode).toBe(409);
  });

  it.each(['12345678901', '1234567890123', 'ABC123', 'N123456789012345678901234', '4123 4567 890'])(
    'refuses the reference %j with 400 and changes nothing',
    async (reference) => {
      const p = await product(100);
      const order = await placed(asha, [{ productId: p.id, quantity: 1 }]);
      const res = await submitReference(asha, order.order_id, reference);
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toBe('Please enter a valid payment reference');
      expect((await myOrder(asha, order.order_id)).payment.status).toBe('PENDING');
    },
  );

  it('accepts a NEFT/RTGS reference of 16-22 letters and digits', async () => {
    const p = await product(100);
    const order = await placed(asha, [{ productId: p.id, quantity: 1 }], {
      payment_method: 'BANK_TRANSFER',
    });
    const res = await submitReference(asha, order.order_id, 'utibn52026112300012345');
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: Order }>(res).data.payment.reference).toBe('UTIBN52026112300012345');
  });

  it('takes a UTR typed in groups, with spaces or dashes (docs/decisions/183)', async () => {
    const p = await product(100);
    const order = await placed(asha, [{ productId: p.id, quantity: 1 }]);
    const res = await submitReference(asha, order.order_id, ' 1234 5678 9012 ');
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: Order }>(res).data.payment.reference).toBe('123456789012');
    const neft = await placed(asha, [{ productId: p.id, quantity: 1 }], {
      payment_method: 'BANK_TRANSFER',
    });
    const dashed = await submitReference(asha, neft.order_id, 'UTIBN5-2026-1123-0001-2345');
    expect(dashed.statusCode, dashed.body).toBe(200);
    expect(json<{ data: Order }>(dashed).data.payment.reference).toBe('UTIBN52026112300012345');
  });

  it("answers 404 for another user's order and changes nothing", async () => {
    const p = await product(100);
    const order = await placed(asha, [{ productId: p.id, quantity: 1 }]);
    const res = await submitReference(ravi, order.order_id, '412345678901');
    expect(res.statusCode).toBe(404);
    expect((await myOrder(asha, order.order_id)).payment.status).toBe('PENDING');
  });

  it('refuses REFUNDED on a payment with no refund due (409), and a bad status (400)', async () => {
    const p = await product(100);
    const order = await placed(asha, [{ productId: p.id, quantity: 1 }]);
    const res = await staffPayment(order.order_id, { status: 'REFUNDED' });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe(
      'Only a payment with a refund due can be marked REFUNDED: this payment is PENDING',
    );
    expect((await staffPayment(order.order_id, { status: 'PENDING' })).statusCode).toBe(400);
    expect(
      (await staffPayment(order.order_id, { status: 'PAID', remarks: 'a\u0000b' })).statusCode,
    ).toBe(400);
    const asCustomer = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order.order_id}/payment`,
      headers: bearer(asha.accessToken),
      payload: { status: 'PAID' },
    });
    expect(asCustomer.statusCode).toBe(403);
    expect((await myOrder(asha, order.order_id)).payment.status).toBe('PENDING');
  });

  it('makes a refund due when a PAID order is cancelled (customer or staff), then REFUNDED', async () => {
    const p = await product(800);
    const byCustomer = await placed(asha, [{ productId: p.id, quantity: 1 }]);
    expect(
      (await staffPayment(byCustomer.order_id, { status: 'PAID', reference: 'CASH' })).statusCode,
    ).toBe(200);
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${byCustomer.order_id}/cancel?remarks=Ordered%20by%20mistake`,
      headers: bearer(asha.accessToken),
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(json<{ data: Order }>(cancel).data.payment.status).toBe('REFUND_DUE');

    const byStaff = await placed(asha, [{ productId: p.id, quantity: 1 }]);
    await staffPayment(byStaff.order_id, { status: 'PAID' });
    const cancelled = await staffStatus(byStaff.order_id, 'CANCELLED');
    expect(cancelled.payment.status).toBe('REFUND_DUE');

    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments?queue=REFUND_DUE',
      headers: bearer(staff.accessToken),
    });
    const page = json<{ data: { content: AdminOrder[]; counts: Record<string, number> } }>(
      queue,
    ).data;
    expect(page.content.map((o) => o.order_id)).toEqual(
      expect.arrayContaining([byCustomer.order_id, byStaff.order_id]),
    );
    expect(page.counts.REFUND_DUE).toBeGreaterThanOrEqual(2);

    const refunded = await staffPayment(byStaff.order_id, {
      status: 'REFUNDED',
      reference: 'NEFT-REF-001',
    });
    expect(refunded.statusCode).toBe(200);
    expect(json<{ data: AdminOrder }>(refunded).data.payment.history.map((h) => h.status)).toEqual([
      'PENDING',
      'PAID',
      'REFUND_DUE',
      'REFUNDED',
    ]);
  });

  it('lists references submitted and orders awaiting payment for staff', async () => {
    const p = await product(100);
    const waiting = await placed(ravi, [{ productId: p.id, quantity: 1 }]);
    const sent = await placed(ravi, [{ productId: p.id, quantity: 1 }]);
    await submitReference(ravi, sent.order_id, '998877665544');
    const get = async (queue: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/payments?queue=${queue}&limit=100`,
        headers: bearer(staff.accessToken),
      });
      expect(res.statusCode).toBe(200);
      return json<{ data: { content: AdminOrder[] } }>(res).data.content.map((o) => o.order_id);
    };
    expect(await get('AWAITING')).toContain(waiting.order_id);
    expect(await get('AWAITING')).not.toContain(sent.order_id);
    expect(await get('SUBMITTED')).toContain(sent.order_id);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments?queue=NOPE',
      headers: bearer(staff.accessToken),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a reference for a COD order', async () => {
    const p = await product(100);
    const order = await placed(asha, [{ productId: p.id, quantity: 1 }], { payment_method: 'COD' });
    expect((await submitReference(asha, order.order_id, '412345678901')).statusCode).toBe(409);
    const [row] = await t.ctx.db
      .select({ status: orderBilling.paymentStatus })
      .from(orderBilling)
      .where(eq(orderBilling.orderId, order.order_id));
    expect(row?.status).toBe('PENDING');
  });
});
