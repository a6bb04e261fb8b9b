import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreateReturnBodySchema,
  IdParamsSchema,
  MAX_UPLOAD_BYTES,
  MyReturnsQuerySchema,
  RETURN_MESSAGES,
  ReturnEligibilityResponseSchema,
  ReturnListResponseSchema,
  ReturnPageSchema,
  ReturnPhotoUploadResponseSchema,
  ReturnResponseSchema,
} from '@store/contract';
import type { AppContext } from '../../context';
import type { App } from '../../lib/fastify';
import { pdfRoute } from '../../lib/pdf-reply';
import { ok } from '../../lib/reply';
import { acceptSingleFile, readSingleFile } from '../../lib/upload';
import { authOf } from '../../plugins/auth';
import { answerOrderRead } from '../order-views/order-read-cache';
import { PHOTO_TOO_LARGE, storeReturnPhoto } from './return-photos';
import {
  creditNotePdfOf,
  eligibilityExpiresAt,
  getReturnEligibility,
  listMyReturns,
  listOrderReturns,
  requestReturn,
} from './returns.service';

const PHOTO_UPLOAD = {
  maxBytes: MAX_UPLOAD_BYTES,
  tooLarge: PHOTO_TOO_LARGE,
  oneFile: 'Upload one picture at a time, in the field "file"',
  choose: 'Choose a picture to upload',
};

/** The customer's return calls (decisions.md › Returns and credit notes); another customer's order or return is 404. */
export async function returnsRoutes(app: App, ctx: AppContext): Promise<void> {
  const tags = ['returns'];
  const security = [{ bearer: [] }];

  app.post(
    '/orders/:id/returns',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Ask for a return of delivered units of an order',
        description:
          `Within RETURN_WINDOW_DAYS of delivery. Not delivered: 409 "${RETURN_MESSAGES.notDelivered}"; ` +
          `after the window: 409 "${RETURN_MESSAGES.windowClosed}"; more than delivered less what is ` +
          'already in returns (this request or earlier ones): 400 naming the line. Photos: object ' +
          'keys from POST /returns/photos (at most 3).',
        params: IdParamsSchema,
        body: CreateReturnBodySchema,
        response: { 201: ReturnResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await requestReturn(
        ctx.db,
        { userId: authOf(request).userId, orderId: request.params.id, body: request.body },
        ctx,
      );
      reply.status(201);
      return ok(created, RETURN_MESSAGES.created);
    },
  );

  app.get(
    '/orders/:id/returns',
    {
      preHandler: app.authenticateOrderReader,
      schema: {
        tags,
        security,
        summary: "The order's returns, newest first",
        params: IdParamsSchema,
        response: { 200: ReturnListResponseSchema },
      },
    },
    async (request, reply) =>
      answerOrderRead(request, reply, `order-returns ${request.params.id}`, async () => ({
        body: ok(
          await listOrderReturns(
            ctx.db,
            { userId: authOf(request).userId, orderId: request.params.id },
            ctx,
          ),
        ),
      })),
  );

  app.get(
    '/orders/:id/return-eligibility',
    {
      preHandler: app.authenticateOrderReader,
      schema: {
        tags,
        security,
        summary: 'Whether a return may be asked for now, the days left and the units of each line',
        params: IdParamsSchema,
        response: { 200: ReturnEligibilityResponseSchema },
      },
    },
    async (request, reply) =>
      answerOrderRead(request, reply, `return-eligibility ${request.params.id}`, async () => {
        const answer = await getReturnEligibility(
          ctx.db,
          { userId: authOf(request).userId, orderId: request.params.id },
          ctx,
        );
        return { body: ok(answer), expiresAt: eligibilityExpiresAt(answer) };
      }),
  );

  app.get(
    '/returns/my-returns',
    {
      preHandler: app.authenticateOrderReader,
      schema: {
        tags,
        security,
        summary: "The caller's returns, newest first (paged, limit default 100)",
        querystring: MyReturnsQuerySchema,
        response: { 200: ReturnPageSchema },
      },
    },
    async (request, reply) =>
      answerOrderRead(
        request,
        reply,
        `my-returns ${request.query.index} ${request.query.limit}`,
        async () => ({
          body: ok(
            await listMyReturns(ctx.db, { userId: authOf(request).userId, ...request.query }, ctx),
          ),
        }),
      ),
  );

  pdfRoute(
    app,
    '/returns/:id/credit-note',
    {
      tags,
      summary: "A received return's GST credit note (application/pdf)",
      description: `Before the return is received: 409 "${RETURN_MESSAGES.creditNoteNotIssued}".`,
      preHandler: app.authenticate,
    },
    async (returnId, request) =>
      creditNotePdfOf(ctx.db, { returnId, userId: authOf(request).userId }, ctx),
  );

  // ----- photos: multipart is parsed only in this child scope -----
  await app.register(async (uploads) => {
    const route = uploads.withTypeProvider<ZodTypeProvider>();
    await acceptSingleFile(route, PHOTO_UPLOAD);
    route.post(
      '/returns/photos',
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          security,
          summary:
            'Upload a picture for a return (multipart field "file"): JPEG, PNG or WebP, at most 5 MB',
          description:
            'The type is decided by the content. Answers the object key to name in the return ' +
            '(at most 3 a return); a file that is not a picture is 415.',
          consumes: ['multipart/form-data'],
          response: { 201: ReturnPhotoUploadResponseSchema },
        },
      },
      async (request, reply) => {
        const bytes = await readSingleFile(request, PHOTO_UPLOAD);
        const photo = await storeReturnPhoto(new Uint8Array(bytes), authOf(request).userId, ctx);
        return reply.status(201).send(ok(photo, 'Picture uploaded'));
      },
    );
  });
}
