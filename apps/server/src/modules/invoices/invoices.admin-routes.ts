import type { AppContext } from '../../context';
import type { App } from '../../lib/fastify';
import { pdfRoute } from '../../lib/pdf-reply';
import { getAdminOrder } from '../order-views/staff-orders.service';
import { ORDER_DOCUMENTS } from './invoices.routes';

/** Staff invoice downloads, under /api/admin: any order's documents. */
export async function invoicesAdminRoutes(app: App, ctx: AppContext): Promise<void> {
  for (const document of ORDER_DOCUMENTS) {
    pdfRoute(
      app,
      document.url,
      {
        tags: ['staff'],
        ...document.staff,
        ...(document.querystring ? { querystring: document.querystring } : {}),
      },
      async (id, request) => document.answer(await getAdminOrder(ctx.db, id), ctx, request),
    );
  }
}
