/**
 * Pure text rules of catalogue search, shared by the SQL side and the in-memory side:
 * how a query is cut into words, how part numbers are normalised, and how a word with one
 * typo is corrected against the vocabulary (the distinct words of the catalogue).
 */

/** Words are runs of letters and digits; everything else separates them. */
const SEPARATOR = /[^\p{L}\p{N}]+/u;
export const MAX_QUERY_WORDS = 8;
/** Typo tolerance applies to words of at least this many letters (decisions.md › Catalogue). */
export const TYPO_MIN_LENGTH = 5;
const MAX_CORRECTIONS = 4;

const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'for', 'of', 'with', 'in', 'to', 'on', 'by']);

/** Lower-cased words of a text, in order. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().split(SEPARATOR).filter(Boolean);
}

/** The words a query searches for: stop words dropped unless nothing else is left. */
export function queryWords(q: string): string[] {
  const all = wordsOf(q).slice(0, MAX_QUERY_WORDS * 2);
  const meaningful = all.filter((w) => !STOP_WORDS.has(w));
  return (meaningful.length > 0 ? meaningful : all).slice(0, MAX_QUERY_WORDS);
}

/** A part number reduced to upper-case letters and digits: "dcd-776", "DCD 776" → "DCD776". */
export function normaliseSku(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/**
 * True when a and b differ by at most one edit: one letter inserted, deleted, replaced, or two
 * neighbouring letters swapped (Damerau-Levenshtein distance ≤ 1). Linear time.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i += 1;
  if (la === lb) {
    // one replacement, or one swap of neighbours
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  // one insertion or deletion
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

const isLetters = (w: string) => /^\p{L}+$/u.test(w);

/** The catalogue's distinct words (from the search_words table), sorted for prefix lookups. */
export class Vocabulary {
  private readonly words: string[];
  private readonly frequency: Map<string, number>;

  constructor(entries: Iterable<{ word: string; frequency: number }>) {
    this.frequency = new Map();
    for (const e of entries) this.frequency.set(e.word, e.frequency);
    this.words = [...this.frequency.keys()].sort();
  }

  get size(): number {
    return this.words.length;
  }

  /** True when some word of the catalogue starts with `prefix`. */
  hasPrefix(prefix: string): boolean {
    let lo = 0;
    let hi = this.words.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.words[mid] as string) < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo < this.words.length && (this.words[lo] as string).startsWith(prefix);
  }

  /**
   * What a word of 5+ letters that starts no catalogue word may have meant: catalogue words
   * (or word beginnings, for a word still being typed) one edit away. Best first: whole
   * words before beginnings, then the more frequent.
   */
  corrections(word: string): string[] {
    if (word.length < TYPO_MIN_LENGTH || !isLetters(word) || this.hasPrefix(word)) return [];
    const found = new Map<string, number>();
    const L = word.length;
    for (const v of this.words) {
      if (v.length < L - 1) continue;
      const freq = this.frequency.get(v) ?? 0;
      if (withinOneEdit(word, v)) {
        found.set(v, Math.max(found.get(v) ?? 0, 1e9 + freq));
        continue;
      }
      for (const n of [L - 1, L, L + 1]) {
        if (n < TYPO_MIN_LENGTH - 1 || v.length <= n) continue;
        const head = v.slice(0, n);
        if (withinOneEdit(word, head)) found.set(head, Math.max(found.get(head) ?? 0, freq));
      }
    }
    return [...found.entries()]
      .sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))
      .slice(0, MAX_CORRECTIONS)
      .map(([w]) => w);
  }
}

/** One searched word and the spellings it may stand for (itself first). */
export interface SearchTerm {
  word: string;
  alternatives: string[];
}

export interface ParsedQuery {
  /** The trimmed query as typed. */
  text: string;
  terms: SearchTerm[];
  /** The words joined by single spaces: compared with the normalised product name. */
  normalised: string;
  /** Part-number form of the whole query ("DCD776"); empty when shorter than 3. */
  sku: string;
  /** to_tsquery('simple', ...) text: every term as a prefix, alternatives or-ed; '' when none. */
  tsquery: string;
}

export function parseQuery(q: string, vocabulary: Vocabulary): ParsedQuery {
  const text = q.trim();
  const words = queryWords(text);
  const terms = words.map((word) => ({
    word,
    alternatives: [word, ...vocabulary.corrections(word)],
  }));
  const tsquery = terms
    .map((t) =>
      t.alternatives.length === 1
        ? `${t.word}:*`
        : `(${t.alternatives.map((a) => `${a}:*`).join(' | ')})`,
    )
    .join(' & ');
  const sku = normaliseSku(text);
  return {
    text,
    terms,
    normalised: wordsOf(text).join(' '),
    sku: sku.length >= 3 ? sku : '',
    tsquery,
  };
}

/**
 * Whether a name (maker or category) matches the query: every term, in one of its spellings,
 * begins some word of the name. Used on the small in-memory maker and category lists.
 */
export function nameMatches(name: string, terms: SearchTerm[]): boolean {
  if (terms.length === 0) return false;
  const words = wordsOf(name);
  return terms.every((t) => t.alternatives.some((a) => words.some((w) => w.startsWith(a))));
}

/**
 * Lower-case words joined by single spaces, as PostgreSQL's
 * btrim(regexp_replace(lower(s), '[^[:alnum:]]+', ' ', 'g')) gives for ASCII text.
 */
export const spacedWords = (s: string) => wordsOf(s).join(' ');

/**
 * products.search_text computed in JavaScript, the same as the SQL of search.service.ts
 * (the bulk generator uses it to avoid a second pass; a test keeps both in step):
 * "<name> | <sku words> <sku letters+digits> | <maker> | <categories>".
 */
export function searchTextFor(
  name: string,
  sku: string,
  makerName: string,
  categoryNames: string[],
): string {
  return [
    spacedWords(name),
    `${spacedWords(sku)} ${sku.replace(/[^A-Za-z0-9]+/g, '').toLowerCase()}`,
    spacedWords(makerName),
    categoryNames.map(spacedWords).join(' '),
  ].join(' | ');
}
