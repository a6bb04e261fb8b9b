import { describe, expect, it } from 'vitest';
import {
  badgeCount,
  formatDate,
  formatDateTime,
  formatRupees,
  formatRupeesWhole,
  formatCount,
} from './format';

describe('format', () => {
  it('shows rupees with en-IN grouping', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456.00');
    expect(formatRupees(1234567.5)).toBe('₹12,34,567.50');
    expect(formatRupees(0)).toBe('₹0.00');
  });

  it('formats rupees exactly as Intl.NumberFormat en-IN does', () => {
    const intl = (digits: number) =>
      new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    const two = intl(2);
    const whole = intl(0);
    const values = [
      0,
      -0,
      0.004,
      0.005,
      0.015,
      0.5,
      1.005,
      1.5,
      2.5,
      9.995,
      99.995,
      999.5,
      999.995,
      1000,
      1234.5,
      99999.999,
      100000,
      123456.785,
      9999999.5,
      12345678.9,
      1e14 + 0.5,
      999999999999999,
      1e15,
      1e21,
      1e-7,
      NaN,
      Infinity,
      -Infinity,
      -0.004,
      -1.005,
      -2.5,
      -123456.785,
    ];
    // and a spread of prices in paise, and of random amounts
    for (let i = 0; i < 2000; i++) values.push(Math.round(Math.random() * 1e9) / 100);
    for (let i = 0; i < 2000; i++) values.push((Math.random() - 0.3) * 10 ** (Math.random() * 12));
    for (const v of values) {
      expect(formatRupees(v), String(v)).toBe(two.format(v));
      expect(formatRupeesWhole(v), String(v)).toBe(whole.format(v));
    }
  });

  it('formats counts as toLocaleString en-IN does', () => {
    for (const n of [0, 7, 999, 1000, 12345, 123456, 1234567, 98765432, 1e15, -1234, 12.5]) {
      expect(formatCount(n), String(n)).toBe(n.toLocaleString('en-IN'));
    }
  });

  it('shows times in India time', () => {
    // 18:40 UTC is 00:10 the next day in India.
    expect(formatDateTime('2026-11-21T18:40:00Z')).toMatch(/22 Nov 2026, 12:10\s?am/i);
    expect(formatDate('2026-11-21T18:40:00Z')).toBe('22 Nov 2026');
  });

  it('caps badges at 99+', () => {
    expect(badgeCount(0)).toBe('0');
    expect(badgeCount(99)).toBe('99');
    expect(badgeCount(100)).toBe('99+');
  });
});
