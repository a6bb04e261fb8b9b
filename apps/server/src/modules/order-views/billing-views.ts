import type { EInvoiceRef, OrderPayment, OrderStatus, PaymentStatus } from '@store/contract';
import type { orderBilling, orderItemTaxes, paymentHistory } from '../../db/schema/index';
import { toRupees } from '../../lib/money';
import { eInvoiceRefOf, type EInvoiceRow } from './e-invoice-views';

/** Payment statuses in which the customer still owes the order total. */
export const AWAITING_PAYMENT: readonly PaymentStatus[] = ['PENDING', 'SUBMITTED'];

type BillingRow = typeof orderBilling.$inferSelect;
type ItemTaxRow = typeof orderItemTaxes.$inferSelect;

/** What order answers need about paying and GST, read in one go for a page of orders. */
export interface BillingViews {
  /** The fields OrderSchema gains (payment, tax, invoice, gstin, billing_name). */
  order(
    orderId: string,
    order: { status: OrderStatus; totalPaise: number; state: string },
  ): {
    payment: OrderPayment;
    tax: {
      place_of_supply: string;
      supply_type: 'INTRA_STATE' | 'INTER_STATE';
      taxable_value: number;
      cgst: number;
      sgst: number;
      igst: number;
      total_tax: number;
    };
    invoice: { number: string; issued_at: string; e_invoice: EInvoiceRef | null } | null;
    gstin: string | null;
    billing_name: string | null;
  };
  /** The fields OrderItemSchema gains (hsn_code, gst_rate, taxable_value). */
  item(
    orderItemId: string,
    totalPaise: number,
  ): {
    hsn_code: string;
    gst_rate: number;
    taxable_value: number;
    unit: string;
  };
}

/**
 * The billing views of rows already in hand (read above, or just written by the order that
 * is being placed: docs/decisions/150), so both answers come from one mapping.
 */
export function billingViewsOf(rows: {
  billing: BillingRow[];
  itemTaxes: ItemTaxRow[];
  history: (typeof paymentHistory.$inferSelect)[];
  invoices: { orderId: string; number: string; issuedAt: Date }[];
  /** The invoices' registrations with the IRP (decisions.md › §21), by order id. */
  eInvoices?: Map<string, EInvoiceRow>;
}): BillingViews {
  const billingById = new Map<string, BillingRow>(rows.billing.map((b) => [b.orderId, b]));
  const itemById = new Map<string, ItemTaxRow>(rows.itemTaxes.map((t) => [t.orderItemId, t]));
  const invoiceById = new Map(rows.invoices.map((i) => [i.orderId, i]));
  const historyById = new Map<string, (typeof paymentHistory.$inferSelect)[]>();
  for (const h of rows.history) {
    const list = historyById.get(h.orderId);
    if (list) list.push(h);
    else historyById.set(h.orderId, [h]);
  }
  const eInvoiceOf = (orderId: string): EInvoiceRef | null => {
    const row = rows.eInvoices?.get(orderId);
    return row ? eInvoiceRefOf(row) : null;
  };
  return {
    order(orderId, o) {
      const b = billingById.get(orderId);
      const inv = invoiceById.get(orderId);
      const status: PaymentStatus = b?.paymentStatus ?? 'PENDING';
      const open = AWAITING_PAYMENT.includes(status) && o.status !== 'CANCELLED';
      const taxPaise = b ? b.cgstPaise + b.sgstPaise + b.igstPaise : 0;
      return {
        payment: {
          method: b?.paymentMethod ?? 'UPI',
          status,
          amount_due: open ? toRupees(o.totalPaise) : 0,
          refunded_amount: toRupees(b?.refundedPaise ?? 0),
          reference: b?.paymentReference ?? null,
          paid_at: b?.paidAt ? b.paidAt.toISOString() : null,
          upi_uri: open && b?.paymentMethod === 'UPI' ? b.upiUri : null,
          history: (historyById.get(orderId) ?? []).map((h) => ({
            status: h.status,
            changed_at: h.changedAt.toISOString(),
            reference: h.reference,
            remarks: h.remarks,
          })),
        },
        tax: {
          place_of_supply: b?.placeOfSupply ?? o.state,
          supply_type: b?.supplyType ?? 'INTRA_STATE',
          taxable_value: toRupees(b ? b.taxablePaise : o.totalPaise),
          cgst: toRupees(b?.cgstPaise ?? 0),
          sgst: toRupees(b?.sgstPaise ?? 0),
          igst: toRupees(b?.igstPaise ?? 0),
          total_tax: toRupees(taxPaise),
        },
        invoice: inv
          ? {
              number: inv.number,
              issued_at: inv.issuedAt.toISOString(),
              e_invoice: eInvoiceOf(orderId),
            }
          : null,
        gstin: b?.gstin ?? null,
        billing_name: b?.billingName ?? null,
      };
    },
    item(orderItemId, totalPaise) {
      const t = itemById.get(orderItemId);
      return {
        hsn_code: t?.hsnCode ?? '',
        gst_rate: t?.gstRate ?? 0,
        taxable_value: toRupees(t ? t.taxablePaise : totalPaise),
        unit: t?.unit ?? 'piece',
      };
    },
  };
}
