/** Formatting for mails: en-IN rupees, India time, HTML escaping. Pure functions. */
import { INDIA_DATE_TIME } from '@store/contract';

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 1234550 paise → "₹12,345.50" (Indian grouping: ₹1,23,456.00). */
export const formatRupees = (paise: number) => rupees.format(Math.round(paise) / 100);

const indiaTime = new Intl.DateTimeFormat('en-IN', INDIA_DATE_TIME);

/** An instant in India time, e.g. "23 Nov 2026, 3:51 pm IST". */
export const formatIndiaTime = (d: Date | string) =>
  `${indiaTime.format(typeof d === 'string' ? new Date(d) : d)} IST`;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every stored text (names, product names, remarks) goes through this in an HTML mail. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
