import {
  IdParamsSchema,
  MyOrdersQuerySchema,
  OrderPageSchema,
  OrderResponseSchema,
} from '@store/contract';
import type { AppContext } from '../../context';
import type { App } from '../../lib/fastify';
import { ok } from '../../lib/reply';
import { authOf } from '../../plugins/auth';
import { answerOrderRead } from '../order-views/order-read-cache';
import { getMyOrderWithImages, listMyOrders } from '../order-views/order-views.service';

/**
 * Reading the caller's orders (decisions.md › Orders). Placing, buying again, cancelling and
 * approving are the workflows' (workflows/orders.routes.ts).
 */
export async function ordersRoutes(app: App, ctx: AppContext): Promise<void> {
  const tags = ['orders'];
  const security = [{ bearer: [] }];

  app.get(
    '/orders/my-orders',
    {
      preHandler: app.authenticateOrderReader,
      schema: {
        tags,
        security,
        summary: "The caller's orders, newest first",
        querystring: MyOrdersQuerySchema,
        response: { 200: OrderPageSchema },
      },
    },
    async (request, reply) =>
      answerOrderRead(
        request,
        reply,
        `my-orders ${request.query.index} ${request.query.limit}`,
        async () => ({
          body: ok(
            await listMyOrders(ctx.db, { userId: authOf(request).userId, ...request.query }, ctx),
          ),
        }),
      ),
  );

  app.get(
    '/orders/:id',
    {
      preHandler: app.authenticateOrderReader,
      schema: {
        tags,
        security,
        summary: "One of the caller's orders (another user's order is 404)",
        params: IdParamsSchema,
        response: { 200: OrderResponseSchema },
      },
    },
    async (request, reply) =>
      answerOrderRead(request, reply, `order ${request.params.id}`, async () => ({
        body: ok(
          await getMyOrderWithImages(
            ctx.db,
            { userId: authOf(request).userId, orderId: request.params.id },
            ctx,
          ),
        ),
      })),
  );
}
