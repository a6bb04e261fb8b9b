import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { ADMIN, expect, expectAccessible, randomPhone, test } from './fixtures';
import { createStaffProduct } from './support/admin';
import { signInAs } from './support/auth';
import { apiToken, placeOrderViaApi, stockedProducts } from './support/orders';

const POLICIES = [
  { path: '/terms', title: 'Terms of Sale' },
  { path: '/privacy', title: 'Privacy Policy' },
  { path: '/returns', title: 'Returns, Refunds and Warranty' },
  { path: '/shipping', title: 'Shipping and Delivery' },
  { path: '/grievance', title: 'Grievance Redressal' },
];

const repoRoot = path.resolve(import.meta.dirname, '..');
const dataDir = () =>
  process.env.E2E_DATA_DIR ?? path.join(repoRoot, `.tmp/e2e-data-${process.env.E2E_PORT ?? 3210}`);

test('every policy page is linked from the footer and carries the seller’s details', async ({
  page,
  request,
}) => {
  const legal = (await (await request.get('/api/legal')).json()) as {
    data: {
      legal_name: string;
      grievance_officer: { name: string; phone: string; email: string };
    };
  };
  await page.goto('/');
  for (const policy of POLICIES) {
    const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Policies' });
    await footer.getByRole('link', { name: policy.title }).click();
    await expect(page).toHaveURL(new RegExp(`${policy.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: policy.title })).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await expectAccessible(page);
    // The shop's contact address is never shown (decisions.md › Company details); the only
    // e-mail address is the Grievance Officer's, on /grievance (docs/decisions/183).
    const addresses = (await page.locator('main').innerText()).match(/\S+@\S+/g) ?? [];
    expect(addresses).toEqual(
      policy.path === '/grievance' ? [legal.data.grievance_officer.email] : [],
    );
  }
  // /grievance: the officer from configuration, 48 hours and one month.
  await expect(page.getByText(legal.data.grievance_officer.name)).toBeVisible();
  const officerPhone = legal.data.grievance_officer.phone;
  await expect(
    page.getByRole('link', { name: `+91 ${officerPhone.slice(0, 5)} ${officerPhone.slice(5)}` }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: legal.data.grievance_officer.email })).toBeVisible();
  await expect(page.getByText(/within 48 hours/)).toBeVisible();
  await expect(page.getByText(/within one month/)).toBeVisible();
  await expect(page.getByText(legal.data.legal_name).first()).toBeVisible();

  // Phone width, dark theme.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/returns');
  await expect(
    page.getByRole('heading', { name: /Damaged, defective or wrong items/ }),
  ).toBeVisible();
  await expectAccessible(page);
});

test('notify me on an out-of-stock product, then the mails go out and staff see them', async ({
  page,
  request,
}) => {
  const adminToken = await apiToken(request, ADMIN);
  const staff = { authorization: `Bearer ${adminToken}` };
  const name = `E2E Notify Vice ${Date.now().toString(36)}`;
  const product = await createStaffProduct(request, adminToken, { name, stock: 0 });

  const customer = {
    name: 'Meena Iyer',
    phone: randomPhone(),
    password: 'tools-and-dies-42',
    email: `meena.${Date.now().toString(36)}@example.in`,
  };
  expect((await request.post('/api/auth/register', { data: customer })).status()).toBe(201);

  // A guest is asked to sign in.
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByText(/Country of origin/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to be notified' })).toBeVisible();

  await signInAs(page, customer);
  await page.goto(`/product/${product.slug}`);
  await page.getByRole('button', { name: 'Notify me when back in stock' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We will e-mail you' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop notifying me' })).toBeVisible();
  await expectAccessible(page);

  // Staff restock it: one back-in-stock mail; and the customer orders something.
  const restock = await request.patch(`/api/admin/products/${product.product_id}`, {
    headers: staff,
    data: { stock_quantity: 4 },
  });
  expect(restock.ok()).toBe(true);
  const token = await apiToken(request, customer);
  const [stocked] = await stockedProducts(request, 3, 1);
  const order = await placeOrderViaApi(request, token, customer, stocked!.product_id);
  const short = order.order_id.slice(0, 8).toUpperCase();

  // The server's sender writes them as .eml files (no SMTP_URL): wait until both are SENT.
  const sent = async () => {
    const res = await request.get('/api/admin/mail', {
      headers: staff,
      params: { status: 'SENT', limit: 100 },
    });
    const body = (await res.json()) as { data: { content: { subject: string }[] } };
    return body.data.content.map((m) => m.subject);
  };
  await expect
    .poll(sent)
    .toEqual(expect.arrayContaining([`Back in stock: ${name}`, expect.stringContaining(short)]));

  // Staff see them in the outbox screen.
  await signInAs(page, ADMIN);
  await page.goto('/admin/mail?status=SENT');
  await expect(page.getByText(`Back in stock: ${name}`)).toBeVisible();
  await expect(page.getByText(`Order #${short} placed`, { exact: false })).toBeVisible();
  await expectAccessible(page);

  // Render the placed mail's HTML in Chromium and keep a screenshot of it.
  const dir = path.join(dataDir(), 'outbox');
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.eml'));
  let html = '';
  for (const f of files) {
    const mail = await simpleParser(fs.readFileSync(path.join(dir, f)));
    if (mail.subject?.startsWith(`Order #${short} placed`) && mail.html) html = mail.html;
  }
  expect(html).toContain(`Order #${short}`);
  // A blank page of its own (a mail has no favicon, and the store's origin is not its home).
  const mailPage = await page.context().newPage();
  await mailPage.setViewportSize({ width: 700, height: 1100 });
  await mailPage.setContent(html);
  await expect(mailPage.getByRole('heading', { name: /Thank you for your order/ })).toBeVisible();
  await mailPage.screenshot({
    path: path.join(repoRoot, '.tmp', 'mail-order-placed.png'),
    fullPage: true,
  });
  await mailPage.setViewportSize({ width: 390, height: 844 });
  await mailPage.screenshot({
    path: path.join(repoRoot, '.tmp', 'mail-order-placed-phone.png'),
    fullPage: true,
  });
  await mailPage.close();
});
