import { Readable, pipeline } from 'node:stream';
import { sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify';
import { CATALOGUE_CSV_COLUMNS, CATALOGUE_EXPORT_COLUMNS } from '@store/contract';
import type { Db } from '../../../db/client';
import { escapeFormula } from '../../../lib/csv';
import { COLUMNS, type CsvValues } from './catalogue-columns';
import { selectStoredProducts } from './catalogue-rows';

/*
 * GET /admin/products/export (decisions.md › The catalogue in bulk; docs/decisions/250):
 * every product as CSV, UTF-8 with a byte order mark (Excel then reads ₹ and Hindi right),
 * read from the database in batches by SKU and streamed as it goes, so 100,000 products
 * never sit in memory at once.
 */

/** Products read per query. */
const BATCH = 2000;

/** A product's row: the columns of §19, then its stock again as exported_stock. */
export function csvCells(values: CsvValues): string[] {
  return [
    ...CATALOGUE_CSV_COLUMNS.map((c) =>
      escapeFormula((COLUMNS[c].write as (v: unknown) => string)(values[c])),
    ),
    String(values.stock),
  ];
}

async function* catalogueRecords(db: Db): AsyncGenerator<string[]> {
  let after = '';
  for (;;) {
    const batch = await selectStoredProducts(db, sql`p.sku > ${after}`, BATCH);
    for (const p of batch) yield csvCells(p.values);
    if (batch.length < BATCH) return;
    after = batch[batch.length - 1]!.values.sku;
  }
}

/** The whole catalogue as a CSV stream (header first; CRLF line ends as RFC 4180 writes). */
export function exportCatalogueCsv(db: Db): Readable {
  const csv = stringify({
    bom: true,
    header: true,
    columns: [...CATALOGUE_EXPORT_COLUMNS],
    record_delimiter: 'windows',
  });
  // a failed read ends the download with an error instead of a silently short file
  pipeline(Readable.from(catalogueRecords(db)), csv, () => undefined);
  return csv;
}

/** The download's file name: products-YYYY-MM-DD.csv (India date). */
export function exportFileName(now = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
  return `products-${day}.csv`;
}
