import { COMPANY_MESSAGES, type Order } from '@store/contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { companyRoleForOrder } from '../companies/companies.service';
import { recordOrderStatusEvent } from '../events/events.service';
import { queueOrderMail } from '../mail/mail.service';
import { lockOrder } from '../order-views/order-lock';
import { loadOrderDtos, withOrderImageSrcs } from '../order-views/order-views.service';
import { onOrderCancelled } from '../payments/billing.service';
import { recordStatusChange, restockOrderItems } from './order-status';

/**
 * A company ADMIN approves (→ PLACED, the usual mails) or rejects (→ CANCELLED with the
 * reason, stock returned) a buyer's order waiting for approval (decisions.md › §16). Anyone
 * outside the company: 404; a member who is not an ADMIN, or the buyer themself: 403.
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
    if (order.status !== 'PENDING_APPROVAL') throw conflict(COMPANY_MESSAGES.notPending);
    if (input.approve) {
      await recordStatusChange(tx, {
        orderId,
        status: 'PLACED',
        remarks: 'Approved',
        changedBy: userId,
        actor: 'customer',
      });
      await queueOrderMail(tx, { kind: 'ORDER_PLACED', orderId });
    } else {
      await restockOrderItems(tx, orderId);
      await onOrderCancelled(tx, orderId, userId);
      await recordStatusChange(tx, {
        orderId,
        status: 'CANCELLED',
        remarks: input.reason ?? null,
        changedBy: userId,
        actor: 'customer',
      });
      await queueOrderMail(tx, {
        kind: 'ORDER_CANCELLED',
        orderId,
        payload: { remarks: input.reason ?? null },
      });
    }
    await recordOrderStatusEvent(tx, {
      userId: order.userId,
      orderId,
      status: input.approve ? 'PLACED' : 'CANCELLED',
    });
  });
  const [order] = await withOrderImageSrcs(ctx, await loadOrderDtos(db, [orderId]));
  if (!order) throw notFound('Order not found');
  return order;
}
