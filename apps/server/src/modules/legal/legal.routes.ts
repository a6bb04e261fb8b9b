import { LegalInfoResponseSchema } from '@store/contract';
import type { AppContext } from '../../context';
import type { App } from '../../lib/fastify';
import { ok } from '../../lib/reply';
import { legalInfoOf } from './legal.service';

export async function legalRoutes(app: App, ctx: AppContext): Promise<void> {
  app.get(
    '/legal',
    {
      schema: {
        tags: ['system'],
        summary: 'Seller, customer-care and grievance-officer details for the policy pages',
        response: { 200: LegalInfoResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return ok(legalInfoOf(ctx.config));
    },
  );
}
