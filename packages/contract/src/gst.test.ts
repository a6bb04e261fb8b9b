import { describe, expect, it } from 'vitest';
import {
  GST_STATE_CODES,
  gstinCheckChar,
  INDIAN_STATES,
  isValidGstin,
  lineTax,
  orderTax,
  placeOfSupplyOf,
  supplyTypeOf,
} from './gst';

describe('GSTIN check', () => {
  it('computes the mod-36 check character', () => {
    expect(gstinCheckChar('29ABCDE1234F1Z')).toBe('W');
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
  });
  it('accepts valid GSTINs, lower case too', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('29ABCDE1234F1ZW')).toBe(true);
    expect(isValidGstin(' 29abcde1234f1zw ')).toBe(true);
    expect(isValidGstin('29AABCB1234L1ZR')).toBe(true);
  });
  it('refuses a wrong check character, format or state code', () => {
    expect(isValidGstin('29ABCDE1234F1Z5')).toBe(false);
    expect(isValidGstin('29ABCDE1234F1Y5')).toBe(false);
    expect(isValidGstin('29ABCDE1234F0ZW')).toBe(false);
    expect(isValidGstin('29ABCDE1234F1ZWX')).toBe(false);
    expect(isValidGstin('')).toBe(false);
    // 40 is no state: a well-formed GSTIN with its right check character is still refused.
    const first14 = '40ABCDE1234F1Z';
    expect(isValidGstin(first14 + gstinCheckChar(first14))).toBe(false);
  });
  it('has a GST code for every state of the checkout list', () => {
    for (const s of INDIAN_STATES) expect(GST_STATE_CODES[s]).toMatch(/^\d{2}$/);
    expect(new Set(Object.values(GST_STATE_CODES)).size).toBe(INDIAN_STATES.length);
    expect(placeOfSupplyOf('Karnataka')).toBe('Karnataka (29)');
    expect(placeOfSupplyOf('Delhi')).toBe('Delhi (07)');
  });
});

describe('tax split in paise', () => {
  it('splits 18% inside the state into equal CGST and SGST', () => {
    // ₹1,180.00 at 18%: taxable 1,000, CGST 90, SGST 90.
    expect(lineTax(118_000, 18, 'INTRA_STATE')).toEqual({
      taxable_paise: 100_000,
      cgst_paise: 9_000,
      sgst_paise: 9_000,
      igst_paise: 0,
      tax_paise: 18_000,
    });
    expect(lineTax(118_000, 18, 'INTER_STATE').igst_paise).toBe(18_000);
  });
  it('rounds the CGST share half up and keeps CGST == SGST with an odd tax', () => {
    // ₹999.99 at 18%: tax 152.5408...; half 76.27 (7627.04 paise → 7627).
    const intra = lineTax(99_999, 18, 'INTRA_STATE');
    expect(intra.cgst_paise).toBe(7627);
    expect(intra.sgst_paise).toBe(7627);
    expect(intra.taxable_paise + intra.tax_paise).toBe(99_999);
    const inter = lineTax(99_999, 18, 'INTER_STATE');
    expect(inter.igst_paise).toBe(15_254);
    expect(inter.taxable_paise).toBe(84_745);
  });
  it('handles 5%, 12%, 28%, fractional and zero rates', () => {
    for (const rate of [0, 0.25, 3, 5, 12, 18, 28]) {
      for (const total of [0, 1, 2, 3, 99, 100, 12_345, 1_234_567, 99_999_999_999]) {
        for (const supply of ['INTRA_STATE', 'INTER_STATE'] as const) {
          const t = lineTax(total, rate, supply);
          expect(t.taxable_paise + t.cgst_paise + t.sgst_paise + t.igst_paise).toBe(total);
          expect(t.cgst_paise).toBe(t.sgst_paise);
          expect(t.taxable_paise).toBeGreaterThanOrEqual(0);
          // Within a paisa or two of the exact tax.
          const exact = (total * rate) / (100 + rate);
          expect(Math.abs(t.tax_paise - exact)).toBeLessThanOrEqual(1);
        }
      }
    }
  });
  it('sums the order from its lines', () => {
    const tax = orderTax(
      [
        { total_paise: 99_999, gst_rate: 18 },
        { total_paise: 50_001, gst_rate: 12 },
      ],
      'INTRA_STATE',
    );
    expect(tax.cgst_paise).toBe(tax.sgst_paise);
    expect(tax.taxable_paise + tax.tax_paise).toBe(150_000);
    expect(tax.lines).toHaveLength(2);
  });
  it('tells intra-state from inter-state supply', () => {
    expect(supplyTypeOf('Karnataka', 'Karnataka')).toBe('INTRA_STATE');
    expect(supplyTypeOf('karnataka ', 'Karnataka')).toBe('INTRA_STATE');
    expect(supplyTypeOf('Delhi', 'Karnataka')).toBe('INTER_STATE');
  });
});
