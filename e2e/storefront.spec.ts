import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { registerCustomer, signInAs } from './support/auth';
import { ADDRESS, apiToken, placeOrderViaApi, stockedProducts } from './support/orders';

const PHONE = { width: 390, height: 844 };

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The floating enquiry button's box, or null when it is not shown. */
async function floatingBox(page: Page): Promise<Box | null> {
  const button = page.getByRole('link', { name: 'Enquire on WhatsApp' });
  if ((await button.count()) === 0 || !(await button.isVisible())) return null;
  return button.boundingBox();
}

/**
 * Scrolls `target` to the bottom edge of the screen (where a phone user meets it while
 * scrolling down, and where the floating button sits) and checks the button does not cover it.
 */
async function expectNotCovered(page: Page, target: Locator, what: string) {
  await target.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  const box = await target.boundingBox();
  expect(box, what).not.toBeNull();
  const floating = await floatingBox(page);
  if (floating)
    expect(overlaps(box!, floating), `${what} is under the floating button`).toBe(false);
}

test.describe('phones (390 px)', () => {
  test.use({ viewport: PHONE });

  test('nothing a customer needs sits under the floating button; toasts stay below the nav', async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request, 'Kiran Shetty');
    const [product, other] = await stockedProducts(request, 10, 2);
    const token = await apiToken(request, customer);
    const earlier = await placeOrderViaApi(request, token, customer, other!.product_id, 1);
    await signInAs(page, customer);

    // A toast (Add to Cart) appears below the navigation bar, never over it.
    await page.goto(`/product/${product!.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'added to cart' });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute('data-mounted', 'true');
    const nav = (await page.locator('[data-site-nav]').boundingBox())!;
    await expect
      .poll(async () => (await toast.boundingBox())!.y, { message: 'toast top below the nav' })
      .toBeGreaterThanOrEqual(nav.y + nav.height);

    // Checkout: the State field (and the rest of the form) is never under the button.
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expectNotCovered(page, page.getByRole('combobox', { name: /state/i }), 'State field');
    await expectNotCovered(page, page.getByRole('textbox', { name: /pincode/i }), 'Pincode field');

    // Order Details: the delivery card is never under the button.
    await page.goto(`/orders/${earlier.order_id}`);
    const delivery = page.getByRole('region', { name: 'Delivery Information' });
    await expect(delivery).toContainText(ADDRESS.city);
    await expectNotCovered(page, delivery, 'Delivery card');

    // Elsewhere the button stays, and the footer's last line is clear of it and of the edges.
    await page.goto('/about');
    // the screen itself first: a footer measured while the screen loads moves when it arrives
    await expect(page.getByRole('heading', { name: 'An engineering works first' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Enquire on WhatsApp' })).toBeVisible();
    const last = page.getByText(/Prices in Indian rupees, GST included\./);
    const lastLine = async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return last.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const r = range.getBoundingClientRect();
        return {
          box: { x: r.left, y: r.top, width: r.width, height: r.height },
          left: r.left,
          right: r.right,
          width: document.documentElement.clientWidth,
        };
      });
    };
    // scrolled to the very bottom (a page still settling is scrolled again)
    await expect
      .poll(
        async () => {
          const { box } = await lastLine();
          const floating = await floatingBox(page);
          return floating !== null && !overlaps(box, floating);
        },
        { message: "footer's last line under the button" },
      )
      .toBe(true);
    const text = await lastLine();
    expect(text.left).toBeGreaterThanOrEqual(12);
    expect(text.width - text.right).toBeGreaterThanOrEqual(12);
  });
});

test('dark theme: a disabled Order Again is dimmer than the enabled buttons', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request, 'Farah Khan');
  const [a, b] = await stockedProducts(request, 10, 2);
  const token = await apiToken(request, customer);
  const kept = await placeOrderViaApi(request, token, customer, a!.product_id, 1);
  const cancelled = await placeOrderViaApi(request, token, customer, b!.product_id, 1);
  const res = await request.put(`/api/orders/${cancelled.order_id}/cancel?remarks=Changed%20mind`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await signInAs(page, customer);
  await page.goto('/orders');
  const short = (id: string) => id.slice(0, 8).toUpperCase();
  const off = page
    .getByRole('article', { name: `Order #${short(cancelled.order_id)}` })
    .getByRole('button', { name: /Order Again/ });
  const on = page
    .getByRole('article', { name: `Order #${short(kept.order_id)}` })
    .getByRole('button', { name: /Order Again/ });
  const details = page
    .getByRole('article', { name: `Order #${short(kept.order_id)}` })
    .getByRole('link', { name: /View Details/ });
  await expect(off).toBeDisabled();
  await expect(on).toBeEnabled();

  /** Relative luminance of the button's face (its background composited over what is behind). */
  const faceLuminance = (l: Locator) =>
    l.evaluate((el) => {
      const parse = (c: string) => {
        const m = c.match(/[\d.]+/g)!.map(Number);
        return { r: m[0]!, g: m[1]!, b: m[2]!, a: m[3] ?? 1 };
      };
      const behind = (node: Element | null): { r: number; g: number; b: number } => {
        for (let n = node; n; n = n.parentElement) {
          const c = parse(getComputedStyle(n).backgroundColor);
          if (c.a > 0) return c;
        }
        return { r: 255, g: 255, b: 255 };
      };
      const s = getComputedStyle(el);
      const own = parse(s.backgroundColor);
      const under = behind(el.parentElement);
      const alpha = own.a * Number(s.opacity);
      const mix = (k: 'r' | 'g' | 'b') => own[k] * alpha + under[k] * (1 - alpha);
      const lin = (v: number) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(mix('r')) + 0.7152 * lin(mix('g')) + 0.0722 * lin(mix('b'));
    });
  const disabled = await faceLuminance(off);
  expect(disabled).toBeLessThan(await faceLuminance(on));
  expect(disabled).toBeLessThanOrEqual((await faceLuminance(details)) + 0.005);
});

test('search results: "All" shows every matching product as listing cards, page by page', async ({
  page,
  request,
}) => {
  const q = 'drill';
  const meta = (
    (await (await request.get(`/api/search?q=${q}`)).json()) as {
      data: { metadata: { total_products: number; total_results: number } };
    }
  ).data.metadata;
  expect(meta.total_products).toBeGreaterThan(24);
  await page.goto(`/search-results?q=${q}`);
  const products = page.getByRole('region', { name: 'Products' });
  await expect(products.getByRole('heading', { name: /Products/ })).toContainText(
    `(${meta.total_products.toLocaleString('en-IN')})`,
    { timeout: 30_000 },
  );
  const cards = products.getByRole('article');
  await expect(cards).toHaveCount(24);
  for (const card of (await cards.all()).slice(0, 8)) {
    await expect(card.getByText(/^(In stock|Out of stock)$/)).toBeVisible();
    await expect(
      card.getByRole('button', { name: /^Add to cart: .+$/ }).or(card.getByTestId('out-of-stock')),
    ).toBeVisible();
  }
  await expectAccessible(page);
  // Every match is reachable: the last page holds the rest.
  const lastPage = Math.ceil(meta.total_products / 24);
  await page.goto(`/search-results?q=${q}&page=${lastPage}`);
  await expect(products.getByRole('article')).toHaveCount(
    meta.total_products - (lastPage - 1) * 24,
  );
});

test('a repeat buyer checks out without typing: the saved address fills the form', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request, 'Suresh Patil');
  const [product, other] = await stockedProducts(request, 10, 2);
  const token = await apiToken(request, customer);
  await placeOrderViaApi(request, token, customer, other!.product_id, 1);
  await request.post('/api/cart/items', {
    headers: { authorization: `Bearer ${token}` },
    data: { product_id: product!.product_id, quantity: 1, cart_type: 'CART' },
  });
  await signInAs(page, customer);
  await page.goto('/checkout');
  const saved = page.getByRole('group', { name: 'Deliver to a saved address' });
  await expect(saved.getByRole('radio', { name: new RegExp(ADDRESS.city) })).toBeChecked();
  await expect(page.getByRole('textbox', { name: /street address/i })).toHaveValue(
    ADDRESS.street_address,
  );
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();

  // The profile lists it once (the same address twice is kept once), with Edit and Delete.
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Saved addresses' });
  const line = `${ADDRESS.street_address}, ${ADDRESS.city}, ${ADDRESS.state} - ${ADDRESS.pincode}`;
  await expect(card.getByText(line, { exact: true })).toHaveCount(1);
  const city = card.getByRole('textbox', { name: /city/i });
  // Once the profile itself has loaded (the screen settles), edit the address.
  await expect(page.getByText('This device')).toBeVisible();
  await card.getByRole('button', { name: /^Edit/ }).click();
  await expect(city).toBeEnabled();
  await city.fill('Tumakuru');
  await card.getByRole('button', { name: 'Save address' }).click();
  await expect(
    card.getByText(`${ADDRESS.street_address}, Tumakuru, ${ADDRESS.state} - ${ADDRESS.pincode}`, {
      exact: true,
    }),
  ).toBeVisible();
  await card.getByRole('button', { name: /^Delete/ }).click();
  await expect(card.getByText('No saved addresses yet', { exact: false })).toBeVisible();
});
