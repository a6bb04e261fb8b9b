import type { APIRequestContext } from '@playwright/test';
import { ADMIN, expect, test } from './fixtures';
import { registerCustomer, signInAs, type Customer } from './support/auth';
import { apiToken, stockedProducts, staffSetStatus } from './support/orders';
import { gstinOf, pdfText, randomPan, shotBoth, shotDark } from './support/shots';

/** A company made through the API (decisions.md › §16), with a BUYER without a limit. */
async function companyWithBuyer(request: APIRequestContext, boss: Customer, buyer: Customer) {
  const pan = randomPan();
  const legalName = `Deccan Fabricators ${pan.slice(5, 9)} Pvt Ltd`;
  const token = await apiToken(request, boss);
  const headers = { authorization: `Bearer ${token}` };
  const made = await request.post('/api/companies', {
    headers,
    data: {
      legal_name: legalName,
      gstin: gstinOf('29', pan),
      billing_address_parts: {
        line: '42, Peenya Industrial Area',
        city: 'Bengaluru',
        pincode: '560058',
      },
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const member = await request.post('/api/companies/mine/members', {
    headers,
    data: { phone: buyer.phone, role: 'BUYER' },
  });
  expect(member.status(), await member.text()).toBe(201);
  return { pan, legalName };
}

// the GSTIN of the wrong state is refused on purpose (400)
test.use({ allowConsoleErrors: [/status of 400/] });

test('an ADMIN adds the Pune branch, a buyer of Pune orders for it, the invoice bills Pune (decisions.md › §23)', async ({
  page,
  request,
  browser,
}) => {
  const boss = await registerCustomer(request, 'Meera Rao');
  const buyer = await registerCustomer(request, 'Bala Kumar');
  const { pan, legalName } = await companyWithBuyer(request, boss, buyer);
  const puneGstin = gstinOf('27', pan);

  // The ADMIN adds the Pune branch; a GSTIN of Karnataka for it is refused, naming the GSTIN.
  await signInAs(page, boss);
  await page.goto('/account/company');
  await page.getByRole('button', { name: 'Add a branch' }).click();
  const form = page.getByRole('form', { name: 'Add a branch' });
  await form.getByRole('textbox', { name: 'Branch name' }).fill('Pune plant');
  await form.getByRole('textbox', { name: /GSTIN/ }).fill(gstinOf('29', pan));
  await form.getByRole('textbox', { name: 'Address line' }).fill('Plot 7, Bhosari MIDC');
  await form.getByRole('textbox', { name: 'City' }).fill('Pune');
  await form.getByRole('combobox', { name: 'State' }).selectOption('Maharashtra');
  await form.getByRole('textbox', { name: 'Pincode' }).fill('411026');
  await form.getByRole('button', { name: 'Add branch' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    "The branch's GSTIN must carry the state code of the branch's address",
  );
  await form.getByRole('textbox', { name: /GSTIN/ }).fill(puneGstin);
  await form.getByRole('button', { name: 'Add branch' }).click();
  const branches = page.getByRole('region', { name: 'Branches' });
  await expect(branches.getByText(puneGstin)).toBeVisible();
  // ... and makes Bala the Pune plant's buyer.
  await page.getByRole('combobox', { name: 'Branch of Bala Kumar' }).selectOption('Pune plant');
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: "Bala Kumar's branch saved" }),
  ).toBeVisible();
  await shotBoth(page, 'branches-company');
  await shotDark(page, 'branches-company');

  // Bala orders for the company: the Pune branch is chosen and fixed, its GSTIN billed.
  const [product] = await stockedProducts(request, 5, 1, 500);
  const buyerToken = await apiToken(request, buyer);
  const added = await request.post('/api/cart/items', {
    headers: { authorization: `Bearer ${buyerToken}` },
    data: { product_id: product!.product_id, quantity: 1, cart_type: 'CART' },
  });
  expect(added.ok()).toBe(true);
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  await buyerPage.goto('/');
  await signInAs(buyerPage, buyer);
  await buyerPage.goto('/checkout');
  await buyerPage.getByRole('textbox', { name: /street address/i }).fill('Plot 7, Bhosari MIDC');
  await buyerPage.getByRole('textbox', { name: /pincode/i }).fill('411026');
  await buyerPage.getByRole('textbox', { name: /city/i }).fill('Pune');
  await buyerPage.getByRole('combobox', { name: /state/i }).selectOption('Maharashtra');
  await buyerPage.getByRole('checkbox', { name: `Buy for ${legalName}` }).check();
  const branch = buyerPage.getByRole('combobox', { name: 'Branch' });
  await expect(branch).toBeDisabled();
  await expect(branch.locator('option:checked')).toHaveText('Pune plant');
  await expect(buyerPage.getByText(puneGstin)).toBeVisible();
  await shotBoth(buyerPage, 'branches-checkout');
  await buyerPage.getByRole('button', { name: 'Place Order' }).click();
  await expect(buyerPage).toHaveURL(/order-confirmation\/[0-9a-f-]{36}/);
  const orderId = /order-confirmation\/([0-9a-f-]{36})/.exec(buyerPage.url())![1]!;

  // The company's orders show the branch.
  await page.goto('/orders');
  await expect(
    page.getByRole('region', { name: /Company orders/ }).getByText(/Pune plant/),
  ).toBeVisible();

  // Staff ship it; the tax invoice bills the Pune GSTIN and address.
  const staffToken = await apiToken(request, ADMIN);
  await staffSetStatus(request, staffToken, orderId, 'CONFIRMED');
  await staffSetStatus(request, staffToken, orderId, 'SHIPPED');
  const pdf = await request.get(`/api/orders/${orderId}/invoice`, {
    headers: { authorization: `Bearer ${buyerToken}` },
  });
  expect(pdf.status()).toBe(200);
  const text = await pdfText(await pdf.body());
  expect(text).toContain(puneGstin);
  expect(text).toContain('Plot 7, Bhosari MIDC');
  expect(text).toContain('Maharashtra');
  await buyerContext.close();
});
