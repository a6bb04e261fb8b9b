import { useState, type FormEvent } from 'react';
import type { CompanyAccount } from '@store/contract';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { messageOf } from '../../lib/api-client';
import { formatDate, formatRupees } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { indiaToday, useRecordReceipt } from './receipts.api';

const money = (s: string) => Number(s.replace(/[,\s₹]/g, ''));

/**
 * Staff: record money received (amount, date, reference, TDS) and, optionally, split it
 * across the open invoices; without a split it settles the oldest first (decisions.md › §24).
 */
export function ReceiptForm({
  account,
  legalName,
  onDone,
}: {
  account: CompanyAccount;
  legalName: string;
  onDone: () => void;
}) {
  const record = useRecordReceipt(account.company_id);
  const today = indiaToday();
  const [form, setForm] = useState({ amount: '', tds: '', received_on: today, reference: '' });
  const [split, setSplit] = useState(false);
  const [parts, setParts] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const allocations = split
      ? Object.entries(parts)
          .filter(([, v]) => v.trim() && money(v) > 0)
          .map(([order_id, v]) => ({ order_id, amount: money(v) }))
      : undefined;
    record.mutate(
      {
        amount: money(form.amount),
        received_on: form.received_on,
        reference: form.reference,
        ...(form.tds.trim() ? { tds_amount: money(form.tds) } : {}),
        ...(allocations ? { allocations } : {}),
      },
      {
        onSuccess: (r) => {
          showToast(`Receipt ${r.number} recorded`, 'success');
          onDone();
        },
        onError: (err) => setError(messageOf(err, 'Could not record the receipt')),
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      aria-label={`Record a receipt from ${legalName}`}
      className="mt-3 space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label="Amount received (₹)"
          inputMode="decimal"
          required
          value={form.amount}
          onChange={set('amount')}
        />
        <TextField
          label="TDS deducted (₹)"
          inputMode="decimal"
          hint="Counts as received"
          value={form.tds}
          onChange={set('tds')}
        />
        <TextField
          label="Received on"
          type="date"
          required
          max={today}
          value={form.received_on}
          onChange={set('received_on')}
        />
        <TextField
          label="Reference (UTR, cheque no.)"
          required
          maxLength={60}
          value={form.reference}
          onChange={set('reference')}
        />
      </div>
      {account.open_invoices.length > 0 ? (
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="h-4 w-4"
            checked={split}
            onChange={(e) => setSplit(e.target.checked)}
          />
          Split across invoices (otherwise the oldest are settled first)
        </label>
      ) : null}
      {split ? (
        <ul className="space-y-2">
          {account.open_invoices.map((i) => (
            <li key={i.order_id} className="flex flex-wrap items-center gap-3 text-sm">
              <span className="w-44 font-mono">{i.invoice_number}</span>
              <span className="w-48 text-slate-600 dark:text-slate-400">
                {formatDate(i.invoice_date)} · owes {formatRupees(i.owed)}
              </span>
              <input
                aria-label={`Amount for ${i.invoice_number}`}
                inputMode="decimal"
                className="h-10 w-32 rounded-lg border border-slate-300 bg-white px-3 dark:border-slate-700 dark:bg-slate-900"
                value={parts[i.order_id] ?? ''}
                onChange={(e) => setParts((p) => ({ ...p, [i.order_id]: e.target.value }))}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={record.isPending}>
          {record.isPending ? 'Recording...' : 'Record receipt'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
