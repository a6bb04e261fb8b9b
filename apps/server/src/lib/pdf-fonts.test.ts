import { describe, expect, it } from 'vitest';
import { drawPdf, type PdfDoc } from './pdf-document';

/**
 * docs/decisions/371: the document fonts are parsed once per process and the words shaped
 * are shared. Each document's font in each weight (pdfkit's EmbeddedFont) must hold the same
 * parsed fontkit font and the same kept layouts as the documents before it (pdfkit parsed the
 * font's bytes anew for every document before), and every document must still read back right.
 */
interface Embedded {
  font: unknown;
  layoutCache: unknown;
}
const seen: { doc: number; weight: string; font: unknown; words: unknown }[] = [];
let docs = 0;

async function textOf(pdf: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= doc.numPages; i += 1) {
    const content = await (await doc.getPage(i)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  await doc.destroy();
  return parts.join(' ').replace(/\s+/g, ' ');
}

const embeddedOf = (doc: PdfDoc) => (doc as unknown as { _font: Embedded })._font;

const documentOf = (title: string, lines: string[]) => {
  docs += 1;
  const n = docs;
  return drawPdf({ margin: 36, info: { Title: title, Author: 'Bangalore Tool Works' } }, (doc) => {
    doc.font('bold').fontSize(14).text(title);
    const bold = embeddedOf(doc);
    seen.push({ doc: n, weight: 'bold', font: bold.font, words: bold.layoutCache });
    for (const line of lines) doc.font('regular').fontSize(9).text(line);
    const regular = embeddedOf(doc);
    seen.push({ doc: n, weight: 'regular', font: regular.font, words: regular.layoutCache });
  });
};

describe('document fonts', () => {
  it('are parsed once: later documents parse no font, and read back in both weights', async () => {
    await documentOf('TAX INVOICE BTW/26-27/00001', ['Total ₹1,52,345.60']);
    const second = await documentOf('TAX INVOICE BTW/26-27/00002', [
      'Cordless rotary hammer drill 18 V, ₹12,345.67',
      'Amount in words: Indian Rupees Twelve Thousand Three Hundred Forty-Five Only',
    ]);
    const third = await documentOf('CREDIT NOTE CN/26-27/00003', [
      'Refund due ₹999.00 (2 × 499.50)',
    ]);
    for (const weight of ['bold', 'regular']) {
      const of = seen.filter((s) => s.weight === weight);
      expect(of.map((s) => s.doc)).toEqual([1, 2, 3]);
      expect(new Set(of.map((s) => s.font)).size, `${weight}: one parsed font`).toBe(1);
      expect(new Set(of.map((s) => s.words)).size, `${weight}: one set of shaped words`).toBe(1);
    }
    expect(seen[0]!.font).not.toBe(seen[1]!.font);
    expect(await textOf(second)).toBe(
      'TAX INVOICE BTW/26-27/00002 Cordless rotary hammer drill 18 V, ₹12,345.67 ' +
        'Amount in words: Indian Rupees Twelve Thousand Three Hundred Forty-Five Only',
    );
    expect(await textOf(third)).toBe('CREDIT NOTE CN/26-27/00003 Refund due ₹999.00 (2 × 499.50)');
  });
});
