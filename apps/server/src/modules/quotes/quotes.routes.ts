import {
  CreateQuoteBodySchema,
  DeclineQuoteBodySchema,
  IdParamsSchema,
  MyQuotesQuerySchema,
  QUOTE_MESSAGES,
  QuotePageSchema,
  QuoteResponseSchema,
} from '@store/contract';
import type { AppContext } from '../../context';
import type { App } from '../../lib/fastify';
import { pdfRoute } from '../../lib/pdf-reply';
import { ok } from '../../lib/reply';
import { authOf } from '../../plugins/auth';
import { quotePdfAnswer } from './quote-pdf';
import { declineQuote, getQuote, listMyQuotes, requestAgain, requestQuote } from './quotes.service';

/** The customer's quote calls (decisions.md › Request for quote); another customer's quote is 404. */
export async function quotesRoutes(app: App, ctx: AppContext): Promise<void> {
  const tags = ['quotes'];
  const security = [{ bearer: [] }];

  app.post(
    '/quotes',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Ask for a quote (from the cart or a product page)',
        description:
          "At most 200 lines; each quantity follows the product's pack and minimum (400 with the " +
          'literal message); a removed product or a needed-by date in the past: 400. Numbered Q/<FY>/<serial>.',
        body: CreateQuoteBodySchema,
        response: { 201: QuoteResponseSchema },
      },
    },
    async (request, reply) => {
      const quote = await requestQuote(
        ctx.db,
        { userId: authOf(request).userId, body: request.body },
        ctx,
      );
      reply.status(201);
      return ok(quote, QUOTE_MESSAGES.requested);
    },
  );

  app.get(
    '/quotes',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The caller's quotes, newest first",
        querystring: MyQuotesQuerySchema,
        response: { 200: QuotePageSchema },
      },
    },
    async (request) => {
      const page = await listMyQuotes(
        ctx.db,
        { userId: authOf(request).userId, ...request.query },
        ctx,
      );
      return ok(page);
    },
  );

  app.get(
    '/quotes/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "One of the caller's quotes (another customer's: 404)",
        params: IdParamsSchema,
        response: { 200: QuoteResponseSchema },
      },
    },
    async (request) => {
      const quote = await getQuote(
        ctx.db,
        { quoteId: request.params.id, userId: authOf(request).userId },
        ctx,
      );
      return ok(quote);
    },
  );

  pdfRoute(
    app,
    '/quotes/:id/pdf',
    {
      tags,
      summary: 'The quote as a PDF (supplier, buyer, lines, unit prices, GST, validity)',
      description: 'Only an answered quote; a request not yet quoted: 409.',
      preHandler: app.authenticate,
    },
    async (quoteId, request) =>
      quotePdfAnswer(await getQuote(ctx.db, { quoteId, userId: authOf(request).userId }, ctx), ctx),
  );

  app.post(
    '/quotes/:id/decline',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Decline a quote, with a reason',
        description: 'Only a QUOTED quote; otherwise 409 naming why.',
        params: IdParamsSchema,
        body: DeclineQuoteBodySchema,
        response: { 200: QuoteResponseSchema },
      },
    },
    async (request) => {
      const quote = await declineQuote(
        ctx.db,
        { userId: authOf(request).userId, quoteId: request.params.id, reason: request.body.reason },
        ctx,
      );
      return ok(quote, QUOTE_MESSAGES.declined);
    },
  );

  app.post(
    '/quotes/:id/request-again',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          'Ask again: a new request with the lines of an expired, declined or turned-down quote',
        params: IdParamsSchema,
        response: { 201: QuoteResponseSchema },
      },
    },
    async (request, reply) => {
      const quote = await requestAgain(
        ctx.db,
        { userId: authOf(request).userId, quoteId: request.params.id },
        ctx,
      );
      reply.status(201);
      return ok(quote, QUOTE_MESSAGES.requested);
    },
  );
}
