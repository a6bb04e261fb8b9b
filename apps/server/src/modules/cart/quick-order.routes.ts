import {
  QuickAddBodySchema,
  QuickAddResponseSchema,
  QuickOrderPreviewResponseSchema,
} from '@store/contract';
import type { AppContext } from '../../context';
import type { App } from '../../lib/fastify';
import { ok } from '../../lib/reply';
import { withCartImageSrcs } from '../catalogue/images/image-src';
import { memberPriced } from './member-cart';
import { authOf } from '../../plugins/auth';
import { previewQuickOrder, quickAdd } from './quick-order.service';

/** Quick order by part number (decisions.md › Buying in quantity, docs/decisions/191). */
export async function quickOrderRoutes(app: App, ctx: AppContext): Promise<void> {
  const common = {
    tags: ['cart'],
    security: [{ bearer: [] }],
    body: QuickAddBodySchema,
  };

  app.post(
    '/cart/quick-add/preview',
    {
      preHandler: app.authenticate,
      config: { rateLimit: 'search' },
      schema: {
        ...common,
        summary: 'Check pasted "part number, quantity" lines without adding them',
        description:
          'Each line (1-based `line` in `lines`) matched to its product with its slab price and ' +
          'stock, or the reason it would be refused. At most 200 lines; more is 400.',
        response: { 200: QuickOrderPreviewResponseSchema },
      },
    },
    async (request) => {
      const preview = await previewQuickOrder(ctx.db, authOf(request).userId, request.body.lines);
      return ok(preview);
    },
  );

  app.post(
    '/cart/quick-add',
    {
      preHandler: app.authenticate,
      config: { rateLimit: 'search' },
      schema: {
        ...common,
        summary: 'Add pasted "part number, quantity" lines to the cart',
        description:
          'Adds every valid line (quantities add to the cart line) and answers ' +
          '`{ cart, added, rejected: [{ line, sku, reason }] }`; a wrong line never stops the ' +
          'others. At most 200 lines; more is 400.',
        response: { 200: QuickAddResponseSchema },
      },
    },
    async (request) => {
      const result = await quickAdd(ctx.db, authOf(request).userId, request.body.lines);
      const cart = await withCartImageSrcs(
        ctx,
        await memberPriced(ctx.db, authOf(request).userId, result.cart),
      );
      const n = result.added.length;
      return ok(
        { ...result, cart },
        n === 0 ? 'No line was added' : `${n} ${n === 1 ? 'line' : 'lines'} added to cart`,
      );
    },
  );
}
