import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SalesGroup } from '@store/contract';
import { SALES_GROUPS } from '@store/contract/reports';
import { Button } from '../../components/ui/button';
import { DataTable, dataRowClass } from '../../components/ui/data-table';
import { Field, TextInput } from '../../components/ui/form-controls';
import { ScreenHeader } from '../../components/ui/screen-header';
import { Segmented } from '../../components/ui/segmented';
import { EmptyState, ErrorState, Skeleton } from '../../components/ui/states';
import { messageOf } from '../../lib/api-client';
import { formatCount, formatRupees } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { showToast } from '../../lib/toast';
import { downloadSalesCsv, reportQueries } from './reports.api';
import { indiaToday, ReportsNav } from './reports-nav';
import { SalesChart } from './sales-chart';

const GROUP_LABELS: Record<SalesGroup, string> = {
  day: 'By day',
  month: 'By month',
  category: 'By category',
  maker: 'By maker',
};
const HEADINGS: Record<SalesGroup, string> = {
  day: 'Day',
  month: 'Month',
  category: 'Category',
  maker: 'Maker',
};

const isDate = (s: string | null): s is string => !!s && /^\d{4}-\d{2}-\d{2}$/.test(s);

/** /admin/reports/sales: sales for a period, as a chart, a table and CSV. */
export function SalesScreen() {
  usePageMeta('Sales – Staff console');
  const [params, setParams] = useSearchParams();
  const today = indiaToday();
  const to = isDate(params.get('to')) ? params.get('to')! : today;
  const from = isDate(params.get('from')) ? params.get('from')! : `${today.slice(0, 7)}-01`;
  const rawGroup = params.get('group') as SalesGroup | null;
  const group: SalesGroup = rawGroup && SALES_GROUPS.includes(rawGroup) ? rawGroup : 'day';
  const query = useQuery(reportQueries.sales({ from, to, group }));
  const [busy, setBusy] = useState(false);
  const set = (next: Partial<{ from: string; to: string; group: SalesGroup }>) =>
    setParams({ from, to, group, ...next });

  return (
    <div>
      <ReportsNav />
      <ScreenHeader
        title="Sales"
        subtitle="Orders placed in the period and not cancelled: items, taxable value, GST and totals."
        actions={
          <Button
            variant="outline"
            disabled={busy || !query.data}
            onClick={() => {
              setBusy(true);
              downloadSalesCsv({ from, to, group })
                .catch((err: unknown) =>
                  showToast(messageOf(err, 'Failed to download the CSV'), 'error'),
                )
                .finally(() => setBusy(false));
            }}
          >
            <Download className="h-4 w-4" aria-hidden="true" />
            {busy ? 'Preparing...' : 'Download CSV'}
          </Button>
        }
      />
      <div className="mb-5 flex flex-wrap items-end gap-3">
        <Field label="From" htmlFor="sales-from">
          {({ id }) => (
            <TextInput
              id={id}
              type="date"
              value={from}
              max={to}
              onChange={(e) => e.target.value && set({ from: e.target.value })}
            />
          )}
        </Field>
        <Field label="To" htmlFor="sales-to">
          {({ id }) => (
            <TextInput
              id={id}
              type="date"
              value={to}
              min={from}
              max={today}
              onChange={(e) => e.target.value && set({ to: e.target.value })}
            />
          )}
        </Field>
        <Segmented
          label="Group the sales"
          options={SALES_GROUPS.map((g) => ({ value: g, label: GROUP_LABELS[g] }))}
          value={group}
          onChange={(g) => set({ group: g })}
        />
      </div>
      {query.isPending ? (
        <div aria-busy="true" aria-label="Loading sales" className="space-y-3">
          <Skeleton className="h-72 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : query.isError ? (
        <ErrorState
          title="Failed to load sales"
          message={messageOf(query.error, 'Please try again.')}
          onRetry={() => void query.refetch()}
          retryLabel="Try Again"
        />
      ) : query.data.rows.length === 0 ? (
        <EmptyState title="No sales in this period" description="Choose an earlier start date." />
      ) : (
        <div className="space-y-5" aria-busy={query.isPlaceholderData || undefined}>
          <SalesChart rows={query.data.rows} />
          <DataTable
            caption={`Sales ${GROUP_LABELS[group].toLowerCase()}, ${from} to ${to}`}
            minWidth={640}
            columns={[
              { label: HEADINGS[group] },
              { label: 'Orders', align: 'right' },
              { label: 'Items', align: 'right' },
              { label: 'Taxable value', align: 'right' },
              { label: 'GST', align: 'right' },
              { label: 'Total', align: 'right' },
            ]}
          >
            {query.data.rows.map((r) => (
              <tr key={r.key} className={dataRowClass}>
                <th scope="row" className="px-4 py-3 font-medium">
                  {r.label}
                </th>
                <td className="px-4 py-3 text-right tabular-nums">{formatCount(r.orders)}</td>
                <td className="px-4 py-3 text-right tabular-nums">{formatCount(r.items)}</td>
                <td className="px-4 py-3 text-right tabular-nums">
                  {formatRupees(r.taxable_value)}
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{formatRupees(r.gst)}</td>
                <td className="px-4 py-3 text-right tabular-nums">{formatRupees(r.total)}</td>
              </tr>
            ))}
            <tr className="border-t-2 border-slate-300 font-semibold dark:border-slate-700">
              <th scope="row" className="px-4 py-3">
                Total
              </th>
              <td className="px-4 py-3 text-right tabular-nums">
                {formatCount(query.data.totals.orders)}
              </td>
              <td className="px-4 py-3 text-right tabular-nums">
                {formatCount(query.data.totals.items)}
              </td>
              <td className="px-4 py-3 text-right tabular-nums">
                {formatRupees(query.data.totals.taxable_value)}
              </td>
              <td className="px-4 py-3 text-right tabular-nums">
                {formatRupees(query.data.totals.gst)}
              </td>
              <td className="px-4 py-3 text-right tabular-nums">
                {formatRupees(query.data.totals.total)}
              </td>
            </tr>
          </DataTable>
        </div>
      )}
    </div>
  );
}
