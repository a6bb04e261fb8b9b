import { describe, expect, it } from 'vitest';
import {
  nameMatches,
  normaliseSku,
  parseQuery,
  queryWords,
  searchTextFor,
  Vocabulary,
  withinOneEdit,
} from './search-terms';

const vocabulary = new Vocabulary(
  [
    'angle',
    'grinder',
    'drill',
    'driver',
    'cordless',
    'caliper',
    'vernier',
    'pliers',
    'pump',
    'pumps',
    'kaveri',
    'submersible',
    'welding',
    'wrench',
  ].map((word, i) => ({ word, frequency: 100 - i })),
);

describe('withinOneEdit', () => {
  it.each([
    ['grinder', 'grinder', true],
    ['grnder', 'grinder', true], // deletion
    ['grinnder', 'grinder', true], // insertion
    ['grimder', 'grinder', true], // replacement
    ['girnder', 'grinder', true], // neighbours swapped
    ['angel', 'angle', true],
    ['grndr', 'grinder', false], // two edits
    ['gridner', 'grinder', true],
    ['abc', 'abcde', false],
    ['', 'a', true],
  ])('%s ~ %s → %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
    expect(withinOneEdit(b, a)).toBe(expected);
  });
});

describe('Vocabulary', () => {
  it('knows word beginnings', () => {
    expect(vocabulary.hasPrefix('gri')).toBe(true);
    expect(vocabulary.hasPrefix('grinder')).toBe(true);
    expect(vocabulary.hasPrefix('grinders')).toBe(false);
    expect(vocabulary.hasPrefix('zzz')).toBe(false);
  });

  it('corrects one typo in words of five or more letters', () => {
    expect(vocabulary.corrections('grnder')).toContain('grinder');
    expect(vocabulary.corrections('calipr')).toContain('caliper');
    expect(vocabulary.corrections('grnid')).toContain('grind'); // still being typed
    expect(vocabulary.corrections('pliars')).toContain('pliers');
    expect(vocabulary.corrections('angel')).toContain('angle');
    expect(vocabulary.corrections('wrneh')).toEqual([]); // two edits away
  });

  it('does not correct short words, words with digits, or known beginnings', () => {
    expect(vocabulary.corrections('drll')).toEqual([]);
    expect(vocabulary.corrections('grind')).toEqual([]);
    expect(vocabulary.corrections('grnder1')).toEqual([]);
  });
});

describe('parseQuery', () => {
  it('builds a prefix full-text query with typo alternatives', () => {
    const q = parseQuery('  Angle GRNDER ', vocabulary);
    expect(q.text).toBe('Angle GRNDER');
    expect(q.normalised).toBe('angle grnder');
    expect(q.tsquery).toBe('angle:* & (grnder:* | grinder:*)');
    expect(q.sku).toBe('ANGLEGRNDER');
  });

  it('keeps part numbers whatever their spacing, hyphens and case', () => {
    for (const form of ['DCD 776', 'dcd-776', 'DCD776', ' dcd.776 ']) {
      expect(parseQuery(form, vocabulary).sku).toBe('DCD776');
    }
    expect(normaliseSku('gws 600/2')).toBe('GWS6002');
  });

  it('drops stop words unless nothing else is left', () => {
    expect(queryWords('drill for concrete')).toEqual(['drill', 'concrete']);
    expect(queryWords('the')).toEqual(['the']);
    expect(parseQuery('!!!', vocabulary).tsquery).toBe('');
  });

  it('matches maker and category names by word beginnings', () => {
    const terms = parseQuery('kav pum', vocabulary).terms;
    expect(nameMatches('Kaveri Pumps', terms)).toBe(true);
    expect(nameMatches('Krishna Motors & Pumps', terms)).toBe(false);
    expect(nameMatches('Welding Equipment', parseQuery('weldng', vocabulary).terms)).toBe(true);
  });
});

describe('searchTextFor', () => {
  it('lays out name, part number, maker and categories', () => {
    expect(
      searchTextFor('Deccan Drill 18V (Kit)', 'DCD-776', 'Deccan Power Tools', [
        'Power Tools',
        'Pumps & Motors',
      ]),
    ).toBe('deccan drill 18v kit | dcd 776 dcd776 | deccan power tools | power tools pumps motors');
  });
});
