import { z } from 'zod';
import { envelope } from './common';

/*
 * The catalogue in bulk (decisions.md › The catalogue in bulk): GET /admin/products/export
 * answers every product as CSV; POST /admin/products/import takes the same columns back.
 */

/** The CSV's columns, in the order the export writes them (decisions.md §19). */
export const CATALOGUE_CSV_COLUMNS = [
  'sku',
  'name',
  'slug',
  'maker',
  'categories',
  'price',
  'compare_at_price',
  'stock',
  'gst_rate',
  'hsn_code',
  'unit',
  'pack_size',
  'min_order_qty',
  'slabs',
  'reorder_level',
  'country_of_origin',
  'warranty',
  'description',
  'specifications',
  'active',
] as const;
export type CatalogueCsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number];

/**
 * Written after the columns of §19: each product's stock as the export saw it
 * (docs/decisions/302). On import a row that carries it changes the stock by what the file
 * changed (stock − exported_stock), so units orders took after the export stay taken; a file
 * without the column, or a row with it empty (a product added by hand), sets the stock.
 */
export const EXPORTED_STOCK_COLUMN = 'exported_stock';
/** The columns the export writes: §19's, then exported_stock. */
export const CATALOGUE_EXPORT_COLUMNS = [...CATALOGUE_CSV_COLUMNS, EXPORTED_STOCK_COLUMN] as const;

/** An import file must be smaller than this (a file of 50 MB is refused). */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
/** Products in one import file at most. */
export const MAX_IMPORT_ROWS = 100_000;
/** Errors listed in one answer at most (`errors_total` counts them all). */
export const MAX_IMPORT_ERRORS = 1000;

const flag = z
  .enum(['true', 'false', '1', '0'], { message: 'Must be true or false' })
  .transform((v) => v === 'true' || v === '1');

export const CatalogueImportQuerySchema = z.object({
  /** true: check the file and answer what an import would do, changing nothing. */
  dry_run: flag.default(false),
  /** true: makers and categories the file names that do not exist are created. */
  create_missing: flag.default(false),
});
export type CatalogueImportQuery = z.infer<typeof CatalogueImportQuerySchema>;

/** One problem of the file: `row` as a spreadsheet numbers it (the header is row 1). */
export const ImportErrorSchema = z.object({
  row: z.number().int(),
  /** The column's name; empty for a problem of the whole row. */
  column: z.string(),
  message: z.string(),
});
export type ImportError = z.infer<typeof ImportErrorSchema>;

export const IMPORT_ACTIONS = ['create', 'update'] as const;
export const ImportRowResultSchema = z.object({
  row: z.number().int(),
  sku: z.string(),
  action: z.enum(IMPORT_ACTIONS),
  /** The columns whose values change (every given column for a created product). */
  changes: z.array(z.string()),
});
export type ImportRowResult = z.infer<typeof ImportRowResultSchema>;

export const ImportReportSchema = z.object({
  /** True when nothing was written: a dry run, or an import refused for its errors. */
  dry_run: z.boolean(),
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(ImportErrorSchema),
  /** Every error of the file (`errors` lists the first MAX_IMPORT_ERRORS). */
  errors_total: z.number().int(),
  /** Makers and categories the import creates (create_missing=true). */
  makers_created: z.array(z.string()),
  categories_created: z.array(z.string()),
  /** The products created or changed, row by row (unchanged rows are left out). */
  rows: z.array(ImportRowResultSchema),
});
export type ImportReport = z.infer<typeof ImportReportSchema>;
export const ImportReportResponseSchema = envelope(ImportReportSchema);

/**
 * With `Accept: application/x-ndjson` the import answers a stream of lines: `{ "progress":
 * ImportProgress }` while it works, then the envelope it would otherwise answer (its
 * `success` tells whether the import was written).
 */
export const IMPORT_STEPS = ['reading', 'checking', 'writing'] as const;
export const ImportProgressSchema = z.object({
  step: z.enum(IMPORT_STEPS),
  /** Bytes of the file read (reading) or rows (checking, writing). */
  done: z.number().int(),
  total: z.number().int(),
});
export type ImportProgress = z.infer<typeof ImportProgressSchema>;
export const IMPORT_STREAM_TYPE = 'application/x-ndjson';
