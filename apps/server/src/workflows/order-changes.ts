import { COMPANY_MESSAGES, type AdminOrder, type Order, type OrderStatus } from '@store/contract';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { forbidden, notFound } from '../lib/errors';
import { companyRoleForOrder } from '../modules/companies/company-orders';
import { lockOrder } from '../modules/order-views/order-lock';
import { ownOrderRow } from '../modules/orders/order-rows';
import { loadOrderDtos, withOrderImageSrcs } from '../modules/order-views/order-views.service';
import { getAdminOrderWithImages } from '../modules/order-views/staff-orders.service';
import { transition, type ShipmentInput } from './order-process';

/**
 * The three ways an order is moved after it is placed, each a lock, the caller's own checks
 * (who they are to the order) and one `transition`: the customer cancels, a company ADMIN
 * approves or rejects, staff move it along.
 */

export const CANCELLED_MESSAGE = 'Order cancelled successfully';

async function answerOrder(db: Db, orderId: string, ctx: AppContext): Promise<Order> {
  const [order] = await withOrderImageSrcs(ctx, await loadOrderDtos(db, [orderId]));
  if (!order) throw notFound('Order not found');
  return order;
}

/** 404 unless `orderId` is the caller's own order (checked before a cancel's body). */
export async function assertOwnOrder(db: Db, orderId: string, userId: string): Promise<void> {
  if (!(await ownOrderRow(db, orderId, userId))) throw notFound('Order not found');
}

/** PUT /orders/{id}/cancel: the customer cancels their own order while PLACED or CONFIRMED. */
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
    await transition(tx, order, 'CANCELLED', { kind: 'customer', userId, remarks }, ctx);
  });
  return answerOrder(db, orderId, ctx);
}

/**
 * POST /orders/{id}/approve and /reject (decisions.md › §16): a company ADMIN moves a buyer's
 * order waiting for approval to PLACED, or to CANCELLED with the reason. Anyone outside the
 * company: 404; a member who is not an ADMIN, or the buyer themself: 403.
 */
export async function decideApproval(
  db: Db,
  input: { userId: string; orderId: string; approve: boolean; reason?: string },
  ctx: AppContext,
): Promise<Order> {
  const { userId, orderId } = input;
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const member = order ? await companyRoleForOrder(tx, orderId, userId) : null;
    if (!order || !member) throw notFound('Order not found');
    if (order.userId === userId) throw forbidden(COMPANY_MESSAGES.ownApproval);
    if (member.role !== 'ADMIN')
      throw forbidden('Only a company ADMIN can approve or reject orders');
    const to: OrderStatus = input.approve ? 'PLACED' : 'CANCELLED';
    await transition(tx, order, to, { kind: 'approver', userId, remarks: input.reason }, ctx);
  });
  return answerOrder(db, orderId, ctx);
}

/**
 * PATCH /admin/orders/{id}/status: staff move an order along the staff edges of the process;
 * the remark becomes the customer's 'Note:'.
 */
export async function changeOrderStatus(
  db: Db,
  input: {
    orderId: string;
    status: OrderStatus;
    remarks?: string;
    staffId: string;
  } & ShipmentInput,
  ctx: AppContext,
): Promise<AdminOrder> {
  const { orderId, staffId, status, remarks, ...shipment } = input;
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('Order not found');
    await transition(tx, order, status, { kind: 'staff', userId: staffId, remarks, shipment }, ctx);
  });
  return getAdminOrderWithImages(db, { orderId }, ctx);
}
