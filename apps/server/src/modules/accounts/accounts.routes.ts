import {
  LoginBodySchema,
  LoginResponseSchema,
  LogoutBodySchema,
  LogoutResponseSchema,
  ProfileResponseSchema,
  ProfileUpdateBodySchema,
  RegisterBodySchema,
  RegisterResponseSchema,
  RotateBodySchema,
  RotateResponseSchema,
} from '@store/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { App } from '../../lib/fastify';
import { ok } from '../../lib/reply';
import { authOf, bearerOf } from '../../plugins/auth';
import {
  getProfile,
  loginWithDevice,
  logoutAllDevices,
  MESSAGES,
  registerUser,
  updateProfile,
} from './accounts.service';
import { cookieValue, DEVICE_COOKIE, deviceCookieHeader } from './device-cookies';
import { endSession, rotateSession } from './sessions.service';

const tags = ['auth'];
const security = [{ bearer: [] }];

const userAgentOf = (request: FastifyRequest) => {
  const ua = request.headers['user-agent'];
  return typeof ua === 'string' && ua.trim() ? ua.trim().slice(0, 300) : null;
};

/** Accounts and sessions (decisions.md › Accounts and sessions), under /api/auth. */
export async function accountsRoutes(app: App, ctx: AppContext): Promise<void> {
  app.post(
    '/auth/register',
    {
      schema: {
        tags,
        summary: 'Create a customer account (does not sign in)',
        body: RegisterBodySchema,
        response: { 201: RegisterResponseSchema },
      },
    },
    async (request, reply) => {
      await registerUser(ctx.db, request.body, 'USER', { shopName: ctx.config.COMPANY_NAME });
      return reply.status(201).send(ok(null, MESSAGES.registered));
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in with phone and password; starts a session (a device)',
        body: LoginBodySchema,
        response: { 200: LoginResponseSchema },
      },
    },
    async (request, reply) => {
      const { result, deviceCookie } = await loginWithDevice(ctx, request.body, {
        ip: request.ip,
        userAgent: userAgentOf(request),
        deviceCookie: cookieValue(request.headers.cookie, DEVICE_COOKIE),
      });
      reply.header('set-cookie', deviceCookieHeader(deviceCookie, request.protocol === 'https'));
      return ok(result, MESSAGES.loggedIn);
    },
  );

  app.post(
    '/auth/rotate-tokens',
    {
      schema: {
        tags,
        summary: 'Exchange a refresh token for a new pair; a replayed token ends the session',
        body: RotateBodySchema,
        response: { 200: RotateResponseSchema },
      },
    },
    async (request) => ok(await rotateSession(ctx, request.body.refresh_token_value), 'OK'),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags,
        security,
        summary: 'End this session',
        body: LogoutBodySchema.nullish(),
        response: { 200: LogoutResponseSchema },
      },
    },
    async (request) => {
      await endSession(ctx, {
        accessToken: bearerOf(request),
        refreshToken: request.body?.refresh_token_value,
      });
      return ok(null, MESSAGES.loggedOut);
    },
  );

  app.post(
    '/auth/logout-all-devices',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'End every session of the user',
        response: { 200: LogoutResponseSchema },
      },
    },
    async (request) => {
      await logoutAllDevices(ctx.db, authOf(request).userId);
      return ok(null, MESSAGES.loggedOutAll);
    },
  );

  app.get(
    '/auth/profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'The profile with its own active sessions',
        response: { 200: ProfileResponseSchema },
      },
    },
    async (request) => {
      const { userId, sessionId } = authOf(request);
      return ok(await getProfile(ctx.db, userId, sessionId), 'OK');
    },
  );

  const update = {
    preHandler: app.authenticate,
    schema: {
      tags,
      security,
      summary: 'Change name and e-mail (an empty e-mail clears it)',
      body: ProfileUpdateBodySchema,
      response: { 200: ProfileResponseSchema },
    },
  };
  const handleUpdate = async (
    request: FastifyRequest<{ Body: typeof ProfileUpdateBodySchema._output }>,
  ) => {
    const { userId, sessionId } = authOf(request);
    return ok(
      await updateProfile(ctx.db, userId, request.body, sessionId),
      MESSAGES.profileUpdated,
    );
  };
  app.patch('/auth/profile', update, handleUpdate);
  app.post('/auth/profile/update', update, handleUpdate);
}
