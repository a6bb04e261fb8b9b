import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerCustomer, signInAs, type Customer } from './support/auth';
import { randomGstin } from './support/companies';
import { ADDRESS, apiToken, shortIdOf, stockedProducts } from './support/orders';

/**
 * Issue 43.4, 43.9, 43.10: the ADMIN sets a buyer's limit in the members list; the buyer's
 * order above it says it waits for approval and asks for no payment; the ADMIN approves it
 * from Company orders and, opening it, is not offered the payment-reference form (the buyer
 * is); an order the ADMIN rejects shows the reason. With SHOTS_DIR set, each changed screen
 * is kept as orders-web-<screen>-<phone|desktop>-<light|dark>.png.
 */
const SHOTS = process.env.SHOTS_DIR;
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } };

/** The screen at `url` as `who`, phone and desktop, light and dark (only with SHOTS_DIR). */
async function shots(
  browser: Browser,
  who: Customer,
  url: string,
  name: string,
  ready: (page: Page) => Locator,
  prepare?: (page: Page) => Promise<void>,
) {
  if (!SHOTS) return;
  for (const scheme of ['light', 'dark'] as const) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      const context = await browser.newContext({ viewport, colorScheme: scheme });
      const page = await context.newPage();
      await signInAs(page, who);
      await page.evaluate((s) => localStorage.setItem('theme', s), scheme);
      await page.goto(url);
      await expect(ready(page)).toBeVisible();
      if (prepare) await prepare(page);
      await page.screenshot({
        path: `${SHOTS}/orders-web-${name}-${size}-${scheme}.png`,
        fullPage: true,
      });
      await context.close();
    }
  }
}

test('a buyer’s order above the limit waits for the ADMIN, who approves it and is not offered the payment-reference form', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(SHOTS ? 420_000 : 120_000);
  const boss = await registerCustomer(request, 'Meera Rao');
  const buyer = await registerCustomer(request, 'Bala Kumar');
  const gstin = randomGstin('KLMNO');
  const legalName = `Kengeri Tools ${gstin.slice(7, 11)} Pvt Ltd`;
  const bossToken = await apiToken(request, boss);
  const asBoss = { authorization: `Bearer ${bossToken}` };
  expect(
    (
      await request.post('/api/companies', {
        headers: asBoss,
        data: { legal_name: legalName, gstin, billing_address: '7, Kengeri Satellite Town' },
      })
    ).status(),
  ).toBe(201);
  const added = await request.post('/api/companies/mine/members', {
    headers: asBoss,
    data: { phone: buyer.phone, role: 'BUYER' },
  });
  expect(added.status()).toBe(201);
  const companyId = ((await added.json()) as { data: { company_id: string } }).data.company_id;

  // The ADMIN gives the buyer a ₹100 limit in the members list (issue 43.4).
  await signInAs(page, boss);
  await page.goto('/account/company');
  await expect(page.getByText(`${buyer.phone} · BUYER · no limit`)).toBeVisible();
  await page.getByRole('button', { name: 'Change Bala Kumar' }).click();
  const change = page.getByRole('form', { name: 'Change Bala Kumar' });
  await change.getByRole('textbox', { name: 'Order limit (₹)' }).fill('100');
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${buyer.phone} · BUYER · limit ₹100.00`)).toBeVisible();
  await shots(
    browser,
    boss,
    '/account/company',
    'company-members',
    (p) => p.getByRole('button', { name: 'Change Bala Kumar' }),
    async (p) => {
      await p.getByRole('button', { name: 'Change Bala Kumar' }).click();
      await expect(p.getByRole('form', { name: 'Change Bala Kumar' })).toBeVisible();
    },
  );

  // The buyer orders for the company, above the limit, paying by UPI.
  const [product, other] = await stockedProducts(request, 5, 2, 101);
  const buyerToken = await apiToken(request, buyer);
  const asBuyer = { authorization: `Bearer ${buyerToken}` };
  const cart = await request.post('/api/cart/items', {
    headers: asBuyer,
    data: { product_id: product!.product_id, quantity: 1, cart_type: 'CART' },
  });
  expect(cart.ok()).toBe(true);
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  await signInAs(buyerPage, buyer);
  await buyerPage.goto('/checkout');
  await buyerPage.getByRole('textbox', { name: /street address/i }).fill(ADDRESS.street_address);
  await buyerPage.getByRole('textbox', { name: /city/i }).fill(ADDRESS.city);
  await buyerPage.getByRole('combobox', { name: /state/i }).selectOption(ADDRESS.state);
  await buyerPage.getByRole('textbox', { name: /pincode/i }).fill(ADDRESS.pincode);
  await buyerPage.getByRole('checkbox', { name: `Buy for ${legalName}` }).check();
  await buyerPage.getByRole('button', { name: 'Place Order' }).click();
  await expect(buyerPage).toHaveURL(/order-confirmation\/[0-9a-f-]{36}/);
  const orderId = /order-confirmation\/([0-9a-f-]{36})/.exec(buyerPage.url())![1]!;

  // The confirmation page says it waits for the ADMIN's approval, and asks for no payment.
  await expect(buyerPage.getByRole('heading', { level: 1 })).toHaveText('Waiting for Approval');
  await expect(buyerPage.getByRole('heading', { name: 'Order Confirmed!' })).toHaveCount(0);
  await expect(buyerPage.getByTestId('status-explained')).toContainText(
    'waits for approval by your company’s ADMIN (Meera Rao)',
  );
  await expect(buyerPage.getByTestId('pay-after-approval')).toBeVisible();
  await expect(buyerPage.getByText(/Scan with any UPI app/)).toHaveCount(0);
  await expect(buyerPage.getByRole('form', { name: 'Payment reference' })).toHaveCount(0);
  await shots(browser, buyer, `/order-confirmation/${orderId}`, 'confirmation-pending', (p) =>
    p.getByTestId('pay-after-approval'),
  );

  // The ADMIN finds it under Company orders and opens it: Approve, and nothing to pay yet.
  await page.goto('/orders');
  const companyOrders = page.getByRole('region', { name: /Company orders/ });
  await companyOrders.getByRole('link', { name: `Order #${shortIdOf(orderId)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  const panel = page.getByRole('region', { name: 'Company order' });
  await expect(panel).toContainText('waiting for approval by a company ADMIN (Meera Rao)');
  await expect(page.getByTestId('pay-after-approval')).toBeVisible();
  await shots(browser, boss, `/orders/${orderId}`, 'details-pending-admin', (p) =>
    p.getByRole('button', { name: 'Approve' }),
  );
  await panel.getByRole('button', { name: 'Approve' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Order approved' }),
  ).toBeVisible();

  // Approved: how to pay shows, but the payment-reference form is the buyer's alone (43.10).
  await page.reload();
  await expect(page.getByTestId('payment-panel').getByText(/Scan with any UPI app/)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Payment reference' })).toHaveCount(0);
  await expect(page.getByTestId('reference-by-owner')).toHaveText(
    'The payment reference is sent by Bala Kumar, who placed this order.',
  );
  await shots(browser, boss, `/orders/${orderId}`, 'details-approved-admin', (p) =>
    p.getByTestId('reference-by-owner'),
  );
  await buyerPage.goto(`/orders/${orderId}`);
  await expect(buyerPage.getByRole('form', { name: 'Payment reference' })).toBeVisible();

  // A second order above the limit, rejected by the ADMIN with a reason the buyer reads.
  const cart2 = await request.post('/api/cart/items', {
    headers: asBuyer,
    data: { product_id: other!.product_id, quantity: 1, cart_type: 'CART' },
  });
  const cartId = ((await cart2.json()) as { data: { cart_id: string } }).data.cart_id;
  const placed = await request.post('/api/orders', {
    headers: { ...asBuyer, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      cart_id: cartId,
      customer_name: buyer.name,
      phone_number: buyer.phone,
      ...ADDRESS,
      company_id: companyId,
    },
  });
  expect(placed.status()).toBe(201);
  const second = ((await placed.json()) as { data: { order_id: string; status: string } }).data;
  expect(second.status).toBe('PENDING_APPROVAL');
  const rejected = await request.post(`/api/orders/${second.order_id}/reject`, {
    headers: asBoss,
    data: { reason: 'Not in this month’s budget' },
  });
  expect(rejected.ok()).toBe(true);
  await buyerPage.goto(`/order-confirmation/${second.order_id}`);
  await expect(buyerPage.getByRole('heading', { level: 1 })).toHaveText('Order Not Approved');
  await expect(buyerPage.getByTestId('status-explained')).toHaveText(
    'Reason: Not in this month’s budget',
  );
  await buyerPage.goto(`/orders/${second.order_id}`);
  const status = buyerPage.getByRole('region', { name: 'Order Status' });
  await expect(status).toContainText('Rejected by the company');
  await expect(status).toContainText('Reason: Not in this month’s budget');
  await shots(
    browser,
    buyer,
    `/order-confirmation/${second.order_id}`,
    'confirmation-rejected',
    (p) => p.getByTestId('status-explained'),
  );
  await shots(browser, buyer, `/orders/${second.order_id}`, 'details-rejected', (p) =>
    p.getByRole('region', { name: 'Order Status' }),
  );
  await buyerContext.close();
});
