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
 * Staff sent the refund of a return: a REFUND_DUE payment becomes REFUNDED with the
 * reference, unless another received return of the order still waits for its refund.
 */
export async function markReturnRefunded(
  tx: Tx,
  input: {
    orderId: string;
    changedBy: string;
    reference: string;
    remarks: string;
    otherRefundsDue: boolean;
  },
): Promise<void> {
  const [billing] = await tx
    .select({ status: orderBilling.paymentStatus })
    .from(orderBilling)
    .where(eq(orderBilling.orderId, input.orderId))
    .for('update');
  if (!billing || billing.status !== 'REFUND_DUE') return;
  const status = input.otherRefundsDue ? 'REFUND_DUE' : 'REFUNDED';
  if (status === 'REFUNDED') {
    await tx
      .update(orderBilling)
      .set({ paymentStatus: 'REFUNDED', updatedAt: sql`now()` })
      .where(eq(orderBilling.orderId, input.orderId));
  }
  await tx.insert(paymentHistory).values({
    orderId: input.orderId,
    status,
    reference: input.reference,
    remarks: input.remarks,
    changedBy: input.changedBy,
    changedAt: sql`now()`,
  });
}
