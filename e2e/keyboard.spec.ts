import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerCustomer, signInAs } from './support/auth';
import { ADDRESS, apiToken, placeOrderViaApi, stockedProducts } from './support/orders';

/**
 * Keyboard-only journeys: every step is a key press, and whatever has the focus shows it
 * (an outline, or a ring drawn as a box-shadow, on the element or its ::after overlay).
 */
async function expectFocusRing(page: Page) {
  const info = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { ok: false, what: 'nothing focused' };
    const ring = (s: CSSStyleDeclaration) =>
      (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 1) ||
      /0px 0px 0px [1-9]/.test(s.boxShadow);
    const ok = ring(getComputedStyle(el)) || ring(getComputedStyle(el, '::after'));
    return { ok, what: el.outerHTML.slice(0, 160) };
  });
  expect(info.ok, `visible focus on ${info.what}`).toBe(true);
}

/** Presses Tab (Shift+Tab when `back`) until `target` has the focus, checking focus on the way. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectFocusRing(page);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`could not reach ${target.toString()} with the keyboard`);
}

test('keyboard only: search, add to cart, checkout', async ({ page, request }) => {
  const customer = await registerCustomer(request, 'Anil Menon');
  const [product] = await stockedProducts(request, 10, 1);
  await signInAs(page, customer);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Search: Tab to the search box, type, Enter.
  const search = page.getByRole('banner').getByRole('combobox').first();
  await tabTo(page, search);
  await page.keyboard.type(product!.name);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search-results\?q=/);

  // Add to Cart from the results, by keyboard.
  const add = page
    .getByRole('region', { name: 'Products' })
    .getByRole('button', { name: `Add to cart: ${product!.name}` });
  await expect(add).toBeVisible();
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: `${product!.name} added to cart` }),
  ).toBeVisible();

  // To the cart, and on to checkout.
  const cart = page.getByRole('banner').getByRole('link', { name: /^Cart/ });
  await tabTo(page, cart, { back: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  const proceed = page.getByRole('link', { name: /Proceed to Checkout/ }).first();
  await tabTo(page, proceed);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  // The form, field by field (name and phone are the account's).
  await tabTo(page, page.getByRole('textbox', { name: /street address/i }));
  await page.keyboard.type(ADDRESS.street_address);
  await page.keyboard.press('Tab');
  await expectFocusRing(page);
  await page.keyboard.type(ADDRESS.city);
  await page.keyboard.press('Tab');
  await expectFocusRing(page);
  await expect(page.getByRole('combobox', { name: /state/i })).toBeFocused();
  await page.keyboard.type(ADDRESS.state);
  await expect(page.getByRole('combobox', { name: /state/i })).toHaveValue(ADDRESS.state);
  await page.keyboard.press('Tab');
  await expectFocusRing(page);
  await page.keyboard.type(ADDRESS.pincode);
  await tabTo(page, page.getByRole('button', { name: 'Place Order' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
});

test('keyboard only: cancel an order through the dialog', async ({ page, request }) => {
  const customer = await registerCustomer(request, 'Leela Nair');
  const [product] = await stockedProducts(request, 10, 1);
  const token = await apiToken(request, customer);
  const order = await placeOrderViaApi(request, token, customer, product!.product_id, 1);
  await signInAs(page, customer);
  await page.goto(`/orders/${order.order_id}`);
  await expect(page.getByRole('region', { name: 'Delivery Information' })).toBeVisible();

  const open = page.getByRole('button', { name: 'Cancel Order' });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cancel Order' });
  await expect(dialog).toBeVisible();

  // Escape closes it and gives the focus back; Enter opens it again.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();

  const reason = dialog.getByRole('textbox');
  await tabTo(page, reason);
  await page.keyboard.type('Ordered the wrong size');
  const confirm = dialog.getByRole('button', { name: 'Cancel Order' });
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('region', { name: 'Order Status' }).locator('[aria-current="step"]'),
  ).toContainText('Order Cancelled');
});
