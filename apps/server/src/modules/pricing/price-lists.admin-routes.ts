import {
  IdParamsSchema,
  PriceListBodySchema,
  PriceListLookupBodySchema,
  PriceListLookupResponseSchema,
  PriceListPatchSchema,
  PriceListResponseSchema,
  PriceListsQuerySchema,
  PriceListsResponseSchema,
  envelope,
} from '@store/contract';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { App } from '../../lib/fastify';
import { ok } from '../../lib/reply';
import {
  createPriceList,
  deletePriceList,
  getPriceList,
  listPriceLists,
  lookupProducts,
  updatePriceList,
} from './price-lists.service';

/** Staff: prices agreed with companies (decisions.md › §22), under /api/admin. */
export async function priceListsAdminRoutes(app: App, ctx: AppContext): Promise<void> {
  const security = [{ bearer: [] }];
  const tags = ['staff'];
  app.get(
    '/price-lists',
    {
      schema: {
        tags,
        summary: 'Price lists, each with its companies (or those of one company)',
        security,
        querystring: PriceListsQuerySchema,
        response: { 200: PriceListsResponseSchema },
      },
    },
    async (request) => ok({ price_lists: await listPriceLists(ctx.db, request.query.company_id) }),
  );
  app.post(
    '/price-lists',
    {
      schema: {
        tags,
        summary: 'Create a price list: companies, validity days, fixed prices, discounts',
        security,
        body: PriceListBodySchema,
        response: { 201: PriceListResponseSchema },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return ok(await createPriceList(ctx.db, request.body), 'Price list created');
    },
  );
  app.post(
    '/price-lists/lookup',
    {
      schema: {
        tags,
        summary: 'Products by pasted part numbers (any spacing) or by id, for the list editor',
        security,
        body: PriceListLookupBodySchema,
        response: { 200: PriceListLookupResponseSchema },
      },
    },
    async (request) => ok(await lookupProducts(ctx.db, request.body)),
  );
  app.get(
    '/price-lists/:id',
    {
      schema: {
        tags,
        summary: 'One price list',
        security,
        params: IdParamsSchema,
        response: { 200: PriceListResponseSchema },
      },
    },
    async (request) => ok(await getPriceList(ctx.db, request.params.id)),
  );
  app.patch(
    '/price-lists/:id',
    {
      schema: {
        tags,
        summary: 'Change a price list (prices and discounts are replaced whole)',
        security,
        params: IdParamsSchema,
        body: PriceListPatchSchema,
        response: { 200: PriceListResponseSchema },
      },
    },
    async (request) =>
      ok(await updatePriceList(ctx.db, request.params.id, request.body), 'Price list saved'),
  );
  app.delete(
    '/price-lists/:id',
    {
      schema: {
        tags,
        summary: 'Delete a price list',
        security,
        params: IdParamsSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deletePriceList(ctx.db, request.params.id);
      return ok(null, 'Price list deleted');
    },
  );
}
