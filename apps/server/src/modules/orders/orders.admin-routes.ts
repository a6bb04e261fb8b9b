import {
  AdminOrderPageSchema,
  AdminOrderResponseSchema,
  AdminOrdersQuerySchema,
  ChangeStatusBodySchema,
  IdParamsSchema,
} from '@store/contract';
import type { AppContext } from '../../context';
import type { App } from '../../lib/fastify';
import { ok } from '../../lib/reply';
import { authOf } from '../../plugins/auth';
import { getAdminOrderWithImages, listAdminOrders } from '../order-views/staff-orders.service';
import { changeOrderStatus } from './order-status';

/** Staff order calls (decisions.md › Orders), under /api/admin (ADMIN only; USER 403, guest 401). */
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

  app.patch(
    '/orders/:id/status',
    {
      schema: {
        tags: ['staff'],
        summary: 'Move an order along PLACED → CONFIRMED → SHIPPED → DELIVERED, or cancel it',
        description:
          'Allowed: PLACED→CONFIRMED, CONFIRMED→SHIPPED, SHIPPED→DELIVERED, PLACED or ' +
          'CONFIRMED→CANCELLED (the stock comes back; an order whose invoice was issued early ' +
          'gets a GST credit note for the whole invoice, GET /admin/orders/{id}/credit-note). ' +
          'Anything else is 409. The remark is ' +
          "recorded in the history, shown to the customer as 'Note:', and the customer is sent " +
          'an event.',
        security,
        params: IdParamsSchema,
        body: ChangeStatusBodySchema,
        response: { 200: AdminOrderResponseSchema },
      },
    },
    async (request) => {
      const order = await changeOrderStatus(
        ctx.db,
        {
          orderId: request.params.id,
          status: request.body.status,
          remarks: request.body.remarks,
          courier: request.body.courier,
          tracking_number: request.body.tracking_number,
          eway_bill_number: request.body.eway_bill_number,
          staffId: authOf(request).userId,
        },
        ctx,
      );
      return ok(order, `Order status updated to ${order.status}`);
    },
  );
}
