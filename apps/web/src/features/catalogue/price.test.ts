import { describe, expect, it } from 'vitest';
import { gstShareOf, savingOf } from './price';

describe('savingOf', () => {
  it('gives the amount and the rounded percentage saved', () => {
    expect(savingOf(7499, 9999)).toEqual({ amount: 2500, percent: 25 });
    expect(savingOf(99.99, 149.5)).toEqual({ amount: 49.51, percent: 33 });
  });
  it('is null without a higher compare-at price', () => {
    expect(savingOf(100, null)).toBeNull();
    expect(savingOf(100, undefined)).toBeNull();
    expect(savingOf(100, 100)).toBeNull();
    expect(savingOf(100, 90)).toBeNull();
  });
});

describe('gstShareOf', () => {
  it('takes the GST share out of a GST-inclusive price', () => {
    expect(gstShareOf(118, 18)).toBe(18);
    expect(gstShareOf(1180, 18)).toBe(180);
    expect(gstShareOf(7499, 18)).toBe(1143.92);
    expect(gstShareOf(105, 5)).toBe(5);
  });
  it('is zero for a zero rate', () => {
    expect(gstShareOf(500, 0)).toBe(0);
  });
});
