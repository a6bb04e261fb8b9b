import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '@store/contract';
import type { TestApp } from '../../../../test/helpers';
import { products } from '../../../db/schema/catalogue';
import { execute, get, one, seededApp } from '../catalogue.test-support';
import { searchTextFor } from './search-terms';
import { refreshProductSearch } from './search.service';

let t: TestApp;

beforeAll(async () => {
  t = await seededApp();
}, 120_000);
afterAll(async () => {
  await t.close();
});

const search = async (q: string, extra = '') =>
  (await get<SearchResult>(t, `/api/search?q=${encodeURIComponent(q)}${extra}`)).data;

describe('GET /search', () => {
  it('answers the spec shape with the best 5 of each kind and server-measured time', async () => {
    const r = await search('drill');
    expect(Object.keys(r).sort()).toEqual(['categories', 'manufacturers', 'metadata', 'products']);
    expect(Object.keys(r.metadata).sort()).toEqual(
      [
        'search_term',
        'search_time_ms',
        'showing_results_for',
        'total_categories',
        'total_manufacturers',
        'total_products',
        'total_results',
      ].sort(),
    );
    expect(r.products).toHaveLength(5);
    expect(r.metadata.total_products).toBeGreaterThan(5);
    expect(r.metadata.search_term).toBe('drill');
    expect(typeof r.metadata.search_time_ms).toBe('number');
    expect(r.metadata.search_time_ms).toBeGreaterThanOrEqual(0);
    expect(r.metadata.total_results).toBe(
      r.metadata.total_products + r.metadata.total_manufacturers + r.metadata.total_categories,
    );
    expect(Object.keys(r.products[0]!).sort()).toEqual(
      [
        'category_names',
        'compare_at_price',
        'manufacturer_name',
        'name',
        'price',
        'product_id',
        'sku',
        'slug',
        'thumbnail_src',
        'thumbnail_url',
      ].sort(),
    );
    const total = Number(
      (
        await one<{ n: number }>(
          t,
          sql`select count(*)::int as n from products where search_text ~ '(^| )drill' and is_active`,
        )
      ).n,
    );
    expect(r.metadata.total_products).toBe(total);
  });

  it('is case-insensitive and matches word beginnings', async () => {
    const lower = await search('angle grind');
    const upper = await search('ANGLE GRIND');
    expect(lower.metadata.total_products).toBeGreaterThan(0);
    expect(upper.metadata.total_products).toBe(lower.metadata.total_products);
    expect(lower.products.every((p) => /angle grinder/i.test(p.name))).toBe(true);
    // a word's middle does not match
    expect((await search('rill')).metadata.total_products).toBe(0);
  });

  it('tolerates one typo in words of five or more letters', async () => {
    const exact = await search('grinder');
    for (const typo of ['grnder', 'grinedr', 'grindre', 'griinder']) {
      const r = await search(typo);
      expect(r.metadata.total_products, typo).toBe(exact.metadata.total_products);
    }
    expect((await search('vernier calipr')).products[0]?.name).toMatch(/Vernier Caliper/);
    expect((await search('kavery')).manufacturers[0]?.name).toBe('Kaveri Pumps');
    expect((await search('weldng')).categories[0]?.name).toBe('Welding Equipment');
    // not in shorter words, and not two typos
    expect((await search('drll')).metadata.total_products).toBe(0);
    expect((await search('grndr')).metadata.total_products).toBe(0);
  });

  it('finds a part number whatever its spacing, hyphens and case', async () => {
    for (const form of ['DCD 776', 'dcd-776', 'DCD776', 'dcd776', 'Dcd - 776']) {
      const r = await search(form);
      expect(r.products[0]?.sku, form).toBe('DCD-776');
    }
    // a beginning of a part number lists its family
    const family = await search('DAG');
    expect(family.products.length).toBeGreaterThan(0);
    expect(family.products.every((p) => p.sku.startsWith('DAG'))).toBe(true);
  });

  it('ranks the exact name and the exact part number first', async () => {
    const name = 'Deccan Cordless Drill Driver 18V';
    const r = await search(name);
    expect(r.products[0]?.name).toBe(name);
    expect(r.metadata.total_products).toBeGreaterThan(1); // "… 18V Brushless" matches too
    const sku = await search('DAG-850');
    expect(sku.products[0]?.sku).toBe('DAG-850');
    // name matches come before matches on the maker or category only
    const pumps = await search('pump');
    expect(pumps.products.slice(0, 5).every((p) => /pump/i.test(p.name))).toBe(true);
  });

  it('finds makers and categories with their counts and pictures', async () => {
    const r = await search('kaveri');
    expect(r.manufacturers[0]).toMatchObject({ name: 'Kaveri Pumps', slug: 'kaveri-pumps' });
    expect(r.manufacturers[0]!.product_count).toBeGreaterThan(0);
    expect(r.manufacturers[0]!.category_names).toContain('Pumps & Motors');
    expect(r.manufacturers[0]!.logo_url).toMatch(/^\/api\/images\/manufacturers\//);
    expect(r.products.every((p) => p.manufacturer_name === 'Kaveri Pumps')).toBe(true);
    const c = await search('measuring');
    expect(c.categories[0]).toMatchObject({
      name: 'Measuring Instruments',
      slug: 'measuring-instruments',
    });
    expect(c.categories[0]!.image_url).toMatch(/^\/api\/images\/categories\//);
    expect(c.categories[0]!.product_count).toBeGreaterThan(0);
  });

  it('pages one kind for the results page', async () => {
    const all = await search('drill');
    const page0 = await search('drill', '&type=products&index=0&limit=7');
    const page1 = await search('drill', '&type=products&index=1&limit=7');
    expect(page0.products).toHaveLength(7);
    expect(page0.manufacturers).toEqual([]);
    expect(page0.categories).toEqual([]);
    expect(page0.metadata.total_products).toBe(all.metadata.total_products);
    expect(page0.products.slice(0, 5)).toEqual(all.products);
    const seen = new Set(page0.products.map((p) => p.product_id));
    expect(page1.products.some((p) => seen.has(p.product_id))).toBe(false);
    const far = await search('drill', '&type=products&index=999&limit=7');
    expect(far.products).toEqual([]);
    expect(far.metadata.total_products).toBe(all.metadata.total_products);
    const makers = await search('a', '&type=manufacturers&limit=3');
    expect(makers.manufacturers).toHaveLength(3);
    expect(makers.products).toEqual([]);
  });

  it('answers blank and matchless queries with empty lists', async () => {
    const blank = await search('   ');
    expect(blank).toMatchObject({ products: [], manufacturers: [], categories: [] });
    expect(blank.metadata).toMatchObject({ search_term: '', total_results: 0 });
    const none = await search('xylophone');
    expect(none.metadata.total_results).toBe(0);
    expect((await search('%_\\\'";--')).metadata.total_results).toBe(0);
  });

  it('refuses bad parameters', async () => {
    await get(t, `/api/search?q=${'a'.repeat(201)}`, 400);
    await get(t, '/api/search?q=drill&type=widgets', 400);
    await get(t, '/api/search?q=drill&type=products&index=-1', 400);
    await get(t, '/api/search?q=drill&type=products&limit=10000', 400);
  });

  it('sees a renamed product at once after refreshProductSearch', async () => {
    const row = await one<{ id: string }>(
      t,
      sql`select id from products where sku = 'KPMB-52' or sku like 'KPMB%' order by sku limit 1`,
    );
    expect((await search('zeolite')).metadata.total_products).toBe(0);
    await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`update products set name = 'Zeolite Booster Pump' where id = ${row.id}`);
      await refreshProductSearch(tx, row.id);
    });
    const r = await search('zeolite');
    expect(r.products.map((p) => p.product_id)).toEqual([row.id]);
    expect((await search('zeolte')).products[0]?.product_id).toBe(row.id); // the new word is in the vocabulary
  });

  it('keeps the JavaScript search text identical to the SQL one', async () => {
    const rows = await t.ctx.db
      .select({
        id: products.id,
        name: products.name,
        sku: products.sku,
        searchText: products.searchText,
        specifications: products.specifications,
      })
      .from(products)
      .limit(40);
    for (const r of rows) {
      const extra = await one<{ maker: string; cats: string[] }>(
        t,
        sql`select m.name as maker, array(select c.name from product_categories pc join categories c on c.id = pc.category_id
              where pc.product_id = p.id order by c.display_order, c.name) as cats
            from products p join manufacturers m on m.id = p.manufacturer_id where p.id = ${r.id}`,
      );
      expect(searchTextFor(r.name, r.sku, extra.maker, extra.cats, r.specifications)).toBe(
        r.searchText,
      );
    }
    await execute(t, sql`select 1`);
  });
});
