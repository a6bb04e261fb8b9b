const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const rupeesWhole = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** ₹1,23,456.00: rupees with en-IN digit grouping. */
export const formatRupees = (amount: number): string => rupees.format(amount);
/** ₹1,23,456: for compact places (cards, facets). */
export const formatRupeesWhole = (amount: number): string => rupeesWhole.format(amount);

const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const dateOnly = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** Times are shown in India time (UTC+5:30), en-IN format: "22 Nov 2026, 3:05 pm". */
export const formatDateTime = (value: string | Date): string => dateTime.format(toDate(value));
export const formatDate = (value: string | Date): string => dateOnly.format(toDate(value));

/** Badge counts show 99+ above 99. */
export const badgeCount = (n: number): string => (n > 99 ? '99+' : String(n));
