import { INDIA_DATE, INDIA_DATE_TIME } from '@store/contract/constants';

// Money, counts and dates through Intl with en-IN rules (house style: Intl, not hand-written
// formatting). Each formatter is built on first use and kept: building the first en-IN
// formatter loads the locale's data, which should not happen while the entry module loads
// (docs/decisions/140).
let rupees: Intl.NumberFormat | undefined;
let rupeesWhole: Intl.NumberFormat | undefined;
let counts: Intl.NumberFormat | undefined;
let dateTime: Intl.DateTimeFormat | undefined;
let dateOnly: Intl.DateTimeFormat | undefined;

const currency = (digits: 0 | 2) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });

/** ₹1,23,456.00: rupees with en-IN digit grouping. */
export const formatRupees = (amount: number): string => (rupees ??= currency(2)).format(amount);
/** ₹1,23,456: for compact places (cards, facets). */
export const formatRupeesWhole = (amount: number): string =>
  (rupeesWhole ??= currency(0)).format(amount);
/** 1,23,456: a count with en-IN grouping. */
export const formatCount = (n: number): string =>
  (counts ??= new Intl.NumberFormat('en-IN')).format(n);

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** Times are shown in India time (UTC+5:30), en-IN format: "22 Nov 2026, 3:05 pm". */
export const formatDateTime = (value: string | Date): string =>
  (dateTime ??= new Intl.DateTimeFormat('en-IN', INDIA_DATE_TIME)).format(toDate(value));
export const formatDate = (value: string | Date): string =>
  (dateOnly ??= new Intl.DateTimeFormat('en-IN', INDIA_DATE)).format(toDate(value));

/** Badge counts show 99+ above 99. */
export const badgeCount = (n: number): string => (n > 99 ? '99+' : String(n));
