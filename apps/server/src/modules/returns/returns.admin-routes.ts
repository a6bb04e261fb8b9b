import {
  AdminReturnPageSchema,
  AdminReturnResponseSchema,
  AdminReturnsQuerySchema,
  ChangeReturnBodySchema,
  IdParamsSchema,
  RETURN_MESSAGES,
} from '@store/contract';
import type { AppContext } from '../../context';
import type { App } from '../../lib/fastify';
import { ok } from '../../lib/reply';
import { authOf } from '../../plugins/auth';
import { pdfRoute } from '../../lib/pdf-reply';
import { changeReturn, getAdminReturn, listAdminReturns } from './returns-admin.service';
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

  app.patch(
    '/returns/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Approve, reject, receive or refund a return',
        description:
          'REQUESTED → APPROVED or REJECTED (remarks required to reject) → RECEIVED (lines: ' +
          '[{ return_line_id, damaged }]; stock back unless damaged and the GST credit note, in one ' +
          "transaction; a paid order's payment becomes REFUND_DUE) → REFUNDED (reference required). " +
          `Anything else is 409; receiving twice: 409 "${RETURN_MESSAGES.alreadyReceived}".`,
        params: IdParamsSchema,
        body: ChangeReturnBodySchema,
        response: { 200: AdminReturnResponseSchema },
      },
    },
    async (request) => {
      const ret = await changeReturn(
        ctx.db,
        { returnId: request.params.id, staffId: authOf(request).userId, body: request.body },
        ctx,
      );
      return ok(ret, `Return ${ret.number} is now ${ret.status}`);
    },
  );

  pdfRoute(
    app,
    '/returns/:id/credit-note',
    { tags, summary: "A return's GST credit note (PDF)" },
    (returnId) => creditNotePdfOf(ctx.db, { returnId }, ctx),
  );
}
