import { IdParamsSchema, OrderResponseSchema, PaymentReferenceBodySchema } from '@store/contract';
import type { AppContext } from '../../context';
import type { App } from '../../lib/fastify';
import { ok } from '../../lib/reply';
import { authOf } from '../../plugins/auth';
import { withOrderImageSrcs } from '../order-views/order-views.service';
import { submitPaymentReference } from './payments.service';

/** Customer payment calls (decisions.md › Paying for an order). */
export async function paymentsRoutes(app: App, ctx: AppContext): Promise<void> {
  app.post(
    '/orders/:id/payment-reference',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['payments'],
        security: [{ bearer: [] }],
        summary: 'Give the payment reference (UTR) of a UPI or bank-transfer payment',
        description:
          'A UPI/IMPS UTR of 12 digits or a NEFT/RTGS reference of 16-22 letters and digits ' +
          '(else 400 "Please enter a valid payment reference"). PENDING becomes SUBMITTED; ' +
          "another user's order is 404; a paid, submitted, COD or cancelled order is 409.",
        params: IdParamsSchema,
        body: PaymentReferenceBodySchema,
        response: { 200: OrderResponseSchema },
      },
    },
    async (request) => {
      // with ready picture URLs, as every other order answer (docs/decisions/130)
      const [order] = await withOrderImageSrcs(ctx, [
        await submitPaymentReference(
          ctx.db,
          authOf(request).userId,
          request.params.id,
          request.body.reference,
        ),
      ]);
      return ok(order!, 'Payment reference submitted');
    },
  );
}
