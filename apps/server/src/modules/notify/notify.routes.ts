import {
  IdParamsSchema,
  STOCK_ALERT_REMOVED_MESSAGE,
  STOCK_ALERT_SUBSCRIBED_MESSAGE,
  StockAlertResponseSchema,
} from '@store/contract';
import type { AppContext } from '../../context';
import type { App } from '../../lib/fastify';
import { ok } from '../../lib/reply';
import { authOf } from '../../plugins/auth';
import { getStockAlert, subscribeStockAlert, unsubscribeStockAlert } from './notify.service';

/** "Notify me when back in stock" for the signed-in customer; `id` is the product id. */
export async function notifyRoutes(app: App, ctx: AppContext): Promise<void> {
  const security = [{ bearer: [] }];
  const schema = {
    tags: ['notify'],
    security,
    params: IdParamsSchema,
    response: { 200: StockAlertResponseSchema },
  };

  app.get(
    '/stock-alerts/:id',
    {
      preHandler: app.authenticate,
      schema: { ...schema, summary: 'Whether I am waiting for this product to be back in stock' },
    },
    async (request) => ok(await getStockAlert(ctx, authOf(request).userId, request.params.id)),
  );

  app.put(
    '/stock-alerts/:id',
    {
      preHandler: app.authenticate,
      schema: { ...schema, summary: 'E-mail me once when this out-of-stock product is back' },
    },
    async (request) =>
      ok(
        await subscribeStockAlert(ctx, authOf(request).userId, request.params.id),
        STOCK_ALERT_SUBSCRIBED_MESSAGE,
      ),
  );

  app.delete(
    '/stock-alerts/:id',
    {
      preHandler: app.authenticate,
      schema: { ...schema, summary: 'Stop waiting for this product' },
    },
    async (request) =>
      ok(
        await unsubscribeStockAlert(ctx, authOf(request).userId, request.params.id),
        STOCK_ALERT_REMOVED_MESSAGE,
      ),
  );
}
