/** Formatting for mails: India time, HTML escaping (money: lib/money.ts formatPaise). Pure functions. */
import { INDIA_DATE_TIME } from '@store/contract';

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

/** A payload's text field, trimmed; null when it is missing, blank or not text. */
export const mailText = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() ? v.trim() : null;
