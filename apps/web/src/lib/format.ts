// Money, counts and dates with en-IN rules (docs/decisions/140, "Fifth pass"; 391).
// Written here, not by Intl.NumberFormat or Intl.DateTimeFormat: the first Intl formatter a
// page builds loads ICU's locale data, 20-40 ms of main thread on a desktop (80-160 ms on
// Lighthouse's phone), and on a server-rendered page that landed inside hydration, as one long
// task; the first date formatter in India time also loads the time-zone data (168 ms of a
// signed-in order screen's main thread at 4× slowdown: scripts/profile-web-screen.ts). The
// output is Intl's, character for character: `format.test.ts` compares the two over edge cases
// and thousands of random amounts and instants, and a number this does not cover (not finite,
// exponent notation) goes to Intl itself.
let rupees: Intl.NumberFormat | undefined;
let rupeesWhole: Intl.NumberFormat | undefined;
let counts: Intl.NumberFormat | undefined;

const currency = (digits: 0 | 2) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });

/** 1234567 → "12,34,567": the last three digits, then pairs (en-IN grouping). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.length % 2 ? [head.slice(0, 1)] : [];
  for (let i = head.length % 2; i < head.length; i += 2) pairs.push(head.slice(i, i + 2));
  return `${pairs.join(',')},${digits.slice(-3)}`;
}

/** "199" + 1 → "200": adds one to a string of decimal digits. */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * |value| rounded half away from zero to `maxFraction` digits of its shortest decimal form
 * (what Intl rounds: 1.005 → 1.01, not toFixed's 1.00), with at least `minFraction` digits
 * and en-IN grouping, sign apart; null when the value has no plain decimal form.
 */
function decimalParts(
  value: number,
  minFraction: number,
  maxFraction: number,
): { negative: boolean; text: string } | null {
  if (!Number.isFinite(value)) return null;
  const plain = Math.abs(value).toString();
  if (plain.includes('e')) return null;
  const [int = '0', frac = ''] = plain.split('.');
  let whole = int;
  let kept = frac.slice(0, maxFraction);
  if (frac.length > maxFraction && Number(frac[maxFraction]) >= 5) {
    const bumped = incrementDigits(whole + kept.padEnd(maxFraction, '0'));
    whole = bumped.slice(0, bumped.length - maxFraction) || '0';
    kept = bumped.slice(bumped.length - maxFraction);
  }
  kept = kept.replace(/0+$/, '').padEnd(minFraction, '0');
  const negative = value < 0 || Object.is(value, -0);
  return { negative, text: kept ? `${groupIndian(whole)}.${kept}` : groupIndian(whole) };
}

const inRupees = (value: number, digits: 0 | 2): string | null => {
  const parts = decimalParts(value, digits, digits);
  return parts && `${parts.negative ? '-' : ''}₹${parts.text}`;
};

/** ₹1,23,456.00: rupees with en-IN digit grouping. */
export const formatRupees = (amount: number): string =>
  inRupees(amount, 2) ?? (rupees ??= currency(2)).format(amount);
/** ₹1,23,456: for compact places (cards, facets). */
export const formatRupeesWhole = (amount: number): string =>
  inRupees(amount, 0) ?? (rupeesWhole ??= currency(0)).format(amount);
/** 1,23,456: a count with en-IN grouping (up to three decimals, as Intl). */
export const formatCount = (n: number): string => {
  const parts = decimalParts(n, 0, 3);
  if (!parts) return (counts ??= new Intl.NumberFormat('en-IN')).format(n);
  return `${parts.negative ? '-' : ''}${parts.text}`;
};

/** "1 product", "1,234 products": a count of products with en-IN grouping. */
export const formatProductCount = (n: number): string =>
  `${formatCount(n)} ${n === 1 ? 'product' : 'products'}`;

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** en-IN's short month names (CLDR: "Sept"). */
export const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sept Oct Nov Dec'.split(' ');

/**
 * The India-time wall clock of an instant, as UTC fields: India has kept UTC+5:30 all year
 * since 1945, no daylight saving to look up (an instant before 1946, which no order has, is
 * written at +5:30 too, where Intl would use the war-time offset). An invalid date throws as
 * Intl does.
 */
const indiaClock = (value: string | Date): Date => {
  const ms = toDate(value).getTime();
  if (Number.isNaN(ms)) throw new RangeError('Invalid time value');
  return new Date(ms + 19_800_000);
};

export const dayMonthYear = (d: Date) =>
  `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;

/** Times are shown in India time (UTC+5:30), en-IN format: "22 Nov 2026, 3:05 pm". */
export const formatDateTime = (value: string | Date): string => {
  const d = indiaClock(value);
  const h = d.getUTCHours();
  return `${dayMonthYear(d)}, ${h % 12 || 12}:${String(d.getUTCMinutes()).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
};
/** The India date of an instant: "22 Nov 2026". */
export const formatDate = (value: string | Date): string => dayMonthYear(indiaClock(value));

/** Badge counts show 99+ above 99. */
export const badgeCount = (n: number): string => (n > 99 ? '99+' : String(n));

/** The 10 digits of an Indian number without its +91 or trunk 0 ("08041234567" → "8041234567"). */
const nationalDigits = (raw: string) => raw.replace(/\D/g, '').replace(/^(?:91|0)(?=\d{10}$)/, '');
/** Landline STD codes of two digits (the metros); others have three. */
const TWO_DIGIT_STD = ['11', '20', '22', '33', '40', '44', '79', '80'];

/**
 * One way to write every phone number the site shows (docs/decisions/183): a mobile
 * "+91 98450 12345", a landline "+91 80 4123 4567" (STD code, then the number). A number
 * written with the trunk 0 is a landline when its STD code is a metro's or starts 1-5
 * ("08041234567"); otherwise a 10-digit number starting 6-9 is a mobile.
 */
export function formatPhone(raw: string): string {
  const d = nationalDigits(raw);
  if (d.length !== 10) return raw;
  const trunk = /^0\d{10}$/.test(raw.replace(/[\s-]/g, ''));
  const metro = TWO_DIGIT_STD.includes(d.slice(0, 2));
  const landline = trunk ? metro || /^[1-5]/.test(d) : /^[1-5]/.test(d);
  if (!landline) return `+91 ${d.slice(0, 5)} ${d.slice(5)}`;
  const std = metro ? 2 : 3;
  return `+91 ${d.slice(0, std)} ${d.slice(std, 6)} ${d.slice(6)}`;
}

/** The tel: link of a phone number, in international form. */
export const telHref = (raw: string): string => {
  const d = nationalDigits(raw);
  return d.length === 10 ? `tel:+91${d}` : `tel:${raw}`;
};
