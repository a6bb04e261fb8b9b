import { describe, expect, it } from 'vitest';
import { INDIA_DATE, INDIA_DATE_TIME } from '@store/contract/constants';
import {
  badgeCount,
  formatDate,
  formatDateTime,
  formatRupees,
  formatRupeesWhole,
  formatCount,
  formatProductCount,
} from './format';
import { formatCalendarDate, formatWeekdayDate } from './calendar-format';

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
    expect(formatProductCount(1)).toBe('1 product');
    expect(formatProductCount(12345)).toBe('12,345 products');
  });

  it('writes exactly what Intl writes, for edge cases and random amounts', () => {
    const intl = (min: number, max: number, style?: 'currency') =>
      new Intl.NumberFormat('en-IN', {
        ...(style ? { style, currency: 'INR' } : {}),
        minimumFractionDigits: min,
        maximumFractionDigits: max,
      });
    const rupees = intl(2, 2, 'currency');
    const whole = intl(0, 0, 'currency');
    const counts = intl(0, 3);
    const edges = [
      0,
      -0,
      0.5,
      -0.5,
      1.005,
      -1.005,
      2.675,
      0.004,
      -0.004,
      0.0004,
      9.995,
      99.5,
      999.5,
      99999.995,
      999999.999,
      1234.5,
      1e-7,
      1e15,
      1e21,
      123456789012.345,
      Number.MAX_SAFE_INTEGER,
      NaN,
      Infinity,
      -Infinity,
    ];
    // a fixed-seed generator: a failure names its amount and reproduces
    let seed = 12345;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const randoms = Array.from({ length: 4000 }, (_, i) => {
      const scale = 10 ** Math.floor(random() * 12);
      const amount = Math.round(random() * scale * 1000) / 10 ** (i % 5);
      return i % 7 === 0 ? -amount : amount;
    });
    for (const value of [...edges, ...randoms]) {
      expect(formatRupees(value), String(value)).toBe(rupees.format(value));
      expect(formatRupeesWhole(value), String(value)).toBe(whole.format(value));
      expect(formatCount(value), String(value)).toBe(counts.format(value));
    }
  });

  it('shows times in India time', () => {
    // 18:40 UTC is 00:10 the next day in India.
    expect(formatDateTime('2026-11-21T18:40:00Z')).toBe('22 Nov 2026, 12:10 am');
    expect(formatDate('2026-11-21T18:40:00Z')).toBe('22 Nov 2026');
    expect(formatDateTime('2026-09-05T06:35:00Z')).toBe('5 Sept 2026, 12:05 pm');
  });

  it("writes dates as Intl's en-IN in India time does, character for character", () => {
    const dateTime = new Intl.DateTimeFormat('en-IN', INDIA_DATE_TIME);
    const dateOnly = new Intl.DateTimeFormat('en-IN', INDIA_DATE);
    const day = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const weekday = new Intl.DateTimeFormat('en-IN', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    // every half hour around the turns of the day (India midnight and noon are 18:30 and 06:30
    // UTC), and random instants from 1946 to 2100
    const edges = [
      '2026-11-21T18:29:59Z',
      '2026-11-21T18:30:00Z',
      '2026-11-22T06:29:00Z',
      '2026-11-22T06:30:00Z',
      '2026-12-31T18:30:00Z',
      '2028-02-28T18:30:00Z',
      '1946-01-01T00:00:00Z',
      '2099-12-31T18:29:59.999Z',
    ].map((s) => new Date(s));
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const from = Date.UTC(1946, 0, 1);
    const span = Date.UTC(2100, 0, 1) - from;
    const randoms = Array.from(
      { length: 3000 },
      () => new Date(from + Math.floor(random() * span)),
    );
    for (const d of [...edges, ...randoms]) {
      expect(formatDateTime(d), d.toISOString()).toBe(dateTime.format(d));
      expect(formatDate(d.toISOString()), d.toISOString()).toBe(dateOnly.format(d));
      const iso = d.toISOString().slice(0, 10);
      const utcDay = new Date(`${iso}T00:00:00Z`);
      expect(formatCalendarDate(iso), iso).toBe(day.format(utcDay));
      expect(formatWeekdayDate(iso), iso).toBe(weekday.format(utcDay));
    }
    // an invalid date throws as Intl does
    expect(() => formatDate('not a date')).toThrow(RangeError);
    expect(() => dateOnly.format(new Date('not a date'))).toThrow(RangeError);
  });

  it('caps badges at 99+', () => {
    expect(badgeCount(0)).toBe('0');
    expect(badgeCount(99)).toBe('99');
    expect(badgeCount(100)).toBe('99+');
  });
});
