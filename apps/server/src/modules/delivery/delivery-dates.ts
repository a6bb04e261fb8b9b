/*
 * Delivery date arithmetic (decisions.md › Delivery): pure functions over calendar dates "YYYY-MM-DD"
 * in India time (Asia/Kolkata, UTC+5:30 all year: India keeps no daylight saving).
 */

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's date in India at the instant `now`. */
export function indiaDate(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The next calendar day. */
export const nextDay = (date: string) => fromUtc(toUtc(date) + DAY_MS);

/** Couriers deliver Monday to Saturday except holidays. */
export function isDeliveryDay(date: string, holidays: ReadonlySet<string>): boolean {
  return new Date(toUtc(date)).getUTCDay() !== 0 && !holidays.has(date);
}

/**
 * The date `days` delivery days after `start`: each of those days skips Sundays and
 * holidays. Zero days means `start` itself when it is a delivery day, else the next one.
 */
export function addDeliveryDays(
  start: string,
  days: number,
  holidays: ReadonlySet<string>,
): string {
  let date = start;
  let left = days;
  while (left > 0) {
    date = nextDay(date);
    if (isDeliveryDay(date, holidays)) left -= 1;
  }
  while (!isDeliveryDay(date, holidays)) date = nextDay(date);
  return date;
}

/** The window { from, to } for an order dispatched at `now` that takes min..max delivery days. */
export function estimateDelivery(
  now: Date,
  days: { min: number; max: number },
  holidays: ReadonlySet<string>,
): { from: string; to: string } {
  const today = indiaDate(now);
  return {
    from: addDeliveryDays(today, days.min, holidays),
    to: addDeliveryDays(today, days.max, holidays),
  };
}
