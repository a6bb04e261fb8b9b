import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Order, OrderStatus, Page, Shipping } from '@store/contract';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { orderItems, orders, orderStatusHistory } from '../../db/schema/index';
import { cartLines, clearCart, lockCartForCheckout } from '../cart/cart.service';
import { lockProductsForOrder, returnStock, takeStock } from '../catalogue/stock/stock.service';
import { rememberAddress } from '../addresses/addresses.service';
import { AppError, conflict, invalid, notFound } from '../../lib/errors';
import { queueOrderMail } from '../mail/mail.service';
import {
  checkDeliveryAddress,
  loadOrderDeliveries,
  recordDeliveryPromise,
  type DeliveryCtx,
} from '../delivery/delivery.service';
import { toRupees } from '../../lib/money';
import { loadBillingViews } from '../payments/billing-views';
import {
  onOrderCancelled,
  paymentChoiceOf,
  recordOrderBilling,
  type BillingContext,
  type PaymentChoiceInput,
} from '../payments/billing.service';

/* ------------------------------------------------------------------------------------------ */
/* Reading orders: the contract's Order shape                                                  */
/* ------------------------------------------------------------------------------------------ */

/** Statuses in which the customer may still cancel (decisions.md §6 "Orders"). */
export const CUSTOMER_CANCELLABLE: readonly OrderStatus[] = ['PLACED', 'CONFIRMED'];

export const fullAddressOf = (o: {
  streetAddress: string;
  city: string;
  state: string;
  pincode: string;
}) => `${o.streetAddress}, ${o.city}, ${o.state} - ${o.pincode}`;

/** Orders in the contract's shape, in the order of `orderIds` (unknown ids are skipped). */
export async function loadOrderDtos(db: DbOrTx, orderIds: string[]): Promise<Order[]> {
  if (orderIds.length === 0) return [];
  const ids = [...new Set(orderIds)];
  const [rows, items, history, billing] = await Promise.all([
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
  ]);
  const deliveries = await loadOrderDeliveries(db, ids);
  const itemsByOrder = groupBy(items, (i) => i.orderId);
  const historyByOrder = groupBy(history, (h) => h.orderId);
  const byId = new Map(rows.map((o) => [o.id, o]));
  const result: Order[] = [];
  for (const id of orderIds) {
    const o = byId.get(id);
    if (!o) continue;
    result.push({
      order_id: o.id,
      status: o.status,
      created_at: o.createdAt.toISOString(),
      status_updated_at: o.statusUpdatedAt.toISOString(),
      status_history: (historyByOrder.get(o.id) ?? []).map((h) => ({
        status: h.status,
        changed_at: h.changedAt.toISOString(),
        remarks: h.remarks,
      })),
      customer_name: o.customerName,
      phone_number: o.phoneNumber,
      street_address: o.streetAddress,
      city: o.city,
      state: o.state,
      pincode: o.pincode,
      full_address: fullAddressOf(o),
      total_items: o.totalItems,
      total_amount: toRupees(o.totalPaise),
      can_be_cancelled_by_user: CUSTOMER_CANCELLABLE.includes(o.status),
      admin_remarks: o.adminRemarks,
      order_items: (itemsByOrder.get(o.id) ?? []).map((i) => ({
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
      delivery: deliveries.get(o.id)?.delivery ?? null,
      shipment: deliveries.get(o.id)?.shipment ?? null,
      ...billing.order(o.id, o),
    });
  }
  return result;
}

export async function loadOrderDto(db: DbOrTx, orderId: string): Promise<Order | null> {
  const [order] = await loadOrderDtos(db, [orderId]);
  return order ?? null;
}

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

/** The caller's orders, newest first, in the paging shape of decisions.md §1 "Shape of the whole". */
export async function listMyOrders(
  db: Db,
  userId: string,
  paging: { index: number; limit: number },
): Promise<Page<Order>> {
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
  const content = await loadOrderDtos(
    db,
    idRows.map((r) => r.id),
  );
  return {
    content,
    total_elements: total,
    total_pages: Math.ceil(total / paging.limit),
    index: paging.index,
    limit: paging.limit,
    number_of_elements: content.length,
  };
}

/** One order of its owner; another user's order (or an unknown id) is 404. */
export async function getMyOrder(db: Db, userId: string, orderId: string): Promise<Order> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  const order = row ? await loadOrderDto(db, row.id) : null;
  if (!order) throw notFound('Order not found');
  return order;
}

/* ------------------------------------------------------------------------------------------ */
/* Writing: pieces shared with the staff order calls                                          */
/* ------------------------------------------------------------------------------------------ */

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
): Promise<{ id: string; userId: string; status: OrderStatus } | null> {
  const [row] = await tx
    .select({ id: orders.id, userId: orders.userId, status: orders.status })
    .from(orders)
    .where(userId ? and(eq(orders.id, orderId), eq(orders.userId, userId)) : eq(orders.id, orderId))
    .for('update');
  return row ?? null;
}

/* ------------------------------------------------------------------------------------------ */
/* Placing, cancelling and repeating orders                                                    */
/* ------------------------------------------------------------------------------------------ */

export const ORDER_PLACED_MESSAGE = 'Order placed successfully';
export const CANCELLED_MESSAGE = 'Order cancelled successfully';

export interface PlaceResult {
  order: Order;
  /** True when an earlier request with the same Idempotency-Key made this order. */
  replayed: boolean;
}

interface Line {
  productId: string;
  quantity: number;
}

/** Places an order from the caller's cart (decisions.md §6 "Orders"). */
export async function placeOrder(
  db: Db,
  userId: string,
  input: Shipping & { cart_id: string } & PaymentChoiceInput,
  idempotencyKey: string | null,
  ctx?: BillingContext & DeliveryCtx,
): Promise<PlaceResult> {
  const earlier = await findByIdempotencyKey(db, userId, idempotencyKey);
  if (earlier) return { order: earlier, replayed: true };
  // Unknown, other-state or unserviceable pincode: 400 before anything is written (§11).
  const delivery = await checkDeliveryAddress(db, input, ctx ?? {});
  const outcome = await db.transaction(async (tx) => {
    // Serializes every order placed from this cart: a second submit waits here, then finds
    // the cart empty (or, with the same key, the order the first one made).
    if (!(await lockCartForCheckout(tx, userId, input.cart_id))) throw notFound('Cart not found');
    const orderId = await claimOrder(tx, userId, input, idempotencyKey);
    if (!orderId) return { replayed: true as const };
    const lines = await cartLines(tx, input.cart_id);
    if (lines.length === 0) throw invalid('Your cart is empty');
    await fillOrder(tx, userId, orderId, lines);
    await rememberAddress(tx, userId, input);
    await recordDeliveryPromise(tx, orderId, delivery);
    await recordOrderBilling(tx, orderId, input, ctx, delivery.cod_available);
    await clearCart(tx, input.cart_id);
    await queueOrderMail(tx, { kind: 'ORDER_PLACED', orderId });
    return { replayed: false as const, orderId };
  });
  return finish(db, userId, outcome, idempotencyKey);
}

/** A new order with the items and quantities of an earlier one, at today's prices. */
export async function buyAgain(
  db: Db,
  userId: string,
  sourceOrderId: string,
  idempotencyKey: string | null,
  ctx?: BillingContext & DeliveryCtx,
): Promise<PlaceResult> {
  const earlier = await findByIdempotencyKey(db, userId, idempotencyKey);
  if (earlier) return { order: earlier, replayed: true };
  const [source] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, sourceOrderId), eq(orders.userId, userId)));
  if (!source) throw notFound('Order not found');
  if (source.status === 'CANCELLED') throw conflict('A cancelled order cannot be ordered again');
  const lines = await db
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, source.id))
    .orderBy(asc(orderItems.position), asc(orderItems.id));
  if (lines.length === 0) throw conflict('This order has no items to order again');
  const shipping: Shipping = {
    customer_name: source.customerName,
    phone_number: source.phoneNumber,
    street_address: source.streetAddress,
    city: source.city,
    state: source.state,
    pincode: source.pincode,
  };
  const delivery = await checkDeliveryAddress(db, shipping, ctx ?? {});
  const outcome = await db.transaction(async (tx) => {
    const orderId = await claimOrder(tx, userId, shipping, idempotencyKey);
    if (!orderId) return { replayed: true as const };
    await fillOrder(tx, userId, orderId, lines);
    await recordOrderBilling(
      tx,
      orderId,
      await paymentChoiceOf(tx, source.id),
      ctx,
      delivery.cod_available,
    );
    await recordDeliveryPromise(tx, orderId, delivery);
    await queueOrderMail(tx, { kind: 'ORDER_PLACED', orderId });
    return { replayed: false as const, orderId };
  });
  return finish(db, userId, outcome, idempotencyKey);
}

/** The customer cancels their own order while PLACED or CONFIRMED; the stock comes back. */
export async function cancelMyOrder(
  db: Db,
  userId: string,
  orderId: string,
  remarks: string,
): Promise<Order> {
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
  const order = await loadOrderDto(db, orderId);
  if (!order) throw notFound('Order not found');
  return order;
}

async function findByIdempotencyKey(
  db: DbOrTx,
  userId: string,
  key: string | null,
): Promise<Order | null> {
  if (!key) return null;
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row ? loadOrderDto(db, row.id) : null;
}

async function finish(
  db: Db,
  userId: string,
  outcome: { replayed: true } | { replayed: false; orderId: string },
  key: string | null,
): Promise<PlaceResult> {
  const order = outcome.replayed
    ? await findByIdempotencyKey(db, userId, key)
    : await loadOrderDto(db, outcome.orderId);
  // A replay finds the order the other request committed: it cannot have vanished.
  if (!order) throw new AppError('internal', 'The order could not be read back');
  return { order, replayed: outcome.replayed };
}

/**
 * Inserts the order row first, so that a second request with the same Idempotency-Key waits
 * on the unique index (user_id, idempotency_key) until the first commits, then gets nothing
 * back: null means "another request already made this order".
 */
async function claimOrder(
  tx: Tx,
  userId: string,
  shipping: Shipping,
  key: string | null,
): Promise<string | null> {
  const values = {
    userId,
    customerName: shipping.customer_name,
    phoneNumber: shipping.phone_number,
    streetAddress: shipping.street_address,
    city: shipping.city,
    state: shipping.state,
    pincode: shipping.pincode,
    totalItems: 0,
    totalPaise: 0,
    idempotencyKey: key,
  };
  const inserted = await tx
    .insert(orders)
    .values(values)
    .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
    .returning({ id: orders.id });
  return inserted[0]?.id ?? null;
}

/**
 * Takes the stock for `lines` (product rows locked in id order: no overselling, no
 * deadlocks), snapshots each product into order_items, sets the totals and records PLACED.
 */
async function fillOrder(tx: Tx, userId: string, orderId: string, lines: Line[]): Promise<void> {
  const wanted = new Map<string, number>();
  for (const l of lines) wanted.set(l.productId, (wanted.get(l.productId) ?? 0) + l.quantity);
  const ids = [...wanted.keys()].sort();
  // Locks the product rows (not their makers) in id order: every writer of stock does the same.
  const rows = await lockProductsForOrder(tx, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  // Check every line in the customer's order before touching anything.
  for (const [productId, quantity] of wanted) {
    const p = byId.get(productId);
    if (!p || !p.isActive) {
      throw new AppError(
        'conflict',
        p ? `${p.name} is no longer available` : 'A product in your order is no longer available',
      );
    }
    if (p.stock < quantity) {
      throw new AppError(
        'out_of_stock',
        p.stock <= 0 ? `${p.name} is out of stock` : `Only ${p.stock} of ${p.name} in stock`,
      );
    }
  }
  const taken = await takeStock(
    tx,
    ids.map((productId) => ({ productId, quantity: wanted.get(productId) ?? 0 })),
  );
  // The rows are locked, so this cannot differ from the check above; kept as a last guard.
  if (taken !== ids.length) throw new AppError('out_of_stock', 'Not enough stock');

  let totalItems = 0;
  let totalPaise = 0;
  const itemRows = lines.map((l, position) => {
    const p = byId.get(l.productId);
    if (!p) throw new Error('checked above');
    const lineTotal = p.pricePaise * l.quantity;
    totalItems += l.quantity;
    totalPaise += lineTotal;
    return {
      orderId,
      productId: p.id,
      productName: p.name,
      productSlug: p.slug,
      productSku: p.sku,
      manufacturerName: p.makerName,
      thumbnailKey: p.images[0] ?? null,
      quantity: l.quantity,
      unitPaise: p.pricePaise,
      totalPaise: lineTotal,
      position,
    };
  });
  await tx.insert(orderItems).values(itemRows);
  // now() (the transaction's start, in microseconds) for the order and its first history row.
  const now = sql`now()`;
  await tx
    .update(orders)
    .set({ totalItems, totalPaise, createdAt: now, statusUpdatedAt: now })
    .where(eq(orders.id, orderId));
  await tx.insert(orderStatusHistory).values({
    orderId,
    status: 'PLACED',
    remarks: null,
    changedBy: userId,
    changedAt: now,
  });
}
