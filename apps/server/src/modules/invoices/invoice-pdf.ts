import { INVOICE_COPIES, type InvoiceCopy } from '@store/contract';
import { formatPaise } from '../../lib/money';
import { contentKey, rememberedPdf } from '../../lib/pdf-cache';
import {
  documentDate,
  drawLetterhead,
  drawPdf,
  drawRule,
  INK,
  MUTED,
  RULE,
  SHADE,
  type PdfDoc,
} from '../../lib/pdf-document';
import { drawInvoiceLines } from './invoice-pdf-lines';
import { drawEInvoiceBlock } from './invoice-pdf-einvoice';
import type { InvoiceView } from './invoice-view';

const PAYMENT_METHOD_NAMES = {
  UPI: 'UPI',
  BANK_TRANSFER: 'Bank transfer (NEFT/RTGS/IMPS)',
  COD: 'Cash on delivery',
  ON_CREDIT: 'On credit',
} as const;

/** A credit note's own refund (issue 43.3): sent (with its reference) or due. */
const CREDIT_NOTE_REFUND: Partial<Record<InvoiceView['payment']['status'], string>> = {
  REFUNDED: 'Sent',
  REFUND_DUE: 'Due',
};

/**
 * Renders a tax or proforma invoice or a credit note (A4, real text) into a PDF buffer; the
 * same view again gives the PDF already drawn (lib/pdf-cache.ts).
 */
export function renderInvoicePdf(
  view: InvoiceView,
  copies: InvoiceCopy[] = ['original'],
): Promise<Buffer> {
  return rememberedPdf(contentKey('invoice', { view, copies }), () =>
    drawPdf(
      {
        margin: 36,
        info: {
          Title: `${view.title} ${view.number}`,
          Author: view.supplier.legalName,
          Subject: `Order ${view.orderNumber}`,
        },
      },
      // a tax invoice's copies (CGST Rules, rule 48), one after the other (docs/decisions/333)
      (doc) =>
        copies.forEach((copy, i) => {
          if (i > 0) doc.addPage();
          drawInvoice(doc, view, INVOICE_COPIES[copy]);
        }),
    ),
  );
}

function drawInvoice(doc: PdfDoc, view: InvoiceView, copyTitle: string): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const right = left + width;

  /* Header: supplier and title */
  const headerBottom = drawLetterhead(doc, view.supplier);
  doc.font('bold').fontSize(16).fillColor(INK);
  doc.text(view.title, left + width * 0.6, doc.page.margins.top, {
    width: width * 0.4,
    align: 'right',
  });
  doc.font('regular').fontSize(8.5).fillColor(MUTED);
  doc.text(view.kind === 'PROFORMA' ? 'Not a tax invoice' : copyTitle, left + width * 0.6, doc.y, {
    width: width * 0.4,
    align: 'right',
  });
  let y = Math.max(headerBottom, doc.y) + 10;
  drawRule(doc, y, true);
  y += 8;
  y = drawEInvoiceBlock(doc, view, y);

  /* Particulars | buyer */
  y = drawParties(doc, view, y);

  /* Lines: every particular on one line (docs/decisions/182) */
  y = drawInvoiceLines(doc, view, y);

  /* Totals */
  const intra = view.supplyType === 'INTRA_STATE';
  const pct = (rate: number) => `${rate}%`;
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
}

/** The document's particulars at the left, Bill to and Ship to at the right; the y below. */
function drawParties(doc: PdfDoc, view: InvoiceView, y: number): number {
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const half = width / 2 - 8;
  const credit = view.kind === 'CREDIT_NOTE' ? view.against : undefined;
  const facts: [string, string][] = credit
    ? [
        ['Credit Note No.', view.number],
        ['Credit Note Date', documentDate(view.date)],
        ['Against Invoice', credit.invoiceNumber],
        ['Invoice Date', documentDate(credit.invoiceDate)],
        ...(credit.returnNumber ? [['Return No.', credit.returnNumber] as [string, string]] : []),
        ['Reason', credit.reason],
      ]
    : [
        [view.kind === 'TAX_INVOICE' ? 'Invoice No.' : 'Proforma No.', view.number],
        [view.kind === 'TAX_INVOICE' ? 'Invoice Date' : 'Date', documentDate(view.date)],
      ];
  facts.push(
    ['Order No.', view.orderNumber],
    ['Order Date', documentDate(view.orderDate)],
    ['Place of Supply', view.placeOfSupply],
    ['Reverse charge', 'No'],
    view.kind === 'CREDIT_NOTE'
      ? ['Refund', CREDIT_NOTE_REFUND[view.payment.status] ?? 'None due']
      : ['Payment', `${PAYMENT_METHOD_NAMES[view.payment.method]} (${view.payment.status})`],
  );
  if (view.payment.reference) {
    facts.push([
      view.kind === 'CREDIT_NOTE' ? 'Refund reference' : 'Payment reference',
      view.payment.reference,
    ]);
  }
  if (view.ewayBillNumber) facts.push(['E-way bill No.', view.ewayBillNumber]);
  if (view.poNumber) facts.push(['PO No.', view.poNumber]);
  if (view.dueDate) facts.push(['Due date', documentDate(view.dueDate)]);
  if (view.msmeUdyamNumber) {
    facts.push(['Udyam No.', view.msmeUdyamNumber], ['MSME', MSME_PAYABLE]);
  }
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
  drawBillTo(doc, view, bx, y, half);
  doc.moveDown(0.4);
  doc.font('bold').fontSize(9).text('Ship to', bx, doc.y, { width: half });
  doc.font('regular').fontSize(8.5);
  doc.text(view.buyer.name, bx, doc.y, { width: half });
  doc.text(view.buyer.address, bx, doc.y, { width: half });
  doc.text(`Phone: +91 ${view.buyer.phone}`, bx, doc.y, { width: half });
  return Math.max(fy, doc.y) + 12;
}

/** What an MSME supplier's invoice to a company says (decisions.md › §24). */
export const MSME_PAYABLE = 'Payable within 45 days (MSMED Act, 2006, s. 15)';

/**
 * "Bill to": a company order's registered billing address (decisions.md › §16, amended;
 * docs/decisions/332), else the buyer as the order names them, at the delivery address.
 */
function drawBillTo(doc: PdfDoc, view: InvoiceView, bx: number, y: number, half: number): void {
  doc.font('bold').fontSize(9).fillColor(INK).text('Bill to', bx, y, { width: half });
  const b = view.billTo;
  doc.font('bold').fontSize(8.5);
  doc.text(b?.legalName ?? view.buyer.legalName ?? view.buyer.name, bx, doc.y, { width: half });
  doc.font('regular');
  doc.text(b?.address ?? view.buyer.address, bx, doc.y, { width: half });
  const gstin = b?.gstin ?? view.buyer.gstin;
  if (gstin) doc.text(`GSTIN: ${gstin}`, bx, doc.y, { width: half });
  else doc.fillColor(MUTED).text('Unregistered buyer (B2C)', bx, doc.y, { width: half });
  doc.fillColor(INK).text(`State: ${b?.state ?? view.buyer.state}`, bx, doc.y, { width: half });
}
