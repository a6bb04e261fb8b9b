import {
  AdminOrderResponseSchema,
  AdminPaymentBodySchema,
  IdParamsSchema,
  PaymentQueuePageSchema,
  PaymentQueueQuerySchema,
} from '@store/contract';
import type { AppContext } from '../../context';
import type { App } from '../../lib/fastify';
import { ok } from '../../lib/reply';
import { authOf } from '../../plugins/auth';
import { withOrderImageSrcs } from '../order-views/order-views.service';
import { changePaymentByStaff, listPaymentQueue, paymentQueueCounts } from './payments.service';

/** Staff payment calls (decisions.md › Paying for an order), under /api/admin. */
export async function paymentsAdminRoutes(app: App, ctx: AppContext): Promise<void> {
  const security = [{ bearer: [] }];

  app.patch(
    '/orders/:id/payment',
    {
      schema: {
        tags: ['staff'],
        summary: 'Mark an order PAID (with the reference) or its refund REFUNDED',
        description:
          'PAID from PENDING or SUBMITTED (a cancelled order then owes a refund: REFUND_DUE). ' +
          'REFUNDED only from REFUND_DUE; anything else is 409. Recorded in the payment ' +
          'history; the customer is sent an order event.',
        security,
        params: IdParamsSchema,
        body: AdminPaymentBodySchema,
        response: { 200: AdminOrderResponseSchema },
      },
    },
    async (request) => {
      // with ready picture URLs, as every other order answer (docs/decisions/130)
      const [order] = await withOrderImageSrcs(ctx, [
        await changePaymentByStaff(ctx.db, {
          orderId: request.params.id,
          status: request.body.status,
          reference: request.body.reference,
          remarks: request.body.remarks,
          staffId: authOf(request).userId,
        }),
      ]);
      return ok(order!, `Payment updated to ${order!.payment.status}`);
    },
  );

  app.get(
    '/payments',
    {
      schema: {
        tags: ['staff'],
        summary: 'Payments view: orders awaiting payment, references submitted, refunds due',
        security,
        querystring: PaymentQueueQuerySchema,
        response: { 200: PaymentQueuePageSchema },
      },
    },
    async (request) => {
      const [page, counts] = await Promise.all([
        listPaymentQueue(ctx.db, request.query),
        paymentQueueCounts(ctx.db),
      ]);
      return ok({ ...page, counts });
    },
  );
}
