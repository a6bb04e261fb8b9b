import { AGEING_BUCKETS, AGEING_LABELS, gstStateCode, type Statement } from '@store/contract';
import type { Config } from '../../config';
import { contentKey, rememberedPdf } from '../../lib/pdf-cache';
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

const KIND_TEXT = {
  INVOICE: 'Tax invoice',
  RECEIPT: 'Receipt',
  TDS: 'TDS deducted',
  CREDIT_NOTE: 'Credit note',
} as const;

/** A balance as accountants write it: "12,345.60 Dr" owed, "500.00 Cr" an advance. */
export const balanceText = (rupees: number) =>
  rupees === 0 ? '0.00' : `${rupeesText(Math.abs(rupees))} ${rupees > 0 ? 'Dr' : 'Cr'}`;

/**
 * The statement of account as a PDF (decisions.md › §24): the shop's letterhead, the company,
 * the period, opening balance, every entry with its running balance, closing balance and the
 * ageing of what is owed. Real text, read back in tests.
 */
export function renderStatementPdf(s: Statement, config: Config): Promise<Buffer> {
  const shop: Letterhead = {
    legalName: config.COMPANY_LEGAL_NAME,
    name: config.COMPANY_NAME,
    address: config.COMPANY_ADDRESS,
    phone: config.COMPANY_PHONE,
    gstin: config.COMPANY_GSTIN,
    state: `${config.COMPANY_STATE} (${gstStateCode(config.COMPANY_STATE) ?? ''})`,
  };
  return rememberedPdf(contentKey('statement', { s, shop }), () =>
    drawPdf(
      {
        margin: 40,
        info: {
          Title: `Statement of account ${s.legal_name} ${s.from} to ${s.to}`,
          Author: shop.legalName,
        },
      },
      (doc) => drawStatement(doc, s, shop),
    ),
  );
}

function drawStatement(doc: PdfDoc, s: Statement, shop: Letterhead): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const headerBottom = drawLetterhead(doc, shop);
  doc.fillColor(INK).font('bold').fontSize(14);
  doc.text('STATEMENT OF ACCOUNT', left, doc.page.margins.top, { width, align: 'right' });
  doc.font('regular').fontSize(9);
  doc.text(`Period: ${documentDate(s.from)} to ${documentDate(s.to)}`, { width, align: 'right' });
  doc.y = Math.max(headerBottom, doc.y) + 12;
  drawRule(doc, doc.y);
  doc.moveDown(0.6);
  doc.font('bold').fontSize(9).text('Account of', left);
  doc.font('regular').text(s.legal_name);
  doc.fillColor(MUTED).text(`GSTIN: ${s.gstin}`);
  doc.fillColor(INK).moveDown(0.8);

  const cols = [
    { title: 'Date', w: 0.14, align: 'left' as const },
    { title: 'Particulars', w: 0.18, align: 'left' as const },
    { title: 'Number', w: 0.2, align: 'left' as const },
    { title: 'Debit', w: 0.15, align: 'right' as const },
    { title: 'Credit', w: 0.15, align: 'right' as const },
    { title: 'Balance', w: 0.18, align: 'right' as const },
  ];
  const row = (cells: string[], font: 'regular' | 'bold') => {
    if (doc.y > doc.page.height - 120) doc.addPage();
    const y = doc.y;
    let x = left;
    let bottom = y;
    doc.font(font).fontSize(8.5).fillColor(INK);
    cells.forEach((c, i) => {
      const col = cols[i]!;
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
  row(
    [documentDate(s.from), 'Opening balance', '', '', '', balanceText(s.opening_balance)],
    'bold',
  );
  for (const e of s.entries) {
    row(
      [
        documentDate(e.date),
        KIND_TEXT[e.kind],
        e.number,
        e.debit ? rupeesText(e.debit) : '',
        e.credit ? rupeesText(e.credit) : '',
        balanceText(e.balance),
      ],
      'regular',
    );
  }
  drawRule(doc, doc.y);
  doc.moveDown(0.3);
  row([documentDate(s.to), 'Closing balance', '', '', '', balanceText(s.closing_balance)], 'bold');
  doc.moveDown(1);

  doc.font('bold').fontSize(9).text('Ageing of the amount owed', left);
  doc.moveDown(0.3);
  const w = width / AGEING_BUCKETS.length;
  const y = doc.y;
  AGEING_BUCKETS.forEach((b, i) => {
    doc.font('regular').fontSize(8.5).fillColor(MUTED);
    doc.text(AGEING_LABELS[b], left + i * w, y, { width: w - 4, align: 'right' });
  });
  const y2 = doc.y + 2;
  AGEING_BUCKETS.forEach((b, i) => {
    doc.font('bold').fontSize(9).fillColor(INK);
    doc.text(rupeesText(s.ageing[b]), left + i * w, y2, { width: w - 4, align: 'right' });
  });
  doc.x = left;
  doc.moveDown(1.5);
  doc.font('regular').fontSize(8).fillColor(MUTED);
  doc.text(
    'Dr: owed to us; Cr: held as an advance. TDS deducted by you counts as received against the ' +
      'invoices it was deducted from. Please tell us of any difference within 15 days.',
    left,
    doc.y,
    { width },
  );
}
