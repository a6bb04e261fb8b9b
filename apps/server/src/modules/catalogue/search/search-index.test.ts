import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct, SearchResult } from '@store/contract';
import { bearer, json, type TestApp } from '../../../../test/helpers';
import { createUser, type TestUser } from '../../../../test/fixtures';
import { execute, get, one, seededApp } from '../catalogue.test-support';
import { catalogueCacheOf } from '../storefront/catalogue-cache';
import { selectSearchPage } from '../storefront/catalogue.queries';
import { searchIndexOf, setSearchIndexPageSize } from './search-index-keeper';
import { parseQuery } from './search-terms';
import { searchProductPage } from './search.service';

let t: TestApp;
let staff: TestUser;

beforeAll(async () => {
  // the embedded database's read in pages of 7: the index must still hold every product, in order
  setSearchIndexPageSize(7);
  t = await seededApp();
  staff = await createUser(t, { role: 'ADMIN' });
}, 120_000);
afterAll(async () => {
  setSearchIndexPageSize(2_000);
  await t.close();
});

const search = async (q: string) =>
  (await get<SearchResult>(t, `/api/search?q=${encodeURIComponent(q)}`)).data;

/** Queries of every kind the rules know (decision 011), beside names and part numbers below. */
const TERMS = [
  'drill',
  'DRILL',
  'dri',
  'd',
  'a',
  'x',
  '1',
  '18v',
  'angle grind',
  'angle grinder 125mm',
  'grinder',
  'grnder',
  'grinedr',
  'grindre',
  'griinder',
  'grnid',
  'drll',
  'grndr',
  'vernier calipr',
  'calipr',
  'kavery',
  'weldng',
  'welding',
  'pump',
  'kaveri',
  'kaveri pump',
  'the drill',
  'drill for wood',
  'rill',
  'DCD 776',
  'dcd-776',
  'DCD776',
  'dcd776',
  'Dcd - 776',
  'DCD7',
  'DAG',
  'DAG-850',
  'dag 8',
  'mig 250',
  'spanner set',
  'pipe wrench',
  'power tools',
  'hand tools',
  'Deccan Cordless Drill Driver 18V',
  'deccan',
  'cordless drill 18v brushless',
  'zzzzqqq',
  'a b c d e f g h i j',
  // issue 32: joined and split words, synonyms (the shipped ones), sizes
  'anglegrinder',
  'multi meter',
  'spannerset',
  'earmuff',
  'welding rod',
  'grinding disc',
  'pallet jack',
  'dust mask',
  'hammer drill',
  'hard hat',
  'grinder 4 inch',
  'bench vice 6"',
  '5hp motor',
  'welding machine 200 amp',
  '18 volt drill',
  'bottle jack 20 ton',
  '1/2 inch',
  '100 mm',
];

describe('the in-memory search index', () => {
  it('gives the same page and total as the SQL path for every kind of query', async () => {
    const index = await searchIndexOf(t.ctx).whenFresh();
    const snap = await catalogueCacheOf(t.ctx).snapshot();
    const samples = await t.ctx.db.execute(
      sql`select name, sku from products where is_active order by sku limit 200`,
    );
    const terms = [...TERMS];
    (samples.rows as { name: string; sku: string }[]).forEach((r, i) => {
      if (i % 10 === 0) terms.push(r.name, r.sku, r.sku.replace(/-/g, ' '));
      if (i % 15 === 0) terms.push(r.name.split(' ').slice(0, 2).join(' ').slice(0, -1));
    });
    for (const c of 'bcefghklmnoprstuvw2345') terms.push(c);
    let compared = 0;
    for (const term of terms) {
      const parsed = parseQuery(term, snap.vocabulary, snap.synonyms);
      if (parsed.terms.length === 0 && !parsed.sku) continue;
      for (const [offset, limit] of [
        [0, 5],
        [20, 20],
        [100, 50],
      ] as const) {
        const fromSql = await selectSearchPage(t.ctx.db, parsed, offset, limit);
        const fromIndex = index.search(parsed, offset, limit);
        expect(fromIndex.total, `${term} total`).toBe(fromSql.total);
        expect(fromIndex.ids, `${term} @${offset}`).toEqual(fromSql.rows.map((r) => r.id));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(300);
  }, 300_000);

  it('answers the search service with the rows read fresh, as the SQL path does', async () => {
    await searchIndexOf(t.ctx).whenFresh();
    const snap = await catalogueCacheOf(t.ctx).snapshot();
    for (const term of ['drill', 'DCD 776', 'grnder', 'kaveri pump']) {
      const parsed = parseQuery(term, snap.vocabulary);
      expect(searchIndexOf(t.ctx).fresh()).toBeDefined();
      const viaIndex = await searchProductPage(t.ctx, parsed, 0, 20);
      const viaSql = await selectSearchPage(t.ctx.db, parsed, 0, 20);
      expect(viaIndex.total, term).toBe(viaSql.total);
      expect(viaIndex.rows, term).toEqual(
        viaSql.rows.map(({ total, ...row }: (typeof viaSql.rows)[number] & { total?: number }) => {
          void total;
          return row;
        }),
      );
    }
  });

  it('finds a product created, renamed, hidden or deleted at once, then from the rebuilt index', async () => {
    const keeper = searchIndexOf(t.ctx);
    await keeper.whenFresh();
    const { maker, category } = await one<{ maker: string; category: string }>(
      t,
      sql`select (select id from manufacturers where is_active order by name limit 1) as maker,
                 (select id from categories where is_active order by name limit 1) as category`,
    );
    const call = (method: 'POST' | 'PATCH', url: string, payload: object) =>
      t.app.inject({ method, url: `/api${url}`, headers: bearer(staff.accessToken), payload });

    const created = await call('POST', '/admin/products', {
      name: 'Zephyrine Torque Multiplier',
      sku: 'ZPH-4410',
      manufacturer_id: maker,
      category_ids: [category],
      price: 2599,
      stock_quantity: 4,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = json<{ data: AdminProduct }>(created).data.product_id;
    // at once, in this process (the index is stale until its rebuild: SQL answers)
    expect((await search('zephyrine')).products.map((p) => p.product_id)).toEqual([id]);
    expect((await search('zph 4410')).products[0]?.product_id).toBe(id);
    // and from the rebuilt index
    await keeper.whenFresh();
    expect((await search('zephyrine torque')).products.map((p) => p.product_id)).toEqual([id]);
    expect((await search('ZPH4410')).products[0]?.product_id).toBe(id);
    expect((await search('zephyrin')).metadata.total_products).toBe(1);

    const renamed = await call('PATCH', `/admin/products/${id}`, {
      name: 'Quillonic Torque Multiplier',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await search('zephyrine')).metadata.total_products).toBe(0);
    // no product has both words any more: relaxed to the word that still matches
    const relaxed = (await search('zephyrine multiplier')).metadata;
    expect([relaxed.total_products, relaxed.showing_results_for]).toEqual([1, 'multiplier']);
    expect((await search('quillonic')).products.map((p) => p.product_id)).toEqual([id]);
    await keeper.whenFresh();
    expect((await search('zephyri')).metadata.total_products).toBe(0);
    expect((await search('quillonic torque')).products.map((p) => p.product_id)).toEqual([id]);

    const hidden = await call('PATCH', `/admin/products/${id}`, { is_active: false });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await search('quillonic multiplier')).metadata.total_products).toBe(0);
    await keeper.whenFresh();
    expect((await search('quilloni')).metadata.total_products).toBe(0);

    const shown = await call('PATCH', `/admin/products/${id}`, { is_active: true });
    expect(shown.statusCode, shown.body).toBe(200);
    expect((await search('quillon')).metadata.total_products).toBe(1);
    await keeper.whenFresh();
    await execute(t, sql`delete from product_categories where product_id = ${id}`);
    await execute(t, sql`delete from products where id = ${id}`);
    expect((await search('quillonic torque multiplier')).metadata.total_products).toBe(0);
    await keeper.whenFresh();
    expect((await search('quillo')).metadata.total_products).toBe(0);
  });
});
