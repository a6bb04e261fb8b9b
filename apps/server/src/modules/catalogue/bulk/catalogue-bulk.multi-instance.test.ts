import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_CSV_COLUMNS, type ProductDetail, type SearchResult } from '@store/contract';
import { bearer, createTestApp, type TestApp } from '../../../../test/helpers';
import { createUser } from '../../../../test/fixtures';
import { createSecondInstance, multiInstanceSkipReason } from '../../../../test/multi-instance';
import { get } from '../catalogue.test-support';
import { seedDemoCatalogue } from '../../../demo/seed';
import { CATALOGUE_CHANNEL } from '../storefront/catalogue-channels';
import { searchIndexOf } from '../search/search-index-keeper';

const title = multiInstanceSkipReason
  ? `a catalogue import seen by every server process (skipped: ${multiInstanceSkipReason})`
  : 'a catalogue import seen by every server process on one PostgreSQL';

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

  it("another process's search index, listings and product pages follow an import", async () => {
    await Promise.all([searchIndexOf(a.ctx).whenFresh(), searchIndexOf(b.ctx).whenFresh()]);
    const staff = await createUser(a, { role: 'ADMIN' });
    const exported = await a.app.inject({
      url: '/api/admin/products/export',
      headers: bearer(staff.accessToken),
    });
    const { parse } = await import('csv-parse/sync');
    const [first] = parse(exported.rawPayload, { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    // b has the product page and a search remembered before the import
    const before = (await get<ProductDetail>(b, `/api/products/${first!.slug}`)).data;
    expect((await get<SearchResult>(b, '/api/search?q=quorvex')).data.metadata.total_products).toBe(
      0,
    );

    const changed = { ...first!, price: String(before.price + 100), compare_at_price: '' };
    const added = {
      ...first!,
      sku: 'QRV-5501',
      name: 'Quorvex Thread Gauge',
      slug: '',
      price: '749',
      compare_at_price: '',
    };
    const file = stringify([changed, added], {
      header: true,
      columns: [...CATALOGUE_CSV_COLUMNS],
      bom: true,
    });
    const boundary = '----bulk-multi';
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.csv"\r\n` +
        `Content-Type: text/csv\r\n\r\n${file}\r\n--${boundary}--\r\n`,
    );
    let hear = () => {};
    const heard = new Promise<void>((resolve) => {
      hear = resolve;
    });
    await b.ctx.database.listen(CATALOGUE_CHANNEL, () => hear());
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: {
        ...bearer(staff.accessToken),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    await heard;
    expect((await get<ProductDetail>(b, `/api/products/${first!.slug}`)).data.price).toBe(
      before.price + 100,
    );
    expect((await get<SearchResult>(b, '/api/search?q=quorvex')).data.metadata.total_products).toBe(
      1,
    );
    await searchIndexOf(b.ctx).whenFresh();
    expect(searchIndexOf(b.ctx).fresh()).toBeDefined();
    expect((await get<SearchResult>(b, '/api/search?q=QRV%205501')).data.products[0]?.sku).toBe(
      'QRV-5501',
    );
  });
});
