import {
  CreateQuoteBodySchema,
  DeclineQuoteBodySchema,
  IdParamsSchema,
  quoteFileName,
  MyQuotesQuerySchema,
  QUOTE_MESSAGES,
  QuotePageSchema,
  QuoteResponseSchema,
} from '@store/contract';
import type { AppContext } from '../../context';
import { conflict } from '../../lib/errors';
import type { App } from '../../lib/fastify';
import { ok } from '../../lib/reply';
import { authOf } from '../../plugins/auth';
import { sendPdf } from '../invoices/invoices.routes';
import { renderQuotePdf } from './quote-pdf';
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

  app.get(
    '/quotes/:id/pdf',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'The quote as a PDF (supplier, buyer, lines, unit prices, GST, validity)',
        description: 'Only an answered quote; a request not yet quoted: 409.',
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const quote = await getQuote(
        ctx.db,
        { quoteId: request.params.id, userId: authOf(request).userId },
        ctx,
      );
      if (quote.total_amount === null) throw conflict(QUOTE_MESSAGES.notQuotedYet);
      return sendPdf(reply, await renderQuotePdf(quote, ctx.config), quoteFileName(quote.number));
    },
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
