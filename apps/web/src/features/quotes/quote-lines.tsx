import type { Quote } from '@store/contract';
import { formatRupees } from '../../lib/format';
import { formatQuoteDate } from './quote-status-badge';

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
                  {l.unit_price !== null && l.unit_price < l.list_price ? (
                    <span className="block text-xs text-slate-500 line-through dark:text-slate-400">
                      {formatRupees(l.list_price)}
                    </span>
                  ) : null}
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
          <div className="flex justify-between">
            <dt className="text-slate-600 dark:text-slate-400">Taxable value</dt>
            <dd className="tabular-nums">{formatRupees(quote.gst.taxable_value)}</dd>
          </div>
          {quote.gst.supply_type === 'INTRA_STATE' ? (
            <>
              <div className="flex justify-between">
                <dt className="text-slate-600 dark:text-slate-400">CGST</dt>
                <dd className="tabular-nums">{formatRupees(quote.gst.cgst)}</dd>
              </div>
              <div className="flex justify-between">
                <dt className="text-slate-600 dark:text-slate-400">SGST</dt>
                <dd className="tabular-nums">{formatRupees(quote.gst.sgst)}</dd>
              </div>
            </>
          ) : (
            <div className="flex justify-between">
              <dt className="text-slate-600 dark:text-slate-400">IGST</dt>
              <dd className="tabular-nums">{formatRupees(quote.gst.igst)}</dd>
            </div>
          )}
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
