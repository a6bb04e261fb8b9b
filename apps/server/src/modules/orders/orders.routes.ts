import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  BuyAgainBodySchema,
  CancelOrderQuerySchema,
  CreateOrderBodySchema,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
  IdParamsSchema,
  MyOrdersQuerySchema,
  OrderPageSchema,
  OrderResponseSchema,
  RejectOrderBodySchema,
  type RejectOrderBody,
} from '@store/contract';
import type { AppContext } from '../../context';
import { invalid } from '../../lib/errors';
import type { App } from '../../lib/fastify';
import { ok } from '../../lib/reply';
import { authOf } from '../../plugins/auth';
import { buyAgain } from './buy-again';
import { decideApproval } from './company-approval';
import { cancelMyOrder, CANCELLED_MESSAGE } from './order-status';
import { getMyOrderWithImages, listMyOrders } from '../order-views/order-views.service';
import { ORDER_PLACED_MESSAGE, placeOrder, type PlaceResult } from './place-order';
import { idempotencyOf, withIdempotencyKey } from '../idempotency/idempotency.service';

/** The optional Idempotency-Key header, validated; absent means "no retry protection". */
function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (raw === undefined || raw === '') return null;
  const parsed = IdempotencyKeySchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Invalid Idempotency-Key';
    throw invalid(message, [{ field: IDEMPOTENCY_KEY_HEADER, message }]);
  }
  return parsed.data;
}

/** 201 for a new order; 200 and `Idempotent-Replayed: true` when a retry finds the first one. */
function answerPlaced(reply: FastifyReply, result: PlaceResult) {
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  reply.status(result.replayed ? 200 : 201);
  return ok(result.order, ORDER_PLACED_MESSAGE);
}

const idempotencyDoc =
  `Optional ${IDEMPOTENCY_KEY_HEADER} header (8-128 of A-Z a-z 0-9 - _ . :): a retry with the ` +
  'same key answers the order the first request made (200, Idempotent-Replayed: true).';

export async function ordersRoutes(app: App, ctx: AppContext): Promise<void> {
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
          `${idempotencyDoc} Empty cart: 400 "Your cart is empty". Short stock: 409 naming the ` +
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
      return answerPlaced(reply, result);
    },
  );

  app.get(
    '/orders/my-orders',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The caller's orders, newest first",
        querystring: MyOrdersQuerySchema,
        response: { 200: OrderPageSchema },
      },
    },
    async (request) => {
      const page = await listMyOrders(
        ctx.db,
        { userId: authOf(request).userId, ...request.query },
        ctx,
      );
      return ok(page);
    },
  );

  app.get(
    '/orders/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "One of the caller's orders (another user's order is 404)",
        params: IdParamsSchema,
        response: { 200: OrderResponseSchema },
      },
    },
    async (request) => {
      const order = await getMyOrderWithImages(
        ctx.db,
        { userId: authOf(request).userId, orderId: request.params.id },
        ctx,
      );
      return ok(order);
    },
  );

  app.put(
    '/orders/:id/cancel',
    {
      preHandler: app.authenticate,
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
          `${idempotencyDoc} A cancelled order: 409. Short stock or a withdrawn product: 409 ` +
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
      return answerPlaced(reply, result);
    },
  );
}
