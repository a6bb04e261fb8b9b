import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_CSV_COLUMNS, GST_RATE_MESSAGE } from '@store/contract';
import type { TestApp } from '../../../../test/helpers';
import { createUser, type TestUser } from '../../../../test/fixtures';
import { addToCart, postOrder } from '../../orders/orders.test-support';
import { one, seededApp } from '../catalogue.test-support';
import { importCatalogue } from './catalogue-import.service';
import { bulkCalls, newRow, toCsv, uid, type Row } from './catalogue-bulk.test-support';

/*
 * Issue 43: every error of every row at once, GST rates of the product form (43.5); the stock
 * orders took after an export stays taken when the file comes back (43.19, decision 302),
 * also with an order placed while the import runs. Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL (where the order and the import really run at the same time).
 */

let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await seededApp();
  staff = await createUser(t, { role: 'ADMIN' });
}, 120_000);
afterAll(async () => {
  await t.close();
});
const { exportRows, importCsv, refusedWith } = bulkCalls(
  () => t,
  () => staff,
);

const ALL_COLUMNS = [...CATALOGUE_CSV_COLUMNS, 'exported_stock'];
const stockOf = async (sku: string) =>
  await one<{ stock: number; price: number }>(
    t,
    sql`select stock_quantity as stock, price_paise as price from products where sku = ${sku}`,
  );

/** A new product with this stock, made by an import; answers its exported row. */
async function productWithStock(stock: number): Promise<Row> {
  const row = newRow({ stock: String(stock), price: '1000' });
  const made = await importCsv(toCsv([row]));
  expect(made.res.statusCode, made.res.body).toBe(200);
  const exported = (await exportRows()).find((r) => r.sku === row.sku)!;
  expect(exported).toMatchObject({ stock: String(stock), exported_stock: String(stock) });
  return exported;
}

async function buy(sku: string, quantity: number) {
  const buyer = await createUser(t);
  const { id } = await one<{ id: string }>(
    t,
    sql`select id::text as id from products where sku = ${sku}`,
  );
  const added = await addToCart(t, buyer, id, quantity);
  expect(added.statusCode, added.body).toBe(200);
  return postOrder(t, buyer);
}

describe('every error of every row at once (43.5)', () => {
  it('a GST rate the product form does not offer (17 %) is refused', async () => {
    await refusedWith(toCsv([newRow({ gst_rate: '17' }), newRow({ gst_rate: '28' })]), [
      { row: 2, column: 'gst_rate', message: GST_RATE_MESSAGE },
    ]);
  });

  it('a row with many mistakes reports each of them, and every row is reported', async () => {
    const twin = newRow({
      compare_at_price: '10',
      gst_rate: '17',
      pack_size: '2',
      min_order_qty: '3',
    });
    await refusedWith(
      toCsv([
        newRow({
          name: '',
          price: '₹1,200',
          gst_rate: '17',
          stock: '-1',
          categories: 'Nowhere Kind',
          maker: '',
        }),
        twin,
        { ...newRow({ gst_rate: '12.5' }), sku: twin.sku!, slabs: '1:5' },
      ]),
      [
        { row: 2, column: 'name', message: 'name is required' },
        { row: 2, column: 'maker', message: 'maker is required' },
        { row: 2, column: 'categories', message: /^No category is named "Nowhere Kind"/ },
        { row: 2, column: 'price', message: /^Price must be a number/ },
        { row: 2, column: 'stock', message: 'Stock must be 0 or more' },
        { row: 2, column: 'gst_rate', message: GST_RATE_MESSAGE },
        {
          row: 3,
          column: 'compare_at_price',
          message: 'Compare-at price must be more than the price',
        },
        { row: 3, column: 'gst_rate', message: GST_RATE_MESSAGE },
        {
          row: 3,
          column: 'min_order_qty',
          message: 'Minimum order must be a multiple of the pack size (2)',
        },
        { row: 4, column: 'sku', message: /appears more than once in the file \(first on row 3\)/ },
        { row: 4, column: 'gst_rate', message: GST_RATE_MESSAGE },
        { row: 4, column: 'slabs', message: 'Slab 1:5: the quantity must be 2 or more' },
      ],
    );
  });

  it('a product keeps a rate it already has (as the product form does)', async () => {
    const row = await productWithStock(4);
    await t.ctx.db.execute(sql`update products set gst_rate = 3 where sku = ${row.sku!}`);
    const again = await importCsv(toCsv([{ ...row, gst_rate: '3', price: '1100' }], ALL_COLUMNS));
    expect(again.res.statusCode, again.res.body).toBe(200);
    expect(again.body.data).toMatchObject({ update: 1, errors: [] });
  });
});

describe('stock that orders took after the export stays taken (43.19)', () => {
  it('stock 5, export, 5 sold, the same row back with a new price: stock 0, price changed', async () => {
    const row = await productWithStock(5);
    expect((await buy(row.sku!, 5)).statusCode).toBe(201);
    const res = await importCsv(toCsv([{ ...row, price: '1250' }], ALL_COLUMNS));
    expect(res.res.statusCode, res.res.body).toBe(200);
    expect(res.body.data.rows).toEqual([expect.objectContaining({ changes: ['price'] })]);
    expect(await stockOf(row.sku!)).toEqual({ stock: 0, price: 125_000 });
  });

  it('a stock cell the file changed sets the stock when nothing moved it since the export', async () => {
    const row = await productWithStock(5);
    const up = await importCsv(toCsv([{ ...row, stock: '15' }], ALL_COLUMNS)); // 10 received
    expect(up.res.statusCode, up.res.body).toBe(200);
    expect((await stockOf(row.sku!)).stock).toBe(15);
    // the same file again changes nothing (the cell says what is stored)
    const again = await importCsv(toCsv([{ ...row, stock: '15' }], ALL_COLUMNS));
    expect(again.body.data).toMatchObject({ update: 0, unchanged: 1 });
    expect((await stockOf(row.sku!)).stock).toBe(15);
  });

  it('a changed stock cell of a product orders moved since the export is refused, saying why', async () => {
    const row = await productWithStock(5);
    expect((await buy(row.sku!, 2)).statusCode).toBe(201); // 3 left
    await refusedWith(toCsv([{ ...row, stock: '15' }], ALL_COLUMNS), [
      {
        row: 2,
        column: 'stock',
        message:
          "The stock changed since the export (5 then, 3 now) and the file sets 15: export again and change it there, or set it on the product's page",
      },
    ]);
    expect((await stockOf(row.sku!)).stock).toBe(3);
  });

  it('a file without exported_stock (made by hand) sets the stock, as before', async () => {
    const row = await productWithStock(5);
    expect((await buy(row.sku!, 1)).statusCode).toBe(201);
    const { exported_stock: _left, ...handMade } = row;
    const res = await importCsv(toCsv([{ ...handMade, stock: '7' }]));
    expect(res.res.statusCode, res.res.body).toBe(200);
    expect((await stockOf(row.sku!)).stock).toBe(7);
  });

  it('orders placed while the whole catalogue is imported keep their units, whichever goes first', async () => {
    const row = await productWithStock(10);
    for (const [round, price] of ['1100', '1200', '1300'].entries()) {
      const file = toCsv(
        (await exportRows()).map((r) => (r.sku === row.sku ? { ...r, price } : r)),
        ALL_COLUMNS,
      );
      // sold after the export, before and during the import
      expect((await buy(row.sku!, 1)).statusCode).toBe(201);
      const [imported, ordered] = await Promise.all([importCsv(file), buy(row.sku!, 2)]);
      expect(imported.res.statusCode, imported.res.body).toBe(200);
      expect(ordered.statusCode, ordered.body).toBe(201);
      expect(await stockOf(row.sku!)).toEqual({
        stock: 10 - 3 * (round + 1),
        price: Number(price) * 100,
      });
    }
  }, 120_000);
});

describe('the store answers while a large file is imported (43.21)', () => {
  it('a health check and a product page sent while it writes answer before it ends', async () => {
    const run = uid().toUpperCase();
    const rows = Array.from({ length: 3000 }, (_, i) => {
      const sku = `BIG-${run}-${i}`;
      return newRow({ sku, name: `Bulk Test Grinder ${sku}` });
    });
    const { slug } = await one<{ slug: string }>(t, sql`select slug from products limit 1`);
    const finished: string[] = [];
    const others: Promise<{ statusCode: number }>[] = [];
    const steps = new Set<string>();
    const report = await importCatalogue(
      t.ctx.db,
      Buffer.from(toCsv(rows)),
      { dry_run: false, create_missing: false },
      t.ctx,
      (p) => {
        steps.add(p.step);
        // once the first products are written, other requests come in
        if (p.step !== 'writing' || p.done === 0 || others.length > 0) return;
        for (const [what, url] of [
          ['health', '/api/health'],
          ['product', `/api/products/${slug}`],
        ] as const) {
          others.push(
            t.app.inject({ method: 'GET', url }).then((r) => {
              finished.push(what);
              return r;
            }),
          );
        }
      },
    );
    finished.push('import');
    expect(report).toMatchObject({ create: 3000, errors: [], dry_run: false });
    expect([...steps]).toEqual(['reading', 'checking', 'writing']);
    expect(others).toHaveLength(2);
    for (const r of await Promise.all(others)) expect(r.statusCode).toBe(200);
    expect(finished.at(-1)).toBe('import');
  }, 120_000);
});
