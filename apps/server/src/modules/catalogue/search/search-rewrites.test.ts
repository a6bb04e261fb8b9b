import { describe, expect, it } from 'vitest';
import { SearchIndexBuilder } from './search-index-builder';
import { Synonyms } from './search-synonyms';
import { SHIPPED_SYNONYMS } from './search-synonyms-seed';
import {
  nameMatches,
  parseQuery,
  searchTextFor,
  Vocabulary,
  withTerms,
  withUnits,
} from './search-terms';
import { rewriteUnits, unitTokens } from './search-units';

/** Unit tests of each kind of query rewrite (docs/decisions/265-267). */
const vocabulary = new Vocabulary(
  [
    'angle',
    'grinder',
    'multimeter',
    'digital',
    'spanner',
    'set',
    'ear',
    'muffs',
    'drill',
    'welding',
    'electrodes',
    'electrode',
    'pallet',
    'truck',
    'hydraulic',
    'bench',
    'vice',
    'caliper',
  ].map((word, i) => ({ word, frequency: 100 - i })),
);
const synonyms = new Synonyms([
  { terms: ['rod', 'electrode'], oneWay: false },
  { terms: ['pallet jack', 'pallet truck'], oneWay: false },
  { terms: ['jack', 'pallet truck'], oneWay: true },
  { terms: ['rawlbolt', 'anchor bolt'], oneWay: false },
]);
const parse = (q: string) => parseQuery(q, vocabulary, synonyms);

describe('sizes and units', () => {
  it.each([
    ['4 inch', ['100mm']],
    ['4"', ['100mm']],
    ['4in', ['100mm']],
    ['4 inches', ['100mm']],
    ['1/2 inch drive', ['13mm']],
    ['7" grinder', ['180mm']],
    ['5hp motor', ['5hp']],
    ['5 HP', ['5hp']],
    ['200 amp', ['200a']],
    ['200A', ['200a']],
    ['18 volt', ['18v']],
    ['10 ton', ['10ton']],
    ['Capacity: 2.5 t', ['2p5ton']],
    ['33cm', ['330mm']],
    ['100 mm', ['100mm']],
    ['Bench Vice 100mm (4 inch)', ['100mm']],
  ])('%s → %j', (text, tokens) => {
    expect(unitTokens(text)).toEqual(tokens);
  });

  it('leaves names, part numbers and loose numbers alone', () => {
    expect(unitTokens('M14 thread, E6013, 4 in 1, 2 x 2.0 Ah, 6/16 A, P60')).toEqual([]);
  });

  it('replaces sizes in a query by their tokens', () => {
    expect(rewriteUnits('grinder 4 inch').text.split(/\s+/).filter(Boolean)).toEqual([
      'grinder',
      '100mm',
    ]);
  });

  it('makes a size an exact term of the query', () => {
    const q = parse('bench vice 6 inch');
    expect(q.terms.map((t) => [t.kind, t.alternatives])).toEqual([
      ['word', ['bench']],
      ['word', ['vice']],
      ['unit', ['=150mm']],
    ]);
    expect(q.tsquery).toBe('bench:* & vice:* & 150mm');
  });

  it('adds the unit tokens of the name and specifications to the search text', () => {
    const specs = [
      { name: 'Brand', value: 'Kaveri 5A' },
      { name: 'Power', value: '5 HP / 3.7 kW' },
    ];
    expect(searchTextFor('Kaveri Pump Set', 'KP-55', 'Kaveri Pumps', ['Pumps'], specs)).toBe(
      'kaveri pump set | kp 55 kp55 | kaveri pumps | pumps | 5hp 3p7kw',
    );
    // recomputing keeps one units segment
    const once = withUnits('a | b | c | d', 'Vice 4 inch', []);
    expect(withUnits(once, 'Vice 4 inch', [])).toBe('a | b | c | d | 100mm');
  });
});

describe('compound words', () => {
  it('splits a word the catalogue writes as two', () => {
    expect(vocabulary.split('anglegrinder')).toBe('angle grinder');
    expect(vocabulary.split('spannerset')).toBe('spanner set');
    expect(vocabulary.split('earmuff')).toBe('ear muff');
    expect(vocabulary.split('grinder')).toBeUndefined(); // a word of its own
    const q = parse('anglegrinder');
    expect(q.terms).toEqual([
      {
        word: 'anglegrinder',
        alternatives: ['anglegrinder', 'angle grinder'],
        rank: 'angle',
        kind: 'split',
      },
    ]);
    expect(q.tsquery).toBe('(anglegrinder:* | (angle:* & grinder:*))');
  });

  it('joins two words the catalogue writes as one', () => {
    const q = parse('digital multi meter');
    expect(q.terms.map((t) => [t.kind, t.alternatives])).toEqual([
      ['word', ['digital']],
      ['join', ['multi meter', 'multimeter']],
    ]);
    expect(q.tsquery).toBe('digital:* & ((multi:* & meter:*) | multimeter:*)');
  });
});

describe('synonyms', () => {
  it('reads a phrase as its synonyms too, longest phrase first', () => {
    expect(parse('welding rod').terms.map((t) => t.alternatives)).toEqual([
      ['welding'],
      ['rod', 'electrode'],
    ]);
    expect(parse('pallet jack').terms.map((t) => t.alternatives)).toEqual([
      ['pallet jack', 'pallet truck'],
    ]);
    expect(parse('welding rods').terms[1]?.alternatives).toEqual(['rods', 'electrode']);
  });

  it('reads a synonym typed with its words split or joined as the synonym (issue 43.15)', () => {
    const rawl = parse('rawl bolt m12');
    expect(rawl.terms.map((t) => [t.word, t.kind, t.alternatives])).toEqual([
      ['rawl bolt', 'synonym', ['rawl bolt', 'rawlbolt', 'anchor bolt']],
      ['m12', 'word', ['m12']],
    ]);
    // as the joined word is read
    expect(parse('rawlbolt m12').terms[0]?.alternatives).toEqual(['rawlbolt', 'anchor bolt']);
    expect(parse('rawl bolts').terms[0]?.alternatives).toEqual([
      'rawl bolts',
      'rawlbolt',
      'anchor bolt',
    ]);
    // and a phrase typed as one word
    expect(parse('palletjack').terms[0]?.alternatives).toEqual([
      'palletjack',
      'pallet jack',
      'pallet truck',
    ]);
    expect(parse('anchorbolt').terms[0]?.alternatives).toEqual([
      'anchorbolt',
      'anchor bolt',
      'rawlbolt',
    ]);
  });

  it('keeps one-way entries one way', () => {
    expect(parse('jack').terms[0]?.alternatives).toEqual(['jack', 'pallet truck']);
    expect(parse('truck').terms[0]?.alternatives).toEqual(['truck']);
    expect(parse('pallet truck').terms[0]?.alternatives).toEqual(['pallet truck', 'pallet jack']);
  });

  it('ships the trade synonyms as valid entries', () => {
    const shipped = new Synonyms(SHIPPED_SYNONYMS);
    expect(shipped.size).toBeGreaterThan(40);
    expect(shipped.at(['dust', 'mask'], 0)?.synonyms).toEqual(['respirator']);
    expect(shipped.at(['hammer', 'drill'], 0)?.synonyms).toEqual(['rotary hammer']);
  });

  it('matches maker and category names with every kind of alternative', () => {
    const q = parse('pallet jack');
    expect(nameMatches('Hydraulic Hand Pallet Truck', q.terms)).toBe(true);
    expect(nameMatches('Hydraulic Bottle Jack', q.terms)).toBe(false);
    expect(nameMatches('Vice 150mm', parse('vice 6 inch').terms)).toBe(true);
    expect(nameMatches('Vice 1500mm', parse('vice 6 inch').terms)).toBe(false);
  });
});

describe('typos and relaxed queries', () => {
  it('still corrects one typo', () => {
    const q = parse('grnder');
    expect(q.terms[0]).toMatchObject({ kind: 'typo', rank: 'grinder' });
  });

  it('builds a relaxed query from some of the terms', () => {
    const q = parse('bosh drill');
    const relaxed = withTerms(q, [q.terms[1]!]);
    expect([relaxed.text, relaxed.tsquery, relaxed.sku]).toEqual(['drill', 'drill:*', '']);
  });
});

describe('the in-memory index with rewritten terms', () => {
  const b = new SearchIndexBuilder();
  const rows = [
    ['Deccan Angle Grinder 100mm 670W', 'DAG-600'],
    ['Bharat Angle Grinder 180mm 2000W', 'BTAG-180'],
    ['Peenya Bench Grinder 150mm 250W', 'PMBG-150'],
    ['Narmada Hydraulic Hand Pallet Truck 3 Ton', 'NHPT 302'],
    ['Peenya Bench Vice 150mm (6 inch)', 'PMBV-150'],
    ['Tapti High Tensile Hex Bolt M12x50mm', 'THB-1250'],
    ['Tapti Sleeve Anchor Bolt M12x100mm', 'TAB-12100'],
  ];
  rows.forEach(([name, sku], i) =>
    b.add(
      `00000000-0000-4000-8000-00000000000${i}`,
      searchTextFor(name!, sku!, 'Maker', ['Tools'], []),
      sku!.replace(/[^A-Z0-9]/gi, '').toUpperCase(),
    ),
  );
  const index = b.finish();
  const idsOf = (q: string) =>
    index.search(parseQuery(q, vocabulary, synonyms), 0, 10).ids.map((id) => Number(id.slice(-1)));

  it('matches an alternative of several words only where all are', () => {
    expect(idsOf('anglegrinder')).toEqual([0, 1]);
    expect(idsOf('pallet jack')).toEqual([3]);
  });

  it('finds the anchor bolts, not the hex bolts, for a split synonym (issue 43.15)', () => {
    expect(idsOf('rawl bolt m12')).toEqual([6]);
    expect(idsOf('rawlbolt m12')).toEqual([6]);
  });

  it('matches a size exactly, not as a prefix', () => {
    expect(idsOf('grinder 4 inch')).toEqual([0]);
    expect(idsOf('6 inch')).toEqual([2, 4]);
    expect(idsOf('vice 6 inch')).toEqual([4]);
  });

  it('counts without a page', () => {
    expect(index.search(parseQuery('grinder', vocabulary, synonyms), 0, 0)).toEqual({
      ids: [],
      total: 3,
    });
  });
});
