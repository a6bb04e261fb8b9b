import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvText, escapeFormula } from './csv';

describe('every CSV the store writes (lib/csv.ts)', () => {
  it('writes formula text with a leading apostrophe, numbers and plain text as they are', () => {
    for (const formula of ['=HYPERLINK("http://x","y")', '+1', '-A1', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(escapeFormula(formula)).toBe(`'${formula}`);
    }
    expect(escapeFormula("'=1")).toBe("''=1");
    for (const plain of ['-5', '-1200.50', 'Kiran Fabricators', ' =spaced', '', '3M']) {
      expect(escapeFormula(plain)).toBe(plain);
    }
  });

  it('csvText escapes every text cell, header and rows, and keeps numbers', () => {
    const text = csvText(
      ['Name', 'Total'],
      [
        ['=cmd|calc', 12.5],
        ['@x', -3],
        [null, '0.00'],
      ],
      {
        bom: true,
      },
    );
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(parse(text.slice(1))).toEqual([
      ['Name', 'Total'],
      ["'=cmd|calc", '12.5'],
      ["'@x", '-3'],
      ['', '0.00'],
    ]);
  });
});
