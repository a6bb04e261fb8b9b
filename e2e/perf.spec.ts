// The first screen arrives with the HTML (docs/decisions/130 and 132): no picture waterfall,
// the largest picture above the fold loads at once with high priority, the rest stay lazy.
import { expect, expectAccessible, test } from './fixtures';
import { apiData, catalogueJourney } from './support/catalogue';

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
  });
});
