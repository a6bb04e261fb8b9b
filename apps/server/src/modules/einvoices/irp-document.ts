import {
  gstStateCode,
  uqcForUnit,
  type CompanyBillingAddress,
  type Order,
} from '@store/contract';
import type { Config } from '../../config';
import { indiaDateParts } from '../../lib/india-time';
import type { InvoiceView } from '../invoices/invoice-view';

/**
 * The IRP's e-invoice JSON, schema version 1.1 (decisions.md › §21): the format NIC publishes
 * for the Invoice Registration Portal ("e-Invoice JSON Schema", einvoice1.gst.gov.in ›
 * Documents; a copy with where it came from in fixtures/einv-schema-1.1.json and its README).
 * Only the parts a domestic B2B supply of goods needs are described; amounts are rupees with
 * two decimals (UnitPrice three), dates dd/mm/yyyy in India time, state codes as two digits.
 */
export interface IrpDocument {
  Version: '1.1';
  TranDtls: { TaxSch: 'GST'; SupTyp: 'B2B'; RegRev: 'N' };
  DocDtls: { Typ: 'INV' | 'CRN'; No: string; Dt: string };
  SellerDtls: IrpParty;
  BuyerDtls: IrpParty & { Pos: string };
  ItemList: IrpItem[];
  ValDtls: { AssVal: number; CgstVal: number; SgstVal: number; IgstVal: number; TotInvVal: number };
  /** A credit note names the invoice it amends. */
  RefDtls?: { PrecDocDtls: { InvNo: string; InvDt: string }[] };
}

export interface IrpParty {
  Gstin: string;
  LglNm: string;
  Addr1: string;
  Loc: string;
  Pin: number;
  Stcd: string;
}

export interface IrpItem {
  SlNo: string;
  PrdDesc: string;
  IsServc: 'N';
  HsnCd: string;
  Qty: number;
  Unit: string;
  UnitPrice: number;
  TotAmt: number;
  AssAmt: number;
  GstRt: number;
  IgstAmt: number;
  CgstAmt: number;
  SgstAmt: number;
  TotItemVal: number;
}

/** dd/mm/yyyy of an instant, India time (DocDtls.Dt, PrecDocDtls.InvDt). */
export function irpDate(iso: string): string {
  const { day, month, year } = indiaDateParts(new Date(iso));
  return `${day}/${month}/${year}`;
}

const rupees = (paise: number) => Math.round(paise) / 100;
/** The schema's text fields: at most `max` characters, no double quotes. */
const text = (s: string, max: number) =>
  s.replace(/"/g, "'").replace(/\s+/g, ' ').trim().slice(0, max);
/** A location of at least the 3 characters the schema asks. */
const place = (s: string) => text(s, 50).padEnd(3, '.');

/**
 * The document as the IRP takes it, from the same view model its PDF is drawn from (a tax
 * invoice's, or a credit note's with its credited lines and totals) and the order's parties.
 */
export function buildIrpDocument(input: {
  view: InvoiceView;
  order: Order;
  config: Config;
  /** A company's registered billing address: the buyer's address (else the delivery's). */
  buyerAddress?: CompanyBillingAddress | null;
}): IrpDocument {
  const { view, order, config } = input;
  const billed = input.buyerAddress;
  const registered = billed?.line && billed.city && /^\d{6}$/.test(billed.pincode) ? billed : null;
  const gstin = order.gstin ?? '';
  const pos = gstStateCode(order.state) ?? gstin.slice(0, 2);
  const doc: IrpDocument = {
    Version: '1.1',
    TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N' },
    DocDtls: {
      Typ: view.kind === 'CREDIT_NOTE' ? 'CRN' : 'INV',
      No: view.number,
      Dt: irpDate(view.date),
    },
    SellerDtls: {
      Gstin: config.COMPANY_GSTIN,
      LglNm: text(config.COMPANY_LEGAL_NAME, 100),
      Addr1: text(config.COMPANY_ADDRESS, 100),
      Loc: place(config.COMPANY_CITY),
      Pin: Number(config.COMPANY_PINCODE),
      Stcd: config.COMPANY_GSTIN.slice(0, 2),
    },
    BuyerDtls: {
      Gstin: gstin,
      LglNm: text(order.billing_name ?? order.company?.legal_name ?? order.customer_name, 100),
      Pos: pos,
      Addr1: text(registered?.line ?? order.street_address, 100),
      Loc: place(registered?.city ?? order.city),
      Pin: Number(registered?.pincode ?? order.pincode),
      Stcd: gstin.slice(0, 2),
    },
    ItemList: view.lines.map((l) => ({
      SlNo: String(l.position),
      PrdDesc: text(l.description, 300).padEnd(3, '.'),
      IsServc: 'N',
      HsnCd: l.hsn,
      Qty: l.quantity,
      Unit: uqcForUnit(l.unit),
      // The rate before tax, to three decimals as the schema allows: Qty × UnitPrice = TotAmt.
      UnitPrice: Math.round((l.taxablePaise / l.quantity) * 10) / 1000,
      TotAmt: rupees(l.taxablePaise),
      AssAmt: rupees(l.taxablePaise),
      GstRt: l.gstRate,
      IgstAmt: rupees(l.igstPaise),
      CgstAmt: rupees(l.cgstPaise),
      SgstAmt: rupees(l.sgstPaise),
      TotItemVal: rupees(l.totalPaise),
    })),
    ValDtls: {
      AssVal: rupees(view.totals.taxablePaise),
      CgstVal: rupees(view.totals.cgstPaise),
      SgstVal: rupees(view.totals.sgstPaise),
      IgstVal: rupees(view.totals.igstPaise),
      TotInvVal: rupees(view.totals.totalPaise),
    },
  };
  if (view.kind === 'CREDIT_NOTE' && view.against) {
    doc.RefDtls = {
      PrecDocDtls: [
        { InvNo: view.against.invoiceNumber, InvDt: irpDate(view.against.invoiceDate) },
      ],
    };
  }
  return doc;
}
