import { AdminOrderResponseSchema, ChangeStatusBodySchema, IdParamsSchema } from '@store/contract';
import type { AppContext } from '../context';
import type { App } from '../lib/fastify';
import { ok } from '../lib/reply';
import { authOf } from '../plugins/auth';
import { changeOrderStatus } from './order-changes';

/** Staff move an order (decisions.md › Orders), under /api/admin (ADMIN only). */
export async function orderWorkflowAdminRoutes(app: App, ctx: AppContext): Promise<void> {
  const security = [{ bearer: [] }];

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
