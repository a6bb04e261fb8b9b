import {
  AdminReturnPageSchema,
  AdminReturnResponseSchema,
  AdminReturnsQuerySchema,
  IdParamsSchema,
} from '@store/contract';
import type { AppContext } from '../../context';
import type { App } from '../../lib/fastify';
import { ok } from '../../lib/reply';
import { pdfRoute } from '../../lib/pdf-reply';
import { getAdminReturn, listAdminReturns } from './returns-admin.service';
import { creditNotePdfOf } from './returns.service';

/** Staff return calls, under /api/admin (decisions.md › Returns and credit notes). */
export async function returnsAdminRoutes(app: App, ctx: AppContext): Promise<void> {
  const tags = ['staff'];
  const security = [{ bearer: [] }];

  app.get(
    '/returns',
    {
      schema: {
        tags,
        security,
        summary: 'Returns: requested first, then approved, received; newest first within each',
        querystring: AdminReturnsQuerySchema,
        response: { 200: AdminReturnPageSchema },
      },
    },
    async (request) => {
      const page = await listAdminReturns(ctx.db, request.query, ctx);
      return ok(page);
    },
  );

  app.get(
    '/returns/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One return',
        params: IdParamsSchema,
        response: { 200: AdminReturnResponseSchema },
      },
    },
    async (request) => {
      const ret = await getAdminReturn(ctx.db, request.params.id, ctx);
      return ok(ret);
    },
  );

  pdfRoute(
    app,
    '/returns/:id/credit-note',
    { tags, summary: "A return's GST credit note (PDF)" },
    (returnId) => creditNotePdfOf(ctx.db, { returnId }, ctx),
  );
}
