import type {
  CatalogueImportQuery,
  ImportProgress,
  ImportReport,
  ImportRowResult,
} from '@store/contract';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { writing } from '../admin/admin-writes';
import { catalogueChanged } from '../storefront/catalogue-cache';
import { yieldToLoop } from '../../../lib/time';
import { ImportErrors, readCatalogueFile, type ParsedRow } from './catalogue-file';
import { planImport, type Plan } from './import-plan';
import { writePlan } from './import-write';

/**
 * On the embedded database a file with at most ONE_TRANSACTION products to write keeps one
 * transaction; a larger one is written in transactions of WRITE_BATCH (docs/decisions/303).
 * Every PGlite statement holds the event loop from start to end, so a batch's statements are
 * kept short (43.21: 1,000-row batches stalled product pages for one to two seconds).
 */
const ONE_TRANSACTION = 1000;
const WRITE_BATCH = 200;

/*
 * POST /admin/products/import (decisions.md › The catalogue in bulk; docs/decisions/250):
 * read the file (catalogue-file.ts), compare every row with the stored product of its SKU
 * (import-plan.ts, import-row.ts), then either answer what would change (dry run) or write
 * it all in one transaction (import-write.ts), or nothing when any row has an error.
 */

function reportOf(plan: Plan, errors: ImportErrors, written: boolean): ImportReport {
  // a refused file lists no rows; a write stopped part-way (batches on PGlite) lists those written
  const rows: ImportRowResult[] =
    errors.total > 0 && !written
      ? []
      : plan.rows.map((p) => ({
          row: p.row,
          sku: p.values.sku,
          action: p.action,
          changes: p.changes,
        }));
  return {
    dry_run: !written,
    create: plan.rows.filter((p) => p.action === 'create').length,
    update: plan.rows.filter((p) => p.action === 'update').length,
    unchanged: plan.unchanged,
    errors: errors.sorted(),
    errors_total: errors.total,
    makers_created: [...plan.makers.values()],
    categories_created: [...plan.categories.values()],
    rows,
  };
}

/**
 * Reads the file and answers what it does; without `dry_run` writes it in one transaction
 * (row locks on the products it changes; caches and search indexes of every process follow
 * at commit), or writes nothing when any row has an error.
 */
export async function importCatalogue(
  db: Db,
  bytes: Buffer,
  opts: CatalogueImportQuery,
  ctx: AppContext,
  onProgress: (p: ImportProgress) => void = () => undefined,
): Promise<ImportReport> {
  const errors = new ImportErrors();
  onProgress({ step: 'reading', done: 0, total: bytes.length });
  const parsed = await readCatalogueFile(bytes, errors, onProgress);
  onProgress({ step: 'checking', done: 0, total: parsed.length });
  // the first plan, without locks, lives only in here: the write makes it again under locks
  const answered = await (async () => {
    const plan = await planImport(
      db,
      parsed,
      {
        ...opts,
        lock: false,
        onChecked: (done) => onProgress({ step: 'checking', done, total: parsed.length }),
      },
      errors,
    );
    onProgress({ step: 'checking', done: parsed.length, total: parsed.length });
    return opts.dry_run || errors.total > 0 || plan.rows.length === 0
      ? { report: reportOf(plan, errors, false), changed: null }
      : { report: null, changed: new Set(plan.rows.map((p) => p.row)) };
  })();
  if (!answered.changed) return answered.report!;
  const toWrite = parsed.filter((r) => answered.changed.has(r.row));
  if (ctx.database.kind !== 'pglite' || toWrite.length <= ONE_TRANSACTION) {
    return writing(db, ctx, async (tx) => {
      // again under row locks: what an order changed meanwhile is compared, not overwritten
      const locked = new ImportErrors();
      const final = await planImport(tx, toWrite, { ...opts, lock: true }, locked);
      if (locked.total > 0) return reportOf(final, locked, false);
      await writePlan(tx, final, onProgress);
      return reportOf(final, locked, true);
    });
  }
  return writeInBatches(db, toWrite, opts, ctx, onProgress);
}

/**
 * The embedded database runs one transaction at a time, and every other request waits for
 * it: a large file is written in transactions of WRITE_BATCH products, with a turn of the
 * event loop between them (docs/decisions/303). Each batch is planned again under its row
 * locks; a batch that finds an error (a product changed since the check) stops the import
 * there, and the report lists what the batches before it wrote.
 */
async function writeInBatches(
  db: Db,
  toWrite: ParsedRow[],
  opts: CatalogueImportQuery,
  ctx: AppContext,
  onProgress: (p: ImportProgress) => void,
): Promise<ImportReport> {
  const done: Plan = { rows: [], unchanged: 0, makers: new Map(), categories: new Map() };
  const total = toWrite.length;
  try {
    for (let i = 0; i < total; i += WRITE_BATCH) {
      const locked = new ImportErrors();
      const last = i + WRITE_BATCH >= total;
      const part = await writing(
        db,
        ctx,
        async (tx) => {
          const plan = await planImport(
            tx,
            toWrite.slice(i, i + WRITE_BATCH),
            { ...opts, lock: true },
            locked,
          );
          if (locked.total > 0) return null;
          const offset = done.rows.length;
          await writePlan(
            tx,
            plan,
            (p) => onProgress({ step: 'writing', done: offset + p.done, total }),
            last,
          );
          return plan;
        },
        // this process's caches and search index are rebuilt once, at the end (finally)
        { announce: false },
      );
      if (!part) return reportOf(done, locked, done.rows.length > 0);
      done.rows.push(...part.rows);
      done.unchanged += part.unchanged;
      for (const [k, v] of part.makers) done.makers.set(k, v);
      for (const [k, v] of part.categories) done.categories.set(k, v);
      await yieldToLoop();
    }
  } finally {
    if (done.rows.length > 0) catalogueChanged(ctx);
  }
  return reportOf(done, new ImportErrors(), true);
}
