import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { conflict, notFound } from '../lib/errors';
import { shippingFromColumns } from '../modules/addresses/shipping-mapping';
import { orderCompanyOf } from '../modules/companies/company-orders';
import { checkDeliveryAddress } from '../modules/delivery/delivery.service';
import { orderIdByKey, orderLinesOf, ownOrderRow } from '../modules/orders/order-rows';
import { paymentChoiceOf } from '../modules/payments/billing.service';
import { answerPlaced, writeOrder, type PlaceResult } from './place-order';

/**
 * Buy again (decisions.md › Orders): a new order with the items and quantities of an
 * earlier one, at today's prices, to the same address, paid the same way. A company order is
 * bought again for the same company under today's rules (membership, role, credit terms and
 * limit, the buyer's limit and approval: writeOrder checks them as for any order), or refused;
 * its PO number is not copied (a purchase order names one order).
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
  const source = await ownOrderRow(db, input.sourceOrderId, userId);
  if (!source) throw notFound('Order not found');
  if (source.status === 'CANCELLED') throw conflict('A cancelled order cannot be ordered again');
  const [lines, choice, company] = await Promise.all([
    orderLinesOf(db, source.id),
    paymentChoiceOf(db, source.id),
    orderCompanyOf(db, source.id),
  ]);
  if (lines.length === 0) throw conflict('This order has no items to order again');
  const shipping = shippingFromColumns(source);
  const delivery = await checkDeliveryAddress(db, shipping, ctx);
  const written = await db.transaction((tx) =>
    writeOrder(
      tx,
      {
        userId,
        idempotencyKey: key,
        shipping,
        // a company order's GSTIN and legal name are the company's today, not the copy's
        choice: company
          ? { payment_method: choice.payment_method, company_id: company.companyId }
          : choice,
        lines,
        delivery,
      },
      ctx,
    ),
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
