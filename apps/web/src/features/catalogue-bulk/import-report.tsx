import { clsx } from 'clsx';
import type { ImportReport } from '@store/contract';
import { DataTable, dataRowClass } from '../../components/ui/data-table';
import { formatCount } from '../../lib/format';

/** Rows shown in a table at most (the counts above cover them all). */
const SHOWN_ROWS = 500;

function Count({ label, value, tone }: { label: string; value: number; tone?: 'bad' }) {
  return (
    <div className="rounded-lg border border-slate-200 px-4 py-3 dark:border-slate-800">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {label}
      </dt>
      <dd
        className={clsx(
          'mt-1 text-2xl font-bold tabular-nums',
          tone === 'bad' && value > 0 && 'text-red-700 dark:text-red-400',
        )}
      >
        {formatCount(value)}
      </dd>
    </div>
  );
}

/** The counts of a dry run or an import: created, updated, unchanged, errors. */
export function ImportCounts({ report, done }: { report: ImportReport; done: boolean }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <Count label={done ? 'Created' : 'To create'} value={report.create} />
      <Count label={done ? 'Updated' : 'To update'} value={report.update} />
      <Count label="Unchanged" value={report.unchanged} />
      <Count label="Errors" value={report.errors_total} tone="bad" />
    </dl>
  );
}

/** Every problem of the file by row and column. */
export function ImportErrorsTable({ report }: { report: ImportReport }) {
  return (
    <div className="space-y-2">
      <DataTable
        caption="Errors in the file"
        minWidth={520}
        columns={[{ label: 'Row', align: 'right' }, { label: 'Column' }, { label: 'Problem' }]}
      >
        {report.errors.map((e, i) => (
          <tr key={`${e.row}-${e.column}-${i}`} className={dataRowClass}>
            <td className="px-4 py-2 text-right tabular-nums">{e.row}</td>
            <td className="px-4 py-2 font-mono text-xs">{e.column || '–'}</td>
            <td className="px-4 py-2">{e.message}</td>
          </tr>
        ))}
      </DataTable>
      {report.errors_total > report.errors.length ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The first {formatCount(report.errors.length)} of {formatCount(report.errors_total)}{' '}
          errors.
        </p>
      ) : null}
    </div>
  );
}

/** The products created or changed, row by row. */
export function ImportRowsTable({ report, done }: { report: ImportReport; done: boolean }) {
  const shown = report.rows.slice(0, SHOWN_ROWS);
  return (
    <div className="space-y-2">
      <DataTable
        caption={done ? 'Products imported' : 'Products the import changes'}
        minWidth={560}
        columns={[
          { label: 'Row', align: 'right' },
          { label: 'SKU' },
          { label: 'Action' },
          { label: 'Changed columns' },
        ]}
      >
        {shown.map((r) => (
          <tr key={r.row} className={dataRowClass}>
            <td className="px-4 py-2 text-right tabular-nums">{r.row}</td>
            <td className="px-4 py-2 font-mono text-xs">{r.sku}</td>
            <td className="px-4 py-2">
              {r.action === 'create' ? (done ? 'Created' : 'Create') : done ? 'Updated' : 'Update'}
            </td>
            <td className="px-4 py-2 text-xs text-slate-600 dark:text-slate-400">
              {r.action === 'create' ? 'new product' : r.changes.join(', ')}
            </td>
          </tr>
        ))}
      </DataTable>
      {report.rows.length > shown.length ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The first {formatCount(shown.length)} of {formatCount(report.rows.length)} products.
        </p>
      ) : null}
    </div>
  );
}
