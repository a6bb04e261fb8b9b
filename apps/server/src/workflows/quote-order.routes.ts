import {
  IDEMPOTENCY_KEY_HEADER,
  IdParamsSchema,
  OrderResponseSchema,
  QuoteOrderBodySchema,
} from '@store/contract';
import type { AppContext } from '../context';
import type { App } from '../lib/fastify';
import { idempotencyKeyOf, markReplayed } from '../lib/idempotency-key';
import { ok } from '../lib/reply';
import { authOf } from '../plugins/auth';
import { idempotencyOf, withIdempotencyKey } from '../modules/idempotency/idempotency.service';
import { ORDER_PLACED_MESSAGE } from './place-order';
import { placeQuoteOrder } from './quote-order';

/** POST /quotes/{id}/order (decisions.md › Request for quote): the quote's order. */
export async function quoteOrderRoutes(app: App, ctx: AppContext): Promise<void> {
  const tags = ['quotes'];
  const security = [{ bearer: [] }];

  app.post(
    '/quotes/:id/order',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Place the order of a quote at its quoted unit prices',
        description:
          'Takes the checkout body (address, payment method, GSTIN; no cart). One order per quote: ' +
          'an expired, declined or already ordered quote is 409 naming why. The address must be at the ' +
          "quote's pincode (else 400 naming `pincode`, nothing written). Optional " +
          `${IDEMPOTENCY_KEY_HEADER}: a retry with the same key answers the same order (200, Idempotent-Replayed: true).`,
        params: IdParamsSchema,
        body: QuoteOrderBodySchema,
        response: { 200: OrderResponseSchema, 201: OrderResponseSchema },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const userId = authOf(request).userId;
      const result = await withIdempotencyKey(ctx.db, idempotencyOf(request, userId, key), () =>
        placeQuoteOrder(
          ctx.db,
          { userId, quoteId: request.params.id, idempotencyKey: key, body: request.body },
          ctx,
        ),
      );
      markReplayed(reply, result.replayed);
      return ok(result.order, ORDER_PLACED_MESSAGE);
    },
  );
}
