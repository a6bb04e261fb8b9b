import { describe, expect, it } from 'vitest';
import { lineTax } from '@store/contract';
import {
  creditForLine,
  NOTHING_CREDITED,
  proportionOf,
  sumCredits,
  type InvoicedLine,
} from './credit-note-arithmetic';

const invoiced = (
  totalPaise: number,
  quantity: number,
  rate: number,
  intra = true,
): InvoicedLine => {
  const t = lineTax(totalPaise, rate, intra ? 'INTRA_STATE' : 'INTER_STATE');
  return {
    quantity,
    taxablePaise: t.taxable_paise,
    cgstPaise: t.cgst_paise,
    sgstPaise: t.sgst_paise,
    igstPaise: t.igst_paise,
  };
};

describe('credit note arithmetic', () => {
  it('rounds halves up exactly', () => {
    expect(proportionOf(3, 1, 2)).toBe(2);
    expect(proportionOf(253984, 1, 3)).toBe(84661);
    expect(proportionOf(Number.MAX_SAFE_INTEGER, 1, 1)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('1 of 3 units of a ₹999 line at 18% (inside the state), then the remaining 2', () => {
    const line = invoiced(299_700, 3, 18);
    expect(line).toEqual({
      quantity: 3,
      taxablePaise: 253_984,
      cgstPaise: 22_858,
      sgstPaise: 22_858,
      igstPaise: 0,
    });
    const first = creditForLine(line, NOTHING_CREDITED, 1);
    expect(first).toEqual({
      quantity: 1,
      taxablePaise: 84_661,
      cgstPaise: 7_619,
      sgstPaise: 7_619,
      igstPaise: 0,
      totalPaise: 99_899,
    });
    const second = creditForLine(line, first, 2);
    expect(second).toEqual({
      quantity: 2,
      taxablePaise: 169_323,
      cgstPaise: 15_239,
      sgstPaise: 15_239,
      igstPaise: 0,
      totalPaise: 199_801,
    });
    const all = sumCredits([first, second]);
    expect(all.taxablePaise).toBe(line.taxablePaise);
    expect(all.cgstPaise).toBe(line.cgstPaise);
    expect(all.totalPaise).toBe(299_700);
  });

  it('never takes more than the line holds, one unit at a time, for odd quantities and rates', () => {
    for (const [total, qty, rate, intra] of [
      [299_700, 3, 18, true],
      [99_999, 7, 28, false],
      [1, 3, 5, true],
      [123_457, 11, 12, true],
      [50_000_01, 9, 0.25, false],
    ] as const) {
      const line = invoiced(total, qty, rate, intra);
      let so = sumCredits([NOTHING_CREDITED]);
      for (let i = 0; i < qty; i += 1) {
        const c = creditForLine(line, so, 1);
        for (const v of [c.taxablePaise, c.cgstPaise, c.sgstPaise, c.igstPaise]) {
          expect(v).toBeGreaterThanOrEqual(0);
        }
        expect(c.cgstPaise).toBe(c.sgstPaise);
        so = sumCredits([so, c]);
        expect(so.taxablePaise).toBeLessThanOrEqual(line.taxablePaise);
        expect(so.cgstPaise + so.igstPaise).toBeLessThanOrEqual(line.cgstPaise + line.igstPaise);
      }
      expect(so.totalPaise).toBe(total);
    }
  });

  it('refuses more units than were invoiced', () => {
    const line = invoiced(299_700, 3, 18);
    expect(() => creditForLine(line, { ...NOTHING_CREDITED, quantity: 2 }, 2)).toThrow();
  });
});
