import { and, asc, eq, sql } from 'drizzle-orm';
import type { Order, OrderStatus } from '@store/contract';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { orderItems, orders, orderStatusHistory } from '../../db/schema/index';
import { conflict, notFound } from '../../lib/errors';
import { returnStock } from '../catalogue/stock/stock.service';
import { queueOrderMail } from '../mail/mail.service';
import { onOrderCancelled } from '../payments/billing.service';
import { CUSTOMER_CANCELLABLE, loadOrderDtos, withOrderImageSrcs } from './orders.service';

/**
 * Changing an order's status: the pieces the customer's cancel and the staff calls share
 * (lock the order row, record the change, put the stock back), and the customer's cancel.
 */

export const CANCELLED_MESSAGE = 'Order cancelled successfully';

/**
 * Puts the stock of an order's items back. Locks the product rows in id order first (the
 * same order placing an order takes them in), so concurrent cancels and orders cannot
 * deadlock. Call it inside the transaction that changes the order's status.
 */
export async function restockOrderItems(tx: Tx, orderId: string): Promise<void> {
  const lines = await tx
    .select({
      productId: orderItems.productId,
      quantity: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .groupBy(orderItems.productId)
    .orderBy(asc(orderItems.productId));
  await returnStock(tx, lines);
}

export interface StatusChange {
  orderId: string;
  status: OrderStatus;
  remarks?: string | null;
  /** The user who made the change (the customer, or a staff member). */
  changedBy: string | null;
  /**
   * Who is acting: a staff remark becomes the order's `admin_remarks` (the 'Note:' the
   * customer sees); a customer's cancel reason only goes into the history. Default 'staff'.
   */
  actor?: 'staff' | 'customer';
}

/**
 * Records a status change: sets orders.status and status_updated_at (and admin_remarks for a
 * staff remark) and appends a history row. It does not check the transition: the caller does,
 * holding the order row locked (`lockOrder`).
 */
export async function recordStatusChange(tx: Tx, change: StatusChange): Promise<void> {
  const remarks = change.remarks?.trim() ? change.remarks.trim() : null;
  // now() is the transaction's start: the order and its history row get the same instant.
  const now = sql`now()`;
  const staffRemark = (change.actor ?? 'staff') === 'staff' && remarks !== null;
  await tx
    .update(orders)
    .set({
      status: change.status,
      statusUpdatedAt: now,
      ...(staffRemark ? { adminRemarks: remarks } : {}),
    })
    .where(eq(orders.id, change.orderId));
  await tx.insert(orderStatusHistory).values({
    orderId: change.orderId,
    status: change.status,
    remarks,
    changedBy: change.changedBy,
    changedAt: now,
  });
}

/** Locks one order row for a status change; `userId` limits it to that owner. */
export async function lockOrder(
  tx: Tx,
  orderId: string,
  userId?: string,
): Promise<{ id: string; userId: string; status: OrderStatus; totalPaise: number } | null> {
  const [row] = await tx
    .select({
      id: orders.id,
      userId: orders.userId,
      status: orders.status,
      totalPaise: orders.totalPaise,
    })
    .from(orders)
    .where(userId ? and(eq(orders.id, orderId), eq(orders.userId, userId)) : eq(orders.id, orderId))
    .for('update');
  return row ?? null;
}

/** The customer cancels their own order while PLACED or CONFIRMED; the stock comes back. */
export async function cancelMyOrder(
  db: Db,
  input: { userId: string; orderId: string; remarks: string },
  ctx: AppContext,
): Promise<Order> {
  const { userId, orderId, remarks } = input;
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, userId);
    if (!order) throw notFound('Order not found');
    if (!CUSTOMER_CANCELLABLE.includes(order.status)) {
      throw conflict(
        order.status === 'CANCELLED'
          ? 'This order is already cancelled'
          : `This order can no longer be cancelled: it is already ${order.status.toLowerCase()}`,
      );
    }
    await restockOrderItems(tx, order.id);
    await onOrderCancelled(tx, order.id, userId);
    await recordStatusChange(tx, {
      orderId: order.id,
      status: 'CANCELLED',
      remarks,
      changedBy: userId,
      actor: 'customer',
    });
    await queueOrderMail(tx, { kind: 'ORDER_CANCELLED', orderId: order.id, payload: { remarks } });
  });
  const [order] = await withOrderImageSrcs(ctx, await loadOrderDtos(db, [orderId]));
  if (!order) throw notFound('Order not found');
  return order;
}
