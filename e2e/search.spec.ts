import type { Page } from '@playwright/test';
import { ADMIN, expect, expectAccessible, test } from './fixtures';
import { signInAs } from './support/auth';

/**
 * Search as buyers type it (issue 32): the results page says which words it shows results
 * for when a word matched nothing, with the listing's filters and sorts; staff add a trade
 * synonym in the console and search reads it at once.
 */
const searchBox = (page: Page) =>
  page.getByRole('combobox', { name: 'Search products, brands and categories' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' });

test('"bosh drill": No results for it, showing results for "drill", sorted and filtered', async ({
  page,
}) => {
  await page.goto('/');
  await searchBox(page).fill('bosh drill');
  await suggestions(page).getByRole('option', { name: 'See All Results' }).click();
  await expect(page).toHaveURL('/search-results?q=bosh+drill');
  await expect(page.getByRole('status').filter({ hasText: 'Showing results for' })).toHaveText(
    "No results for 'bosh drill'. Showing results for 'drill'",
  );
  const listing = page.getByRole('region', { name: 'Search matches' });
  const cards = listing.locator('article');
  await expect(cards.first()).toBeVisible();
  for (const name of await cards.getByRole('heading').allTextContents()) {
    expect(name).toMatch(/drill/i);
  }
  await expectAccessible(page);

  // the listing's sorts and filters, kept in the URL
  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  await page.getByRole('checkbox', { name: 'In stock only' }).check();
  await expect(page).toHaveURL(/inStock=1/);
  await expect(listing.getByText('Out of stock')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Showing results for' })).toBeVisible();

  // a joined word is read as the catalogue's two words: no notice
  await page.goto('/search-results?q=anglegrinder');
  await expect(cards.first()).toContainText('Angle Grinder');
  await expect(page.getByText('Showing results for')).toHaveCount(0);
});

test('staff add a trade synonym; search reads it at once; removing it undoes it', async ({
  page,
}) => {
  const word = 'shikanja'; // what many workshops call a bench vice
  await signInAs(page, ADMIN);
  await page.goto('/admin/search-synonyms');
  await expect(page.getByRole('heading', { name: 'Search synonyms', level: 2 })).toBeVisible();
  // the shipped trade synonyms are listed
  await expect(page.getByRole('cell', { name: 'rod · electrode' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Phrases').fill(`${word}, bench vice`);
  await page.getByRole('button', { name: 'Add synonym' }).click();
  await expect(page.getByRole('cell', { name: `${word} · bench vice` })).toBeVisible();

  await page.goto(`/search-results?q=${word}`);
  const cards = page.getByRole('region', { name: 'Search matches' }).locator('article');
  await expect(cards.first()).toContainText('Bench Vice');
  await expect(page.getByText('Showing results for')).toHaveCount(0);

  await page.goto('/admin/search-synonyms');
  await page.getByRole('button', { name: `Remove ${word}, bench vice` }).click();
  await expect(page.getByRole('cell', { name: `${word} · bench vice` })).toHaveCount(0);
  await page.goto(`/search-results?q=${word}`);
  await expect(page.getByText('No matches found')).toBeVisible();
});
