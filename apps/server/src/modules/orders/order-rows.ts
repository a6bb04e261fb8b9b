import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@store/contract';
import type { DbOrTx, Tx } from '../../db/client';
import { orderItems, orders, orderStatusHistory } from '../../db/schema/index';

/**
 * The orders module owns the tables `orders`, `order_items` and `order_status_history`: every
 * write to them is a function here. Placing an order (workflows/place-order.ts) inserts
 * through these builders; an order's status changes only through `recordStatusChange`, which
 * only the order process (workflows/order-process.ts, `transition`) calls.
 */

export type OrderInsert = typeof orders.$inferInsert;
export type OrderItemInsert = typeof orderItems.$inferInsert;

/**
 * Inserts a new order row. Null when the caller already made an order with this
 * Idempotency-Key: a second request waits on the unique index (user_id, idempotency_key)
 * until the first commits, then inserts nothing.
 */
export async function insertOrder(
  tx: Tx,
  values: { [K in keyof OrderInsert]: OrderInsert[K] | SQL },
) {
  const [order] = await tx
    .insert(orders)
    .values(values)
    .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
    .returning();
  return order ?? null;
}

/** The statement that writes an order's items (for writeTogether). */
export const orderItemsWrite = (tx: Tx, items: OrderItemInsert[]) =>
  tx.insert(orderItems).values(items).returning();

/** The statement that writes an order's first history row (for writeTogether). */
export const firstHistoryWrite = (
  tx: Tx,
  row: { orderId: string; status: OrderStatus; remarks: string | null; changedBy: string },
) =>
  tx
    .insert(orderStatusHistory)
    .values({ ...row, changedAt: sql`now()` })
    .returning({
      status: orderStatusHistory.status,
      remarks: orderStatusHistory.remarks,
      changedAt: orderStatusHistory.changedAt,
    });

export interface StatusChange {
  orderId: string;
  status: OrderStatus;
  remarks?: string | null;
  /** The user who made the change (the customer, an approver, or a staff member). */
  changedBy: string | null;
  /** A staff remark becomes the order's `admin_remarks` (the 'Note:' the customer sees). */
  staffRemark: boolean;
}

/**
 * Records a status change: sets orders.status and status_updated_at (and admin_remarks for a
 * staff remark) and appends a history row. The one writer of `orders.status` after placing:
 * only `transition` calls it, holding the order row locked, after checking the edge.
 */
export async function recordStatusChange(tx: Tx, change: StatusChange): Promise<void> {
  const remarks = change.remarks?.trim() ? change.remarks.trim() : null;
  // now() is the transaction's start: the order and its history row get the same instant.
  const now = sql`now()`;
  await tx
    .update(orders)
    .set({
      status: change.status,
      statusUpdatedAt: now,
      ...(change.staffRemark && remarks !== null ? { adminRemarks: remarks } : {}),
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

/** The id of the caller's order made with this Idempotency-Key, if any. */
export async function orderIdByKey(
  db: DbOrTx,
  userId: string,
  key: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row?.id ?? null;
}

/** An order's lines as placed (buy again). */
export function orderLinesOf(db: DbOrTx, orderId: string) {
  return db
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position), asc(orderItems.id));
}

/** An order row as buy again copies it (the caller's own only). */
export async function ownOrderRow(db: DbOrTx, orderId: string, userId: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return row ?? null;
}
