import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FieldError } from '@store/contract';
import type { AppContext } from '../context';
import { AppError } from '../lib/errors';
import { registerRateLimits } from './rate-limit';
import { BODY_CUT_OFF } from '../lib/upload';

/**
 * Request-wide guards every route gets without asking (docs/security.md):
 * - no NUL character (U+0000) anywhere in the body, query or path parameters: PostgreSQL
 *   cannot store it in text, so it is refused as a 400 naming the field before validation;
 * - rate limits (plugins/rate-limit.ts), attached to routes as they are registered;
 * - `Cache-Control: no-store` on every /api/auth and /api/admin answer and on every answer to
 *   a request that carries a bearer token (tokens, profiles, staff lists with names, phones
 *   and addresses, stock alerts: personal answers stay out of every cache, issue 23);
 * - Node's own refusals before Fastify sees a request (431, 400 on a broken request line)
 *   answer the store's envelope (see `clientErrorHandler`).
 */

const NUL = '\u0000';
const MAX_DEPTH = 32;

export const NUL_MESSAGE = 'contains a character that is not allowed (NUL)';

/** Every path (dotted, as the validation errors name fields) whose string holds a NUL. */
export function findNul(value: unknown, path: string, found: string[] = [], depth = 0): string[] {
  if (found.length >= 10 || depth > MAX_DEPTH) return found;
  if (typeof value === 'string') {
    if (value.includes(NUL)) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => findNul(v, path ? `${path}.${i}` : String(i), found, depth + 1));
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      const at = path ? `${path}.${k}` : k;
      if (k.includes(NUL)) found.push(at.replaceAll(NUL, '\\u0000'));
      else findNul(v, at, found, depth + 1);
    }
  }
  return found;
}

export function nulErrors(
  request: Pick<FastifyRequest, 'body' | 'query' | 'params'>,
): FieldError[] {
  const fields = [
    ...findNul(request.params, ''),
    ...findNul(request.query, ''),
    ...findNul(request.body, ''),
  ];
  return fields.map((field) => ({
    field: field || 'body',
    message: `${field || 'The request'} ${NUL_MESSAGE}`,
  }));
}

const NEVER_STORED = ['/api/auth', '/api/admin'];
const isNeverStored = (url: string) =>
  NEVER_STORED.some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );

export function registerHardening(app: FastifyInstance, ctx: AppContext) {
  registerRateLimits(app, ctx);
  app.addHook('preValidation', async (request) => {
    const errors = nulErrors(request);
    if (errors.length > 0) throw new AppError('invalid_data', errors[0]!.message, errors);
  });
  app.addHook('onSend', async (request, reply) => {
    if (isNeverStored(request.url) || request.headers.authorization !== undefined) {
      reply.header('cache-control', 'no-store');
      reply.header('pragma', 'no-cache');
    }
  });
}

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'payload_too_large', 'The request headers are too large'],
  HPE_URI_TOO_LONG: [414, 'invalid_data', 'The address is too long'],
  // the client stopped sending before its Content-Length or its last chunk (issue 43.22)
  HPE_INVALID_EOF_STATE: [400, 'invalid_data', BODY_CUT_OFF],
};

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (headers too large, a
 * broken request line) still gets the store's envelope, then the connection closes.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (socket.destroyed || !socket.writable) return;
  const known = err.code ? CLIENT_ERRORS[err.code] : undefined;
  const [status, code, message] = known ?? [400, 'invalid_data', 'The request is not valid'];
  const body = JSON.stringify({ success: false, message, code, data: null });
  const reason =
    status === 431
      ? 'Request Header Fields Too Large'
      : status === 414
        ? 'URI Too Long'
        : 'Bad Request';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * Fastify's `frameworkErrors`: refusals the router makes before any route or error handler
 * (414 for a path parameter over `maxParamLength`, 400 for a malformed URL) answer the envelope.
 */
export function frameworkErrors(
  err: { statusCode?: number; code?: string },
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = err.statusCode === 414 ? 414 : 400;
  const message = status === 414 ? 'The address is too long' : 'The address is not valid';
  void reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send({ success: false, message, code: 'invalid_data', data: null });
}
