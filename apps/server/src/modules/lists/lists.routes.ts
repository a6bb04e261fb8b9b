import {
  BuyingListResponseSchema,
  BuyingListsResponseSchema,
  CreateListBodySchema,
  ListParamsSchema,
  ListToCartResponseSchema,
  MessageOnlySchema,
  UpdateListBodySchema,
} from '@store/contract';
import type { AppContext } from '../../context';
import type { App } from '../../lib/fastify';
import { ok } from '../../lib/reply';
import { authOf } from '../../plugins/auth';
import {
  createList,
  deleteList,
  getList,
  listLists,
  listToCart,
  updateList,
} from './lists.service';

/**
 * Buying lists (decisions.md › §23): a list the caller may not read is 404 (another customer's,
 * another company's, a shared list after leaving the company); a VIEWER's change is 403.
 */
export async function listsRoutes(app: App, ctx: AppContext): Promise<void> {
  const tags = ['lists'];
  const security = [{ bearer: [] }];
  const base = { preHandler: app.authenticate };

  app.get(
    '/lists',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "The caller's lists and their company's shared lists",
        response: { 200: BuyingListsResponseSchema },
      },
    },
    async (request) => ok(await listLists(ctx.db, authOf(request).userId)),
  );

  app.post(
    '/lists',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Make a list (at most 50 a customer, 500 products a list)',
        body: CreateListBodySchema,
        response: { 201: BuyingListResponseSchema },
      },
    },
    async (request, reply) => {
      const list = await createList(ctx.db, authOf(request).userId, request.body);
      reply.status(201);
      return ok(list, 'List saved');
    },
  );

  app.get(
    '/lists/:id',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "One list, each line with today's price and stock",
        params: ListParamsSchema,
        response: { 200: BuyingListResponseSchema },
      },
    },
    async (request) => ok(await getList(ctx.db, authOf(request).userId, request.params.id)),
  );

  app.patch(
    '/lists/:id',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Rename, share or change the lines of a list',
        params: ListParamsSchema,
        body: UpdateListBodySchema,
        response: { 200: BuyingListResponseSchema },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      return ok(await updateList(ctx.db, userId, request.params.id, request.body), 'List saved');
    },
  );

  app.delete(
    '/lists/:id',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Delete a list',
        params: ListParamsSchema,
        response: { 200: MessageOnlySchema },
      },
    },
    async (request) => {
      await deleteList(ctx.db, authOf(request).userId, request.params.id);
      return ok(null, 'List deleted');
    },
  );

  app.post(
    '/lists/:id/to-cart',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Add every line of a list to the cart (answers like quick order)',
        params: ListParamsSchema,
        response: { 200: ListToCartResponseSchema },
      },
    },
    async (request) => {
      const result = await listToCart(ctx.db, authOf(request).userId, request.params.id);
      return ok(result, `${result.added.length} added to your cart`);
    },
  );
}
