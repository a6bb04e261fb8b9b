import {
  AddMemberBodySchema,
  CompanyOrdersQuerySchema,
  CompanyResponseSchema,
  CreateCompanyBodySchema,
  MemberParamsSchema,
  MyCompanyResponseSchema,
  OrderPageSchema,
  UpdateMemberBodySchema,
} from '@store/contract';
import type { AppContext } from '../../context';
import type { App } from '../../lib/fastify';
import { ok } from '../../lib/reply';
import { authOf } from '../../plugins/auth';
import {
  addMember,
  createCompany,
  getMyCompany,
  removeMember,
  updateMember,
} from './companies.service';
import { answerOrderRead } from '../order-views/order-read-cache';
import { listCompanyOrders } from './company-orders';

/**
 * The customer's company (decisions.md › §16): every answer is personal (no-store, as every
 * signed-in answer: plugins/hardening.ts).
 */
export async function companiesRoutes(app: App, ctx: AppContext): Promise<void> {
  const tags = ['companies'];
  const security = [{ bearer: [] }];
  const base = { preHandler: app.authenticate };

  app.post(
    '/companies',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Create a company; the caller becomes its ADMIN',
        description:
          'GSTIN checked as at checkout (400 "Please enter a valid GSTIN"). Already in a company: 409.',
        body: CreateCompanyBodySchema,
        response: { 201: CompanyResponseSchema },
      },
    },
    async (request, reply) => {
      const company = await createCompany(ctx.db, authOf(request).userId, request.body);
      reply.status(201);
      return ok(company, 'Company created');
    },
  );

  app.get(
    '/companies/mine',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "The caller's company and its members (null: none)",
        response: { 200: MyCompanyResponseSchema },
      },
    },
    async (request) => {
      return ok(await getMyCompany(ctx.db, authOf(request).userId));
    },
  );

  app.get(
    '/companies/mine/orders',
    {
      preHandler: app.authenticateOrderReader,
      schema: {
        tags,
        security,
        summary: "The company's orders, newest first (every member)",
        description: 'Not in a company: 404.',
        querystring: CompanyOrdersQuerySchema,
        response: { 200: OrderPageSchema },
      },
    },
    async (request, reply) =>
      answerOrderRead(
        request,
        reply,
        `company-orders ${request.query.index} ${request.query.limit}`,
        async () => ({
          body: ok(await listCompanyOrders(ctx, authOf(request).userId, request.query)),
        }),
      ),
  );

  app.post(
    '/companies/mine/members',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Add a member by the phone number of an existing customer (ADMIN only)',
        description:
          'No account: 400. Already in a company: 409. Not an ADMIN: 403. No company: 404.',
        body: AddMemberBodySchema,
        response: { 201: CompanyResponseSchema },
      },
    },
    async (request, reply) => {
      const company = await addMember(ctx.db, authOf(request).userId, request.body);
      reply.status(201);
      return ok(company, 'Member added');
    },
  );

  app.patch(
    '/companies/mine/members/:user_id',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "Change a member's role or order limit (ADMIN only; never the last ADMIN: 409)",
        params: MemberParamsSchema,
        body: UpdateMemberBodySchema,
        response: { 200: CompanyResponseSchema },
      },
    },
    async (request) => {
      const company = await updateMember(
        ctx.db,
        authOf(request).userId,
        request.params.user_id,
        request.body,
      );
      return ok(company, 'Member updated');
    },
  );

  app.delete(
    '/companies/mine/members/:user_id',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Remove a member (ADMIN only; never the last ADMIN: 409)',
        params: MemberParamsSchema,
        response: { 200: MyCompanyResponseSchema },
      },
    },
    async (request) => {
      const company = await removeMember(ctx.db, authOf(request).userId, request.params.user_id);
      return ok(company, 'Member removed');
    },
  );
}
