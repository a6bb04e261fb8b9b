import {
  BuyAgainBodySchema,
  CancelOrderQuerySchema,
  CreateOrderBodySchema,
  IdParamsSchema,
  OrderResponseSchema,
  RejectOrderBodySchema,
  type RejectOrderBody,
  UuidSchema,
} from '@store/contract';
import type { AppContext } from '../context';
import type { App } from '../lib/fastify';
import { IDEMPOTENCY_DOC, idempotencyKeyOf, markReplayed } from '../lib/idempotency-key';
import { ok } from '../lib/reply';
import { authOf } from '../plugins/auth';
import { idempotencyOf, withIdempotencyKey } from '../modules/idempotency/idempotency.service';
import { buyAgain } from './buy-again';
import { assertOwnOrder, cancelMyOrder, CANCELLED_MESSAGE, decideApproval } from './order-changes';
import { ORDER_PLACED_MESSAGE, placeOrder } from './place-order';

/**
 * The customer's order moves (decisions.md › Orders, §16): placing from the cart, buying
 * again, cancelling, and a company ADMIN's approval or rejection. The reads (My Orders, one
 * order) are the orders module's routes.
 */
export async function orderWorkflowRoutes(app: App, ctx: AppContext): Promise<void> {
  const tags = ['orders'];
  const security = [{ bearer: [] }];

  app.post(
    '/orders',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Place an order from the caller's cart",
        description:
          `${IDEMPOTENCY_DOC} Empty cart: 400 "Your cart is empty". Short stock: 409 naming the ` +
          'product. Unknown or foreign cart: 404.',
        body: CreateOrderBodySchema,
        response: { 200: OrderResponseSchema, 201: OrderResponseSchema },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const userId = authOf(request).userId;
      const result = await withIdempotencyKey(ctx.db, idempotencyOf(request, userId, key), () =>
        placeOrder(ctx.db, { userId, idempotencyKey: key, order: request.body }, ctx),
      );
      markReplayed(reply, result.replayed);
      return ok(result.order, ORDER_PLACED_MESSAGE);
    },
  );

  app.put(
    '/orders/:id/cancel',
    {
      // Who and whose first (issue 43.23): a guest is 401 and another customer's order 404
      // before the reason is looked at, so a foreign order never answers 400.
      onRequest: app.authenticate,
      preValidation: async (request) => {
        const { id } = request.params as { id?: string };
        const parsed = UuidSchema.safeParse(id);
        if (parsed.success) await assertOwnOrder(ctx.db, parsed.data, authOf(request).userId);
      },
      schema: {
        tags,
        security,
        summary: 'Cancel an order while PLACED or CONFIRMED; the stock comes back',
        description:
          'remarks (1-200 characters) is the reason; it goes into the status history. An order ' +
          'whose invoice was already issued gets a GST credit note for the whole invoice ' +
          '(GET /orders/{id}/credit-note).',
        params: IdParamsSchema,
        querystring: CancelOrderQuerySchema,
        response: { 200: OrderResponseSchema },
      },
    },
    async (request) => {
      const order = await cancelMyOrder(
        ctx.db,
        {
          userId: authOf(request).userId,
          orderId: request.params.id,
          remarks: request.query.remarks,
        },
        ctx,
      );
      return ok(order, CANCELLED_MESSAGE);
    },
  );

  for (const [path, approve] of [
    ['/orders/:id/approve', true],
    ['/orders/:id/reject', false],
  ] as const) {
    app.post(
      path,
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          security,
          summary: approve
            ? 'A company ADMIN approves an order waiting for approval (→ PLACED)'
            : 'A company ADMIN rejects an order waiting for approval (→ CANCELLED, stock returned)',
          description:
            'decisions.md › §16. Outside the company: 404. Not an ADMIN, or the buyer ' +
            'themself: 403. Not waiting for approval: 409.',
          params: IdParamsSchema,
          ...(approve ? {} : { body: RejectOrderBodySchema }),
          response: { 200: OrderResponseSchema },
        },
      },
      async (request) => {
        const reason = approve ? undefined : (request.body as RejectOrderBody).reason;
        const order = await decideApproval(
          ctx.db,
          { userId: authOf(request).userId, orderId: request.params.id, approve, reason },
          ctx,
        );
        return ok(order, approve ? 'Order approved' : 'Order rejected');
      },
    );
  }

  app.post(
    '/orders/buy-again',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'A new order with the items of an earlier one, at today’s prices',
        description:
          `${IDEMPOTENCY_DOC} A cancelled order: 409. Short stock or a withdrawn product: 409 ` +
          'naming it.',
        body: BuyAgainBodySchema,
        response: { 200: OrderResponseSchema, 201: OrderResponseSchema },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const userId = authOf(request).userId;
      const result = await withIdempotencyKey(ctx.db, idempotencyOf(request, userId, key), () =>
        buyAgain(
          ctx.db,
          { userId, sourceOrderId: request.body.order_id, idempotencyKey: key },
          ctx,
        ),
      );
      markReplayed(reply, result.replayed);
      return ok(result.order, ORDER_PLACED_MESSAGE);
    },
  );
}
