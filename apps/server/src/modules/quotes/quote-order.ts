import { and, asc, eq, sql } from 'drizzle-orm';
import type { Order, QuoteOrderBody, Shipping } from '@store/contract';
import type { AppContext } from '../../context';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { orders, quoteLines, quotes } from '../../db/schema/index';
import { AppError, conflict, invalid } from '../../lib/errors';
import { checkDeliveryAddress, type DeliveryPromise } from '../delivery/delivery.service';
import { loadOrderDtos, withOrderImageSrcs } from '../order-views/order-views.service';
import type { PaymentChoiceInput } from '../payments/billing.service';
import { checkOrderable, lockQuote } from './quotes.service';
import { QUOTE_MESSAGES, quotePincodeMessage } from '@store/contract';

/**
 * POST /quotes/{id}/order (decisions.md › Request for quote, docs/decisions/211): the usual
 * placement (orders/place-order.ts's writeOrder: product locks, pack rules, stock taken, GST
 * lines, billing, outbox mail) at the quoted unit prices, in one transaction that holds the
 * quote row's lock, so two tabs or two retries make at most one order. Orders sits beside
 * quotes in the top layer (no sideways imports), so app.ts hands writeOrder in.
 */

export type OrderWriter = (
  tx: Tx,
  input: {
    userId: string;
    idempotencyKey: string | null;
    shipping: Shipping;
    choice: PaymentChoiceInput;
    lines: { productId: string; quantity: number; unitPaise?: number }[];
    delivery: DeliveryPromise;
  },
  ctx: AppContext,
) => Promise<{ order: Order } | null>;

export interface QuoteOrderResult {
  order: Order;
  replayed: boolean;
}

async function orderIdByKey(db: DbOrTx, userId: string, key: string): Promise<string | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row?.id ?? null;
}

export async function placeQuoteOrder(
  db: Db,
  input: {
    userId: string;
    quoteId: string;
    idempotencyKey: string | null;
    body: QuoteOrderBody;
  },
  ctx: AppContext,
  writeOrder: OrderWriter,
): Promise<QuoteOrderResult> {
  const { userId, idempotencyKey: key } = input;
  const body = input.body as Shipping & PaymentChoiceInput;
  const delivery = await checkDeliveryAddress(db, body, ctx);
  const outcome = await db.transaction(
    async (tx): Promise<{ replayed: boolean; order?: Order }> => {
      // The quote row's lock serializes every order from this quote: a second call waits here,
      // then finds it ACCEPTED (a replay when its key made that order, else 409).
      const row = await lockQuote(tx, input.quoteId, userId);
      if (row.status === 'ACCEPTED' && key && row.orderId) {
        if ((await orderIdByKey(tx, userId, key)) === row.orderId) return { replayed: true };
      }
      checkOrderable(row);
      // The quote's prices and GST were given for its pincode: an address elsewhere is refused
      // (docs/decisions/211), before anything is written or any stock taken.
      if (body.pincode.trim() !== row.pincode) {
        const message = quotePincodeMessage(row.pincode);
        throw invalid(message, [{ field: 'pincode', message }]);
      }
      const lines = await tx
        .select({
          productId: quoteLines.productId,
          quantity: quoteLines.quantity,
          unitPaise: quoteLines.unitPaise,
        })
        .from(quoteLines)
        .where(eq(quoteLines.quoteId, row.id))
        .orderBy(asc(quoteLines.position));
      const written = await writeOrder(
        tx,
        {
          userId,
          idempotencyKey: key,
          shipping: body,
          choice: body,
          lines: lines.map((l) => ({
            productId: l.productId,
            quantity: l.quantity,
            unitPaise: l.unitPaise ?? undefined,
          })),
          delivery,
        },
        ctx,
      );
      // This key already made another order (not from this quote): the key's order is answered.
      if (!written) return { replayed: true };
      await tx
        .update(quotes)
        .set({ status: 'ACCEPTED', orderId: written.order.order_id, updatedAt: sql`now()` })
        .where(eq(quotes.id, row.id));
      return { replayed: false, order: written.order };
    },
  );
  let order = outcome.order;
  if (!order && key) {
    const id = await orderIdByKey(db, userId, key);
    if (id) [order] = await loadOrderDtos(db, [id]);
  }
  if (!order) throw conflict(QUOTE_MESSAGES.alreadyOrdered);
  const [signed] = await withOrderImageSrcs(ctx, [order]);
  if (!signed) throw new AppError('internal', 'The order could not be read back');
  return { order: signed, replayed: outcome.replayed };
}
