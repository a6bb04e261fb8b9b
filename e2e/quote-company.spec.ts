import { ADMIN, expect, test } from './fixtures';
import { registerCustomer, signInAs } from './support/auth';
import { indiaDay, randomGstin } from './support/companies';
import { ADDRESS, apiToken, stockedProducts } from './support/orders';

/**
 * Issue 43.2 and 43.17: an order placed from a quote follows every rule of a cart order
 * (decisions.md › §16): "Buy for <company>", the PO number, and the buyer's limit (above it the
 * order waits for the company's ADMIN), billed to the company's GSTIN.
 */

test('a company buyer orders a quote for the company with a PO: above their limit it waits for approval', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const boss = await registerCustomer(request, 'Meera Rao');
  const buyer = await registerCustomer(request, 'Bala Kumar');
  const gstin = randomGstin('QRSTU', 'Q');
  const legalName = `Hebbal Presswork ${gstin.slice(7, 11)} Pvt Ltd`;
  const asBoss = { authorization: `Bearer ${await apiToken(request, boss)}` };
  const created = await request.post('/api/companies', {
    headers: asBoss,
    data: {
      legal_name: legalName,
      gstin,
      billing_address: '14, Hebbal Industrial Area, Bengaluru',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const added = await request.post('/api/companies/mine/members', {
    headers: asBoss,
    data: { phone: buyer.phone, role: 'BUYER', order_limit: 100 },
  });
  expect(added.status(), await added.text()).toBe(201);

  // The buyer asks for a quote above their ₹100 limit; staff answer it.
  const [product] = await stockedProducts(request, 10, 1, 150);
  const asBuyer = { authorization: `Bearer ${await apiToken(request, buyer)}` };
  const detail = (
    (await (await request.get(`/api/products/${product!.slug}`)).json()) as {
      data: { min_order_qty: number; price: number };
    }
  ).data;
  const asked = await request.post('/api/quotes', {
    headers: asBuyer,
    data: {
      lines: [{ product_id: product!.product_id, quantity: detail.min_order_qty }],
      pincode: ADDRESS.pincode,
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const quote = (
    (await asked.json()) as { data: { quote_id: string; lines: { quote_line_id: string }[] } }
  ).data;
  const asStaff = { authorization: `Bearer ${await apiToken(request, ADMIN)}` };
  const answered = await request.patch(`/api/admin/quotes/${quote.quote_id}`, {
    headers: asStaff,
    data: {
      lines: [{ quote_line_id: quote.lines[0]!.quote_line_id, unit_price: detail.price }],
      valid_until: indiaDay(7),
    },
  });
  expect(answered.status(), await answered.text()).toBe(200);

  // The buyer places it from the quote, for the company, with a PO number.
  await signInAs(page, buyer);
  await page.goto(`/account/quotes/${quote.quote_id}`);
  await page.getByRole('link', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByRole('textbox', { name: /street address/i }).fill(ADDRESS.street_address);
  await page.getByRole('textbox', { name: /city/i }).fill(ADDRESS.city);
  await page.getByRole('combobox', { name: /state/i }).selectOption(ADDRESS.state);
  await page.getByRole('textbox', { name: /pincode/i }).fill(ADDRESS.pincode);
  await page.getByRole('checkbox', { name: `Buy for ${legalName}` }).check();
  await page.getByRole('textbox', { name: 'PO number (optional)' }).fill('PO/Q/5512');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/order-confirmation\/[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Waiting for Approval');
  const orderId = /order-confirmation\/([0-9a-f-]{36})/.exec(page.url())![1]!;

  // The order is the company's: its GSTIN and PO, waiting for the ADMIN.
  const order = (
    (await (await request.get(`/api/orders/${orderId}`, { headers: asBuyer })).json()) as {
      data: {
        status: string;
        gstin: string | null;
        company: { legal_name: string; gstin: string; po_number: string | null } | null;
      };
    }
  ).data;
  expect(order.status).toBe('PENDING_APPROVAL');
  expect(order.gstin).toBe(gstin);
  expect(order.company).toMatchObject({ legal_name: legalName, gstin, po_number: 'PO/Q/5512' });
  // and the ADMIN sees it waiting among the company's orders
  const waiting = (
    (await (await request.get('/api/companies/mine/orders', { headers: asBoss })).json()) as {
      data: { content: { order_id: string; status: string }[] };
    }
  ).data.content.find((o) => o.order_id === orderId);
  expect(waiting?.status).toBe('PENDING_APPROVAL');
});
