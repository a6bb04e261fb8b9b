import {
  AdminOrderPageSchema,
  AdminOrderResponseSchema,
  AdminOrdersQuerySchema,
  IdParamsSchema,
} from '@store/contract';
import type { AppContext } from '../../context';
import type { App } from '../../lib/fastify';
import { ok } from '../../lib/reply';
import { getAdminOrderWithImages, listAdminOrders } from '../order-views/staff-orders.service';

/**
 * Staff order reads (decisions.md › Orders), under /api/admin (ADMIN only; USER 403, guest
 * 401). Moving an order is the workflows' (workflows/orders.admin-routes.ts).
 */
export async function ordersAdminRoutes(app: App, ctx: AppContext): Promise<void> {
  const security = [{ bearer: [] }];

  app.get(
    '/orders',
    {
      schema: {
        tags: ['staff'],
        summary: 'Every order, newest first: filter by status, search by id, name or phone',
        security,
        querystring: AdminOrdersQuerySchema,
        response: { 200: AdminOrderPageSchema },
      },
    },
    async (request) => ok(await listAdminOrders(ctx.db, request.query, ctx)),
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags: ['staff'],
        summary: "Any customer's order",
        security,
        params: IdParamsSchema,
        response: { 200: AdminOrderResponseSchema },
      },
    },
    async (request) =>
      ok(await getAdminOrderWithImages(ctx.db, { orderId: request.params.id }, ctx)),
  );
}
