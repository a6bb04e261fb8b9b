import type { FastifyReply } from 'fastify';
import {
  creditNoteFileName,
  IdParamsSchema,
  invoiceFileName,
  proformaFileName,
} from '@store/contract';
import type { AppContext } from '../../context';
import type { App } from '../../lib/fastify';
import { authOf } from '../../plugins/auth';
import { getMyOrder } from '../order-views/order-views.service';
import { renderProformaPdf, renderTaxInvoicePdf } from './invoice-documents';
import { cancellationCreditNotePdf, NO_CANCELLATION_CREDIT_NOTE } from './credit-notes';

/** Sends a PDF as a download that is never cached (it carries personal details). */
export function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/** Customer invoice downloads (decisions.md › GST and invoices); another user's order is 404. */
export async function invoicesRoutes(app: App, ctx: AppContext): Promise<void> {
  const security = [{ bearer: [] }];

  app.get(
    '/orders/:id/invoice',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['invoices'],
        security,
        summary: 'The tax invoice of a shipped order (application/pdf)',
        description: 'Before the order ships: 409 "The invoice is issued when the order ships".',
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const order = await getMyOrder(ctx.db, authOf(request).userId, request.params.id);
      const pdf = await renderTaxInvoicePdf(ctx.db, order.order_id, ctx);
      return sendPdf(reply, pdf, invoiceFileName(order.invoice?.number ?? 'draft'));
    },
  );

  app.get(
    '/orders/:id/proforma',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['invoices'],
        security,
        summary: 'The proforma invoice of an order that is not cancelled (application/pdf)',
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const order = await getMyOrder(ctx.db, authOf(request).userId, request.params.id);
      const pdf = await renderProformaPdf(ctx.db, order.order_id, ctx);
      return sendPdf(reply, pdf, proformaFileName(order.order_id));
    },
  );

  app.get(
    '/orders/:id/credit-note',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['invoices'],
        security,
        summary: "The GST credit note of a cancelled order's invoice (application/pdf)",
        description: `An order cancelled after its invoice was issued gets a credit note for the whole invoice. Otherwise: 409 "${NO_CANCELLATION_CREDIT_NOTE}".`,
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const order = await getMyOrder(ctx.db, authOf(request).userId, request.params.id);
      const { pdf, number } = await cancellationCreditNotePdf(ctx.db, order, ctx);
      return sendPdf(reply, pdf, creditNoteFileName(number));
    },
  );
}
