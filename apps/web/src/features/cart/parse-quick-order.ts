import { MAX_QUICK_ORDER_LINES } from '@store/contract/quantity';

/**
 * Pasted "part number, quantity" lines (decisions.md › Buying in quantity) into the quick-add
 * body: comma, semicolon or tab separated (a CSV file), else spaces with the last word the
 * quantity ("DCD 776 5"). Part numbers go as typed (the server matches them in any spacing);
 * quantities go as typed too, so "ten" or "1e3" come back marked on their own line. A first
 * line that names its columns ("sku, quantity") is a header.
 */

export interface ParsedLine {
  /** The line's number in the pasted text (1-based), to show next to the server's answer. */
  source: number;
  sku: string;
  quantity: string;
}

export interface ParsedPaste {
  lines: ParsedLine[];
  /** Set when the paste cannot be sent as it is (too many lines). */
  error: string | null;
}

const unquote = (cell: string) =>
  cell
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .replace(/""/g, '"')
    .trim();
const HEADER = /^(sku|part|item|product|code)/i;

export function parseQuickOrder(text: string): ParsedPaste {
  const lines: ParsedLine[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line) return;
    let sku: string;
    let quantity: string;
    if (/[,;\t]/.test(line)) {
      const cells = line.split(/[,;\t]/).map(unquote);
      sku = cells[0] ?? '';
      quantity = cells.slice(1).find((c) => c !== '') ?? '';
    } else {
      const words = line.split(/\s+/);
      if (words.length === 1) {
        sku = words[0] ?? '';
        quantity = '';
      } else {
        quantity = words.pop() ?? '';
        sku = words.join(' ');
      }
    }
    if (lines.length === 0 && HEADER.test(sku) && !/^\d+$/.test(quantity)) return;
    lines.push({ source: i + 1, sku, quantity });
  });
  const error =
    lines.length > MAX_QUICK_ORDER_LINES
      ? `At most ${MAX_QUICK_ORDER_LINES} lines at a time (this has ${lines.length})`
      : null;
  return { lines, error };
}

/** A file a buyer picked: its text when it reads as a CSV or plain text, else why not. */
export async function readCsvFile(file: File): Promise<{ text: string } | { error: string }> {
  const notCsv = { error: 'This file is not a CSV: save the sheet as CSV and try again' };
  if (file.size > 1024 * 1024) return { error: 'This file is too large (at most 1 MB)' };
  if (!/\.(csv|txt|tsv)$/i.test(file.name) && !/^text\//.test(file.type)) return notCsv;
  const text = await file.text();
  // a spreadsheet or a picture renamed .csv: binary bytes or the replacement character
  const binary = [...text.slice(0, 4096)].some((c) => {
    const code = c.charCodeAt(0);
    return (code < 32 && c !== '\n' && c !== '\r' && c !== '\t') || code === 0xfffd;
  });
  if (binary) return notCsv;
  return { text };
}
