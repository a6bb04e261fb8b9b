// Prices are formatted by hand, the way Intl.NumberFormat('en-IN', { style: 'currency',
// currency: 'INR' }) does (format.test.ts compares the two): building the first Intl formatter
// loads the locale's data, ~120 ms at Lighthouse's 4x CPU slowdown, in the task that starts
// the app (docs/decisions/140). Intl stays the answer for what the hand formatter does not
// cover (exponent notation, huge amounts, NaN and infinities), created on first use.
let intlRupees: Intl.NumberFormat | undefined;
let intlRupeesWhole: Intl.NumberFormat | undefined;
const intlCurrency = (digits: 0 | 2) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });

/** Indian digit grouping of a digit string: 12345678 → 1,23,45,678. */
function groupIndian(int: string): string {
  if (int.length <= 3) return int;
  const last3 = int.slice(-3);
  let rest = int.slice(0, -3);
  const groups: string[] = [];
  while (rest.length > 2) {
    groups.unshift(rest.slice(-2));
    rest = rest.slice(0, -2);
  }
  if (rest) groups.unshift(rest);
  return `${groups.join(',')},${last3}`;
}

/**
 * `amount` in rupees with `digits` decimals, rounded half away from zero on its shortest
 * decimal form (as ICU rounds), or null when the hand formatter does not cover it.
 */
function handRupees(amount: number, digits: 0 | 2): string | null {
  if (!Number.isFinite(amount) || Math.abs(amount) >= 1e15) return null;
  const plain = String(Math.abs(amount));
  if (plain.includes('e')) return null;
  const [intPart = '0', fracPart = ''] = plain.split('.');
  // digits as one integer string scaled by 10^digits, then rounded on the next digit
  let scaled = intPart + fracPart.padEnd(digits, '0').slice(0, digits);
  if ((fracPart[digits] ?? '0') >= '5') {
    const chars = scaled.split('');
    let i = chars.length - 1;
    while (i >= 0 && chars[i] === '9') chars[i--] = '0';
    if (i >= 0) chars[i] = String(Number(chars[i]) + 1);
    else chars.unshift('1');
    scaled = chars.join('');
  }
  scaled = scaled.replace(/^0+(?=\d)/, '').padStart(digits + 1, '0');
  const int = scaled.slice(0, scaled.length - digits);
  const frac = digits ? `.${scaled.slice(-digits)}` : '';
  const negative = amount < 0 || Object.is(amount, -0);
  return `${negative ? '-' : ''}₹${groupIndian(int)}${frac}`;
}

/** ₹1,23,456.00: rupees with en-IN digit grouping. */
export const formatRupees = (amount: number): string =>
  handRupees(amount, 2) ?? (intlRupees ??= intlCurrency(2)).format(amount);
/** ₹1,23,456: for compact places (cards, facets). */
export const formatRupeesWhole = (amount: number): string =>
  handRupees(amount, 0) ?? (intlRupeesWhole ??= intlCurrency(0)).format(amount);

/** 1,23,456: a count with en-IN grouping, as `n.toLocaleString('en-IN')` shows it, without Intl. */
export const formatCount = (n: number): string =>
  Number.isSafeInteger(n) && n >= 0 ? groupIndian(String(n)) : n.toLocaleString('en-IN');

// created on first use: the storefront's first screens show no dates
let dateTime: Intl.DateTimeFormat | undefined;
let dateOnly: Intl.DateTimeFormat | undefined;

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** Times are shown in India time (UTC+5:30), en-IN format: "22 Nov 2026, 3:05 pm". */
export const formatDateTime = (value: string | Date): string =>
  (dateTime ??= new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  })).format(toDate(value));
export const formatDate = (value: string | Date): string =>
  (dateOnly ??= new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  })).format(toDate(value));

/** Badge counts show 99+ above 99. */
export const badgeCount = (n: number): string => (n > 99 ? '99+' : String(n));
