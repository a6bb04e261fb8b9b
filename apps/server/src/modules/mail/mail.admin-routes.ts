import {
  AdminMailPageSchema,
  AdminMailQuerySchema,
  IdParamsSchema,
  MAIL_RESENT_MESSAGE,
  OutboxMailResponseSchema,
} from '@store/contract';
import type { AppContext } from '../../context';
import type { App } from '../../lib/fastify';
import { ok } from '../../lib/reply';
import { listOutbox, resendMail } from './mail.service';

/** The staff outbox (decisions.md › Order e-mails), under /api/admin (ADMIN only). */
export async function mailAdminRoutes(app: App, ctx: AppContext): Promise<void> {
  const security = [{ bearer: [] }];

  app.get(
    '/mail',
    {
      schema: {
        tags: ['staff'],
        summary: 'The mail outbox, newest first: queued, sending, sent and failed mails',
        security,
        querystring: AdminMailQuerySchema,
        response: { 200: AdminMailPageSchema },
      },
    },
    async (request) => ok(await listOutbox(ctx.db, request.query)),
  );

  app.post(
    '/mail/:id/resend',
    {
      schema: {
        tags: ['staff'],
        summary: 'Queue a sent or failed mail again (as a fresh copy)',
        security,
        params: IdParamsSchema,
        response: { 201: OutboxMailResponseSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return ok(await resendMail(ctx.db, request.params.id), MAIL_RESENT_MESSAGE);
    },
  );
}
