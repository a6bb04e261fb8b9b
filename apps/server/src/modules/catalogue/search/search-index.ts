import { patternsOf, type ParsedQuery, type WordPattern } from './search-terms';

/**
 * The in-memory search index of one server process (docs/decisions/155): the same matching
 * and ranking as the SQL of catalogue.queries.ts (decision 011), over the visible products
 * (product and maker active) in catalogue order (display order, name, id as the database
 * sorts them), without a database round trip.
 *
 * Layout, all typed arrays so 1,000,000 products stay small and cheap for the collector:
 * - `words`: every distinct word of every products.search_text, sorted, so the words a
 *   prefix begins are one id range [lo, hi);
 * - `postings`: for each word id, the positions (catalogue order) of the products holding it,
 *   ascending, in one Uint32Array cut by `postingStart`;
 * - `nameWords`: the word ids of each product's name (the first segment of search_text), cut
 *   by `nameStart`, for the ranking keys;
 * - `skuSorted`: positions sorted by products.sku_norm, with the sku texts in one latin-1
 *   buffer, for part-number prefixes by binary search;
 * - `idBytes`: each product's uuid as 16 bytes (ids become text only for a page's rows).
 */
export class SearchIndex {
  /** Stamp per product for one query's hit counting; values only grow (see `nextBase`). */
  private readonly mark: Uint32Array;
  private base = 1;
  /** A second stamp array, for the words of one alternative ("angle grinder"). */
  private readonly mark2: Uint32Array;
  private base2 = 1;

  constructor(
    readonly size: number,
    private readonly idBytes: Uint8Array,
    private readonly words: string[],
    private readonly postingStart: Uint32Array,
    private readonly postings: Uint32Array,
    private readonly nameStart: Uint32Array,
    private readonly nameWords: Uint32Array,
    private readonly skuSorted: Uint32Array,
    private readonly skuText: Buffer,
    private readonly skuStart: Uint32Array,
  ) {
    this.mark = new Uint32Array(size);
    this.mark2 = new Uint32Array(size);
  }

  /** Bytes held by the typed arrays (the word strings come on top: a few MB at most). */
  get bytes(): number {
    return (
      this.idBytes.byteLength +
      this.postingStart.byteLength +
      this.postings.byteLength +
      this.nameStart.byteLength +
      this.nameWords.byteLength +
      this.skuSorted.byteLength +
      this.skuText.byteLength +
      this.skuStart.byteLength +
      this.mark.byteLength +
      this.mark2.byteLength
    );
  }

  get wordCount(): number {
    return this.words.length;
  }

  /** First word id not below `w` in sort order. */
  private lowerBound(w: string): number {
    let lo = 0;
    let hi = this.words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.words[mid] as string) < w) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The id range of the words beginning with `prefix`. */
  private prefixRange(prefix: string): [number, number] {
    // words beginning with prefix sort from it up to prefix + U+FFFF
    return [this.lowerBound(prefix), this.lowerBound(`${prefix}\uffff`)];
  }

  /** The id range of one word pattern: a beginning, or exactly the word. */
  private patternRange(p: WordPattern): [number, number] {
    if (!p.exact) return this.prefixRange(p.word);
    const id = this.exactId(p.word);
    return id < 0 ? [0, 0] : [id, id + 1];
  }

  private volumeOf([lo, hi]: readonly [number, number]): number {
    return (this.postingStart[hi] as number) - (this.postingStart[lo] as number);
  }

  /** Positions holding every word pattern (ascending, each once). */
  private allOf(patterns: WordPattern[]): Uint32Array {
    const ranges = patterns
      .map((p) => this.patternRange(p))
      .sort((a, b) => this.volumeOf(a) - this.volumeOf(b));
    const R = ranges.length;
    if (this.base2 > 0xffff_0000 - (R + 2)) {
      this.mark2.fill(0);
      this.base2 = 1;
    }
    const base = this.base2;
    this.base2 += R + 2;
    const mark = this.mark2;
    const out: number[] = [];
    for (let k = 0; k < R; k += 1) {
      const [lo, hi] = ranges[k]!;
      for (let i = this.postingStart[lo] as number; i < (this.postingStart[hi] as number); i += 1) {
        const p = this.postings[i] as number;
        if (k === 0) {
          if (mark[p] !== base + 1) {
            mark[p] = base + 1;
            if (R === 1) out.push(p);
          }
        } else if (mark[p] === base + k) {
          mark[p] = base + k + 1;
          if (k === R - 1) out.push(p);
        }
      }
    }
    return Uint32Array.from(out).sort();
  }

  /** The id of exactly `w`, or -1. */
  private exactId(w: string): number {
    const i = this.lowerBound(w);
    return this.words[i] === w ? i : -1;
  }

  /** Positions whose sku_norm begins with `sku` are skuSorted[lo..hi). */
  private skuRange(sku: string): [number, number] {
    const cmpPrefix = (k: number): number => {
      // compare the sku at sorted index k, cut to sku.length, with sku
      const start = this.skuStart[k] as number;
      const end = this.skuStart[k + 1] as number;
      const n = Math.min(end - start, sku.length);
      for (let i = 0; i < n; i += 1) {
        const d = (this.skuText[start + i] as number) - sku.charCodeAt(i);
        if (d !== 0) return d;
      }
      return n < sku.length ? -1 : 0;
    };
    const bound = (beyond: boolean) => {
      let lo = 0;
      let hi = this.size;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        const c = cmpPrefix(mid);
        if (c < 0 || (beyond && c === 0)) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
    return [bound(false), bound(true)];
  }

  private skuEquals(k: number, sku: string): boolean {
    return (
      (this.skuStart[k + 1] as number) - (this.skuStart[k] as number) === sku.length &&
      this.skuText.toString('latin1', this.skuStart[k], this.skuStart[k + 1]) === sku
    );
  }

  /**
   * Runs the query code over the whole index a few times (broad one-letter queries, a
   * part-number prefix), so the first customer's search does not pay for compiling it.
   */
  warmUp(): void {
    for (const letter of ['a', 'd', 's', 'm']) {
      const term = { word: letter, alternatives: [letter], rank: letter, kind: 'word' as const };
      this.search(
        {
          text: letter,
          terms: [term, term],
          normalised: `${letter} ${letter}`,
          sku: letter.toUpperCase(),
          tsquery: '',
        },
        0,
        20,
      );
    }
  }

  /** The uuid text of the product at a position. */
  idAt(position: number): string {
    const hex = Buffer.from(
      this.idBytes.buffer,
      this.idBytes.byteOffset + position * 16,
      16,
    ).toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }

  /**
   * The matched positions in catalogue order. A comparator sort of a large list cost most of
   * a broad query's time at 1,000,000 products (300,000 matches: 53 ms); a typed-array sort
   * costs 15 ms, and for a list above a sixteenth of the catalogue, reading the stamps in
   * position order 3-4 ms: a listed product's stamp is `matched` (every term) or, for part
   * numbers, matched + 1 or + 2, and no other product carries a stamp that high yet.
   */
  private inOrder(list: readonly number[], matched: number): Uint32Array {
    if (list.length <= this.size >>> 4) return Uint32Array.from(list).sort();
    const out = new Uint32Array(list.length);
    const mark = this.mark;
    let k = 0;
    for (let p = 0; p < this.size; p += 1) {
      const m = mark[p] as number;
      if (m >= matched && m <= matched + 2) out[k++] = p;
    }
    return k === list.length ? out : Uint32Array.from(list).sort();
  }

  /**
   * One page of matches, best first, and how many match in all: the rules of
   * selectSearchPage (every term, in one of its spellings, begins some word of the product;
   * or the part number begins with the query's letters and digits), ranked by the keys of its
   * relevanceOrder and then catalogue order.
   */
  search(q: ParsedQuery, offset: number, limit: number): { ids: string[]; total: number } {
    const T = q.terms.length;
    if (this.base > 0xffff_0000 - (T + 4)) {
      this.mark.fill(0);
      this.base = 1;
    }
    const base = this.base;
    this.base += T + 4;
    const mark = this.mark;
    const matched = base + T; // stamp of a product every term matched
    let list: number[] = [];
    let sorted = true;

    if (T > 0) {
      // Terms with the fewest postings first: later terms only promote what earlier ones found.
      // An alternative of one word is a range of posting lists; one of several words is the
      // list of positions holding them all.
      const terms = q.terms
        .map((t) => {
          const ranges: [number, number][] = [];
          const lists: Uint32Array[] = [];
          let volume = 0;
          for (const a of t.alternatives) {
            const patterns = patternsOf(a);
            if (patterns.length === 1) {
              const range = this.patternRange(patterns[0]!);
              ranges.push(range);
              volume += this.volumeOf(range);
            } else if (patterns.length > 1) {
              const list = this.allOf(patterns);
              lists.push(list);
              volume += list.length;
            }
          }
          return { ranges, lists, volume };
        })
        .sort((a, b) => a.volume - b.volume);
      for (let k = 0; k < T; k += 1) {
        const { ranges, lists } = terms[k]!;
        const from = base + k;
        let advanced = 0;
        let wordLists = 0;
        for (const [lo, hi] of ranges) {
          for (let w = lo; w < hi; w += 1) {
            const s = this.postingStart[w] as number;
            const e = this.postingStart[w + 1] as number;
            if (e > s) wordLists += 1;
            for (let i = s; i < e; i += 1) {
              const p = this.postings[i] as number;
              if (k === 0) {
                if ((mark[p] as number) < base + 1) {
                  mark[p] = base + 1;
                  list.push(p);
                  advanced += 1;
                }
              } else if (mark[p] === from) {
                mark[p] = from + 1;
                advanced += 1;
              }
            }
          }
        }
        for (const l of lists) {
          if (l.length > 0) wordLists += 1;
          for (const p of l) {
            if (k === 0) {
              if ((mark[p] as number) < base + 1) {
                mark[p] = base + 1;
                list.push(p);
                advanced += 1;
              }
            } else if (mark[p] === from) {
              mark[p] = from + 1;
              advanced += 1;
            }
          }
        }
        if (k === 0 && wordLists > 1) sorted = false;
        if (advanced === 0) {
          list = [];
          break;
        }
      }
      if (T > 1) list = list.filter((p) => mark[p] === matched);
    }

    // Part numbers beginning with the query's letters and digits (stamps matched+1, +2 exact).
    if (q.sku) {
      const [lo, hi] = this.skuRange(q.sku);
      for (let k = lo; k < hi; k += 1) {
        const p = this.skuSorted[k] as number;
        if (mark[p] !== matched) {
          list.push(p);
          sorted = false;
        }
        mark[p] = this.skuEquals(k, q.sku) ? matched + 2 : matched + 1;
      }
    }
    const total = list.length;
    if (total === 0 || offset >= total || limit <= 0) return { ids: [], total };
    const positions = sorted ? list : this.inOrder(list, matched);

    // Ranking keys as bits, most important highest; ties keep catalogue order.
    const nq = q.normalised ? q.normalised.split(' ') : [];
    const nqIds = nq.map((w, i) => (i < nq.length - 1 ? this.exactId(w) : -1));
    const lastRange = nq.length > 0 ? this.prefixRange(nq[nq.length - 1]!) : ([0, 0] as const);
    const lastExact = nq.length > 0 ? this.exactId(nq[nq.length - 1]!) : -1;
    const canPrefix = nq.length > 0 && nqIds.slice(0, -1).every((id) => id >= 0);
    const firstWord = q.terms[0]?.rank;
    const [fLo, fHi] = firstWord === undefined ? [0, 0] : this.prefixRange(firstWord);

    const scores = new Uint8Array(total);
    const counts = new Uint32Array(32);
    for (let j = 0; j < total; j += 1) {
      const p = positions[j] as number;
      const ns = this.nameStart[p] as number;
      const ne = this.nameStart[p + 1] as number;
      let score = 0;
      if (canPrefix && ne - ns >= nq.length) {
        let same = true;
        for (let i = 0; i < nq.length - 1; i += 1) {
          if (this.nameWords[ns + i] !== nqIds[i]) {
            same = false;
            break;
          }
        }
        if (same) {
          const last = this.nameWords[ns + nq.length - 1] as number;
          if (last >= lastRange[0] && last < lastRange[1]) score |= 2; // text begins with the query
          if (last === lastExact && ne - ns === nq.length) score |= 16; // the exact name
        }
      }
      const m = mark[p] as number;
      if (m === matched + 2)
        score |= 8 | 4; // exact part number (also begins with it)
      else if (m === matched + 1) score |= 4; // part number begins with the query
      for (let i = ns; i < ne; i += 1) {
        const w = this.nameWords[i] as number;
        if (w >= fLo && w < fHi) {
          score |= 1; // the name holds the first word
          break;
        }
      }
      scores[j] = score;
      counts[score] = (counts[score] as number) + 1;
    }

    // Walk the score buckets best first; only the page's rows are picked out.
    const end = Math.min(total, offset + limit);
    const ids: string[] = [];
    let before = 0;
    for (let score = 31; score >= 0 && before < end; score -= 1) {
      const n = counts[score] as number;
      if (n === 0) continue;
      if (before + n > offset) {
        let rank = before;
        for (let j = 0; j < total && rank < end; j += 1) {
          if (scores[j] !== score) continue;
          if (rank >= offset) ids.push(this.idAt(positions[j] as number));
          rank += 1;
        }
      }
      before += n;
    }
    return { ids, total };
  }
}
