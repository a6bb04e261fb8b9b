import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Download } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { Quote } from '@store/contract';
import { QUOTE_MAX_VALID_DAYS, QUOTE_MESSAGES } from '@store/contract/quotes';
import { Button } from '../../components/ui/button';
import { Field, TextArea, TextInput } from '../../components/ui/form-controls';
import { ErrorState, Skeleton } from '../../components/ui/states';
import { messageOf } from '../../lib/api-client';
import { formatDateTime, formatRupees } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { adminPaths } from '../../lib/admin-paths';
import { quotePaths } from './quote-paths';
import { showToast } from '../../lib/toast';
import { QuoteLinesTable } from './quote-lines';
import { formatQuoteDate, QuoteStatusBadge } from './quote-status-badge';
import { downloadQuotePdf, quoteQueries, useAnswerQuote } from './quotes.api';

const card =
  'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900';

const isoInDays = (days: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** What the server refuses in a staff price (decisions.md › Request for quote), or null. */
const priceProblem = (raw: string, list: number): string | null => {
  const price = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(price)) return QUOTE_MESSAGES.missingPrice;
  if (price <= 0) return QUOTE_MESSAGES.priceZero;
  if (price > list) return QUOTE_MESSAGES.priceAboveList;
  return null;
};

/** The margin of a quoted unit price against the product's price (both GST included). */
const marginOf = (unit: number, list: number) =>
  list > 0 ? `${(((list - unit) / list) * 100).toFixed(1)}% below list` : '';

function Editor({ quote }: { quote: Quote }) {
  const answer = useAnswerQuote(quote.quote_id);
  const [prices, setPrices] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      quote.lines.map((l) => [l.quote_line_id, String(l.target_price ?? l.slab_price)]),
    ),
  );
  const [validUntil, setValidUntil] = useState(isoInDays(14));
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const lineProblems = Object.fromEntries(
    quote.lines.map((l) => [
      l.quote_line_id,
      priceProblem(prices[l.quote_line_id] ?? '', l.list_price),
    ]),
  );
  const validUntilProblem =
    validUntil < isoInDays(0) || validUntil > isoInDays(QUOTE_MAX_VALID_DAYS)
      ? QUOTE_MESSAGES.validUntilRange
      : null;
  // On a phone the quantity sits under the product and the target column shows only when asked.
  const anyTarget = quote.lines.some((l) => l.target_price !== null);
  const total = quote.lines.reduce(
    (n, l) => n + (Number(prices[l.quote_line_id]) || 0) * l.quantity,
    0,
  );
  const done = (message: string) => ({
    onSuccess: () => showToast(message),
    onError: (err: unknown) => showToast(messageOf(err, 'Failed to save the quote'), 'error'),
  });
  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setChecked(true);
        if (validUntilProblem || Object.values(lineProblems).some(Boolean)) return;
        answer.mutate(
          {
            lines: quote.lines.map((l) => ({
              quote_line_id: l.quote_line_id,
              unit_price: Number(prices[l.quote_line_id]),
            })),
            valid_until: validUntil,
            ...(note.trim() ? { staff_note: note.trim() } : {}),
          },
          done(`Quote ${quote.number} sent`),
        );
      }}
    >
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs text-slate-500 uppercase dark:border-slate-800 dark:text-slate-400">
              <th className="py-2 pr-3 font-medium">Product</th>
              <th className="hidden py-2 pr-3 text-right font-medium sm:table-cell">Qty</th>
              <th className="py-2 pr-3 text-right font-medium">List / slab</th>
              {anyTarget ? <th className="py-2 pr-3 text-right font-medium">Target</th> : null}
              <th className="py-2 font-medium">Unit price (₹)</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {quote.lines.map((l) => {
              const unit = Number(prices[l.quote_line_id]) || 0;
              const problem = lineProblems[l.quote_line_id];
              return (
                <tr key={l.quote_line_id}>
                  <td className="py-2 pr-3">
                    <p className="font-medium">{l.product_name}</p>
                    <p className="text-xs text-slate-500 dark:text-slate-400">{l.sku}</p>
                    <p className="text-xs text-slate-600 sm:hidden dark:text-slate-300">
                      Qty {l.quantity}
                    </p>
                  </td>
                  <td className="hidden py-2 pr-3 text-right tabular-nums sm:table-cell">
                    {l.quantity}
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    {formatRupees(l.list_price)}
                    <span className="block text-xs text-slate-500 dark:text-slate-400">
                      slab {formatRupees(l.slab_price)}
                    </span>
                  </td>
                  {anyTarget ? (
                    <td className="py-2 pr-3 text-right tabular-nums">
                      {l.target_price !== null ? formatRupees(l.target_price) : '—'}
                    </td>
                  ) : null}
                  <td className="py-2">
                    <TextInput
                      aria-label={`Unit price of ${l.product_name}`}
                      type="number"
                      inputMode="decimal"
                      min={0.01}
                      max={l.list_price}
                      step="0.01"
                      required
                      className="w-28 min-w-[5.5rem]"
                      aria-invalid={checked && problem ? true : undefined}
                      value={prices[l.quote_line_id] ?? ''}
                      onChange={(e) =>
                        setPrices((p) => ({ ...p, [l.quote_line_id]: e.target.value }))
                      }
                    />
                    {checked && problem ? (
                      <span
                        role="alert"
                        className="mt-0.5 block text-xs font-medium text-red-600 dark:text-red-400"
                      >
                        {problem}
                      </span>
                    ) : (
                      <span className="mt-0.5 block text-xs text-slate-500 dark:text-slate-400">
                        {unit > 0 ? marginOf(unit, l.list_price) : ''}
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="text-right text-sm font-semibold tabular-nums">Total {formatRupees(total)}</p>
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <Field
          label="Valid until"
          hint={`At most ${QUOTE_MAX_VALID_DAYS} days ahead`}
          error={checked && validUntilProblem ? validUntilProblem : undefined}
        >
          {(ids) => (
            <TextInput
              id={ids.id}
              type="date"
              required
              min={isoInDays(0)}
              max={isoInDays(QUOTE_MAX_VALID_DAYS)}
              value={validUntil}
              onChange={(e) => setValidUntil(e.target.value)}
            />
          )}
        </Field>
        <Field label="Note to the customer (optional)">
          {(ids) => (
            <TextArea
              id={ids.id}
              maxLength={2000}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          )}
        </Field>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
        <div className="flex min-w-0 flex-1 flex-wrap items-end gap-2">
          <Field label="Reason to turn down" className="min-w-48 flex-1">
            {(ids) => (
              <TextInput
                id={ids.id}
                maxLength={500}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            )}
          </Field>
          <Button
            type="button"
            variant="outline"
            className="text-red-700 dark:text-red-400"
            disabled={answer.isPending || !reason.trim()}
            onClick={() =>
              answer.mutate(
                { status: 'REJECTED', reason: reason.trim() },
                done('Request turned down'),
              )
            }
          >
            Turn down
          </Button>
        </div>
        <Button type="submit" disabled={answer.isPending}>
          Send quote
        </Button>
      </div>
    </form>
  );
}

/** /admin/quotes/:quoteId: the quote editor (prices per line, validity, note) or the answer given. */
export function StaffQuoteEditor() {
  const { quoteId = '' } = useParams();
  const quote = useQuery(quoteQueries.adminDetail(quoteId));
  usePageMeta(quote.data ? `Quote ${quote.data.number}` : 'Quote', 'Quote editor.');
  if (quote.isPending) {
    return (
      <div role="status" aria-label="Loading the quote">
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (quote.isError) {
    return (
      <ErrorState title="Error" message={messageOf(quote.error, 'Failed to load the quote')} />
    );
  }
  const q = quote.data;
  return (
    <div className="space-y-4">
      <Link
        to={quotePaths.adminQuotes()}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-400"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> All quotes
      </Link>
      <div className={card}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 className="font-mono text-xl font-semibold">{q.number}</h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {q.customer.name} · {q.customer.phone}
              {q.customer.email ? ` · ${q.customer.email}` : ''}
            </p>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              Asked {formatDateTime(q.created_at)} · deliver to {q.pincode}
              {q.needed_by ? ` · needed by ${formatQuoteDate(q.needed_by)}` : ''}
            </p>
          </div>
          <QuoteStatusBadge status={q.status} />
        </div>
        {q.note ? (
          <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
            <span className="font-medium">Customer:</span> {q.note}
          </p>
        ) : null}
        <div className="mt-4">
          {q.status === 'REQUESTED' ? (
            <Editor key={q.quote_id} quote={q} />
          ) : (
            <>
              <QuoteLinesTable quote={q} />
              {q.staff_note ? <p className="mt-2 text-sm">Note: {q.staff_note}</p> : null}
              {q.reason ? <p className="mt-2 text-sm">Reason: {q.reason}</p> : null}
              {q.order_id ? (
                <Link
                  to={adminPaths.adminOrder(q.order_id)}
                  className="mt-2 inline-block text-sm font-medium text-brand-700 hover:underline dark:text-brand-400"
                >
                  View the order
                </Link>
              ) : null}
              {q.total_amount !== null ? (
                <Button
                  variant="ghost"
                  className="mt-2"
                  onClick={() =>
                    void downloadQuotePdf('staff', q.quote_id, q.number).catch((err: unknown) =>
                      showToast(messageOf(err, 'Failed to download the quote'), 'error'),
                    )
                  }
                >
                  <Download className="h-4 w-4" aria-hidden="true" /> Quote PDF
                </Button>
              ) : null}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
