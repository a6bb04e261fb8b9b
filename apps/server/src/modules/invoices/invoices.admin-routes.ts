import {
  creditNoteFileName,
  IdParamsSchema,
  invoiceFileName,
  proformaFileName,
} from '@store/contract';
import type { AppContext } from '../../context';
import type { App } from '../../lib/fastify';
import { getAdminOrder } from '../order-views/staff-orders.service';
import { renderProformaPdf, renderTaxInvoicePdf } from './invoice-documents';
import { sendPdf } from './invoices.routes';
import { cancellationCreditNotePdf, NO_CANCELLATION_CREDIT_NOTE } from './credit-notes';

/** Staff invoice downloads, under /api/admin. */
export async function invoicesAdminRoutes(app: App, ctx: AppContext): Promise<void> {
  const security = [{ bearer: [] }];

  app.get(
    '/orders/:id/invoice',
    {
      schema: {
        tags: ['staff'],
        security,
        summary: "Any order's tax invoice (PDF)",
        description: 'Before the order ships: 409 "The invoice is issued when the order ships".',
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const order = await getAdminOrder(ctx.db, request.params.id);
      const pdf = await renderTaxInvoicePdf(ctx.db, order.order_id, ctx);
      return sendPdf(reply, pdf, invoiceFileName(order.invoice?.number ?? 'draft'));
    },
  );

  app.get(
    '/orders/:id/proforma',
    {
      schema: {
        tags: ['staff'],
        security,
        summary: "Any open order's proforma invoice (PDF)",
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const order = await getAdminOrder(ctx.db, request.params.id);
      const pdf = await renderProformaPdf(ctx.db, order.order_id, ctx);
      return sendPdf(reply, pdf, proformaFileName(order.order_id));
    },
  );

  app.get(
    '/orders/:id/credit-note',
    {
      schema: {
        tags: ['staff'],
        security,
        summary: "The GST credit note of a cancelled order's invoice (PDF)",
        description: `Only for an order cancelled after its invoice was issued; otherwise 409 "${NO_CANCELLATION_CREDIT_NOTE}".`,
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const order = await getAdminOrder(ctx.db, request.params.id);
      const { pdf, number } = await cancellationCreditNotePdf(ctx.db, order, ctx);
      return sendPdf(reply, pdf, creditNoteFileName(number));
    },
  );
}
