import PDFDocument from 'pdfkit';
import { useDocumentFonts } from './pdf-fonts';

/**
 * The set-up every store document shares (tax and proforma invoices, credit notes, quotes;
 * docs/decisions/310): an A4 page set in the document fonts, drawn into a buffer, the same
 * colours, dates in India time and the shop's letterhead. Each document draws only its own
 * particulars.
 */
export type PdfDoc = InstanceType<typeof PDFDocument>;

export const INK = '#111827';
export const MUTED = '#4b5563';
export const RULE = '#9ca3af';
export const SHADE = '#f3f4f6';

export interface PdfInfo {
  Title: string;
  Author: string;
  Subject?: string;
}

/** An A4 document with the fonts 'regular' and 'bold', drawn by `draw`, as a PDF buffer. */
export function drawPdf(
  options: { margin: number; info: PdfInfo },
  draw: (doc: PdfDoc) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: options.margin,
    info: options.info,
    // no starting font of pdfkit's own (Helvetica's metrics, read for every document): the
    // document starts in 'regular' (useDocumentFonts; docs/decisions/371)
    font: null as unknown as string,
  });
  useDocumentFonts(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  try {
    draw(doc);
  } finally {
    doc.end();
  }
  return done;
}

const indiaDay = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});

/**
 * "28 Nov 2026": the India date of an instant (an invoice issued at 00:46 IST on 28 Nov is
 * dated 28 Nov, not the UTC day before). A calendar day (YYYY-MM-DD) reads as itself: its UTC
 * midnight is 05:30 the same day in India.
 */
export const documentDate = (iso: string): string => indiaDay.format(new Date(iso));

/** Amounts in rupees with the Indian grouping and two places, no sign ("1,52,345.60"). */
const inr = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const rupeesText = (rupees: number): string => inr.format(rupees);
export const paiseText = (paise: number): string => inr.format(paise / 100);

export interface Letterhead {
  /** The legal name heads the document (docs/decisions/182); the trading name follows. */
  legalName: string;
  name: string;
  address: string;
  phone: string;
  gstin: string;
  state: string;
}

/**
 * The shop's particulars in the left 60 % of the page from the top margin: the legal name on
 * one line (the type shrinks for a long one, down to 11 pt), the trading name, address,
 * phone, GSTIN and state. Answers the y below it; the document's title goes at the right.
 */
export function drawLetterhead(doc: PdfDoc, shop: Letterhead): number {
  const left = doc.page.margins.left;
  const top = doc.page.margins.top;
  const width = (doc.page.width - left - doc.page.margins.right) * 0.6;
  doc.fillColor(INK).font('bold').fontSize(15);
  let nameSize = 15;
  while (nameSize > 11 && doc.widthOfString(shop.legalName) > width) {
    nameSize -= 0.5;
    doc.fontSize(nameSize);
  }
  doc.text(shop.legalName, left, top, { width });
  doc.font('regular').fontSize(8.5).fillColor(MUTED);
  if (shop.name !== shop.legalName) doc.text(`Trading as ${shop.name}`, { width });
  doc.text(shop.address, { width });
  doc.text(`Phone: +91 ${shop.phone}`, { width });
  doc.fillColor(INK).font('bold').text(`GSTIN: ${shop.gstin}`, { width });
  doc.font('regular').text(`State: ${shop.state}`, { width });
  return doc.y;
}

/** A rule across the page's text width at `y`: thin and grey, or `heavy` in ink. */
export function drawRule(doc: PdfDoc, y: number, heavy = false): void {
  const left = doc.page.margins.left;
  doc
    .moveTo(left, y)
    .lineTo(doc.page.width - doc.page.margins.right, y)
    .lineWidth(heavy ? 1 : 0.5)
    .strokeColor(heavy ? INK : RULE)
    .stroke();
}
