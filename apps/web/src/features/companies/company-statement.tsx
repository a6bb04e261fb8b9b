import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import type { BusinessCompany, StatementEntry } from '@store/contract';
import { Button } from '../../components/ui/button';
import { ErrorState, Skeleton } from '../../components/ui/states';
import { cardClass } from '../../components/ui/surface';
import { messageOf } from '../../lib/api-client';
import { formatDate, formatRupees } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { AgeingTable } from './ageing-table';
import { useCompanyUser } from './companies.api';
import { downloadStatement, indiaToday, monthsBack, receiptQueries } from './receipts.api';

const KIND: Record<StatementEntry['kind'], string> = {
  INVOICE: 'Tax invoice',
  RECEIPT: 'Receipt',
  TDS: 'TDS deducted',
  CREDIT_NOTE: 'Credit note',
};
/** "12,345.60 Dr" owed, "500.00 Cr" an advance. */
const balance = (n: number) =>
  n === 0 ? formatRupees(0) : `${formatRupees(Math.abs(n))} ${n > 0 ? 'Dr' : 'Cr'}`;

/** /account/company: the statement of account of a period with its PDF (§24; ADMIN, VIEWER). */
export function CompanyStatement({ company }: { company: BusinessCompany }) {
  return company.my_role === 'BUYER' ? null : <StatementPanel company={company} />;
}

function StatementPanel({ company }: { company: BusinessCompany }) {
  const userId = useCompanyUser();
  const today = indiaToday();
  const [period, setPeriod] = useState({ from: monthsBack(today, 3), to: today });
  const query = useQuery(receiptQueries.statement(userId, period.from, period.to));
  const [busy, setBusy] = useState(false);
  const pdf = () => {
    setBusy(true);
    downloadStatement(null, company.gstin, period.from, period.to)
      .catch((err: unknown) => showToast(messageOf(err, 'Could not download'), 'error'))
      .finally(() => setBusy(false));
  };
  const s = query.data;
  return (
    <section className={`${cardClass} space-y-4 p-5`} aria-labelledby="statement-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="statement-heading" className="text-lg font-semibold">
          Statement of account
        </h2>
        <div className="flex flex-wrap items-end gap-2 text-sm">
          <label className="flex flex-col gap-1 font-medium">
            From
            <input
              type="date"
              className="h-10 rounded-lg border border-slate-300 bg-white px-2 dark:border-slate-700 dark:bg-slate-900"
              value={period.from}
              max={period.to}
              onChange={(e) => e.target.value && setPeriod((p) => ({ ...p, from: e.target.value }))}
            />
          </label>
          <label className="flex flex-col gap-1 font-medium">
            To
            <input
              type="date"
              className="h-10 rounded-lg border border-slate-300 bg-white px-2 dark:border-slate-700 dark:bg-slate-900"
              value={period.to}
              max={today}
              onChange={(e) => e.target.value && setPeriod((p) => ({ ...p, to: e.target.value }))}
            />
          </label>
          <Button size="sm" variant="outline" onClick={pdf} disabled={busy}>
            <Download className="h-4 w-4" aria-hidden="true" />
            Download PDF
          </Button>
        </div>
      </div>
      {query.isError ? (
        <ErrorState
          title="Failed to load the statement"
          message={messageOf(query.error, 'Please try again.')}
          onRetry={() => void query.refetch()}
          retryLabel="Try Again"
        />
      ) : !s ? (
        <Skeleton className="h-32 w-full" />
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <caption className="sr-only">
                Statement of account, {formatDate(s.from)} to {formatDate(s.to)}
              </caption>
              <thead className="text-slate-500 dark:text-slate-400">
                <tr>
                  <th className="py-2 font-medium">Date</th>
                  <th className="py-2 font-medium">Particulars</th>
                  <th className="py-2 text-right font-medium">Debit</th>
                  <th className="py-2 text-right font-medium">Credit</th>
                  <th className="py-2 text-right font-medium">Balance</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                <tr className="font-medium">
                  <td className="py-2">{formatDate(s.from)}</td>
                  <td className="py-2">Opening balance</td>
                  <td />
                  <td />
                  <td className="py-2 text-right tabular-nums">{balance(s.opening_balance)}</td>
                </tr>
                {s.entries.map((e, i) => (
                  <tr key={`${e.kind}-${e.number}-${i}`}>
                    <td className="py-2 whitespace-nowrap">{formatDate(e.date)}</td>
                    <td className="py-2">
                      {KIND[e.kind]} <span className="font-mono text-xs">{e.number}</span>
                    </td>
                    <td className="py-2 text-right tabular-nums">
                      {e.debit ? formatRupees(e.debit) : ''}
                    </td>
                    <td className="py-2 text-right tabular-nums">
                      {e.credit ? formatRupees(e.credit) : ''}
                    </td>
                    <td className="py-2 text-right tabular-nums">{balance(e.balance)}</td>
                  </tr>
                ))}
                <tr className="font-semibold">
                  <td className="py-2">{formatDate(s.to)}</td>
                  <td className="py-2">Closing balance</td>
                  <td />
                  <td />
                  <td className="py-2 text-right tabular-nums">{balance(s.closing_balance)}</td>
                </tr>
              </tbody>
            </table>
          </div>
          <AgeingTable ageing={s.ageing} caption="What is owed, by age" />
        </>
      )}
    </section>
  );
}
