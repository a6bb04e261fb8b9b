import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderBilling, paymentHistory } from '../../db/schema/index';

/**
 * Refunds of returned goods (decisions.md › Returns and credit notes): the returns module
 * calls these inside its own transactions. The amount owed is the credit note's total, kept
 * with the return; the payment only says a refund is due or was sent.
 */

/** Payment statuses of an order the customer has paid for (some of it may be refunded). */
const PAID_STATUSES = ['PAID', 'REFUND_DUE', 'REFUNDED'] as const;

/**
 * A return was received: a paid order's payment becomes REFUND_DUE, with the remark naming
 * the amount and credit note. Answers true when the order had been paid (so a refund is due).
 */
export async function markRefundDue(
  tx: Tx,
  input: { orderId: string; changedBy: string | null; remarks: string },
): Promise<boolean> {
  const [billing] = await tx
    .select({ status: orderBilling.paymentStatus })
    .from(orderBilling)
    .where(eq(orderBilling.orderId, input.orderId))
    .for('update');
  if (!billing || !(PAID_STATUSES as readonly string[]).includes(billing.status)) return false;
  await tx
    .update(orderBilling)
    .set({ paymentStatus: 'REFUND_DUE', updatedAt: sql`now()` })
    .where(eq(orderBilling.orderId, input.orderId));
  await tx.insert(paymentHistory).values({
    orderId: input.orderId,
    status: 'REFUND_DUE',
    remarks: input.remarks,
    changedBy: input.changedBy,
    changedAt: sql`now()`,
  });
  return true;
}

/**
 * Staff sent the refund of a return (its credit note's total, `amountPaise`): it is added to
 * what the order had refunded. The payment stays REFUND_DUE while another received return
 * waits for its refund; else it is REFUNDED when everything paid came back, and PAID again
 * when only part did (issue 43.3: a partial refund never marks the whole order refunded).
 */
export async function markReturnRefunded(
  tx: Tx,
  input: {
    orderId: string;
    changedBy: string;
    reference: string;
    remarks: string;
    otherRefundsDue: boolean;
    amountPaise: number;
    orderTotalPaise: number;
  },
): Promise<void> {
  const [billing] = await tx
    .select({ status: orderBilling.paymentStatus, refundedPaise: orderBilling.refundedPaise })
    .from(orderBilling)
    .where(eq(orderBilling.orderId, input.orderId))
    .for('update');
  if (!billing || billing.status !== 'REFUND_DUE') return;
  const refundedPaise = billing.refundedPaise + input.amountPaise;
  const status = input.otherRefundsDue
    ? 'REFUND_DUE'
    : refundedPaise >= input.orderTotalPaise
      ? 'REFUNDED'
      : 'PAID';
  await tx
    .update(orderBilling)
    .set({ paymentStatus: status, refundedPaise, updatedAt: sql`now()` })
    .where(eq(orderBilling.orderId, input.orderId));
  await tx.insert(paymentHistory).values({
    orderId: input.orderId,
    status,
    reference: input.reference,
    remarks: input.remarks,
    changedBy: input.changedBy,
    changedAt: sql`now()`,
  });
}
