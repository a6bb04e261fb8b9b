import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@store/contract';
import type { AppContext } from '../context';
import { AppError } from '../lib/errors';
import { verifyToken } from '../modules/accounts/tokens';
import { findLiveSession } from '../modules/accounts/sessions.service';

export interface AuthUser {
  userId: string;
  sessionId: string;
  role: Role;
  /** Set by `authenticateOrderReader`: the caller's order-read stamp (docs/decisions/382). */
  orderStamp?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a valid access token of a live session, else 401. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * preHandler of the order reads: `authenticate`, reading in the same statement the stamp
     * their answers are kept under in memory (modules/order-views/order-read-cache.ts).
     */
    authenticateOrderReader: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: authenticate, then role ADMIN, else 403. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    auth: AuthUser | null;
  }
}

/** The user behind a request that passed `authenticate`. */
export function authOf(request: FastifyRequest): AuthUser {
  if (!request.auth) throw new AppError('unauthorized', 'Authentication required');
  return request.auth;
}

/** The bearer token of the Authorization header, if there is one. */
export function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

export function registerAuth(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('auth', null);

  async function authenticate(request: FastifyRequest, withOrderStamp = false) {
    const token = bearerOf(request);
    if (!token) throw new AppError('unauthorized', 'Authentication required');
    const verified = await verifyToken('access', token, ctx.secretKey);
    if (!verified.ok) {
      throw new AppError(
        'unauthorized',
        verified.reason === 'expired' ? 'Session expired' : 'Authentication required',
      );
    }
    const session = await findLiveSession(ctx.db, verified.claims.sid, verified.claims.sub, {
      withOrderStamp,
    });
    if (!session) throw new AppError('unauthorized', 'Session expired');
    request.auth = { userId: session.userId, sessionId: session.sessionId, role: session.role };
    if (session.orderStamp) request.auth.orderStamp = session.orderStamp;
  }

  app.decorate('authenticate', async (request: FastifyRequest) => {
    await authenticate(request);
  });
  app.decorate('authenticateOrderReader', async (request: FastifyRequest) => {
    await authenticate(request, true);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await authenticate(request);
    if (request.auth?.role !== 'ADMIN') throw new AppError('forbidden', 'Staff access only');
  });
}
