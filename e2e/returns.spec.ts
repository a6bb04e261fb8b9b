import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { ADMIN, expect, test } from './fixtures';
import { amberPng } from './support/admin';
import { registerCustomer, signInAs } from './support/auth';
import {
  apiToken,
  placeOrderViaApi,
  shortIdOf,
  stockedProducts,
  staffSetStatus,
} from './support/orders';

/** Set RETURN_SHOTS=<dir> to keep screenshots of the return screens (phone and desktop). */
const SHOTS = process.env.RETURN_SHOTS;
async function shot(page: Page, name: string, fullPage = true) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const [suffix, viewport] of [
    ['desktop', { width: 1366, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: path.join(SHOTS, `28-${name}-${suffix}.png`), fullPage });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function staffPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await signInAs(page, ADMIN);
  return page;
}

test('a delivered order: return one line, staff approve and receive, the customer downloads the credit note', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const customer = await registerCustomer(request, 'Asha Rao');
  const [drill, gloves] = await stockedProducts(request, 5, 2);
  const token = await apiToken(request, customer);
  await request.post('/api/cart/items', {
    headers: { authorization: `Bearer ${token}` },
    data: { product_id: gloves!.product_id, quantity: 1, cart_type: 'CART' },
  });
  const order = await placeOrderViaApi(request, token, customer, drill!.product_id, 2);
  const adminToken = await apiToken(request, ADMIN);
  const paid = await request.patch(`/api/admin/orders/${order.order_id}/payment`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { status: 'PAID', reference: '412345678901' },
  });
  expect(paid.ok()).toBe(true);
  for (const status of ['CONFIRMED', 'SHIPPED', 'DELIVERED']) {
    await staffSetStatus(request, adminToken, order.order_id, status);
  }

  // The customer asks for a return of one unit of the first line, with a picture.
  await signInAs(page, customer);
  await page.goto(`/orders/${order.order_id}`);
  const returnsPanel = page.getByRole('region', { name: 'Returns' });
  await expect(
    returnsPanel.getByText(/You can return items until .* \(9 days left\)/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Return items' }).click();
  const dialog = page.getByRole('dialog', { name: 'Return items' });
  await dialog.getByRole('checkbox', { name: `Return ${drill!.name}` }).check();
  await expect(
    dialog.getByRole('spinbutton', { name: `Quantity of ${drill!.name} to return` }),
  ).toHaveValue('1');
  await dialog.getByRole('combobox', { name: 'Reason' }).selectOption('DAMAGED');
  await dialog.getByRole('textbox', { name: /Note/ }).fill('The chuck wobbles at full speed');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'chuck.png', mimeType: 'image/png', buffer: amberPng(64) });
  await expect(dialog.getByRole('img', { name: 'chuck.png' })).toBeVisible();
  await shot(page, 'return-dialog', false);
  await dialog.getByRole('button', { name: 'Request return' }).click();
  await expect(dialog).toBeHidden();
  const number = `R-${shortIdOf(order.order_id)}-1`;
  await expect(returnsPanel.getByText(number)).toBeVisible();
  await expect(returnsPanel.getByText('Return requested')).toBeVisible();
  await expect(returnsPanel.getByText(`1 × ${drill!.name}`)).toBeVisible();

  // Staff: the Returns screen lists it first; approve, then receive.
  const staff = await staffPage(browser, baseURL);
  await staff.goto('/admin/returns');
  const card = staff.getByRole('listitem').filter({ hasText: number });
  await expect(card.getByRole('img', { name: "Customer's picture" })).toBeVisible();
  await shot(staff, 'staff-returns-requested');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card.getByText('Return approved', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Mark received' }).click();
  await expect(card.getByText('Return received', { exact: true })).toBeVisible();
  await expect(card.getByText(/Credit note CN\/\d\d-\d\d\/\d{5}/)).toBeVisible();
  await expect(card.getByText('back in stock')).toBeVisible();
  await shot(staff, 'staff-returns-received');
  const creditNote = (
    await card
      .getByText(/CN\/\d\d-\d\d\/\d{5}/)
      .first()
      .textContent()
  )?.match(/CN\/\d\d-\d\d\/\d{5}/)?.[0];
  expect(creditNote).toBeTruthy();
  // The refund due shows in the payments view.
  await staff.goto('/admin/payments?queue=REFUND_DUE');
  await expect(staff.getByText(`#${shortIdOf(order.order_id)}`).first()).toBeVisible();
  await staff.context().close();

  // The customer sees it received (live, or on the next look) and downloads the credit note.
  await page.reload();
  await expect(returnsPanel.getByText('Return received')).toBeVisible();
  await expect(returnsPanel.getByText(/Refund due: ₹/)).toBeVisible();
  await shot(page, 'order-details-return-received');
  const downloading = page.waitForEvent('download');
  await returnsPanel.getByRole('button', { name: 'Download credit note' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`credit-note-${creditNote!.replace(/\//g, '-')}.pdf`);
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

  // My Orders shows the return's status beside the order.
  await page.goto('/orders');
  const orderCard = page.getByRole('article', { name: `Order #${shortIdOf(order.order_id)}` });
  await expect(orderCard.getByText('Return received')).toBeVisible();
  await shot(page, 'my-orders');
  if (SHOTS) {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`/orders/${order.order_id}`);
    await expect(returnsPanel.getByText('Return received')).toBeVisible();
    await shot(page, 'order-details-dark');
  }
});
