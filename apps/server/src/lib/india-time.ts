/** India has no daylight saving: India time is always UTC+05:30. */
const IST_OFFSET_MS = 330 * 60_000;

/** The instant a calendar day (YYYY-MM-DD) starts in India. */
export const indiaDayStart = (day: string): Date =>
  new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);

/** [start, end) of a month (YYYY-MM) in India time. */
export function indiaMonthRange(month: string): { start: Date; end: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(y, m - 1, 1) - IST_OFFSET_MS);
  const end = new Date(Date.UTC(y, m, 1) - IST_OFFSET_MS);
  return { start, end };
}

/** Today's date in India as YYYY-MM-DD. */
export const indiaToday = (now = new Date()): string =>
  new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The India-time month (YYYY-MM) of an instant. */
export const indiaMonthOf = (at: Date): string => indiaToday(at).slice(0, 7);

/** The India-time hour (0-23) of an instant. */
export const indiaHour = (now: Date): number =>
  new Date(now.getTime() + IST_OFFSET_MS).getUTCHours();

/** An instant's India date as its day, month and year, zero-padded ('05', '10', '2026'). */
export function indiaDateParts(at: Date): { day: string; month: string; year: string } {
  const [year, month, day] = indiaToday(at).split('-') as [string, string, string];
  return { day, month, year };
}
