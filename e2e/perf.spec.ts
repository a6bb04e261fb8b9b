// The first screen arrives with the HTML (docs/decisions/130, 132 and 140): the storefront
// screens are rendered on the server, no picture waterfall, the largest picture above the fold
// loads at once with high priority, the rest stay lazy; the page then hydrates without a
// mismatch (the fixture fails on any console or page error, React's hydration errors included).
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { apiData, catalogueJourney, rupees } from './support/catalogue';
import { signedInWithProduct, stockedProducts } from './support/orders';

/** The page is live: the toaster mounts in an effect, after hydration, and loads after it. */
async function hydrated(page: Page) {
  await expect(page.getByLabel(/Notifications/)).toBeAttached();
}

test.describe('first paint', () => {
  test('a product page and a listing render from the HTML: no data or picture-address calls', async ({
    page,
    request,
  }) => {
    const { category } = await catalogueJourney(request);
    const listing = await apiData<{
      content: { slug: string; name: string; thumbnail_url: string | null }[];
    }>(request, `/products/search?categoryId=${category.category_id}`);
    const product = listing.content.find((p) => p.thumbnail_url)!;

    const calls: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/api/') && !path.startsWith('/api/images/')) calls.push(path);
    });

    await page.goto(`/product/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const main = page.getByRole('img', { name: product.name });
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    await expect(main).toHaveAttribute('loading', 'eager');
    await expect(main).toHaveAttribute('width', /\d+/);
    await expect(main).toHaveAttribute('src', /^\/api\/images\/.+\?exp=\d+&sig=/);
    await expect
      .poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(calls).not.toContain(`/api/products/${product.slug}`);
    expect(calls).not.toContain('/api/products/images');
    await expectAccessible(page);

    calls.length = 0;
    await page.goto(`/category/${category.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
    // The first row's pictures load at once; the rest stay lazy. Other journeys may add a
    // product without a picture to this category, so look card by card, not picture by picture.
    const cards = page.locator('main article');
    await expect(page.locator('main article img[fetchpriority="high"]').first()).toBeVisible();
    for (let i = 0; i < 3; i += 1) {
      const img = cards.nth(i).locator('img');
      if ((await img.count()) === 0) continue;
      if (i < 2) await expect(img).toHaveAttribute('fetchpriority', 'high');
      else {
        await expect(img).toHaveAttribute('loading', 'lazy');
        await expect(img).not.toHaveAttribute('fetchpriority', 'high');
      }
    }
    expect(calls).not.toContain('/api/products/search');
    expect(calls).not.toContain('/api/products/images');

    // Search results: the products' first row loads at once too (the server preloads it).
    await page.goto('/search-results?q=drill');
    await expect(page.locator('main article').first()).toBeVisible();
    const hits = page.locator('main article');
    for (let i = 0; i < 3; i += 1) {
      const img = hits.nth(i).locator('img');
      if ((await img.count()) === 0) continue;
      if (i < 2) {
        await expect(img).toHaveAttribute('fetchpriority', 'high');
        await expect(img).toHaveAttribute('loading', 'eager');
      } else await expect(img).toHaveAttribute('loading', 'lazy');
    }
  });
});

test.describe('server rendering and hydration', () => {
  test('a product page arrives as HTML (no JavaScript needed) and hydrates without errors', async ({
    page,
    request,
  }) => {
    const [product] = await stockedProducts(request, 1, 1);
    if (!product) throw new Error('no stocked product');
    const res = await request.get(`/product/${product.slug}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="root" data-ssr>');
    expect(html).toContain(product.name.replace(/&/g, '&amp;'));
    expect(html.replace(/\u00a0/g, ' ')).toContain(rupees(product.price).replace(/\u00a0/g, ' '));
    expect(html).toMatch(/<img [^>]*fetchPriority="high"/);

    await page.goto(`/product/${product.slug}`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    // a guest's Add to Cart asks to sign in: the button is live
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
    await expect(page).toHaveURL(/\/login/);
  });

  test('a signed-in customer sees their name and adds to the cart after hydration', async ({
    page,
    request,
  }) => {
    const { customer, product } = await signedInWithProduct(page, request, 'Meera Hydrate');
    await page.goto(`/product/${product.slug}`);
    await hydrated(page);
    // the server rendered a guest; the stored session comes with hydration
    await expect(page.getByRole('link', { name: 'Cart', exact: true })).toHaveAttribute(
      'href',
      '/cart',
    );
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu')).toContainText(customer.name);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
    await expect(page.getByText(`${product.name} added to cart`)).toBeVisible();
    await expect(page.getByRole('link', { name: /^Cart \(1 item\)$/ })).toBeVisible();
  });

  test('a tap and typing made before the JavaScript arrives are kept and acted on', async ({
    page,
    request,
  }) => {
    const { product } = await signedInWithProduct(page, request, 'Ravi Early');
    // the app's entry is held back until the customer has acted
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`/product/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
    await page
      .getByRole('combobox', { name: /Search products/ })
      .first()
      .fill('grinder');
    // nothing is live yet: no toast, the session's cart link has not come
    await expect(page.getByLabel(/Notifications/)).not.toBeAttached();
    release();
    await hydrated(page);
    await expect(page.getByText(`${product.name} added to cart`)).toBeVisible();
    await expect(page.getByRole('link', { name: /^Cart \(1 item\)$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear search' }).first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: /Search products/ }).first()).toHaveValue(
      'grinder',
    );
  });

  test('a listing and search results hydrate; the router works after hydration', async ({
    page,
    request,
  }) => {
    const { category } = await catalogueJourney(request);
    await page.goto(`/category/${category.slug}`);
    await hydrated(page);
    // every picture in view shows: one that loaded before hydration (its load event came
    // before React listened) must not stay faded out
    const pictures = page.locator('main article img');
    await expect(pictures.first()).toBeVisible();
    for (const i of [0, 1, 2, 3]) await expect(pictures.nth(i)).toHaveCSS('opacity', '1');
    const first = page.locator('main article').first();
    const name = (await first.getByRole('heading').first().textContent())!.trim();
    await first.getByRole('link', { name }).first().click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    await page.goto('/search-results?q=drill');
    await hydrated(page);
    await expect(page.locator('main article').first()).toBeVisible();
    await expectAccessible(page);
  });

  test('the storefront screens break no Content-Security-Policy rule (zod runs jitless)', async ({
    page,
    request,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const { category } = await catalogueJourney(request);
    // the sign-in and registration screens load the contract's schemas (zod builds its object
    // parsers as the module loads: without jitless it probes `new Function`)
    for (const url of [
      `/category/${category.slug}`,
      '/search-results?q=drill',
      '/login',
      '/register',
    ]) {
      await page.goto(url);
      await hydrated(page);
      await expect(page.locator('main h1').first()).toBeVisible();
      const violations = await page.evaluate(
        () => (window as unknown as { cspViolations: string[] }).cspViolations,
      );
      expect(violations, url).toEqual([]);
    }
  });
});
