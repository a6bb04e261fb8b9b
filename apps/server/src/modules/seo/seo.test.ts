// robots.txt and the sitemap (decisions.md › Found by search engines and shared links;
// docs/decisions/261): absolute addresses from PUBLIC_URL, every active product, category and
// maker, the fixed pages; an index above 50,000 addresses (a 60,000-product catalogue); kept in
// step with staff edits; a product's picture at an address that does not expire.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSearchResult } from '@store/contract';
import type { TestApp } from '../../../test/helpers';
import { execute, get, seededApp } from '../catalogue/catalogue.test-support';
import { catalogueCacheOf } from '../catalogue/storefront/catalogue-cache';
import { buildSitemap, SITEMAP_MAX_URLS } from './sitemap';

const PUBLIC_URL = 'https://tools.example.in';
let t: TestApp;
beforeAll(async () => {
  t = await seededApp({ PUBLIC_URL });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps crawlers out of staff, account, cart, checkout and the API, and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    for (const path of ['/admin', '/account', '/cart', '/checkout', '/api/'])
      expect(res.body).toContain(`Disallow: ${path}\n`);
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('sitemap.xml lists home, the policy pages, every category, maker and active product with lastmod', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const urls = locs(res.body);
    for (const path of [
      '/',
      '/about',
      '/contact',
      '/terms',
      '/privacy',
      '/returns',
      '/shipping',
      '/grievance',
    ])
      expect(urls).toContain(`${PUBLIC_URL}${path}`);
    const products = (await get<ProductSearchResult>(t, '/api/products/search?limit=100')).data;
    expect(urls.filter((u) => u.includes('/product/'))).toHaveLength(products.total_elements);
    for (const p of products.content) expect(urls).toContain(`${PUBLIC_URL}/product/${p.slug}`);
    const cats = (await get<{ content: { slug: string }[] }>(t, '/api/categories/active')).data;
    for (const c of cats.content) expect(urls).toContain(`${PUBLIC_URL}/category/${c.slug}`);
    expect(urls.every((u) => u.startsWith(`${PUBLIC_URL}/`))).toBe(true);
    expect(res.body.match(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/g)?.length).toBe(
      urls.length,
    );
  });

  it('follows staff edits: a product taken off sale leaves the sitemap', async () => {
    const product = (await get<ProductSearchResult>(t, '/api/products/search?limit=1')).data
      .content[0]!;
    const before = locs((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    expect(before).toContain(`${PUBLIC_URL}/product/${product.slug}`);
    await execute(t, sql`update products set is_active = false where slug = ${product.slug}`);
    // a staff write sends NOTIFY catalogue_changed, which drops what the catalogue remembers
    catalogueCacheOf(t.ctx).invalidate();
    const after = locs((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    expect(after).not.toContain(`${PUBLIC_URL}/product/${product.slug}`);
    expect(after).toHaveLength(before.length - 1);
    await execute(t, sql`update products set is_active = true where slug = ${product.slug}`);
    catalogueCacheOf(t.ctx).invalidate();
  });

  it('a 60,000-product catalogue: sitemap.xml is an index of two sitemaps, 50,000 addresses at most each', async () => {
    await execute(
      t,
      sql`insert into products (name, slug, sku, sku_norm, manufacturer_id, price_paise)
          select 'Bulk item ' || g, 'bulk-item-' || g, 'BULK-' || g, 'BULK' || g,
                 (select id from manufacturers where is_active order by name limit 1), 10000
            from generate_series(1, 60000) g`,
    );
    catalogueCacheOf(t.ctx).invalidate();
    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toMatch(
      /<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(locs(index.body)).toEqual([
      `${PUBLIC_URL}/sitemap-1.xml`,
      `${PUBLIC_URL}/sitemap-2.xml`,
    ]);
    const first = await t.app.inject({ method: 'GET', url: '/sitemap-1.xml' });
    const second = await t.app.inject({ method: 'GET', url: '/sitemap-2.xml' });
    expect(first.statusCode).toBe(200);
    const a = locs(first.body);
    const b = locs(second.body);
    expect(a).toHaveLength(SITEMAP_MAX_URLS);
    expect(b.length).toBeGreaterThan(10_000);
    expect(new Set([...a, ...b]).size).toBe(a.length + b.length);
    expect([...a, ...b]).toContain(`${PUBLIC_URL}/product/bulk-item-60000`);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap-3.xml' })).statusCode).toBe(404);
    await execute(t, sql`delete from products where slug like 'bulk-item-%'`);
    catalogueCacheOf(t.ctx).invalidate();
  }, 120_000);

  it('buildSitemap splits at the limit and escapes addresses', () => {
    const urls = Array.from({ length: 5 }, (_, i) => ({ loc: `${PUBLIC_URL}/p?a=${i}&b` }));
    const built = buildSitemap(PUBLIC_URL, urls, 2);
    expect(built.parts).toHaveLength(3);
    expect(built.parts[0]).toContain('<loc>https://tools.example.in/p?a=0&amp;b</loc>');
    expect(buildSitemap(PUBLIC_URL, urls, 5).parts).toHaveLength(0);
  });
});

describe("a product's picture at a stable address", () => {
  it('redirects to a freshly signed picture URL; an unknown product is a 404 envelope', async () => {
    const product = (
      await get<ProductSearchResult>(t, '/api/products/search?limit=20')
    ).data.content.find((p) => p.thumbnail_src)!;
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${product.slug}/picture` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/api\/images\/.+\?exp=\d+&sig=/);
    const picture = await t.app.inject({ method: 'GET', url: res.headers.location! });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\//);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/products/no-such-thing/picture',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false });
  });
});
