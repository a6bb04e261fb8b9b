import { describe, expect, it } from 'vitest';
import { addDeliveryDays, estimateDelivery, indiaDate, isDeliveryDay } from './delivery-dates';

const none = new Set<string>();

describe('delivery dates in India time', () => {
  it('takes the date in India, not in UTC', () => {
    // 20:00 UTC on 30 Nov is 01:30 on 1 Dec in India.
    expect(indiaDate(new Date('2026-11-30T20:00:00Z'))).toBe('2026-12-01');
    expect(indiaDate(new Date('2026-11-30T18:29:59Z'))).toBe('2026-11-30');
    expect(indiaDate(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12-01');
  });

  it('skips a Sunday', () => {
    // Sat 28 Nov 2026 + 1 delivery day: Sunday 29 is skipped → Monday 30.
    expect(isDeliveryDay('2026-11-29', none)).toBe(false);
    expect(addDeliveryDays('2026-11-28', 1, none)).toBe('2026-11-30');
    expect(addDeliveryDays('2026-11-27', 2, none)).toBe('2026-11-30');
  });

  it('skips a holiday staff listed', () => {
    const holidays = new Set(['2026-11-30']);
    expect(addDeliveryDays('2026-11-28', 1, holidays)).toBe('2026-12-01');
  });

  it('crosses a month end and a year end', () => {
    expect(addDeliveryDays('2026-11-30', 2, none)).toBe('2026-12-02');
    expect(addDeliveryDays('2026-12-30', 3, new Set(['2027-01-01']))).toBe('2027-01-04');
    // February of a non-leap year.
    expect(addDeliveryDays('2027-02-26', 1, none)).toBe('2027-02-27');
    expect(addDeliveryDays('2027-02-27', 1, none)).toBe('2027-03-01');
  });

  it('zero days is today when today is a delivery day, else the next one', () => {
    expect(addDeliveryDays('2026-11-28', 0, none)).toBe('2026-11-28');
    expect(addDeliveryDays('2026-11-29', 0, none)).toBe('2026-11-30');
  });

  it('estimates a window from the India date at an instant', () => {
    // 23:00 IST Saturday 28 Nov (17:30 UTC): 1 to 3 days → Mon 30 Nov to Wed 2 Dec,
    // with Tuesday 1 Dec a holiday → Mon 30 Nov to Thu 3 Dec.
    const now = new Date('2026-11-28T17:30:00Z');
    expect(estimateDelivery(now, { min: 1, max: 3 }, none)).toEqual({
      from: '2026-11-30',
      to: '2026-12-02',
    });
    expect(estimateDelivery(now, { min: 1, max: 3 }, new Set(['2026-12-01']))).toEqual({
      from: '2026-11-30',
      to: '2026-12-03',
    });
  });
});
