import { ADMIN, expect, test } from './fixtures';
import { registerCustomer, signInAs } from './support/auth';
import { apiToken } from './support/orders';

/**
 * Screenshots of the product page, the cart and quick order (phone and desktop, light and dark)
 * for review: only with SHOTS_DIR set (`SHOTS_DIR=/work/notes/shots npx playwright test ...`).
 */
const dir = process.env.SHOTS_DIR;
test.skip(!dir, 'screenshots only on request (SHOTS_DIR)');

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } };

test('product page, cart and quick order, phone and desktop, light and dark', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const adminToken = await apiToken(request, ADMIN);
  const flap = await request.get('/api/products/sku/MAFD-804');
  const disc = ((await flap.json()) as { data: { slug: string; product_id: string } }).data;
  const goggles = await request.get('/api/products/sku/NSSG-12');
  const gog = ((await goggles.json()) as { data: { product_id: string; sku: string } }).data;
  void adminToken;
  const customer = await registerCustomer(request, 'Shot Buyer');
  const token = await apiToken(request, customer);
  const auth = { authorization: `Bearer ${token}` };
  await request.post('/api/cart/items', {
    headers: auth,
    data: { product_id: disc.product_id, quantity: 8 },
  });
  await request.post('/api/cart/items', {
    headers: auth,
    data: { product_id: gog.product_id, quantity: 50 },
  });
  for (const scheme of ['light', 'dark'] as const) {
    for (const [name, viewport] of Object.entries(SIZES)) {
      const context = await browser.newContext({ viewport, colorScheme: scheme });
      const page = await context.newPage();
      await signInAs(page, customer);
      await page.evaluate((s) => localStorage.setItem('theme', s), scheme);
      await page.goto(`/product/${disc.slug}`);
      await expect(page.getByRole('region', { name: 'Price for quantity' })).toBeVisible();
      await page.waitForFunction(
        () => (window as { __earlyInput?: { live: boolean } }).__earlyInput?.live === true,
      );
      const q = page.getByRole('textbox', { name: /^Quantity of / });
      await q.fill('10');
      await q.press('Enter');
      await page.screenshot({
        path: `${dir}/25-product-${name}-${scheme}.png`,
        fullPage: name === 'phone',
      });
      await page.goto('/cart');
      await expect(page.getByRole('region', { name: 'Cart items' })).toBeVisible();
      await page.screenshot({ path: `${dir}/25-cart-${name}-${scheme}.png`, fullPage: true });
      await page.goto('/quick-order');
      await page.waitForFunction(
        () => (window as { __earlyInput?: { live: boolean } }).__earlyInput?.live === true,
      );
      await page
        .getByRole('textbox', { name: 'Part numbers and quantities' })
        .fill('MAFD-804, 20\nVWWE 259\t10\nnssg 12 50\nNO-SUCH-PART, 2\nGSSG13, ten\nRKRV-14, 12');
      await page.getByRole('button', { name: 'Check lines' }).click();
      await expect(page.getByRole('heading', { name: /lines ready/ })).toBeVisible();
      await page.screenshot({
        path: `${dir}/25-quick-order-${name}-${scheme}.png`,
        fullPage: true,
      });
      await context.close();
    }
  }
});
