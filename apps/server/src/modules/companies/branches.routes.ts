import {
  BranchBodySchema,
  BranchListResponseSchema,
  BranchParamsSchema,
  BranchPatchSchema,
  BranchResponseSchema,
  MessageOnlySchema,
} from '@store/contract';
import type { AppContext } from '../../context';
import type { App } from '../../lib/fastify';
import { ok } from '../../lib/reply';
import { authOf } from '../../plugins/auth';
import { createBranch, deleteBranch, listBranches, updateBranch } from './branches.service';

/**
 * A company's branches (decisions.md › §23): every member reads them, an ADMIN changes them
 * (403 for other members); outside the company, and another company's branch, 404.
 */
export async function branchesRoutes(app: App, ctx: AppContext): Promise<void> {
  const tags = ['companies'];
  const security = [{ bearer: [] }];
  const base = { preHandler: app.authenticate };

  app.get(
    '/companies/mine/branches',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "The company's branches (every member)",
        response: { 200: BranchListResponseSchema },
      },
    },
    async (request) => ok(await listBranches(ctx.db, authOf(request).userId)),
  );

  app.post(
    '/companies/mine/branches',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Add a branch (ADMIN only)',
        description:
          "GSTIN without the company's PAN or the branch state's code: 400 naming `gstin`.",
        body: BranchBodySchema,
        response: { 201: BranchResponseSchema },
      },
    },
    async (request, reply) => {
      const branch = await createBranch(ctx.db, authOf(request).userId, request.body);
      reply.status(201);
      return ok(branch, 'Branch added');
    },
  );

  app.patch(
    '/companies/mine/branches/:id',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Change a branch (ADMIN only)',
        params: BranchParamsSchema,
        body: BranchPatchSchema,
        response: { 200: BranchResponseSchema },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const branch = await updateBranch(ctx.db, userId, request.params.id, request.body);
      return ok(branch, 'Branch updated');
    },
  );

  app.delete(
    '/companies/mine/branches/:id',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Remove a branch (ADMIN only); orders billed to it keep its details',
        params: BranchParamsSchema,
        response: { 200: MessageOnlySchema },
      },
    },
    async (request) => {
      await deleteBranch(ctx.db, authOf(request).userId, request.params.id);
      return ok(null, 'Branch removed');
    },
  );
}
