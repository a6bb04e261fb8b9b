import { CompanySchema, envelope, HealthSchema } from '@store/contract';
import type { AppContext } from '../../context';
import type { App } from '../../lib/fastify';
import { AppError } from '../../lib/errors';
import { companyOf } from './company';
import { databaseAnswers } from './system.service';

export async function systemRoutes(app: App, ctx: AppContext): Promise<void> {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: HealthSchema },
      },
    },
    async () => {
      if (!(await databaseAnswers(ctx.db)))
        throw new AppError('internal', 'The database is not answering');
      return { status: 'ok' as const, db: 'ok' as const };
    },
  );

  app.get(
    '/company',
    {
      schema: {
        tags: ['system'],
        summary: 'Company details',
        response: { 200: envelope(CompanySchema) },
      },
    },
    async () => ({ success: true, message: 'OK', data: companyOf(ctx.config) }),
  );
}
