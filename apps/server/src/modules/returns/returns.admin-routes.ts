import {
  AdminReturnPageSchema,
  AdminReturnResponseSchema,
  AdminReturnsQuerySchema,
  creditNoteFileName,
  IdParamsSchema,
} from '@store/contract';
import type { AppContext } from '../../context';
import type { App } from '../../lib/fastify';
import { ok } from '../../lib/reply';
import { sendPdf } from '../invoices/invoices.routes';
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

  app.get(
    '/returns/:id/credit-note',
    {
      schema: {
        tags,
        security,
        summary: "A return's GST credit note (PDF)",
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const { pdf, number } = await creditNotePdfOf(ctx.db, { returnId: request.params.id }, ctx);
      return sendPdf(reply, pdf, creditNoteFileName(number));
    },
  );
}
