import { DeliverySettingsResponseSchema, UpdateDeliverySettingsBodySchema } from '@store/contract';
import type { AppContext } from '../../context';
import type { App } from '../../lib/fastify';
import { ok } from '../../lib/reply';
import { authOf } from '../../plugins/auth';
import { getDeliverySettingsView, updateDeliverySettings } from './delivery.service';

/** Staff delivery settings, under /api/admin (ADMIN only). */
export async function deliveryAdminRoutes(app: App, ctx: AppContext): Promise<void> {
  const security = [{ bearer: [] }];

  app.get(
    '/delivery/settings',
    {
      schema: {
        tags: ['staff'],
        summary: 'Delivery zones, unserviceable pincodes and districts, holidays; directory status',
        security,
        response: { 200: DeliverySettingsResponseSchema },
      },
    },
    async () => ok(await getDeliverySettingsView(ctx.db, ctx)),
  );

  app.put(
    '/delivery/settings',
    {
      schema: {
        tags: ['staff'],
        summary: 'Replace the delivery settings',
        security,
        body: UpdateDeliverySettingsBodySchema,
        response: { 200: DeliverySettingsResponseSchema },
      },
    },
    async (request) =>
      ok(
        await updateDeliverySettings(ctx.db, request.body, {
          ...ctx,
          staffId: authOf(request).userId,
        }),
        'Delivery settings saved',
      ),
  );
}
