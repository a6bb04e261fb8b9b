import { afterAll, beforeAll, expect, it } from 'vitest';
import { gstinCheckChar, type Branch, type BusinessCompany, type Order } from '@store/contract';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/fixtures';
import { changeOrderStatus } from '../../workflows/order-changes';
import { addToCart, gstProduct, postOrder, shipping } from '../orders/orders.test-support';
import { irpSchemaErrors } from '../einvoices/einvoices.test-support';

// An order billed to a branch is e-invoiced to the branch's GSTIN and address (decisions.md › §23, §21).
let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp({ E_INVOICE_ENABLED: 'true' });
  staff = await createUser(t, { role: 'ADMIN', name: 'Store Staff' });
});
afterAll(async () => {
  await t.close();
});

const gstinOf = (state: string, pan: string) => {
  const first14 = `${state}${pan}1Z`;
  return first14 + gstinCheckChar(first14);
};
const call = (u: TestUser, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: bearer(u.accessToken),
    ...(payload ? { payload } : {}),
  });

it("e-invoices a Pune branch's order to the Pune GSTIN, address and state", async () => {
  const pan = 'ABCDE8123F';
  const admin = await createUser(t, { name: 'Branch Admin' });
  const made = await call(admin, 'POST', '/companies', {
    legal_name: 'Deccan Einvoice Pvt Ltd',
    gstin: gstinOf('29', pan),
    billing_address_parts: { line: '42, Peenya', city: 'Bengaluru', pincode: '560058' },
  });
  const c = json<{ data: BusinessCompany }>(made).data;
  const pune = json<{ data: Branch }>(
    await call(admin, 'POST', '/companies/mine/branches', {
      name: 'Pune plant',
      gstin: gstinOf('27', pan),
      address: {
        line1: 'Plot 7, Bhosari MIDC',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411026',
      },
    }),
  ).data;
  const product = await gstProduct(t, {
    price: 2360,
    gstRate: 18,
    hsn: '84672100',
    name: 'Rotary Hammer Drill',
    stock: 20,
  });
  await addToCart(t, admin, product.id, 1);
  const placed = await postOrder(t, admin, {
    body: {
      ...shipping({
        street_address: 'Gate 2, Bhosari MIDC',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
      }),
      company_id: c.company_id,
      branch_id: pune.branch_id,
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = json<{ data: Order }>(placed).data;
  await changeOrderStatus(
    t.ctx.db,
    { orderId: order.order_id, status: 'CONFIRMED', staffId: staff.id },
    t.ctx,
  );
  const issued = await call(staff, 'POST', `/admin/orders/${order.order_id}/invoice`);
  expect(issued.statusCode, issued.body).toBe(200);
  const res = await call(staff, 'GET', `/admin/orders/${order.order_id}/e-invoice.json`);
  expect(res.statusCode, res.body).toBe(200);
  const doc = JSON.parse(res.body) as Record<string, Record<string, unknown>>;
  expect(irpSchemaErrors(doc)).toEqual([]);
  expect(doc.BuyerDtls).toMatchObject({
    Gstin: gstinOf('27', pan),
    LglNm: 'Deccan Einvoice Pvt Ltd',
    Addr1: 'Plot 7, Bhosari MIDC',
    Loc: 'Pune',
    Pin: 411026,
    Stcd: '27',
  });
});
