import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  Category,
  Manufacturer,
  Page,
  ProductDetail,
  ProductSearchResult,
} from '@store/contract';
import type { TestApp } from '../../../../test/helpers';
import { execute, get, one, seededApp } from '../catalogue.test-support';
import { catalogueCacheOf } from './catalogue-cache';

let t: TestApp;
let powerTools: Category;
let deccan: Manufacturer;

beforeAll(async () => {
  t = await seededApp();
  const cats = await get<{ content: Category[] }>(t, '/api/categories/active');
  powerTools = cats.data.content.find((c) => c.slug === 'power-tools')!;
  deccan = (await get<Manufacturer>(t, '/api/manufacturers/deccan-power-tools')).data;
}, 120_000);
afterAll(async () => {
  await t.close();
});

const countOf = async (query: SQL) => Number((await one<{ n: number }>(t, query)).n);

describe('categories', () => {
  it('lists active categories in display order with product counts', async () => {
    const body = await get<{ content: Category[] }>(t, '/api/categories/active');
    expect(body.success).toBe(true);
    const list = body.data.content;
    expect(list.length).toBeGreaterThanOrEqual(10);
    expect(list[0]).toMatchObject({ name: 'Power Tools', slug: 'power-tools' });
    expect(Object.keys(list[0]!).sort()).toEqual(
      ['category_id', 'description', 'imageUrl', 'name', 'product_count', 'slug'].sort(),
    );
    const expected = await countOf(sql`select count(*)::int as n from product_categories pc
      join products p on p.id = pc.product_id join categories c on c.id = pc.category_id
      where c.slug = 'power-tools' and p.is_active`);
    expect(list[0]!.product_count).toBe(expected);
    expect(list[0]!.imageUrl).toMatch(/^\/api\/images\/categories\/power-tools\.svg\?exp=\d+&sig=/);
  });

  it('finds one by id or by slug', async () => {
    const byId = await get<Category>(t, `/api/categories/${powerTools.category_id}`);
    const bySlug = await get<Category>(t, '/api/categories/power-tools');
    expect(byId.data).toEqual(powerTools);
    expect(bySlug.data).toEqual(powerTools);
  });

  it('answers 404 for an unknown id or slug and 400 for a malformed one', async () => {
    const a = await get(t, '/api/categories/no-such-category', 404);
    expect(a.message).toBe('Category not found');
    await get(t, '/api/categories/00000000-0000-4000-8000-000000000000', 404);
    const bad = await get(t, `/api/categories/${encodeURIComponent('bad slug!')}`, 400);
    expect(bad.code).toBe('invalid_data');
    expect(bad.errors?.[0]?.field).toBe('idOrSlug');
  });

  it('lists the makers of a category with their product counts in it', async () => {
    const body = await get<{ content: Manufacturer[] }>(
      t,
      `/api/categories/${powerTools.category_id}/manufacturers`,
    );
    const makers = body.data.content;
    expect(makers.map((m) => m.slug)).toContain('deccan-power-tools');
    expect(makers.map((m) => m.slug)).not.toContain('kaveri-pumps');
    const d = makers.find((m) => m.slug === 'deccan-power-tools')!;
    const inCategory = await countOf(sql`select count(*)::int as n from product_categories pc
      join products p on p.id = pc.product_id join categories c on c.id = pc.category_id
      join manufacturers m on m.id = p.manufacturer_id
      where c.slug = 'power-tools' and m.slug = 'deccan-power-tools' and p.is_active`);
    expect(d.product_count).toBe(inCategory);
    expect(d.logo_info?.access_url).toMatch(
      /^\/api\/images\/manufacturers\/deccan-power-tools\.svg\?/,
    );
    expect(d.category_names).toContain('Power Tools');
    // by slug too; unknown → 404
    const bySlug = await get<{ content: Manufacturer[] }>(
      t,
      '/api/categories/power-tools/manufacturers',
    );
    expect(bySlug.data.content).toEqual(makers);
    await get(t, '/api/categories/nope/manufacturers', 404);
  });

  it('hides an inactive category and its name', async () => {
    await execute(
      t,
      sql`update categories set is_active = false where slug = 'cleaning-equipment'`,
    );
    try {
      const list = await get<{ content: Category[] }>(t, '/api/categories/active');
      expect(list.data.content.map((c) => c.slug)).not.toContain('cleaning-equipment');
      await get(t, '/api/categories/cleaning-equipment', 404);
      await get(t, '/api/categories/cleaning-equipment/manufacturers', 404);
      const himalaya = await get<Manufacturer>(t, '/api/manufacturers/himalaya-cleantech');
      expect(himalaya.data.category_names).not.toContain('Cleaning Equipment');
    } finally {
      await execute(
        t,
        sql`update categories set is_active = true where slug = 'cleaning-equipment'`,
      );
    }
  });
});

describe('manufacturers', () => {
  it('pages active makers, 50 by default, in display order', async () => {
    const body = await get<Page<Manufacturer>>(t, '/api/manufacturers/active');
    expect(body.data).toMatchObject({ index: 0, limit: 50, total_pages: 1 });
    expect(body.data.total_elements).toBeGreaterThanOrEqual(25);
    expect(body.data.number_of_elements).toBe(body.data.content.length);
    expect(body.data.content[0]!.slug).toBe('deccan-power-tools');
    const m = body.data.content[0]!;
    expect(Object.keys(m).sort()).toEqual(
      [
        'category_names',
        'description',
        'logo_info',
        'manufacturer_id',
        'name',
        'product_count',
        'slug',
      ].sort(),
    );
    expect(m.product_count).toBe(
      await countOf(
        sql`select count(*)::int as n from products p join manufacturers m on m.id = p.manufacturer_id where m.slug = 'deccan-power-tools' and p.is_active`,
      ),
    );
  });

  it('pages and sorts by name both ways', async () => {
    const asc = await get<Page<Manufacturer>>(
      t,
      '/api/manufacturers/active?index=0&limit=10&sortBy=name&sortDir=asc',
    );
    const names = asc.data.content.map((m) => m.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(asc.data).toMatchObject({ index: 0, limit: 10, total_pages: 3, number_of_elements: 10 });
    const desc = await get<Page<Manufacturer>>(
      t,
      '/api/manufacturers/active?limit=100&sortBy=name&sortDir=desc',
    );
    expect(desc.data.content[0]!.name).toBe('Vindhya Welding Systems');
    const last = await get<Page<Manufacturer>>(
      t,
      '/api/manufacturers/active?index=2&limit=10&sortBy=name',
    );
    expect(last.data.number_of_elements).toBe(6); // 26 demo makers
    const beyond = await get<Page<Manufacturer>>(t, '/api/manufacturers/active?index=9&limit=10');
    expect(beyond.data.content).toEqual([]);
  });

  it.each([
    ['index=-1', 'index'],
    ['limit=10000', 'limit'],
    ['limit=0', 'limit'],
    ['limit=abc', 'limit'],
    ['sortBy=price', 'sortBy'],
    ['sortDir=up', 'sortDir'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const body = await get(t, `/api/manufacturers/active?${query}`, 400);
    expect(body.code).toBe('invalid_data');
    expect(body.errors?.map((e) => e.field)).toContain(field);
  });

  it('finds one by id or slug; unknown is 404', async () => {
    const byId = await get<Manufacturer>(t, `/api/manufacturers/${deccan.manufacturer_id}`);
    expect(byId.data.name).toBe('Deccan Power Tools');
    const miss = await get(t, '/api/manufacturers/no-such-maker', 404);
    expect(miss.message).toBe('Manufacturer not found');
    await get(t, '/api/manufacturers/bad%20slug', 400);
  });

  it('hides an inactive maker and its products', async () => {
    const slug = (
      await one<{ slug: string }>(
        t,
        sql`select p.slug from products p join manufacturers m on m.id = p.manufacturer_id where m.slug = 'arjun-power' limit 1`,
      )
    ).slug;
    await execute(t, sql`update manufacturers set is_active = false where slug = 'arjun-power'`);
    try {
      await get(t, '/api/manufacturers/arjun-power', 404);
      const list = await get<Page<Manufacturer>>(t, '/api/manufacturers/active?limit=100');
      expect(list.data.content.map((m) => m.slug)).not.toContain('arjun-power');
      await get(t, `/api/products/${slug}`, 404);
      const listing = await get<ProductSearchResult>(
        t,
        `/api/products/search?categoryId=${powerTools.category_id}&limit=100`,
      );
      expect(listing.data.content.map((p) => p.manufacturer_name)).not.toContain('Arjun Power');
      expect(listing.data.facets.manufacturers.map((f) => f.name)).not.toContain('Arjun Power');
    } finally {
      await execute(t, sql`update manufacturers set is_active = true where slug = 'arjun-power'`);
    }
  });
});

describe('product listing', () => {
  it('lists a category page by page with totals and facets', async () => {
    const total =
      await countOf(sql`select count(*)::int as n from product_categories pc join products p on p.id = pc.product_id
      where pc.category_id = ${powerTools.category_id} and p.is_active`);
    const first = await get<ProductSearchResult>(
      t,
      `/api/products/search?categoryId=${powerTools.category_id}`,
    );
    expect(first.data).toMatchObject({
      index: 0,
      limit: 20,
      total_elements: total,
      number_of_elements: 20,
    });
    expect(first.data.total_pages).toBe(Math.ceil(total / 20));
    const p = first.data.content[0]!;
    expect(Object.keys(p).sort()).toEqual(
      [
        'category_names',
        'compare_at_price',
        'in_stock',
        'manufacturer_id',
        'manufacturer_name',
        'min_order_qty',
        'name',
        'pack_size',
        'price',
        'price_slabs',
        'product_id',
        'sku',
        'slug',
        'thumbnail_src',
        'thumbnail_url',
      ].sort(),
    );
    expect(p.category_names).toContain('Power Tools');
    expect(p.thumbnail_url).toMatch(/^products\/.+\.svg$/);
    const second = await get<ProductSearchResult>(
      t,
      `/api/products/search?categoryId=${powerTools.category_id}&index=1`,
    );
    const ids1 = new Set(first.data.content.map((x) => x.product_id));
    expect(second.data.content.some((x) => ids1.has(x.product_id))).toBe(false);
    // facets: the maker counts add up to the total; the category facet ignores the category
    const f = first.data.facets;
    expect(f.manufacturers.reduce((s, x) => s + x.count, 0)).toBe(total);
    expect(f.categories.find((c) => c.id === powerTools.category_id)?.count).toBe(total);
    expect(f.categories.length).toBeGreaterThan(1);
    expect(f.price.min).toBeLessThanOrEqual(f.price.max);
    expect(f.price.min).toBeGreaterThan(0);
  });

  it('filters by maker, price range and stock', async () => {
    const url = `/api/products/search?categoryId=${powerTools.category_id}&manufacturerId=${deccan.manufacturer_id}&minPrice=2000&maxPrice=8000&inStock=true&limit=100`;
    const body = await get<ProductSearchResult>(t, url);
    expect(body.data.content.length).toBeGreaterThan(0);
    for (const p of body.data.content) {
      expect(p.manufacturer_id).toBe(deccan.manufacturer_id);
      expect(p.price).toBeGreaterThanOrEqual(2000);
      expect(p.price).toBeLessThanOrEqual(8000);
      expect(p.in_stock).toBe(true);
    }
    const expected = await countOf(sql`select count(*)::int as n from products p
      join product_categories pc on pc.product_id = p.id
      where pc.category_id = ${powerTools.category_id} and p.manufacturer_id = ${deccan.manufacturer_id}
        and p.price_paise between 200000 and 800000 and p.stock_quantity > 0 and p.is_active`);
    expect(body.data.total_elements).toBe(expected);
    // the maker facet still shows the other makers of the category
    expect(body.data.facets.manufacturers.length).toBeGreaterThan(1);
  });

  it.each([
    ['price_asc', (a: number, b: number) => a <= b],
    ['price_desc', (a: number, b: number) => a >= b],
  ])('sorts by %s', async (sort, inOrder) => {
    const body = await get<ProductSearchResult>(
      t,
      `/api/products/search?categoryId=${powerTools.category_id}&sort=${sort}&limit=100`,
    );
    const prices = body.data.content.map((p) => p.price);
    prices.slice(1).forEach((price, i) => expect(inOrder(prices[i]!, price)).toBe(true));
  });

  it('sorts by name and by newest', async () => {
    const byName = await get<ProductSearchResult>(
      t,
      `/api/products/search?manufacturerId=${deccan.manufacturer_id}&sort=name&limit=100`,
    );
    const names = byName.data.content.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const newest = await get<ProductSearchResult>(
      t,
      `/api/products/search?manufacturerId=${deccan.manufacturer_id}&sort=newest&limit=3`,
    );
    const latest = await one<{ id: string }>(
      t,
      sql`select id from products where manufacturer_id = ${deccan.manufacturer_id} order by created_at desc limit 1`,
    );
    expect(newest.data.content[0]!.product_id).toBe(latest.id);
  });

  it('narrows the listing by text, with the same matching as search', async () => {
    const body = await get<ProductSearchResult>(
      t,
      `/api/products/search?categoryId=${powerTools.category_id}&q=grnder&limit=50`,
    );
    expect(body.data.content.length).toBeGreaterThan(0);
    expect(body.data.content.every((p) => /grinder/i.test(p.name))).toBe(true);
  });

  it('answers an empty page beyond the last one', async () => {
    const body = await get<ProductSearchResult>(
      t,
      `/api/products/search?categoryId=${powerTools.category_id}&index=500`,
    );
    expect(body.data.content).toEqual([]);
    expect(body.data.total_elements).toBeGreaterThan(0);
  });

  it.each([
    ['index=-1', 'index'],
    ['limit=10000', 'limit'],
    ['categoryId=not-a-uuid', 'categoryId'],
    ['manufacturerId=123', 'manufacturerId'],
    ['minPrice=-5', 'minPrice'],
    ['maxPrice=abc', 'maxPrice'],
    ['inStock=maybe', 'inStock'],
    ['sort=cheapest', 'sort'],
  ])('refuses %s with a 400', async (query, field) => {
    const body = await get(t, `/api/products/search?${query}`, 400);
    expect(body.errors?.map((e) => e.field)).toContain(field);
  });

  it('refuses a price range upside down and unknown category or maker ids', async () => {
    const body = await get(t, '/api/products/search?minPrice=500&maxPrice=100', 400);
    expect(body.message).toBe('minPrice must not be more than maxPrice');
    const c = await get(
      t,
      '/api/products/search?categoryId=00000000-0000-4000-8000-000000000000',
      404,
    );
    expect(c.message).toBe('Category not found');
    const m = await get(
      t,
      '/api/products/search?manufacturerId=00000000-0000-4000-8000-000000000000',
      404,
    );
    expect(m.message).toBe('Manufacturer not found');
  });

  it('shows a price change at once (a catalogue change drops cached pages)', async () => {
    const url = `/api/products/search?manufacturerId=${deccan.manufacturer_id}&sort=name&limit=1`;
    const before = await get<ProductSearchResult>(t, url);
    const p = before.data.content[0]!;
    await execute(
      t,
      sql`update products set price_paise = price_paise + 100 where id = ${p.product_id}`,
    );
    const after = await get<ProductSearchResult>(t, url);
    expect(after.data.content[0]!.price).toBeCloseTo(p.price + 1, 2);
  });
});

describe('product detail', () => {
  it('answers every detail field, money in rupees', async () => {
    const row = await one<{ slug: string; price_paise: number; compare_at_paise: number | null }>(
      t,
      sql`select slug, price_paise, compare_at_paise from products where sku = 'DCD-776'`,
    );
    const body = await get<ProductDetail>(t, `/api/products/${row.slug}`);
    const p = body.data;
    expect(p).toMatchObject({
      sku: 'DCD-776',
      slug: row.slug,
      manufacturer_name: 'Deccan Power Tools',
      manufacturer_slug: 'deccan-power-tools',
      category_names: ['Power Tools'],
      gst_rate: 18,
      hsn_code: '84672100',
      unit: 'piece',
      country_of_origin: 'India',
      price: row.price_paise / 100,
    });
    expect(p.images).toHaveLength(3); // the product, its box and its rating plate
    expect(p.thumbnail_url).toBe(p.images[0]);
    expect(p.specifications).toContainEqual({ name: 'Model', value: 'DCD-776' });
    expect(p.description.length).toBeGreaterThan(50);
    expect(p.category_ids).toEqual([powerTools.category_id]);
    expect(p.warranty).toBeTruthy();
  });

  it('shows a stock or price change made by any module at once (no explicit invalidation)', async () => {
    const row = await one<{ id: string; slug: string; stock_quantity: number }>(
      t,
      sql`select id, slug, stock_quantity from products where sku = 'DCD-712'`,
    );
    const first = await get<ProductDetail>(t, `/api/products/${row.slug}`);
    expect(first.data.stock_quantity).toBe(row.stock_quantity);
    // No clock: wait for the change notice to reach this process's cache, then read once.
    const cache = catalogueCacheOf(t.ctx);
    const original = cache.productChanged.bind(cache);
    const noticed = new Promise<void>((resolve) => {
      vi.spyOn(cache, 'productChanged').mockImplementation(() => {
        original();
        resolve();
      });
    });
    // as the orders module would: a plain update, no catalogue call
    await t.ctx.db.execute(sql`update products set stock_quantity = 4321 where id = ${row.id}`);
    await noticed;
    vi.restoreAllMocks();
    const seen = (await get<ProductDetail>(t, `/api/products/${row.slug}`)).data.stock_quantity;
    expect(seen).toBe(4321);
  });

  it('finds a product by SKU whatever its case, spacing or hyphens', async () => {
    for (const form of ['DCD-776', 'dcd-776', 'DCD776', 'dcd%20776', 'Dcd.776']) {
      const body = await get<ProductDetail>(t, `/api/products/sku/${form}`);
      expect(body.data.sku).toBe('DCD-776');
    }
  });

  it('answers 404 Product not found for unknown or inactive products', async () => {
    expect((await get(t, '/api/products/sku/ZZZ-0000', 404)).message).toBe('Product not found');
    expect((await get(t, '/api/products/no-such-product', 404)).message).toBe('Product not found');
    await get(t, '/api/products/sku/%3Cscript%3E', 400);
    const row = await one<{ id: string; slug: string; sku: string }>(
      t,
      sql`select id, slug, sku from products where sku = 'DAG-850'`,
    );
    await execute(t, sql`update products set is_active = false where id = ${row.id}`);
    try {
      await get(t, `/api/products/${row.slug}`, 404);
      await get(t, `/api/products/sku/${row.sku}`, 404);
    } finally {
      await execute(t, sql`update products set is_active = true where id = ${row.id}`);
    }
  });
});

describe('image URLs', () => {
  it('answers a URL that serves the picture with its content type and long caching', async () => {
    const product = await get<ProductDetail>(t, '/api/products/sku/DCD-776');
    const key = product.data.images[0]!;
    const body = await get<{ presigned_url: string; expires_at: string }>(
      t,
      `/api/products/images?objectKey=${encodeURIComponent(key)}`,
    );
    expect(body.data.presigned_url).toMatch(
      /^\/api\/images\/products\/.+\.svg\?exp=\d+&sig=[\w-]+$/,
    );
    expect(new Date(body.data.expires_at).getTime()).toBeGreaterThan(Date.now() + 3600_000);
    const res = await t.app.inject({ method: 'GET', url: body.data.presigned_url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toMatch(/^<svg /);
    expect(res.body).toContain('DCD-776');
  });

  it('refuses a missing or malformed object key', async () => {
    await get(t, '/api/products/images', 400);
    await get(t, `/api/products/images?objectKey=${encodeURIComponent('../../jwt-secret')}`, 400);
    await get(t, `/api/products/images?objectKey=${encodeURIComponent('products/a b.svg')}`, 400);
  });
});
