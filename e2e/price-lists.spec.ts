import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { ADMIN, expect, test } from './fixtures';
import { registerCustomer, signInAs } from './support/auth';
import { rupees } from './support/catalogue';
import { ADDRESS, apiToken, stockedProducts } from './support/orders';

// Prices agreed with a company (decisions.md › §22): staff make a list, the member sees
// "Your price", orders for the company at it and for themself at the list price.

const SHOTS = '/work/notes/shots';
async function shot(page: Page, name: string) {
  if (!fs.existsSync('/work/notes')) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/prices-${name}-desktop.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/prices-${name}-phone.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

function randomGstin(): string {
  const chars = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const first14 = `29PRCLS${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}K1Z`;
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const v = chars.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(v / 36) + (v % 36);
  }
  return first14 + chars[(36 - (sum % 36)) % 36];
}

async function fillAddress(page: Page) {
  await page.getByRole('textbox', { name: /street address/i }).fill(ADDRESS.street_address);
  await page.getByRole('textbox', { name: /city/i }).fill(ADDRESS.city);
  await page.getByRole('combobox', { name: /state/i }).selectOption(ADDRESS.state);
  await page.getByRole('textbox', { name: /pincode/i }).fill(ADDRESS.pincode);
}

test('staff agree a price with a company; its member sees "Your price", buys for the company at it and for themself at the list price', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const member = await registerCustomer(request, 'Meera Rao');
  const token = await apiToken(request, member);
  const auth = { authorization: `Bearer ${token}` };
  const gstin = randomGstin();
  const legalName = `Hosur Precision ${gstin.slice(7, 11)} Pvt Ltd`;
  const created = await request.post('/api/companies', {
    headers: auth,
    data: {
      legal_name: legalName,
      gstin,
      billing_address: '42, 2nd Phase, Peenya Industrial Area, Bengaluru 560058',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const [product] = await stockedProducts(request, 5, 1, 300);
  const detail = (await (await request.get(`/api/products/${product!.slug}`)).json()) as {
    data: { sku: string; price: number };
  };
  const listPrice = detail.data.price;
  const agreed = Math.floor(listPrice * 0.8);

  // Staff: a new list for the company, its price pasted as a "SKU, price" line.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto('/');
  await signInAs(staff, ADMIN);
  await staff.goto('/admin/price-lists');
  await staff.getByRole('link', { name: 'New price list' }).click();
  await staff.getByRole('textbox', { name: 'Name' }).fill(`${legalName} rate contract`);
  await staff.getByRole('checkbox', { name: legalName }).check();
  await staff
    .getByRole('textbox', { name: 'Paste "SKU, price" lines' })
    .fill(`${detail.data.sku.toLowerCase()}, ${agreed}`);
  await staff.getByRole('button', { name: 'Add lines' }).click();
  await expect(staff.getByText('Added 1 line')).toBeVisible();
  await expect(staff.getByRole('textbox', { name: `Price of ${product!.name}` })).toHaveValue(
    String(agreed),
  );
  await staff.getByRole('button', { name: 'Save price list' }).click();
  await expect(
    staff.locator('[data-sonner-toast]').filter({ hasText: 'Price list saved' }),
  ).toBeVisible();
  await expect(staff).toHaveURL(/\/admin\/price-lists\/[0-9a-f-]{36}/);
  await shot(staff, 'staff-editor');
  await staff.goto('/admin/price-lists');
  await expect(staff.getByRole('paragraph').filter({ hasText: legalName })).toBeVisible();
  await shot(staff, 'staff-lists');
  await staff.goto('/admin/companies');
  await expect(
    staff.getByRole('listitem', { name: legalName }).getByText(`${legalName} rate contract`),
  ).toBeVisible();

  // The member sees "Your price" beside the struck list price on the product page and in the cart.
  await page.goto('/');
  await signInAs(page, member);
  await page.goto(`/product/${product!.slug}`);
  await expect(page.getByText('Your price').first()).toBeVisible();
  await expect(page.getByText(rupees(agreed)).first()).toBeVisible();
  await shot(page, 'product');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.getByText('Your price').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/prices-product-dark-desktop.png` });
  await page.emulateMedia({ colorScheme: 'light' });
  // search results: the same grid, one call for its products
  await page.goto(`/search-results?q=${encodeURIComponent(detail.data.sku)}`);
  await expect(page.getByText('Your price').first()).toBeVisible();
  await shot(page, 'search');
  const added = await request.post('/api/cart/items', {
    headers: auth,
    data: { product_id: product!.product_id, quantity: 2, cart_type: 'CART' },
  });
  expect(added.ok()).toBe(true);
  await page.goto('/cart');
  await expect(page.getByText('Your price')).toBeVisible();
  await expect(page.getByText(rupees(agreed * 2)).first()).toBeVisible();
  await shot(page, 'cart');

  // Checkout: the total follows the payer; for the company it is the agreed price.
  await page.goto('/checkout');
  await fillAddress(page);
  const total = page.locator('dl').getByText('Total', { exact: true }).locator('..');
  await expect(total).toContainText(rupees(listPrice * 2));
  await page.getByRole('checkbox', { name: `Buy for ${legalName}` }).check();
  await expect(total).toContainText(rupees(agreed * 2));
  await shot(page, 'checkout-company');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/order-confirmation\/[0-9a-f-]{36}/);
  const companyOrderId = /order-confirmation\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  const companyOrder = (await (
    await request.get(`/api/orders/${companyOrderId}`, { headers: auth })
  ).json()) as {
    data: { total_amount: number };
  };
  expect(companyOrder.data.total_amount).toBe(agreed * 2);

  // For themself: the list price.
  await request.post('/api/cart/items', {
    headers: auth,
    data: { product_id: product!.product_id, quantity: 1, cart_type: 'CART' },
  });
  await page.goto('/checkout');
  await fillAddress(page);
  await expect(total).toContainText(rupees(listPrice));
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/order-confirmation\/[0-9a-f-]{36}/);
  const ownId = /order-confirmation\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  const own = (await (await request.get(`/api/orders/${ownId}`, { headers: auth })).json()) as {
    data: { total_amount: number };
  };
  expect(own.data.total_amount).toBe(listPrice);
  await staffContext.close();
});
