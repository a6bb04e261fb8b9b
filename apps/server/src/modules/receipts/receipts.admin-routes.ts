import {
  CompanyAccountResponseSchema,
  IdParamsSchema,
  ReceiptBodySchema,
  ReceiptResponseSchema,
  StatementQuerySchema,
} from '@store/contract';
import type { AppContext } from '../../context';
import type { App } from '../../lib/fastify';
import { sendPdf } from '../../lib/pdf-reply';
import { ok } from '../../lib/reply';
import { authOf } from '../../plugins/auth';
import { companyAccount, recordReceipt } from './receipts.service';
import { companyStatement, statementFile } from './statement.service';
import { renderStatementPdf } from './statement-pdf';

/** Staff: money received from a company and its statement (decisions.md › §24), under /api/admin. */
export async function receiptsAdminRoutes(app: App, ctx: AppContext): Promise<void> {
  const security = [{ bearer: [] }];
  const tags = ['staff'];

  app.post(
    '/companies/:id/receipts',
    {
      schema: {
        tags,
        security,
        summary: 'Record money received from a company (rupees; TDS counts as received)',
        description:
          'Without allocations it settles the oldest unpaid credit invoices first; an invoice ' +
          'settled in full makes its payment PAID; what is left is an advance that settles the ' +
          'next invoices. An allocation above what an invoice owes, or to an order that is not ' +
          "this company's unpaid credit invoice, is 400 naming allocations; a date in the future " +
          'is 400 naming received_on. docs/decisions/360.',
        params: IdParamsSchema,
        body: ReceiptBodySchema,
        response: { 201: ReceiptResponseSchema },
      },
    },
    async (request, reply) => {
      const receipt = await recordReceipt(
        ctx.db,
        request.params.id,
        request.body,
        authOf(request).userId,
      );
      reply.status(201);
      return ok(receipt, `Receipt ${receipt.number} recorded`);
    },
  );

  app.get(
    '/companies/:id/account',
    {
      schema: {
        tags,
        security,
        summary: 'What a company owes today: outstanding, overdue, advance, ageing, its receipts',
        params: IdParamsSchema,
        response: { 200: CompanyAccountResponseSchema },
      },
    },
    async (request) => ok(await companyAccount(ctx.db, request.params.id)),
  );

  app.get(
    '/companies/:id/statement',
    {
      schema: {
        tags,
        security,
        summary: "A company's statement of account for a period (format=pdf: the PDF)",
        description: 'from after to, or a period longer than 2 years, is 400.',
        params: IdParamsSchema,
        querystring: StatementQuerySchema,
        produces: ['application/json', 'application/pdf'],
      },
    },
    async (request, reply) => {
      const { from, to, format } = request.query;
      const s = await companyStatement(ctx.db, request.params.id, { from, to });
      if (format === 'pdf')
        return sendPdf(reply, await renderStatementPdf(s, ctx.config), statementFile(s));
      return ok(s);
    },
  );
}
