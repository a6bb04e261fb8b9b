import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { ADMIN, expect, test } from './fixtures';
import { registerCustomer, signInAs, type Customer } from './support/auth';
import { ADDRESS, apiToken, stockedProducts, staffSetStatus } from './support/orders';

/** Set PAY_SHOTS=<dir> to keep screenshots of the payment screens (phone and desktop). */
const SHOTS = process.env.PAY_SHOTS;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

async function addToCart(request: APIRequestContext, customer: Customer, productId: string) {
  const token = await apiToken(request, customer);
  const res = await request.post('/api/cart/items', {
    headers: { authorization: `Bearer ${token}` },
    data: { product_id: productId, quantity: 1, cart_type: 'CART' },
  });
  expect(res.ok()).toBe(true);
}

async function fillAddress(page: Page, address: typeof ADDRESS = ADDRESS) {
  await page.getByRole('textbox', { name: /street address/i }).fill(address.street_address);
  await page.getByRole('textbox', { name: /city/i }).fill(address.city);
  await page.getByRole('combobox', { name: /state/i }).selectOption(address.state);
  await page.getByRole('textbox', { name: /pincode/i }).fill(address.pincode);
}

async function placeAndConfirm(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  const id = /order-confirmation\/([0-9a-f-]{36})/.exec(page.url())?.[1];
  if (!id) throw new Error('no order id in the confirmation URL');
  return id;
}

async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await signInAs(page, ADMIN);
  return page;
}

test('UPI: QR code, reference submitted, staff marks it paid, the customer sees PAID live', async ({
  page,
  request,
  browser,
}) => {
  const customer = await registerCustomer(request, 'Asha Rao');
  const [product] = await stockedProducts(request, 5, 1);
  await addToCart(request, customer, product!.product_id);
  await signInAs(page, customer);

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /UPI/ })).toBeChecked();
  await fillAddress(page);
  // The GST split for Karnataka, before placing the order.
  await expect(page.getByTestId('tax-cgst')).toBeVisible();
  await expect(page.getByTestId('tax-sgst')).toBeVisible();
  await expect(page.getByText('Place of supply: Karnataka (29)')).toBeVisible();
  await shot(page, 'checkout-desktop');
  const orderId = await placeAndConfirm(page);

  const qr = page.getByRole('img', { name: /UPI QR code to pay/ });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await shot(page, 'confirmation-upi-desktop');
  const reference = page.getByRole('textbox', { name: /payment reference/i });
  await reference.fill('12345');
  await page.getByRole('button', { name: 'Submit reference' }).click();
  await expect(page.getByText('Please enter a valid payment reference')).toBeVisible();
  await reference.fill('412345678901');
  await page.getByRole('button', { name: 'Submit reference' }).click();
  await expect(toast(page, 'Payment reference submitted')).toBeVisible();
  await expect(page.getByText(/we received reference/)).toContainText('412345678901');

  // My Orders stays open: the staff member's change arrives as an event.
  await page.goto('/orders');
  const card = page.getByRole('article').filter({ hasText: orderId.slice(0, 8).toUpperCase() });
  await expect(card.getByTestId('payment-status')).toHaveText(/Payment reference sent/);

  const staff = await staffPage(browser);
  await staff.goto('/admin/payments');
  const row = staff.getByTestId(`payment-row-${orderId}`);
  await expect(row).toContainText('412345678901');
  await row.getByRole('button', { name: 'Mark paid' }).click();
  // asked first (docs/decisions/183): nothing changes until staff confirm
  const confirm = staff.getByRole('dialog', { name: /Mark order #\w+ paid\?/ });
  await expect(confirm).toContainText('cannot be undone');
  await confirm.getByRole('button', { name: 'Yes, mark paid' }).click();
  await expect(row).toHaveCount(0);
  await staff.context().close();

  await expect(card.getByTestId('payment-status')).toHaveText(/Paid/);
  await expect(card.getByTestId('payment-status')).toHaveAttribute('data-status', 'PAID');
});

test('B2B: GSTIN at checkout, IGST for Delhi, tax invoice downloaded after staff ship it', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request, 'Ravi Kumar');
  const [product] = await stockedProducts(request, 5, 1);
  await addToCart(request, customer, product!.product_id);
  await signInAs(page, customer);

  await page.goto('/checkout');
  await fillAddress(page, {
    street_address: 'B-12, Okhla Industrial Area Phase 1',
    city: 'New Delhi',
    state: 'Delhi',
    pincode: '110020',
  });
  await expect(page.getByTestId('tax-igst')).toBeVisible();
  await expect(page.getByText('Place of supply: Delhi (07)')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Buying for a business?' }).check();
  const gstin = page.getByRole('textbox', { name: 'GSTIN' });
  await gstin.fill('29abcde1234f1z5');
  await expect(page.getByText('Please enter a valid GSTIN')).toBeVisible();
  await gstin.fill('27AAPFU0939F1ZV');
  await expect(page.getByText('Please enter a valid GSTIN')).toHaveCount(0);
  await page
    .getByRole('textbox', { name: 'Legal name of the business' })
    .fill('Ravi Engineering Works');
  await page.getByRole('radio', { name: /Bank transfer/ }).check();
  await shot(page, 'checkout-b2b-desktop');
  const orderId = await placeAndConfirm(page);

  // Before shipping: no invoice yet.
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByText('The tax invoice is issued when the order ships.')).toBeVisible();

  const admin = await apiToken(request, ADMIN);
  await staffSetStatus(request, admin, orderId, 'CONFIRMED');
  await staffSetStatus(request, admin, orderId, 'SHIPPED');

  await page.reload();
  const downloadButton = page.getByRole('button', { name: 'Download invoice' });
  await expect(downloadButton).toBeVisible();
  await expect(page.getByText(/^Tax invoice BTW\/\d\d-\d\d\/\d{5}/)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  expect(download.suggestedFilename()).toMatch(/^invoice-BTW-\d\d-\d\d-\d{5}\.pdf$/);
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
});

test('Bank transfer: account details and the proforma invoice', async ({ page, request }) => {
  const customer = await registerCustomer(request, 'Meera Shetty');
  const [product] = await stockedProducts(request, 5, 1);
  await addToCart(request, customer, product!.product_id);
  await signInAs(page, customer);

  await page.goto('/checkout');
  await fillAddress(page);
  await page.getByRole('radio', { name: /Bank transfer/ }).check();
  await placeAndConfirm(page);

  const bank = page.getByTestId('bank-details');
  await expect(bank).toContainText('IFSC');
  await expect(bank).toContainText(/[A-Z]{4}0[A-Z0-9]{6}/);
  await expect(page.getByRole('img', { name: /UPI QR code/ })).toHaveCount(0);
  await shot(page, 'confirmation-bank-desktop');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download proforma invoice (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^proforma-[0-9A-F]{8}\.pdf$/);
  expect(
    fs
      .readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  if (SHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'confirmation-bank-phone');
    await page.evaluate(() => {
      localStorage.setItem('theme', 'dark');
    });
    await page.reload();
    await page.goto('/orders');
    await page
      .getByRole('link', { name: /View Details/ })
      .first()
      .click();
    await expect(page.getByTestId('payment-panel')).toBeVisible();
    await shot(page, 'order-details-dark-phone');
  }
});
