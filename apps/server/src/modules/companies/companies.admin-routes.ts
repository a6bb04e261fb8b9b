import {
  AdminCompanyBodySchema,
  AdminCompanyPageSchema,
  AdminCompanyResponseSchema,
  IdParamsSchema,
  PagingQuerySchema,
} from '@store/contract';
import type { AppContext } from '../../context';
import type { App } from '../../lib/fastify';
import { ok } from '../../lib/reply';
import { listAdminCompanies, updateCreditTerms } from './company-credit';

/** Staff: companies, their credit terms and what they owe (decisions.md › §16), under /api/admin. */
export async function companiesAdminRoutes(app: App, ctx: AppContext): Promise<void> {
  const security = [{ bearer: [] }];
  app.get(
    '/companies',
    {
      schema: {
        tags: ['staff'],
        summary: 'Companies with credit terms, outstanding and overdue amounts',
        security,
        querystring: PagingQuerySchema,
        response: { 200: AdminCompanyPageSchema },
      },
    },
    async (request) => {
      return ok(await listAdminCompanies(ctx.db, request.query));
    },
  );
  app.patch(
    '/companies/:id',
    {
      schema: {
        tags: ['staff'],
        summary: "Set a company's credit days (7, 15, 30, 45 or 60) and credit limit (rupees)",
        security,
        params: IdParamsSchema,
        body: AdminCompanyBodySchema,
        response: { 200: AdminCompanyResponseSchema },
      },
    },
    async (request) => {
      return ok(
        await updateCreditTerms(
          ctx.db,
          request.params.id,
          request.body,
          ctx.config.MSME_UDYAM_NUMBER,
        ),
        'Credit terms updated',
      );
    },
  );
}
