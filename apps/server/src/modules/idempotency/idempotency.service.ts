import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/index';
import { AppError } from '../../lib/errors';

export const IDEMPOTENCY_MISMATCH_MESSAGE =
  'This Idempotency-Key was already used for a different request';

/** JSON with object keys sorted at every level: equal requests give equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What a request is, for an Idempotency-Key: its method, its route (with the path
 * parameters filled in) and its whole parsed body, so fields added to a route later are
 * covered without a change here.
 */
export function requestFingerprint(request: {
  method: string;
  route: string;
  params?: unknown;
  body?: unknown;
}): string {
  return crypto
    .createHash('sha256')
    .update(
      canonicalJson({
        method: request.method,
        route: request.route,
        params: request.params ?? null,
        body: request.body ?? null,
      }),
    )
    .digest('hex');
}

export interface IdempotencyBinding {
  userId: string;
  key: string | null;
  fingerprint: string;
}

/**
 * Runs `work` under an Idempotency-Key (issue 16): the first request binds the key to its
 * fingerprint (one atomic insert); a later request with the same key and a different
 * fingerprint is refused with 422 before any work. A refused first request (an AppError)
 * gives its binding back, so the customer may correct the details and try again with it.
 */
export async function withIdempotencyKey<T>(
  db: Db,
  binding: IdempotencyBinding,
  work: () => Promise<T>,
): Promise<T> {
  const { userId, key, fingerprint } = binding;
  if (!key) return work();
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash: fingerprint })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length === 0) {
    const [row] = await db
      .select({ requestHash: idempotencyKeys.requestHash })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (row && row.requestHash !== fingerprint) {
      throw new AppError('unprocessable', IDEMPOTENCY_MISMATCH_MESSAGE, [
        { field: 'Idempotency-Key', message: IDEMPOTENCY_MISMATCH_MESSAGE },
      ]);
    }
    return work();
  }
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError) {
      await db
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userId, userId),
            eq(idempotencyKeys.key, key),
            eq(idempotencyKeys.requestHash, fingerprint),
          ),
        );
    }
    throw err;
  }
}

/** The binding of a Fastify request (structural type: services do not import Fastify). */
export function idempotencyOf(
  request: {
    method: string;
    routeOptions: { url?: string };
    params?: unknown;
    body?: unknown;
  },
  userId: string,
  key: string | null,
): IdempotencyBinding {
  return {
    userId,
    key,
    fingerprint: requestFingerprint({
      method: request.method,
      route: request.routeOptions.url ?? '',
      params: request.params,
      body: request.body,
    }),
  };
}
