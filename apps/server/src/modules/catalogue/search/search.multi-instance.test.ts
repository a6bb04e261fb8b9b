import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '@store/contract';
import { bearer, createTestApp, type TestApp } from '../../../../test/helpers';
import { createUser } from '../../../../test/fixtures';
import { createSecondInstance, multiInstanceSkipReason } from '../../../../test/multi-instance';
import { get, one } from '../catalogue.test-support';
import { seedDemoCatalogue } from '../../../demo/seed';
import { CATALOGUE_CHANNEL } from '../storefront/catalogue-channels';
import { searchIndexOf } from './search-index-keeper';

const title = multiInstanceSkipReason
  ? `search indexes across server processes (skipped: ${multiInstanceSkipReason})`
  : 'search indexes across server processes on one PostgreSQL';

const search = async (t: TestApp, q: string) =>
  (await get<SearchResult>(t, `/api/search?q=${encodeURIComponent(q)}`)).data;

describe.skipIf(Boolean(multiInstanceSkipReason))(title, () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await createTestApp();
    await seedDemoCatalogue(a.ctx);
    b = await createSecondInstance(a);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('keeps each process index in step with a write made through the other', async () => {
    await Promise.all([searchIndexOf(a.ctx).whenFresh(), searchIndexOf(b.ctx).whenFresh()]);
    const staff = await createUser(a, { role: 'ADMIN' });
    const { maker, category } = await one<{ maker: string; category: string }>(
      a,
      sql`select (select id from manufacturers where is_active order by name limit 1) as maker,
                 (select id from categories where is_active order by name limit 1) as category`,
    );
    // b hears the change notice (its index keeper listened first, so it has heard it too)
    let hear = () => {};
    const heard = new Promise<void>((resolve) => {
      hear = resolve;
    });
    await b.ctx.database.listen(CATALOGUE_CHANNEL, () => hear());
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: bearer(staff.accessToken),
      payload: {
        name: 'Xylarium Bore Gauge',
        sku: 'XYL-7781',
        manufacturer_id: maker,
        category_ids: [category],
        price: 1899,
        stock_quantity: 3,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await search(a, 'xylarium')).metadata.total_products).toBe(1);
    await heard;
    expect((await search(b, 'xylarium bore')).metadata.total_products).toBe(1);
    await searchIndexOf(b.ctx).whenFresh();
    expect(searchIndexOf(b.ctx).fresh()).toBeDefined();
    expect((await search(b, 'XYL 7781')).products[0]?.sku).toBe('XYL-7781');
    expect((await search(b, 'xylarum gauge')).metadata.total_products).toBe(1);
  });
});
