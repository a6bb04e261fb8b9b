import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { renderInvoicePdf } from '../modules/invoices/invoice-pdf';
import { renderQuotePdf } from '../modules/quotes/quote-pdf';
import { renderStatementPdf } from '../modules/receipts/statement-pdf';
import { pdfText } from '../modules/returns/returns.test-support';
import {
  sampleCreditNoteView,
  sampleInvoiceView,
  sampleQuote,
  sampleStatement,
} from './document-samples';
import { warmUpDocuments } from './documents-warm-up';

// docs/decisions/391: before it listens the server draws made-up documents of every kind, so
// the first real one finds the fonts parsed and the drawing code compiled. The made-up ones
// are whole documents (each kind reads back as itself), and the warm-up draws them all.

const config = loadConfig({}, { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40) });

describe('the documents drawn before the server listens', () => {
  it('are an invoice, a credit note, a quote and a statement that read back as such', async () => {
    const invoice = await pdfText(await renderInvoicePdf(sampleInvoiceView(7)));
    expect(invoice).toContain('TAX INVOICE');
    expect(invoice).toContain('BTW/26-27/00007');
    const note = await pdfText(await renderInvoicePdf(sampleCreditNoteView(7)));
    expect(note).toContain('CREDIT NOTE');
    expect(note).toContain('Against Invoice');
    const quote = await pdfText(await renderQuotePdf(sampleQuote(7), config));
    expect(quote).toContain('QT/26-27/00007');
    const statement = await pdfText(await renderStatementPdf(sampleStatement(7), config));
    expect(statement).toContain('Rao Fabricators LLP 7');
  });

  it('are all drawn by the warm-up, which reports the CPU it took', async () => {
    const drawn: string[] = [];
    const cpuMs = await warmUpDocuments(config, (kind) => drawn.push(kind));
    expect(new Set(drawn)).toEqual(new Set(['invoice', 'credit note', 'quote', 'statement']));
    expect(cpuMs).toBeGreaterThan(0);
  });
});
