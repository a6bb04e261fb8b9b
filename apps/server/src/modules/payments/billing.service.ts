import { eq, sql } from 'drizzle-orm';
import {
  orderTax,
  PAYMENT_MESSAGES,
  placeOfSupplyOf,
  shortOrderNumber,
  supplyTypeOf,
  type PaymentMethod,
} from '@store/contract';
import { loadConfig, type Config } from '../../config';
import type { DbOrTx, Tx } from '../../db/client';
import { orderBilling, orderItemTaxes, paymentHistory } from '../../db/schema/index';
import { invalid } from '../../lib/errors';
import { toPaise } from '../../lib/money';
import { billingViewsOf, type BillingViews } from '../order-views/billing-views';
import { writeTogether } from '../../db/write-together';

/** What the billing functions read from the app context. */
export interface BillingContext {
  config: Config;
}

let defaults: Config | undefined;
/** The caller's configuration, or the defaults for callers (tests) that pass none. */
export function billingConfig(ctx?: BillingContext): Config {
  if (ctx) return ctx.config;
  defaults ??= loadConfig({});
  return defaults;
}

/** The customer's choice at checkout (already validated by PaymentChoiceShape). */
export interface PaymentChoiceInput {
  payment_method?: PaymentMethod;
  gstin?: string;
  billing_name?: string;
}

/** upi://pay?pa=..&pn=..&am=..&cu=INR&tn=.. (decisions.md › Paying for an order), every value URL-encoded. */
export function upiUriOf(
  config: Pick<Config, 'COMPANY_UPI_ID' | 'COMPANY_NAME'>,
  orderId: string,
  totalPaise: number,
): string {
  const params = [
    ['pa', config.COMPANY_UPI_ID],
    ['pn', config.COMPANY_NAME],
    ['am', (totalPaise / 100).toFixed(2)],
    ['cu', 'INR'],
    ['tn', `Order ${shortOrderNumber(orderId)}`],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v ?? '')}`).join('&')}`;
}

/**
 * COD only up to COD_MAX_RUPEES (decisions.md › Paying for an order) and where the delivery pincode allows it (decisions.md › Delivery).
 */
export function codRefusal(
  config: Pick<Config, 'COD_MAX_RUPEES'>,
  totalPaise: number,
  /** The delivery pincode's `cod_available` from the pincode directory (decisions.md › Delivery). */
  codAllowed = true,
): string | null {
  if (!codAllowed || totalPaise > toPaise(config.COD_MAX_RUPEES)) {
    return PAYMENT_MESSAGES.codUnavailable;
  }
  return null;
}

/**
 * Refuses a payment choice before anything is written: a GSTIN without the legal name, or
 * COD over COD_MAX_RUPEES or at a pincode without COD (decisions.md › Paying for an order, › Delivery). 400 naming
 * the field.
 */
export function checkPaymentChoice(
  config: Pick<Config, 'COD_MAX_RUPEES'>,
  choice: PaymentChoiceInput,
  totalPaise: number,
  /** Whether the delivery pincode allows cash on delivery (decisions.md › Delivery). */
  codAllowedAtPincode: boolean,
): void {
  if (choice.gstin && !choice.billing_name?.trim()) {
    throw invalid(PAYMENT_MESSAGES.billingName, [
      { field: 'billing_name', message: PAYMENT_MESSAGES.billingName },
    ]);
  }
  if ((choice.payment_method ?? 'UPI') === 'COD') {
    const refused = codRefusal(config, totalPaise, codAllowedAtPincode);
    if (refused) throw invalid(refused, [{ field: 'payment_method', message: refused }]);
  }
}

/** One line of an order being placed, with the GST particulars its product had. */
export interface BilledLine {
  orderItemId: string;
  totalPaise: number;
  hsnCode: string;
  gstRate: number;
  unit: string;
}

export interface OrderBillingInput {
  orderId: string;
  /** The delivery state (place of supply) and the order total. */
  state: string;
  totalPaise: number;
  choice: PaymentChoiceInput;
  codAllowedAtPincode: boolean;
  lines: BilledLine[];
}

/**
 * How a just-filled order is paid and taxed, as three inserts for the caller to run: checks
 * the choice (checkPaymentChoice), snapshots each line's HSN code, GST rate and unit, splits
 * the tax (docs/decisions/070) and starts the payment history. `parts` are drizzle builders
 * (run them with writeTogether, alone or beside the order's other rows: one round trip);
 * `views` makes the answer's billing views from the rows they returned (docs/decisions/150).
 */
export function orderBillingWrites(tx: Tx, input: OrderBillingInput, ctx: BillingContext) {
  const { config } = ctx;
  const { orderId, choice } = input;
  checkPaymentChoice(config, choice, input.totalPaise, input.codAllowedAtPincode);
  const method = choice.payment_method ?? 'UPI';
  const gstin = choice.gstin ?? null;
  const billingName = choice.billing_name?.trim() ? choice.billing_name.trim() : null;
  const supply = supplyTypeOf(input.state, config.COMPANY_STATE);
  const tax = orderTax(
    input.lines.map((l) => ({ total_paise: l.totalPaise, gst_rate: l.gstRate })),
    supply,
  );
  const itemTaxes =
    input.lines.length === 0
      ? undefined
      : tx
          .insert(orderItemTaxes)
          .values(
            input.lines.map((l, i) => {
              const lt = tax.lines[i];
              if (!lt) throw new Error('one tax per line');
              return {
                orderItemId: l.orderItemId,
                orderId,
                hsnCode: l.hsnCode,
                gstRate: l.gstRate,
                unit: l.unit,
                taxablePaise: lt.taxable_paise,
                cgstPaise: lt.cgst_paise,
                sgstPaise: lt.sgst_paise,
                igstPaise: lt.igst_paise,
              };
            }),
          )
          .returning();
  const billing = tx
    .insert(orderBilling)
    .values({
      orderId,
      paymentMethod: method,
      paymentStatus: 'PENDING',
      upiUri: method === 'UPI' ? upiUriOf(config, orderId, input.totalPaise) : null,
      gstin,
      billingName: gstin ? billingName : null,
      placeOfSupply: placeOfSupplyOf(input.state),
      supplyType: supply,
      taxablePaise: tax.taxable_paise,
      cgstPaise: tax.cgst_paise,
      sgstPaise: tax.sgst_paise,
      igstPaise: tax.igst_paise,
    })
    .returning();
  const history = tx
    .insert(paymentHistory)
    .values({
      orderId,
      status: 'PENDING',
      remarks: method === 'COD' ? 'To be paid on delivery' : 'Awaiting payment',
      changedAt: sql`now()`,
    })
    .returning();
  return {
    parts: { itemTaxes, billing, paymentHistory: history },
    views: (rows: {
      itemTaxes: (typeof orderItemTaxes.$inferSelect)[];
      billing: (typeof orderBilling.$inferSelect)[];
      paymentHistory: (typeof paymentHistory.$inferSelect)[];
    }): BillingViews =>
      billingViewsOf({
        itemTaxes: rows.itemTaxes,
        billing: rows.billing,
        history: rows.paymentHistory,
        invoices: [],
      }),
  };
}

/** orderBillingWrites, run on its own: the three inserts in one statement. */
export async function recordOrderBilling(
  tx: Tx,
  input: OrderBillingInput,
  ctx: BillingContext,
): Promise<BillingViews> {
  const writes = orderBillingWrites(tx, input, ctx);
  return writes.views(await writeTogether(tx, writes.parts));
}

/** The payment choice of an earlier order (buy again keeps the method and the GSTIN). */
export async function paymentChoiceOf(tx: DbOrTx, orderId: string): Promise<PaymentChoiceInput> {
  const [row] = await tx
    .select({
      method: orderBilling.paymentMethod,
      gstin: orderBilling.gstin,
      billingName: orderBilling.billingName,
    })
    .from(orderBilling)
    .where(eq(orderBilling.orderId, orderId));
  if (!row) return {};
  return {
    payment_method: row.method,
    gstin: row.gstin ?? undefined,
    billing_name: row.billingName ?? undefined,
  };
}

/**
 * Settles the payment of an order being cancelled, inside the cancelling transaction
 * (decisions.md › Paying for an order, amended): a PAID order now owes the customer a refund
 * (REFUND_DUE); an order nothing was paid for owes nothing (CANCELLED: amount due 0, no UPI
 * link in the answer), however it was cancelled. A SUBMITTED reference stays for staff to check. Answers
 * the new payment status, or null when it did not change.
 */
export async function settlePaymentOnCancel(
  tx: Tx,
  input: {
    orderId: string;
    changedBy: string | null;
    /** The history's remark for a refund (the cancelling code names the credit note). */
    refundRemarks?: string;
  },
): Promise<'REFUND_DUE' | 'CANCELLED' | null> {
  const [changed] = await tx
    .update(orderBilling)
    .set({
      paymentStatus: sql`case ${orderBilling.paymentStatus} when 'PAID' then 'REFUND_DUE' else 'CANCELLED' end`,
      updatedAt: sql`now()`,
    })
    .where(
      sql`${orderBilling.orderId} = ${input.orderId} and ${orderBilling.paymentStatus} in ('PAID', 'PENDING')`,
    )
    .returning({ status: orderBilling.paymentStatus });
  if (!changed) return null;
  const status = changed.status === 'REFUND_DUE' ? 'REFUND_DUE' : 'CANCELLED';
  await tx.insert(paymentHistory).values({
    orderId: input.orderId,
    status,
    remarks:
      status === 'REFUND_DUE'
        ? (input.refundRemarks ?? 'Order cancelled after payment: refund due')
        : 'Order cancelled before payment: nothing is owed',
    changedBy: input.changedBy,
    changedAt: sql`now()`,
  });
  return status;
}
