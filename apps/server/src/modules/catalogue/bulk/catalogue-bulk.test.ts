import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_EXPORT_COLUMNS,
  MAX_IMPORT_BYTES,
  type AdminProduct,
  formulaMessage,
  type ProductDetail,
} from '@store/contract';
import { bearer, json, type TestApp } from '../../../../test/helpers';
import { createUser, type TestUser } from '../../../../test/fixtures';
import { one, seededApp } from '../catalogue.test-support';
import { bulkCalls, multipart, newRow, toCsv, uid, type Row } from './catalogue-bulk.test-support';

/*
 * The catalogue in bulk (decisions.md › The catalogue in bulk): export, dry run, apply, and
 * every bad input of issue 30 refused by row and column with nothing written. Runs on PGlite,
 * and on PostgreSQL with TEST_DATABASE_URL.
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

const { exportCsv, exportRows, importCsv, catalogueChecksum, refusedWith } = bulkCalls(
  () => t,
  () => staff,
);

describe('export', () => {
  it('answers every product as CSV with a BOM, the columns of §19, staff only', async () => {
    expect((await exportCsv(null)).statusCode).toBe(401);
    expect((await exportCsv(customer)).statusCode).toBe(403);
    const res = await exportCsv();
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = res.rawPayload.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toBe(CATALOGUE_EXPORT_COLUMNS.join(','));
    const rows = parse(res.rawPayload, { bom: true, columns: true }) as Row[];
    const count = await one<{ n: number }>(t, sql`select count(*)::int as n from products`);
    expect(rows).toHaveLength(count.n);
    const first = rows[0]!;
    expect(Number(first.pack_size)).toBeGreaterThanOrEqual(1);
    expect(Number(first.min_order_qty)).toBeGreaterThanOrEqual(1);
    expect(first.slabs).toMatch(/^(\d+:\d+(\.\d+)?(\|\d+:\d+(\.\d+)?)*)?$/);
    expect(Number(first.reorder_level)).toBeGreaterThanOrEqual(0);
    expect(['true', 'false']).toContain(first.active);
    expect(Number(first.price)).toBeGreaterThan(0);
    expect(() => JSON.parse(first.specifications || '[]') as unknown).not.toThrow();
  });

  it('escapes cells a spreadsheet would run as formulas, and reads them back unchanged', async () => {
    const [row] = await exportRows();
    const formula = '=HYPERLINK("http://evil.example","click")';
    await t.ctx.db.execute(
      sql`update products set description = ${formula}, warranty = ${'-1 year'}, name = ${'@risk ' + row!.name} where sku = ${row!.sku}`,
    );
    const res = await exportCsv();
    const text = res.rawPayload.toString('utf8');
    expect(text).toContain(`'=HYPERLINK(""http://evil.example"",""click"")`);
    expect(text).toContain(`'-1 year`);
    expect(text).not.toMatch(/(^|,)[=+@-][^,]*/m);
    const again = await importCsv(res.rawPayload, { dry_run: true });
    // a name stored before names were checked (issue 43.20): escaped on the way out, and
    // refused on the way back in like any name beginning with a formula
    expect(again.body.data).toMatchObject({ update: 0, create: 0 });
    expect(again.body.data.errors).toEqual([
      expect.objectContaining({ column: 'name', message: formulaMessage('Name') }),
    ]);
    await t.ctx.db.execute(sql`update products set name = ${row!.name} where sku = ${row!.sku}`);
  });
});

describe('reorder level', () => {
  it('staff set it in the product form and the file carries it', async () => {
    const [row] = await exportRows();
    const { id } = await one<{ id: string }>(
      t,
      sql`select id from products where sku = ${row!.sku}`,
    );
    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/products/${id}`,
        headers: bearer(staff.accessToken),
        payload,
      });
    const bad = await patch({ reorder_level: -5 });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toEqual([
      { field: 'reorder_level', message: 'Reorder level must be 0 or more' },
    ]);
    const saved = await patch({ reorder_level: 9 });
    expect(json<{ data: AdminProduct }>(saved).data.reorder_level).toBe(9);
    const again = (await exportRows()).find((r) => r.sku === row!.sku);
    expect(again?.reorder_level).toBe('9');
  });
});

describe('import', () => {
  it('an export imported back unchanged reports 0 changes (₹ and Hindi survive)', async () => {
    const [row] = await exportRows();
    const hindi = 'ड्रिल मशीन ₹ विशेष';
    await t.ctx.db.execute(
      sql`update products set description = ${hindi}, warranty = ${'₹500 cover'} where sku = ${row!.sku}`,
    );
    const file = (await exportCsv()).rawPayload;
    expect(file.toString('utf8')).toContain(hindi);
    const before = await catalogueChecksum();
    const dry = await importCsv(file, { dry_run: true });
    expect(dry.res.statusCode).toBe(200);
    const total = await one<{ n: number }>(t, sql`select count(*)::int as n from products`);
    expect(dry.body.data).toMatchObject({ create: 0, update: 0, unchanged: total.n, errors: [] });
    const applied = await importCsv(file);
    expect(applied.res.statusCode).toBe(200);
    expect(applied.body.data).toMatchObject({ create: 0, update: 0, unchanged: total.n });
    expect(await catalogueChecksum()).toBe(before);
  });

  it('pack sizes, minimum orders and slabs: created, exported, round trip 0 changes, updated', async () => {
    const row = newRow({
      price: '450',
      pack_size: '5',
      min_order_qty: '10',
      slabs: '20:420|50:399',
    });
    const created = await importCsv(toCsv([row]));
    expect(created.res.statusCode).toBe(200);
    expect(created.body.data).toMatchObject({ create: 1, errors: [] });
    const stored = await one<{ pack_size: number; min_order_qty: number; price_slabs: unknown }>(
      t,
      sql`select pack_size, min_order_qty, price_slabs from products where sku = ${row.sku}`,
    );
    expect(stored.pack_size).toBe(5);
    expect(stored.min_order_qty).toBe(10);
    const slabs = (s: unknown) => (typeof s === 'string' ? (JSON.parse(s) as unknown) : s);
    expect(slabs(stored.price_slabs)).toEqual([
      { min_quantity: 20, price_paise: 42000 },
      { min_quantity: 50, price_paise: 39900 },
    ]);
    const detail = json<{ data: ProductDetail }>(
      await t.app.inject({ url: `/api/products/sku/${encodeURIComponent(row.sku!)}` }),
    ).data;
    expect(detail).toMatchObject({ pack_size: 5, min_order_qty: 10 });

    const file = (await exportCsv()).rawPayload;
    const exported = (parse(file, { bom: true, columns: true }) as Row[]).find(
      (r) => r.sku === row.sku,
    )!;
    expect(exported).toMatchObject({ pack_size: '5', min_order_qty: '10', slabs: '20:420|50:399' });
    const before = await catalogueChecksum();
    const again = await importCsv(file);
    expect(again.body.data).toMatchObject({ create: 0, update: 0, errors: [] });
    expect(await catalogueChecksum()).toBe(before);

    // an empty pack_size keeps the stored one; changed slabs are written
    const changed = await importCsv(
      toCsv([{ ...exported, pack_size: '', slabs: '20:425|100:380' }]),
    );
    expect(changed.body.data).toMatchObject({ update: 1, errors: [] });
    expect(changed.body.data.rows[0]!.changes).toEqual(['slabs']);
    const after = await one<{ pack_size: number; price_slabs: unknown }>(
      t,
      sql`select pack_size, price_slabs from products where sku = ${row.sku}`,
    );
    expect(after.pack_size).toBe(5);
    expect(slabs(after.price_slabs)).toEqual([
      { min_quantity: 20, price_paise: 42500 },
      { min_quantity: 100, price_paise: 38000 },
    ]);
    // an empty slabs cell removes them
    const cleared = await importCsv(toCsv([{ ...exported, slabs: '' }]));
    expect(cleared.body.data.rows[0]!.changes).toEqual(['slabs']);
    const none = await one<{ price_slabs: unknown }>(
      t,
      sql`select price_slabs from products where sku = ${row.sku}`,
    );
    expect(slabs(none.price_slabs)).toEqual([]);
  });

  it('dry run changes nothing; apply writes it, and the store and search see it at once', async () => {
    const rows = await exportRows();
    const [a, b] = [rows[3]!, rows[4]!];
    const newPrices = [Number(a.price) + 111, Number(b.price) + 222];
    a.price = String(newPrices[0]);
    b.price = String(newPrices[1]);
    if (a.compare_at_price) a.compare_at_price = String(Number(a.price) + 500);
    if (b.compare_at_price) b.compare_at_price = String(Number(b.price) + 500);
    const created = newRow({ name: `Zentrifugal Pumpe ${uid()}`, reorder_level: '7' });
    const file = toCsv([...rows, created]);

    // a listing and search answer remembered before the import
    const slugOf = async (sku: string) =>
      json<{ data: ProductDetail }>(
        await t.app.inject({ url: `/api/products/sku/${encodeURIComponent(sku)}` }),
      ).data;
    await slugOf(a.sku!);

    const before = await catalogueChecksum();
    const dry = await importCsv(file, { dry_run: true });
    expect(dry.body.data).toMatchObject({
      create: 1,
      update: 2,
      unchanged: rows.length - 2,
      errors: [],
      dry_run: true,
    });
    expect(dry.body.data.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          sku: a.sku,
          action: 'update',
          changes: expect.arrayContaining(['price']),
        }),
        expect.objectContaining({ sku: created.sku, action: 'create' }),
      ]),
    );
    expect(await catalogueChecksum()).toBe(before);

    const applied = await importCsv(file);
    expect(applied.res.statusCode).toBe(200);
    expect(applied.body.data).toMatchObject({ create: 1, update: 2, dry_run: false });
    expect((await slugOf(a.sku!)).price).toBe(newPrices[0]);
    expect((await slugOf(b.sku!)).price).toBe(newPrices[1]);
    const fresh = await slugOf(created.sku!);
    expect(fresh).toMatchObject({
      name: created.name,
      price: 1499,
      manufacturer_name: 'Deccan Power Tools',
    });
    const staffView = json<{ data: AdminProduct }>(
      await t.app.inject({
        url: `/api/admin/products/${fresh.product_id}`,
        headers: bearer(staff.accessToken),
      }),
    ).data;
    expect(staffView.reorder_level).toBe(7);
    expect(staffView.specifications).toEqual([{ name: 'Power', value: '710 W' }]);
    // search (the in-memory index or SQL) finds the new product by a word of its name at once
    const search = json<{ data: { products: { sku: string }[] } }>(
      await t.app.inject({ url: `/api/search?q=${encodeURIComponent(created.name!)}` }),
    );
    expect(search.data.products.map((p) => p.sku)).toContain(created.sku);
    const listing = json<{ data: { content: { sku: string; price: number }[] } }>(
      await t.app.inject({ url: `/api/products/search?q=${encodeURIComponent(a.name!)}` }),
    );
    expect(listing.data.content.find((p) => p.sku === a.sku)?.price).toBe(newPrices[0]);
  });

  it('one bad row among 5,000 and nothing is written; fixed, all 5,000 are created', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) =>
      newRow({ sku: `BULK-${uid()}-${i}`.toUpperCase(), name: `Bulk Spanner ${i} ${uid()}` }),
    );
    rows[4321]!.price = '₹1,200';
    const before = await catalogueChecksum();
    const refused = await importCsv(toCsv(rows));
    expect(refused.res.statusCode).toBe(400);
    expect(refused.body.success).toBe(false);
    expect(refused.body.message).toBe('Nothing was imported: the file has 1 error');
    expect(refused.body.data.errors).toEqual([
      {
        row: 4323,
        column: 'price',
        message: 'Price must be a number (digits and a decimal point only, e.g. 1200.50)',
      },
    ]);
    expect(refused.body.errors).toEqual([
      {
        field: 'row 4323, price',
        message: 'Price must be a number (digits and a decimal point only, e.g. 1200.50)',
      },
    ]);
    expect(await catalogueChecksum()).toBe(before);

    rows[4321]!.price = '1200';
    const applied = await importCsv(toCsv(rows));
    expect(applied.res.statusCode).toBe(200);
    expect(applied.body.data).toMatchObject({ create: 5000, update: 0, errors: [] });
    const n = await one<{ n: number }>(
      t,
      sql`select count(*)::int as n from products where sku like 'BULK-%'`,
    );
    expect(n.n).toBe(5000);
  }, 120_000);

  it('makers and categories are created only when asked', async () => {
    const maker = `Newco ${uid()}`;
    const category = `Brand New Kind ${uid()}`;
    const row = newRow({ maker, categories: `Power Tools|${category}` });
    const before = await catalogueChecksum();
    const off = await importCsv(toCsv([row]));
    expect(off.res.statusCode).toBe(400);
    expect(off.body.data.errors).toEqual([
      {
        row: 2,
        column: 'maker',
        message: `No maker is named "${maker}" (allow creating missing makers and categories to add it)`,
      },
      {
        row: 2,
        column: 'categories',
        message: `No category is named "${category}" (allow creating missing makers and categories to add it)`,
      },
    ]);
    expect(await catalogueChecksum()).toBe(before);

    const dry = await importCsv(toCsv([row]), { dry_run: true, create_missing: true });
    expect(dry.body.data).toMatchObject({
      create: 1,
      errors: [],
      makers_created: [maker],
      categories_created: [category],
    });
    expect(await catalogueChecksum()).toBe(before);

    const on = await importCsv(toCsv([row]), { create_missing: true });
    expect(on.res.statusCode).toBe(200);
    const product = json<{ data: ProductDetail }>(
      await t.app.inject({ url: `/api/products/sku/${row.sku}` }),
    ).data;
    expect(product.manufacturer_name).toBe(maker);
    expect(product.category_names).toEqual(expect.arrayContaining(['Power Tools', category]));
    // matched by name, whatever its case, from then on
    const again = await importCsv(toCsv([{ ...row, maker: maker.toUpperCase() }]), {
      dry_run: true,
    });
    expect(again.body.data).toMatchObject({ unchanged: 1, errors: [] });
  });

  it('with Accept: application/x-ndjson, progress lines then the envelope', async () => {
    const rows = Array.from({ length: 2500 }, (_, i) =>
      newRow({ sku: `PRG-${uid()}-${i}`.toUpperCase() }),
    );
    const body = multipart(toCsv(rows));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { ...body.headers, ...bearer(staff.accessToken), accept: 'application/x-ndjson' },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const steps = lines.flatMap((l) => (l.progress ? [(l.progress as { step: string }).step] : []));
    expect(new Set(steps)).toEqual(new Set(['reading', 'checking', 'writing']));
    expect(lines.at(-2)).toEqual({ progress: { step: 'writing', done: 2500, total: 2500 } });
    expect(lines.at(-1)).toMatchObject({
      success: true,
      message: 'Imported: 2500 created, 0 updated, 0 unchanged',
      data: { create: 2500 },
    });
    // a refused import streams its report as the last line too, and writes nothing
    const before = await catalogueChecksum();
    const bad = multipart(toCsv([newRow({ price: '-5' })]));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { ...bad.headers, ...bearer(staff.accessToken), accept: 'application/x-ndjson' },
      payload: bad.payload,
    });
    const last = JSON.parse(refused.body.trim().split('\n').at(-1)!) as Record<string, unknown>;
    expect(last).toMatchObject({
      success: false,
      code: 'invalid_data',
      data: { errors: [{ row: 2, column: 'price', message: 'Price must be more than 0' }] },
    });
    expect(await catalogueChecksum()).toBe(before);
  }, 60_000);

  it('staff only', async () => {
    expect((await importCsv(toCsv([newRow()]), {}, null)).res.statusCode).toBe(401);
    expect((await importCsv(toCsv([newRow()]), {}, customer)).res.statusCode).toBe(403);
  });
});

describe('bad input: a clear error by row and column, nothing applied', () => {
  it('a file that is not CSV', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe]),
      Buffer.alloc(64, 1),
    ]);
    const { res, body } = await importCsv(png, { dry_run: true });
    expect(res.statusCode).toBe(400);
    expect(body.message).toBe(
      'The file is not CSV text in UTF-8: save it as "CSV UTF-8" and upload that',
    );
    const xlsx = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(64, 0)]);
    expect((await importCsv(xlsx)).body.message).toMatch(/^This is a spreadsheet workbook/);
    await refusedWith('Dear sir, please find the price list\n', [
      { row: 1, column: 'Dear sir', message: /^Unknown column/ },
      { row: 1, column: 'please find the price list', message: /^Unknown column/ },
      ...CATALOGUE_CSV_COLUMNS.map((c) => ({
        row: 1,
        column: c,
        message: `Column ${c} is missing`,
      })),
    ]);
    await refusedWith(`${CATALOGUE_CSV_COLUMNS.join(',')}\n"unclosed,quote\n`, [
      { row: 2, column: '', message: 'A quoted cell is never closed' },
    ]);
  });

  it('an unknown or a missing column', async () => {
    const row = newRow();
    await refusedWith(toCsv([{ ...row, colour: 'red' }], [...CATALOGUE_CSV_COLUMNS, 'colour']), [
      { row: 1, column: 'colour', message: /^Unknown column "colour"; the columns are sku, name/ },
    ]);
    await refusedWith(
      toCsv(
        [row],
        CATALOGUE_CSV_COLUMNS.filter((c) => c !== 'price'),
      ),
      [{ row: 1, column: 'price', message: 'Column price is missing' }],
    );
  });

  it('a duplicate SKU within the file', async () => {
    const row = newRow();
    await refusedWith(toCsv([row, newRow(), { ...row, sku: row.sku!.replace('-', ' ') }]), [
      {
        row: 4,
        column: 'sku',
        message: `SKU ${row.sku!.replace('-', ' ')} appears more than once in the file (first on row 2)`,
      },
    ]);
  });

  it('a price of "₹1,200" or "-5"', async () => {
    await refusedWith(toCsv([newRow({ price: '₹1,200' }), newRow({ price: '-5' })]), [
      {
        row: 2,
        column: 'price',
        message: 'Price must be a number (digits and a decimal point only, e.g. 1200.50)',
      },
      { row: 3, column: 'price', message: 'Price must be more than 0' },
    ]);
  });

  it('slabs that contradict each other or the pack size, minimum order and price', async () => {
    await refusedWith(
      toCsv([
        newRow({ slabs: '10:420|50:450', price: '450' }),
        newRow({ slabs: '10:420|10:400', price: '450' }),
        newRow({ slabs: '10:1500', price: '1499' }),
        newRow({ pack_size: '5', min_order_qty: '7' }),
        newRow({ pack_size: '5', min_order_qty: '10', slabs: '12:1400' }),
        newRow({ pack_size: '0' }),
      ]),
      [
        {
          row: 2,
          column: 'slabs',
          message:
            'Slabs contradict each other: 50 units at ₹450 must cost less each than 10 units at ₹420',
        },
        { row: 3, column: 'slabs', message: 'Slabs name the quantity 10 twice' },
        { row: 4, column: 'slabs', message: 'Slab price must be below the price (₹1499)' },
        {
          row: 5,
          column: 'min_order_qty',
          message: 'Minimum order must be a multiple of the pack size (5)',
        },
        {
          row: 6,
          column: 'slabs',
          message: 'Slab quantity must be a multiple of the pack size (5)',
        },
        { row: 7, column: 'pack_size', message: 'Pack size must be at least 1' },
      ],
    );
  });

  it('a category that does not exist without the tick', async () => {
    await refusedWith(toCsv([newRow({ categories: 'Power Tools|Nowhere Kind' })]), [
      {
        row: 2,
        column: 'categories',
        message:
          'No category is named "Nowhere Kind" (allow creating missing makers and categories to add it)',
      },
    ]);
  });

  it('a row with a NUL byte', async () => {
    await refusedWith(toCsv([newRow(), newRow({ description: 'bad\u0000byte' })]), [
      {
        row: 3,
        column: 'description',
        message: 'description contains a character that is not allowed (NUL)',
      },
    ]);
  });

  it('a formula cell (=HYPERLINK(...)) that would be exported back out', async () => {
    await refusedWith(
      toCsv([
        newRow({ name: '=HYPERLINK("http://evil.example","x")' }),
        newRow({ warranty: '+1 year' }),
      ]),
      [
        {
          row: 2,
          column: 'name',
          message:
            "begins with =, which a spreadsheet runs as a formula; put ' in front to keep it as text",
        },
        { row: 3, column: 'warranty', message: /^begins with \+/ },
      ],
    );
  });

  it('a required cell left empty, compare-at below the price, a row of the wrong width', async () => {
    const file = `${toCsv([newRow({ name: '' }), newRow({ compare_at_price: '10' })])}a,b\n`;
    await refusedWith(file, [
      { row: 2, column: 'name', message: 'name is required' },
      {
        row: 3,
        column: 'compare_at_price',
        message: 'Compare-at price must be more than the price',
      },
      {
        row: 4,
        column: '',
        message: `This row has 2 cells; the header has ${CATALOGUE_CSV_COLUMNS.length}`,
      },
    ]);
  });

  it('a 50 MB file', async () => {
    const header = `${CATALOGUE_CSV_COLUMNS.join(',')}\n`;
    const big = Buffer.alloc(MAX_IMPORT_BYTES, 'a');
    big.write(header);
    const before = await catalogueChecksum();
    const { res, body } = await importCsv(big);
    expect(res.statusCode).toBe(413);
    expect(body.message).toBe('The file must be smaller than 50 MB');
    expect(await catalogueChecksum()).toBe(before);
  }, 60_000);
});
