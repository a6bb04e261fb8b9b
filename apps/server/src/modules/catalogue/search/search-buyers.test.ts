import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSearchResult, SearchResult, Synonym } from '@store/contract';
import { bearer, json, type TestApp } from '../../../../test/helpers';
import { createUser, type TestUser } from '../../../../test/fixtures';
import { sql } from 'drizzle-orm';
import { execute, get, one, seededApp } from '../catalogue.test-support';
import { addMissingUnitTokens } from './search.service';

/**
 * Search as industrial buyers type it (issue 32; docs/decisions/265-268) on the demo
 * catalogue: joined and split words, synonyms, sizes in other units, relaxed matching, the
 * same reading in the dropdown, the results page and the listing, and staff synonyms.
 */
let t: TestApp;
let staff: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await seededApp();
  staff = await createUser(t, { role: 'ADMIN' });
  customer = await createUser(t);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const search = async (q: string, extra = '') =>
  (await get<SearchResult>(t, `/api/search?q=${encodeURIComponent(q)}${extra}`)).data;
const listing = async (q: string, extra = '') =>
  (await get<ProductSearchResult>(t, `/api/products/search?q=${encodeURIComponent(q)}${extra}`))
    .data;
const names = (r: SearchResult) => r.products.map((p) => p.name);

describe('what buyers type', () => {
  it.each([
    ['anglegrinder', /Angle Grinder/],
    ['multi meter', /Multimeter/],
    ['spannerset', /Spanner Set/],
    ['earmuff', /Ear Muffs/],
    ['welding rod', /Welding Electrodes/],
    ['grinding disc', /Grinding Wheel/],
    ['pallet jack', /Pallet Truck/],
    ['dust mask', /Respirator/],
    ['hammer drill', /Rotary Hammer/],
    ['grinder 4 inch', /Angle Grinder 100mm/],
    ['bench vice 6 inch', /Bench Vice 150mm/],
    ['5hp motor', /Motor 5 HP/],
    ['welding machine 200 amp', /Welding Machine 200A/],
    ['18 volt drill', /Drill.* 18V/],
    ['bottle jack 20 ton', /Bottle Jack 20 Ton/],
  ])('"%s" puts %s first', async (q, expected) => {
    const r = await search(q);
    expect(r.metadata.showing_results_for).toBeNull();
    expect(names(r)[0]).toMatch(expected);
  });

  it('finds sizes in product specifications too ("5 HP" inside a pump set\'s engine)', async () => {
    const r = await listing('5hp', '&limit=50');
    expect(r.content.some((p) => /Diesel Engine Pump Set 5 HP/.test(p.name))).toBe(true);
  });

  it('gives products written before the unit tokens their tokens, once', async () => {
    const row = async () =>
      one<{ search_text: string }>(t, sql`select search_text from products where sku = 'DAG-850'`);
    const full = (await row()).search_text;
    expect(full.split(' | ')).toHaveLength(5);
    expect(full).toMatch(/ \| 125mm 850w/);
    await execute(
      t,
      sql`update products set search_text = split_part(search_text, ' | ', 1) || ' | ' ||
            split_part(search_text, ' | ', 2) || ' | ' || split_part(search_text, ' | ', 3) || ' | ' ||
            split_part(search_text, ' | ', 4) where sku = 'DAG-850'`,
    );
    expect((await row()).search_text.split(' | ')).toHaveLength(4);
    const logged: object[] = [];
    await addMissingUnitTokens(t.ctx.db, { info: (o) => logged.push(o) });
    expect((await row()).search_text).toBe(full);
    expect(logged).toEqual([{ products: 1 }]);
    await addMissingUnitTokens(t.ctx.db, { info: (o) => logged.push(o) });
    expect(logged).toHaveLength(1);
  });

  it('keeps a size exact: 4 inch is not 14 inch, nor 400 A', async () => {
    const r = await listing('4 inch', '&limit=100');
    expect(r.content.length).toBeGreaterThan(0);
    expect(r.content.some((p) => /\b14 inch\b|400A/.test(p.name))).toBe(false);
  });
});

describe('relaxed matching', () => {
  it('drops the word that matches nothing and says so', async () => {
    const r = await search('bosh drill');
    expect(r.metadata.showing_results_for).toBe('drill');
    expect(r.metadata.search_term).toBe('bosh drill');
    expect(r.products.length).toBeGreaterThan(0);
    expect(names(r).every((n) => /drill/i.test(n))).toBe(true);
  });

  it('drops the word matching fewest when no product has them all', async () => {
    const r = await search('jigsaw multimeter');
    expect(r.metadata.total_products).toBeGreaterThan(0);
    expect(['jigsaw', 'multimeter']).toContain(r.metadata.showing_results_for);
  });

  it('answers nothing when no word matches, and never relaxes a full match', async () => {
    const none = await search('qwertyuiop zxcvb');
    expect([none.metadata.total_products, none.metadata.showing_results_for]).toEqual([0, null]);
    const full = await search('angle grinder');
    expect(full.metadata.showing_results_for).toBeNull();
  });

  it('reads the listing q the same way, with its filters and sorts', async () => {
    const r = await listing('bosh drill', '&sort=price_asc&inStock=true');
    expect(r.showing_results_for).toBe('drill');
    const prices = r.content.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(r.content.every((p) => p.in_stock)).toBe(true);
    const grinders = await listing('anglegrinder');
    expect(grinders.showing_results_for).toBeNull();
    expect(grinders.content.every((p) => /Angle Grinder/.test(p.name))).toBe(true);
    expect(grinders.total_elements).toBe((await search('angle grinder')).metadata.total_products);
  });
});

describe('staff search synonyms', () => {
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/admin/search-synonyms${url}`,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });

  it('is staff only, and lists the shipped synonyms', async () => {
    expect((await call('GET', '')).statusCode).toBe(401);
    expect((await call('GET', '', customer.accessToken)).statusCode).toBe(403);
    const res = await call('GET', '', staff.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = json<{ data: Synonym[] }>(res).data;
    expect(list.some((s) => s.terms.includes('electrode') && s.terms.includes('rod'))).toBe(true);
  });

  it('refuses bad entries and changes nothing', async () => {
    const before = json<{ data: Synonym[] }>(await call('GET', '', staff.accessToken)).data;
    for (const payload of [
      { terms: ['only one'] },
      { terms: ['same', 'Same'] },
      { terms: ['a', ' '] },
      { terms: ['one two three four five', 'x'] },
      { terms: 'rod' },
    ]) {
      const res = await call('POST', '', staff.accessToken, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const after = json<{ data: Synonym[] }>(await call('GET', '', staff.accessToken)).data;
    expect(after).toEqual(before);
    const missing = await call('PUT', '/00000000-0000-4000-8000-000000000000', staff.accessToken, {
      terms: ['a', 'b'],
    });
    expect(missing.statusCode).toBe(404);
  });

  it('changes results at once: two-way, one-way, edited and removed', async () => {
    expect((await search('zorblat')).metadata.total_products).toBe(0);
    const created = await call('POST', '', staff.accessToken, {
      terms: ['Zorblat', 'vernier caliper'],
      one_way: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    const entry = json<{ data: Synonym }>(created).data;
    expect(entry.terms).toEqual(['zorblat', 'vernier caliper']);
    expect(names(await search('zorblat'))[0]).toMatch(/Vernier Caliper/);

    const oneWay = await call('PUT', `/${entry.synonym_id}`, staff.accessToken, {
      terms: ['multimeter', 'zorblat'],
      one_way: true,
    });
    expect(oneWay.statusCode, oneWay.body).toBe(200);
    // "zorblat" no longer stands for anything; "multimeter" still finds multimeters
    expect((await search('zorblat')).metadata.total_products).toBe(0);
    expect(names(await search('multimeter'))[0]).toMatch(/Multimeter/);

    const removed = await call('DELETE', `/${entry.synonym_id}`, staff.accessToken);
    expect(removed.statusCode).toBe(200);
    expect((await call('DELETE', `/${entry.synonym_id}`, staff.accessToken)).statusCode).toBe(404);
  });

  it('reads a synonym typed as two words as the joined one: "rawl bolt m12" (issue 43.15)', async () => {
    const created = await call('POST', '', staff.accessToken, {
      terms: ['rawlbolt', 'anchor bolt'],
      one_way: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    for (const q of ['rawlbolt m12', 'rawl bolt m12', 'Rawl-Bolt M12']) {
      const r = await search(q);
      expect(r.metadata.showing_results_for, q).toBeNull();
      expect(names(r).length, q).toBeGreaterThan(0);
      expect(
        names(r).every((n) => /Sleeve Anchor Bolt M12/.test(n)),
        `${q}: ${names(r).join(', ')}`,
      ).toBe(true);
    }
    const entry = json<{ data: Synonym }>(created).data;
    expect((await call('DELETE', `/${entry.synonym_id}`, staff.accessToken)).statusCode).toBe(200);
  });
});
