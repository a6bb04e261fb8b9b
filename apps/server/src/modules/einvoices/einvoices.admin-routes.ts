import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  E_INVOICE_MESSAGES,
  EInvoiceCancelBodySchema,
  EInvoiceImportResponseSchema,
  EInvoiceListQuerySchema,
  EInvoiceListResponseSchema,
  EInvoiceMonthQuerySchema,
  EInvoiceRecordBodySchema,
  EInvoiceRefResponseSchema,
  eInvoiceFileName,
  IdParamsSchema,
} from '@store/contract';
import type { AppContext } from '../../context';
import type { App } from '../../lib/fastify';
import { AppError, invalid } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { cancelEInvoice, cancelJsonOf, importAnswers, recordAnswer } from './einvoice-answers';
import {
  invoiceDocumentOf,
  irpJsonOf,
  listEInvoices,
  returnDocumentOf,
  type EInvoiceDocument,
} from './einvoice-documents';
import { monthPendingFile } from './einvoice-bulk';

const MAX_RESPONSE_FILE_BYTES = 5 * 1024 * 1024;

/** E-invoices for staff, under /api/admin (decisions.md › §21; docs/decisions/335-339). */
export async function einvoicesAdminRoutes(app: App, ctx: AppContext): Promise<void> {
  const tags = ['staff'];
  const security = [{ bearer: [] }];
  const kinds: {
    base: 'orders' | 'returns';
    what: string;
    find: (id: string) => Promise<EInvoiceDocument>;
  }[] = [
    {
      base: 'orders',
      what: "an order's tax invoice",
      find: (id) => invoiceDocumentOf(ctx.db, id, ctx),
    },
    {
      base: 'returns',
      what: "a return's credit note",
      find: (id) => returnDocumentOf(ctx.db, id, ctx),
    },
  ];

  app.get(
    '/e-invoices',
    {
      schema: {
        tags,
        security,
        summary: 'The e-invoiced documents in one status (PENDING, REGISTERED or CANCELLED)',
        querystring: EInvoiceListQuerySchema,
        response: { 200: EInvoiceListResponseSchema },
      },
    },
    async (request) => ok(await listEInvoices(ctx.db, request.query.status, ctx)),
  );

  for (const kind of kinds) {
    app.get(
      `/${kind.base}/:id/e-invoice.json`,
      {
        schema: {
          tags,
          security,
          summary: `The IRP's schema-1.1 JSON of ${kind.what}`,
          params: IdParamsSchema,
          produces: ['application/json'],
        },
      },
      async (request, reply) => {
        const document = await kind.find(request.params.id);
        reply.header(
          'content-disposition',
          `attachment; filename="${eInvoiceFileName(document.row.docNo)}"`,
        );
        reply.header('content-type', 'application/json; charset=utf-8');
        return reply.send(JSON.stringify(irpJsonOf(document, ctx), null, 2));
      },
    );

    app.post(
      `/${kind.base}/:id/e-invoice`,
      {
        schema: {
          tags,
          security,
          summary: `Record the IRP's answer for ${kind.what}: { Irn, AckNo, AckDt, SignedQRCode }`,
          description:
            "Irn is 64 hexadecimal characters; SignedQRCode must name the store's GSTIN, the " +
            'document number and this Irn. Anything else is 400 naming the field.',
          params: IdParamsSchema,
          body: EInvoiceRecordBodySchema,
          response: { 200: EInvoiceRefResponseSchema },
        },
      },
      async (request) => {
        const document = await kind.find(request.params.id);
        return ok(
          await recordAnswer(ctx.db, document.row, request.body, ctx),
          'E-invoice registered',
        );
      },
    );

    app.post(
      `/${kind.base}/:id/e-invoice/cancel`,
      {
        schema: {
          tags,
          security,
          summary: `Cancel the IRN of ${kind.what} (within 24 hours of its AckDt)`,
          description: `After 24 hours: 409 "${E_INVOICE_MESSAGES.cancelWindow}".`,
          params: IdParamsSchema,
          body: EInvoiceCancelBodySchema,
          response: { 200: EInvoiceRefResponseSchema },
        },
      },
      async (request) => {
        const document = await kind.find(request.params.id);
        return ok(await cancelEInvoice(ctx.db, document.row, request.body, ctx), 'IRN cancelled');
      },
    );

    app.get(
      `/${kind.base}/:id/e-invoice-cancel.json`,
      {
        schema: {
          tags,
          security,
          summary: `The IRP's cancel request of ${kind.what}: { Irn, CnlRsn, CnlRem }`,
          params: IdParamsSchema,
          produces: ['application/json'],
        },
      },
      async (request, reply) => {
        const document = await kind.find(request.params.id);
        const body = cancelJsonOf(document.row);
        reply.header(
          'content-disposition',
          `attachment; filename="${eInvoiceFileName(`${document.row.docNo}-cancel`)}"`,
        );
        return reply.send(body);
      },
    );
  }

  app.get(
    '/reports/e-invoices.json',
    {
      schema: {
        tags,
        security,
        summary: "The month's PENDING e-invoices as one array, for the IRP's bulk upload",
        querystring: EInvoiceMonthQuerySchema,
        produces: ['application/json'],
      },
    },
    async (request, reply) => {
      const file = await monthPendingFile(ctx.db, request.query.month, ctx);
      reply.header(
        'content-disposition',
        `attachment; filename="einvoices-${request.query.month}.json"`,
      );
      reply.header('content-type', 'application/json; charset=utf-8');
      return reply.send(file);
    },
  );

  // ----- the IRP's response file: multipart is parsed only in this child scope -----
  await app.register(async (uploads) => {
    const route = uploads.withTypeProvider<ZodTypeProvider>();
    await route.register(multipart, {
      limits: { fileSize: MAX_RESPONSE_FILE_BYTES, files: 1, fields: 5, parts: 6 },
    });
    route.post(
      '/e-invoices/import',
      {
        schema: {
          tags,
          security,
          summary:
            'Record the IRP\'s response file (multipart field "file"): one object or an array, each with Irn, AckNo, AckDt, SignedInvoice, SignedQRCode',
          description:
            'All or nothing: one wrong entry is 400 naming it (file[i].Field) and nothing is recorded.',
          consumes: ['multipart/form-data'],
          response: { 200: EInvoiceImportResponseSchema },
        },
      },
      async (request) => {
        let bytes: Buffer | undefined;
        try {
          for await (const part of request.parts()) {
            if (part.type !== 'file') continue;
            if (part.fieldname !== 'file' || bytes) {
              throw invalid(E_INVOICE_MESSAGES.fileMissing, [
                { field: 'file', message: E_INVOICE_MESSAGES.fileMissing },
              ]);
            }
            bytes = await part.toBuffer();
          }
        } catch (err) {
          const code = (err as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new AppError('payload_too_large', 'The response file is larger than 5 MB');
          }
          if (code?.startsWith('FST_')) {
            throw invalid(E_INVOICE_MESSAGES.fileMissing, [
              { field: 'file', message: E_INVOICE_MESSAGES.fileMissing },
            ]);
          }
          throw err;
        }
        if (!bytes) {
          throw invalid(E_INVOICE_MESSAGES.fileMissing, [
            { field: 'file', message: E_INVOICE_MESSAGES.fileMissing },
          ]);
        }
        const result = await importAnswers(ctx.db, bytes, ctx);
        return ok(result, `${result.registered.length} e-invoice(s) registered`);
      },
    );
  });
}
