import { asc, eq, sql } from 'drizzle-orm';
import {
  COMPANY_MESSAGES,
  EWAY_BILL_NEEDED_MESSAGE,
  needsEwayBill,
  ORDER_TRANSITIONS,
  type AdminOrder,
  type Order,
  type OrderStatus,
} from '@store/contract';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { orderItems, orders, orderStatusHistory } from '../../db/schema/index';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors';
import { formatPaise, toRupees } from '../../lib/money';
import { companyRoleForOrder } from '../companies/companies.service';
import { returnStock } from '../catalogue/stock/stock.service';
import { queueOrderMail, queueStatusMail } from '../mail/mail.service';
import { onOrderCancelled } from '../payments/billing.service';
import { recordShipment } from '../delivery/delivery.service';
import { recordOrderStatusEvent } from '../events/events.service';
import { issueTaxInvoice } from '../invoices/invoice-numbering';
import { issueCancellationCreditNote } from '../invoices/credit-notes';
import { lockOrder } from '../order-views/order-lock';
import {
  CUSTOMER_CANCELLABLE,
  loadOrderDto,
  loadOrderDtos,
  withOrderImageSrcs,
} from '../order-views/order-views.service';
import { getAdminOrderWithImages } from '../order-views/staff-orders.service';

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

/**
 * Cancelling an order (customer or staff), inside the cancelling transaction: an invoiced
 * order gets a credit note for the whole of its invoice (decisions.md §10 and §17: an issued
 * invoice is never withdrawn), and a paid order's payment becomes REFUND_DUE.
 */
async function settleCancelledOrder(
  tx: Tx,
  orderId: string,
  changedBy: string | null,
  ctx: AppContext,
): Promise<void> {
  const dto = await loadOrderDto(tx, orderId);
  const note = dto?.invoice ? await issueCancellationCreditNote(tx, dto, ctx) : null;
  await onOrderCancelled(
    tx,
    orderId,
    changedBy,
    note
      ? `Order cancelled after payment: credit note ${note.number}, refund due ${formatPaise(note.totalPaise)}`
      : undefined,
  );
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
    // a VIEWER cannot cancel a company order (decisions.md › §16)
    if ((await companyRoleForOrder(tx, order.id, userId))?.role === 'VIEWER') {
      throw forbidden(COMPANY_MESSAGES.viewerCannotOrder);
    }
    if (!CUSTOMER_CANCELLABLE.includes(order.status)) {
      throw conflict(
        order.status === 'CANCELLED'
          ? 'This order is already cancelled'
          : `This order can no longer be cancelled: it is already ${order.status.toLowerCase()}`,
      );
    }
    await restockOrderItems(tx, order.id);
    await settleCancelledOrder(tx, order.id, userId, ctx);
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

export function transitionError(from: OrderStatus, to: OrderStatus): string | null {
  if (from === to) return `This order is already ${to}`;
  if (ORDER_TRANSITIONS[from].includes(to)) return null;
  return `Cannot change an order from ${from} to ${to}`;
}

/**
 * PATCH /admin/orders/{id}/status. In one transaction, holding the order row locked: checks
 * the transition (decisions.md › Orders), puts the stock back for a cancel, records the change with
 * the staff remark in the history (the remark becomes the customer's 'Note:') and raises the
 * event the owner's open /orders page is waiting for.
 */
export async function changeOrderStatus(
  db: Db,
  input: {
    orderId: string;
    status: OrderStatus;
    remarks?: string;
    staffId: string;
    courier?: string;
    tracking_number?: string;
    eway_bill_number?: string;
  },
  ctx: AppContext,
): Promise<AdminOrder> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!order) throw notFound('Order not found');
    const refused = transitionError(order.status, input.status);
    if (refused) throw conflict(refused);
    // A consignment above ₹50,000 moves only with an e-way bill (decisions.md › §18).
    if (
      input.status === 'SHIPPED' &&
      !input.eway_bill_number &&
      needsEwayBill({ total_amount: toRupees(order.totalPaise) })
    ) {
      throw invalid(EWAY_BILL_NEEDED_MESSAGE, [
        { field: 'eway_bill_number', message: EWAY_BILL_NEEDED_MESSAGE },
      ]);
    }
    if (input.status === 'CANCELLED') {
      await restockOrderItems(tx, order.id);
      await settleCancelledOrder(tx, order.id, input.staffId, ctx);
    }
    // The tax invoice is issued in the same transaction that ships the order (decisions.md › GST and invoices).
    if (input.status === 'SHIPPED') await issueTaxInvoice(tx, order.id, ctx);
    await recordShipment(tx, { ...input, orderId: order.id });
    await recordStatusChange(tx, {
      orderId: order.id,
      status: input.status,
      remarks: input.remarks ?? null,
      changedBy: input.staffId,
      actor: 'staff',
    });
    await recordOrderStatusEvent(tx, {
      userId: order.userId,
      orderId: order.id,
      status: input.status,
    });
    await queueStatusMail(tx, {
      orderId: order.id,
      status: input.status,
      payload: { remarks: input.remarks ?? null },
    });
  });
  return getAdminOrderWithImages(db, { orderId: input.orderId }, ctx);
}
