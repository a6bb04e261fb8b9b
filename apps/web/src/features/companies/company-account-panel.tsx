import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { messageOf } from '../../lib/api-client';
import { formatDate, formatRupees } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { AgeingTable } from './ageing-table';
import { ReceiptForm } from './receipt-form';
import { downloadStatement, indiaToday, monthsBack, receiptQueries } from './receipts.api';

/**
 * Staff Companies screen, one company's money (decisions.md › §24): the ageing of what it
 * owes, any advance, "Record a receipt", its latest receipts and its statement as a PDF.
 */
export function CompanyAccountPanel({
  companyId,
  legalName,
  gstin,
}: {
  companyId: string;
  legalName: string;
  gstin: string;
}) {
  const query = useQuery(receiptQueries.account(companyId));
  const [open, setOpen] = useState(false);
  const today = indiaToday();
  const [period, setPeriod] = useState({ from: monthsBack(today, 3), to: today });
  const [busy, setBusy] = useState(false);
  const a = query.data;
  if (!a) return null;
  const pdf = () => {
    setBusy(true);
    downloadStatement(companyId, gstin, period.from, period.to)
      .catch((err: unknown) => showToast(messageOf(err, 'Could not download'), 'error'))
      .finally(() => setBusy(false));
  };
  return (
    <section className="mt-4 space-y-3" aria-label={`Account of ${legalName}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-semibold">
          Ageing{a.advance > 0 ? ` · advance held ${formatRupees(a.advance)}` : ''}
        </h4>
        {!open ? (
          <Button size="sm" onClick={() => setOpen(true)}>
            Record a receipt
          </Button>
        ) : null}
      </div>
      <AgeingTable ageing={a.ageing} caption={`What ${legalName} owes, by age`} />
      {open ? (
        <ReceiptForm account={a} legalName={legalName} onDone={() => setOpen(false)} />
      ) : null}
      {a.receipts.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">Receipts ({a.receipts.length})</summary>
          <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
            {a.receipts.slice(0, 10).map((r) => (
              <li key={r.receipt_id} className="flex flex-wrap gap-x-4 py-1.5">
                <span className="font-mono">{r.number}</span>
                <span>{formatDate(r.received_on)}</span>
                <span className="tabular-nums">{formatRupees(r.amount)}</span>
                {r.tds_amount > 0 ? <span>TDS {formatRupees(r.tds_amount)}</span> : null}
                <span className="text-slate-600 dark:text-slate-400">{r.reference}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <div className="flex flex-wrap items-end gap-2 text-sm">
        <label className="flex flex-col gap-1 font-medium">
          Statement from
          <input
            type="date"
            className="h-10 rounded-lg border border-slate-300 bg-white px-2 dark:border-slate-700 dark:bg-slate-900"
            value={period.from}
            onChange={(e) => setPeriod((p) => ({ ...p, from: e.target.value }))}
          />
        </label>
        <label className="flex flex-col gap-1 font-medium">
          to
          <input
            type="date"
            className="h-10 rounded-lg border border-slate-300 bg-white px-2 dark:border-slate-700 dark:bg-slate-900"
            value={period.to}
            onChange={(e) => setPeriod((p) => ({ ...p, to: e.target.value }))}
          />
        </label>
        <Button size="sm" variant="outline" onClick={pdf} disabled={busy}>
          <Download className="h-4 w-4" aria-hidden="true" />
          Statement PDF
        </Button>
      </div>
    </section>
  );
}
