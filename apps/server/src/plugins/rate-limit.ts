import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppContext } from '../context';
import {
  RateLimiter,
  ratePolicies,
  type RateLimitName,
} from '../modules/rate-limits/rate-limits.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counts this route's requests under a rate-limit policy (docs/decisions/100). */
    rateLimit?: RateLimitName;
  }
  interface FastifyInstance {
    /** preHandler factory: `preHandler: [app.authenticate, app.rateLimit('paymentReference')]`. */
    rateLimit: (name: RateLimitName) => preHandlerAsyncHookHandler;
  }
}

/**
 * Routes limited without touching their files: "METHOD path" with every path parameter
 * written as `:`. A route added later under one of these paths is limited when registered.
 */
export const RATE_LIMITED_ROUTES: Record<string, RateLimitName> = {
  'GET /api/products/search': 'search',
  'GET /api/search': 'search',
  'POST /api/auth/register': 'register',
  'GET /api/pincodes/:': 'pincode',
  'POST /api/orders/:/payment-reference': 'paymentReference',
};

/**
 * Browsing is not searching (issue 23): a listing without a search term (a category page, a
 * maker's page, paging through either) is not counted under the search limit.
 */
const searchTerm = (request: FastifyRequest) => {
  const q = (request.query as { q?: unknown } | undefined)?.q;
  return typeof q === 'string' && q.trim() !== '';
};
const COUNTS_WHEN: Partial<Record<RateLimitName, (request: FastifyRequest) => boolean>> = {
  search: searchTerm,
};

export const routeKey = (method: string, url: string) =>
  `${method.toUpperCase()} ${url.replace(/:[^/]+/g, ':').replace(/\/$/, '')}`;

export function registerRateLimits(app: FastifyInstance, ctx: AppContext): RateLimiter {
  const policies = ratePolicies(ctx.config);
  const limiter = new RateLimiter(ctx.db, policies, ctx.config.RATE_LIMITS_ENABLED);
  const clientOf = (request: FastifyRequest, name: RateLimitName) =>
    policies[name].per === 'user' && request.auth ? `user:${request.auth.userId}` : request.ip;
  const hook = (name: RateLimitName): preHandlerAsyncHookHandler =>
    async function rateLimited(request) {
      if (COUNTS_WHEN[name] && !COUNTS_WHEN[name](request)) return;
      await limiter.hit(name, clientOf(request, name));
    };
  app.decorate('rateLimit', hook);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const name =
      route.config?.rateLimit ??
      methods.map((m) => RATE_LIMITED_ROUTES[routeKey(m, route.url)]).find(Boolean);
    if (!name) return;
    const existing = route.preHandler;
    const list = existing ? (Array.isArray(existing) ? existing : [existing]) : [];
    // After the route's own preHandlers (authentication), so a per-user policy knows the user.
    route.preHandler = [...list, hook(name)];
  });
  return limiter;
}
