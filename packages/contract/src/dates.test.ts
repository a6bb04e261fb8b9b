import { describe, expect, it } from 'vitest';
import { CalendarDateSchema, DATE_MESSAGES } from './common';

describe('CalendarDateSchema: every date the API takes', () => {
  it.each([
    ['2027-02-30', DATE_MESSAGES.real],
    ['2027-13-01', DATE_MESSAGES.real],
    ['2026-12-32', DATE_MESSAGES.real],
    ['2026-11-31', DATE_MESSAGES.real],
    ['2026-12-00', DATE_MESSAGES.real],
    ['2026-02-29', DATE_MESSAGES.real],
    ['0001-01-01', DATE_MESSAGES.range],
    ['2100-01-01', DATE_MESSAGES.range],
    ['2026-4-01', DATE_MESSAGES.format],
    ['26-04-01', DATE_MESSAGES.format],
    ['2026-04-01T00:00', DATE_MESSAGES.format],
  ])('refuses %s with one message', (date, message) => {
    const r = CalendarDateSchema.safeParse(date);
    expect(r.error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it('takes real days, leap days of leap years included', () => {
    for (const date of ['2028-02-29', '2000-02-29', '2026-12-31', '2000-01-01', '2099-12-31']) {
      expect(CalendarDateSchema.parse(date)).toBe(date);
    }
    expect(CalendarDateSchema.safeParse(20260101).success).toBe(false);
  });
});
