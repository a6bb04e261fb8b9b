import { StatementQuerySchema } from '@store/contract';
import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../lib/errors';
import type { App } from '../../lib/fastify';
import { sendPdf } from '../../lib/pdf-reply';
import { ok } from '../../lib/reply';
import { authOf } from '../../plugins/auth';
import { COMPANY_NOT_FOUND, membershipOf } from '../companies/companies.service';
import { companyStatement, statementFile } from './statement.service';
import { renderStatementPdf } from './statement-pdf';

export const STATEMENT_FORBIDDEN =
  "Only your company's administrators and viewers see its statement";

/** The company's own statement of account (decisions.md › §24): its ADMINs and VIEWERs. */
export async function receiptsRoutes(app: App, ctx: AppContext): Promise<void> {
  app.get(
    '/companies/mine/statement',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['companies'],
        security: [{ bearer: [] }],
        summary: "Your company's statement of account for a period (format=pdf: the PDF)",
        description:
          'Company ADMIN and VIEWER; a BUYER is 403, no company 404. from after to, or a period ' +
          'longer than 2 years, is 400.',
        querystring: StatementQuerySchema,
        produces: ['application/json', 'application/pdf'],
      },
    },
    async (request, reply) => {
      const m = await membershipOf(ctx.db, authOf(request).userId);
      if (!m) throw notFound(COMPANY_NOT_FOUND);
      if (m.role === 'BUYER') throw forbidden(STATEMENT_FORBIDDEN);
      const { from, to, format } = request.query;
      const s = await companyStatement(ctx.db, m.companyId, { from, to });
      if (format === 'pdf')
        return sendPdf(reply, await renderStatementPdf(s, ctx.config), statementFile(s));
      return ok(s);
    },
  );
}
