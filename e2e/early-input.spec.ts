// What a customer types or taps before the JavaScript is live is kept and acted on once it is
// (docs/decisions/140 "Fourth pass", 262): the page is opened at the first byte of the HTML
// (`waitUntil: 'commit'`) on a phone-slow CPU (4x, CDP Emulation.setCPUThrottlingRate), the
// app's entry is held back until the customer has acted, so the typing certainly comes first.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerCustomer } from './support/auth';
import { productWithPartNumber } from './support/catalogue';

/** Slows the page's CPU and holds the app's entry until `release()`; the page is not live. */
async function slowAndHeld(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The app has not hydrated yet: what the customer did so far was done to the server's HTML. */
async function notLive(page: Page) {
  expect(
    await page.evaluate(
      () => (window as { __earlyInput?: { live: boolean } }).__earlyInput?.live ?? null,
    ),
  ).toBe(false);
}

test.describe('early input', () => {
  test('the delivery pincode typed and entered before the JavaScript shows its delivery date', async ({
    page,
    request,
  }) => {
    const product = await productWithPartNumber(request);
    const release = await slowAndHeld(page);
    await page.goto(`/product/${product.slug}`, { waitUntil: 'commit' });
    const box = page.getByRole('region', { name: 'Delivery to your pincode' });
    const field = box.getByRole('textbox', { name: 'Check delivery to your pincode' });
    await field.pressSequentially('781001');
    await field.press('Enter');
    await notLive(page);
    release();
    await expect(box.getByText(/^Delivery by /)).toBeVisible();
    await expect(box.getByText('Please enter a valid 6-digit pincode')).not.toBeVisible();
  });

  test('the pincode typed and Check tapped before the JavaScript', async ({ page, request }) => {
    const product = await productWithPartNumber(request);
    const release = await slowAndHeld(page);
    await page.goto(`/product/${product.slug}`, { waitUntil: 'commit' });
    const box = page.getByRole('region', { name: 'Delivery to your pincode' });
    await box
      .getByRole('textbox', { name: 'Check delivery to your pincode' })
      .pressSequentially('781001');
    await box.getByRole('button', { name: 'Check' }).click();
    await notLive(page);
    release();
    await expect(box.getByText(/^Delivery by /)).toBeVisible();
  });

  test('a search typed and entered before the JavaScript opens its results', async ({ page }) => {
    const release = await slowAndHeld(page);
    await page.goto('/', { waitUntil: 'commit' });
    const search = page.getByRole('combobox', { name: /Search products/ }).first();
    await search.pressSequentially('grinder');
    await search.press('Enter');
    await notLive(page);
    release();
    await expect(page).toHaveURL(/\/search-results\?q=grinder/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/grinder/i);
  });

  test('the quantity stepper tapped, or typed and entered, before the JavaScript keeps the quantity', async ({
    page,
    request,
  }) => {
    const product = await productWithPartNumber(request);
    const release = await slowAndHeld(page);
    await page.goto(`/product/${product.slug}`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Increase quantity' }).first().click();
    await notLive(page);
    release();
    await expect(page.getByRole('textbox', { name: 'Quantity' }).first()).toHaveValue('2');
    // typed, then Enter, while live again: 3
    const release2 = await slowAndHeld(page);
    await page.reload({ waitUntil: 'commit' });
    const qty = page.getByRole('textbox', { name: 'Quantity' }).first();
    await qty.fill('');
    await qty.pressSequentially('3');
    await qty.press('Enter');
    await notLive(page);
    release2();
    await expect(page.getByLabel(/Notifications/)).toBeAttached();
    await expect(qty).toHaveValue('3');
    await page.getByRole('button', { name: 'Increase quantity' }).first().click();
    await expect(qty).toHaveValue('4');
  });

  test('the sign-in form filled and sent before the JavaScript signs in', async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request, 'Early Bird');
    const release = await slowAndHeld(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: 'Phone number' }).pressSequentially(customer.phone);
    await page.getByLabel('Password', { exact: true }).pressSequentially(customer.password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await notLive(page);
    release();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });

  test('the registration form filled and sent before the JavaScript creates the account', async ({
    page,
  }) => {
    const phone = `9${String(Date.now()).slice(-9)}`;
    const release = await slowAndHeld(page);
    await page.goto('/register', { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: 'Full name' }).pressSequentially('Early Registrant');
    await page.getByRole('textbox', { name: 'Phone number' }).pressSequentially(phone);
    await page.getByLabel('Password', { exact: true }).pressSequentially('tools-and-dies-42');
    await page.getByLabel('Confirm password').pressSequentially('tools-and-dies-42');
    await page.getByRole('button', { name: /Create account|Register/ }).click();
    await notLive(page);
    release();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });
});
