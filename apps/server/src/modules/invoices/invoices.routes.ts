import {
  InvoiceCopyQuerySchema,
  invoiceFileName,
  proformaFileName,
  type InvoiceCopyChoice,
  type Order,
} from '@store/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { App } from '../../lib/fastify';
import { pdfRoute, type PdfAnswer } from '../../lib/pdf-reply';
import { authOf } from '../../plugins/auth';
import { getMyOrder } from '../order-views/order-views.service';
import { renderProformaPdf, renderTaxInvoicePdf } from './invoice-documents';
import { cancellationCreditNotePdf, NO_CANCELLATION_CREDIT_NOTE } from './credit-notes';

interface RouteText {
  summary: string;
  description?: string;
}

/**
 * An order's three documents, answered to its owner (or a member of its company) under /api
 * and to staff under /api/admin: the same document from the same order, found two ways.
 */
export const ORDER_DOCUMENTS: {
  url: string;
  customer: RouteText;
  staff: RouteText;
  /** The query the document takes, validated (the tax invoice's copies). */
  querystring?: typeof InvoiceCopyQuerySchema;
  answer: (order: Order, ctx: AppContext, request: FastifyRequest) => Promise<PdfAnswer>;
}[] = [
  {
    url: '/orders/:id/invoice',
    customer: {
      summary: 'The tax invoice of a shipped order (application/pdf)',
      description:
        'Before the order ships: 409 "The invoice is issued when the order ships". ' +
        '?copy=original (default), duplicate, triplicate or all (the three copies of rule 48).',
    },
    staff: {
      summary: "Any order's tax invoice (PDF)",
      description:
        'Before the order ships: 409 "The invoice is issued when the order ships". ' +
        '?copy=original (default), duplicate, triplicate or all (the three copies of rule 48).',
    },
    querystring: InvoiceCopyQuerySchema,
    answer: async (order, ctx, request) => {
      const { copy } = request.query as { copy: InvoiceCopyChoice };
      const name = invoiceFileName(order.invoice?.number ?? 'draft');
      return {
        pdf: await renderTaxInvoicePdf(ctx.db, order.order_id, ctx, copy),
        fileName: copy === 'original' ? name : name.replace(/\.pdf$/, `-${copy}.pdf`),
      };
    },
  },
  {
    url: '/orders/:id/proforma',
    customer: {
      summary: 'The proforma invoice of an order that is not cancelled (application/pdf)',
    },
    staff: { summary: "Any open order's proforma invoice (PDF)" },
    answer: async (order, ctx) => ({
      pdf: await renderProformaPdf(ctx.db, order.order_id, ctx),
      fileName: proformaFileName(order.order_id),
    }),
  },
  {
    url: '/orders/:id/credit-note',
    customer: {
      summary: "The GST credit note of a cancelled order's invoice (application/pdf)",
      description: `An order cancelled after its invoice was issued gets a credit note for the whole invoice. Otherwise: 409 "${NO_CANCELLATION_CREDIT_NOTE}".`,
    },
    staff: {
      summary: "The GST credit note of a cancelled order's invoice (PDF)",
      description: `Only for an order cancelled after its invoice was issued; otherwise 409 "${NO_CANCELLATION_CREDIT_NOTE}".`,
    },
    answer: (order, ctx) => cancellationCreditNotePdf(ctx.db, order, ctx),
  },
];

/** Customer invoice downloads (decisions.md › GST and invoices); another user's order is 404. */
export async function invoicesRoutes(app: App, ctx: AppContext): Promise<void> {
  for (const document of ORDER_DOCUMENTS) {
    pdfRoute(
      app,
      document.url,
      {
        tags: ['invoices'],
        ...document.customer,
        preHandler: app.authenticate,
        ...(document.querystring ? { querystring: document.querystring } : {}),
      },
      async (id, request) =>
        document.answer(await getMyOrder(ctx.db, authOf(request).userId, id), ctx, request),
    );
  }
}
