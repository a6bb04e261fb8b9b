/*
 * One CSV cell at a time, as the import reads it: the formula escape of lib/csv.ts undone, and
 * the strict number readers of the catalogue file (docs/decisions/250).
 */

const NUMBER = /^-?\d+(\.\d+)?$/;

export type CellRead<T> = { value: T } | { error: string } | undefined;

/**
 * The text of a cell read back: the export's apostrophe (lib/csv.ts) removed. A formula the
 * file brings in unescaped (`=HYPERLINK(...)`, also behind spaces, tabs or a carriage return
 * that the fields' trimming would drop) is refused: stored, it would run in the next
 * spreadsheet that opens a file the store writes. A plain number ("-5") is no formula.
 */
export function unescapeFormula(cell: string): { value: string } | { error: string } {
  if (/^'+[=+\-@\t\r]/.test(cell)) return { value: cell.slice(1) };
  const start = cell.replace(/^\s+/, '');
  if (/^[=+\-@]/.test(start) && !NUMBER.test(start.trim())) {
    return {
      error: `begins with ${start[0]}, which a spreadsheet runs as a formula; put ' in front to keep it as text`,
    };
  }
  return { value: cell };
}

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
