/**
 * Pure text rules of catalogue search, shared by the SQL side and the in-memory side:
 * how a query is cut into words, how part numbers are normalised, and how a word with one
 * typo is corrected against the vocabulary (the distinct words of the catalogue).
 */

import { rewriteUnits, specificationText, unitTokens } from './search-units';
import { NO_SYNONYMS, type Synonyms } from './search-synonyms';

/** Words are runs of letters and digits; everything else separates them. */
const SEPARATOR = /[^\p{L}\p{N}]+/u;
export const MAX_QUERY_WORDS = 8;
/** Typo tolerance applies to words of at least this many letters (decisions.md › Catalogue). */
export const TYPO_MIN_LENGTH = 5;
const MAX_CORRECTIONS = 4;
/** A joined word is split only when it is at least this long ("earmuff", "anglegrinder"). */
const SPLIT_MIN_LENGTH = 6;

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

  /** True when `word` is a whole word of the catalogue. */
  has(word: string): boolean {
    return this.frequency.has(word);
  }

  /**
   * Two catalogue words a query word joins ("anglegrinder" → "angle grinder", "earmuff" →
   * "ear muff", the second may be a word's beginning), when the word itself begins no
   * catalogue word; whole words on both sides first, the longer first part first.
   */
  split(word: string): string | undefined {
    if (word.length < SPLIT_MIN_LENGTH || !isLetters(word) || this.hasPrefix(word))
      return undefined;
    for (const wholeTail of [true, false]) {
      for (let i = word.length - 2; i >= 3; i -= 1) {
        const head = word.slice(0, i);
        const tail = word.slice(i);
        if (!this.frequency.has(head)) continue;
        if (wholeTail ? this.frequency.has(tail) : this.hasPrefix(tail)) return `${head} ${tail}`;
      }
    }
    return undefined;
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

/**
 * One searched word (or a few words read together) and the ways it may be matched, any one
 * sufficing (itself first). An alternative is words separated by spaces, every one of which
 * must match: a word begins some word of the product, or, written "=word", is one of them
 * exactly (sizes: "=100mm").
 */
export interface SearchTerm {
  /** The query words this term stands for, joined by one space. */
  word: string;
  alternatives: string[];
  /** The word the "name holds the first word" ranking key looks for. */
  rank: string;
  /** Which rewrite made it (for the relaxed notice, tests and the bench). */
  kind: 'word' | 'typo' | 'split' | 'join' | 'synonym' | 'unit';
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

/** One word pattern of an alternative: a beginning, or an exact word. */
export interface WordPattern {
  word: string;
  exact: boolean;
}

export function patternsOf(alternative: string): WordPattern[] {
  return alternative
    .split(' ')
    .filter(Boolean)
    .map((p) =>
      p.startsWith('=') ? { word: p.slice(1), exact: true } : { word: p, exact: false },
    );
}

/** The tsquery text of some terms: alternatives or-ed, the words of one alternative and-ed. */
export function tsqueryOf(terms: readonly SearchTerm[]): string {
  const alt = (a: string) => {
    const parts = patternsOf(a).map((p) => (p.exact ? p.word : `${p.word}:*`));
    return parts.length > 1 ? `(${parts.join(' & ')})` : (parts[0] ?? '');
  };
  return terms
    .map((t) =>
      t.alternatives.length === 1
        ? alt(t.alternatives[0]!)
        : `(${t.alternatives.map(alt).join(' | ')})`,
    )
    .join(' & ');
}

/** A parsed query made of some of another's terms (relaxed matching). */
export function withTerms(q: ParsedQuery, terms: SearchTerm[]): ParsedQuery {
  const text = terms.map((t) => t.word).join(' ');
  return { text, terms, normalised: wordsOf(text).join(' '), sku: '', tsquery: tsqueryOf(terms) };
}

/**
 * Reads a query as buyers type it (docs/decisions/265): sizes become unit tokens ("4 inch" →
 * "=100mm"), phrases with synonyms stand for them too ("welding rod" → rod | electrode), two
 * words the catalogue writes as one are read together ("multi meter" | "multimeter"), a word
 * the catalogue writes as two is split ("anglegrinder" | "angle grinder"), and a word of 5+
 * letters with one typo is corrected. Every term must match (relaxed matching, in
 * search.service.ts, drops the ones that match least when nothing does).
 */
export function parseQuery(
  q: string,
  vocabulary: Vocabulary,
  synonyms: Synonyms = NO_SYNONYMS,
): ParsedQuery {
  const text = q.trim();
  const { text: unitText, units } = rewriteUnits(text);
  const words = queryWords(unitText);
  const terms: SearchTerm[] = [];
  for (let i = 0; i < words.length;) {
    const w = words[i] as string;
    if (units.has(w)) {
      terms.push({ word: w, alternatives: [`=${w}`], rank: w, kind: 'unit' });
      i += 1;
      continue;
    }
    const syn = synonyms.at(words, i);
    if (syn && !words.slice(i, i + syn.length).some((x) => units.has(x))) {
      const phrase = words.slice(i, i + syn.length).join(' ');
      const alternatives = [phrase, ...syn.synonyms];
      // rank by the first phrase the catalogue uses ("hard hat" → "safety helmet": safety)
      const heads = alternatives.map((a) => a.split(' ')[0] as string);
      terms.push({
        word: phrase,
        alternatives,
        rank: heads.find((h) => vocabulary.hasPrefix(h)) ?? w,
        kind: 'synonym',
      });
      i += syn.length;
      continue;
    }
    const next = words[i + 1];
    if (next !== undefined && isLetters(w) && isLetters(next) && vocabulary.hasPrefix(w + next)) {
      const phrase = `${w} ${next}`;
      terms.push({ word: phrase, alternatives: [phrase, w + next], rank: w, kind: 'join' });
      i += 2;
      continue;
    }
    const corrections = vocabulary.corrections(w);
    const split = vocabulary.split(w);
    const alternatives = [w, ...corrections];
    if (split) alternatives.push(split);
    terms.push({
      word: w,
      alternatives,
      rank: corrections[0] ?? (split ? (split.split(' ')[0] as string) : w),
      kind: corrections.length > 0 ? 'typo' : split ? 'split' : 'word',
    });
    i += 1;
  }
  const sku = normaliseSku(text);
  return {
    text,
    terms,
    normalised: wordsOf(text).join(' '),
    sku: sku.length >= 3 ? sku : '',
    tsquery: tsqueryOf(terms),
  };
}

/** Whether one alternative of a term matches a text's words. */
export function alternativeMatches(alternative: string, words: readonly string[]): boolean {
  return patternsMatch(patternsOf(alternative), words);
}

function patternsMatch(patterns: readonly WordPattern[], words: readonly string[]): boolean {
  return patterns.every((p) =>
    p.exact ? words.includes(p.word) : words.some((w) => w.startsWith(p.word)),
  );
}

/**
 * Whether a name (maker or category) matches the query: every term, in one of its ways,
 * matches words of the name. Used on the small in-memory maker and category lists.
 */
export function nameMatches(name: string, terms: SearchTerm[]): boolean {
  return nameMatcher(terms)(wordsOf(name));
}

/**
 * nameMatches for many names: the query's word patterns read once, then tested against each
 * name's words (search tests every maker and category on each request).
 */
export function nameMatcher(terms: readonly SearchTerm[]): (words: readonly string[]) => boolean {
  if (terms.length === 0) return () => false;
  const compiled = terms.map((t) => t.alternatives.map(patternsOf));
  return (words) => compiled.every((alts) => alts.some((a) => patternsMatch(a, words)));
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
  specifications?: readonly { name: string; value: string }[],
): string {
  const text = [
    spacedWords(name),
    `${spacedWords(sku)} ${sku.replace(/[^A-Za-z0-9]+/g, '').toLowerCase()}`,
    spacedWords(makerName),
    categoryNames.map(spacedWords).join(' '),
  ].join(' | ');
  return specifications === undefined ? text : withUnits(text, name, specifications);
}

/**
 * search_text with its fifth segment: the unit tokens of the name and specifications
 * (search-units.ts), so "5 HP" in a specification is found by "5hp" and "4 inch".
 */
export function withUnits(
  searchText: string,
  name: string,
  specifications: readonly { name: string; value: string }[],
): string {
  const base = searchText.split(' | ').slice(0, 4).join(' | ');
  const units = unitTokens(`${name} ; ${specificationText(specifications)}`);
  return `${base} | ${units.join(' ')}`;
}
