import {
  AddCartItemBodySchema,
  CartResponseSchema,
  CartTypeParamsSchema,
  IdParamsSchema,
  UpdateCartItemBodySchema,
} from '@store/contract';
import type { AppContext } from '../../context';
import type { App } from '../../lib/fastify';
import { ok } from '../../lib/reply';
import { withCartImageSrcs } from '../catalogue/images/image-src';
import { memberPriced } from './member-cart';
import { authOf } from '../../plugins/auth';
import { addItem, getCart, removeItem, updateItem } from './cart.service';

const listName = (type: 'CART' | 'WISHLIST') => (type === 'CART' ? 'cart' : 'wishlist');

export async function cartRoutes(app: App, ctx: AppContext): Promise<void> {
  const common = {
    tags: ['cart'],
    security: [{ bearer: [] }],
    response: { 200: CartResponseSchema },
  };

  app.get(
    '/cart/:cartType',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: "The signed-in user's cart or wishlist (created on first read)",
        params: CartTypeParamsSchema,
      },
    },
    async (request) => {
      const cart = await withCartImageSrcs(
        ctx,
        await memberPriced(
          ctx.db,
          authOf(request).userId,
          await getCart(ctx.db, authOf(request).userId, request.params.cartType),
        ),
      );
      return ok(cart);
    },
  );

  app.post(
    '/cart/items',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: 'Add a product to the cart (quantities add up) or to the wishlist (once)',
        description:
          'More than the stock: 409 "Only N in stock" ("This product is out of stock" at 0). ' +
          'Unknown or withdrawn product: 404.',
        body: AddCartItemBodySchema,
      },
    },
    async (request) => {
      const cart = await withCartImageSrcs(
        ctx,
        await memberPriced(
          ctx.db,
          authOf(request).userId,
          await addItem(ctx.db, authOf(request).userId, request.body),
        ),
      );
      return ok(cart, `Item added to ${listName(request.body.cart_type)}`);
    },
  );

  app.put(
    '/cart/items/:id',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: 'Set the quantity of a line of the cart or wishlist (0 removes it)',
        description: "The line must be in the caller's list named by cart_type, else 404.",
        params: IdParamsSchema,
        body: UpdateCartItemBodySchema,
      },
    },
    async (request) => {
      const { quantity, cart_type } = request.body;
      const cart = await withCartImageSrcs(
        ctx,
        await memberPriced(
          ctx.db,
          authOf(request).userId,
          await updateItem(ctx.db, authOf(request).userId, request.params.id, {
            quantity,
            cart_type,
          }),
        ),
      );
      return ok(
        cart,
        quantity === 0 ? `Item removed from ${listName(cart_type)}` : 'Quantity updated',
      );
    },
  );

  app.delete(
    '/cart/items/:id',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: 'Remove a line from the cart or wishlist; answers the list it was in',
        params: IdParamsSchema,
      },
    },
    async (request) => {
      const cart = await withCartImageSrcs(
        ctx,
        await memberPriced(
          ctx.db,
          authOf(request).userId,
          await removeItem(ctx.db, authOf(request).userId, request.params.id),
        ),
      );
      return ok(cart, `Item removed from ${listName(cart.cart_type)}`);
    },
  );
}
