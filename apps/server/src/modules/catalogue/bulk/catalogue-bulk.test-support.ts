// Helpers shared by the catalogue file's test files (not a test file itself).
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { expect } from 'vitest';
import { CATALOGUE_CSV_COLUMNS, type ImportReport } from '@store/contract';
import { bearer, json, type TestApp } from '../../../../test/helpers';
import type { TestUser } from '../../../../test/fixtures';
import { one } from '../catalogue.test-support';

export const uid = () => crypto.randomBytes(3).toString('hex');
export type Row = Record<string, string>;

export const toCsv = (rows: Row[], columns: string[] = [...CATALOGUE_CSV_COLUMNS]) =>
  stringify(rows, { header: true, columns, bom: true });

/** A multipart body with the file in the field "file". */
export function multipart(content: Buffer | string, filename = 'products.csv') {
  const boundary = `----test${uid()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: text/csv\r\n\r\n',
    ),
    typeof content === 'string' ? Buffer.from(content) : content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A new product's row with every column filled as a shop would. */
export function newRow(over: Partial<Row> = {}): Row {
  const sku = `NEW-${uid()}`.toUpperCase();
  return {
    sku,
    name: `Bulk Test Grinder ${sku}`,
    slug: '',
    maker: 'Deccan Power Tools',
    categories: 'Power Tools',
    price: '1499',
    compare_at_price: '',
    stock: '5',
    gst_rate: '18',
    hsn_code: '8467',
    unit: 'piece',
    pack_size: '1',
    min_order_qty: '1',
    slabs: '',
    reorder_level: '2',
    country_of_origin: 'India',
    warranty: '1 year',
    description: 'A grinder loaded from a file.',
    specifications: '[{"name":"Power","value":"710 W"}]',
    active: 'true',
    ...over,
  };
}

/** The export and import calls of one test file, as `staff` (read when called). */
export function bulkCalls(app: () => TestApp, staff: () => TestUser) {
  const exportCsv = (who: TestUser | null = staff()) =>
    app().app.inject({
      method: 'GET',
      url: '/api/admin/products/export',
      headers: who ? bearer(who.accessToken) : {},
    });

  async function exportRows(): Promise<Row[]> {
    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    return parse(res.rawPayload, { bom: true, columns: true }) as Row[];
  }

  async function importCsv(
    content: Buffer | string,
    query: { dry_run?: boolean; create_missing?: boolean } = {},
    who: TestUser | null = staff(),
  ) {
    const body = multipart(content);
    const qs = new URLSearchParams();
    if (query.dry_run) qs.set('dry_run', 'true');
    if (query.create_missing) qs.set('create_missing', 'true');
    const res = await app().app.inject({
      method: 'POST',
      url: `/api/admin/products/import${qs.size ? `?${qs}` : ''}`,
      headers: { ...body.headers, ...(who ? bearer(who.accessToken) : {}) },
      payload: body.payload,
    });
    return {
      res,
      body: json<{ success: boolean; message: string; data: ImportReport; errors?: unknown[] }>(
        res,
      ),
    };
  }

  /** A fingerprint of everything an import could write. */
  async function catalogueChecksum(): Promise<string> {
    const r = await one<{ sum: string }>(
      app(),
      sql`select md5(coalesce((select string_agg(p::text, ',' order by p.id) from products p), '')
               || coalesce((select string_agg(pc::text, ',' order by pc.product_id, pc.category_id) from product_categories pc), '')
               || (select count(*) from manufacturers)::text || (select count(*) from categories)::text) as sum`,
    );
    return r.sum;
  }

  /** The file is refused with exactly these errors (dry run 200, apply 400), nothing written. */
  async function refusedWith(
    file: Buffer | string,
    errors: { row: number; column: string; message?: string | RegExp }[],
  ) {
    const before = await catalogueChecksum();
    const dry = await importCsv(file, { dry_run: true });
    expect(dry.res.statusCode).toBe(200);
    expect(dry.body.data.errors).toEqual(
      errors.map((e) =>
        expect.objectContaining({
          row: e.row,
          column: e.column,
          ...(e.message
            ? {
                message:
                  typeof e.message === 'string' ? e.message : expect.stringMatching(e.message),
              }
            : {}),
        }),
      ),
    );
    const applied = await importCsv(file);
    expect(applied.res.statusCode).toBe(400);
    expect(applied.body.data.dry_run).toBe(true);
    expect(await catalogueChecksum()).toBe(before);
  }

  return { exportCsv, exportRows, importCsv, catalogueChecksum, refusedWith };
}
