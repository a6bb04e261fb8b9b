import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { ImportReport } from '@store/contract';
import { MAX_IMPORT_BYTES } from '@store/contract/catalogue-bulk';
import { Button, buttonClass } from '../../components/ui/button';
import { ScreenHeader } from '../../components/ui/screen-header';
import { cardClass } from '../../components/ui/surface';
import { messageOf } from '../../lib/api-client';
import { formatCount } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { adminPaths } from '../../lib/admin-paths';
import { importCatalogueCsv, type ImportOutcome, type ImportStage } from './catalogue-bulk.api';
import { ImportCounts, ImportErrorsTable, ImportRowsTable } from './import-report';

type Phase = 'idle' | 'checking' | 'checked' | 'applying' | 'done';

const changes = (r: ImportReport) => r.create + r.update;

/** The progress bar's words and fill for what the import is doing now. */
function progressOf(stage: ImportStage | null, applying: boolean) {
  const fraction = (s: { done: number; total: number }) =>
    s.total > 0 ? Math.min(1, s.done / s.total) : null;
  if (!stage) return { label: 'Sending the file…', fraction: 0 };
  switch (stage.step) {
    case 'sending':
      return { label: 'Sending the file…', fraction: fraction(stage) };
    case 'reading':
      return { label: 'Reading the file…', fraction: fraction(stage) };
    case 'checking':
      return {
        label: `${applying ? 'Checking' : 'Comparing'} ${formatCount(stage.total)} rows with the store…`,
        fraction: null,
      };
    case 'writing':
      return {
        label: `Writing ${formatCount(stage.done)} of ${formatCount(stage.total)} products…`,
        fraction: fraction(stage),
      };
  }
}

/** The import's progress: the file's upload, then the writing on the server. */
function Progress({ label, fraction }: { label: string; fraction: number | null }) {
  return (
    <div className="space-y-2" aria-live="polite">
      <p className="text-sm font-medium">{label}</p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={fraction === null ? undefined : Math.round(fraction * 100)}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className={
            fraction === null
              ? 'h-full w-1/3 animate-pulse rounded-full bg-brand-500'
              : 'h-full rounded-full bg-brand-500 transition-[width]'
          }
          style={fraction === null ? undefined : { width: `${Math.round(fraction * 100)}%` }}
        />
      </div>
    </div>
  );
}

/** /admin/products/import: choose a CSV file, check it (dry run), then apply it. */
export function CatalogueImportScreen() {
  usePageMeta('Import products – Staff console');
  const client = useQueryClient();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [createMissing, setCreateMissing] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [stage, setStage] = useState<ImportStage | null>(null);
  const [check, setCheck] = useState<ImportOutcome | null>(null);
  const [result, setResult] = useState<ImportOutcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const reset = () => {
    setPhase('idle');
    setCheck(null);
    setResult(null);
    setFailure(null);
  };

  const run = async (dryRun: boolean) => {
    if (!file) return;
    setFailure(null);
    setStage(null);
    setPhase(dryRun ? 'checking' : 'applying');
    try {
      const outcome = await importCatalogueCsv(file, { dryRun, createMissing }, setStage);
      if (dryRun) {
        setCheck(outcome);
        setPhase('checked');
      } else {
        setResult(outcome);
        setPhase(outcome.ok ? 'done' : 'checked');
        if (!outcome.ok) setCheck(outcome);
        // every page of the store reads the new catalogue
        if (outcome.ok) await client.invalidateQueries();
      }
    } catch (err) {
      setFailure(messageOf(err, 'The file could not be sent. Please try again.'));
      setPhase(dryRun ? 'idle' : 'checked');
    }
  };

  const busy = phase === 'checking' || phase === 'applying';
  const checked = check?.report;
  const canApply =
    phase === 'checked' &&
    checked !== undefined &&
    checked.errors_total === 0 &&
    changes(checked) > 0;
  const tooLarge = file !== null && file.size >= MAX_IMPORT_BYTES;

  return (
    <section className="space-y-6">
      <ScreenHeader
        title="Import products"
        subtitle="Upload the catalogue as CSV (the columns of Export CSV). Rows match products by SKU; the file is checked first and nothing changes until you apply it."
        actions={
          <Link to={adminPaths.adminProducts()} className={buttonClass('outline')}>
            Back to products
          </Link>
        }
      />

      <div className={`${cardClass} space-y-4 p-5`}>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fileId} className="text-sm font-medium">
            CSV file
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              reset();
            }}
            className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium hover:file:bg-slate-200 dark:file:bg-slate-800 dark:file:text-slate-100"
          />
          <p className="text-xs text-slate-500 dark:text-slate-400">
            UTF-8 CSV, smaller than {MAX_IMPORT_BYTES / (1024 * 1024)} MB.
          </p>
          {tooLarge ? (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
              The file must be smaller than {MAX_IMPORT_BYTES / (1024 * 1024)} MB
            </p>
          ) : null}
        </div>
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 h-5 w-5 accent-amber-500"
            checked={createMissing}
            disabled={busy}
            onChange={(e) => {
              setCreateMissing(e.target.checked);
              reset();
            }}
          />
          <span>
            <span className="font-medium">Create missing makers and categories</span>
            <span className="block text-slate-600 dark:text-slate-400">
              Otherwise a maker or category the file names must already exist.
            </span>
          </span>
        </label>
        <div className="flex flex-wrap gap-2">
          <Button disabled={!file || busy || tooLarge} onClick={() => void run(true)}>
            <FileUp className="h-4 w-4" aria-hidden="true" />
            Check file
          </Button>
          <Button variant="secondary" disabled={!canApply || busy} onClick={() => void run(false)}>
            Apply
          </Button>
        </div>
        {busy ? <Progress {...progressOf(stage, phase === 'applying')} /> : null}
        {failure ? (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {failure}
          </p>
        ) : null}
      </div>

      {phase === 'done' && result ? (
        <div className={`${cardClass} space-y-4 p-5`}>
          <h3 className="flex items-center gap-2 text-base font-semibold">
            <CheckCircle2 className="h-5 w-5 text-emerald-600" aria-hidden="true" />
            {result.message}
          </h3>
          <ImportCounts report={result.report} done />
          <Created report={result.report} />
          {result.report.rows.length > 0 ? <ImportRowsTable report={result.report} done /> : null}
        </div>
      ) : checked && phase !== 'checking' ? (
        <div className={`${cardClass} space-y-4 p-5`}>
          <h3 className="text-base font-semibold">
            {result && !result.ok ? result.message : 'Dry run: what the import would do'}
          </h3>
          <ImportCounts report={checked} done={false} />
          <Created report={checked} />
          {checked.errors_total > 0 ? (
            <>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                Fix these rows in the file and check it again: nothing is imported while any row has
                an error.
              </p>
              <ImportErrorsTable report={checked} />
            </>
          ) : changes(checked) === 0 ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              Nothing to change: every product in the file is the same as in the store.
            </p>
          ) : (
            <ImportRowsTable report={checked} done={false} />
          )}
        </div>
      ) : null}
    </section>
  );
}

function Created({ report }: { report: ImportReport }) {
  if (report.makers_created.length + report.categories_created.length === 0) return null;
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      New makers: {report.makers_created.join(', ') || 'none'}. New categories:{' '}
      {report.categories_created.join(', ') || 'none'}.
    </p>
  );
}
