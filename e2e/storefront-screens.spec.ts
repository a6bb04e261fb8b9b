import path from 'node:path';
import { test } from './fixtures';
import { registerCustomer, signInAs } from './support/auth';
import { apiToken, placeOrderViaApi, stockedProducts } from './support/orders';

/**
 * Screenshots of the screens issue 13 changed, phone and desktop, light and dark, for a
 * person to look at (not an assertion). Run with SHOTS=1; they land in .tmp/shots/.
 */
test.skip(!process.env.SHOTS, 'screenshots only on request (SHOTS=1)');
// The last shot adds to a cart already at the stock limit: the server's 409 is expected.
test.use({ allowConsoleErrors: [/status of 409/] });

const out = (name: string) => path.resolve(import.meta.dirname, '..', '.tmp/shots', `${name}.png`);

for (const theme of ['light', 'dark'] as const) {
  for (const [device, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 900 }],
  ] as const) {
    test(`screens: ${device} ${theme}`, async ({ page, request }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const customer = await registerCustomer(request, 'Screen Shot');
      const [product, other] = await stockedProducts(request, 10, 2);
      const token = await apiToken(request, customer);
      const kept = await placeOrderViaApi(request, token, customer, other!.product_id, 1);
      const gone = await placeOrderViaApi(request, token, customer, product!.product_id, 1);
      await request.put(`/api/orders/${gone.order_id}/cancel?remarks=Test`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await request.post('/api/cart/items', {
        headers: { authorization: `Bearer ${token}` },
        data: { product_id: product!.product_id, quantity: 1, cart_type: 'CART' },
      });
      await signInAs(page, customer);
      const shot = async (name: string, full = false) => {
        await page.screenshot({ path: out(`${name}-${device}-${theme}`), fullPage: full });
      };

      await page.goto('/');
      await page.getByRole('navigation', { name: 'Popular categories' }).waitFor();
      await shot('home');
      await page.goto('/search-results?q=drill');
      await page.getByRole('region', { name: 'Products' }).getByRole('article').first().waitFor();
      await shot('search');
      const oos = (
        (await (await request.get('/api/products/search?limit=100')).json()) as {
          data: { content: { slug: string; in_stock: boolean }[] };
        }
      ).data.content.find((p) => !p.in_stock);
      if (oos) {
        await page.goto(`/product/${oos.slug}`);
        await page.getByTestId('out-of-stock').waitFor();
        await shot('out-of-stock');
      }
      await page.goto(`/product/${product!.slug}`);
      const qty = page.getByRole('textbox', { name: /^Quantity of/ });
      await qty.fill('999');
      await qty.press('Enter');
      await page
        .getByRole('status')
        .filter({ hasText: /Only \d+ in stock/ })
        .waitFor();
      await shot('product-stock-limit');
      await page.goto('/cart');
      const line = page.getByRole('textbox', { name: /^Quantity of/ }).first();
      await line.fill('999');
      await line.press('Enter');
      await page
        .getByRole('status')
        .filter({ hasText: /Only \d+ in stock/ })
        .waitFor();
      await shot('cart-stock-limit');
      await page.goto('/checkout');
      await page.getByRole('group', { name: 'Deliver to a saved address' }).waitFor();
      await shot('checkout');
      await page
        .getByRole('combobox', { name: /state/i })
        .evaluate((el) => el.scrollIntoView({ block: 'end' }));
      await shot('checkout-state');
      await page.goto(`/orders/${kept.order_id}`);
      await page.getByRole('region', { name: 'Delivery Information' }).waitFor();
      await page
        .getByRole('region', { name: 'Delivery Information' })
        .evaluate((el) => el.scrollIntoView({ block: 'end' }));
      await shot('order-delivery');
      await page.goto('/orders');
      await page
        .getByRole('button', { name: /Order Again/ })
        .first()
        .waitFor();
      await shot('orders');
      await page.goto('/profile');
      await page
        .getByRole('region', { name: 'Saved addresses' })
        .getByText(/Bengaluru/)
        .first()
        .waitFor();
      await page.getByRole('region', { name: 'Saved addresses' }).scrollIntoViewIfNeeded();
      await shot('profile-addresses');
      await page.goto('/about');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await shot('footer');
      await page.goto(`/product/${product!.slug}`);
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
      await page.locator('[data-sonner-toast]').first().waitFor();
      await shot('toast');
    });
  }
}
