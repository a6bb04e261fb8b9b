import fs from 'node:fs';
import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

/**
 * The store's documents (tax invoices, proformas, credit notes, quotes) are set in DejaVu Sans
 * (npm dejavu-fonts-ttf, free licence), which has the rupee sign U+20B9. The two font files
 * (1.4 MB) are read once per process, not once per document: given a path, pdfkit read them
 * from disk, blocking, on every PDF.
 */
let fonts: { regular: Buffer; bold: Buffer } | undefined;

function fontFiles(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: fs.readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: fs.readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

/** Registers the fonts 'regular' and 'bold' on a document. */
export function useDocumentFonts(doc: InstanceType<typeof PDFDocument>): void {
  const { regular, bold } = fontFiles();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
}
