import type { Page } from '@playwright/test';
import { ADMIN, expect, expectAccessible, test } from './fixtures';
import { amberPng, createStaffProduct, secondBrowserPage, stockOf } from './support/admin';
import { registerCustomer, signInAs } from './support/auth';
import { apiToken, placeOrderViaApi, shortIdOf, stockedProducts } from './support/orders';

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Axe once the toasts have gone (the toaster is the root layout's, not these screens'). */
async function accessible(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page);
}

test('staff confirm an order with a remark; the customer sees it live and as a Note', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.slow(); // two browsers and a long poll
  // A customer with a placed order, watching My Orders on another device.
  const customer = await registerCustomer(request, 'Kavya Reddy');
  const [product] = await stockedProducts(request, 1, 1);
  const token = await apiToken(request, customer);
  const order = await placeOrderViaApi(request, token, customer, product!.product_id, 1);
  const short = shortIdOf(order.order_id);

  const watcher = await secondBrowserPage(browser, baseURL);
  const shopper = watcher.page;
  await signInAs(shopper, customer);
  const firstPoll = shopper.waitForResponse(
    (r) => r.url().includes('/api/polling/user/events') && r.status() === 200,
  );
  await shopper.goto('/orders');
  const card = shopper.getByRole('article', { name: `Order #${short}` });
  await expect(card.getByText('Status: Placed')).toBeVisible();
  await firstPoll;
  // Marks this document: if the page reloaded, the mark would be gone.
  await shopper.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });

  // Staff: the board, the search by short id, the order, the remark, Confirm.
  await signInAs(page, ADMIN);
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Staff console' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole('heading', { name: 'Orders', level: 2 })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(short);
  await expect(page).toHaveURL(new RegExp(`q=${short}`));
  const row = page.getByRole('row').filter({ hasText: `#${short}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('PLACED');
  await row.getByRole('link', { name: `Open order #${short}` }).click();
  await expect(page.getByRole('heading', { name: `Order #${short}` })).toBeVisible();
  await expect(page.getByText(product!.name).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('560058');
  await expectAccessible(page);
  await page
    .getByRole('textbox', { name: 'Remark (optional)' })
    .fill('Packed at Peenya, ships today');
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(toast(page, `Order #${short} status updated to CONFIRMED`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as shipped' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Status history' })).toContainText(
    'Packed at Peenya, ships today',
  );

  // The customer's open My Orders page shows it without reloading.
  await expect(toast(shopper, `Order #${short} status updated to CONFIRMED`)).toBeVisible({
    timeout: 20_000,
  });
  await expect(card.getByText('Status: Confirmed')).toBeVisible();
  expect(
    await shopper.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere),
  ).toBe(true);
  await card.getByRole('link', { name: /View Details/ }).click();
  const status = shopper.getByRole('region', { name: 'Order Status' });
  await expect(status).toContainText('Note: Packed at Peenya, ships today');
  expect(await watcher.done(), 'console errors on the customer page').toEqual([]);

  // Back on the board, the filter by status finds it among the confirmed ones.
  await page.getByRole('link', { name: 'Back to orders' }).click();
  await page
    .getByRole('group', { name: 'Filter by status' })
    .getByRole('button', { name: 'Confirmed' })
    .click();
  await expect(page).toHaveURL(/status=CONFIRMED/);
  await expect(page.getByRole('row').filter({ hasText: `#${short}` })).toContainText('CONFIRMED');
  await accessible(page);
});

test('staff cancel an order with a reason; the stock goes back', async ({ page, request }) => {
  const adminToken = await apiToken(request, ADMIN);
  const product = await createStaffProduct(request, adminToken, {
    name: `Torque Wrench ${Date.now().toString(36)}`,
    stock: 5,
  });
  const customer = await registerCustomer(request, 'Arjun Shetty');
  const token = await apiToken(request, customer);
  const order = await placeOrderViaApi(request, token, customer, product.product_id, 2);
  const short = shortIdOf(order.order_id);
  expect(await stockOf(request, product.slug)).toBe(3);

  await signInAs(page, ADMIN);
  await page.goto(`/admin/orders/${order.order_id}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order #${short}?` });
  const confirm = dialog.getByRole('button', { name: 'Cancel order' });
  await expect(confirm).toBeDisabled();
  await dialog
    .getByRole('textbox', { name: 'Reason for cancelling' })
    .fill('Customer called to cancel');
  await accessible(page);
  await confirm.click();
  await expect(toast(page, `Order #${short} status updated to CANCELLED`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('This order is cancelled: no further changes.')).toBeVisible();
  expect(await stockOf(request, product.slug)).toBe(5);
});

test('a customer at /admin sees Staff access only', async ({ page, request }) => {
  const customer = await registerCustomer(request, 'Nisha Pai');
  await signInAs(page, customer);
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'My Orders' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Staff console' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'Staff access only', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible();
  await expectAccessible(page);
});

test('staff add a product with a picture, adjust its stock and hide it from the store', async ({
  page,
}) => {
  test.slow(); // many steps; on a busy machine they outlast the default minute
  const tag = Date.now().toString(36).toUpperCase();
  const name = `Magnetic Drill Stand ${tag}`;
  const sku = `MDS-${tag}`;
  await signInAs(page, ADMIN);

  // A new category first (the products need one).
  await page.goto('/admin/categories');
  await expect(page.getByRole('heading', { name: 'Categories', level: 2 })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'New category' }).click();
  const catDialog = page.getByRole('dialog', { name: 'New category' });
  await catDialog.getByRole('textbox', { name: 'Name' }).fill(`Drill Stands ${tag}`);
  await catDialog.getByRole('button', { name: 'Create category' }).click();
  await expect(toast(page, `Drill Stands ${tag} created`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Drill Stands ${tag}` })).toBeVisible();

  // The product form: fields, a specification, a picture.
  await page
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: 'Products' })
    .click();
  await expect(page.getByRole('heading', { name: 'Products', level: 2 })).toBeVisible();
  await accessible(page);
  await page.getByRole('link', { name: 'New product' }).click();
  const form = page.getByRole('form', { name: 'New product' });
  await form.getByRole('button', { name: 'Create product' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Choose a manufacturer')).toBeVisible();
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('textbox', { name: 'SKU' }).fill(sku);
  const maker = form.getByRole('combobox', { name: 'Manufacturer' });
  await expect(maker.locator('option')).not.toHaveCount(1);
  await maker.selectOption({ index: 1 });
  await form.getByRole('checkbox', { name: `Drill Stands ${tag}` }).check();
  await form.getByRole('spinbutton', { name: 'Price (₹, GST included)' }).fill('18499.50');
  await form.getByRole('spinbutton', { name: 'Opening stock' }).fill('4');
  await form.getByRole('textbox', { name: 'HSN code' }).fill('8467');
  await form.getByRole('button', { name: 'Add specification' }).click();
  await form.getByRole('textbox', { name: 'Specification 1 name' }).fill('Magnet force');
  await form.getByRole('textbox', { name: 'Specification 1 value' }).fill('12000 N');
  await form.locator('input[type="file"]').setInputFiles({
    name: 'stand.png',
    mimeType: 'image/png',
    buffer: amberPng(),
  });
  await expect(form.getByRole('img', { name: `${name} picture 1` })).toBeVisible();
  await accessible(page);
  await form.getByRole('button', { name: 'Create product' }).click();
  await expect(toast(page, 'Product created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();

  // Stock: add 6 units.
  const stock = page.getByRole('region', { name: 'Stock' });
  await expect(stock).toContainText('4');
  await stock.getByRole('spinbutton', { name: 'Add or remove units' }).fill('6');
  await stock.getByRole('button', { name: 'Apply' }).click();
  await expect(toast(page, 'Stock updated: 10 in stock')).toBeVisible();
  await expect(stock).toContainText('10');
  await accessible(page);

  // The store shows it by its SKU, with the price.
  const store = await page.context().newPage();
  await store.goto(`/product/sku/${sku}`);
  await expect(store.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(store.getByText('₹18,499.50').first()).toBeVisible();

  // Deactivated, it is gone from the store.
  await page.getByRole('checkbox', { name: /Active: shown in the store/ }).uncheck();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Product saved')).toBeVisible();
  await store.reload();
  await expect(store.getByRole('heading', { level: 1, name })).toHaveCount(0);
  await store.close();

  // The staff list still has it, marked inactive.
  await page.goto(`/admin/products?q=${encodeURIComponent(sku)}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Inactive');
});
