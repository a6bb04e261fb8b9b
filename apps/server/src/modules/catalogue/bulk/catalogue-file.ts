import { isUtf8 } from 'node:buffer';
import { Readable, pipeline } from 'node:stream';
import { parse } from 'csv-parse';
import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_EXPORT_COLUMNS,
  EXPORTED_STOCK_COLUMN,
  MAX_IMPORT_ERRORS,
  MAX_IMPORT_ROWS,
  type ImportError,
  type ImportProgress,
} from '@store/contract';
import { AppError } from '../../../lib/errors';
import { yieldToLoop } from '../../../lib/time';
import { COLUMNS, type CsvValues } from './catalogue-columns';
import { readNumber } from './csv-cells';

/*
 * Reading an uploaded catalogue file into rows of values (csv-parse, streamed record by
 * record), with every problem by row and column. Rows are numbered as a spreadsheet shows
 * them: the header is row 1.
 */

export interface ParsedRow {
  row: number;
  /** The cells read; a column left out is an empty cell (keep or default). */
  draft: Partial<CsvValues>;
  /** The exported_stock cell: the stock when the file was exported (absent: none). */
  exportedStock?: number;
}

/** The columns a file may have: the export's; exported_stock may be left out. */
type FileColumn = (typeof CATALOGUE_EXPORT_COLUMNS)[number];

/** Errors of one import: the first MAX_IMPORT_ERRORS kept, all counted. */
export class ImportErrors {
  readonly list: ImportError[] = [];
  total = 0;
  /** Rows with at least one error (they are left out of the plan). */
  readonly rows = new Set<number>();
  private readonly cells = new Set<string>();

  /** By row, then in the order of the columns. */
  sorted(): ImportError[] {
    const at = (c: string) => CATALOGUE_EXPORT_COLUMNS.indexOf(c as FileColumn);
    return [...this.list].sort((a, b) => a.row - b.row || at(a.column) - at(b.column));
  }

  add(row: number, column: string, message: string): void {
    this.total += 1;
    this.rows.add(row);
    this.cells.add(`${row}:${column}`);
    if (this.list.length < MAX_IMPORT_ERRORS) this.list.push({ row, column, message });
  }

  /** Whether this cell already has an error (a later check of it would only repeat it). */
  has(row: number, column: string): boolean {
    return this.cells.has(`${row}:${column}`);
  }
}

/** Bytes handed to the parser at a time, and rows read between two turns of the event loop. */
const SLICE_BYTES = 256 * 1024;
const YIELD_ROWS = 500;

const NUL_MESSAGE = 'contains a character that is not allowed (NUL)';
const COLUMN_LIST = CATALOGUE_CSV_COLUMNS.join(', ');
const STOCK_MESSAGE = 'exported_stock must be a whole number of 0 or more, as the export wrote it';

/** Refusals of the whole file (not CSV text at all): a 400 before any row is read. */
function checkFileKind(bytes: Buffer): void {
  const fileError = (message: string) =>
    new AppError('invalid_data', message, [{ field: 'file', message }]);
  if (bytes.length === 0) throw fileError('The file is empty');
  if (bytes.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1'))) {
    throw fileError(
      'This is a spreadsheet workbook (.xlsx or .ods), not CSV: save it as "CSV UTF-8" and upload that',
    );
  }
  if (!isUtf8(bytes)) {
    throw fileError('The file is not CSV text in UTF-8: save it as "CSV UTF-8" and upload that');
  }
}

const CSV_MESSAGES: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'A quoted cell is never closed',
  CSV_INVALID_CLOSING_QUOTE: 'A quote inside a cell must be doubled ("")',
  CSV_MAX_RECORD_SIZE: 'A row is larger than 1 MB',
};

/** Header problems (row 1); the columns in file order when there are none. */
function readHeader(cells: string[], errors: ImportErrors): FileColumn[] | null {
  const names = cells.map((c) => c.trim().toLowerCase());
  if (names.length === 1 && /[;\t]/.test(names[0] ?? '')) {
    errors.add(1, '', 'The columns must be separated by commas (this file uses ; or tabs)');
    return null;
  }
  const known = new Set<string>(CATALOGUE_EXPORT_COLUMNS);
  const seen = new Set<string>();
  names.forEach((name, i) => {
    if (!known.has(name)) {
      errors.add(
        1,
        cells[i]?.trim() ?? '',
        `Unknown column "${cells[i]?.trim()}"; the columns are ${COLUMN_LIST}`,
      );
    } else if (seen.has(name)) {
      errors.add(1, name, `Column ${name} appears twice`);
    }
    seen.add(name);
  });
  for (const c of CATALOGUE_CSV_COLUMNS) {
    if (!seen.has(c)) errors.add(1, c, `Column ${c} is missing`);
  }
  return errors.total > 0 ? null : (names as FileColumn[]);
}

function readRow(
  row: number,
  cells: string[],
  header: FileColumn[],
  errors: ImportErrors,
): ParsedRow {
  const draft: Record<string, unknown> = {};
  let exportedStock: number | undefined;
  header.forEach((column, i) => {
    const cell = cells[i] ?? '';
    if (cell.includes('\u0000')) {
      errors.add(row, column, `${column} ${NUL_MESSAGE}`);
      return;
    }
    if (column === EXPORTED_STOCK_COLUMN) {
      if (cell.trim() === '') return;
      const n = readNumber(cell, EXPORTED_STOCK_COLUMN);
      if ('error' in n || !Number.isSafeInteger(n.value) || n.value < 0) {
        errors.add(row, column, STOCK_MESSAGE);
      } else exportedStock = n.value;
      return;
    }
    const read = COLUMNS[column].read(cell);
    if (read === undefined) return;
    if ('error' in read) errors.add(row, column, read.error);
    else draft[column] = read.value;
  });
  return { row, draft: draft as Partial<CsvValues>, exportedStock };
}

/** Every row of the file, read and checked cell by cell. */
export async function readCatalogueFile(
  bytes: Buffer,
  errors: ImportErrors,
  onProgress: (p: ImportProgress) => void = () => undefined,
): Promise<ParsedRow[]> {
  checkFileKind(bytes);
  const rows: ParsedRow[] = [];
  const parser = parse({
    bom: true,
    relax_column_count: true,
    max_record_size: 1024 * 1024,
  });
  // the file is fed in slices with a turn of the event loop between them, and the rows are
  // read a batch at a time: the store goes on answering while a large file is read (43.21)
  async function* slices() {
    for (let i = 0; i < bytes.length; i += SLICE_BYTES) {
      yield bytes.subarray(i, i + SLICE_BYTES);
      await yieldToLoop();
    }
  }
  pipeline(Readable.from(slices()), parser, () => undefined);
  let row = 0;
  let header: FileColumn[] | null = null;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row += 1;
      if (row === 1) {
        header = readHeader(record, errors);
        if (!header) break;
        continue;
      }
      if (!header) break;
      if (record.every((c) => c.trim() === '')) continue; // a blank line
      if (record.length !== header.length) {
        errors.add(row, '', `This row has ${record.length} cells; the header has ${header.length}`);
        continue;
      }
      if (rows.length >= MAX_IMPORT_ROWS) {
        errors.add(
          row,
          '',
          `At most ${MAX_IMPORT_ROWS.toLocaleString('en-IN')} products in one file`,
        );
        break;
      }
      rows.push(readRow(row, record, header, errors));
      if (rows.length % YIELD_ROWS === 0) {
        onProgress({ step: 'reading', done: parser.info.bytes, total: bytes.length });
        await yieldToLoop();
      }
    }
  } catch (err) {
    const e = err as { code?: string; records?: number };
    // the parser may fail before it hands over the records it has read: it counts them
    row = Math.max(row, e.records ?? 0) + 1;
    errors.add(row, '', CSV_MESSAGES[e.code ?? ''] ?? 'The file is not valid CSV from here on');
  } finally {
    parser.destroy();
  }
  if (row === 0) errors.add(1, '', `The file has no header row; the columns are ${COLUMN_LIST}`);
  return rows;
}
