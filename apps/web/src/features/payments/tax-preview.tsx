import { orderTax, placeOfSupplyOf, supplyTypeOf } from '@store/contract';
import { formatRupees } from '../../lib/format';
import { useGstRates } from './payments.api';

export interface TaxPreviewLine {
  product_slug: string;
  total_price: number;
}

/**
 * The GST inside the order total, before it is placed: the same contract function the server
 * uses (packages/contract/src/gst.ts), so the preview and the invoice agree to the paisa.
 * Rows of the summary's <dl>: taxable value, then CGST + SGST or IGST.
 */
export function TaxPreview({
  lines,
  deliveryState,
  shopState,
}: {
  lines: TaxPreviewLine[];
  deliveryState: string;
  shopState: string;
}) {
  const rates = useGstRates(lines.map((l) => l.product_slug));
  if (rates === 'failed') return null;
  if (rates === 'loading') {
    return (
      <div className="flex justify-between text-slate-500 dark:text-slate-400">
        <dt>GST</dt>
        <dd>Calculating…</dd>
      </div>
    );
  }
  const state = deliveryState || shopState;
  const supply = supplyTypeOf(state, shopState);
  const tax = orderTax(
    lines.map((l) => ({
      total_paise: Math.round(l.total_price * 100),
      gst_rate: rates.get(l.product_slug) ?? 0,
    })),
    supply,
  );
  const formatPaise = (paise: number) => formatRupees(paise / 100);
  const row = (label: string, paise: number, testId: string) => (
    <div className="flex justify-between" data-testid={testId}>
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="tabular-nums">{formatPaise(paise)}</dd>
    </div>
  );
  return (
    <>
      {row('Taxable value', tax.taxable_paise, 'tax-taxable')}
      {supply === 'INTRA_STATE' ? (
        <>
          {row('CGST', tax.cgst_paise, 'tax-cgst')}
          {row('SGST', tax.sgst_paise, 'tax-sgst')}
        </>
      ) : (
        row('IGST', tax.igst_paise, 'tax-igst')
      )}
      <div className="text-xs text-slate-500 dark:text-slate-400">
        <dt className="sr-only">Place of supply</dt>
        <dd>
          Place of supply: {placeOfSupplyOf(state)}
          {deliveryState ? '' : ' (choose your state)'}
        </dd>
      </div>
    </>
  );
}
