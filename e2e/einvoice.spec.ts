import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { generateKeyPair, SignJWT } from 'jose';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { ADMIN, expect, expectAccessible, test } from './fixtures';
import { registerCustomer, signInAs } from './support/auth';
import { bigCompanyOrder, createCompany } from './support/companies';
import { apiToken, shortIdOf, staffSetStatus } from './support/orders';
import { pdfText } from './support/pdf';
import { startStore } from './support/second-store';

/**
 * Issue 37: a seller above ₹5 crore (E_INVOICE_ENABLED=true, on a store of its own) ships a
 * company order only after its invoice has an IRN: staff issue the invoice, see the shipment
 * held, download the IRP JSON from E-invoices, upload the IRP's answer (its QR code signed as
 * the IRP signs it), and ship; the invoice prints the IRN and the signed QR code, read back.
 * Screenshots in GST_SHOTS when it is set.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 7;
const SELLER_GSTIN = '29AABCB1234L1ZR'; // COMPANY_GSTIN's default
const SHOTS = process.env.GST_SHOTS;

let store: Awaited<ReturnType<typeof startStore>> | undefined;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  store = await startStore(PORT, { E_INVOICE_ENABLED: 'true' });
});
test.afterAll(async () => {
  await store?.stop();
});
test.use({
  baseURL: `http://127.0.0.1:${PORT}`,
  // the refused shipment (step 2) is a 400 the console reports
  allowConsoleErrors: [/status of 400/],
});

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `einv-${name}-desktop.png`), fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SHOTS, `einv-${name}-phone.png`), fullPage: true });
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await page.screenshot({ path: path.join(SHOTS, `einv-${name}-phone-dark.png`), fullPage: true });
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  if (size) await page.setViewportSize(size);
}

/** The first page of a PDF as PNG, and the QR code on it. */
function firstPage(pdf: Buffer): { png: Buffer; qr: string | null } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'einv-'));
  try {
    fs.writeFileSync(path.join(dir, 'doc.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', '200', '-png', '-f', '1', '-l', '1', 'doc.pdf', 'page'], {
      cwd: dir,
    });
    const file = fs.readdirSync(dir).find((f) => f.endsWith('.png'))!;
    const png = fs.readFileSync(path.join(dir, file));
    const image = PNG.sync.read(png);
    const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
    return { png, qr: code?.data ?? null };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The IRP's answer for an invoice: its QR code signed RS256 as the IRP signs it (§21). */
async function irpAnswer(doc: { no: string; buyerGstin: string; total: number }) {
  const { privateKey } = await generateKeyPair('RS256');
  const irn = Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
  const ackDt = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');
  const signed = await new SignJWT({
    data: JSON.stringify({
      SellerGstin: SELLER_GSTIN,
      BuyerGstin: doc.buyerGstin,
      DocNo: doc.no,
      DocTyp: 'INV',
      DocDt: ackDt.slice(8, 10) + '/' + ackDt.slice(5, 7) + '/' + ackDt.slice(0, 4),
      TotInvVal: doc.total,
      ItemCnt: 1,
      MainHsnCode: '8467',
      Irn: irn,
      IrnDt: ackDt,
    }),
    iss: 'NIC',
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .sign(privateKey);
  return { Irn: irn, AckNo: '112610000098765', AckDt: ackDt, SignedQRCode: signed };
}

test('e-invoicing on: the shipment waits for the IRN; staff download the IRP JSON, upload its answer, download the e-way bill with the vehicle and ship; the invoice prints the IRN and its signed QR', async ({
  page,
  request,
}) => {
  const boss = await registerCustomer(request, 'Lakshmi Narayan');
  const company = await createCompany(request, boss, { tag: 'EINVC', name: 'Jalahalli Gears' });
  const order = await bigCompanyOrder(request, boss, company);
  const staffToken = await apiToken(request, ADMIN);
  const asStaff = { authorization: `Bearer ${staffToken}` };
  await staffSetStatus(request, staffToken, order.order_id, 'CONFIRMED');

  // 1. Staff issue the invoice: it is e-invoiced, and pending.
  await page.goto('/');
  await signInAs(page, ADMIN);
  await page.goto(`/admin/orders/${order.order_id}`);
  await page
    .getByRole('region', { name: 'E-way bill' })
    .getByRole('button', { name: 'Issue tax invoice now' })
    .click();
  const invoicePanel = page.getByRole('region', { name: 'Invoice' });
  await expect(
    invoicePanel.getByText('E-invoice pending: the goods may not move until its IRN is recorded.'),
  ).toBeVisible();

  // 2. Shipping is refused until the IRN is recorded, and nothing changes.
  await page.getByRole('button', { name: 'Mark as shipped' }).click();
  const ship = page.getByRole('dialog', { name: `Ship order #${shortIdOf(order.order_id)}` });
  await ship.getByRole('combobox', { name: 'Courier' }).fill('VRL Logistics');
  await ship.getByRole('textbox', { name: /E-way bill number/ }).fill('2210 1234 5678');
  await ship.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(
    page.getByText('This invoice needs its IRN before the goods move').first(),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  const held = (await (
    await request.get(`/api/admin/orders/${order.order_id}`, { headers: asStaff })
  ).json()) as { data: { status: string; invoice: { number: string } } };
  expect(held.data.status).toBe('CONFIRMED');
  const invoiceNo = held.data.invoice.number;
  await shot(page, 'order-pending');

  // 3. E-invoices › Pending: the invoice, its IRP JSON.
  await invoicePanel.getByRole('link', { name: 'Open E-invoices' }).click();
  await expect(page.getByRole('heading', { name: 'E-invoices' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: invoiceNo });
  await expect(row.getByText('Waiting for the IRP')).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'screen-pending');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: 'Download JSON' }).click(),
  ]);
  const irpJson = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as {
    Version: string;
    TranDtls: { SupTyp: string };
    DocDtls: { Typ: string; No: string };
    SellerDtls: { Gstin: string };
    BuyerDtls: { Gstin: string; LglNm: string; Pos: string };
    ItemList: unknown[];
    ValDtls: { TotInvVal: number };
  };
  expect(irpJson).toMatchObject({
    Version: '1.1',
    TranDtls: { SupTyp: 'B2B' },
    DocDtls: { Typ: 'INV', No: invoiceNo },
    SellerDtls: { Gstin: SELLER_GSTIN },
    BuyerDtls: { Gstin: company.gstin, LglNm: company.legalName, Pos: '29' },
  });
  expect(irpJson.ItemList.length).toBeGreaterThan(0);
  expect(irpJson.ValDtls.TotInvVal).toBeCloseTo(order.total_amount, 2);

  // 4. The IRP's answer, uploaded as its response file.
  const answer = await irpAnswer({
    no: invoiceNo,
    buyerGstin: company.gstin,
    total: irpJson.ValDtls.TotInvVal,
  });
  await page.getByLabel('Upload IRP response').setInputFiles({
    name: 'irp-response.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify([answer])),
  });
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: '1 e-invoice(s) registered' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Registered' }).click();
  await expect(
    page.getByRole('row').filter({ hasText: invoiceNo }).getByText(answer.Irn),
  ).toBeVisible();
  await shot(page, 'screen-registered');

  // 5. The order now shows the IRN and ships.
  await page.goto(`/admin/orders/${order.order_id}`);
  await expect(invoicePanel.getByText('E-invoice registered')).toBeVisible();
  await expect(invoicePanel.getByText(`IRN ${answer.Irn}`)).toBeVisible();
  await page
    .getByRole('region', { name: 'E-way bill' })
    .getByRole('button', { name: /Download e-way bill/ })
    .click();
  const partB = page.getByRole('dialog', { name: 'E-way bill: transport details (Part B)' });
  await partB.getByRole('textbox', { name: 'Vehicle number' }).fill('KA 05 MN 4321');
  const [eway] = await Promise.all([
    page.waitForEvent('download'),
    partB.getByRole('button', { name: 'Download e-way bill JSON' }).click(),
  ]);
  const ewayFile = JSON.parse(fs.readFileSync((await eway.path())!, 'utf8')) as {
    billLists: Record<string, unknown>[];
  };
  expect(ewayFile.billLists[0]).toMatchObject({
    docNo: invoiceNo,
    toGstin: company.gstin,
    vehicleNo: 'KA05MN4321',
  });
  await page.getByRole('button', { name: 'Mark as shipped' }).click();
  await ship.getByRole('combobox', { name: 'Courier' }).fill('VRL Logistics');
  await ship.getByRole('textbox', { name: /E-way bill number/ }).fill('2210 1234 5678');
  await ship.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(ship).toBeHidden();
  const after = (await (
    await request.get(`/api/admin/orders/${order.order_id}`, { headers: asStaff })
  ).json()) as { data: { status: string } };
  expect(after.data.status).toBe('SHIPPED');
  await shot(page, 'order-registered');

  // 6. The invoice prints the IRN, the acknowledgement and the IRP's signed QR code.
  const pdf = await request.get(`/api/admin/orders/${order.order_id}/invoice`, {
    headers: asStaff,
  });
  expect(pdf.status()).toBe(200);
  const body = await pdf.body();
  const text = await pdfText(body);
  expect(text.replace(/\s/g, '')).toContain(answer.Irn);
  expect(text).toContain(answer.AckNo);
  const { png, qr } = firstPage(body);
  expect(qr).toBe(answer.SignedQRCode);
  if (SHOTS) fs.writeFileSync(path.join(SHOTS, 'einv-invoice.png'), png);
});
