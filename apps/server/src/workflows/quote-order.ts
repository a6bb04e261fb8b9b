import {
  QUOTE_MESSAGES,
  quotePincodeMessage,
  type Order,
  type QuoteOrderBody,
  type Shipping,
} from '@store/contract';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { AppError, conflict, invalid } from '../lib/errors';
import { checkDeliveryAddress } from '../modules/delivery/delivery.service';
import { loadOrderDtos, withOrderImageSrcs } from '../modules/order-views/order-views.service';
import { orderIdByKey } from '../modules/orders/order-rows';
import {
  checkOrderable,
  lockQuote,
  markQuoteOrdered,
  quoteLinesForOrder,
} from '../modules/quotes/quotes.service';
import type { PaymentChoiceInput } from '../modules/payments/billing.service';
import { checkPurchase, writeOrder, type CompanyOrderInput } from './place-order';

/**
 * POST /quotes/{id}/order (decisions.md › Request for quote, docs/decisions/211): the usual
 * placement (writeOrder: product locks, pack rules, stock taken, GST lines, billing, and for
 * a company purchase its membership, PO number, credit terms and limit, and the buyer's
 * approval limit, exactly as POST /orders) at the quoted unit prices, in one transaction that
 * holds the quote row's lock, so two tabs or two retries make at most one order.
 */

export interface QuoteOrderResult {
  order: Order;
  replayed: boolean;
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
): Promise<QuoteOrderResult> {
  const { userId, idempotencyKey: key } = input;
  const body = input.body as Shipping & PaymentChoiceInput & CompanyOrderInput;
  checkPurchase(body);
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
      const lines = await quoteLinesForOrder(tx, row.id);
      const written = await writeOrder(
        tx,
        {
          userId,
          idempotencyKey: key,
          shipping: body,
          choice: body,
          lines,
          delivery,
        },
        ctx,
      );
      // This key already made another order (not from this quote): the key's order is answered.
      if (!written) return { replayed: true };
      await markQuoteOrdered(tx, row.id, written.order.order_id);
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
