import { Readable } from 'node:stream';
import { yieldToLoop } from '../../lib/time';
import type { Gstr1Json } from './gstr1';

/**
 * Whether a value holds an array of more than `per` elements within `depth` levels: the b2b
 * and cdnr sections hold one entry a registered buyer, each with all its invoices (thousands
 * for a large buyer), so a short array can be large.
 */
function isLarge(v: unknown, per: number, depth = 3): boolean {
  if (Array.isArray(v))
    return v.length > per || (depth > 0 && v.some((e) => isLarge(e, per, depth - 1)));
  if (v !== null && typeof v === 'object' && !('toJSON' in v))
    return depth > 0 && Object.values(v).some((e) => isLarge(e, per, depth - 1));
  return false;
}

/**
 * Writes `value` after `out` as JSON.stringify writes it, yielding what is written after every
 * `per` elements of a large array (at any depth); returns what is written and not yet sent.
 */
function* write(value: unknown, per: number, out: string): Generator<string, string> {
  if (!isLarge(value, per)) return out + (JSON.stringify(value) ?? 'null');
  if (Array.isArray(value)) {
    out += '[';
    for (let at = 0; at < value.length; at += per) {
      const slice = value.slice(at, at + per);
      for (let i = 0; i < slice.length; i += 1) {
        if (at + i > 0) out += ',';
        out = yield* write(slice[i], per, out);
      }
      if (value.length > per) {
        yield out;
        out = '';
      }
    }
    return `${out}]`;
  }
  out += '{';
  let first = true;
  for (const [key, v] of Object.entries(value as object) as [string, unknown][]) {
    // JSON.stringify leaves these keys out
    if (v === undefined || typeof v === 'function' || typeof v === 'symbol') continue;
    out += `${first ? '' : ','}${JSON.stringify(key)}:`;
    first = false;
    out = yield* write(v, per, out);
  }
  return `${out}}`;
}

/**
 * The GSTR-1 JSON as it is sent (docs/decisions/377, 387): the bytes of `JSON.stringify(json)`,
 * in pieces of at most `per` array elements (of the sections, and of a buyer's invoices within
 * b2b or cdnr), so no one string of the whole file or of one large buyer is made at once.
 */
export function* gstr1JsonChunks(json: Gstr1Json, per = 200): Generator<string> {
  const rest = yield* write(json, per, '');
  yield rest;
}

/** The pieces as a stream, with a turn of the event loop after each (decision 387). */
export const gstr1JsonStream = (json: Gstr1Json): Readable =>
  Readable.from(
    (async function* pieces() {
      for (const piece of gstr1JsonChunks(json)) {
        yield piece;
        await yieldToLoop();
      }
    })(),
  );
