import { orderTax, placeOfSupplyOf, supplyTypeOf } from '@store/contract/gst';
import { GstRows } from '../../components/gst-rows';
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
  const rupees = (paise: number) => paise / 100;
  return (
    <>
      <GstRows
        gst={{
          supply_type: supply,
          taxable_value: rupees(tax.taxable_paise),
          cgst: rupees(tax.cgst_paise),
          sgst: rupees(tax.sgst_paise),
          igst: rupees(tax.igst_paise),
        }}
      />
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
