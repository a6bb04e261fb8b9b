import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '@store/contract';
import { bearer, createTestApp, type TestApp } from '../../../../test/helpers';
import { createUser } from '../../../../test/fixtures';
import { createSecondInstance, multiInstanceSkipReason } from '../../../../test/multi-instance';
import { get } from '../catalogue.test-support';
import { seedDemoCatalogue } from '../../../demo/seed';
import { SYNONYMS_CHANNEL } from '../storefront/catalogue-channels';

const title = multiInstanceSkipReason
  ? `search synonyms across server processes (skipped: ${multiInstanceSkipReason})`
  : 'search synonyms across server processes on one PostgreSQL';

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

  it('a synonym added through one process changes the other process at its notice', async () => {
    const staff = await createUser(a, { role: 'ADMIN' });
    // b has read (and remembered) the answer before the change
    expect((await search(b, 'shikanja')).metadata.total_products).toBe(0);
    let hear = () => {};
    const heard = new Promise<void>((resolve) => {
      hear = resolve;
    });
    await b.ctx.database.listen(SYNONYMS_CHANNEL, () => hear());
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/admin/search-synonyms',
      headers: bearer(staff.accessToken),
      payload: { terms: ['shikanja', 'bench vice'], one_way: false },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await search(a, 'shikanja')).products[0]?.name).toMatch(/Bench Vice/);
    await heard;
    const fromB = await search(b, 'shikanja');
    expect(fromB.products[0]?.name).toMatch(/Bench Vice/);
    expect(fromB.metadata.showing_results_for).toBeNull();
  });
});
