import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ADMIN, expect, expectAccessible, test } from './fixtures';
import { registerCustomer, signInAs } from './support/auth';
import { apiToken, placeOrderViaApi, stockedProducts } from './support/orders';

/* Issue 24: what a new business buyer met, walked again (docs/decisions/180-184). Set
   SHOTS=<folder> to keep a screenshot of each screen, phone and desktop. */

const SHOTS = process.env.SHOTS;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `24-${name}.png`), fullPage: true });
}

/** The page is no wider than the window: nothing is cut off or scrolls the whole page sideways. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('Agartala at checkout: a typed +91 number, Tripura accepted, the confirmation survives a reload', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request, 'Bikram Debbarma');
  const [product] = await stockedProducts(request, 3, 1);
  const token = await apiToken(request, customer);
  const add = await request.post('/api/cart/items', {
    headers: { authorization: `Bearer ${token}` },
    data: { product_id: product!.product_id, quantity: 1, cart_type: 'CART' },
  });
  expect(add.ok()).toBe(true);
  await signInAs(page, customer);

  await page.setViewportSize(PHONE);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const phone = page.getByRole('textbox', { name: /phone number/i });
  await phone.clear();
  await phone.pressSequentially('+91 98123 45678');
  await expect(phone).toHaveValue('9812345678');
  await page.getByRole('textbox', { name: /street address/i }).fill('12, Hari Ganga Basak Road');
  await page.getByRole('textbox', { name: /pincode/i }).fill('799001');
  // the directory puts 799001 in Tripura (docs/decisions/180) and fills it in
  await expect(page.getByRole('combobox', { name: /state/i })).toHaveValue('Tripura');
  await expect(page.getByTestId('pincode-delivery')).toContainText('Tripura');
  await shot(page, 'checkout-phone');

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  const explained = page.getByTestId('status-explained');
  await expect(explained).toContainText('accepted once we confirm it');
  await shot(page, 'confirmation-phone');
  const id = /order-confirmation\/([0-9a-f-]{36})/.exec(page.url())?.[1];
  if (!id) throw new Error('no order id in the confirmation URL');
  const order = (await (
    await request.get(`/api/orders/${id}`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: { phone_number: string; state: string } };
  expect(order.data).toMatchObject({ phone_number: '9812345678', state: 'Tripura' });

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  await expect(page.getByText(`#${id.slice(0, 8).toUpperCase()}`)).toBeVisible();
  await page.setViewportSize(DESKTOP);
  await expect(explained).toBeVisible();
  await shot(page, 'confirmation-desktop');
  await expectAccessible(page);
});

test('a cancelled order, the pincode box above the COD limit, the staff board on a phone', async ({
  page,
  request,
  browser,
}) => {
  const customer = await registerCustomer(request, 'Asha Rao');
  const [product] = await stockedProducts(request, 3, 1);
  const token = await apiToken(request, customer);
  const placed = await placeOrderViaApi(request, token, customer, product!.product_id);
  const cancel = await request.put(`/api/orders/${placed.order_id}/cancel`, {
    headers: { authorization: `Bearer ${token}` },
    params: { remarks: 'will re-order' },
  });
  expect(cancel.ok()).toBe(true);
  await signInAs(page, customer);

  for (const [size, name] of [
    [PHONE, 'phone'],
    [DESKTOP, 'desktop'],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto('/orders');
    const card = page
      .getByRole('article')
      .filter({ hasText: placed.order_id.slice(0, 8).toUpperCase() });
    await expect(card.getByTestId('payment-status')).toHaveText(/No payment due/);
    await expect(card.getByRole('button', { name: /Order Again/ })).toBeDisabled();
    await expect(card.getByRole('button', { name: /Add items to cart/ })).toBeVisible();
    expect(await fitsWidth(page)).toBe(true);
    await shot(page, `orders-cancelled-${name}`);
  }
  await page.goto(`/orders/${placed.order_id}`);
  await expect(page.getByText(/Estimated delivery/)).toHaveCount(0);
  await shot(page, 'order-details-cancelled-desktop');

  // A product above the COD limit: the pincode box says why there is no cash on delivery.
  const dear = (await (
    await request.get('/api/products/search', { params: { sort: 'price_desc', limit: 1 } })
  ).json()) as { data: { content: { slug: string; price: number }[] } };
  const top = dear.data.content[0]!;
  expect(top.price).toBeGreaterThan(50_000);
  await page.evaluate(() => localStorage.setItem('store.delivery-pincode', '560058'));
  await page.goto(`/product/${top.slug}`);
  await expect(
    page.getByText('Cash on delivery not available: only for orders up to ₹50,000'),
  ).toBeVisible();
  await shot(page, 'product-cod-desktop');
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByText(/Cash on delivery not available: only for orders up to/)).toBeVisible();
  await shot(page, 'product-cod-phone');

  // The staff orders board on a phone: the table scrolls in its card, the page does not.
  const context = await browser.newContext({ viewport: PHONE });
  const staff = await context.newPage();
  await staff.goto('/');
  await signInAs(staff, ADMIN);
  await staff.goto('/admin/orders');
  const table = staff.getByRole('table');
  await expect(table).toBeVisible();
  await expect(staff.getByRole('row').nth(1)).toBeVisible();
  // every column shown is on screen: the table does not scroll sideways out of sight
  expect(
    await table.evaluate((t) => t.parentElement!.scrollWidth <= t.parentElement!.clientWidth),
  ).toBe(true);
  await expect(staff.getByRole('columnheader', { name: 'Total' })).toBeInViewport();
  await shot(staff, 'staff-orders-phone');
  await context.close();
});

test('policies: delivery cost, the Grievance Officer’s e-mail, one phone format', async ({
  page,
}) => {
  await page.goto('/shipping');
  await expect(page.getByRole('heading', { name: 'What delivery costs' })).toBeVisible();
  await page.goto('/grievance');
  await expect(page.getByRole('link', { name: /^grievance@/ })).toBeVisible();
  const phones = await page.locator('main a[href^="tel:"]').allInnerTexts();
  expect(phones.length).toBeGreaterThan(1);
  for (const p of phones) expect(p).toMatch(/^\+91 \d{2,5} \d{3,5}( \d{4})?$/);
  await shot(page, 'grievance-desktop');
  await page.setViewportSize(PHONE);
  await shot(page, 'grievance-phone');
});
