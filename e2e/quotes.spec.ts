import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ADMIN, expect, test } from './fixtures';
import { registerCustomer, signInAs } from './support/auth';
import { ADDRESS, apiToken, staffSetStatus, stockedProducts } from './support/orders';
import { pdfText } from './support/pdf';

/**
 * Set QUOTE_SHOTS=<dir> to keep screenshots of the quote screens (phone and desktop, light and
 * dark); QUOTE_SHOTS_PREFIX names them (default 26).
 */
const SHOTS = process.env.QUOTE_SHOTS;
const PREFIX = process.env.QUOTE_SHOTS_PREFIX ?? '26';
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    // as lib/theme.ts applies a theme (the page read the system's once, at start)
    await page.evaluate((dark) => {
      document.documentElement.classList.toggle('dark', dark);
      document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
    }, scheme === 'dark');
    for (const [suffix, viewport] of [
      ['desktop', { width: 1366, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.screenshot({
        path: path.join(SHOTS, `${PREFIX}-${name}-${scheme}-${suffix}.png`),
        fullPage: true,
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => {
    document.documentElement.classList.remove('dark');
    document.documentElement.style.colorScheme = 'light';
  });
  await page.setViewportSize({ width: 1366, height: 900 });
}

const inr = (n: number) =>
  new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);

test('a quote from the cart: staff price it, the customer orders at the quoted price, the invoice carries it', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const customer = await registerCustomer(request, 'Vikram Engineering');
  const [product] = await stockedProducts(request, 40, 1);
  const detail = (
    (await (await request.get(`/api/products/${product!.slug}`)).json()) as {
      data: { min_order_qty: number; price: number };
    }
  ).data;
  const quantity = detail.min_order_qty * 2;
  const token = await apiToken(request, customer);
  const added = await request.post('/api/cart/items', {
    headers: { authorization: `Bearer ${token}` },
    data: { product_id: product!.product_id, quantity, cart_type: 'CART' },
  });
  expect(added.ok()).toBe(true);
  // a round quoted price below the list price
  const quotedPrice = Math.max(1, Math.floor(detail.price * 0.9));

  // The customer asks from the cart.
  await signInAs(page, customer);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Request a quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a quote' });
  await expect(dialog.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(String(quantity));
  await dialog.getByRole('textbox', { name: 'Delivery pincode' }).fill(ADDRESS.pincode);
  await dialog.getByRole('textbox', { name: /Note/ }).fill('For the new press shop');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(/\/account\/quotes\/[0-9a-f-]{36}$/);
  const heading = page.getByRole('heading', { level: 1, name: /^Quote Q\/\d\d-\d\d\/\d{5}$/ });
  await expect(heading).toBeVisible();
  const number = (await heading.textContent())!.replace('Quote ', '');
  const quoteId = page.url().split('/account/quotes/')[1]!;
  await expect(page.getByText('Requested', { exact: true })).toBeVisible();
  await shot(page, 'customer-quote-requested');

  // Staff answer from the Quotes screen (new requests first).
  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await staff.goto('/');
  await signInAs(staff, ADMIN);
  await staff.goto('/admin/quotes');
  await expect(
    staff.getByRole('link', { name: new RegExp(number.replaceAll('/', '\\/')) }),
  ).toBeVisible();
  await shot(staff, 'staff-quotes');
  await staff.getByRole('link', { name: new RegExp(number.replaceAll('/', '\\/')) }).click();
  const price = staff.getByRole('spinbutton', { name: `Unit price of ${product!.name}` });
  await price.fill(String(quotedPrice));
  await staff.getByRole('textbox', { name: /Note to the customer/ }).fill('Delivery within 5 days');
  await shot(staff, 'staff-quote-editor');
  await staff.getByRole('button', { name: 'Send quote' }).click();
  await expect(staff.getByText('Quoted', { exact: true })).toBeVisible();
  await staffContext.close();

  // The customer sees the prices and validity, and places the order through checkout.
  await page.reload();
  await expect(page.getByText('Quoted', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Valid until \d{1,2} \w{3} \d{4}$/)).toBeVisible();
  await expect(page.getByText('Delivery within 5 days')).toBeVisible();
  await shot(page, 'customer-quote-quoted');
  await page.getByRole('link', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText(`Qty ${quantity} × ₹${inr(quotedPrice)}`)).toBeVisible();
  // The quote was priced for its pincode (docs/decisions/211): the form starts there and says so.
  await expect(page.getByText(`This quote is for delivery to ${ADDRESS.pincode}.`)).toBeVisible();
  const pincodeBox = page.getByRole('textbox', { name: /pincode/i });
  await expect(pincodeBox).toHaveValue(ADDRESS.pincode);
  await pincodeBox.fill('110001');
  await expect(
    page.getByText(`This quote was priced for delivery to pincode ${ADDRESS.pincode}`),
  ).toBeVisible();
  await pincodeBox.fill(ADDRESS.pincode);
  await page.getByRole('textbox', { name: /street address/i }).fill(ADDRESS.street_address);
  await shot(page, 'quote-checkout');
  await page.getByRole('textbox', { name: /city/i }).fill(ADDRESS.city);
  await page.getByRole('combobox', { name: /state/i }).selectOption(ADDRESS.state);
  await page.getByRole('textbox', { name: /pincode/i }).fill(ADDRESS.pincode);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  const orderId = page.url().split('/order-confirmation/')[1]!;

  // The order carries the quoted price; the quote is ordered; the invoice carries it too.
  const order = (
    (await (
      await request.get(`/api/orders/${orderId}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { data: { order_items: { unit_price: number; quantity: number }[] } }
  ).data;
  expect(order.order_items[0]).toMatchObject({ unit_price: quotedPrice, quantity });
  await page.goto(`/account/quotes/${quoteId}`);
  await expect(page.getByText('Ordered', { exact: true })).toBeVisible();
  await page.goto('/account/quotes');
  await expect(page.getByText(number)).toBeVisible();
  await shot(page, 'customer-quotes');
  const adminToken = await apiToken(request, ADMIN);
  const paid = await request.patch(`/api/admin/orders/${orderId}/payment`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { status: 'PAID', reference: '412345678902' },
  });
  expect(paid.ok()).toBe(true);
  // the tax invoice is issued when the order ships
  for (const status of ['CONFIRMED', 'SHIPPED']) {
    await staffSetStatus(request, adminToken, orderId, status);
  }
  const invoice = await request.get(`/api/orders/${orderId}/invoice`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(invoice.status()).toBe(200);
  const text = await pdfText(await invoice.body());
  // the invoice's rate is before GST: its line amount and total are the quoted price × quantity
  expect(text).toContain(`Invoice total ₹${inr(quotedPrice * quantity)}`);
});
