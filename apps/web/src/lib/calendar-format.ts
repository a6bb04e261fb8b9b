import { dayMonthYear, MONTHS } from './format';

// Calendar days (YYYY-MM-DD, no time zone: a delivery date, a quote's validity) written as
// Intl's en-IN writes them, without building an Intl formatter (lib/format.ts says why; the
// comparison with Intl is in format.test.ts). Apart from format.ts so the storefront's first
// load does not carry them.

/** en-IN's short weekday names, Sunday first. */
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A calendar day's fields (YYYY-MM-DD, no time zone), or null for anything else. */
function calendarDay(isoDate: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!m || m[1]! < '1000') return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return Number.isFinite(d.getTime()) ? d : null;
}

/** "12 Dec 2026" from a calendar day (YYYY-MM-DD; no time zone shift). */
export function formatCalendarDate(isoDate: string): string {
  const d = calendarDay(isoDate);
  if (d) return dayMonthYear(d);
  const [y, mo, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (mo ?? 1) - 1, day ?? 1)).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "Tue, 1 Dec" from a calendar day (YYYY-MM-DD; no time zone shift). */
export function formatWeekdayDate(isoDate: string): string {
  const d = calendarDay(isoDate);
  if (d) return `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
  return new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
