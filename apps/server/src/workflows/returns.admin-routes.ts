import {
  AdminReturnResponseSchema,
  ChangeReturnBodySchema,
  IdParamsSchema,
  RETURN_MESSAGES,
} from '@store/contract';
import type { AppContext } from '../context';
import type { App } from '../lib/fastify';
import { ok } from '../lib/reply';
import { authOf } from '../plugins/auth';
import { changeReturn } from './return-process';

/** Staff move a return (decisions.md › Returns and credit notes), under /api/admin. */
export async function returnWorkflowAdminRoutes(app: App, ctx: AppContext): Promise<void> {
  const tags = ['staff'];
  const security = [{ bearer: [] }];

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
}
