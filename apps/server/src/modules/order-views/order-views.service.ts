import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { CUSTOMER_CANCELLABLE, type Order, type OrderCompany, type OrderStatus, type Page } from '@store/contract';
import type { AppContext } from '../../context';
import type { Db, DbOrTx } from '../../db/client';
import {
  companyMembers,
  orderCompanies,
  orderItems,
  orders,
  orderStatusHistory,
} from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { toRupees } from '../../lib/money';
import { pageFrom } from '../../lib/page';
import { imageSrcs } from '../catalogue/images/image-src';
import { loadOrderDeliveries, type OrderDeliveryView } from '../delivery/delivery.service';
import { loadBillingViews, type BillingViews } from './billing-views';
import { loadOrderCompanies } from './company-views';
import { shippingFromColumns } from '../addresses/shipping-mapping';

/**
 * Reading orders: the contract's Order shape, the customer's list and one order. The staff
 * reads are in staff-orders.service.ts, the order lock in order-lock.ts; placing, cancelling
 * and status changes are the workflows' (workflows/order-process.ts, place-order.ts).
 */

/* ------------------------------------------------------------------------------------------ */
/* Reading orders: the contract's Order shape                                                  */
/* ------------------------------------------------------------------------------------------ */


export const fullAddressOf = (o: {
  streetAddress: string;
  city: string;
  state: string;
  pincode: string;
}) => `${o.streetAddress}, ${o.city}, ${o.state} - ${o.pincode}`;

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;
interface HistoryRow {
  status: OrderStatus;
  remarks: string | null;
  changedAt: Date;
}

/** Orders in the contract's shape, in the order of `orderIds` (unknown ids are skipped). */
export async function loadOrderDtos(db: DbOrTx, orderIds: string[]): Promise<Order[]> {
  if (orderIds.length === 0) return [];
  const ids = [...new Set(orderIds)];
  const [rows, items, history, billing, deliveries, companyOf] = await Promise.all([
    db.select().from(orders).where(inArray(orders.id, ids)),
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.orderId), asc(orderItems.position), asc(orderItems.id)),
    db
      .select({
        orderId: orderStatusHistory.orderId,
        status: orderStatusHistory.status,
        remarks: orderStatusHistory.remarks,
        changedAt: orderStatusHistory.changedAt,
      })
      .from(orderStatusHistory)
      .where(inArray(orderStatusHistory.orderId, ids))
      .orderBy(asc(orderStatusHistory.orderId), asc(orderStatusHistory.id)),
    loadBillingViews(db, ids),
    loadOrderDeliveries(db, ids),
    loadOrderCompanies(db, ids),
  ]);
  const itemsByOrder = groupBy(items, (i) => i.orderId);
  const historyByOrder = groupBy(history, (h) => h.orderId);
  const byId = new Map(rows.map((o) => [o.id, o]));
  const result: Order[] = [];
  for (const id of orderIds) {
    const o = byId.get(id);
    if (!o) continue;
    result.push(
      orderDtoOf({
        order: o,
        items: itemsByOrder.get(o.id) ?? [],
        history: historyByOrder.get(o.id) ?? [],
        billing,
        delivery: deliveries.get(o.id) ?? null,
        company: companyOf.get(o.id) ?? null,
      }),
    );
  }
  return result;
}

/**
 * One order in the contract's shape from its rows: the one mapping behind every order answer,
 * whether the rows were read (loadOrderDtos) or just written (place-order.ts).
 */
export function orderDtoOf(parts: {
  order: OrderRow;
  items: OrderItemRow[];
  history: HistoryRow[];
  billing: BillingViews;
  delivery: OrderDeliveryView | null;
  /** A company order's company, PO number and due date (decisions.md › §16). */
  company?: OrderCompany | null;
}): Order {
  const { order: o, billing } = parts;
  return {
    order_id: o.id,
    user_id: o.userId,
    status: o.status,
    created_at: o.createdAt.toISOString(),
    status_updated_at: o.statusUpdatedAt.toISOString(),
    status_history: parts.history.map((h) => ({
      status: h.status,
      changed_at: h.changedAt.toISOString(),
      remarks: h.remarks,
    })),
    ...shippingFromColumns(o),
    full_address: fullAddressOf(o),
    total_items: o.totalItems,
    total_amount: toRupees(o.totalPaise),
    can_be_cancelled_by_user: CUSTOMER_CANCELLABLE.includes(o.status),
    admin_remarks: o.adminRemarks,
    order_items: parts.items.map((i) => ({
      order_item_id: i.id,
      product_id: i.productId,
      product_name: i.productName,
      product_slug: i.productSlug,
      manufacturer_name: i.manufacturerName,
      product_sku: i.productSku,
      thumbnail_url: i.thumbnailKey,
      quantity: i.quantity,
      unit_price: toRupees(i.unitPaise),
      total_price: toRupees(i.totalPaise),
      ...billing.item(i.id, i.totalPaise),
    })),
    delivery: parts.delivery?.delivery ?? null,
    shipment: parts.delivery?.shipment ?? null,
    ...billing.order(o.id, o),
    company: parts.company ?? null,
  };
}

/**
 * Orders with `thumbnail_src`, a ready signed URL, beside every line's `thumbnail_url` object
 * key (docs/decisions/130 and 150): the web shows the picture without asking for its address.
 */
export async function withOrderImageSrcs<T extends Order>(
  ctx: Pick<AppContext, 'config' | 'secretKey' | 'db'>,
  list: T[],
): Promise<T[]> {
  const srcs = await imageSrcs(
    ctx,
    list.flatMap((o) => o.order_items.map((i) => i.thumbnail_url)),
  );
  return list.map((o) => ({
    ...o,
    order_items: o.order_items.map((i) => ({
      ...i,
      thumbnail_src: i.thumbnail_url ? (srcs.get(i.thumbnail_url) ?? null) : null,
    })),
  }));
}

export async function loadOrderDto(db: DbOrTx, orderId: string): Promise<Order | null> {
  const [order] = await loadOrderDtos(db, [orderId]);
  return order ?? null;
}

/** SQL: the order is the user's own, or its company's and the user is a member of it. */
export const readableBy = (userId: string) =>
  sql`(${orders.userId} = ${userId} or exists (
    select 1 from ${orderCompanies} oc join ${companyMembers} m on m.company_id = oc.company_id
     where oc.order_id = ${orders.id} and m.user_id = ${userId}))`;

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** The caller's orders, newest first, in the paging shape of decisions.md › Shape of the whole. */
export async function listMyOrders(
  db: Db,
  input: { userId: string; index: number; limit: number },
  ctx: AppContext,
): Promise<Page<Order>> {
  const { userId, ...paging } = input;
  const [countRow] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.userId, userId));
  const total = countRow?.n ?? 0;
  const idRows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(paging.limit)
    .offset(paging.index * paging.limit);
  const content = await withOrderImageSrcs(
    ctx,
    await loadOrderDtos(
      db,
      idRows.map((r) => r.id),
    ),
  );
  return pageFrom(content, total, paging);
}

/**
 * One order of its owner or, for a company order, of any member of that company
 * (decisions.md › §16); anyone else's order (or an unknown id) is 404.
 */
export async function getMyOrder(db: Db, userId: string, orderId: string): Promise<Order> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), readableBy(userId)));
  const order = row ? await loadOrderDto(db, row.id) : null;
  if (!order) throw notFound('Order not found');
  return order;
}

/** GET /orders/{id}: one of the caller's orders with its pictures' ready URLs. */
export async function getMyOrderWithImages(
  db: Db,
  input: { userId: string; orderId: string },
  ctx: AppContext,
): Promise<Order> {
  const [order] = await withOrderImageSrcs(ctx, [
    await getMyOrder(db, input.userId, input.orderId),
  ]);
  if (!order) throw notFound('Order not found');
  return order;
}
