import type { Gstr1Summary, TaxHeads, Uqc } from '@store/contract';
import { indiaDateParts } from '../../lib/india-time';
import { toRupees } from '../../lib/money';

/**
 * GSTR-1 of one month as the GST portal's JSON (decisions.md › §18; docs/decisions/240):
 * built from the month's tax invoices and credit notes, in paise throughout, turned into
 * rupees with two decimals only when written out. A pure function: the data comes from
 * gstr1-data.ts, the files from here and gstr1-csv.ts.
 */

export interface Gstr1Line {
  hsn: string;
  description: string;
  uqc: Uqc;
  quantity: number;
  gstRate: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface Gstr1Invoice {
  number: string;
  issuedAt: Date;
  /** The buyer's GSTIN (registered buyer: B2B), or null. */
  gstin: string | null;
  legalName: string | null;
  /** Two-digit GST state code of the place of supply. */
  pos: string;
  supplyType: 'INTRA_STATE' | 'INTER_STATE';
  totalPaise: number;
  lines: Gstr1Line[];
}

export interface Gstr1CreditNote {
  number: string;
  issuedAt: Date;
  totalPaise: number;
  /** The invoice it amends (any month). */
  invoice: Omit<Gstr1Invoice, 'lines'>;
  lines: Gstr1Line[];
}

export interface Gstr1Input {
  month: string; // YYYY-MM
  gstin: string;
  /** The supplier's state code (intra-state small supplies are reported under it). */
  supplierStateCode: string;
  /** Inter-state invoices to unregistered buyers above this value are B2CL. */
  b2clThresholdPaise: number;
  invoices: Gstr1Invoice[];
  creditNotes: Gstr1CreditNote[];
  /** Every invoice number issued in the month, in serial order (for doc_issue). */
  invoiceNumbers: string[];
  creditNoteNumbers: string[];
}

export type InvoiceSection = 'b2b' | 'b2cl' | 'b2cs';

export function sectionOf(
  invoice: Pick<Gstr1Invoice, 'gstin' | 'supplyType' | 'totalPaise'>,
  b2clThresholdPaise: number,
): InvoiceSection {
  if (invoice.gstin) return 'b2b';
  if (invoice.supplyType === 'INTER_STATE' && invoice.totalPaise > b2clThresholdPaise)
    return 'b2cl';
  return 'b2cs';
}

/** dd-mm-yyyy in India time, as the portal writes dates. */
export function portalDate(at: Date): string {
  const { day, month, year } = indiaDateParts(at);
  return `${day}-${month}-${year}`;
}

interface Heads {
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
}
const zero = (): Heads => ({ txval: 0, iamt: 0, camt: 0, samt: 0 });
const addLine = (h: Heads, l: Gstr1Line, sign = 1) => {
  h.txval += sign * l.taxablePaise;
  h.iamt += sign * l.igstPaise;
  h.camt += sign * l.cgstPaise;
  h.samt += sign * l.sgstPaise;
};

/** The lines of a document grouped by GST rate, as the portal's `itms`. */
function itemsByRate(lines: Gstr1Line[], withIntraHeads: boolean) {
  const byRate = new Map<number, Heads>();
  for (const l of lines) {
    const h = byRate.get(l.gstRate) ?? zero();
    addLine(h, l);
    byRate.set(l.gstRate, h);
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rt, h], i) => ({
      num: i + 1,
      itm_det: {
        rt,
        txval: toRupees(h.txval),
        iamt: toRupees(h.iamt),
        ...(withIntraHeads ? { camt: toRupees(h.camt), samt: toRupees(h.samt) } : {}),
        csamt: 0,
      },
    }));
}

export interface Gstr1Result {
  json: Gstr1Json;
  summary: Gstr1Summary;
}

export interface Gstr1Json {
  gstin: string;
  fp: string;
  version: string;
  hash: string;
  /** Sections with nothing in them are left out (decisions.md › §18, amended). */
  b2b?: unknown[];
  b2cl?: unknown[];
  b2cs?: unknown[];
  cdnr?: unknown[];
  cdnur?: unknown[];
  hsn?: { hsn_b2b?: HsnRow[]; hsn_b2c?: HsnRow[] };
  doc_issue?: { doc_det: unknown[] };
}

/**
 * Leaves out what has nothing in it: an empty section, an empty HSN table and an HSN summary
 * or document list with neither, as the offline tool writes its JSON (no `[]`; docs/decisions/331).
 */
export function withoutEmptySections(json: Gstr1Json): Gstr1Json {
  const out: Gstr1Json = { gstin: json.gstin, fp: json.fp, version: json.version, hash: json.hash };
  for (const key of ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur'] as const) {
    if (json[key]?.length) out[key] = json[key];
  }
  const hsn: NonNullable<Gstr1Json['hsn']> = {};
  if (json.hsn?.hsn_b2b?.length) hsn.hsn_b2b = json.hsn.hsn_b2b;
  if (json.hsn?.hsn_b2c?.length) hsn.hsn_b2c = json.hsn.hsn_b2c;
  if (hsn.hsn_b2b || hsn.hsn_b2c) out.hsn = hsn;
  if (json.doc_issue?.doc_det.length) out.doc_issue = json.doc_issue;
  return out;
}

export interface HsnRow {
  num: number;
  hsn_sc: string;
  desc: string;
  uqc: Uqc;
  qty: number;
  rt: number;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
}

/** What the return is made for: everything of Gstr1Input but the documents. */
export type Gstr1Settings = Omit<
  Gstr1Input,
  'invoices' | 'creditNotes' | 'invoiceNumbers' | 'creditNoteNumbers'
>;

/** The month's return from its documents at once (the unit tests; gstr1Builder a page at a time). */
export function buildGstr1(input: Gstr1Input): Gstr1Result {
  const builder = gstr1Builder(input);
  for (const inv of input.invoices) builder.addInvoice(inv);
  for (const cn of input.creditNotes) builder.addCreditNote(cn);
  return builder.finish(input.invoiceNumbers, input.creditNoteNumbers);
}

/**
 * The return built a document at a time (docs/decisions/387): every invoice, in serial order,
 * then every credit note, then `finish`. The caller may give the event loop a turn between
 * pages of documents; the result is what buildGstr1 makes of the same documents.
 */
export function gstr1Builder(input: Gstr1Settings) {
  const [year, month] = input.month.split('-');
  let invoiceCount = 0;
  let creditNoteCount = 0;
  const fp = `${month}${year}`;
  const totals: Record<InvoiceSection | 'cdnr' | 'cdnur', Heads & { count: number }> = {
    b2b: { ...zero(), count: 0 },
    b2cl: { ...zero(), count: 0 },
    b2cs: { ...zero(), count: 0 },
    cdnr: { ...zero(), count: 0 },
    cdnur: { ...zero(), count: 0 },
  };

  // B2B: by the buyer's GSTIN, each invoice with its lines by rate.
  const b2b = new Map<string, unknown[]>();
  // B2CL: by place of supply.
  const b2cl = new Map<string, unknown[]>();
  // B2CS: summed by supply type, place of supply and rate (credit notes on them subtract).
  const b2cs = new Map<string, { sply_ty: string; pos: string; rt: number; h: Heads }>();
  // HSN: summed by HSN, UQC and rate, separately for registered and unregistered buyers.
  const hsn = {
    b2b: new Map<string, HsnRow & { paise: Heads }>(),
    b2c: new Map<string, HsnRow & { paise: Heads }>(),
  };
  const net = zero();
  let invoiceTotal = 0;

  const addB2cs = (inv: Omit<Gstr1Invoice, 'lines'>, lines: Gstr1Line[], sign: number) => {
    const sply = inv.supplyType === 'INTRA_STATE' ? 'INTRA' : 'INTER';
    for (const l of lines) {
      const key = `${sply}|${inv.pos}|${l.gstRate}`;
      const row = b2cs.get(key) ?? { sply_ty: sply, pos: inv.pos, rt: l.gstRate, h: zero() };
      addLine(row.h, l, sign);
      b2cs.set(key, row);
    }
  };
  const addHsn = (registered: boolean, lines: Gstr1Line[], sign: number) => {
    const table = registered ? hsn.b2b : hsn.b2c;
    for (const l of lines) {
      const key = `${l.hsn}|${l.uqc}|${l.gstRate}`;
      const row =
        table.get(key) ??
        ({
          num: 0,
          hsn_sc: l.hsn,
          desc: l.description.slice(0, 30),
          uqc: l.uqc,
          qty: 0,
          rt: l.gstRate,
          txval: 0,
          iamt: 0,
          camt: 0,
          samt: 0,
          csamt: 0,
          paise: zero(),
        } as HsnRow & { paise: Heads });
      row.qty += sign * l.quantity;
      addLine(row.paise, l, sign);
      table.set(key, row);
    }
  };

  const addInvoice = (inv: Gstr1Invoice) => {
    invoiceCount += 1;
    const section = sectionOf(inv, input.b2clThresholdPaise);
    const t = totals[section];
    t.count += 1;
    for (const l of inv.lines) {
      addLine(t, l);
      addLine(net, l);
    }
    invoiceTotal += inv.totalPaise;
    addHsn(section === 'b2b', inv.lines, 1);
    const common = {
      inum: inv.number,
      idt: portalDate(inv.issuedAt),
      val: toRupees(inv.totalPaise),
      pos: inv.pos,
    };
    if (section === 'b2b') {
      const list = b2b.get(inv.gstin!) ?? [];
      list.push({ ...common, rchrg: 'N', inv_typ: 'R', itms: itemsByRate(inv.lines, true) });
      b2b.set(inv.gstin!, list);
    } else if (section === 'b2cl') {
      const list = b2cl.get(inv.pos) ?? [];
      const { pos: _pos, ...withoutPos } = common; // B2CL names the place once, per group
      list.push({ ...withoutPos, itms: itemsByRate(inv.lines, false) });
      b2cl.set(inv.pos, list);
    } else {
      addB2cs(inv, inv.lines, 1);
    }
  };

  const cdnr = new Map<string, unknown[]>();
  const cdnur: unknown[] = [];
  const addCreditNote = (cn: Gstr1CreditNote) => {
    creditNoteCount += 1;
    const section = sectionOf(cn.invoice, input.b2clThresholdPaise);
    for (const l of cn.lines) addLine(net, l, -1);
    invoiceTotal -= cn.totalPaise;
    addHsn(section === 'b2b', cn.lines, -1);
    const note = {
      ntty: 'C',
      nt_num: cn.number,
      nt_dt: portalDate(cn.issuedAt),
      val: toRupees(cn.totalPaise),
      pos: cn.invoice.pos,
    };
    if (section === 'b2b') {
      totals.cdnr.count += 1;
      for (const l of cn.lines) addLine(totals.cdnr, l);
      const list = cdnr.get(cn.invoice.gstin!) ?? [];
      list.push({ ...note, rchrg: 'N', inv_typ: 'R', itms: itemsByRate(cn.lines, true) });
      cdnr.set(cn.invoice.gstin!, list);
    } else if (section === 'b2cl') {
      totals.cdnur.count += 1;
      for (const l of cn.lines) addLine(totals.cdnur, l);
      cdnur.push({ typ: 'B2CL', ...note, itms: itemsByRate(cn.lines, false) });
    } else {
      // A credit note on a small consumer invoice is netted off b2cs (the portal's rule).
      for (const l of cn.lines) addLine(totals.b2cs, l, -1);
      addB2cs(cn.invoice, cn.lines, -1);
    }
  };

  const hsnRows = (table: Map<string, HsnRow & { paise: Heads }>): HsnRow[] =>
    [...table.values()]
      .sort((a, b) => a.hsn_sc.localeCompare(b.hsn_sc) || a.rt - b.rt || a.uqc.localeCompare(b.uqc))
      .map(({ paise, ...row }, i) => ({
        ...row,
        num: i + 1,
        txval: toRupees(paise.txval),
        iamt: toRupees(paise.iamt),
        camt: toRupees(paise.camt),
        samt: toRupees(paise.samt),
      }));

  const docRange = (numbers: string[]) => {
    const sorted = [...numbers].sort();
    return {
      num: 1,
      from: sorted[0],
      to: sorted.at(-1),
      totnum: sorted.length,
      cancel: 0,
      net_issue: sorted.length,
    };
  };
  const finish = (invoiceNumbers: string[], creditNoteNumbers: string[]): Gstr1Result => {
    const docDet: unknown[] = [];
    if (invoiceNumbers.length > 0)
      docDet.push({
        doc_num: 1,
        doc_typ: 'Invoices for outward supply',
        docs: [docRange(invoiceNumbers)],
      });
    if (creditNoteNumbers.length > 0)
      docDet.push({ doc_num: 5, doc_typ: 'Credit Note', docs: [docRange(creditNoteNumbers)] });

    const json: Gstr1Json = withoutEmptySections({
      gstin: input.gstin,
      fp,
      version: 'GST3.2.1',
      hash: 'hash',
      b2b: [...b2b.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([ctin, inv]) => ({ ctin, inv })),
      b2cl: [...b2cl.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([pos, inv]) => ({ pos, inv })),
      b2cs: [...b2cs.values()]
        .sort(
          (a, b) => a.sply_ty.localeCompare(b.sply_ty) || a.pos.localeCompare(b.pos) || a.rt - b.rt,
        )
        .map((r) => ({
          sply_ty: r.sply_ty,
          pos: r.pos,
          typ: 'OE',
          rt: r.rt,
          txval: toRupees(r.h.txval),
          iamt: toRupees(r.h.iamt),
          ...(r.sply_ty === 'INTRA' ? { camt: toRupees(r.h.camt), samt: toRupees(r.h.samt) } : {}),
          csamt: 0,
        })),
      cdnr: [...cdnr.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([ctin, nt]) => ({ ctin, nt })),
      cdnur,
      hsn: { hsn_b2b: hsnRows(hsn.b2b), hsn_b2c: hsnRows(hsn.b2c) },
      doc_issue: { doc_det: docDet },
    });

    const heads = (h: Heads): TaxHeads => ({
      taxable_value: toRupees(h.txval),
      igst: toRupees(h.iamt),
      cgst: toRupees(h.camt),
      sgst: toRupees(h.samt),
      cess: 0,
    });
    const hsnTotal = zero();
    for (const table of [hsn.b2b, hsn.b2c])
      for (const row of table.values()) {
        hsnTotal.txval += row.paise.txval;
        hsnTotal.iamt += row.paise.iamt;
        hsnTotal.camt += row.paise.camt;
        hsnTotal.samt += row.paise.samt;
      }
    const section = (t: Heads & { count: number }) => ({ ...heads(t), count: t.count });
    const summary: Gstr1Summary = {
      month: input.month,
      fp,
      gstin: input.gstin,
      invoices: invoiceCount,
      credit_notes: creditNoteCount,
      sections: {
        b2b: section(totals.b2b),
        b2cl: section(totals.b2cl),
        b2cs: section(totals.b2cs),
        cdnr: section(totals.cdnr),
        cdnur: section(totals.cdnur),
      },
      hsn: heads(hsnTotal),
      net: heads(net),
      invoice_total: toRupees(invoiceTotal),
    };
    return { json, summary };
  };

  return { addInvoice, addCreditNote, finish };
}
