import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Helmet's security headers (CSP, X-Content-Type-Options, Referrer-Policy, …) on every answer.
 *
 * The options are fixed at start-up (no per-request nonces), so helmet runs once, here, on a
 * stand-in response, and each request only copies the resulting headers. @fastify/helmet
 * rebuilt helmet from its options on every request: 7 % of the server's CPU under the search
 * benchmark (profiled with `BENCH_SERVER_NODE_ARGS="--cpu-prof …" scripts/bench.ts`).
 * A route that sets one of these headers itself (the image route's sandboxing CSP, the API
 * docs' CSP) still wins: reply headers set later replace these.
 */
export function securityHeadersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const standIn = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, standIn as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeadersOf(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
