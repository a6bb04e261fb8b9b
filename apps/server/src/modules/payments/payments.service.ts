import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AdminOrder, Order, Page, PaymentQueue, PaymentStatus } from '@store/contract';
import type { Db, Tx } from '../../db/client';
import { orderBilling, orders, paymentHistory } from '../../db/schema/index';
import { conflict, notFound } from '../../lib/errors';
import { toRupees } from '../../lib/money';
import { pageFrom } from '../../lib/page';
import { queuePaymentReceivedMail } from '../mail/mail.service';
import { recordOrderStatusEvent } from '../events/events.service';
import { getAdminOrder } from '../order-views/staff-orders.service';
import { lockOrder } from '../order-views/order-lock';
import { getMyOrder } from '../order-views/order-views.service';

async function lockBilling(tx: Tx, orderId: string) {
  const [row] = await tx
    .select({
      method: orderBilling.paymentMethod,
      status: orderBilling.paymentStatus,
      reference: orderBilling.paymentReference,
    })
    .from(orderBilling)
    .where(eq(orderBilling.orderId, orderId))
    .for('update');
  return row ?? null;
}

async function recordPaymentChange(
  tx: Tx,
  change: {
    orderId: string;
    userId: string;
    orderStatus: Order['status'];
    status: PaymentStatus;
    reference?: string | null;
    remarks?: string | null;
    changedBy: string | null;
    paid?: boolean;
    /** A refund of the whole order: the refunded amount becomes the order's total. */
    refundedPaise?: number;
  },
): Promise<void> {
  await tx
    .update(orderBilling)
    .set({
      paymentStatus: change.status,
      // a refund's reference stays in the history: the payment's own reference is kept
      ...(change.reference && change.status !== 'REFUNDED'
        ? { paymentReference: change.reference }
        : {}),
      ...(change.refundedPaise !== undefined ? { refundedPaise: change.refundedPaise } : {}),
      ...(change.paid ? { paidAt: sql`now()` } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(orderBilling.orderId, change.orderId));
  await tx.insert(paymentHistory).values({
    orderId: change.orderId,
    status: change.status,
    reference: change.reference ?? null,
    remarks: change.remarks?.trim() ? change.remarks.trim() : null,
    changedBy: change.changedBy,
    changedAt: sql`now()`,
  });
  // The same event as a status change: the owner's open order screens refresh (decisions.md › Live order events).
  await recordOrderStatusEvent(tx, {
    userId: change.userId,
    orderId: change.orderId,
    status: change.orderStatus,
  });
}

/**
 * POST /orders/{id}/payment-reference: the owner gives the UTR or NEFT/RTGS reference of the
 * payment they made; PENDING becomes SUBMITTED for staff to check (decisions.md › Paying for an order).
 */
export async function submitPaymentReference(
  db: Db,
  userId: string,
  orderId: string,
  reference: string,
): Promise<Order> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, userId);
    if (!order) throw notFound('Order not found');
    const billing = await lockBilling(tx, order.id);
    if (!billing) throw notFound('Order not found');
    if (order.status === 'CANCELLED') throw conflict('This order is cancelled');
    if (billing.method === 'COD') {
      throw conflict('This order is paid in cash on delivery: no payment reference is needed');
    }
    if (billing.status === 'SUBMITTED') {
      throw conflict('A payment reference has already been submitted for this order');
    }
    if (billing.status !== 'PENDING') throw conflict('This order is already paid');
    await recordPaymentChange(tx, {
      orderId: order.id,
      userId: order.userId,
      orderStatus: order.status,
      status: 'SUBMITTED',
      reference,
      remarks: 'Payment reference submitted by the customer',
      changedBy: userId,
    });
  });
  return getMyOrder(db, userId, orderId);
}

/**
 * PATCH /admin/orders/{id}/payment: staff mark a payment PAID (optionally with the reference
 * they matched) or a refund REFUNDED (only when one is due). Money received for an order
 * that was cancelled meanwhile is at once a refund due.
 */
export async function changePaymentByStaff(
  db: Db,
  input: {
    orderId: string;
    status: 'PAID' | 'REFUNDED';
    reference?: string;
    remarks?: string;
    staffId: string;
  },
): Promise<AdminOrder> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!order) throw notFound('Order not found');
    const billing = await lockBilling(tx, order.id);
    if (!billing) throw notFound('Order not found');
    const base = {
      orderId: order.id,
      userId: order.userId,
      orderStatus: order.status,
      changedBy: input.staffId,
    };
    if (input.status === 'REFUNDED') {
      if (billing.status !== 'REFUND_DUE') {
        throw conflict(
          `Only a payment with a refund due can be marked REFUNDED: this payment is ${billing.status}`,
        );
      }
      await recordPaymentChange(tx, {
        ...base,
        status: 'REFUNDED',
        reference: input.reference ?? null,
        remarks: input.remarks ?? 'Refund sent',
        refundedPaise: order.totalPaise,
      });
      return;
    }
    if (billing.status === 'PAID') throw conflict('This payment is already PAID');
    if (billing.status !== 'PENDING' && billing.status !== 'SUBMITTED') {
      throw conflict(`A payment that is ${billing.status} cannot be marked PAID`);
    }
    await recordPaymentChange(tx, {
      ...base,
      status: 'PAID',
      reference: input.reference ?? billing.reference,
      remarks: input.remarks ?? 'Payment received',
      paid: true,
    });
    if (order.status === 'CANCELLED') {
      await recordPaymentChange(tx, {
        ...base,
        status: 'REFUND_DUE',
        remarks: 'Payment received for a cancelled order: refund due',
      });
    }
    // The customer's "payment received" mail, queued in this transaction (decisions.md › Order e-mails).
    const [total] = await tx
      .select({ paise: orders.totalPaise })
      .from(orders)
      .where(eq(orders.id, order.id));
    await queuePaymentReceivedMail(tx, order.id, {
      amount: total ? toRupees(total.paise) : null,
      reference: input.reference ?? billing.reference,
    });
  });
  return getAdminOrder(db, input.orderId);
}

/** Which orders each queue of the staff payments view holds. */
function queueCondition(queue: PaymentQueue): SQL | undefined {
  switch (queue) {
    case 'AWAITING':
      return and(eq(orderBilling.paymentStatus, 'PENDING'), ne(orders.status, 'CANCELLED'));
    case 'SUBMITTED':
      return eq(orderBilling.paymentStatus, 'SUBMITTED');
    case 'REFUND_DUE':
      return eq(orderBilling.paymentStatus, 'REFUND_DUE');
  }
}

/** GET /admin/payments: one queue of the payments view, newest first. */
export async function listPaymentQueue(
  db: Db,
  query: { queue: PaymentQueue; index: number; limit: number },
): Promise<Page<AdminOrder>> {
  const where = queueCondition(query.queue);
  const [countRow] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderBilling)
    .innerJoin(orders, eq(orders.id, orderBilling.orderId))
    .where(where);
  const total = countRow?.n ?? 0;
  const idRows = await db
    .select({ id: orders.id })
    .from(orderBilling)
    .innerJoin(orders, eq(orders.id, orderBilling.orderId))
    .where(where)
    .orderBy(desc(orderBilling.updatedAt), desc(orders.id))
    .limit(query.limit)
    .offset(query.index * query.limit);
  const content = await Promise.all(idRows.map((r) => getAdminOrder(db, r.id)));
  return pageFrom(content, total, query);
}

/** Counts for the payments view's tabs. */
export async function paymentQueueCounts(db: Db): Promise<Record<PaymentQueue, number>> {
  const rows = await db
    .select({ status: orderBilling.paymentStatus, n: sql<number>`count(*)::int` })
    .from(orderBilling)
    .innerJoin(orders, eq(orders.id, orderBilling.orderId))
    .where(
      and(
        inArray(orderBilling.paymentStatus, ['PENDING', 'SUBMITTED', 'REFUND_DUE']),
        sql`not (${orderBilling.paymentStatus} = 'PENDING' and ${orders.status} = 'CANCELLED')`,
      ),
    )
    .groupBy(orderBilling.paymentStatus);
  const n = (s: PaymentStatus) => rows.find((r) => r.status === s)?.n ?? 0;
  return { AWAITING: n('PENDING'), SUBMITTED: n('SUBMITTED'), REFUND_DUE: n('REFUND_DUE') };
}

/**
 * A credit invoice settled in full by a company's receipts (decisions.md › §24): its order's
 * payment becomes PAID through the same change as staff marking it paid (history, order event,
 * the customer's "payment received" mail). Call inside the receipt's transaction; an order
 * already paid or cancelled is left as it is. Answers whether it was marked PAID.
 */
export async function settlePaymentByReceipt(
  tx: Tx,
  input: { orderId: string; staffId: string | null; reference: string; remarks: string },
): Promise<boolean> {
  const order = await lockOrder(tx, input.orderId);
  if (!order) return false;
  const billing = await lockBilling(tx, order.id);
  if (!billing || (billing.status !== 'PENDING' && billing.status !== 'SUBMITTED')) return false;
  await recordPaymentChange(tx, {
    orderId: order.id,
    userId: order.userId,
    orderStatus: order.status,
    status: 'PAID',
    reference: input.reference,
    remarks: input.remarks,
    changedBy: input.staffId,
    paid: true,
  });
  await queuePaymentReceivedMail(tx, order.id, {
    amount: toRupees(order.totalPaise),
    reference: input.reference,
  });
  return true;
}
