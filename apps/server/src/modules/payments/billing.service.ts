import { asc, eq, sql } from 'drizzle-orm';
import {
  orderTax,
  PAYMENT_MESSAGES,
  placeOfSupplyOf,
  shortOrderNumber,
  supplyTypeOf,
  type PaymentMethod,
} from '@store/contract';
import { loadConfig, type Config } from '../../config';
import type { Tx } from '../../db/client';
import {
  orderBilling,
  orderItems,
  orderItemTaxes,
  orders,
  paymentHistory,
} from '../../db/schema/index';
import { invalid } from '../../lib/errors';
import { toPaise } from '../../lib/money';
import { productTaxDetails } from '../catalogue/tax-details.service';

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
 * Records how a just-filled order is paid and taxed, inside the transaction that places it:
 * checks the choice (COD limit, legal name with a GSTIN), snapshots each line's HSN code,
 * GST rate and unit, splits the tax (docs/decisions/070) and starts the payment history.
 * Throws 400 before anything is written when the choice is refused (the caller rolls back).
 */
export async function recordOrderBilling(
  tx: Tx,
  orderId: string,
  choice: PaymentChoiceInput,
  ctx?: BillingContext,
  /** Whether the delivery pincode allows cash on delivery (decisions.md › Delivery). */
  codAllowedAtPincode = true,
): Promise<void> {
  const config = billingConfig(ctx);
  const method = choice.payment_method ?? 'UPI';
  const gstin = choice.gstin ?? null;
  const billingName = choice.billing_name?.trim() ? choice.billing_name.trim() : null;
  if (gstin && !billingName) {
    throw invalid(PAYMENT_MESSAGES.billingName, [
      { field: 'billing_name', message: PAYMENT_MESSAGES.billingName },
    ]);
  }
  const [order] = await tx
    .select({ state: orders.state, totalPaise: orders.totalPaise, pincode: orders.pincode })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw new Error('recordOrderBilling: the order row is missing');
  if (method === 'COD') {
    const refused = codRefusal(config, order.totalPaise, codAllowedAtPincode);
    if (refused) throw invalid(refused, [{ field: 'payment_method', message: refused }]);
  }
  const lines = await tx
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      totalPaise: orderItems.totalPaise,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position), asc(orderItems.id));
  const details = await productTaxDetails(
    tx,
    lines.map((l) => l.productId),
  );
  const supply = supplyTypeOf(order.state, config.COMPANY_STATE);
  const taxed = lines.map((l) => {
    const d = details.get(l.productId);
    return {
      line: l,
      hsn: d?.hsnCode ?? '',
      rate: d?.gstRate ?? 0,
      unit: d?.unit ?? 'piece',
    };
  });
  const tax = orderTax(
    taxed.map((t) => ({ total_paise: t.line.totalPaise, gst_rate: t.rate })),
    supply,
  );
  if (taxed.length > 0) {
    await tx.insert(orderItemTaxes).values(
      taxed.map((t, i) => {
        const lt = tax.lines[i];
        if (!lt) throw new Error('one tax per line');
        return {
          orderItemId: t.line.id,
          orderId,
          hsnCode: t.hsn,
          gstRate: t.rate,
          unit: t.unit,
          taxablePaise: lt.taxable_paise,
          cgstPaise: lt.cgst_paise,
          sgstPaise: lt.sgst_paise,
          igstPaise: lt.igst_paise,
        };
      }),
    );
  }
  await tx.insert(orderBilling).values({
    orderId,
    paymentMethod: method,
    paymentStatus: 'PENDING',
    upiUri: method === 'UPI' ? upiUriOf(config, orderId, order.totalPaise) : null,
    gstin,
    billingName: gstin ? billingName : null,
    placeOfSupply: placeOfSupplyOf(order.state),
    supplyType: supply,
    taxablePaise: tax.taxable_paise,
    cgstPaise: tax.cgst_paise,
    sgstPaise: tax.sgst_paise,
    igstPaise: tax.igst_paise,
  });
  await tx.insert(paymentHistory).values({
    orderId,
    status: 'PENDING',
    remarks: method === 'COD' ? 'To be paid on delivery' : 'Awaiting payment',
    changedAt: sql`now()`,
  });
}

/** The payment choice of an earlier order (buy again keeps the method and the GSTIN). */
export async function paymentChoiceOf(tx: Tx, orderId: string): Promise<PaymentChoiceInput> {
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
 * Call inside the transaction that cancels an order (customer or staff): a PAID order now
 * owes the customer a refund (REFUND_DUE, decisions.md › Paying for an order). Answers true when it changed.
 */
export async function onOrderCancelled(
  tx: Tx,
  orderId: string,
  changedBy: string | null,
): Promise<boolean> {
  const changed = await tx
    .update(orderBilling)
    .set({ paymentStatus: 'REFUND_DUE', updatedAt: sql`now()` })
    .where(sql`${orderBilling.orderId} = ${orderId} and ${orderBilling.paymentStatus} = 'PAID'`)
    .returning({ orderId: orderBilling.orderId });
  if (changed.length === 0) return false;
  await tx.insert(paymentHistory).values({
    orderId,
    status: 'REFUND_DUE',
    remarks: 'Order cancelled after payment: refund due',
    changedBy,
    changedAt: sql`now()`,
  });
  return true;
}
