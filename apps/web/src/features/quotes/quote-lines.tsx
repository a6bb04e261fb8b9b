import type { Quote, QuoteLine } from '@store/contract';
import { GstRows } from '../../components/gst-rows';
import { formatRupees } from '../../lib/format';
import { formatQuoteDate } from './quote-status-badge';

/**
 * The list price a quoted price is set against (issue 43.12): the list price when staff quoted,
 * kept with the quote. A server that does not send it yet leaves an open quote against today's
 * list price and an answered one (ordered, declined, expired) with nothing struck through:
 * today's price says nothing about a price agreed weeks ago.
 */
export function listPriceToStrike(quote: Quote, line: QuoteLine): number | null {
  if (line.unit_price === null) return null;
  const reference = line.quoted_list_price ?? (quote.status === 'QUOTED' ? line.list_price : null);
  return reference !== null && line.unit_price < reference ? reference : null;
}

function StruckListPrice({ quote, line }: { quote: Quote; line: QuoteLine }) {
  const listPrice = listPriceToStrike(quote, line);
  if (listPrice === null) return null;
  return (
    <span className="block text-xs text-slate-500 line-through dark:text-slate-400">
      <span className="sr-only">List price when quoted: </span>
      {formatRupees(listPrice)}
    </span>
  );
}

/** The lines of a quote with the staff's prices, the GST split and the validity. */
export function QuoteLinesTable({ quote }: { quote: Quote }) {
  const quoted = quote.total_amount !== null;
  return (
    <div>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs text-slate-500 uppercase dark:border-slate-800 dark:text-slate-400">
              <th className="py-2 pr-3 font-medium">Product</th>
              <th className="py-2 pr-3 text-right font-medium">Qty</th>
              <th className="py-2 pr-3 text-right font-medium">
                {quoted ? 'Unit price' : 'List price'}
              </th>
              <th className="py-2 text-right font-medium">Amount</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {quote.lines.map((l) => (
              <tr key={l.quote_line_id}>
                <td className="py-2 pr-3">
                  <p className="font-medium">{l.product_name}</p>
                  <p className="text-xs text-slate-500 dark:text-slate-400">
                    {l.sku}
                    {l.target_price !== null
                      ? ` · your target ${formatRupees(l.target_price)}`
                      : ''}
                  </p>
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">{l.quantity}</td>
                <td className="py-2 pr-3 text-right tabular-nums">
                  {formatRupees(l.unit_price ?? l.list_price)}
                  <StruckListPrice quote={quote} line={l} />
                </td>
                <td className="py-2 text-right tabular-nums">
                  {l.total_price !== null ? formatRupees(l.total_price) : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {quoted && quote.gst ? (
        <dl className="mt-3 ml-auto max-w-xs space-y-1 border-t border-slate-200 pt-3 text-sm dark:border-slate-800">
          <GstRows gst={quote.gst} />
          <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-semibold dark:border-slate-800">
            <dt>Total</dt>
            <dd className="tabular-nums">{formatRupees(quote.total_amount ?? 0)}</dd>
          </div>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            GST for delivery to {quote.pincode}. Prices include GST.
          </p>
        </dl>
      ) : null}
      {quote.valid_until ? (
        <p className="mt-2 text-sm font-medium">Valid until {formatQuoteDate(quote.valid_until)}</p>
      ) : null}
    </div>
  );
}
