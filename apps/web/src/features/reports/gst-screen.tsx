import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Gstr1Summary, TaxHeads } from '@store/contract';
import { Button } from '../../components/ui/button';
import { DataTable, dataRowClass } from '../../components/ui/data-table';
import { Field, TextInput } from '../../components/ui/form-controls';
import { ScreenHeader } from '../../components/ui/screen-header';
import { ErrorState, Skeleton } from '../../components/ui/states';
import { messageOf } from '../../lib/api-client';
import { formatRupees } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { showToast } from '../../lib/toast';
import { downloadGstr1, reportQueries } from './reports.api';
import { lastMonth, ReportsNav } from './reports-nav';

const SECTIONS: { key: keyof Gstr1Summary['sections']; label: string; sign: 1 | -1 }[] = [
  { key: 'b2b', label: 'B2B: registered buyers (4A)', sign: 1 },
  { key: 'b2cl', label: 'B2C large: inter-state above ₹1,00,000 (5)', sign: 1 },
  { key: 'b2cs', label: 'B2C small, net of their credit notes (7)', sign: 1 },
  { key: 'cdnr', label: 'Credit notes to registered buyers (9B)', sign: -1 },
  { key: 'cdnur', label: 'Credit notes on B2C large (9B)', sign: -1 },
];

function HeadCells({ h, sign = 1 }: { h: TaxHeads; sign?: 1 | -1 }) {
  const cell = (n: number) => (
    <td className="px-4 py-3 text-right tabular-nums">{formatRupees(sign * n + 0)}</td>
  );
  return (
    <>
      {cell(h.taxable_value)}
      {cell(h.igst)}
      {cell(h.cgst)}
      {cell(h.sgst)}
    </>
  );
}

/** /admin/reports/gst: pick a month, see GSTR-1's figures, download the JSON or the CSVs. */
export function GstScreen() {
  usePageMeta('GST returns – Staff console');
  const [params, setParams] = useSearchParams();
  const month = /^\d{4}-\d{2}$/.test(params.get('month') ?? '')
    ? params.get('month')!
    : lastMonth();
  const query = useQuery(reportQueries.gstr1(month));
  const [busy, setBusy] = useState<'json' | 'csv' | null>(null);
  const download = (format: 'json' | 'csv') => {
    if (!query.data) return;
    setBusy(format);
    downloadGstr1(month, format, query.data.gstin)
      .catch((err: unknown) => showToast(messageOf(err, 'Failed to download the GSTR-1'), 'error'))
      .finally(() => setBusy(null));
  };

  return (
    <div>
      <ReportsNav />
      <ScreenHeader
        title="GST returns: GSTR-1"
        subtitle="Outward supplies of a month from the tax invoices and credit notes, as the GST portal takes them."
      />
      <div className="mb-5 flex flex-wrap items-end gap-3">
        <Field label="Month" htmlFor="gst-month">
          {({ id }) => (
            <TextInput
              id={id}
              type="month"
              value={month}
              max={new Date().toISOString().slice(0, 7)}
              onChange={(e) => e.target.value && setParams({ month: e.target.value })}
            />
          )}
        </Field>
        <Button onClick={() => download('json')} disabled={!query.data || busy !== null}>
          <Download className="h-4 w-4" aria-hidden="true" />
          {busy === 'json' ? 'Preparing...' : 'Download JSON (GST portal)'}
        </Button>
        <Button
          variant="outline"
          onClick={() => download('csv')}
          disabled={!query.data || busy !== null}
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          {busy === 'csv' ? 'Preparing...' : 'Download CSVs (offline tool, zip)'}
        </Button>
      </div>
      {query.isPending ? (
        <div aria-busy="true" aria-label="Loading the GST figures" className="space-y-3">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : query.isError ? (
        <ErrorState
          title="Failed to load the GST figures"
          message={messageOf(query.error, 'Please try again.')}
          onRetry={() => void query.refetch()}
          retryLabel="Try Again"
        />
      ) : (
        <GstSummary summary={query.data} />
      )}
    </div>
  );
}

function GstSummary({ summary }: { summary: Gstr1Summary }) {
  const tax = summary.net.igst + summary.net.cgst + summary.net.sgst;
  const stats = [
    { label: 'Invoices', value: String(summary.invoices) },
    { label: 'Credit notes', value: String(summary.credit_notes) },
    { label: 'Taxable value', value: formatRupees(summary.net.taxable_value) },
    { label: 'Tax', value: formatRupees(tax) },
  ];
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {stats.map((s) => (
          <div
            key={s.label}
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">
              {s.label}
            </dt>
            <dd className="mt-1 text-lg font-bold tabular-nums">{s.value}</dd>
          </div>
        ))}
      </dl>
      {summary.invoices === 0 && summary.credit_notes === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          No tax invoice or credit note was issued in this month: the return is nil.
        </p>
      ) : null}
      <DataTable
        caption={`GSTR-1 of ${summary.month} by section`}
        minWidth={720}
        columns={[
          { label: 'Section' },
          { label: 'Documents', align: 'right' },
          { label: 'Taxable value', align: 'right' },
          { label: 'IGST', align: 'right' },
          { label: 'CGST', align: 'right' },
          { label: 'SGST', align: 'right' },
        ]}
      >
        {SECTIONS.map((s) => (
          <tr key={s.key} className={dataRowClass}>
            <th scope="row" className="px-4 py-3 font-medium">
              {s.label}
            </th>
            <td className="px-4 py-3 text-right tabular-nums">{summary.sections[s.key].count}</td>
            <HeadCells h={summary.sections[s.key]} sign={s.sign} />
          </tr>
        ))}
        <tr className="border-t-2 border-slate-300 font-semibold dark:border-slate-700">
          <th scope="row" className="px-4 py-3">
            HSN summary (equals the sections)
          </th>
          <td className="px-4 py-3" />
          <HeadCells h={summary.hsn} />
        </tr>
      </DataTable>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        GSTIN {summary.gstin}, return period {summary.fp}. Invoices less credit notes:{' '}
        {formatRupees(summary.invoice_total)}.
      </p>
    </div>
  );
}
