import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  EWAY_BILL_NEEDED_MESSAGE,
  needsEwayBill,
  ORDER_TRANSITIONS,
  type AdminOrder,
  type Order,
  type OrderStatus,
  type Page,
} from '@store/contract';
import type { Db, DbOrTx } from '../../db/client';
import { orders, users } from '../../db/schema/index';
import { conflict, invalid, notFound } from '../../lib/errors';
import { toRupees } from '../../lib/money';
import { pageFrom } from '../../lib/page';
import { recordOrderStatusEvent } from '../events/events.service';
import { queueStatusMail } from '../mail/mail.service';
import { recordShipment } from '../delivery/delivery.service';
import { issueTaxInvoice } from '../invoices/invoice-numbering';
import type { AppContext } from '../../context';
import { onOrderCancelled } from '../payments/billing.service';
import { lockOrder, recordStatusChange, restockOrderItems } from './order-status';
import { loadOrderDtos, withOrderImageSrcs } from './orders.service';

export interface AdminOrdersQuery {
  status?: OrderStatus;
  q?: string;
  index: number;
  limit: number;
}

/** `%`, `_` and `\` are wildcards in LIKE: a search for "50%" must mean the text "50%". */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What the staff search box matches: the start of the order id (with or without '#', any
 * case, as the short id 3F2A9C1D is shown), the shipping or account name, or the phone.
 */
function searchCondition(raw: string): SQL | undefined {
  const q = raw.trim();
  if (!q) return undefined;
  const parts: SQL[] = [];
  const idPrefix = q.replace(/^#/, '').toLowerCase();
  if (/^[0-9a-f-]{1,36}$/.test(idPrefix)) {
    parts.push(sql`${orders.id}::text like ${`${likeEscape(idPrefix)}%`}`);
  }
  const pattern = `%${likeEscape(q)}%`;
  parts.push(ilike(orders.customerName, pattern), ilike(users.name, pattern));
  const digits = q.replace(/[\s+-]/g, '');
  if (/^\d{3,12}$/.test(digits)) {
    const tail = digits.length > 10 ? digits.slice(-10) : digits;
    const phone = `%${tail}%`;
    parts.push(sql`${orders.phoneNumber} like ${phone}`, sql`${users.phone} like ${phone}`);
  }
  return or(...parts);
}

async function withOwners(db: DbOrTx, list: Order[]): Promise<AdminOrder[]> {
  if (list.length === 0) return [];
  const rows = await db
    .select({ orderId: orders.id, userId: users.id, name: users.name, phone: users.phone })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      inArray(
        orders.id,
        list.map((o) => o.order_id),
      ),
    );
  const owners = new Map(rows.map((r) => [r.orderId, r]));
  return list.map((o) => {
    const owner = owners.get(o.order_id);
    return {
      ...o,
      user_id: owner?.userId ?? '',
      user_name: owner?.name ?? '',
      user_phone: owner?.phone ?? '',
    };
  });
}

/** GET /admin/orders: every customer's orders, newest first, by status and search text. */
export async function listAdminOrders(
  db: Db,
  query: AdminOrdersQuery,
  ctx: AppContext,
): Promise<Page<AdminOrder>> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(orders.status, query.status));
  const search = query.q ? searchCondition(query.q) : undefined;
  if (search) conditions.push(search);
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const [countRow] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where);
  const total = countRow?.n ?? 0;
  const idRows = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.limit)
    .offset(query.index * query.limit);
  const content = await withOrderImageSrcs(
    ctx,
    await withOwners(
      db,
      await loadOrderDtos(
        db,
        idRows.map((r) => r.id),
      ),
    ),
  );
  return pageFrom(content, total, query);
}

/** GET /admin/orders/{id}: any customer's order. */
export async function getAdminOrder(db: DbOrTx, orderId: string): Promise<AdminOrder> {
  const [order] = await withOwners(db, await loadOrderDtos(db, [orderId]));
  if (!order) throw notFound('Order not found');
  return order;
}

/** The staff order view with its pictures' ready URLs (docs/decisions/150). */
export async function getAdminOrderWithImages(
  db: DbOrTx,
  input: { orderId: string },
  ctx: AppContext,
): Promise<AdminOrder> {
  const [order] = await withOrderImageSrcs(ctx, [await getAdminOrder(db, input.orderId)]);
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
      await onOrderCancelled(tx, order.id, input.staffId);
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
