import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, expectAccessible, expect, test } from './fixtures';
import { registerCustomer, signInAs } from './support/auth';
import { ADDRESS, apiToken, stockedProducts, staffSetStatus } from './support/orders';

/**
 * What a company owes (decisions.md › §24): staff record one receipt with TDS split across two
 * credit invoices; the company ADMIN reads the statement and downloads its PDF. Screenshots go
 * to RECEIPT_SHOTS when it is set.
 */
const SHOTS = process.env.RECEIPT_SHOTS;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `receipts-${name}-desktop.png`), fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SHOTS, `receipts-${name}-phone.png`), fullPage: true });
  if (size) await page.setViewportSize(size);
  // dark: the overdue buckets and the form change colour
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(SHOTS, `receipts-${name}-dark.png`), fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await page.waitForLoadState('networkidle');
}

function randomGstin(): string {
  const chars = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const digits = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  const first14 = `29RCPTX${digits}K1Z`;
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const v = chars.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(v / 36) + (v % 36);
  }
  return first14 + chars[(36 - (sum % 36)) % 36];
}

async function pdfText(data: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(data), isEvalSupported: false })
    .promise;
  const parts: string[] = [];
  for (let i = 1; i <= doc.numPages; i += 1) {
    const content = await (await doc.getPage(i)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  await doc.destroy();
  return parts.join(' ').replace(/\s+/g, ' ');
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A shipped credit order of the company for one unit of `productId`: its invoice is issued. */
async function creditInvoice(
  request: APIRequestContext,
  token: string,
  staffToken: string,
  companyId: string,
  productId: string,
  who: { name: string; phone: string },
): Promise<{ orderId: string; total: number }> {
  const cart = await request.post('/api/cart/items', {
    headers: bearer(token),
    data: { product_id: productId, quantity: 1, cart_type: 'CART' },
  });
  expect(cart.ok(), await cart.text()).toBe(true);
  const { cart_id } = ((await cart.json()) as { data: { cart_id: string } }).data;
  const placed = await request.post('/api/orders', {
    headers: { ...bearer(token), 'Idempotency-Key': crypto.randomUUID() },
    data: {
      cart_id,
      customer_name: who.name,
      phone_number: who.phone,
      ...ADDRESS,
      company_id: companyId,
      payment_method: 'ON_CREDIT',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { data: { order_id: string; total_amount: number } })
    .data;
  await staffSetStatus(request, staffToken, order.order_id, 'CONFIRMED');
  await staffSetStatus(request, staffToken, order.order_id, 'SHIPPED');
  return { orderId: order.order_id, total: order.total_amount };
}

test('staff record a receipt with TDS for two invoices; the company ADMIN downloads the statement', async ({
  page,
  request,
  browser,
}) => {
  const boss = await registerCustomer(request, 'Meera Rao');
  const gstin = randomGstin();
  const legalName = `Hosur Castings ${gstin.slice(7, 11)} LLP`;
  const token = await apiToken(request, boss);
  const staffToken = await apiToken(request, ADMIN);
  const created = await request.post('/api/companies', {
    headers: bearer(token),
    data: {
      legal_name: legalName,
      gstin,
      billing_address: '7, Hosur Road, Electronic City, Bengaluru 560100',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const companyId = ((await created.json()) as { data: { company_id: string } }).data.company_id;
  const terms = await request.patch(`/api/admin/companies/${companyId}`, {
    headers: bearer(staffToken),
    data: { credit_days: 30, credit_limit: 500000 },
  });
  expect(terms.ok()).toBe(true);
  const [p1, p2] = await stockedProducts(request, 5, 2, 200);
  const a = await creditInvoice(request, token, staffToken, companyId, p1!.product_id, boss);
  const b = await creditInvoice(request, token, staffToken, companyId, p2!.product_id, boss);
  const owed = Math.round((a.total + b.total) * 100);
  const tds = Math.round(owed * 0.01); // 1 % TDS under section 194Q, deducted by the buyer
  const rupees = (paise: number) => (paise / 100).toFixed(2);

  // Staff: the Companies screen shows the two invoices not yet due; record one NEFT with TDS.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto('/');
  await signInAs(staff, ADMIN);
  await staff.goto('/admin/companies');
  const card = staff.getByRole('listitem', { name: legalName });
  await expect(card.getByRole('table', { name: /owes, by age/ })).toContainText(
    `₹${(owed / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
  );
  await card.getByRole('button', { name: 'Record a receipt' }).click();
  const form = card.getByRole('form', { name: `Record a receipt from ${legalName}` });
  await form.getByRole('textbox', { name: 'Amount received (₹)' }).fill(rupees(owed - tds));
  await form.getByRole('textbox', { name: /TDS deducted/ }).fill(rupees(tds));
  await form.getByRole('textbox', { name: /Reference/ }).fill('NEFT UTIB0042871');
  await form.getByRole('checkbox', { name: /Split across invoices/ }).check();
  const inputs = form.getByRole('textbox', { name: /^Amount for / });
  await expect(inputs).toHaveCount(2);
  await inputs.nth(0).fill(String(a.total));
  await inputs.nth(1).fill(String(b.total));
  if (SHOTS)
    await staff.screenshot({
      path: path.join(SHOTS, 'receipts-staff-form-desktop.png'),
      fullPage: true,
    });
  await form.getByRole('button', { name: 'Record receipt' }).click();
  await expect(
    staff
      .locator('[data-sonner-toast]')
      .filter({ hasText: /Receipt RCT\/\d{2}-\d{2}\/\d{5} recorded/ }),
  ).toBeVisible();
  await expect(card.getByText('Outstanding').locator('..')).toContainText('₹0.00');
  await expect(card.getByText('Receipts (1)')).toBeVisible();
  await expectAccessible(staff);
  await shot(staff, 'staff-companies');
  for (const id of [a.orderId, b.orderId]) {
    const o = await request.get(`/api/orders/${id}`, { headers: bearer(token) });
    expect(
      ((await o.json()) as { data: { payment: { status: string } } }).data.payment.status,
    ).toBe('PAID');
  }

  // The company ADMIN: the statement shows both invoices, the receipt and the TDS; the PDF too.
  await signInAs(page, boss);
  await page.goto('/account/company');
  const statement = page.getByRole('table', { name: /Statement of account/ });
  await expect(statement).toContainText('TDS deducted');
  await expect(statement.getByRole('row')).toHaveCount(2 + 4 + 1); // header, opening, 4 entries, closing
  await expect(statement.getByRole('row', { name: /Closing balance/ })).toContainText('₹0.00');
  await expectAccessible(page);
  await shot(page, 'account-statement');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    new RegExp(`^statement-${gstin}-\\d{4}-\\d{2}-\\d{2}-\\d{4}-\\d{2}-\\d{2}\\.pdf$`),
  );
  const pdf = fs.readFileSync((await file.path())!);
  const text = await pdfText(pdf);
  expect(text).toContain('STATEMENT OF ACCOUNT');
  expect(text).toContain(legalName);
  expect(text).toContain('TDS deducted');
  if (SHOTS) {
    const out = path.join(SHOTS, 'receipts-statement-pdf');
    fs.writeFileSync(`${out}.pdf`, pdf);
    try {
      execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', `${out}.pdf`, out]);
    } catch {
      // no pdftoppm: the PDF itself is kept
    }
  }
  await staffContext.close();
});
