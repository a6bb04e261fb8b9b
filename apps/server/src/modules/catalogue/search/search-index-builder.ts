import { yieldToLoop } from '../../../lib/time';
import { SearchIndex } from './search-index';

/**
 * Lays out the in-memory search index (search-index.ts) from the visible products read in
 * catalogue order: the keeper (search-index-keeper.ts) reads them, this file packs them.
 */

/** A uuid text as 16 bytes. */
function putUuid(into: Uint8Array, at: number, id: string): void {
  const hex = id.replace(/-/g, '');
  for (let i = 0; i < 16; i += 1) into[at + i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
}

/** Grows a typed array by doubling. */
function grown<A extends Uint32Array | Uint8Array>(a: A, need: number): A {
  if (need <= a.length) return a;
  let n = a.length * 2;
  while (n < need) n *= 2;
  const b = new (a.constructor as new (n: number) => A)(n);
  b.set(a);
  return b;
}

/**
 * Collects the products in catalogue order (`add`), then lays the index out (`finish`).
 * Words are interned as they come; their final ids are their sorted ranks.
 */
export class SearchIndexBuilder {
  private n = 0;
  private readonly wordIds = new Map<string, number>();
  private readonly wordList: string[] = [];
  private tokens = new Uint32Array(1 << 16);
  private tokenCount = 0;
  private tokenStart = new Uint32Array(1 << 12);
  private nameLength = new Uint32Array(1 << 12);
  private idBytes = new Uint8Array(1 << 16);
  private skus: string[] = [];

  get count(): number {
    return this.n;
  }

  private intern(w: string): number {
    let id = this.wordIds.get(w);
    if (id === undefined) {
      id = this.wordList.length;
      this.wordIds.set(w, id);
      this.wordList.push(w);
    }
    return id;
  }

  /** The next product in catalogue order: its id, search_text and sku_norm. */
  add(id: string, searchText: string, skuNorm: string): void {
    const p = this.n;
    this.n += 1;
    this.tokenStart = grown(this.tokenStart, p + 2);
    this.nameLength = grown(this.nameLength, p + 1);
    this.idBytes = grown(this.idBytes, (p + 1) * 16);
    putUuid(this.idBytes, p * 16, id);
    this.skus.push(skuNorm);
    this.tokenStart[p] = this.tokenCount;
    let inName = true;
    let nameLength = 0;
    for (const w of searchText.split(' ')) {
      if (w === '') continue;
      if (w === '|') {
        inName = false;
        continue;
      }
      this.tokens = grown(this.tokens, this.tokenCount + 1);
      this.tokens[this.tokenCount] = this.intern(w);
      this.tokenCount += 1;
      if (inName) nameLength += 1;
    }
    this.nameLength[p] = nameLength;
    this.tokenStart[p + 1] = this.tokenCount;
  }

  /** Lays the index out at once (tests, benchmarks). */
  finish(): SearchIndex {
    const steps = this.layOut();
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
    }
  }

  /**
   * Lays the index out with a turn of the event loop between its steps, so a server on the
   * embedded database answers other requests meanwhile (issue 43.21: 100,000 products).
   */
  async finishInTurns(): Promise<SearchIndex> {
    const steps = this.layOut();
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      await yieldToLoop();
    }
  }

  private *layOut(): Generator<void, SearchIndex> {
    const n = this.n;
    const W = this.wordList.length;
    // final word ids: ranks in sort order
    const order = Array.from({ length: W }, (_, i) => i).sort((a, b) => {
      const x = this.wordList[a] as string;
      const y = this.wordList[b] as string;
      return x < y ? -1 : x > y ? 1 : 0;
    });
    const rankOf = new Uint32Array(W);
    order.forEach((tmp, rank) => {
      rankOf[tmp] = rank;
    });
    const words = order.map((i) => this.wordList[i] as string);
    yield;

    // postings: count, then fill (a word twice in one product counts once)
    const lastSeen = new Int32Array(W).fill(-1);
    const postingStart = new Uint32Array(W + 1);
    for (let p = 0; p < n; p += 1) {
      for (let i = this.tokenStart[p] as number; i < (this.tokenStart[p + 1] as number); i += 1) {
        const w = rankOf[this.tokens[i] as number] as number;
        if (lastSeen[w] === p) continue;
        lastSeen[w] = p;
        postingStart[w + 1] = (postingStart[w + 1] as number) + 1;
      }
    }
    for (let w = 0; w < W; w += 1) {
      postingStart[w + 1] = (postingStart[w + 1] as number) + (postingStart[w] as number);
    }
    yield;
    const postings = new Uint32Array(postingStart[W] as number);
    const fill = postingStart.slice(0, W);
    lastSeen.fill(-1);
    let nameTotal = 0;
    for (let p = 0; p < n; p += 1) nameTotal += this.nameLength[p] as number;
    const nameStart = new Uint32Array(n + 1);
    const nameWords = new Uint32Array(nameTotal);
    let nw = 0;
    for (let p = 0; p < n; p += 1) {
      const s = this.tokenStart[p] as number;
      const e = this.tokenStart[p + 1] as number;
      nameStart[p] = nw;
      const names = this.nameLength[p] as number;
      for (let i = s; i < e; i += 1) {
        const w = rankOf[this.tokens[i] as number] as number;
        if (i - s < names) {
          nameWords[nw] = w;
          nw += 1;
        }
        if (lastSeen[w] === p) continue;
        lastSeen[w] = p;
        postings[fill[w] as number] = p;
        fill[w] = (fill[w] as number) + 1;
      }
    }
    nameStart[n] = nw;
    yield;

    // part numbers sorted, as one latin-1 text cut by offsets
    const skus = this.skus;
    const skuSorted = Uint32Array.from({ length: n }, (_, i) => i).sort((a, b) => {
      const x = skus[a] as string;
      const y = skus[b] as string;
      return x < y ? -1 : x > y ? 1 : a - b;
    });
    yield;
    const skuStart = new Uint32Array(n + 1);
    let len = 0;
    for (let k = 0; k < n; k += 1) {
      skuStart[k] = len;
      len += (skus[skuSorted[k] as number] as string).length;
    }
    skuStart[n] = len;
    const skuText = Buffer.alloc(len);
    for (let k = 0; k < n; k += 1) {
      skuText.write(skus[skuSorted[k] as number] as string, skuStart[k] as number, 'latin1');
    }

    return new SearchIndex(
      n,
      this.idBytes.slice(0, n * 16),
      words,
      postingStart,
      postings,
      nameStart,
      nameWords,
      skuSorted,
      skuText,
      skuStart,
    );
  }
}
