/*
 * One CSV cell at a time: spreadsheet formula escaping and the strict number readers of the
 * catalogue file (docs/decisions/250).
 */

/**
 * A cell a spreadsheet would run as a formula (=, +, - or @ first; a leading tab or carriage
 * return too). The export writes such text with a leading apostrophe, the usual escape that
 * LibreOffice and Excel show as text; apostrophes already in front are kept, one more added.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

export function escapeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export type CellRead<T> = { value: T } | { error: string } | undefined;

/**
 * The text of a cell read back: the export's apostrophe removed. A formula the file brings
 * in unescaped (`=HYPERLINK(...)`) is refused: stored, it would run in the next export's
 * spreadsheet.
 */
export function unescapeFormula(cell: string): { value: string } | { error: string } {
  if (/^'+[=+\-@\t\r]/.test(cell)) return { value: cell.slice(1) };
  if (/^[=+\-@]/.test(cell)) {
    return {
      error: `begins with ${cell[0]}, which a spreadsheet runs as a formula; put ' in front to keep it as text`,
    };
  }
  return { value: cell };
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** A plain decimal number ("1200", "1200.50"); no currency sign, grouping or exponent. */
export function readNumber(cell: string, label: string): { value: number } | { error: string } {
  const text = cell.trim();
  if (!NUMBER.test(text)) {
    return { error: `${label} must be a number (digits and a decimal point only, e.g. 1200.50)` };
  }
  return { value: Number(text) };
}

const TRUE_WORDS = new Set(['true', 'yes', '1']);
const FALSE_WORDS = new Set(['false', 'no', '0']);

export function readBoolean(cell: string, label: string): { value: boolean } | { error: string } {
  const word = cell.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return { value: true };
  if (FALSE_WORDS.has(word)) return { value: false };
  return { error: `${label} must be true or false` };
}

/** Paise of a rupee amount that passed the contract's 2-decimal check. */
export const paiseOf = (rupees: number) => Math.round(rupees * 100);
export const rupeesText = (paise: number) => String(paise / 100);
