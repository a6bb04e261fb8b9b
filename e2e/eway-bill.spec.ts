import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, expect, expectAccessible, test } from './fixtures';
import { registerCustomer, signInAs } from './support/auth';
import { bigCompanyOrder, createCompany } from './support/companies';
import { pdfText } from './support/pdf';
import { ADDRESS, apiToken, shortIdOf, staffSetStatus } from './support/orders';

/**
 * Staff ship an order above ₹50,000 from the console (decisions.md › §18, amended; issue 37
 * and 43.1): issue the invoice, download the e-way bill after giving the vehicle in the dialog,
 * enter the e-way bill number, ship. Screenshots in GST_SHOTS when it is set.
 */
const SHOTS = process.env.GST_SHOTS;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `gst-${name}-desktop.png`) });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SHOTS, `gst-${name}-phone.png`) });
  // the theme is a class on <html> (the header's toggle): dark without reloading the dialog
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await page.screenshot({ path: path.join(SHOTS, `gst-${name}-phone-dark.png`) });
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  if (size) await page.setViewportSize(size);
}

/** A company order above ₹50,000, billed at its registered address, delivered to Peenya. */
async function bigOrderOfNewCompany(request: APIRequestContext) {
  const boss = await registerCustomer(request, 'Lakshmi Narayan');
  const company = await createCompany(request, boss, {
    tag: 'EWAYB',
    name: 'Yeshwanthpur Engineering',
  });
  const order = await bigCompanyOrder(request, boss, company);
  return { order, legalName: company.legalName, gstin: company.gstin };
}

test('staff ship an order above ₹50,000: invoice, e-way bill with the vehicle, its number, shipped', async ({
  page,
  request,
}) => {
  const { order, legalName, gstin } = await bigOrderOfNewCompany(request);
  const staffToken = await apiToken(request, ADMIN);
  await staffSetStatus(request, staffToken, order.order_id, 'CONFIRMED');

  await page.goto('/');
  await signInAs(page, ADMIN);
  await page.goto(`/admin/orders/${order.order_id}`);
  const eway = page.getByRole('region', { name: 'E-way bill' });
  await expect(eway.getByText(/above ₹50,000/)).toBeVisible();

  // 1. The invoice first: Part A needs its number and date.
  await eway.getByRole('button', { name: 'Issue tax invoice now' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: /Invoice .* issued/ }),
  ).toBeVisible();

  // 2. The e-way bill: the dialog asks for the vehicle, refuses a malformed one.
  await eway.getByRole('button', { name: /Download e-way bill/ }).click();
  const dialog = page.getByRole('dialog', { name: 'E-way bill: transport details (Part B)' });
  const vehicle = dialog.getByRole('textbox', { name: 'Vehicle number' });
  await vehicle.fill('KA 01');
  await dialog.getByRole('button', { name: 'Download e-way bill JSON' }).click();
  await expect(
    dialog.getByText('Please enter the vehicle number as registered, e.g. KA01AB1234'),
  ).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'eway-dialog-error');
  await vehicle.fill('KA 01 AB 1234');
  await shot(page, 'eway-dialog');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download e-way bill JSON' }).click(),
  ]);
  await expect(dialog).toBeHidden();
  const file = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as {
    version: string;
    billLists: Record<string, unknown>[];
  };
  expect(file.version).toBe('1.0.0621');
  expect(file.billLists[0]).toMatchObject({
    docType: 'INV',
    transType: 2, // billed at Yeshwanthpur, shipped to Peenya
    toGstin: gstin,
    toTrdName: legalName,
    toPincode: Number(ADDRESS.pincode),
    actualFromStateCode: 29,
    actualToStateCode: 29,
    OthValue: 0,
    TotNonAdvolVal: 0,
    transMode: 1,
    // the shop and the delivery share a pincode (Peenya): the portal works out no distance
    // between one pincode and itself, so 1 km, as India Compliance writes it
    transDistance: 1,
    vehicleNo: 'KA01AB1234',
    vehicleType: 'R',
  });
  expect(file.billLists[0]).not.toHaveProperty('transactionType');

  // The invoice bills the company's registered address and ships to the delivery address.
  const pdf = await request.get(`/api/admin/orders/${order.order_id}/invoice?copy=all`, {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  expect(pdf.status()).toBe(200);
  const text = await pdfText(await pdf.body());
  const bill = text.slice(text.indexOf('Bill to'), text.indexOf('Ship to'));
  expect(bill).toContain(
    'No. 7, 1st Main, Industrial Suburb, Yeshwanthpur, Bengaluru, Karnataka 560022',
  );
  expect(text).toContain('Duplicate for transporter');
  if (SHOTS) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gst-invoice-'));
    const pdfPath = path.join(dir, 'invoice.pdf');
    fs.writeFileSync(pdfPath, await pdf.body());
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '110',
      '-f',
      '1',
      '-l',
      '2',
      pdfPath,
      path.join(SHOTS, 'gst-company-invoice'),
    ]);
  }

  // 3. The e-way bill number, 4. shipped.
  await page.getByRole('button', { name: 'Mark as shipped' }).click();
  const ship = page.getByRole('dialog', { name: `Ship order #${shortIdOf(order.order_id)}` });
  await ship.getByRole('combobox', { name: 'Courier' }).fill('VRL Logistics');
  await ship.getByRole('textbox', { name: /E-way bill number/ }).fill('2210 1234 5678');
  await ship.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(eway.getByText('221012345678')).toBeVisible();
  const after = await request.get(`/api/admin/orders/${order.order_id}`, {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  const shipped = (
    (await after.json()) as {
      data: { status: string; shipment: { eway_bill_number: string } };
    }
  ).data;
  expect(shipped.status).toBe('SHIPPED');
  expect(shipped.shipment.eway_bill_number).toBe('221012345678');
});
