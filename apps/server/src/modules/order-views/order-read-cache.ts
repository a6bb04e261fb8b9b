import zlib from 'node:zlib';
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
 *
 * An answer is also kept compressed, once per `accept-encoding` a client sent for it (at most
 * a few), so a repeat is not compressed again (docs/decisions/391).
 */

const HOUR_MS = 3_600_000;
/** What a kept answer costs besides its text (the key, the entry, the map's slot), roughly. */
const ENTRY_OVERHEAD_BYTES = 200;

/** An answer compressed for one `accept-encoding` header. */
interface Compressed {
  encoding: Encoding;
  body: Buffer;
}

interface Entry {
  key: string;
  stamp: string;
  text: string;
  /** The first moment (ms) the answer may no longer be given. */
  expiresAt: number;
  bytes: number;
  /** By the `accept-encoding` header it was asked with. */
  compressed?: Map<string, Compressed>;
}

/** How many `accept-encoding` headers an answer is kept compressed for. */
const COMPRESSED_MAX = 4;

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

  /** The answer kept under `key` for `stamp`, if it has not expired at `now`. */
  get(key: string, stamp: string, now: number): Entry | undefined {
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
    return e;
  }

  /** Keeps an answer; returns it (not kept when it alone is larger than the cap). */
  set(key: string, stamp: string, text: string, expiresAt: number): Entry {
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    // a JavaScript string may hold two bytes a character
    const bytes = 2 * (text.length + key.length + stamp.length) + ENTRY_OVERHEAD_BYTES;
    const entry: Entry = { key, stamp, text, expiresAt, bytes };
    if (bytes > this.maxBytes) return entry;
    this.entries.set(key, entry);
    this.used += bytes;
    this.trim();
    return entry;
  }

  /** Keeps the answer compressed for `acceptEncoding` too (counted in its bytes). */
  addCompressed(entry: Entry, acceptEncoding: string, compressed: Compressed): void {
    entry.compressed ??= new Map();
    if (entry.compressed.size >= COMPRESSED_MAX) return;
    const bytes = compressed.body.length + 2 * acceptEncoding.length + ENTRY_OVERHEAD_BYTES;
    entry.compressed.set(acceptEncoding, compressed);
    entry.bytes += bytes;
    if (this.entries.get(entry.key) === entry) {
      this.used += bytes;
      this.trim();
    }
  }

  private trim() {
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
  if (kept !== undefined) return sendAnswer(request, reply, cache!, kept);
  const answer = await read();
  const serialized = reply.serialize(answer.body);
  const text =
    typeof serialized === 'string' ? serialized : Buffer.from(serialized as Uint8Array).toString();
  const hourEnds = (Math.floor(now / HOUR_MS) + 1) * HOUR_MS;
  const expiresAt = Math.min(hourEnds, answer.expiresAt ?? Infinity);
  if (!cache) return sendJsonText(reply, text);
  return sendAnswer(request, reply, cache, cache.set(key, auth.orderStamp!, text, expiresAt));
}

/** Sends JSON text as Fastify sends a serialized answer (a string is not serialized again). */
function sendJsonText(reply: FastifyReply, text: string) {
  return reply.type('application/json; charset=utf-8').send(text);
}

/** As the compression plugin's threshold (app.ts): a smaller answer is sent as it is. */
const COMPRESS_FROM_BYTES = 1024;
const ENCODINGS = ['br', 'gzip', 'deflate'] as const;
type Encoding = (typeof ENCODINGS)[number];

/**
 * The encoding for an `accept-encoding` header: of br, gzip and deflate (the plugin's list,
 * app.ts), the one with the highest q above 0, the first of the list on a tie. Undefined for
 * a header naming none of them, or one with `*` or `x-gzip` (left to the plugin).
 */
export function encodingFor(header: string): Encoding | undefined {
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((p) => p.trim());
    if (!name) continue;
    if (name === '*' || name === 'x-gzip') return undefined;
    const given = params.find((p) => p.startsWith('q='));
    const value = given ? Number(given.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  let best: Encoding | undefined;
  for (const e of ENCODINGS) {
    const v = q.get(e) ?? 0;
    if (v > 0 && (best === undefined || v > q.get(best)!)) best = e;
  }
  return best;
}

function compress(encoding: Encoding, text: string): Buffer {
  const input = Buffer.from(text);
  if (encoding === 'br') {
    // the plugin's quality (4), app.ts
    return zlib.brotliCompressSync(input, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
    });
  }
  return encoding === 'gzip' ? zlib.gzipSync(input) : zlib.deflateSync(input);
}

/**
 * Sends a kept answer: compressed as the client asks, from the compressed copy kept for its
 * `accept-encoding` (made the first time), else as text for the compression plugin.
 */
function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: AnswerCache,
  entry: Entry,
): FastifyReply {
  const header = request.headers['accept-encoding'];
  if (
    typeof header !== 'string' ||
    request.headers['x-no-compression'] !== undefined ||
    entry.text.length < COMPRESS_FROM_BYTES / 3 ||
    Buffer.byteLength(entry.text) < COMPRESS_FROM_BYTES
  ) {
    return sendJsonText(reply, entry.text);
  }
  let compressed = entry.compressed?.get(header);
  if (!compressed) {
    const encoding = encodingFor(header);
    if (!encoding) return sendJsonText(reply, entry.text);
    compressed = { encoding, body: compress(encoding, entry.text) };
    cache.addCompressed(entry, header, compressed);
  }
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'accept-encoding');
  else if (!String(vary).toLowerCase().includes('accept-encoding')) {
    reply.header('vary', `${String(vary)}, accept-encoding`);
  }
  return reply
    .type('application/json; charset=utf-8')
    .header('content-encoding', compressed.encoding)
    .send(compressed.body);
}
