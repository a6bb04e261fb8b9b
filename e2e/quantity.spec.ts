import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, expect, expectAccessible, test } from './fixtures';
import { registerCustomer, signInAs } from './support/auth';
import { ADDRESS, apiToken, staffSetStatus } from './support/orders';
import { pdfText } from './support/pdf';

/** Buying in quantity (decisions.md › Buying in quantity): slabs, and quick order by part number. */

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

interface Envelope<T> {
  data: T;
}

/** A product of its own, ₹450 each, ₹420 from 10, ₹399 from 50, made through the staff API. */
async function slabbedProduct(request: APIRequestContext, adminToken: string) {
  const headers = { authorization: `Bearer ${adminToken}` };
  const first = async (kind: 'manufacturers' | 'categories') => {
    const res = await request.get(`/api/admin/${kind}`, { headers, params: { limit: 1 } });
    return ((await res.json()) as Envelope<{ content: Record<string, string>[] }>).data.content[0]!;
  };
  const maker = await first('manufacturers');
  const category = await first('categories');
  const tag = `${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`;
  const res = await request.post('/api/admin/products', {
    headers,
    data: {
      name: `Zirconia Flap Disc 100mm P60 ${tag}`,
      sku: `E2E-FD-${tag}`,
      manufacturer_id: maker.manufacturer_id,
      category_ids: [category.category_id],
      price: 450,
      stock_quantity: 500,
      gst_rate: 18,
      hsn_code: '6805',
      price_slabs: [
        { min_quantity: 10, price: 420 },
        { min_quantity: 50, price: 399 },
      ],
    },
  });
  if (res.status() !== 201) throw new Error(`create product: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as Envelope<{ product_id: string; slug: string; name: string }>).data;
}

test('a buyer sees the slab table, sets 50, pays the slab price in the cart and on the tax invoice', async ({
  page,
  request,
}) => {
  test.slow();
  const adminToken = await apiToken(request, ADMIN);
  const product = await slabbedProduct(request, adminToken);
  const customer = await registerCustomer(request, 'Meera Iyer');
  await signInAs(page, customer);

  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const slabs = page.getByRole('region', { name: 'Price for quantity' });
  await expect(slabs.getByRole('row', { name: '1-9 ₹450' })).toBeVisible();
  await expect(slabs.getByRole('row', { name: '10-49 ₹420 each' })).toBeVisible();
  await expect(slabs.getByRole('row', { name: '50+ ₹399 each' })).toBeVisible();
  await expect(slabs.getByRole('row', { name: '1-9 ₹450' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expectAccessible(page);

  // 50: the price follows the quantity (typed once the app is live)
  await page.waitForFunction(
    () => (window as { __earlyInput?: { live: boolean } }).__earlyInput?.live === true,
  );
  const quantity = page.getByRole('textbox', { name: `Quantity of ${product.name}` });
  await quantity.fill('50');
  await quantity.press('Enter');
  await expect(slabs.getByRole('row', { name: '50+ ₹399 each' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(slabs).toContainText('50 × ₹399 = ₹19,950.00');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(toast(page, `${product.name} added to cart`)).toBeVisible();

  // the cart: the line at ₹399 each
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  const lines = page.getByRole('region', { name: 'Cart items' });
  await expect(lines.getByRole('textbox', { name: `Quantity of ${product.name}` })).toHaveValue(
    '50',
  );
  await expect(lines).toContainText('₹399.00 each');
  await expect(lines).toContainText('₹19,950.00');
  // 45: back to ₹420, and the next slab is close
  const line = lines.getByRole('textbox', { name: `Quantity of ${product.name}` });
  await line.fill('45');
  await line.press('Enter');
  await expect(lines).toContainText('₹420.00 each');
  await expect(lines).toContainText('Add 5 more to pay ₹399.00 each (save ₹1,050.00)');
  await line.fill('50');
  await line.press('Enter');
  await expect(lines).toContainText('₹399.00 each');
  await expectAccessible(page);

  // the order (through the API, the checkout form has its own journey) and its tax invoice
  const token = await apiToken(request, customer);
  const auth = { authorization: `Bearer ${token}` };
  const cart = (
    (await (await request.get('/api/cart/CART', { headers: auth })).json()) as Envelope<{
      cart_id: string;
      total_amount: number;
    }>
  ).data;
  expect(cart.total_amount).toBe(19_950);
  const placed = await request.post('/api/orders', {
    headers: { ...auth, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      cart_id: cart.cart_id,
      customer_name: customer.name,
      phone_number: customer.phone,
      ...ADDRESS,
    },
  });
  expect(placed.status()).toBe(201);
  const order = ((await placed.json()) as Envelope<{ order_id: string }>).data;
  await staffSetStatus(request, adminToken, order.order_id, 'CONFIRMED');
  await staffSetStatus(request, adminToken, order.order_id, 'SHIPPED');
  await page.goto(`/orders/${order.order_id}`);
  await expect(page.getByText('₹399.00 each').first()).toBeVisible();
  const pdf = await request.get(`/api/orders/${order.order_id}/invoice`, { headers: auth });
  expect(pdf.status()).toBe(200);
  const text = await pdfText(await pdf.body());
  expect(text).toContain('TAX INVOICE');
  // the rate to the paisa; the taxable value is the figure that adds up (decision 311)
  expect(text).toContain(' 50 piece 338.14 16,906.78 18% ');
  expect(text).toContain('Invoice total ₹19,950.00');
});

test('a quick order of 20 pasted lines with 2 bad ones adds the 18 good ones', async ({
  page,
  request,
}) => {
  test.slow();
  const customer = await registerCustomer(request, 'Arjun Nair');
  // 18 demo products sold one at a time, in stock
  const res = await request.get('/api/products/search', {
    params: { inStock: 'true', limit: 100 },
  });
  const all = (
    (await res.json()) as Envelope<{
      content: { sku: string; pack_size: number; min_order_qty: number }[];
    }>
  ).data.content;
  const singles = all.filter((p) => p.pack_size === 1 && p.min_order_qty === 1);
  for (let i = singles.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [singles[i], singles[j]] = [singles[j]!, singles[i]!];
  }
  const picked = singles.slice(0, 18);
  expect(picked).toHaveLength(18);
  const pasted = picked.map((p, i) =>
    i % 3 === 0
      ? `${p.sku}, 1`
      : i % 3 === 1
        ? `${p.sku}\t1`
        : `${p.sku.toLowerCase().replace(/-/g, ' ')} 1`,
  );
  pasted.splice(4, 0, 'NO-SUCH-PART-42, 2');
  pasted.push(`${picked[0]!.sku}, ten`);
  await signInAs(page, customer);
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Quick Order' })
    .click();
  await expect(page).toHaveURL(/\/quick-order$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Quick Order' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Part numbers and quantities' }).fill(pasted.join('\n'));
  await page.getByRole('button', { name: 'Check lines' }).click();
  await expect(page.getByRole('heading', { name: '18 of 20 lines ready' })).toBeVisible();
  const rejected = page.locator('[data-status="rejected"]');
  await expect(rejected).toHaveCount(2);
  await expect(rejected.nth(0)).toContainText('Line 5');
  await expect(rejected.nth(0)).toContainText('No product has this part number');
  await expect(rejected.nth(1)).toContainText('Line 20');
  await expect(rejected.nth(1)).toContainText('Quantity must be a whole number');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(toast(page, '18 lines added to cart')).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Cart (18 items)' }),
  ).toBeVisible();
  // the two bad lines stay to be corrected
  await expect(page.getByRole('textbox', { name: 'Part numbers and quantities' })).toHaveValue(
    `NO-SUCH-PART-42, 2\n${picked[0]!.sku}, ten`,
  );
  await page.getByRole('link', { name: 'Go to cart' }).click();
  await expect(page.getByRole('region', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(
    18,
  );
});
