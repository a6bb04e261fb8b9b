import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { imageStorageOf } from '../modules/catalogue/images/image-storage';
import { searchTextFor } from '../modules/catalogue/search/search-terms';
import { KINDS } from './catalogue-data';
import { demoProducts, nicePrice } from './demo';
import { generateProducts } from './generate';
import { seedDemoCatalogue, seedIfEmpty } from './seed';
import { DRAWERS } from './art/products';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

const rows = async <T>(q: SQL) => (await t.ctx.db.execute(q)).rows as T[];

describe('demo catalogue', () => {
  it('is made of real kinds with a drawing each', () => {
    for (const k of KINDS) expect(DRAWERS, k.art).toHaveProperty(k.art);
    const list = demoProducts();
    expect(list.length).toBeGreaterThanOrEqual(300);
    expect(new Set(list.map((p) => p.sku)).size).toBe(list.length);
    expect(new Set(list.map((p) => p.slug)).size).toBe(list.length);
    expect(nicePrice(7312)).toBe(7299);
    expect(nicePrice(333)).toBe(349);
  });

  it('loads into an empty database with its pictures, once', async () => {
    const logged: unknown[] = [];
    await seedIfEmpty(t.ctx, { info: (o: unknown) => logged.push(o), warn: () => {} } as never);
    expect(logged).toHaveLength(1);
    const [counts] = await rows<{
      c: number;
      m: number;
      p: number;
      zero: number;
      sale: number;
    }>(sql`
      select (select count(*) from categories)::int as c, (select count(*) from manufacturers)::int as m,
             (select count(*) from products)::int as p,
             (select count(*) from products where stock_quantity = 0)::int as zero,
             (select count(*) from products where compare_at_paise > price_paise)::int as sale`);
    expect(counts!.c).toBeGreaterThanOrEqual(10);
    expect(counts!.m).toBeGreaterThanOrEqual(25);
    expect(counts!.p).toBeGreaterThanOrEqual(300);
    expect(counts!.zero).toBeGreaterThan(0);
    expect(counts!.sale).toBeGreaterThan(0);
    const rates = await rows<{ gst_rate: string }>(
      sql`select distinct gst_rate::text from products order by 1`,
    );
    expect(rates.map((r) => Number(r.gst_rate))).toEqual([12, 18, 28]);
    const multi = await rows<{ n: number }>(
      sql`select count(*)::int as n from (select product_id from product_categories group by 1 having count(*) > 1) x`,
    );
    expect(multi[0]!.n).toBeGreaterThan(0);
    // every maker has products; every category has products
    const empty =
      await rows(sql`select id from categories c where not exists (select 1 from product_categories pc where pc.category_id = c.id)
      union all select id from manufacturers m where not exists (select 1 from products p where p.manufacturer_id = m.id)`);
    expect(empty).toEqual([]);
    // search data is in place
    const words = await rows<{ n: number }>(sql`select count(*)::int as n from search_words`);
    expect(words[0]!.n).toBeGreaterThan(100);
    const unset = await rows(sql`select id from products where search_text = '' or sku_norm = ''`);
    expect(unset).toEqual([]);
    // about 30 products have a reorder level, a few at or below it: Low stock is not empty
    const [watch] = await rows<{ watched: number; low: number }>(sql`
      select count(*) filter (where reorder_level > 0)::int as watched,
             count(*) filter (where reorder_level > 0 and stock_quantity <= reorder_level)::int as low
        from products where is_active`);
    expect(watch!.watched).toBeGreaterThanOrEqual(20);
    expect(watch!.watched).toBeLessThanOrEqual(40);
    expect(watch!.low).toBeGreaterThanOrEqual(2);
    expect(watch!.low).toBeLessThan(watch!.watched);
    // a second start does not load it again
    expect(await seedDemoCatalogue(t.ctx)).toBeNull();
  }, 60_000);

  it('stores every picture it refers to, as clean SVG', async () => {
    const storage = imageStorageOf(t.ctx);
    const refs = await rows<{ key: string }>(sql`
      select image_key as key from categories union all select logo_key from manufacturers
      union all select jsonb_array_elements_text(images) from products`);
    expect(refs.length).toBeGreaterThan(600);
    for (const { key } of refs.filter((_, i) => i % 7 === 0)) {
      const pic = await storage.getObject(key);
      expect(pic, key).not.toBeNull();
      const svg = Buffer.from(pic!.bytes).toString('utf8');
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), key).toBe(true);
      expect(svg, key).not.toMatch(/NaN|undefined|\[object/);
      expect(svg, key).toMatch(/<title>.+<\/title>/);
    }
  });

  it('generates a larger catalogue of the same kinds for benchmarks', async () => {
    const before = (await rows<{ n: number }>(sql`select count(*)::int as n from products`))[0]!.n;
    const progress: number[] = [];
    const added = await generateProducts(t.ctx, before + 250, (done) => progress.push(done), 100);
    expect(added).toBe(250);
    expect(progress).toEqual([before + 100, before + 200, before + 250]);
    const [after] = await rows<{ n: number; skus: number; slugs: number }>(
      sql`select count(*)::int as n, count(distinct sku)::int as skus, count(distinct slug)::int as slugs from products`,
    );
    expect(after).toEqual({ n: before + 250, skus: before + 250, slugs: before + 250 });
    // generated rows carry the same search text the SQL would compute, and pictures that exist
    const sample = await rows<{
      name: string;
      sku: string;
      search_text: string;
      maker: string;
      cats: string[];
      images: string[];
      specifications: { name: string; value: string }[];
    }>(sql`
      select p.name, p.sku, p.search_text, m.name as maker, p.images, p.specifications,
             array(select c.name from product_categories pc join categories c on c.id = pc.category_id
                    where pc.product_id = p.id order by c.display_order, c.name) as cats
        from products p join manufacturers m on m.id = p.manufacturer_id
       order by p.created_at desc limit 50`);
    const storage = imageStorageOf(t.ctx);
    for (const p of sample.filter((r) => r.sku.split('-').length >= 2)) {
      expect(p.search_text).toBe(searchTextFor(p.name, p.sku, p.maker, p.cats, p.specifications));
      expect(await storage.exists(p.images[0]!)).toBe(true);
    }
    // asking again for the same size adds nothing
    expect(await generateProducts(t.ctx, before + 250)).toBe(0);
  }, 60_000);

  it('rebuilds the same indexes after a bulk load', async () => {
    const indexes = () =>
      rows<{ indexdef: string }>(
        sql`select indexdef from pg_indexes where tablename in ('products', 'product_categories') order by indexname`,
      );
    const before = await indexes();
    const count = (await rows<{ n: number }>(sql`select count(*)::int as n from products`))[0]!.n;
    expect(await generateProducts(t.ctx, count + 5000)).toBe(5000);
    expect(await indexes()).toEqual(before);
    const found = await t.app.inject({ method: 'GET', url: '/api/search?q=grinder' });
    expect(JSON.parse(found.body).data.metadata.total_products).toBeGreaterThan(100);
  }, 120_000);
});
