import {
  AdminQuotePatchBodySchema,
  AdminQuotesQuerySchema,
  IdParamsSchema,
  QUOTE_MESSAGES,
  QuotePageSchema,
  QuoteResponseSchema,
} from '@store/contract';
import type { AppContext } from '../../context';
import type { App } from '../../lib/fastify';
import { ok } from '../../lib/reply';
import { pdfRoute } from '../../lib/pdf-reply';
import { quotePdfAnswer } from './quote-pdf';
import { answerQuote } from './quote-answer.service';
import { getQuote, listAdminQuotes } from './quotes.service';

/** Staff quote calls, under /api/admin (decisions.md › Request for quote). */
export async function quotesAdminRoutes(app: App, ctx: AppContext): Promise<void> {
  const tags = ['staff'];
  const security = [{ bearer: [] }];

  app.get(
    '/quotes',
    {
      schema: {
        tags,
        security,
        summary: 'Quotes: new requests first, then newest first; ?status= filters',
        querystring: AdminQuotesQuerySchema,
        response: { 200: QuotePageSchema },
      },
    },
    async (request) => {
      const page = await listAdminQuotes(ctx.db, request.query, ctx);
      return ok(page);
    },
  );

  app.get(
    '/quotes/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One quote',
        params: IdParamsSchema,
        response: { 200: QuoteResponseSchema },
      },
    },
    async (request) => {
      const quote = await getQuote(ctx.db, { quoteId: request.params.id }, ctx);
      return ok(quote);
    },
  );

  pdfRoute(app, '/quotes/:id/pdf', { tags, summary: 'The quote as a PDF' }, async (quoteId) =>
    quotePdfAnswer(await getQuote(ctx.db, { quoteId }, ctx), ctx),
  );

  app.patch(
    '/quotes/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Answer a request (unit price per line, valid_until, staff_note → QUOTED) or turn it down',
        description:
          '{ status: "REJECTED", reason } turns the request down. A unit price of zero or above the ' +
          'list price, valid_until in the past or more than 30 days ahead: 400. Not a new request ' +
          '(e.g. already ordered): 409.',
        params: IdParamsSchema,
        body: AdminQuotePatchBodySchema,
        response: { 200: QuoteResponseSchema },
      },
    },
    async (request) => {
      const quote = await answerQuote(
        ctx.db,
        { quoteId: request.params.id, body: request.body },
        ctx,
      );
      return ok(quote, 'status' in request.body ? QUOTE_MESSAGES.rejected : QUOTE_MESSAGES.quoted);
    },
  );
}
