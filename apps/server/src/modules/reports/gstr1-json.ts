import { Readable } from 'node:stream';
import type { Gstr1Json } from './gstr1';

/**
 * The GSTR-1 JSON as it is sent (docs/decisions/377): the bytes of `JSON.stringify(json)`, in
 * pieces of at most `per` array elements, so no one string of the whole file (tens of MB at
 * 50,000 invoices) is made: the b2b section alone holds one entry a registered buyer, each
 * with all its invoices.
 */
export function* gstr1JsonChunks(json: Gstr1Json, per = 200): Generator<string> {
  let out = '{';
  let first = true;
  for (const [key, value] of Object.entries(json) as [string, unknown][]) {
    if (value === undefined) continue; // JSON.stringify leaves these keys out
    out += `${first ? '' : ','}${JSON.stringify(key)}:`;
    first = false;
    if (!Array.isArray(value) || value.length <= per) {
      out += JSON.stringify(value);
      continue;
    }
    out += '[';
    for (let at = 0; at < value.length; at += per) {
      yield `${out}${at ? ',' : ''}${value
        .slice(at, at + per)
        .map((v) => JSON.stringify(v) ?? 'null')
        .join(',')}`;
      out = '';
    }
    out += ']';
  }
  yield `${out}}`;
}

export const gstr1JsonStream = (json: Gstr1Json): Readable => Readable.from(gstr1JsonChunks(json));
