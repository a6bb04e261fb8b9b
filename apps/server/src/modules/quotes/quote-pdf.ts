import PDFDocument from 'pdfkit';
import type { Quote } from '@store/contract';
import type { Config } from '../../config';
import { contentKey, rememberedPdf } from '../../lib/pdf-cache';
import { useDocumentFonts } from '../../lib/pdf-fonts';
import { formatQuoteDay } from './quote-dates';

const inr = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const rupees = (n: number) => `₹${inr.format(n)}`;
const dateOf = formatQuoteDay;

const INK = '#111827';
const MUTED = '#4b5563';
const RULE = '#9ca3af';

/**
 * The quote as a PDF (decisions.md › Request for quote): supplier and buyer, lines with the
 * quoted unit prices, the GST split for the delivery pincode, the total and the validity.
 * Real text (pdfkit), so it reads back in tests and in screen readers.
 */
export function renderQuotePdf(quote: Quote, config: Config): Promise<Buffer> {
  const shop = {
    name: config.COMPANY_NAME,
    address: config.COMPANY_ADDRESS,
    phone: config.COMPANY_PHONE,
    gstin: config.COMPANY_GSTIN,
    state: config.COMPANY_STATE,
  };
  return rememberedPdf(contentKey('quote', { quote, shop }), () => drawQuotePdf(quote, config));
}

function drawQuotePdf(quote: Quote, config: Config): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `Quotation ${quote.number}`, Author: config.COMPANY_NAME },
  });
  useDocumentFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc
    .fillColor(INK)
    .font('bold')
    .fontSize(15)
    .text(config.COMPANY_NAME, left, 40, { width: width * 0.6 });
  doc.font('regular').fontSize(8.5).fillColor(MUTED);
  doc.text(config.COMPANY_ADDRESS, { width: width * 0.6 });
  doc.text(`Phone: +91 ${config.COMPANY_PHONE}`, { width: width * 0.6 });
  doc
    .fillColor(INK)
    .font('bold')
    .text(`GSTIN: ${config.COMPANY_GSTIN}`, { width: width * 0.6 });
  doc.font('regular').text(`State: ${config.COMPANY_STATE}`, { width: width * 0.6 });
  const headerBottom = doc.y;
  doc.font('bold').fontSize(16).text('QUOTATION', left, 40, { width, align: 'right' });
  doc.font('regular').fontSize(9);
  doc.text(`Quote No: ${quote.number}`, { width, align: 'right' });
  doc.text(`Date: ${dateOf(quote.created_at)}`, { width, align: 'right' });
  if (quote.valid_until) {
    doc.font('bold').text(`Valid until: ${dateOf(quote.valid_until)}`, { width, align: 'right' });
  }
  doc.y = Math.max(headerBottom, doc.y) + 12;
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor(RULE)
    .stroke();
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
  doc
    .moveTo(left, doc.y - 2)
    .lineTo(left + width, doc.y - 2)
    .strokeColor(RULE)
    .stroke();
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
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor(RULE)
    .stroke();
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
  doc.end();
  return done;
}
