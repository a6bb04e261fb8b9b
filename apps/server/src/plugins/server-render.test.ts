// The storefront screens come rendered from the server (docs/decisions/140): with no
// JavaScript at all, the HTML already holds the product, its price and its first picture.
// The web's server renderer is loaded as the built store loads it (dist-ssr/entry-server.js
// beside the web's dist), here a one-line file pointing at the web's source.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail, ProductSearchResult } from '@store/contract';
import { buildApp } from '../app';
import type { App } from '../lib/fastify';
import type { TestApp } from '../../test/helpers';
import { get, seededApp } from '../modules/catalogue/catalogue.test-support';

const webSource = path.resolve(import.meta.dirname, '../../../web/src/entry-server.tsx');
const INDEX = `<!doctype html><html><head><script src="/page-init.js"></script><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/framework-1.js"></head><body><div id="root"></div></body></html>`;

let t: TestApp;
let web: App;
let dir: string;

beforeAll(async () => {
  t = await seededApp();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-render-'));
  fs.mkdirSync(path.join(dir, 'dist'));
  fs.mkdirSync(path.join(dir, 'dist-ssr'));
  fs.writeFileSync(path.join(dir, 'dist', 'index.html'), INDEX);
  fs.writeFileSync(
    path.join(dir, 'dist-ssr', 'entry-server.js'),
    `export * from ${JSON.stringify(webSource)};\n`,
  );
  web = await buildApp(t.ctx, { logger: false, webDir: path.join(dir, 'dist') });
  await web.ready();
}, 120_000);
afterAll(async () => {
  await web?.close();
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const rupees = (n: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(n);
const unescapeHtml = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

async function html(url: string) {
  const res = await web.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  const root = /<div id="root"( data-ssr)?>(.*)<\/div><script type="application\/json"/s.exec(
    res.body,
  );
  return { body: res.body, ssr: !!root?.[1], app: root?.[2] ?? '' };
}

describe('server-rendered storefront screens', () => {
  it('a product page: its name, its price and its first picture at high priority, in the HTML', async () => {
    const listing = (await get<ProductSearchResult>(t, '/api/products/search?limit=10')).data;
    const slug = listing.content.find((p) => p.thumbnail_url)!.slug;
    const product = (await get<ProductDetail>(t, `/api/products/${slug}`)).data;
    const { ssr, app } = await html(`/product/${slug}`);
    expect(ssr).toBe(true);
    const text = unescapeHtml(app);
    expect(text).toContain(`>${product.name}</h1>`);
    expect(text.replace(/\u00a0/g, ' ')).toContain(rupees(product.price).replace(/\u00a0/g, ' '));
    const img = /<img [^>]*fetchPriority="high"[^>]*>/i.exec(app)?.[0] ?? '';
    expect(img).toContain(`src="${product.images_src![0]!.replace(/&/g, '&amp;')}"`);
    expect(img).toMatch(/width="\d+"/);
    expect(img).toMatch(/height="\d+"/);
    expect(img).not.toContain('loading="lazy"');
  });

  it('a listing: the category heading and its first products, the first row at high priority', async () => {
    const cats = (
      await get<{ content: { category_id: string; slug: string; name: string }[] }>(
        t,
        '/api/categories/active',
      )
    ).data.content;
    let found: { slug: string; name: string; first: ProductSearchResult['content'] } | null = null;
    for (const c of cats) {
      const page = (
        await get<ProductSearchResult>(t, `/api/products/search?categoryId=${c.category_id}`)
      ).data;
      if (page.content.length > 2) {
        found = { slug: c.slug, name: c.name, first: page.content };
        break;
      }
    }
    expect(found).not.toBeNull();
    const { ssr, app } = await html(`/category/${found!.slug}`);
    expect(ssr).toBe(true);
    const text = unescapeHtml(app);
    expect(text).toContain(found!.name);
    expect(text).toContain(found!.first[0]!.name);
    expect(text).toContain(found!.first[1]!.name);
    expect(app.match(/fetchPriority="high"/gi)?.length ?? 0).toBeGreaterThan(0);
    expect(app).toMatch(/loading="lazy"/);
  });

  it('every route of the storefront router comes rendered with its main heading; 404 for what does not exist', async () => {
    // the router's own list: a new storefront route is covered without touching this test
    const { routePatterns } = (await import(webSource)) as {
      routePatterns(): { path: string; client: boolean; noindex: boolean }[];
    };
    const cats = (
      await get<{ content: { category_id: string; slug: string }[] }>(t, '/api/categories/active')
    ).data.content;
    const listing = (await get<ProductSearchResult>(t, '/api/products/search?limit=1')).data;
    const product = listing.content[0]!;
    const maker = product.manufacturer_id;
    // a value for each parameter name the router uses; a new name fails here until it has one
    const samples: Record<string, string> = {
      slug: cats[0]!.slug,
      categoryId: cats[0]!.slug,
      type: cats[0]!.slug,
      makerId: maker,
      sku: product.sku,
      orderId: '00000000-0000-4000-8000-000000000000',
      quoteId: '00000000-0000-4000-8000-000000000001',
      listId: '00000000-0000-4000-8000-000000000002',
    };
    const productSlug: Record<string, string> = { '/product/:slug': product.slug };
    const patterns = routePatterns();
    expect(patterns.length).toBeGreaterThan(20);
    for (const { path: pattern, client, noindex } of patterns) {
      const url =
        pattern === '/*'
          ? '/no-such-page'
          : (productSlug[pattern] !== undefined
              ? `/product/${productSlug[pattern]}`
              : pattern.replace(/:(\w+)/g, (_, name: string) => {
                  const v = samples[name];
                  if (v === undefined) throw new Error(`no sample value for :${name} (${pattern})`);
                  return encodeURIComponent(v);
                })
            ).replace(/\/\*$/, '');
      const res = await web.inject({ method: 'GET', url });
      const root = /<div id="root"( data-ssr)?>(.*)<\/div><script type="application\/json"/s.exec(
        res.body,
      );
      if (client) {
        // a signed-in customer's screen: rendered in the browser, never indexed
        expect(root?.[1], url).toBeUndefined();
        expect(res.body, url).toContain('<meta name="robots" content="noindex">');
        continue;
      }
      expect(res.statusCode, url).toBe(pattern === '/*' ? 404 : 200);
      expect(root?.[1], `${url} is rendered on the server`).toBe(' data-ssr');
      expect(root?.[2], `${url} has its main heading`).toMatch(/<h1[^>]*>[^<]+/);
      expect(res.body.includes('<meta name="robots" content="noindex">'), url).toBe(noindex);
    }
  });

  it('unknown products, categories, makers and paths answer 404 with the page rendered; /api stays the API', async () => {
    for (const url of [
      '/product/no-such-thing',
      '/product/sku/NO-SUCH-SKU-1',
      '/category/no-such',
      '/products/all/no-such-maker',
      '/anything',
      '/deep/unknown/path',
    ]) {
      const res = await web.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('<div id="root" data-ssr>');
      expect(res.body, url).toMatch(/<h1[^>]*>[^<]*(Not Found|not found)/);
    }
    const api = await web.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, code: 'not_found' });
    // a route the API knows is answered by it, never by the page handler
    expect((await web.inject({ method: 'GET', url: '/api/categories/active' })).statusCode).toBe(
      200,
    );
  });

  it('search results and home are rendered; a filtered listing too', async () => {
    const search = await html('/search-results?q=drill');
    expect(search.ssr).toBe(true);
    expect(unescapeHtml(search.app)).toMatch(/drill/i);
    expect((await html('/')).ssr).toBe(true);
    expect((await html('/search-results?q=drill&type=products')).ssr).toBe(true);
  });

  it('renders as a guest, with no inline executable script', async () => {
    const { body } = await html('/');
    const scripts = [...body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]!);
    for (const attrs of scripts) expect(attrs).toMatch(/src=|type="application\/(ld\+)?json"/);
    // a guest's cart icon leads to the sign-in screen
    expect(/aria-label="Cart"[^>]*href="\/login"/.test(body)).toBe(true);
  });

  it('a rendered page loads its modules after the page (named in a meta tag); others from the HTML', async () => {
    const rendered = await html('/');
    expect(rendered.ssr).toBe(true);
    expect(rendered.body).not.toContain('<script type="module"');
    expect(rendered.body).not.toContain('rel="modulepreload"');
    const meta = /<meta name="app-modules" content="([^"]+)">/.exec(rendered.body);
    // the entry first (it starts the app), then what it would have preloaded
    expect(meta?.[1]?.split(' ').slice(0, 2)).toEqual([
      '/assets/index-1.js',
      '/assets/framework-1.js',
    ]);
    expect(rendered.body).toContain('<script src="/page-init.js"></script>');
    const plain = await html('/cart');
    expect(plain.body).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
    expect(plain.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/framework-1.js">',
    );
    expect(plain.body).not.toContain('app-modules');
  });
});

describe('found by search engines and shared links (decisions §20)', () => {
  const ldOf = (body: string) =>
    [...body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
  const metaOf = (body: string, attr: 'name' | 'property', key: string) =>
    unescapeHtml(
      new RegExp(
        `<meta ${attr}="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)"`,
      ).exec(body)?.[1] ?? '',
    );

  it('a product page: its title, description, canonical, Open Graph and Twitter tags, JSON-LD Product, Offer and BreadcrumbList', async () => {
    const listing = (await get<ProductSearchResult>(t, '/api/products/search?limit=10')).data;
    const slug = listing.content.find((p) => p.thumbnail_url)!.slug;
    const product = (await get<ProductDetail>(t, `/api/products/${slug}`)).data;
    const { body } = await html(`/product/${slug}`);
    const title = unescapeHtml(/<title>([^<]*)<\/title>/.exec(body)![1]!);
    expect(title).toContain(product.name);
    expect(title).toContain(product.sku);
    expect(title).toContain(product.manufacturer_name);
    const description = metaOf(body, 'name', 'description');
    expect(description).toContain(product.sku);
    expect(description.replace(/\u00a0/g, ' ')).toContain(
      rupees(product.price).replace(/\u00a0/g, ' '),
    );
    const canonical = /<link rel="canonical" href="([^"]+)">/.exec(body)?.[1];
    expect(canonical).toBe(`${t.ctx.config.PUBLIC_URL}/product/${slug}`);
    expect(metaOf(body, 'property', 'og:title')).toBe(title);
    expect(metaOf(body, 'property', 'og:url')).toBe(canonical);
    const picture = metaOf(body, 'property', 'og:image');
    // absolute, and not the signed (expiring) address
    expect(picture).toBe(`${t.ctx.config.PUBLIC_URL}/api/products/${slug}/picture`);
    expect(metaOf(body, 'name', 'twitter:image')).toBe(picture);
    expect(metaOf(body, 'name', 'twitter:card')).toBe('summary_large_image');

    const ld = ldOf(body);
    const item = ld.find((x) => x['@type'] === 'Product')!;
    // Google's Product rich result: required name, image, offers (price, priceCurrency,
    // availability); recommended sku, brand
    expect(item).toMatchObject({
      '@context': 'https://schema.org',
      name: product.name,
      sku: product.sku,
      image: [picture],
      brand: { '@type': 'Brand', name: product.manufacturer_name },
      offers: {
        '@type': 'Offer',
        priceCurrency: 'INR',
        price: product.price.toFixed(2),
        availability: product.in_stock
          ? 'https://schema.org/InStock'
          : 'https://schema.org/OutOfStock',
        url: canonical,
      },
    });
    const crumbs = ld.find((x) => x['@type'] === 'BreadcrumbList') as {
      itemListElement: { position: number; name: string; item: string }[];
    };
    expect(crumbs.itemListElement[0]).toMatchObject({ position: 1, name: 'Home' });
    expect(crumbs.itemListElement.at(-1)).toMatchObject({ name: product.name, item: canonical });

    // by part number: the same product, its canonical the product's own address
    const bySku = (await html(`/product/sku/${encodeURIComponent(product.sku)}`)).body;
    expect(/<link rel="canonical" href="([^"]+)">/.exec(bySku)?.[1]).toBe(canonical);
  });

  it('home names the shop (Organization); listings count their products; past the first page its own canonical; sign-in pages noindex', async () => {
    const home = (await html('/')).body;
    expect(ldOf(home).find((x) => x['@type'] === 'Organization')).toMatchObject({
      name: 'Bangalore Tool Works',
      url: `${t.ctx.config.PUBLIC_URL}/`,
    });
    const cats = (
      await get<{ content: { slug: string; name: string; product_count: number }[] }>(
        t,
        '/api/categories/active',
      )
    ).data.content;
    const cat = cats[0]!;
    const listing = (await html(`/category/${cat.slug}`)).body;
    expect(unescapeHtml(/<title>([^<]*)<\/title>/.exec(listing)![1]!)).toContain(cat.name);
    expect(metaOf(listing, 'name', 'description')).toMatch(
      new RegExp(`^${cat.product_count} products? in`),
    );
    const page2 = (await html(`/category/${cat.slug}?page=2`)).body;
    expect(/<link rel="canonical" href="([^"]+)">/.exec(page2)?.[1]).toBe(
      `${t.ctx.config.PUBLIC_URL}/category/${cat.slug}?page=2`,
    );
    for (const url of ['/login', '/register']) {
      const { body } = await html(url);
      expect(body, url).toContain('<meta name="robots" content="noindex">');
    }
    expect((await html('/about')).body).not.toContain('noindex');
  });

  it('every address in the sitemap answers 200: pages rendered, every product by its API', async () => {
    const xml = (await web.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
      m[1]!.slice(t.ctx.config.PUBLIC_URL.length),
    );
    expect(urls.length).toBeGreaterThan(20);
    const products = urls.filter((u) => u.startsWith('/product/'));
    // every page but the products, and a sample of products, rendered as sent; every product's
    // own answer (what its page is rendered from) 200: a whole render of ~500 pages is slow
    const rendered = [...urls.filter((u) => !u.startsWith('/product/')), ...products.slice(0, 10)];
    for (const url of rendered) {
      const res = await web.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root" data-ssr>');
    }
    for (const url of products) {
      const res = await web.inject({
        method: 'GET',
        url: `/api/products/${url.slice('/product/'.length)}`,
      });
      expect(res.statusCode, url).toBe(200);
    }
  }, 120_000);
});
