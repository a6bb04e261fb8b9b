import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ADMIN, expect, test } from './fixtures';
import { registerCustomer, signInAs } from './support/auth';
import { randomGstin } from './support/companies';
import { pdfText } from './support/pdf';
import { ADDRESS, apiToken, stockedProducts, staffSetStatus } from './support/orders';

/** Screenshots of the company screens (decisions.md › §16), kept when COMPANY_SHOTS is set. */
const SHOTS = process.env.COMPANY_SHOTS;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}-desktop.png`), fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SHOTS, `${name}-phone.png`), fullPage: true });
  if (size) await page.setViewportSize(size);
}

test('a company: the admin adds a buyer, the buyer’s order above the limit waits, the approver approves, staff ship it on credit, the invoice shows the PO number and due date', async ({
  page,
  request,
  browser,
}) => {
  const boss = await registerCustomer(request, 'Meera Rao');
  const buyer = await registerCustomer(request, 'Bala Kumar');
  const gstin = randomGstin('PQRSX');
  // one company per run: a retry on the same store must not find the first run's company
  const legalName = `Peenya Fabricators ${gstin.slice(7, 11)} Pvt Ltd`;

  // The admin creates the company and adds the buyer with a ₹100 limit.
  await signInAs(page, boss);
  await page.goto('/account/company');
  await page.getByRole('textbox', { name: 'Legal name' }).fill(legalName);
  await page.getByRole('textbox', { name: 'GSTIN' }).fill(gstin);
  await page
    .getByRole('textbox', { name: 'Address line' })
    .fill('42, 2nd Phase, Peenya Industrial Area');
  await page.getByRole('textbox', { name: 'City' }).fill('Bengaluru');
  await page.getByRole('textbox', { name: 'Pincode' }).fill('560058');
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByRole('heading', { name: legalName })).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone of an existing customer' }).fill(buyer.phone);
  await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption('BUYER');
  await page.getByRole('textbox', { name: 'Order limit (₹)' }).fill('100');
  await page.getByRole('button', { name: 'Add member' }).click();
  await expect(page.getByText(`${buyer.phone} · BUYER · limit ₹100.00`)).toBeVisible();
  await shot(page, '27-company');

  // Staff give the company 30 days' credit up to ₹5,00,000 on the Companies screen.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto('/');
  await signInAs(staff, ADMIN);
  await staff.goto('/admin/companies');
  const card = staff.getByRole('listitem', { name: legalName });
  await card.getByRole('combobox', { name: 'Credit days' }).selectOption('30');
  await card.getByRole('textbox', { name: 'Credit limit (₹)' }).fill('500000');
  await card.getByRole('button', { name: 'Save terms' }).click();
  await expect(
    staff.locator('[data-sonner-toast]').filter({ hasText: 'Credit terms saved' }),
  ).toBeVisible();

  // The buyer orders for the company, above their ₹100 limit, on credit, with a PO number.
  const [product] = await stockedProducts(request, 5, 1, 101);
  const buyerToken = await apiToken(request, buyer);
  const added = await request.post('/api/cart/items', {
    headers: { authorization: `Bearer ${buyerToken}` },
    data: { product_id: product!.product_id, quantity: 1, cart_type: 'CART' },
  });
  expect(added.ok()).toBe(true);
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  await buyerPage.goto('/');
  await signInAs(buyerPage, buyer);
  await buyerPage.goto('/checkout');
  await buyerPage.getByRole('textbox', { name: /street address/i }).fill(ADDRESS.street_address);
  await buyerPage.getByRole('textbox', { name: /city/i }).fill(ADDRESS.city);
  await buyerPage.getByRole('combobox', { name: /state/i }).selectOption(ADDRESS.state);
  await buyerPage.getByRole('textbox', { name: /pincode/i }).fill(ADDRESS.pincode);
  await buyerPage.getByRole('checkbox', { name: `Buy for ${legalName}` }).check();
  await expect(buyerPage.getByText(gstin)).toBeVisible();
  await buyerPage.getByRole('textbox', { name: 'PO number (optional)' }).fill('PO/2026/118');
  await buyerPage.getByRole('checkbox', { name: 'On credit (30 days)' }).check();
  await buyerPage.getByRole('button', { name: 'Place Order' }).click();
  await expect(buyerPage).toHaveURL(/order-confirmation\/[0-9a-f-]{36}/);
  const orderId = /order-confirmation\/([0-9a-f-]{36})/.exec(buyerPage.url())![1]!;
  await expect(buyerPage.getByText(/waits for approval by your company’s ADMIN/)).toBeVisible();

  // The approver sees it under Company orders and approves it.
  await page.goto('/orders');
  const companyOrders = page.getByRole('region', { name: /Company orders/ });
  await expect(companyOrders.getByText('Awaiting approval')).toBeVisible();
  await expect(companyOrders.getByText(/Placed by Bala Kumar/)).toBeVisible();
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByText(/waiting for approval by a company ADMIN/)).toBeVisible();
  await shot(page, '27-approval');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Order approved' }),
  ).toBeVisible();

  // Staff ship it on credit; the payment stays PENDING.
  const staffToken = await apiToken(request, ADMIN);
  await staffSetStatus(request, staffToken, orderId, 'CONFIRMED');
  await staffSetStatus(request, staffToken, orderId, 'SHIPPED');
  const order = (await (
    await request.get(`/api/orders/${orderId}`, {
      headers: { authorization: `Bearer ${buyerToken}` },
    })
  ).json()) as {
    data: { payment: { status: string }; company: { due_date: string; po_number: string } };
  };
  expect(order.data.payment.status).toBe('PENDING');
  expect(order.data.company.po_number).toBe('PO/2026/118');

  // The tax invoice carries the PO number and the due date.
  const pdf = await request.get(`/api/orders/${orderId}/invoice`, {
    headers: { authorization: `Bearer ${buyerToken}` },
  });
  expect(pdf.status()).toBe(200);
  const text = await pdfText(await pdf.body());
  expect(text).toContain('PO No.: PO/2026/118');
  expect(text).toMatch(/Due date: \d\d [A-Z][a-z]{2} \d{4}/);
  expect(text).toContain(gstin);

  // Staff see it outstanding on the Companies screen.
  await staff.reload();
  await expect(card.getByText('PO/2026/118')).toBeVisible();
  await shot(staff, '27-staff-companies');
  await staff.goto(`/admin/orders/${orderId}`);
  await expect(
    staff.getByRole('region', { name: 'Company order' }).getByText('PO/2026/118'),
  ).toBeVisible();
  await staffContext.close();
  await buyerContext.close();
});
