import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import {
  apiData,
  catalogueJourney,
  productWithPartNumber,
  type ProductInfo,
} from './support/catalogue';

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const searchBox = (page: Page) =>
  page.getByRole('combobox', { name: 'Search products, brands and categories' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' });

/** The product page shows the spec's parts for this product. */
async function expectProductPage(page: Page, product: { name: string; sku: string }) {
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  // the title names the product, its maker and part number (decisions §20)
  await expect(page).toHaveTitle(
    new RegExp(`^${escapeRe(product.name)} \\(.+ ${escapeRe(product.sku)}\\) – `),
  );
  await expect(page.getByText(/^Includes ₹[\d,]+\.\d\d GST \(\d+(\.\d+)?%\)$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Specifications' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'HSN code' })).toBeVisible();
  await expect(page.getByText(/^(In stock|Out of stock)$/).first()).toBeVisible();
  const enquiry = page.getByRole('link', { name: 'Enquire about this product' });
  const href = decodeURIComponent((await enquiry.getAttribute('href')) ?? '');
  expect(href).toMatch(/^https:\/\/wa\.me\/91\d{10}\?text=/);
  expect(href).toContain(product.name);
  expect(href).toContain(`SKU: ${product.sku}`);
}

test.describe('browsing the catalogue', () => {
  test('home → category → maker → product, with filters and sort kept in the URL', async ({
    page,
    request,
  }) => {
    const { category, maker } = await catalogueJourney(request);

    await page.goto('/');
    const categories = page.locator('#categories');
    const categoryLink = categories.getByRole('link', {
      name: new RegExp(`^${escapeRe(category.name)}`),
    });
    await expect(categoryLink).toHaveAttribute('href', `/manufacturers/${category.category_id}`);
    await expect(
      page.getByRole('list', { name: 'Companies' }).getByRole('link').first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(page.getByRole('link', { name: 'Read more about us' })).toHaveAttribute(
      'href',
      '/about',
    );
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Explore Products' }).click();
    await expect(page.getByRole('heading', { name: 'Product Categories' })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Product Categories' })).toBeInViewport();

    await categoryLink.click();
    await expect(page).toHaveURL(`/manufacturers/${category.category_id}`);
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
    await expect(page).toHaveTitle(`${category.name} manufacturers – Bangalore Tool Works`);
    const makerLink = page.getByRole('main').getByRole('link').filter({ hasText: maker.name });
    await expect(makerLink).toHaveAttribute(
      'href',
      `/products/${category.category_id}/${maker.manufacturer_id}`,
    );
    await expectAccessible(page);

    await makerLink.click();
    await expect(page).toHaveURL(`/products/${category.category_id}/${maker.manufacturer_id}`);
    await expect(page.getByRole('heading', { level: 1, name: maker.name })).toBeVisible();
    await expect(page.getByText(/^Showing 1–\d+ of \d+ products$/)).toBeVisible();
    await expectAccessible(page);

    // Filters and sort live in the URL and survive a reload.
    await page.getByLabel('In stock only').check();
    await expect(page).toHaveURL(/[?&]inStock=1/);
    await page.getByLabel('Sort by').selectOption('price_asc');
    await expect(page).toHaveURL(/[?&]sort=price_asc/);
    await page.reload();
    await expect(page.getByLabel('In stock only')).toBeChecked();
    await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
    const expected = await apiData<{ content: ProductInfo[]; total_elements: number }>(
      request,
      `/products/search?categoryId=${category.category_id}&manufacturerId=${maker.manufacturer_id}&inStock=true&sort=price_asc&limit=24`,
    );
    const first = expected.content[0];
    if (!first) throw new Error('no product in stock for this journey');
    const cards = page.getByRole('main').locator('article');
    await expect(cards).toHaveCount(expected.content.length);
    await expect(cards.first().getByRole('heading')).toHaveText(first.name);
    await expect(page.getByText(`of ${expected.total_elements} products`)).toBeVisible();

    await cards.first().getByRole('link', { name: first.name }).click();
    await expect(page).toHaveURL(`/product/${first.slug}`);
    await expectProductPage(page, first);
    await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Wishlist', exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test('the Product menu lists the categories and all makers are listed', async ({
    page,
    request,
  }) => {
    const { categories } = await catalogueJourney(request);
    await page.goto('/about');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Product' })
      .click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveCount(categories.length + 1);
    await expectAccessible(page);
    const last = categories[categories.length - 1]!;
    await menu.getByRole('menuitem', { name: new RegExp(`^${escapeRe(last.name)}`) }).click();
    await expect(page).toHaveURL(`/manufacturers/${last.category_id}`);
    await expect(page.getByRole('heading', { level: 1, name: last.name })).toBeVisible();

    const all = await apiData<{ content: { manufacturer_id: string; name: string }[] }>(
      request,
      '/manufacturers/active?index=0&limit=50&sortBy=displayOrder&sortDir=asc',
    );
    await page.goto('/companies/all');
    await expect(page.getByRole('heading', { level: 1, name: 'All manufacturers' })).toBeVisible();
    const grid = page.getByRole('list', { name: 'Manufacturers' }).getByRole('link');
    await expect(grid).toHaveCount(all.content.length);
    await expectAccessible(page);
    await grid.first().click();
    await expect(page).toHaveURL(`/products/all/${all.content[0]!.manufacturer_id}`);
    await expect(page.getByRole('heading', { level: 1, name: all.content[0]!.name })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('searching', () => {
  test('search dropdown → product page, by a part number typed with a space', async ({
    page,
    request,
  }) => {
    const product = await productWithPartNumber(request);
    const typed = product.sku.replace('-', ' ').toLowerCase();

    await page.goto('/');
    await searchBox(page).fill(typed);
    const list = suggestions(page);
    await expect(list.getByRole('group', { name: /Products/ })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Results for' })).toContainText(
      new RegExp(`Results for “${escapeRe(typed)}”.*\\d+ results? · [\\d.]+ ms`),
    );
    await expectAccessible(page);

    // The exact part number comes first: the arrow key reaches it and Enter opens it.
    await searchBox(page).press('ArrowDown');
    const active = await searchBox(page).getAttribute('aria-activedescendant');
    await expect(page.locator(`[id="${active}"]`)).toContainText(product.name);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(`/product/${product.slug}`);
    await expectProductPage(page, product);
    await expect(suggestions(page)).toHaveCount(0);
    await expectAccessible(page);

    // The same product by its part number in the URL, in any case and spacing.
    await page.goto(`/product/sku/${encodeURIComponent(typed)}`);
    await expectProductPage(page, product);
  });

  test('View All → results page, paged; See All Results; Escape closes; blank does nothing', async ({
    page,
  }) => {
    await page.goto('/');
    const box = searchBox(page);
    await box.fill('drill');
    const products = suggestions(page).getByRole('group', { name: /Products/ });
    const viewAll = products.getByRole('option', { name: /View All/ });
    await expect(viewAll).toBeVisible();
    await box.press('Escape');
    await expect(suggestions(page)).toHaveCount(0);
    await expect(box).toHaveValue('drill');
    await box.press('ArrowDown');
    await viewAll.click();
    await expect(page).toHaveURL('/search-results?q=drill&type=products');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Search results for “drill”' }),
    ).toBeVisible();
    await expect(box).toHaveValue('drill');
    await expect(page.getByRole('link', { name: /^Products/, exact: false })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const cards = page.getByRole('main').locator('article');
    await expect(cards).toHaveCount(24);
    await expectAccessible(page);
    await page
      .getByRole('navigation', { name: 'Result pages' })
      .getByRole('link', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL('/search-results?q=drill&type=products&page=2');
    await expect(cards.first()).toBeVisible();
    // the results are the listing now: page 1's cards, dimmed while page 2 loads, are gone
    const results = page.locator('main [data-listing-results]');
    await expect(results).toHaveAttribute('aria-busy', 'false');
    await expect(results).toHaveCSS('opacity', '1');
    await expectAccessible(page);

    await page.goto('/about');
    await box.fill('drill');
    await suggestions(page).getByRole('option', { name: 'See All Results' }).click();
    await expect(page).toHaveURL('/search-results?q=drill');
    await expect(page.getByRole('region', { name: 'Products' })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/about');
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL('/about');
    await box.fill('zzqxj');
    await expect(page.getByText('No matches found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search')).toBeVisible();
  });

  test("a brand's and a category's links go to pages that exist", async ({ page, request }) => {
    const { category, maker } = await catalogueJourney(request);
    await page.goto('/');
    await searchBox(page).fill(maker.name);
    const brand = suggestions(page)
      .getByRole('group', { name: /Brands/ })
      .getByRole('option', { name: new RegExp(`^${escapeRe(maker.name)}`) });
    await brand.click();
    await expect(page).toHaveURL(`/manufacturers/${maker.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: maker.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
    await expect(page.getByRole('main').locator('article').first()).toBeVisible();
    await expectAccessible(page);

    await searchBox(page).fill(category.name);
    await suggestions(page)
      .getByRole('group', { name: /Categories/ })
      .getByRole('option', { name: new RegExp(`^${escapeRe(category.name)}`) })
      .click();
    await expect(page).toHaveURL(`/category/${category.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
    await expect(page.getByRole('main').locator('article').first()).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('unknown catalogue pages', () => {
  // The 404 answers of the API are expected here.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('an unknown product or maker shows a friendly state, not a crash', async ({ page }) => {
    await page.goto('/product/no-such-product');
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/manufacturers/no-such-maker');
    await expect(page.getByRole('heading', { level: 1, name: 'Category not found' })).toBeVisible();
    await page.goto('/category/no-such-category');
    await expect(page.getByRole('heading', { level: 1, name: 'Category not found' })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('menu → category → maker → product, and search, without sideways scrolling', async ({
    page,
    request,
  }) => {
    const { category, maker } = await catalogueJourney(request);
    const fitsWidth = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    await page.goto('/');
    expect(await fitsWidth()).toBe(true);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('button', { name: 'Product' })
      .click();
    await page
      .getByRole('menu')
      .getByRole('menuitem', { name: new RegExp(`^${escapeRe(category.name)}`) })
      .click();
    await expect(page).toHaveURL(`/manufacturers/${category.category_id}`);
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
    expect(await fitsWidth()).toBe(true);
    await expectAccessible(page);

    await page.getByRole('main').getByRole('link').filter({ hasText: maker.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: maker.name })).toBeVisible();
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('In stock only').check();
    await expect(page).toHaveURL(/[?&]inStock=1/);
    await expect(page.getByRole('button', { name: /Filters|Hide filters/ })).toContainText('1');
    // the filtered answer has come: the earlier cards, dimmed while it loads, are gone
    const results = page.locator('main [data-listing-results]');
    await expect(results).toHaveAttribute('aria-busy', 'false');
    await expect(results).toHaveCSS('opacity', '1');
    expect(await fitsWidth()).toBe(true);
    await expectAccessible(page);

    const card = page.getByRole('main').locator('article').first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(await fitsWidth()).toBe(true);
    await expectAccessible(page);

    const product = await productWithPartNumber(request);
    await searchBox(page).fill(product.name);
    await suggestions(page)
      .getByRole('option', { name: new RegExp(`^${escapeRe(product.name)}`) })
      .first()
      .click();
    await expect(page).toHaveURL(`/product/${product.slug}`);
    await expectProductPage(page, product);
    expect(await fitsWidth()).toBe(true);
  });
});
