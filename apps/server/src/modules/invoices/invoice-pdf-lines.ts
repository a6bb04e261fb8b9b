import { drawRule, INK, MUTED, paiseText, SHADE, type PdfDoc } from '../../lib/pdf-document';
import type { InvoiceView } from './invoice-view';

/**
 * The lines table of an invoice, proforma or credit note (docs/decisions/182, 311): every
 * particular on one line, both GST rates, the rate to the paisa.
 */

/**
 * The rate (taxable value of one unit before GST) to the paisa. The line's taxable value is
 * the figure that adds up (the totals and the tax are computed from it); the rate is that value
 * over the quantity, rounded, so rate × quantity may differ from it by a few paise
 * (docs/decisions/311).
 */
export const rateText = (taxablePaise: number, quantity: number): string =>
  paiseText(Math.round(taxablePaise / quantity));

export const RATE_NOTE =
  'Rate: the taxable value of one unit before GST, to the paisa. ' +
  'Taxable value: the line’s own figure, on which its GST is charged and which the totals add.';

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
}

const pct = (rate: number) => `${rate}%`;
const PAD = 3;
const DESCRIPTION = 1;

function cellsOf(view: InvoiceView): { titles: string[]; lines: string[][] } {
  const intra = view.supplyType === 'INTRA_STATE';
  const lines = view.lines.map((l) => [
    String(l.position),
    `${l.description}\nSKU ${l.sku}`,
    l.hsn,
    String(l.quantity),
    l.unit,
    rateText(l.taxablePaise, l.quantity),
    paiseText(l.taxablePaise),
    pct(l.gstRate),
    ...(intra
      ? [pct(l.gstRate / 2), paiseText(l.cgstPaise), pct(l.gstRate / 2), paiseText(l.sgstPaise)]
      : [pct(l.gstRate), paiseText(l.igstPaise)]),
    paiseText(l.totalPaise),
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
  return { titles, lines };
}

/**
 * Each column but the description is as wide as its widest cell (a title may break between
 * its words); the description takes the rest. Long numbers shrink the type, never wrap.
 */
function layout(
  doc: PdfDoc,
  titles: string[],
  lines: string[][],
  width: number,
  size: number,
): Column[] {
  const widths = titles.map((title, i) => {
    if (i === DESCRIPTION) return 0;
    doc.font('regular').fontSize(size);
    const cells = Math.max(0, ...lines.map((c) => doc.widthOfString(c[i] ?? '')));
    doc.font('bold');
    // "Taxable value" may take two lines over its figures; "CGST %" stays whole.
    const words =
      title.length > 7
        ? Math.max(...title.split(' ').map((w) => doc.widthOfString(w)))
        : doc.widthOfString(title);
    return Math.ceil(Math.max(cells, words) + 2 * PAD + 1);
  });
  const used = widths.reduce((s, w) => s + w, 0);
  return titles.map((title, i) => ({
    title,
    width: i === DESCRIPTION ? width - used : widths[i]!,
    align:
      i === 0
        ? 'center'
        : title === 'Description' || title === 'HSN' || title === 'Unit'
          ? 'left'
          : 'right',
  }));
}

/** Draws the table from `y` across the page's text width; answers the y below its note. */
export function drawInvoiceLines(doc: PdfDoc, view: InvoiceView, top: number): number {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const { titles, lines } = cellsOf(view);
  let tableSize = 7.5;
  let cols = layout(doc, titles, lines, width, tableSize);
  while ((cols[DESCRIPTION]?.width ?? 0) < 120 && tableSize > 5.5) {
    tableSize -= 0.5;
    cols = layout(doc, titles, lines, width, tableSize);
  }
  let y = top;
  const row = (cells: string[], opts: { bold?: boolean; shade?: boolean }) => {
    doc.font(opts.bold ? 'bold' : 'regular').fontSize(tableSize);
    const heights = cells.map((text, i) =>
      doc.heightOfString(text, { width: (cols[i]?.width ?? 0) - 2 * PAD }),
    );
    const h = Math.max(...heights) + 2 * PAD;
    if (y + h > doc.page.height - doc.page.margins.bottom - 150) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    if (opts.shade) doc.rect(left, y, width, h).fill(SHADE);
    let x = left;
    cells.forEach((text, i) => {
      const col = cols[i];
      if (!col) return;
      doc.fillColor(INK).text(text, x + PAD, y + PAD, {
        width: col.width - 2 * PAD,
        align: col.align,
        // a particular never breaks inside: only the description (and a title) may wrap
        lineBreak: i === DESCRIPTION || opts.bold === true,
      });
      x += col.width;
    });
    y += h;
    drawRule(doc, y);
  };
  drawRule(doc, y);
  row(
    cols.map((c) => c.title),
    { bold: true, shade: true },
  );
  for (const cells of lines) row(cells, {});
  doc
    .font('regular')
    .fontSize(7)
    .fillColor(MUTED)
    .text(RATE_NOTE, left, y + 4, { width });
  return doc.y;
}
