import {
  AddressBodySchema,
  IdParamsSchema,
  MessageOnlySchema,
  SavedAddressListResponseSchema,
  SavedAddressResponseSchema,
} from '@store/contract';
import type { AppContext } from '../../context';
import type { App } from '../../lib/fastify';
import { ok } from '../../lib/reply';
import { authOf } from '../../plugins/auth';
import {
  createAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  updateAddress,
} from './addresses.service';

/** The signed-in customer's saved delivery addresses (decisions record 120). */
export async function addressesRoutes(app: App, ctx: AppContext): Promise<void> {
  const common = { tags: ['addresses'], security: [{ bearer: [] }] };

  app.get(
    '/addresses',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: 'Saved delivery addresses, most recently used first',
        response: { 200: SavedAddressListResponseSchema },
      },
    },
    async (request) => {
      const content = await listAddresses(ctx.db, authOf(request).userId);
      return ok({ content });
    },
  );

  app.get(
    '/addresses/:id',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: 'One saved address (another customer\u2019s: 404)',
        params: IdParamsSchema,
        response: { 200: SavedAddressResponseSchema },
      },
    },
    async (request) => {
      const address = await getAddress(ctx.db, authOf(request).userId, request.params.id);
      return ok(address);
    },
  );

  app.post(
    '/addresses',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: 'Save a delivery address (the same address again answers the saved one, 200)',
        description: 'At most 20 addresses: a new one beyond that is 409.',
        body: AddressBodySchema,
        response: { 200: SavedAddressResponseSchema, 201: SavedAddressResponseSchema },
      },
    },
    async (request, reply) => {
      const { address, created } = await createAddress(
        ctx.db,
        authOf(request).userId,
        request.body,
      );
      reply.status(created ? 201 : 200);
      return ok(address, created ? 'Address saved' : 'Address already saved');
    },
  );

  app.put(
    '/addresses/:id',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: 'Edit a saved address',
        params: IdParamsSchema,
        body: AddressBodySchema,
        response: { 200: SavedAddressResponseSchema },
      },
    },
    async (request) => {
      const address = await updateAddress(
        ctx.db,
        authOf(request).userId,
        request.params.id,
        request.body,
      );
      return ok(address, 'Address updated');
    },
  );

  app.delete(
    '/addresses/:id',
    {
      preHandler: app.authenticate,
      schema: {
        ...common,
        summary: 'Delete a saved address',
        params: IdParamsSchema,
        response: { 200: MessageOnlySchema },
      },
    },
    async (request) => {
      await deleteAddress(ctx.db, authOf(request).userId, request.params.id);
      return ok(null, 'Address deleted');
    },
  );
}
