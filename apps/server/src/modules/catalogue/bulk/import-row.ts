import {
  CATALOGUE_CSV_COLUMNS,
  GST_RATE_MESSAGE,
  GST_RATES,
  quantityTermsProblems,
  type CatalogueCsvColumn,
} from '@store/contract';
import { COLUMNS, type CsvValues } from './catalogue-columns';
import type { ImportErrors, ParsedRow } from './catalogue-file';
import type { StoredProduct } from './catalogue-rows';

/*
 * One row of an import checked on its own (no database): the values it gives the product,
 * and every problem of the row at once (issue 43.5), each by column. A check between cells
 * runs only when the cells it reads are good, so one mistake is reported once.
 */

/**
 * The product's values from the row: each cell given, else the stored value (columns that
 * keep it), else a new product's default; a required cell left empty is an error. Then the
 * checks between cells: compare-at above the price, a GST rate of the product form, the
 * quantity terms, the stock after what orders took since the export. A column left
 * undefined had an error; `errors.rows` tells whether the row has any.
 */
export function rowValues(
  r: ParsedRow,
  current: StoredProduct | undefined,
  errors: ImportErrors,
): CsvValues {
  const values = {} as Record<CatalogueCsvColumn, unknown>;
  const bad = (column: string) => errors.has(r.row, column);
  for (const column of CATALOGUE_CSV_COLUMNS) {
    const spec = COLUMNS[column];
    const given = r.draft[column];
    if (given !== undefined) values[column] = given;
    else if (current && spec.keepWhenEmpty) values[column] = current.values[column];
    else if (spec.fallback !== undefined) values[column] = spec.fallback;
    else if (column !== 'slug' && !bad(column)) {
      errors.add(
        r.row,
        column,
        column === 'categories' ? 'At least one category is required' : `${column} is required`,
      );
    }
  }
  const v = values as unknown as CsvValues;
  const ok = (...columns: CatalogueCsvColumn[]) =>
    columns.every((c) => v[c] !== undefined && !bad(c));

  if (ok('price', 'compare_at_price') && v.compare_at_price !== null) {
    if (v.compare_at_price <= v.price) {
      errors.add(r.row, 'compare_at_price', 'Compare-at price must be more than the price');
    }
  }
  // a rate the product form offers; a product may keep the rate it has
  if (
    r.draft.gst_rate !== undefined &&
    !(GST_RATES as readonly number[]).includes(r.draft.gst_rate) &&
    r.draft.gst_rate !== current?.values.gst_rate
  ) {
    errors.add(r.row, 'gst_rate', GST_RATE_MESSAGE);
  }
  // the product form's rules between price, pack size, minimum order and slabs
  if (ok('price', 'pack_size', 'min_order_qty', 'slabs')) {
    const terms = quantityTermsProblems({
      price: v.price / 100,
      pack_size: v.pack_size,
      min_order_qty: v.min_order_qty,
      price_slabs: v.slabs.map((s) => ({ min_quantity: s.min_qty, price: s.price_paise / 100 })),
    });
    for (const p of terms) {
      errors.add(r.row, p.field === 'min_order_qty' ? 'min_order_qty' : 'slabs', p.message);
    }
  }
  if (ok('stock') && current) v.stock = stockAfter(r, current, errors) ?? v.stock;
  return v;
}

/**
 * The stock an existing product gets (docs/decisions/302). With exported_stock: a cell the
 * file did not change (or that says what is stored now) keeps the stored stock, so units
 * orders took after the export stay taken; a changed cell sets the stock when nothing moved
 * it since the export, and is refused when orders moved it too (the file's number was made
 * without them). Without exported_stock the stock cell sets the stock (empty keeps it).
 */
function stockAfter(
  r: ParsedRow,
  current: StoredProduct,
  errors: ImportErrors,
): number | undefined {
  const cell = r.draft.stock;
  const exported = r.exportedStock;
  if (cell === undefined || exported === undefined) return cell;
  const stored = current.values.stock;
  if (cell === exported || cell === stored) return stored;
  if (stored === exported) return cell;
  errors.add(
    r.row,
    'stock',
    `The stock changed since the export (${exported} then, ${stored} now) and the file sets ` +
      `${cell}: export again and change it there, or set it on the product's page`,
  );
  return undefined;
}
