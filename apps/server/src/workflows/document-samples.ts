import type { Quote, Statement } from '@store/contract';
import type { InvoiceView } from '../modules/invoices/invoice-view';

/**
 * Made-up documents of every kind the store draws (docs/decisions/391): an invoice, a credit
 * note, a quote and a statement of account, numbered by `n`. The server draws them once
 * before it listens (documents-warm-up.ts); `npm run bench:pdf` measures with them. Nothing
 * here is a real customer's or stored anywhere.
 */

export const SAMPLE_LINES = 3;

export function sampleInvoiceView(n: number, lineCount = SAMPLE_LINES): InvoiceView {
  const lines = Array.from({ length: lineCount }, (_, i) => ({
    position: i + 1,
    description: `Cordless rotary hammer drill 18 V brushless kit ${n}-${i + 1}, with case`,
    sku: `RH-18V-${n}-${i + 1}`,
    hsn: '84672100',
    quantity: 2 + i,
    unit: 'piece',
    ratePaise: 1_234_567,
    taxablePaise: 2_469_134 * (i + 1),
    gstRate: 18,
    cgstPaise: 222_222 * (i + 1),
    sgstPaise: 222_222 * (i + 1),
    igstPaise: 0,
    totalPaise: 2_913_578 * (i + 1),
  }));
  return {
    kind: 'TAX_INVOICE',
    title: 'TAX INVOICE',
    ewayBillNumber: null,
    number: `BTW/26-27/${String(n).padStart(5, '0')}`,
    date: '2026-11-26T06:00:00Z',
    orderNumber: `AB${String(n).padStart(6, '0')}`,
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
      taxablePaise: 14_814_804,
      cgstPaise: 1_333_332,
      sgstPaise: 1_333_332,
      igstPaise: 0,
      taxPaise: 2_666_664,
      totalPaise: 17_481_468,
    },
    amountInWords: 'Indian Rupees One Lakh Seventy-Four Thousand Eight Hundred Fourteen Only',
    payment: {
      method: 'UPI',
      status: 'PAID',
      reference: '123456789012',
      upiId: 'btw@okaxis',
      bank: {
        accountName: 'Bangalore Tool Works Private Limited',
        accountNumber: '50200012345678',
        ifsc: 'HDFC0000123',
        bankName: 'HDFC Bank',
      },
    },
  };
}

export function sampleCreditNoteView(n: number, lineCount = SAMPLE_LINES): InvoiceView {
  return {
    ...sampleInvoiceView(n, lineCount),
    kind: 'CREDIT_NOTE',
    title: 'CREDIT NOTE',
    number: `BTW/CN/26-27/${String(n).padStart(5, '0')}`,
    against: {
      invoiceNumber: `BTW/26-27/${String(n).padStart(5, '0')}`,
      invoiceDate: '2026-11-20T06:00:00Z',
      returnNumber: `RT${String(n).padStart(6, '0')}`,
      reason: 'Damaged in transit',
    },
  };
}

export function sampleQuote(n: number, lineCount = SAMPLE_LINES): Quote {
  const lines = Array.from({ length: lineCount }, (_, i) => ({
    quote_line_id: `00000000-0000-4000-8000-${String(n * 10 + i).padStart(12, '0')}`,
    product_id: '00000000-0000-4000-8000-000000000001',
    product_name: `Cordless rotary hammer drill 18 V brushless kit ${n}-${i + 1}`,
    product_slug: `rotary-hammer-${n}-${i + 1}`,
    sku: `RH-18V-${n}-${i + 1}`,
    quantity: 10 * (i + 1),
    target_price: 11_500,
    unit_price: 12_345.67,
    total_price: 123_456.7 * (i + 1),
    list_price: 13_999,
    slab_price: 12_999,
    quoted_list_price: 13_999,
    gst_rate: 18,
  }));
  return {
    quote_id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    number: `QT/26-27/${String(n).padStart(5, '0')}`,
    status: 'QUOTED',
    lines,
    note: 'Delivery to our Peenya unit, please.',
    needed_by: '2026-12-20',
    pincode: '560058',
    created_at: '2026-11-25T06:00:00Z',
    valid_until: '2026-12-25',
    staff_note: 'Prices held for 30 days.',
    reason: null,
    order_id: null,
    total_amount: 740_740.2,
    gst: {
      supply_type: 'INTRA_STATE',
      taxable_value: 627_746,
      cgst: 56_497.1,
      sgst: 56_497.1,
      igst: 0,
    },
    customer: { name: 'Asha Rao', email: 'asha@example.in', phone: '9845012345' },
  };
}

export function sampleStatement(n: number): Statement {
  let balance = 100_000;
  const entries = Array.from({ length: 40 }, (_, i) => {
    const invoice = i % 3 !== 2;
    const amount = 10_000 + 137 * i + n;
    balance += invoice ? amount : -amount;
    return {
      date: `2026-11-${String(1 + (i % 28)).padStart(2, '0')}`,
      kind: invoice ? ('INVOICE' as const) : ('RECEIPT' as const),
      number: invoice ? `BTW/26-27/${String(n * 100 + i).padStart(5, '0')}` : `RCT/26-27/${i}`,
      debit: invoice ? amount : 0,
      credit: invoice ? 0 : amount,
      balance,
    };
  });
  return {
    company_id: '00000000-0000-4000-8000-000000000002',
    legal_name: `Rao Fabricators LLP ${n}`,
    gstin: '29AAAPL1234C1Z5',
    from: '2026-11-01',
    to: '2026-11-30',
    opening_balance: 100_000,
    entries,
    closing_balance: balance,
    ageing: { not_due: balance, days_1_30: 0, days_31_60: 0, days_61_90: 0, days_over_90: 0 },
  };
}
