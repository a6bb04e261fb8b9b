import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { authOf } from '../../plugins/auth';

/**
 * The order reads' answers kept in memory per process (docs/decisions/382): My Orders, one
 * order, the company's orders, an order's returns, return eligibility and My Returns.
 *
 * An answer is the JSON text the route's own serializer made, kept under the caller's id, what
 * was asked (page, order id) and the caller's order-read stamp: their company and the versions
 * of their own, their company's and the all-zero scope (`order_read_versions`, migration 0045,
 * renewed by triggers in the same transaction as any change to a row an order or return answer
 * shows). The stamp is read in the same statement as the session check
 * (`app.authenticateOrderReader`), before the answer is read: a kept answer is never older than
 * its stamp, and a stamp that did not change means nothing it shows changed, whichever process
 * (or script, or plain SQL) wrote. A change of company membership changes the stamp too.
 *
 * An answer also expires when the clock hour turns (its pictures' signed URLs are the hour's,
 * catalogue/images/image-src.ts) and, for return eligibility, when its days left would change.
 * Errors (404 for what is not the caller's) are never kept. Memory is bounded: the least
 * recently read answers go first once ORDER_READ_CACHE_MB is reached.
 */

const HOUR_MS = 3_600_000;
/** What a kept answer costs besides its text (the key, the entry, the map's slot), roughly. */
const ENTRY_OVERHEAD_BYTES = 200;

interface Entry {
  stamp: string;
  text: string;
  /** The first moment (ms) the answer may no longer be given. */
  expiresAt: number;
  bytes: number;
}

/** A map of JSON texts with a byte cap, least recently read first out. */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private used = 0;
  hits = 0;
  misses = 0;

  constructor(readonly maxBytes: number) {}

  get size() {
    return this.entries.size;
  }
  get bytes() {
    return this.used;
  }

  /** The text kept under `key` for `stamp`, if it has not expired at `now`. */
  get(key: string, stamp: string, now: number): string | undefined {
    const e = this.entries.get(key);
    if (!e || e.stamp !== stamp || now >= e.expiresAt) {
      if (e) this.remove(key, e);
      this.misses++;
      return undefined;
    }
    // most recently read last: the map keeps insertion order
    this.entries.delete(key);
    this.entries.set(key, e);
    this.hits++;
    return e.text;
  }

  set(key: string, stamp: string, text: string, expiresAt: number): void {
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    // a JavaScript string may hold two bytes a character
    const bytes = 2 * (text.length + key.length + stamp.length) + ENTRY_OVERHEAD_BYTES;
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { stamp, text, expiresAt, bytes });
    this.used += bytes;
    for (const [k, e] of this.entries) {
      if (this.used <= this.maxBytes) break;
      this.remove(k, e);
    }
  }

  clear(): void {
    this.entries.clear();
    this.used = 0;
  }

  private remove(key: string, e: Entry) {
    this.entries.delete(key);
    this.used -= e.bytes;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's kept order-read answers (null: ORDER_READ_CACHE_MB is 0). */
    orderReadCache: AnswerCache | null;
  }
}

/** Gives the app its own kept answers, sized by ORDER_READ_CACHE_MB (0: none). */
export function registerOrderReadCache(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'config'>,
): void {
  const mb = ctx.config.ORDER_READ_CACHE_MB;
  app.decorate('orderReadCache', mb > 0 ? new AnswerCache(Math.floor(mb * 1024 * 1024)) : null);
}

/** An answer to send and, when it depends on the clock, the first moment it may not be sent. */
export interface OrderReadAnswer {
  body: unknown;
  expiresAt?: number;
}

/**
 * Answers an order read (a route with `preHandler: app.authenticateOrderReader`) from memory
 * when the caller's stamp is the one it was kept under; otherwise runs `read`, serializes its
 * body with the route's own serializer (so the text is the same, byte for byte, either way),
 * keeps it and sends it. `what` names the read and its parameters (the caller is added).
 */
export async function answerOrderRead(
  request: FastifyRequest,
  reply: FastifyReply,
  what: string,
  read: () => Promise<OrderReadAnswer>,
): Promise<FastifyReply> {
  const auth = authOf(request);
  const cache = auth.orderStamp ? request.server.orderReadCache : null;
  const key = `${auth.userId} ${what}`;
  const now = Date.now();
  const kept = cache?.get(key, auth.orderStamp!, now);
  if (kept !== undefined) return sendJsonText(reply, kept);
  const answer = await read();
  const serialized = reply.serialize(answer.body);
  const text =
    typeof serialized === 'string' ? serialized : Buffer.from(serialized as Uint8Array).toString();
  const hourEnds = (Math.floor(now / HOUR_MS) + 1) * HOUR_MS;
  cache?.set(key, auth.orderStamp!, text, Math.min(hourEnds, answer.expiresAt ?? Infinity));
  return sendJsonText(reply, text);
}

/** Sends JSON text as Fastify sends a serialized answer (a string is not serialized again). */
function sendJsonText(reply: FastifyReply, text: string) {
  return reply.type('application/json; charset=utf-8').send(text);
}
