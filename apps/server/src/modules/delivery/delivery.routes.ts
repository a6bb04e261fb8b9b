import { PincodeInfoResponseSchema, PincodeParamsSchema } from '@store/contract';
import type { AppContext } from '../../context';
import type { App } from '../../lib/fastify';
import { ok } from '../../lib/reply';
import { lookupPincode } from './delivery.service';

/** Public delivery calls (decisions.md › Delivery). */
export async function deliveryRoutes(app: App, ctx: AppContext): Promise<void> {
  app.get(
    '/pincodes/:pincode',
    {
      schema: {
        tags: ['delivery'],
        summary:
          'City, district, state, serviceability, cash on delivery and delivery dates of a pincode',
        description:
          'Dates are YYYY-MM-DD in India time, skipping Sundays and store holidays. Unknown ' +
          'pincode: 404 "We could not find this pincode"; not six digits: 400.',
        params: PincodeParamsSchema,
        response: { 200: PincodeInfoResponseSchema },
      },
    },
    async (request) => ok(await lookupPincode(ctx.db, request.params.pincode, ctx)),
  );
}
