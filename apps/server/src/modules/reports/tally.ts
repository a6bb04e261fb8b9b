import { stateOfGstin } from '@store/contract';
import type { Gstr1CreditNote, Gstr1Invoice } from './gstr1';

/**
 * The month's books as a TallyPrime import file (decisions.md › §25, docs/decisions/363): one
 * TALLYMESSAGE per voucher in Tally's "Import Data" / "Vouchers" envelope. Amounts follow
 * Tally's own sign: a debit is ISDEEMEDPOSITIVE Yes with a negative AMOUNT, a credit No with a
 * positive one, so every voucher's amounts add up to zero. Pure: the data comes from
 * tally-data.ts.
 */

export interface TallyLedgers {
  sales: string;
  cgst: string;
  sgst: string;
  igst: string;
  /** The party of consumers without a GSTIN. */
  cashParty: string;
  /** Where receipts' money goes, and the TDS the buyer deducted. */
  bank: string;
  tds: string;
}

export interface TallyReceipt {
  number: string;
  receivedOn: string; // YYYY-MM-DD
  reference: string;
  party: string;
  gstin: string;
  amountPaise: number;
  tdsPaise: number;
}

export interface TallyEntry {
  ledger: string;
  /** Tally's sign: debits negative, credits positive. */
  paise: number;
}
export interface TallyVoucher {
  type: 'Sales' | 'Credit Note' | 'Receipt';
  date: string; // YYYYMMDD
  number: string;
  party: string;
  narration: string;
  entries: TallyEntry[];
}
export interface TallyParty {
  name: string;
  gstin: string | null;
  state: string | null;
}

/** XML text and attribute values: the five characters XML reserves, escaped. */
export const xmlEscape = (s: string): string =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    // control characters are not allowed in XML 1.0 at all
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

/** Paise as Tally writes an amount: "-1180.00", "12.50". */
export const tallyAmount = (paise: number): string => {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** The India date of an instant as Tally's YYYYMMDD. */
export const tallyDate = (at: Date | string): string => {
  const day =
    typeof at === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(at)
      ? at
      : new Date(new Date(at).getTime() + 330 * 60_000).toISOString().slice(0, 10);
  return day.replace(/-/g, '');
};

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

function taxTotals(lines: Gstr1Invoice['lines']) {
  return {
    taxable: sum(lines.map((l) => l.taxablePaise)),
    cgst: sum(lines.map((l) => l.cgstPaise)),
    sgst: sum(lines.map((l) => l.sgstPaise)),
    igst: sum(lines.map((l) => l.igstPaise)),
  };
}

/** What names a sale's party: the buyer's GSTIN and legal name. */
export type PartyOf = Pick<Gstr1Invoice, 'gstin' | 'legalName'>;

const partyOf = (doc: PartyOf, l: TallyLedgers) =>
  doc.gstin && doc.legalName ? doc.legalName : l.cashParty;

/**
 * The entries of a sale (sign 1) or its credit note (sign −1): the party for the whole,
 * sales for the taxable value, each tax to its ledger. The party's amount is the sum of the
 * others, so the voucher always balances.
 */
function saleEntries(
  party: string,
  lines: Gstr1Invoice['lines'],
  l: TallyLedgers,
  sign: 1 | -1,
): TallyEntry[] {
  const t = taxTotals(lines);
  const credits: TallyEntry[] = [
    { ledger: l.sales, paise: t.taxable },
    ...(t.cgst ? [{ ledger: l.cgst, paise: t.cgst }] : []),
    ...(t.sgst ? [{ ledger: l.sgst, paise: t.sgst }] : []),
    ...(t.igst ? [{ ledger: l.igst, paise: t.igst }] : []),
  ].map((e) => ({ ...e, paise: sign * e.paise }));
  return [{ ledger: party, paise: -sum(credits.map((e) => e.paise)) }, ...credits];
}

export function tallyVouchers(
  data: { invoices: Gstr1Invoice[]; creditNotes: Gstr1CreditNote[]; receipts: TallyReceipt[] },
  l: TallyLedgers,
): TallyVoucher[] {
  const sales = data.invoices.map((inv): TallyVoucher => {
    const party = partyOf(inv, l);
    return {
      type: 'Sales',
      date: tallyDate(inv.issuedAt),
      number: inv.number,
      party,
      narration: `Tax invoice ${inv.number}`,
      entries: saleEntries(party, inv.lines, l, 1),
    };
  });
  const notes = data.creditNotes.map((cn): TallyVoucher => {
    const party = partyOf(cn.invoice, l);
    return {
      type: 'Credit Note',
      date: tallyDate(cn.issuedAt),
      number: cn.number,
      party,
      narration: `Credit note ${cn.number} against invoice ${cn.invoice.number}`,
      entries: saleEntries(party, cn.lines, l, -1),
    };
  });
  const receipts = data.receipts.map((r): TallyVoucher => ({
    type: 'Receipt',
    date: tallyDate(r.receivedOn),
    number: r.number,
    party: r.party,
    narration: `Receipt ${r.number}, reference ${r.reference}`,
    entries: [
      { ledger: l.bank, paise: -r.amountPaise },
      ...(r.tdsPaise ? [{ ledger: l.tds, paise: -r.tdsPaise }] : []),
      { ledger: r.party, paise: r.amountPaise + r.tdsPaise },
    ],
  }));
  return [...sales, ...notes, ...receipts];
}

/** Every party the vouchers name, once, with its GSTIN and state (for ?masters=true). */
export function tallyParties(
  data: {
    invoices: PartyOf[];
    creditNotes: { invoice: PartyOf }[];
    receipts: Pick<TallyReceipt, 'party' | 'gstin'>[];
  },
  l: TallyLedgers,
): TallyParty[] {
  const out = new Map<string, TallyParty>();
  const add = (name: string, gstin: string | null) => {
    if (!out.has(name)) {
      out.set(name, { name, gstin, state: gstin ? stateOfGstin(gstin) : null });
    }
  };
  for (const i of data.invoices) add(partyOf(i, l), i.gstin && i.legalName ? i.gstin : null);
  for (const n of data.creditNotes) {
    add(partyOf(n.invoice, l), n.invoice.gstin && n.invoice.legalName ? n.invoice.gstin : null);
  }
  for (const r of data.receipts) add(r.party, r.gstin);
  return [...out.values()].sort((a, b) => a.name.localeCompare(b.name));
}

function voucherXml(v: TallyVoucher): string {
  const e = xmlEscape;
  const entries = v.entries
    .map(
      (x) =>
        '      <ALLLEDGERENTRIES.LIST>\n' +
        `       <LEDGERNAME>${e(x.ledger)}</LEDGERNAME>\n` +
        `       <ISDEEMEDPOSITIVE>${x.paise < 0 ? 'Yes' : 'No'}</ISDEEMEDPOSITIVE>\n` +
        `       <AMOUNT>${tallyAmount(x.paise)}</AMOUNT>\n` +
        '      </ALLLEDGERENTRIES.LIST>\n',
    )
    .join('');
  return (
    '    <TALLYMESSAGE xmlns:UDF="TallyUDF">\n' +
    `     <VOUCHER VCHTYPE="${e(v.type)}" ACTION="Create" OBJVIEW="Accounting Voucher View">\n` +
    `      <DATE>${v.date}</DATE>\n` +
    `      <VOUCHERTYPENAME>${e(v.type)}</VOUCHERTYPENAME>\n` +
    `      <VOUCHERNUMBER>${e(v.number)}</VOUCHERNUMBER>\n` +
    `      <PARTYLEDGERNAME>${e(v.party)}</PARTYLEDGERNAME>\n` +
    `      <NARRATION>${e(v.narration)}</NARRATION>\n` +
    entries +
    '     </VOUCHER>\n' +
    '    </TALLYMESSAGE>\n'
  );
}

function ledgerXml(p: TallyParty): string {
  const e = xmlEscape;
  return (
    '    <TALLYMESSAGE xmlns:UDF="TallyUDF">\n' +
    `     <LEDGER NAME="${e(p.name)}" ACTION="Create">\n` +
    `      <NAME>${e(p.name)}</NAME>\n` +
    '      <PARENT>Sundry Debtors</PARENT>\n' +
    (p.gstin
      ? '      <GSTREGISTRATIONTYPE>Regular</GSTREGISTRATIONTYPE>\n' +
        `      <PARTYGSTIN>${e(p.gstin)}</PARTYGSTIN>\n`
      : '') +
    (p.state ? `      <LEDSTATENAME>${e(p.state)}</LEDSTATENAME>\n` : '') +
    '     </LEDGER>\n' +
    '    </TALLYMESSAGE>\n'
  );
}

/** The file up to the first master or voucher (tally-data.ts writes the rest as it goes). */
export const TALLY_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<ENVELOPE>\n' +
  ' <HEADER>\n' +
  '  <TALLYREQUEST>Import Data</TALLYREQUEST>\n' +
  ' </HEADER>\n' +
  ' <BODY>\n' +
  '  <IMPORTDATA>\n' +
  '   <REQUESTDESC>\n' +
  '    <REPORTNAME>Vouchers</REPORTNAME>\n' +
  '   </REQUESTDESC>\n' +
  '   <REQUESTDATA>\n';
export const TALLY_TAIL =
  '   </REQUESTDATA>\n' + '  </IMPORTDATA>\n' + ' </BODY>\n' + '</ENVELOPE>\n';

export const mastersXml = (parties: TallyParty[]): string => parties.map(ledgerXml).join('');

/** Vouchers in date order, then by number (a day's vouchers are written together). */
export function vouchersXml(vouchers: TallyVoucher[]): string {
  const ordered = [...vouchers].sort(
    (a, b) => a.date.localeCompare(b.date) || a.number.localeCompare(b.number),
  );
  return ordered.map(voucherXml).join('');
}

/** The whole import file: masters first (when asked), then the vouchers in date order. */
export function tallyXml(vouchers: TallyVoucher[], parties: TallyParty[] | null): string {
  return TALLY_HEAD + mastersXml(parties ?? []) + vouchersXml(vouchers) + TALLY_TAIL;
}
