import { expect, expectAccessible, test } from './fixtures';

// Page Not Found answers HTTP 404 (decisions.md › Found by search engines): the browser logs
// the document's status.
test.use({ allowConsoleErrors: [/status of 404/] });

test('home loads, the theme survives a reload, unknown paths show Page Not Found', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Enquire on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/91\d{10}/,
  );
  await expectAccessible(page);

  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  await page.getByRole('button', { name: /Switch to (dark|light) theme/ }).click();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
    .toBe(!dark);
  const stored = await page.evaluate(() => localStorage.getItem('theme'));
  expect(stored).toBe(dark ? 'light' : 'dark');
  await page.reload();
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
    !dark,
  );

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('about and contact show company details but no e-mail address', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Contact', level: 1 })).toBeVisible();
  await expect(page.getByText(/GSTIN/).first()).toBeVisible();
  expect(await page.locator('main').innerText()).not.toMatch(/@/);
  await expectAccessible(page);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
});
