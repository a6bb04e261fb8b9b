import { gstStateCode, placeOfSupplyOf, shortOrderNumber, type Order } from '@store/contract';
import type { Config } from '../../config';
import { toPaise } from '../../lib/money';
import { amountInWords } from './amount-in-words';
import { dueDateOf } from '../order-views/company-views';
import type { EInvoiceStamp } from '../order-views/e-invoice-views';

/** CREDIT_NOTE: a GST credit note against a tax invoice (invoices/credit-notes.ts). */
export type DocumentKind = 'TAX_INVOICE' | 'PROFORMA' | 'CREDIT_NOTE';

export interface InvoiceLineView {
  position: number;
  description: string;
  sku: string;
  hsn: string;
  quantity: number;
  unit: string;
  /** Taxable value of one unit (paise, rounded), as invoices show the rate before tax. */
  ratePaise: number;
  taxablePaise: number;
  gstRate: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export interface BillToView {
  legalName: string;
  gstin: string;
  /** "line, city, state pincode" of the registered billing address. */
  address: string;
  /** "Tamil Nadu (33)". */
  state: string;
}

/** Everything a tax or proforma invoice shows: built once, rendered by invoice-pdf.ts. */
export interface InvoiceView {
  kind: DocumentKind;
  title: string;
  /** A credit note's original invoice and the return it records. */
  against?: { invoiceNumber: string; invoiceDate: string; returnNumber?: string; reason: string };
  /** The tax invoice number, or the proforma's reference (PI-<short order number>). */
  number: string;
  /** ISO instant of issue (the invoice's issue, or the order's placing for a proforma). */
  date: string;
  orderNumber: string;
  orderDate: string;
  supplier: {
    name: string;
    /** COMPANY_LEGAL_NAME: heads the document and signs it (docs/decisions/182). */
    legalName: string;
    address: string;
    gstin: string;
    state: string;
    phone: string;
  };
  buyer: {
    name: string;
    legalName: string | null;
    gstin: string | null;
    address: string;
    phone: string;
    state: string;
  };
  /**
   * A company order's "Bill to": the company's legal name, GSTIN and registered billing
   * address (decisions.md › §16, amended; docs/decisions/332); the delivery address is then
   * only its "Ship to". Absent for a personal order: both are the order's address.
   */
  billTo?: BillToView | null;
  placeOfSupply: string;
  /** The e-way bill of a consignment above ₹50,000, once shipped (decisions.md › §18). */
  ewayBillNumber: string | null;
  /** A company order's PO number, and a credit order's due date (decisions.md › §16). */
  poNumber?: string | null;
  dueDate?: string | null;
  /** MSME_UDYAM_NUMBER on an invoice to a company (decisions.md › §24), else absent. */
  msmeUdyamNumber?: string | null;
  supplyType: 'INTRA_STATE' | 'INTER_STATE';
  lines: InvoiceLineView[];
  totals: {
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    taxPaise: number;
    totalPaise: number;
  };
  amountInWords: string;
  /** IRN, acknowledgement and signed QR once the IRP registered it (decisions.md › §21). */
  eInvoice?: EInvoiceStamp | null;
  payment: {
    method: Order['payment']['method'];
    status: Order['payment']['status'];
    reference: string | null;
    upiId: string;
    bank: { accountName: string; accountNumber: string; ifsc: string; bankName: string };
  };
}

/** One view model for both documents, from the order answer and the configuration. */
export function buildInvoiceView(
  order: Order,
  config: Config,
  kind: DocumentKind,
  invoice: { number: string; issued_at: string } | null,
  billTo: BillToView | null = null,
): InvoiceView {
  const intra = order.tax.supply_type === 'INTRA_STATE';
  const lines = order.order_items.map((item, i): InvoiceLineView => {
    const totalPaise = toPaise(item.total_price);
    const taxablePaise = toPaise(item.taxable_value);
    const taxPaise = totalPaise - taxablePaise;
    return {
      position: i + 1,
      description: item.product_name,
      sku: item.product_sku,
      hsn: item.hsn_code,
      quantity: item.quantity,
      unit: item.unit,
      ratePaise: Math.round(taxablePaise / item.quantity),
      taxablePaise,
      gstRate: item.gst_rate,
      cgstPaise: intra ? taxPaise / 2 : 0,
      sgstPaise: intra ? taxPaise / 2 : 0,
      igstPaise: intra ? 0 : taxPaise,
      totalPaise,
    };
  });
  const totalPaise = toPaise(order.total_amount);
  const supplierState = `${config.COMPANY_STATE} (${gstStateCode(config.COMPANY_STATE) ?? ''})`;
  return {
    kind,
    title:
      kind === 'TAX_INVOICE'
        ? 'TAX INVOICE'
        : kind === 'CREDIT_NOTE'
          ? 'CREDIT NOTE'
          : 'PROFORMA INVOICE',
    number: invoice?.number ?? `PI-${shortOrderNumber(order.order_id)}`,
    date: invoice?.issued_at ?? order.created_at,
    orderNumber: shortOrderNumber(order.order_id),
    orderDate: order.created_at,
    supplier: {
      name: config.COMPANY_NAME,
      legalName: config.COMPANY_LEGAL_NAME,
      address: config.COMPANY_ADDRESS,
      gstin: config.COMPANY_GSTIN,
      state: supplierState,
      phone: config.COMPANY_PHONE,
    },
    buyer: {
      name: order.customer_name,
      legalName: order.billing_name,
      gstin: order.gstin,
      address: order.full_address,
      phone: order.phone_number,
      state: placeOfSupplyOf(order.state),
    },
    billTo,
    placeOfSupply: order.tax.place_of_supply,
    ewayBillNumber: order.shipment?.eway_bill_number ?? null,
    poNumber: order.company?.po_number ?? null,
    dueDate:
      kind === 'TAX_INVOICE' && invoice && order.company?.credit_days
        ? dueDateOf(invoice.issued_at, order.company.credit_days)
        : null,
    msmeUdyamNumber:
      kind !== 'CREDIT_NOTE' && order.company && config.MSME_UDYAM_NUMBER
        ? config.MSME_UDYAM_NUMBER
        : null,
    supplyType: order.tax.supply_type,
    lines,
    totals: {
      taxablePaise: toPaise(order.tax.taxable_value),
      cgstPaise: toPaise(order.tax.cgst),
      sgstPaise: toPaise(order.tax.sgst),
      igstPaise: toPaise(order.tax.igst),
      taxPaise: toPaise(order.tax.total_tax),
      totalPaise,
    },
    amountInWords: amountInWords(totalPaise),
    payment: {
      method: order.payment.method,
      status: order.payment.status,
      reference: order.payment.reference,
      upiId: config.COMPANY_UPI_ID,
      bank: {
        accountName: config.COMPANY_BANK_ACCOUNT_NAME,
        accountNumber: config.COMPANY_BANK_ACCOUNT_NUMBER,
        ifsc: config.COMPANY_BANK_IFSC,
        bankName: config.COMPANY_BANK_NAME,
      },
    },
  };
}
