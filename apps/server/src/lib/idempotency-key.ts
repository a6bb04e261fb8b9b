import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, IdempotencyKeySchema } from '@store/contract';
import { invalid } from './errors';

/**
 * The optional Idempotency-Key header of the calls that place an order (POST /orders, buy
 * again, a quote's order; decisions.md › Orders), validated: absent means "no retry
 * protection"; a malformed key is a 400 naming the header.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (raw === undefined || raw === '') return null;
  const parsed = IdempotencyKeySchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Invalid Idempotency-Key';
    throw invalid(message, [{ field: IDEMPOTENCY_KEY_HEADER, message }]);
  }
  return parsed.data;
}

/** What the OpenAPI description of such a call says about the header. */
export const IDEMPOTENCY_DOC =
  `Optional ${IDEMPOTENCY_KEY_HEADER} header (8-128 of A-Z a-z 0-9 - _ . :): a retry with the ` +
  'same key answers the order the first request made (200, Idempotent-Replayed: true).';

/** 201 for something new; 200 and `Idempotent-Replayed: true` when a retry finds the first. */
export function markReplayed(reply: FastifyReply, replayed: boolean): void {
  if (replayed) reply.header('idempotent-replayed', 'true');
  reply.status(replayed ? 200 : 201);
}
