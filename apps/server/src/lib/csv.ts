import { stringify } from 'csv-stringify/sync';

/*
 * Every CSV file the store writes (the catalogue export, the sales report, the GSTR-1 offline
 * tool's CSVs) escapes its cells here, once (docs/decisions/250 and 301): a cell a
 * spreadsheet would run as a formula is written as text.
 */

/**
 * Text a spreadsheet would run as a formula: =, +, - or @ first, or a leading tab or carriage
 * return (apostrophes already in front do not help: one more is added). A plain number
 * ("-5", "-1200.50") is a number to a spreadsheet, not a formula, and is left as it is.
 */
export const FORMULA_START = /^'*[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** The cell as written: a leading apostrophe before formula text, the usual escape that LibreOffice and Excel show as text. */
export function escapeFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

export type CsvCell = string | number | null | undefined;

/** One record's cells as written: text escaped, numbers as they are, null and undefined empty. */
export const csvRecord = (cells: readonly CsvCell[]): string[] =>
  cells.map((c) => (c == null ? '' : typeof c === 'number' ? String(c) : escapeFormula(c)));

/**
 * A whole (small) CSV file as text, every cell escaped: the header, then the rows. `bom`
 * puts the UTF-8 byte order mark first (Excel then reads ₹ and Hindi right).
 */
export function csvText(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  opts: { bom?: boolean; crlf?: boolean } = {},
): string {
  const body = stringify([csvRecord(header), ...rows.map(csvRecord)], {
    record_delimiter: opts.crlf ? 'windows' : 'unix',
  });
  return opts.bom ? `\uFEFF${body}` : body;
}
