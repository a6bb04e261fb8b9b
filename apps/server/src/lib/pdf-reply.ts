import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { IdParamsSchema } from '@store/contract';
import type { App } from './fastify';

/**
 * A document answered as a PDF download (docs/decisions/310): invoices, proformas, credit notes
 * and quotes, to their owner (or a member of the owner's company) and to staff. Whose it is
 * stays with the caller's `answer`: it looks the document up for the signed-in user and throws
 * not_found (404) for anyone else's, so another's document is never told apart from none.
 */
export interface PdfAnswer {
  pdf: Buffer;
  fileName: string;
}

/** Sends a PDF as a download that is never cached (it carries personal details). */
export function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

export interface PdfRouteOptions {
  tags: string[];
  summary: string;
  description?: string;
  /** The customer's routes: app.authenticate. Staff routes are guarded by their scope. */
  preHandler?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** The query a document takes (e.g. the tax invoice's `copy`), validated by its schema. */
  querystring?: ZodType;
}

/** GET `url` (with an :id) answering the PDF `answer` finds for the request, bearer-only. */
export function pdfRoute(
  app: App,
  url: string,
  options: PdfRouteOptions,
  answer: (id: string, request: FastifyRequest) => Promise<PdfAnswer>,
): void {
  const { preHandler, querystring, ...doc } = options;
  app.get(
    url,
    {
      ...(preHandler ? { preHandler } : {}),
      schema: {
        ...doc,
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        ...(querystring ? { querystring } : {}),
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await answer(request.params.id, request);
      return sendPdf(reply, pdf, fileName);
    },
  );
}
