import qrcode from 'qrcode-generator';
import { INK, MUTED, RULE, type PdfDoc } from '../../lib/pdf-document';
import type { InvoiceView } from './invoice-view';

/** The QR's side on the page (points): about 4 cm, large enough for a phone to read. */
const QR_SIDE = 116;

const ackDateText = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  })
    .format(new Date(iso))
    .replace(',', '');

/**
 * The e-invoice block of a registered tax invoice or credit note (decisions.md › §21;
 * docs/decisions/336): the IRN, Ack No. and Ack Date at the left and the IRP's signed QR code
 * as a QR image at the right, drawn as vector squares so any scanner reads it. Draws nothing
 * for a document that is not registered; answers the y below what it drew.
 */
export function drawEInvoiceBlock(doc: PdfDoc, view: InvoiceView, y: number): number {
  const stamp = view.eInvoice;
  if (!stamp) return y;
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const right = left + width;

  const qr = qrcode(0, 'L');
  qr.addData(stamp.signedQrCode, 'Byte');
  qr.make();
  const count = qr.getModuleCount();
  // A quiet zone of 4 modules on every side, as the QR standard asks.
  const cell = QR_SIDE / (count + 8);
  const qx = right - QR_SIDE;
  doc.rect(qx, y, QR_SIDE, QR_SIDE).fill('#ffffff');
  for (let r = 0; r < count; r += 1) {
    for (let c = 0; c < count; c += 1) {
      if (qr.isDark(r, c)) doc.rect(qx + (c + 4) * cell, y + (r + 4) * cell, cell, cell);
    }
  }
  doc.fill('#000000');

  const textWidth = width - QR_SIDE - 16;
  doc
    .font('bold')
    .fontSize(9)
    .fillColor(INK)
    .text('E-invoice', left, y + 6, { width: textWidth });
  const facts: [string, string][] = [
    ['IRN', stamp.irn],
    ['Ack No.', stamp.ackNo],
    ['Ack Date', ackDateText(stamp.ackDate)],
  ];
  let fy = doc.y + 3;
  doc.fontSize(8.5);
  for (const [k, v] of facts) {
    doc.font('regular').fontSize(8.5).fillColor(MUTED).text(`${k}:`, left, fy, { width: 60 });
    // The IRN's 64 characters stay on one line (a reader copies it whole).
    doc
      .font(k === 'IRN' ? 'regular' : 'bold')
      .fontSize(k === 'IRN' ? 7.5 : 8.5)
      .fillColor(INK)
      .text(v, left + 62, fy + (k === 'IRN' ? 0.8 : 0), {
        width: textWidth - 62,
        lineBreak: false,
      });
    fy = fy + 13;
  }
  doc
    .font('regular')
    .fontSize(7.5)
    .fillColor(MUTED)
    .text('Signed QR code of the Invoice Registration Portal at the right.', left, fy + 2, {
      width: textWidth,
    });
  const bottom = Math.max(doc.y, y + QR_SIDE) + 6;
  doc.moveTo(left, bottom).lineTo(right, bottom).lineWidth(0.5).strokeColor(RULE).stroke();
  return bottom + 8;
}
