import type { Config } from '../config';
import { renderInvoicePdf } from '../modules/invoices/invoice-pdf';
import { renderQuotePdf } from '../modules/quotes/quote-pdf';
import { renderStatementPdf } from '../modules/receipts/statement-pdf';
import {
  sampleCreditNoteView,
  sampleInvoiceView,
  sampleQuote,
  sampleStatement,
} from './document-samples';

/** How many of each kind the warm-up draws: with 3 the first real invoice still cost 12-28 ms of CPU, with 6 it costs 5 (npm run bench:pdf). */
const ROUNDS = 6;

/**
 * Draws made-up documents of every kind a few times (docs/decisions/391), so that before the
 * server listens the fonts are parsed, their tables, common glyphs and layout engine decoded,
 * the font subsets most documents use written, and the drawing code compiled: the first real
 * invoice then costs what any new one does. Their PDFs are thrown away (the few kept in the
 * PDF cache by content are never asked for). Returns the CPU it took (ms), for the log.
 */
export async function warmUpDocuments(
  config: Config,
  /** Told of each kind drawn (tests). */
  drawn: (kind: string) => void = () => {},
): Promise<number> {
  const start = process.cpuUsage();
  for (let round = 0; round < ROUNDS; round++) {
    const n = 99_990 + round;
    const kinds: [string, () => Promise<Buffer>][] = [
      ['invoice', () => renderInvoicePdf(sampleInvoiceView(n))],
      ['credit note', () => renderInvoicePdf(sampleCreditNoteView(n))],
      ['quote', () => renderQuotePdf(sampleQuote(n), config)],
      ['statement', () => renderStatementPdf(sampleStatement(n), config)],
    ];
    for (const [kind, draw] of kinds) {
      if ((await draw()).length > 0) drawn(kind);
    }
  }
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}
