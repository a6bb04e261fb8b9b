import {
  IdParamsSchema,
  SynonymBodySchema,
  SynonymDeletedResponseSchema,
  SynonymListResponseSchema,
  SynonymResponseSchema,
} from '@store/contract';
import type { AppContext } from '../../../context';
import type { App } from '../../../lib/fastify';
import { ok } from '../../../lib/reply';
import {
  createSynonym,
  deleteSynonym,
  listSynonyms,
  updateSynonym,
} from './search-synonyms.service';

const security = [{ bearer: [] }];

/** Staff › Search synonyms (docs/decisions/267), under /api/admin (ADMIN only). */
export async function searchSynonymsAdminRoutes(app: App, ctx: AppContext): Promise<void> {
  app.get(
    '/search-synonyms',
    {
      schema: {
        tags: ['staff'],
        summary: 'Every search synonym, oldest first',
        security,
        response: { 200: SynonymListResponseSchema },
      },
    },
    async () => ok(await listSynonyms(ctx.db)),
  );
  app.post(
    '/search-synonyms',
    {
      schema: {
        tags: ['staff'],
        summary:
          'Add a synonym: two-way (each phrase stands for the others) or one-way (the first for the rest)',
        security,
        body: SynonymBodySchema,
        response: { 201: SynonymResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await createSynonym(ctx, request.body), 'Synonym added')),
  );
  app.put(
    '/search-synonyms/:id',
    {
      schema: {
        tags: ['staff'],
        summary: 'Change a synonym',
        security,
        params: IdParamsSchema,
        body: SynonymBodySchema,
        response: { 200: SynonymResponseSchema },
      },
    },
    async (request) =>
      ok(await updateSynonym(ctx, request.params.id, request.body), 'Synonym saved'),
  );
  app.delete(
    '/search-synonyms/:id',
    {
      schema: {
        tags: ['staff'],
        summary: 'Remove a synonym',
        security,
        params: IdParamsSchema,
        response: { 200: SynonymDeletedResponseSchema },
      },
    },
    async (request) => {
      await deleteSynonym(ctx, request.params.id);
      return ok({ synonym_id: request.params.id }, 'Synonym removed');
    },
  );
}
