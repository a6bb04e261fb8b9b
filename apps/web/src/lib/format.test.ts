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

  it('shows whole rupees and counts with en-IN grouping', () => {
    expect(formatRupeesWhole(123456.4)).toBe('₹1,23,456');
    expect(formatRupeesWhole(0)).toBe('₹0');
    expect(formatCount(12345678)).toBe('1,23,45,678');
    expect(formatCount(999)).toBe('999');
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
