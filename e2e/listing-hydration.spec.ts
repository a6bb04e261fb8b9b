// The listings hydrate the server's HTML as it is (docs/decisions/262): React keeps every
// element the server sent (a hydration mismatch would make it throw the server's HTML away and
// render the page again on the client, a long task on a phone) and the first screen asks the API
// for no data (a query the server did not put in the page's data block, e.g. under another
// key for the "all" category, would be fetched and the page rendered again). The fixture fails
// on any console or page error, React's hydration errors included.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { catalogueJourney } from './support/catalogue';

/** Remembers, before any script of the page runs, the elements the server rendered. */
async function rememberServerElements(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      Object.assign(window, {
        serverElements: root?.hasAttribute('data-ssr') ? [...root.querySelectorAll('*')] : [],
      });
    });
  });
}

/** The page is live: the toaster mounts in an effect, after hydration. */
async function hydrated(page: Page) {
  await expect(page.getByLabel(/Notifications/)).toBeAttached();
}

test.describe('listings hydrate the server HTML as sent', () => {
  test('maker, category-maker and category listings: every server element kept, no data call', async ({
    page,
    request,
  }) => {
    const { category, maker } = await catalogueJourney(request);
    await rememberServerElements(page);
    const calls: string[] = [];
    page.on('request', (r) => {
      const { pathname, search } = new URL(r.url());
      if (pathname.startsWith('/api/') && !pathname.startsWith('/api/images/'))
        calls.push(pathname + search);
    });

    for (const url of [
      `/products/all/${maker.slug}`,
      `/products/${category.slug}/${maker.slug}`,
      `/category/${category.slug}`,
      `/products/${category.slug}/all`,
    ]) {
      calls.length = 0;
      await page.goto(url);
      await hydrated(page);
      // an effect's fetch after hydration would have started by now; let it show
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main article').first()).toBeVisible();
      const { kept, total } = await page.evaluate(() => {
        const sent = (window as unknown as { serverElements: Element[] }).serverElements;
        return { kept: sent.filter((el) => el.isConnected).length, total: sent.length };
      });
      expect(total, `${url}: elements rendered by the server`).toBeGreaterThan(100);
      expect(kept, `${url}: server elements kept by hydration`).toBe(total);
      expect(calls, `${url}: data asked for on the first screen`).toEqual([]);
    }
  });
});
