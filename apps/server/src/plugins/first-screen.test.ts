// index.html names the requested screen's chunks, its first picture and its data
// (docs/decisions/132).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, ProductDetail, ProductSearchResult } from '@store/contract';
import { buildApp } from '../app';
import type { App } from '../lib/fastify';
import type { TestApp } from '../../test/helpers';
import { get, seededApp } from '../modules/catalogue/catalogue.test-support';

let t: TestApp;
let web: App;
let dir: string;

const INDEX = `<!doctype html><html><head><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/framework-1.js"></head><body><div id="root"></div></body></html>`;
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_framework.js'] },
  '_framework.js': { file: 'assets/framework-1.js' },
  '_card.js': { file: 'assets/card-1.js', imports: ['_framework.js'] },
  'src/app/routes/product.tsx': { file: 'assets/product-1.js', imports: ['_card.js'] },
  'src/app/routes/category.tsx': { file: 'assets/category-1.js', imports: ['_card.js'] },
  'src/app/routes/home.tsx': { file: 'assets/home-1.js' },
};

beforeAll(async () => {
  t = await seededApp();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-screen-'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  web = await buildApp(t.ctx, { logger: false, webDir: dir });
  await web.ready();
}, 120_000);
afterAll(async () => {
  await web.close();
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function page(url: string) {
  const res = await web.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  const html = res.body;
  const block = /<script type="application\/json" id="first-screen">(.*?)<\/script>/s.exec(html);
  const data = new Map(
    ((block ? JSON.parse(block[1]!) : []) as [unknown[], unknown][]).map(([k, v]) => [
      JSON.stringify(k),
      v,
    ]),
  );
  return { html, data };
}

describe('index.html for the requested screen', () => {
  it('a product page: its chunks, its first picture at high priority and its data', async () => {
    const listing = (await get<ProductSearchResult>(t, '/api/products/search?limit=5')).data;
    const slug = listing.content.find((p) => p.thumbnail_url)!.slug;
    const { html, data } = await page(`/product/${slug}`);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/product-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/card-1.js">');
    // what index.html already loads is not named twice
    expect(html.match(/framework-1\.js/g)).toHaveLength(1);
    const product = data.get(JSON.stringify(['products', 'detail', slug])) as ProductDetail;
    expect(product.slug).toBe(slug);
    const src = product.images_src![0]!;
    expect(html).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${src.replace(/&/g, '&amp;')}">`,
    );
    expect((await web.inject({ method: 'GET', url: src })).statusCode).toBe(200);
    expect(data.get(JSON.stringify(['categories', 'active']))).toEqual(
      (await get<{ content: Category[] }>(t, '/api/categories/active')).data.content,
    );
  });

  it('a listing: its first page as the web asks for it, and the first row of pictures', async () => {
    const cats = (await get<{ content: Category[] }>(t, '/api/categories/active')).data.content;
    const c = cats[0]!;
    const { html, data } = await page(`/category/${c.slug}`);
    const key = [
      'products',
      'search',
      { categoryId: c.category_id, sort: 'relevance', index: 0, limit: 24 },
    ];
    const listing = data.get(JSON.stringify(key)) as ProductSearchResult;
    expect(listing.content.length).toBeGreaterThan(0);
    // the maker chips' answer, as GET /categories/{id}/manufacturers sends it (no fetch after
    // hydration: it re-rendered the listing and moved it down)
    const makers = data.get(JSON.stringify(['categories', 'makers', c.category_id]));
    expect(makers).toEqual(
      (await get<{ content: unknown[] }>(t, `/api/categories/${c.category_id}/manufacturers`)).data
        .content,
    );
    expect((makers as unknown[]).length).toBeGreaterThan(0);
    expect(html.match(/rel="preload" as="image" fetchpriority="high"/g)?.length).toBeGreaterThan(0);
    expect(html).toContain('/assets/category-1.js');
  });

  it("search results: the All tab's answer, also as the navigation box's dropdown", async () => {
    const { data } = await page('/search-results?q=drill');
    const results = data.get(JSON.stringify(['search', 'results', { q: 'drill', limit: 8 }]));
    const dropdown = data.get(JSON.stringify(['search', 'dropdown', 'drill']));
    const withoutTime = (v: unknown) => {
      const r = v as { metadata: object };
      return { ...r, metadata: { ...r.metadata, search_time_ms: 0 } };
    };
    // what the box would have fetched: GET /search?q=drill
    const fetched = (await get<unknown>(t, '/api/search?q=drill')).data;
    expect(withoutTime(dropdown)).toEqual(withoutTime(fetched));
    expect(withoutTime(results)).toEqual(withoutTime(fetched));
    expect((dropdown as { products: unknown[] }).products.length).toBeGreaterThan(0);
  });

  it('home gets its chunk and its data; other screens the answers every page shows (company, categories)', async () => {
    const home = await page('/');
    expect(home.html).toContain('/assets/home-1.js');
    // its category cards and makers strip, for the server render (decision 140)
    expect(home.data.has(JSON.stringify(['categories', 'active']))).toBe(true);
    expect(
      home.data.has(JSON.stringify(['manufacturers', 'active', { index: 0, limit: 50 }])),
    ).toBe(true);
    const missing = await page('/product/no-such-product');
    expect(missing.data.has(JSON.stringify(['products', 'detail', 'no-such-product']))).toBe(false);
    const other = await page('/about');
    // the navigation bar's categories and the footer's company: every server-rendered page
    expect([...other.data.keys()]).toEqual([
      JSON.stringify(['company']),
      JSON.stringify(['categories', 'active']),
    ]);
    expect(other.html).not.toContain('rel="preload"');
  });

  it('a name with markup cannot end the data block', async () => {
    const { html } = await page('/product/%3C%2Fscript%3E');
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the entry and the data block
  });
});
