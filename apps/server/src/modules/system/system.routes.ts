import { ShopDetailsSchema, envelope, HealthProblemSchema, HealthSchema } from '@store/contract';
import type { AppContext } from '../../context';
import type { App } from '../../lib/fastify';
import { shopOf } from './shop';
import { databaseAnswers, writesWork } from './system.service';

export async function systemRoutes(app: App, ctx: AppContext): Promise<void> {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness, whether the database answers and takes writes, and the read replica',
        description:
          '200 when the database answers and a write commits; 503 with the problem in words ' +
          '(not answering, disk full, read-only) otherwise.',
        response: { 200: HealthSchema, 503: HealthProblemSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!(await databaseAnswers(ctx.db))) {
        return reply.status(503).send({
          status: 'error' as const,
          db: 'error' as const,
          writes: 'failing' as const,
          problem: 'The database is not answering.',
        });
      }
      const writes = await writesWork(ctx.db);
      if (!writes.ok) {
        return reply.status(503).send({
          status: 'error' as const,
          db: 'ok' as const,
          writes: 'failing' as const,
          problem: writes.problem,
        });
      }
      // A lagging or lost replica is no reason to take this process out of rotation: its
      // reads go to the primary meanwhile. It is reported, for the operator.
      const replica = ctx.database.replica?.status();
      return reply
        .status(200)
        .send({ status: 'ok' as const, db: 'ok' as const, ...(replica ? { replica } : {}) });
    },
  );

  app.get(
    '/company',
    {
      schema: {
        tags: ['system'],
        summary: 'Company details',
        response: { 200: envelope(ShopDetailsSchema) },
      },
    },
    async () => ({ success: true, message: 'OK', data: shopOf(ctx.config) }),
  );
}
