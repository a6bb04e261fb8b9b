import { MemberPricesQuerySchema, MemberPricesResponseSchema } from '@store/contract';
import type { AppContext } from '../../context';
import type { App } from '../../lib/fastify';
import { ok } from '../../lib/reply';
import { authOf } from '../../plugins/auth';
import { memberPrices } from './member-prices';

/** A member's company prices (decisions.md › §22): personal, so never cached (plugins/hardening.ts). */
export async function memberPricesRoutes(app: App, ctx: AppContext): Promise<void> {
  app.get(
    '/companies/mine/prices',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['companies'],
        security: [{ bearer: [] }],
        summary: "The company's prices of up to 100 products, at each one's minimum order",
        description:
          'source: LIST, SLAB, PRICE_LIST or DISCOUNT. Not a member of a company: 403. Unknown ids are left out.',
        querystring: MemberPricesQuerySchema,
        response: { 200: MemberPricesResponseSchema },
      },
      // Answered as built (docs/decisions/380): the schema documents the answer and the types
      // of memberPrices() hold it; checking 100 rows again cost a fifth of the request.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) =>
      ok({ prices: await memberPrices(ctx.db, authOf(request).userId, request.query.product_ids) }),
  );
}
