import PDFDocument from 'pdfkit';
import { formatPaise } from '../../lib/money';
import { contentKey, rememberedPdf } from '../../lib/pdf-cache';
import { useDocumentFonts } from '../../lib/pdf-fonts';
import type { InvoiceView } from './invoice-view';

const inr = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const amount = (paise: number) => inr.format(paise / 100);
/**
 * The rate (taxable value of one unit) to as few places, 2 to 8, as make rate × quantity
 * round to the line's taxable value: a reader can check 1,694.0675 × 12 = 20,328.81, which
 * 1,694.07 × 12 = 20,328.84 would not let them (docs/decisions/182).
 */
export function rateText(taxablePaise: number, quantity: number): string {
  for (let places = 2; places <= 8; places += 1) {
    const scale = 10 ** (places - 2);
    const rate = Math.round((taxablePaise * scale) / quantity);
    if (Math.round((rate * quantity) / scale) === taxablePaise) {
      return new Intl.NumberFormat('en-IN', {
        minimumFractionDigits: 2,
        maximumFractionDigits: places,
      }).format(rate / scale / 100);
    }
  }
  return amount(Math.round(taxablePaise / quantity));
}
const indiaDate = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  }).format(new Date(iso));

const PAYMENT_METHOD_NAMES = {
  UPI: 'UPI',
  BANK_TRANSFER: 'Bank transfer (NEFT/RTGS/IMPS)',
  COD: 'Cash on delivery',
  ON_CREDIT: 'On credit',
} as const;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
}

const INK = '#111827';
const MUTED = '#4b5563';
const RULE = '#9ca3af';
const SHADE = '#f3f4f6';

/**
 * Renders a tax or proforma invoice or a credit note (A4, real text) into a PDF buffer; the
 * same view again gives the PDF already drawn (lib/pdf-cache.ts).
 */
export function renderInvoicePdf(view: InvoiceView): Promise<Buffer> {
  return rememberedPdf(contentKey('invoice', view), () => drawInvoicePdf(view));
}

function drawInvoicePdf(view: InvoiceView): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 36,
    info: {
      Title: `${view.title} ${view.number}`,
      Author: view.supplier.legalName,
      Subject: `Order ${view.orderNumber}`,
    },
  });
  useDocumentFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const right = left + width;

  /* Header: supplier and title */
  // The legal name on one line: the type shrinks for a long one (down to 11 pt).
  doc.fillColor(INK).font('bold').fontSize(15);
  let nameSize = 15;
  while (nameSize > 11 && doc.widthOfString(view.supplier.legalName) > width * 0.6) {
    nameSize -= 0.5;
    doc.fontSize(nameSize);
  }
  doc.text(view.supplier.legalName, left, 36, { width: width * 0.6 });
  doc.font('regular').fontSize(8.5).fillColor(MUTED);
  if (view.supplier.name !== view.supplier.legalName) {
    doc.text(`Trading as ${view.supplier.name}`, { width: width * 0.6 });
  }
  doc.text(view.supplier.address, { width: width * 0.6 });
  doc.text(`Phone: +91 ${view.supplier.phone}`, { width: width * 0.6 });
  doc
    .fillColor(INK)
    .font('bold')
    .text(`GSTIN: ${view.supplier.gstin}`, { width: width * 0.6 });
  doc.font('regular').text(`State: ${view.supplier.state}`, { width: width * 0.6 });
  const headerBottom = doc.y;

  doc.font('bold').fontSize(16).fillColor(INK);
  doc.text(view.title, left + width * 0.6, 36, { width: width * 0.4, align: 'right' });
  doc.font('regular').fontSize(8.5).fillColor(MUTED);
  doc.text(
    view.kind === 'PROFORMA' ? 'Not a tax invoice' : 'Original for recipient',
    left + width * 0.6,
    doc.y,
    { width: width * 0.4, align: 'right' },
  );
  let y = Math.max(headerBottom, doc.y) + 10;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(1).strokeColor(INK).stroke();
  y += 8;

  /* Invoice particulars | buyer */
  const half = width / 2 - 8;
  const credit = view.kind === 'CREDIT_NOTE' ? view.against : undefined;
  const facts: [string, string][] = credit
    ? [
        ['Credit Note No.', view.number],
        ['Credit Note Date', indiaDate(view.date)],
        ['Against Invoice', credit.invoiceNumber],
        ['Invoice Date', indiaDate(credit.invoiceDate)],
        ...(credit.returnNumber ? [['Return No.', credit.returnNumber] as [string, string]] : []),
        ['Reason', credit.reason],
      ]
    : [
        [view.kind === 'TAX_INVOICE' ? 'Invoice No.' : 'Proforma No.', view.number],
        [view.kind === 'TAX_INVOICE' ? 'Invoice Date' : 'Date', indiaDate(view.date)],
      ];
  facts.push(
    ['Order No.', view.orderNumber],
    ['Order Date', indiaDate(view.orderDate)],
    ['Place of Supply', view.placeOfSupply],
    ['Reverse charge', 'No'],
    ['Payment', `${PAYMENT_METHOD_NAMES[view.payment.method]} (${view.payment.status})`],
  );
  if (view.payment.reference) facts.push(['Payment reference', view.payment.reference]);
  if (view.ewayBillNumber) facts.push(['E-way bill No.', view.ewayBillNumber]);
  if (view.poNumber) facts.push(['PO No.', view.poNumber]);
  if (view.dueDate) facts.push(['Due date', indiaDate(view.dueDate)]);
  let fy = y;
  doc.fontSize(8.5);
  for (const [k, v] of facts) {
    doc.font('regular').fillColor(MUTED).text(`${k}:`, left, fy, { width: 88 });
    doc
      .font('bold')
      .fillColor(INK)
      .text(v, left + 90, fy, { width: half - 90 });
    fy = doc.y + 2;
  }

  const bx = left + width / 2 + 8;
  doc.font('bold').fontSize(9).fillColor(INK).text('Bill to', bx, y, { width: half });
  doc.font('regular').fontSize(8.5);
  if (view.buyer.legalName) {
    doc.font('bold').text(view.buyer.legalName, bx, doc.y, { width: half });
    doc.font('regular');
  } else {
    doc.font('bold').text(view.buyer.name, bx, doc.y, { width: half });
    doc.font('regular');
  }
  // The billing address is the one the order was placed with (an order carries one address).
  doc.text(view.buyer.address, bx, doc.y, { width: half });
  if (view.buyer.gstin) doc.text(`GSTIN: ${view.buyer.gstin}`, bx, doc.y, { width: half });
  else doc.fillColor(MUTED).text('Unregistered buyer (B2C)', bx, doc.y, { width: half });
  doc.fillColor(INK).text(`State: ${view.buyer.state}`, bx, doc.y, { width: half });
  doc.moveDown(0.4);
  doc.font('bold').fontSize(9).text('Ship to', bx, doc.y, { width: half });
  doc.font('regular').fontSize(8.5);
  doc.text(view.buyer.name, bx, doc.y, { width: half });
  doc.text(view.buyer.address, bx, doc.y, { width: half });
  doc.text(`Phone: +91 ${view.buyer.phone}`, bx, doc.y, { width: half });
  y = Math.max(fy, doc.y) + 12;

  /* Lines: every particular on one line (docs/decisions/182) */
  const intra = view.supplyType === 'INTRA_STATE';
  const pct = (rate: number) => `${rate}%`;
  const lineCells = view.lines.map((l) => [
    String(l.position),
    `${l.description}\nSKU ${l.sku}`,
    l.hsn,
    String(l.quantity),
    l.unit,
    rateText(l.taxablePaise, l.quantity),
    amount(l.taxablePaise),
    pct(l.gstRate),
    ...(intra
      ? [pct(l.gstRate / 2), amount(l.cgstPaise), pct(l.gstRate / 2), amount(l.sgstPaise)]
      : [pct(l.gstRate), amount(l.igstPaise)]),
    amount(l.totalPaise),
  ]);
  const titles = [
    '#',
    'Description',
    'HSN',
    'Qty',
    'Unit',
    'Rate',
    'Taxable value',
    'GST %',
    ...(intra ? ['CGST %', 'CGST', 'SGST %', 'SGST'] : ['IGST %', 'IGST']),
    'Amount',
  ];
  const aligns: Column['align'][] = titles.map((t, i) =>
    i === 0 ? 'center' : t === 'Description' || t === 'HSN' || t === 'Unit' ? 'left' : 'right',
  );
  const pad = 3;
  const DESCRIPTION = 1;
  /**
   * Each column but the description is as wide as its widest cell (a title may break between
   * its words); the description takes the rest. Long numbers shrink the type, never wrap.
   */
  const layout = (size: number): Column[] => {
    const widths = titles.map((title, i) => {
      if (i === DESCRIPTION) return 0;
      doc.font('regular').fontSize(size);
      const cells = Math.max(0, ...lineCells.map((c) => doc.widthOfString(c[i] ?? '')));
      doc.font('bold');
      // "Taxable value" may take two lines over its figures; "CGST %" stays whole.
      const words =
        title.length > 7
          ? Math.max(...title.split(' ').map((w) => doc.widthOfString(w)))
          : doc.widthOfString(title);
      return Math.ceil(Math.max(cells, words) + 2 * pad + 1);
    });
    const used = widths.reduce((s, w) => s + w, 0);
    return titles.map((title, i) => ({
      title,
      width: i === DESCRIPTION ? width - used : widths[i]!,
      align: aligns[i]!,
    }));
  };
  let tableSize = 7.5;
  let cols = layout(tableSize);
  while ((cols[DESCRIPTION]?.width ?? 0) < 120 && tableSize > 5.5) {
    tableSize -= 0.5;
    cols = layout(tableSize);
  }
  const row = (cells: string[], opts: { bold?: boolean; shade?: boolean }) => {
    doc.font(opts.bold ? 'bold' : 'regular').fontSize(tableSize);
    const heights = cells.map((text, i) =>
      doc.heightOfString(text, { width: (cols[i]?.width ?? 0) - 2 * pad }),
    );
    const h = Math.max(...heights) + 2 * pad;
    if (y + h > doc.page.height - doc.page.margins.bottom - 150) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    if (opts.shade) doc.rect(left, y, width, h).fill(SHADE);
    let x = left;
    cells.forEach((text, i) => {
      const col = cols[i];
      if (!col) return;
      doc.fillColor(INK).text(text, x + pad, y + pad, {
        width: col.width - 2 * pad,
        align: col.align,
        // a particular never breaks inside: only the description (and a title) may wrap
        lineBreak: i === DESCRIPTION || opts.bold === true,
      });
      x += col.width;
    });
    y += h;
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor(RULE).stroke();
  };
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor(RULE).stroke();
  row(
    cols.map((c) => c.title),
    { bold: true, shade: true },
  );
  for (const cells of lineCells) row(cells, {});
  y += 4;
  doc
    .font('regular')
    .fontSize(7)
    .fillColor(MUTED)
    .text(
      'Rate is the taxable value of one unit, before GST; Rate × Qty = Taxable value.',
      left,
      y,
      { width },
    );
  y = doc.y;

  /* Totals */
  y += 8;
  const totals: [string, string][] = [['Taxable value', formatPaise(view.totals.taxablePaise)]];
  // One GST rate on every line: the totals name it ("CGST @ 9%"); several: the lines do.
  const rates = [...new Set(view.lines.map((l) => l.gstRate))];
  const at = (rate: number | undefined) =>
    rates.length === 1 && rate !== undefined ? ` @ ${pct(rate)}` : '';
  if (intra) {
    totals.push(
      [
        `CGST${at(rates[0] === undefined ? undefined : rates[0] / 2)}`,
        formatPaise(view.totals.cgstPaise),
      ],
      [
        `SGST${at(rates[0] === undefined ? undefined : rates[0] / 2)}`,
        formatPaise(view.totals.sgstPaise),
      ],
    );
  } else {
    totals.push([`IGST${at(rates[0])}`, formatPaise(view.totals.igstPaise)]);
  }
  totals.push(['Total tax', formatPaise(view.totals.taxPaise)]);
  const tw = 220;
  const tx = right - tw;
  doc.fontSize(8.5);
  for (const [k, v] of totals) {
    doc.font('regular').fillColor(MUTED).text(k, tx, y, { width: 120 });
    doc
      .font('regular')
      .fillColor(INK)
      .text(v, tx + 120, y, { width: tw - 120, align: 'right' });
    y = doc.y + 3;
  }
  doc.rect(tx, y, tw, 20).fill(SHADE);
  doc.font('bold').fontSize(10).fillColor(INK);
  const totalLabel =
    view.kind === 'TAX_INVOICE'
      ? 'Invoice total'
      : view.kind === 'CREDIT_NOTE'
        ? 'Credit note total'
        : 'Amount payable';
  doc.text(totalLabel, tx + 4, y + 5, {
    width: 120,
  });
  doc.text(formatPaise(view.totals.totalPaise), tx + 120, y + 5, {
    width: tw - 124,
    align: 'right',
  });
  y += 28;

  doc.font('regular').fontSize(8.5).fillColor(MUTED).text('Amount in words:', left, y);
  doc.font('bold').fillColor(INK).text(view.amountInWords, left, doc.y, { width });
  y = doc.y + 6;
  doc
    .font('regular')
    .fillColor(MUTED)
    .text(
      'Prices include GST. ' +
        (intra ? 'Supply within the state: CGST and SGST.' : 'Supply to another state: IGST.') +
        ' Reverse charge: No.',
      left,
      y,
      { width },
    );
  y = doc.y + 10;

  /* Payment details (proforma) or declaration (tax invoice) */
  if (view.kind === 'PROFORMA') {
    doc.font('bold').fontSize(9).fillColor(INK).text('How to pay', left, y);
    doc.font('regular').fontSize(8.5);
    doc.text(`UPI: ${view.payment.upiId}`);
    doc.text(
      `Bank transfer: ${view.payment.bank.accountName}, A/c No. ${view.payment.bank.accountNumber}, ` +
        `IFSC ${view.payment.bank.ifsc}, ${view.payment.bank.bankName}`,
      { width },
    );
    doc.text(`Please quote order ${view.orderNumber} with your payment.`, { width });
    doc
      .fillColor(MUTED)
      .text(
        'This proforma invoice is not a tax invoice; the tax invoice is issued when the order ships.',
        {
          width,
        },
      );
  } else {
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(MUTED)
      .text(
        view.kind === 'CREDIT_NOTE'
          ? 'Issued under section 34 of the CGST Act, 2017 for goods returned: the taxable value and tax above reduce those of the invoice named.'
          : 'Declaration: we declare that this invoice shows the actual price of the goods described and that all particulars are true and correct.',
        left,
        y,
        { width: width * 0.55 },
      );
  }

  /* Signatory */
  const sy = Math.max(doc.y + 16, y);
  doc.font('bold').fontSize(9).fillColor(INK);
  doc.text(`For ${view.supplier.legalName}`, right - 320, sy, { width: 320, align: 'right' });
  doc
    .moveTo(right - 160, sy + 42)
    .lineTo(right, sy + 42)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc
    .font('regular')
    .fontSize(8.5)
    .text('Authorised Signatory', right - 200, sy + 46, {
      width: 200,
      align: 'right',
    });
  doc
    .fontSize(7.5)
    .fillColor(MUTED)
    .text('This is a computer-generated document.', left, sy + 46, { width: 250 });

  doc.end();
  return done;
}
