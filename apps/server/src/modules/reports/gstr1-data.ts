import { uqcForUnit } from '@store/contract';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { AppContext } from '../../context';
import { gstStateCode } from '@store/contract';
import {
  gstr1Builder,
  type Gstr1CreditNote,
  type Gstr1Invoice,
  type Gstr1Line,
  type Gstr1Result,
} from './gstr1';
import { indiaMonthRange } from '../../lib/india-time';
import { yieldToLoop } from '../../lib/time';

/**
 * Documents (or rows) handled between two turns of the event loop while the month's return is
 * built (docs/decisions/387): other requests are answered meanwhile.
 */
export const GSTR1_PAGE = 500;

interface LineRow {
  number: string;
  issued_at: Date | string;
  gstin: string | null;
  billing_name: string | null;
  place_of_supply: string;
  supply_type: 'INTRA_STATE' | 'INTER_STATE';
  order_total: string | number;
  hsn_code: string;
  gst_rate: number;
  unit: string;
  product_name: string;
  quantity: number;
  taxable_paise: string | number;
  cgst_paise: string | number;
  sgst_paise: string | number;
  igst_paise: string | number;
}

/** "Karnataka (29)" → "29". */
const posCode = (placeOfSupply: string) => /\((\d{2})\)\s*$/.exec(placeOfSupply)?.[1] ?? '';

/** One line's GST particulars (an invoice's line, or the returned part of it on a credit note). */
const lineOf = (r: LineRow): Gstr1Line => ({
  hsn: r.hsn_code,
  description: r.product_name,
  uqc: uqcForUnit(r.unit),
  quantity: r.quantity,
  gstRate: r.gst_rate,
  taxablePaise: Number(r.taxable_paise),
  cgstPaise: Number(r.cgst_paise),
  sgstPaise: Number(r.sgst_paise),
  igstPaise: Number(r.igst_paise),
});

/** The month's tax invoices with their lines' GST particulars, in serial order. */
export async function loadInvoices(db: Db, start: Date, end: Date): Promise<Gstr1Invoice[]> {
  const rows = await queryRows<LineRow>(
    db,
    `select number, issued_at, gstin, billing_name, place_of_supply, supply_type, order_total,
            hsn_code, gst_rate::float8 as gst_rate, unit, product_name, quantity, taxable_paise,
            cgst_paise, sgst_paise, igst_paise
       from report_invoice_lines
      where issued_at >= $1 and issued_at < $2
      order by financial_year, serial, position, order_item_id`,
    [start.toISOString(), end.toISOString()],
  );
  const byNumber = new Map<string, Gstr1Invoice>();
  let n = 0;
  for (const r of rows) {
    if (++n % (GSTR1_PAGE * 4) === 0) await yieldToLoop();
    let inv = byNumber.get(r.number);
    if (!inv) {
      inv = {
        number: r.number,
        issuedAt: new Date(r.issued_at),
        gstin: r.gstin,
        legalName: r.billing_name,
        pos: posCode(r.place_of_supply),
        supplyType: r.supply_type,
        totalPaise: Number(r.order_total),
        lines: [],
      };
      byNumber.set(r.number, inv);
    }
    inv.lines.push(lineOf(r));
  }
  return [...byNumber.values()];
}

interface NoteLineRow extends LineRow {
  note_number: string;
  note_issued_at: Date | string;
  note_total: string | number;
}

/**
 * The month's credit notes (decisions.md › §17) with their lines' GST particulars and the
 * invoice each amends (its buyer, place of supply and value decide the section, decision 240).
 */
export async function loadCreditNotes(db: Db, start: Date, end: Date): Promise<Gstr1CreditNote[]> {
  const rows = await queryRows<NoteLineRow>(
    db,
    `select note_number, note_issued_at, note_total, number, issued_at, gstin, billing_name,
            place_of_supply, supply_type, order_total, hsn_code, gst_rate::float8 as gst_rate, unit,
            product_name, quantity, taxable_paise, cgst_paise, sgst_paise, igst_paise
       from report_credit_note_lines
      where note_issued_at >= $1 and note_issued_at < $2
      order by financial_year, serial, position, order_item_id`,
    [start.toISOString(), end.toISOString()],
  );
  const byNumber = new Map<string, Gstr1CreditNote>();
  let n = 0;
  for (const r of rows) {
    if (++n % (GSTR1_PAGE * 4) === 0) await yieldToLoop();
    let note = byNumber.get(r.note_number);
    if (!note) {
      note = {
        number: r.note_number,
        issuedAt: new Date(r.note_issued_at),
        totalPaise: Number(r.note_total),
        invoice: {
          number: r.number,
          issuedAt: new Date(r.issued_at),
          gstin: r.gstin,
          legalName: r.billing_name,
          pos: posCode(r.place_of_supply),
          supplyType: r.supply_type,
          totalPaise: Number(r.order_total),
        },
        lines: [],
      };
      byNumber.set(r.note_number, note);
    }
    note.lines.push(lineOf(r));
  }
  return [...byNumber.values()];
}

/** GET /admin/reports/gstr1: the month's GSTR-1 from the stored invoices and credit notes. */
export async function gstr1ForMonth(
  db: Db,
  month: string,
  ctx: AppContext,
): Promise<Gstr1Result & { buyerNames: Map<string, string> }> {
  const { start, end } = indiaMonthRange(month);
  const [invoices, creditNotes] = await Promise.all([
    loadInvoices(db, start, end),
    loadCreditNotes(db, start, end),
  ]);
  const config = ctx.config;
  const buyerNames = new Map<string, string>();
  for (const inv of invoices) if (inv.gstin) buyerNames.set(inv.gstin, inv.legalName ?? '');
  for (const cn of creditNotes)
    if (cn.invoice.gstin) buyerNames.set(cn.invoice.gstin, cn.invoice.legalName ?? '');
  const builder = gstr1Builder({
    month,
    gstin: config.COMPANY_GSTIN,
    supplierStateCode: gstStateCode(config.COMPANY_STATE) ?? config.COMPANY_GSTIN.slice(0, 2),
    b2clThresholdPaise: config.B2CL_THRESHOLD_RUPEES * 100,
  });
  // a page of documents, then a turn of the event loop (the same order as buildGstr1)
  for (let at = 0; at < invoices.length; at += GSTR1_PAGE) {
    for (const inv of invoices.slice(at, at + GSTR1_PAGE)) builder.addInvoice(inv);
    await yieldToLoop();
  }
  for (let at = 0; at < creditNotes.length; at += GSTR1_PAGE) {
    for (const cn of creditNotes.slice(at, at + GSTR1_PAGE)) builder.addCreditNote(cn);
    await yieldToLoop();
  }
  const result = builder.finish(
    invoices.map((i) => i.number),
    creditNotes.map((c) => c.number),
  );
  return { ...result, buyerNames };
}
