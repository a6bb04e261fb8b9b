import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema/index';
import { conflict, notFound } from '../../lib/errors';
import { checkDeliveryAddress } from '../delivery/delivery.service';
import { paymentChoiceOf } from '../payments/billing.service';
import { answerPlaced, orderIdByKey, writeOrder, type PlaceResult } from './place-order';
import { shippingFromColumns } from '../addresses/shipping-mapping';

/**
 * Buy again (decisions.md › Orders): a new order with the items and quantities of an
 * earlier one, at today's prices, to the same address, paid the same way.
 */
export async function buyAgain(
  db: Db,
  input: { userId: string; sourceOrderId: string; idempotencyKey: string | null },
  ctx: AppContext,
): Promise<PlaceResult> {
  const { userId, idempotencyKey: key } = input;
  if (key && (await orderIdByKey(db, userId, key))) {
    return answerPlaced(db, { userId, idempotencyKey: key, outcome: { replayed: true } }, ctx);
  }
  const [source] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, input.sourceOrderId), eq(orders.userId, userId)));
  if (!source) throw notFound('Order not found');
  if (source.status === 'CANCELLED') throw conflict('A cancelled order cannot be ordered again');
  const [lines, choice] = await Promise.all([
    db
      .select({ productId: orderItems.productId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, source.id))
      .orderBy(asc(orderItems.position), asc(orderItems.id)),
    paymentChoiceOf(db, source.id),
  ]);
  if (lines.length === 0) throw conflict('This order has no items to order again');
  const shipping = shippingFromColumns(source);
  const delivery = await checkDeliveryAddress(db, shipping, ctx);
  const written = await db.transaction((tx) =>
    writeOrder(tx, { userId, idempotencyKey: key, shipping, choice, lines, delivery }, ctx),
  );
  return answerPlaced(
    db,
    {
      userId,
      idempotencyKey: key,
      outcome: written ? { replayed: false, order: written.order } : { replayed: true },
    },
    ctx,
  );
}
