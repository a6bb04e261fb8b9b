import type {
  CatalogueImportQuery,
  ImportProgress,
  ImportReport,
  ImportRowResult,
} from '@store/contract';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { writing } from '../admin/admin-writes';
import { ImportErrors, readCatalogueFile } from './catalogue-file';
import { planImport, type Plan } from './import-plan';
import { writePlan } from './import-write';

/*
 * POST /admin/products/import (decisions.md › The catalogue in bulk; docs/decisions/250):
 * read the file (catalogue-file.ts), compare every row with the stored product of its SKU
 * (import-plan.ts, import-row.ts), then either answer what would change (dry run) or write
 * it all in one transaction (import-write.ts), or nothing when any row has an error.
 */

function reportOf(plan: Plan, errors: ImportErrors, written: boolean): ImportReport {
  const failed = errors.total > 0;
  const rows: ImportRowResult[] = failed
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
    const plan = await planImport(db, parsed, { ...opts, lock: false }, errors);
    onProgress({ step: 'checking', done: parsed.length, total: parsed.length });
    return opts.dry_run || errors.total > 0 || plan.rows.length === 0
      ? reportOf(plan, errors, false)
      : null;
  })();
  if (answered) return answered;
  return writing(db, ctx, async (tx) => {
    // again under row locks: what an order changed meanwhile is compared, not overwritten blindly
    const locked = new ImportErrors();
    const final = await planImport(tx, parsed, { ...opts, lock: true }, locked);
    if (locked.total > 0) return reportOf(final, locked, false);
    await writePlan(tx, final, onProgress);
    return reportOf(final, locked, true);
  });
}
