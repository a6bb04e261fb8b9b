import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { ADMIN, expect, expectAccessible, test } from './fixtures';
import { createStaffProduct } from './support/admin';
import { signInAs } from './support/auth';
import { rupees } from './support/catalogue';
import { apiToken } from './support/orders';

/*
 * The catalogue in bulk (decisions.md › The catalogue in bulk): staff export the catalogue,
 * change two prices in the file, check it (2 updates), apply it, and the product pages show
 * the new prices.
 */
test('staff export the catalogue, change two prices, check and apply the file', async ({
  page,
  request,
}) => {
  test.slow(); // a download, two uploads and a transaction on a busy machine
  // Two products of this journey's own, so journeys running beside it never change them.
  const adminToken = await apiToken(request, ADMIN);
  const stamp = Date.now().toString(36);
  const first = await createStaffProduct(request, adminToken, {
    name: `Bulk Bench Vice ${stamp}`,
    stock: 4,
    price: 2499,
  });
  const second = await createStaffProduct(request, adminToken, {
    name: `Bulk Pipe Wrench ${stamp}`,
    stock: 6,
    price: 1799,
  });

  await signInAs(page, ADMIN);
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { name: 'Products', level: 2 })).toBeVisible();

  // Export CSV: every product, UTF-8 with a BOM, the columns of §19
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = fs.readFileSync((await download.path())!);
  expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parse(file, { bom: true, columns: true }) as Record<string, string>[];
  expect(rows.length).toBeGreaterThan(300);
  const header = Object.keys(rows[0]!);
  expect(header.slice(0, 6)).toEqual(['sku', 'name', 'slug', 'maker', 'categories', 'price']);

  // Change two prices; keep only the rows being changed (the rest of the store is untouched)
  const mine = [first, second].map((p) => rows.find((r) => r.slug === p.slug)!);
  expect(mine.map((r) => r.price)).toEqual(['2499', '1799']);
  mine[0]!.price = '2249.50';
  mine[1]!.price = '1650';
  const edited = Buffer.from(stringify(mine, { header: true, columns: header, bom: true }));

  await page.getByRole('link', { name: 'Import CSV' }).click();
  await expect(page.getByRole('heading', { name: 'Import products', level: 2 })).toBeVisible();
  await page.getByLabel('CSV file').setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: edited,
  });
  await page.getByRole('button', { name: 'Check file' }).click();
  const counts = (label: string) =>
    page
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd');
  await expect(
    page.getByRole('heading', { name: 'Dry run: what the import would do' }),
  ).toBeVisible();
  await expect(counts('To update')).toHaveText('2');
  await expect(counts('To create')).toHaveText('0');
  await expect(counts('Errors')).toHaveText('0');
  const planned = page.getByRole('table', { name: 'Products the import changes' });
  await expect(planned.getByRole('row')).toHaveCount(3);
  await expect(planned).toContainText(mine[0]!.sku!);
  await expectAccessible(page);

  // The dry run changed nothing
  const priceOf = async (slug: string) =>
    ((await (await request.get(`/api/products/${slug}`)).json()) as { data: { price: number } })
      .data.price;
  expect(await priceOf(first.slug)).toBe(2499);

  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(
    page.getByRole('heading', { name: 'Imported: 0 created, 2 updated, 0 unchanged' }),
  ).toBeVisible();
  const done = page.getByRole('table', { name: 'Products imported' });
  await expect(done.getByRole('row').filter({ hasText: 'Updated' })).toHaveCount(2);
  await expect(done).toContainText('price');

  // The product pages show the new prices
  await page.goto(`/product/${first.slug}`);
  await expect(page.getByRole('heading', { name: first.name, level: 1 })).toBeVisible();
  await expect(page.getByText(rupees(2249.5)).first()).toBeVisible();
  await page.goto(`/product/${second.slug}`);
  await expect(page.getByText(rupees(1650)).first()).toBeVisible();
});
