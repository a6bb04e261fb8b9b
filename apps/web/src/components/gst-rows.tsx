import type { SupplyType } from '@store/contract';
import { formatRupees } from '../lib/format';

/** The GST inside a total, in rupees: as an order's `tax` and a quote's `gst` carry it. */
export interface GstSplit {
  supply_type: SupplyType;
  taxable_value: number;
  cgst: number;
  sgst: number;
  igst: number;
}

function Row({ label, amount, testId }: { label: string; amount: number; testId: string }) {
  return (
    <div className="flex justify-between" data-testid={testId}>
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="tabular-nums">{formatRupees(amount)}</dd>
    </div>
  );
}

/**
 * The GST breakdown as rows of a summary's `<dl>`: taxable value, then CGST + SGST inside the
 * shop's state or IGST outside it. One drawing for the order, the quote and the checkout's
 * preview (issue 36).
 */
export function GstRows({ gst }: { gst: GstSplit }) {
  return (
    <>
      <Row label="Taxable value" amount={gst.taxable_value} testId="tax-taxable" />
      {gst.supply_type === 'INTRA_STATE' ? (
        <>
          <Row label="CGST" amount={gst.cgst} testId="tax-cgst" />
          <Row label="SGST" amount={gst.sgst} testId="tax-sgst" />
        </>
      ) : (
        <Row label="IGST" amount={gst.igst} testId="tax-igst" />
      )}
    </>
  );
}
