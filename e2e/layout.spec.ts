import fs from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ADMIN, expect, test } from './fixtures';
import { registerCustomer, signInAs, type Customer } from './support/auth';
import { ADDRESS, apiToken, stockedProducts } from './support/orders';

/**
 * Layout on a phone and a desktop (issue 43.16): nothing wider than the screen, nothing
 * covering the figures, nothing cut off without a sign. Screenshots (phone and desktop, light
 * and dark) only with SHOTS_DIR set.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const SHOTS = process.env.SHOTS_DIR;

async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.evaluate((s) => {
      localStorage.setItem('theme', s);
      document.documentElement.classList.toggle('dark', s === 'dark');
    }, scheme);
    await page.screenshot({ path: `${SHOTS}/web-${name}-${scheme}.png`, fullPage: true });
  }
  await page.evaluate(() => {
    localStorage.setItem('theme', 'light');
    document.documentElement.classList.remove('dark');
  });
}

/** The page is no wider than its viewport (nothing to scroll sideways, nothing cut off). */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.scroll, 'page width').toBeLessThanOrEqual(widths.viewport);
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

/**
 * Nothing lies on top of `locator`: the element at each of nine points of its box is the
 * element itself or inside it (a floating button over a table cell fails).
 */
async function expectUncovered(locator: Locator) {
  const covered = await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hits: string[] = [];
    for (const fx of [0.1, 0.5, 0.9]) {
      for (const fy of [0.2, 0.5, 0.8]) {
        const top = document.elementFromPoint(r.left + r.width * fx, r.top + r.height * fy);
        if (top && !el.contains(top))
          hits.push(top.closest('[data-testid]')?.getAttribute('data-testid') ?? top.tagName);
      }
    }
    return hits;
  });
  expect(covered, 'elements covering it').toEqual([]);
}

/** Orders of one customer paid by bank transfer, still waiting for the payment. */
async function bankTransferOrders(
  request: APIRequestContext,
  count = 1,
): Promise<{ customer: Customer; orderIds: string[] }> {
  const customer = await registerCustomer(request, 'Layout Buyer');
  const token = await apiToken(request, customer);
  const [product] = await stockedProducts(request, count + 2, 1);
  const headers = { authorization: `Bearer ${token}` };
  const orderIds: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const cart = await request.post('/api/cart/items', {
      headers,
      data: { product_id: product!.product_id, quantity: 1, cart_type: 'CART' },
    });
    const cartId = ((await cart.json()) as { data: { cart_id: string } }).data.cart_id;
    const placed = await request.post('/api/orders', {
      headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
      data: {
        cart_id: cartId,
        customer_name: customer.name,
        phone_number: customer.phone,
        payment_method: 'BANK_TRANSFER',
        ...ADDRESS,
      },
    });
    expect(placed.status()).toBe(201);
    orderIds.push(((await placed.json()) as { data: { order_id: string } }).data.order_id);
  }
  return { customer, orderIds };
}

test('the staff order page fits a phone: its payment card is on screen', async ({
  page,
  request,
}) => {
  const { orderIds } = await bankTransferOrders(request);
  await page.setViewportSize(PHONE);
  await signInAs(page, ADMIN);
  await page.goto(`/admin/orders/${orderIds[0]}`);
  const payment = page.getByTestId('staff-payment');
  await expect(payment).toBeVisible();
  await expectNoSidewaysScroll(page);
  const box = await boxOf(payment);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await shots(page, 'staff-order-phone');
  await page.setViewportSize(DESKTOP);
  await expectNoSidewaysScroll(page);
  const reference = page.getByRole('textbox', { name: /^Reference/ });
  expect((await boxOf(reference)).width).toBeGreaterThanOrEqual(150);
  await shots(page, 'staff-order-desktop');
});

test("the staff orders table on a phone: nothing covers an order's total", async ({
  page,
  request,
}) => {
  await bankTransferOrders(request, 6);
  await page.setViewportSize(PHONE);
  await signInAs(page, ADMIN);
  await page.goto('/admin/orders');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(6)).toBeVisible();
  const last = rows.last();
  // the last row at the very bottom of the screen, where a floating button sits
  await last.evaluate((el) => el.scrollIntoView({ block: 'end', behavior: 'instant' }));
  await expectUncovered(last.getByRole('cell').last());
  await expectNoSidewaysScroll(page);
  await shots(page, 'staff-orders-phone');
});

test('an order paid by bank transfer on a desktop: the account number stays in its box, the UTR field has room', async ({
  page,
  request,
}) => {
  const { customer, orderIds } = await bankTransferOrders(request);
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await signInAs(page, customer);
    await page.goto(`/orders/${orderIds[0]}`);
    const bank = page.getByTestId('bank-details');
    await expect(bank).toBeVisible();
    const outer = await boxOf(bank);
    for (const value of await bank.locator('dd').all()) {
      const inner = await boxOf(value);
      expect(inner.x + inner.width, 'value inside the bank box').toBeLessThanOrEqual(
        outer.x + outer.width,
      );
      expect(await value.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    const utr = page.getByRole('textbox', { name: /payment reference \(UTR\)/ });
    expect((await boxOf(utr)).width, 'UTR field width').toBeGreaterThanOrEqual(200);
    await expectNoSidewaysScroll(page);
    await shots(page, `order-bank-${size === PHONE ? 'phone' : 'desktop'}`);
  }
});

test('the staff tab bar on a phone shows that it scrolls, and shows the current tab', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInAs(page, ADMIN);
  await page.goto('/admin/orders');
  const nav = page.getByRole('navigation', { name: 'Staff console' });
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
  const more = nav.getByTestId('scroll-row-after');
  await expect(more).toBeVisible();
  await expect(nav.getByTestId('scroll-row-before')).toHaveCount(0);
  await more.click();
  await expect(nav.getByTestId('scroll-row-before')).toBeVisible();
  await shots(page, 'staff-tabs-phone');

  // a section far to the right: its tab is brought into view
  await page.goto('/admin/companies');
  const companies = nav.getByRole('link', { name: 'Companies' });
  await expect(companies).toHaveAttribute('aria-current', 'page');
  const tab = await boxOf(companies);
  const bar = await boxOf(nav);
  expect(tab.x).toBeGreaterThanOrEqual(bar.x);
  expect(tab.x + tab.width).toBeLessThanOrEqual(bar.x + bar.width);
  await expectNoSidewaysScroll(page);
});

test("the header search box's placeholder is never cut off", async ({ page }) => {
  await page.goto('/about');
  for (const width of [390, 768, 900, 1024, 1152, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    const search = page.getByRole('banner').getByRole('combobox').locator('visible=true');
    await expect(search).toHaveCount(1);
    await expect
      .poll(
        () =>
          search.evaluate((el: HTMLInputElement) => {
            const style = getComputedStyle(el);
            const ctx = document.createElement('canvas').getContext('2d')!;
            ctx.font = style.font;
            const room =
              el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            return ctx.measureText(el.placeholder).width <= room;
          }),
        { message: `search box at ${width} px` },
      )
      .toBe(true);
    expect(
      await search.evaluate((el) => el.getBoundingClientRect().width),
      `search box width at ${width} px`,
    ).toBeGreaterThanOrEqual(150);
  }
  if (SHOTS) {
    for (const width of [390, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${SHOTS}/web-header-${width}.png` });
    }
  }
});

test('My quotes is in the account menu on a phone (issue 43.11)', async ({ page, request }) => {
  const customer = await registerCustomer(request, 'Menu Buyer');
  await page.setViewportSize(PHONE);
  await signInAs(page, customer);
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My quotes' }).click();
  await expect(page).toHaveURL(/\/account\/quotes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My quotes' })).toBeVisible();
});
