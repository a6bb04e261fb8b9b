import { gstStateCode, QUOTE_MESSAGES, quoteFileName, type Quote } from '@store/contract';
import type { Config } from '../../config';
import { conflict } from '../../lib/errors';
import { contentKey, rememberedPdf } from '../../lib/pdf-cache';
import type { PdfAnswer } from '../../lib/pdf-reply';
import {
  documentDate,
  drawLetterhead,
  drawPdf,
  drawRule,
  INK,
  MUTED,
  rupeesText,
  type Letterhead,
  type PdfDoc,
} from '../../lib/pdf-document';

const rupees = (n: number) => `₹${rupeesText(n)}`;
/** Dates in India time, as the invoices (a quote made at 00:46 IST on 28 Nov is of 28 Nov). */
const dateOf = documentDate;

/** The download of an answered quote; a request not yet quoted has none (409). */
export async function quotePdfAnswer(quote: Quote, ctx: { config: Config }): Promise<PdfAnswer> {
  if (quote.total_amount === null) throw conflict(QUOTE_MESSAGES.notQuotedYet);
  return { pdf: await renderQuotePdf(quote, ctx.config), fileName: quoteFileName(quote.number) };
}

/**
 * The quote as a PDF (decisions.md › Request for quote): supplier and buyer, lines with the
 * quoted unit prices, the GST split for the delivery pincode, the total and the validity.
 * Real text (pdfkit), so it reads back in tests and in screen readers.
 */
export function renderQuotePdf(quote: Quote, config: Config): Promise<Buffer> {
  const shop: Letterhead = {
    legalName: config.COMPANY_LEGAL_NAME,
    name: config.COMPANY_NAME,
    address: config.COMPANY_ADDRESS,
    phone: config.COMPANY_PHONE,
    gstin: config.COMPANY_GSTIN,
    state: `${config.COMPANY_STATE} (${gstStateCode(config.COMPANY_STATE) ?? ''})`,
  };
  return rememberedPdf(contentKey('quote', { quote, shop }), () =>
    drawPdf(
      { margin: 40, info: { Title: `Quotation ${quote.number}`, Author: shop.legalName } },
      (doc) => drawQuote(doc, quote, shop),
    ),
  );
}

function drawQuote(doc: PdfDoc, quote: Quote, shop: Letterhead): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const headerBottom = drawLetterhead(doc, shop);
  doc.fillColor(INK);
  doc
    .font('bold')
    .fontSize(16)
    .text('QUOTATION', left, doc.page.margins.top, { width, align: 'right' });
  doc.font('regular').fontSize(9);
  doc.text(`Quote No: ${quote.number}`, { width, align: 'right' });
  doc.text(`Date: ${dateOf(quote.created_at)}`, { width, align: 'right' });
  if (quote.valid_until) {
    doc.font('bold').text(`Valid until: ${dateOf(quote.valid_until)}`, { width, align: 'right' });
  }
  doc.y = Math.max(headerBottom, doc.y) + 12;
  drawRule(doc, doc.y);
  doc.moveDown(0.6);

  doc.font('bold').fontSize(9).fillColor(INK).text('Quoted to', left);
  doc.font('regular').fillColor(INK).text(quote.customer.name);
  doc.fillColor(MUTED);
  if (quote.customer.phone) doc.text(`Phone: +91 ${quote.customer.phone}`);
  if (quote.customer.email) doc.text(`Email: ${quote.customer.email}`);
  doc.text(`Delivery pincode: ${quote.pincode}`);
  if (quote.needed_by) doc.text(`Needed by: ${dateOf(quote.needed_by)}`);
  doc.moveDown(0.8);

  const cols = [
    { title: '#', w: 0.05, align: 'left' as const },
    { title: 'Product', w: 0.41, align: 'left' as const },
    { title: 'GST %', w: 0.1, align: 'right' as const },
    { title: 'Qty', w: 0.1, align: 'right' as const },
    { title: 'Unit price', w: 0.16, align: 'right' as const },
    { title: 'Amount', w: 0.18, align: 'right' as const },
  ];
  const row = (cells: string[], font: 'regular' | 'bold') => {
    const y = doc.y;
    let x = left;
    let bottom = y;
    doc.font(font).fontSize(8.5).fillColor(INK);
    cells.forEach((c, i) => {
      const col = cols[i];
      if (!col) return;
      const w = col.w * width;
      doc.text(c, x + 2, y, { width: w - 4, align: col.align });
      bottom = Math.max(bottom, doc.y);
      x += w;
    });
    doc.y = bottom + 4;
    doc.x = left;
  };
  row(
    cols.map((c) => c.title),
    'bold',
  );
  drawRule(doc, doc.y - 2);
  quote.lines.forEach((l, i) => {
    if (doc.y > doc.page.height - 160) doc.addPage();
    row(
      [
        String(i + 1),
        `${l.product_name} (${l.sku})`,
        `${l.gst_rate}%`,
        String(l.quantity),
        l.unit_price === null ? '-' : rupees(l.unit_price),
        l.total_price === null ? '-' : rupees(l.total_price),
      ],
      'regular',
    );
  });
  drawRule(doc, doc.y);
  doc.moveDown(0.5);

  const sum = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(bold ? 10 : 9)
      .fillColor(INK);
    doc.text(label, left + width * 0.5, y, { width: width * 0.3, align: 'right' });
    doc.text(value, left + width * 0.8, y, { width: width * 0.2, align: 'right' });
    doc.x = left;
  };
  if (quote.gst && quote.total_amount !== null) {
    sum('Taxable value', rupees(quote.gst.taxable_value));
    if (quote.gst.supply_type === 'INTRA_STATE') {
      sum('CGST', rupees(quote.gst.cgst));
      sum('SGST', rupees(quote.gst.sgst));
    } else {
      sum('IGST', rupees(quote.gst.igst));
    }
    sum('Total (GST included)', rupees(quote.total_amount), true);
  }
  doc.moveDown(1);
  doc.font('regular').fontSize(8.5).fillColor(MUTED);
  if (quote.staff_note) doc.text(`Note: ${quote.staff_note}`, left, doc.y, { width });
  if (quote.valid_until) {
    doc.text(
      `Prices hold until ${dateOf(quote.valid_until)} and are subject to stock when the order is placed. ` +
        'Place the order from My quotes on our store.',
      left,
      doc.y,
      { width },
    );
  }
}
