/**
 * The trade's synonyms as search reads them (docs/decisions/267): a two-way entry makes each
 * of its phrases stand for every other ("rod", "electrode"); a one-way entry makes its first
 * phrase stand for the others, not back ("jack" → "pallet truck": a pallet truck is a jack to
 * a buyer, a bottle jack is no pallet truck). Phrases are matched on whole query words,
 * longest first, a trailing plural "s" forgiven ("discs" → "disc"). A phrase typed with its
 * words split or joined otherwise matches as written (docs/decisions/313): "rawl bolt" is
 * the synonym "rawlbolt", "palletjack" the phrase "pallet jack".
 */

export interface SynonymEntry {
  /** Phrases, as typed by staff; at least two. */
  terms: string[];
  /** true: terms[0] → terms[1..] only. */
  oneWay: boolean;
}

/** Lower-case words of a phrase (letters and digits). */
const phraseWords = (s: string) =>
  s
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The longest phrase a synonym entry may have, in words. */
export const MAX_PHRASE_WORDS = 4;

export class Synonyms {
  /** Phrase (words joined by one space) → the phrases it also stands for. */
  private readonly map = new Map<string, string[]>();
  /** A phrase's letters without its spaces ("palletjack") → the phrase ("pallet jack"). */
  private readonly compact = new Map<string, string>();
  private longest = 1;

  constructor(entries: Iterable<SynonymEntry>) {
    for (const e of entries) {
      const phrases = [...new Set(e.terms.map((t) => phraseWords(t).join(' ')).filter(Boolean))];
      if (phrases.length < 2) continue;
      const from = e.oneWay ? [phrases[0] as string] : phrases;
      for (const p of from) {
        const list = this.map.get(p) ?? [];
        for (const q of phrases) if (q !== p && !list.includes(q)) list.push(q);
        this.map.set(p, list);
        if (!this.compact.has(p.replaceAll(' ', ''))) this.compact.set(p.replaceAll(' ', ''), p);
        this.longest = Math.max(this.longest, p.split(' ').length);
      }
    }
  }

  get size(): number {
    return this.map.size;
  }

  private get(phrase: string): string[] | undefined {
    return (
      this.map.get(phrase) ?? (phrase.endsWith('s') ? this.map.get(phrase.slice(0, -1)) : undefined)
    );
  }

  /** The phrase written with these letters, spaced otherwise ("rawl bolt" → "rawlbolt"). */
  private spelledAs(letters: string): string | undefined {
    return (
      this.compact.get(letters) ??
      (letters.endsWith('s') ? this.compact.get(letters.slice(0, -1)) : undefined)
    );
  }

  /**
   * The longest phrase starting at words[at] that has synonyms: how many words it covers and
   * what it also stands for; undefined when none. Words that spell a phrase with other spaces
   * (one more split than the phrase has, at most) stand for it and its synonyms.
   */
  at(words: readonly string[], at: number): { length: number; synonyms: string[] } | undefined {
    const max = Math.min(this.longest + 1, words.length - at);
    for (let n = max; n >= 1; n -= 1) {
      const typed = words.slice(at, at + n);
      const found = n <= this.longest ? this.get(typed.join(' ')) : undefined;
      if (found) return { length: n, synonyms: found };
      const phrase = this.spelledAs(typed.join(''));
      const others = phrase === undefined ? undefined : this.map.get(phrase);
      if (phrase !== undefined && others) return { length: n, synonyms: [phrase, ...others] };
    }
    return undefined;
  }
}

export const NO_SYNONYMS = new Synonyms([]);
