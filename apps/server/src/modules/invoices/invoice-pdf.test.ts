import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from './invoice-pdf';
import { rateText } from './invoice-pdf-lines';
import type { InvoiceLineView, InvoiceView } from './invoice-view';

/** The text items of a PDF (pdf.js), each as one string: a wrapped cell shows as two. */
async function pdfItems(pdf: Buffer): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const items: string[] = [];
  for (let i = 1; i <= doc.numPages; i += 1) {
    const content = await (await doc.getPage(i)).getTextContent();
    for (const item of content.items) if ('str' in item && item.str.trim()) items.push(item.str);
  }
  await doc.destroy();
  return items;
}

function line(over: Partial<InvoiceLineView>): InvoiceLineView {
  return {
    position: 1,
    description: 'Safety goggles, clear polycarbonate',
    sku: 'SG-100',
    hsn: '90049090',
    quantity: 12,
    unit: 'piece',
    ratePaise: 169407,
    taxablePaise: 2_032_881,
    gstRate: 18,
    cgstPaise: 182_959,
    sgstPaise: 182_959,
    igstPaise: 0,
    totalPaise: 2_398_799,
    ...over,
  };
}

function view(over: Partial<InvoiceView> = {}): InvoiceView {
  const lines = [
    line({}),
    line({
      position: 2,
      description:
        'Cordless rotary hammer drill 18 V brushless with two 5.0 Ah batteries, charger and case',
      sku: 'RH-18V-BL-KIT',
      hsn: '84672100',
      quantity: 1234,
      ratePaise: 1_234_567,
      taxablePaise: 1_523_455_678,
      cgstPaise: 137_110_011,
      sgstPaise: 137_110_011,
      totalPaise: 1_797_675_700,
    }),
  ];
  return {
    kind: 'TAX_INVOICE',
    title: 'TAX INVOICE',
    ewayBillNumber: null,
    number: 'BTW/26-27/00042',
    date: '2026-11-26T06:00:00Z',
    orderNumber: 'AB12CD34',
    orderDate: '2026-11-25T06:00:00Z',
    supplier: {
      name: 'Bangalore Tool Works',
      legalName: 'Bangalore Tool Works Private Limited',
      address: '14, 2nd Cross, Peenya Industrial Area, Bengaluru 560058',
      gstin: '29ABCDE1234F1Z5',
      state: 'Karnataka (29)',
      phone: '8041234567',
    },
    buyer: {
      name: 'Asha Rao',
      legalName: 'Rao Fabricators LLP',
      gstin: '29AAAPL1234C1Z5',
      address: '7, Industrial Suburb, Yeshwanthpur, Bengaluru, Karnataka - 560022',
      phone: '9845012345',
      state: 'Karnataka (29)',
    },
    placeOfSupply: 'Karnataka (29)',
    supplyType: 'INTRA_STATE',
    lines,
    totals: {
      taxablePaise: 1_525_488_559,
      cgstPaise: 137_292_970,
      sgstPaise: 137_292_970,
      igstPaise: 0,
      taxPaise: 274_585_940,
      totalPaise: 1_800_074_499,
    },
    amountInWords:
      'Indian Rupees One Crore Eighty Lakh Seventy-Four Thousand Four Hundred Ninety-Nine Only',
    payment: {
      method: 'BANK_TRANSFER',
      status: 'PENDING',
      reference: null,
      upiId: 'btw@okaxis',
      bank: { accountName: 'BTW', accountNumber: '1234', ifsc: 'HDFC0000001', bankName: 'HDFC' },
    },
    ...over,
  };
}

describe('rateText: the rate to the paisa (docs/decisions/311)', () => {
  it('always shows exactly two places, rounded', () => {
    expect(rateText(2_032_881, 12)).toBe('1,694.07');
    expect(rateText(100_000, 4)).toBe('250.00');
    expect(rateText(100, 3)).toBe('0.33');
    expect(rateText(2, 3)).toBe('0.01');
    // the figures of issue 43: 38.13554 and 2,245.7625
    expect(rateText(3_813_554, 1000)).toBe('38.14');
    expect(rateText(898_305, 4)).toBe('2,245.76');
  });
});

describe('the invoice PDF read back as text (docs/decisions/182, 311)', () => {
  const titles = {
    TAX_INVOICE: 'TAX INVOICE',
    PROFORMA: 'PROFORMA INVOICE',
    CREDIT_NOTE: 'CREDIT NOTE',
  } as const;
  for (const kind of ['TAX_INVOICE', 'PROFORMA', 'CREDIT_NOTE'] as const) {
    it(`${kind}: every particular on one line, the rate to the paisa, both GST rates, the parties`, async () => {
      const against =
        kind === 'CREDIT_NOTE'
          ? {
              invoiceNumber: 'BTW/26-27/00041',
              invoiceDate: '2026-11-20T06:00:00Z',
              reason: 'Damaged',
            }
          : undefined;
      const items = await pdfItems(
        await renderInvoicePdf(
          view({ kind, title: titles[kind], ...(against ? { against } : {}) }),
        ),
      );
      // 8-digit HSN codes and long amounts each come out whole: nothing wrapped.
      for (const whole of [
        '90049090',
        '84672100',
        '1,694.07',
        '20,328.81',
        '12,345.67',
        '1,52,34,556.78',
        '1,79,76,757.00',
      ]) {
        expect(items).toContain(whole);
      }
      // the rate to the paisa, never more places; the taxable value is the line's own figure
      expect(items.filter((s) => /^[\d,]+\.\d{3,}$/.test(s))).toEqual([]);
      expect(items.join(' ')).toContain('to the paisa');
      expect(items).not.toContain('9004909');
      expect(items).not.toContain('8467210');
      // CGST and SGST rates shown separately, on the lines and in the totals
      expect(items.filter((s) => s === '9%')).toHaveLength(4);
      expect(items).toContain('CGST @ 9%');
      expect(items).toContain('SGST @ 9%');
      // the seller's legal name heads it, and Bill to carries the billing address
      expect(items[0]).toBe('Bangalore Tool Works Private Limited');
      const billTo = items.indexOf('Bill to');
      const shipTo = items.indexOf('Ship to');
      expect(billTo).toBeGreaterThan(-1);
      const billing = items.slice(billTo, shipTo).join(' ');
      expect(billing).toContain('Rao Fabricators LLP');
      expect(billing).toContain('Yeshwanthpur, Bengaluru, Karnataka - 560022');
      expect(billing).toContain('GSTIN: 29AAAPL1234C1Z5');
    });
  }

  it('shows the IGST rate on a supply to another state', async () => {
    const items = await pdfItems(
      await renderInvoicePdf(
        view({
          supplyType: 'INTER_STATE',
          lines: [line({ cgstPaise: 0, sgstPaise: 0, igstPaise: 365_918 })],
        }),
      ),
    );
    expect(items.filter((s) => s === '18%')).toHaveLength(2);
    expect(items).toContain('IGST @ 18%');
    expect(items).not.toContain('CGST');
  });
});
