import { Readable } from 'node:stream';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { companies, companyReceipts } from '../../db/schema/index';
import { indiaDayStart, indiaMonthRange } from '../../lib/india-time';
import { queryRows } from '../../db/query-rows';
import { loadCreditNotes, loadInvoices } from './gstr1-data';
import {
  mastersXml,
  TALLY_HEAD,
  TALLY_TAIL,
  tallyParties,
  tallyVouchers,
  vouchersXml,
  type PartyOf,
  type TallyLedgers,
  type TallyReceipt,
} from './tally';

/** The ledger names of the configuration (decisions.md › §25; README lists them). */
export const tallyLedgersOf = (config: AppContext['config']): TallyLedgers => ({
  sales: config.TALLY_SALES_LEDGER,
  cgst: config.TALLY_CGST_LEDGER,
  sgst: config.TALLY_SGST_LEDGER,
  igst: config.TALLY_IGST_LEDGER,
  cashParty: config.TALLY_CASH_PARTY,
  bank: config.TALLY_BANK_LEDGER,
  tds: config.TALLY_TDS_LEDGER,
});

/** The receipts from companies (§24) received on days first ≤ day < next (YYYY-MM-DD). */
export async function loadReceipts(db: Db, first: string, next: string): Promise<TallyReceipt[]> {
  const rows = await db
    .select({
      number: companyReceipts.number,
      receivedOn: companyReceipts.receivedOn,
      reference: companyReceipts.reference,
      party: companies.legalName,
      gstin: companies.gstin,
      amountPaise: companyReceipts.amountPaise,
      tdsPaise: companyReceipts.tdsPaise,
    })
    .from(companyReceipts)
    .innerJoin(companies, eq(companies.id, companyReceipts.companyId))
    .where(and(gte(companyReceipts.receivedOn, first), lt(companyReceipts.receivedOn, next)))
    .orderBy(asc(companyReceipts.receivedOn), asc(companyReceipts.number));
  return rows.map((r) => ({
    ...r,
    amountPaise: Number(r.amountPaise),
    tdsPaise: Number(r.tdsPaise),
  }));
}

/** YYYY-MM-DD of each day of a month, and of the first day of the next. */
function daysOf(month: string): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const days = Array.from({ length: last }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return [...days, next];
}

/**
 * Who the month's vouchers name, in the order the vouchers are made (invoices by serial, then
 * credit notes, then receipts): one row a document, its buyer's GSTIN and name only.
 */
async function monthParties(db: Db, month: string, ledgers: TallyLedgers) {
  const { start, end } = indiaMonthRange(month);
  const range = [start.toISOString(), end.toISOString()];
  const [invoices, notes] = await Promise.all([
    queryRows<{ gstin: string | null; billing_name: string | null }>(
      db,
      `select distinct on (financial_year, serial) gstin, billing_name
         from report_invoice_lines where issued_at >= $1 and issued_at < $2
        order by financial_year, serial`,
      range,
    ),
    queryRows<{ gstin: string | null; billing_name: string | null }>(
      db,
      `select distinct on (financial_year, serial) gstin, billing_name
         from report_credit_note_lines where note_issued_at >= $1 and note_issued_at < $2
        order by financial_year, serial`,
      range,
    ),
  ]);
  const days = daysOf(month);
  const party = (r: { gstin: string | null; billing_name: string | null }): PartyOf => ({
    gstin: r.gstin,
    legalName: r.billing_name,
  });
  return tallyParties(
    {
      invoices: invoices.map(party),
      creditNotes: notes.map((n) => ({ invoice: party(n) })),
      receipts: await loadReceipts(db, days[0]!, days.at(-1)!),
    },
    ledgers,
  );
}

/**
 * GET /admin/reports/tally.xml: the month's sales, credit notes and receipts, written a day at
 * a time (docs/decisions/376): the vouchers are in date order, so each India day's documents
 * are read, turned into vouchers and sent before the next day's are read. The masters (when
 * asked) come first, from one narrow read of the month's parties. The same bytes as tallyXml
 * over the whole month.
 */
export async function tallyFileForMonth(
  db: Db,
  month: string,
  masters: boolean,
  ctx: Pick<AppContext, 'config'>,
): Promise<Readable> {
  const ledgers = tallyLedgersOf(ctx.config);
  const parties = masters ? await monthParties(db, month, ledgers) : [];
  const days = daysOf(month);
  async function* chunks() {
    yield TALLY_HEAD + mastersXml(parties);
    for (let i = 0; i + 1 < days.length; i += 1) {
      const [start, end] = [indiaDayStart(days[i]!), indiaDayStart(days[i + 1]!)];
      const data = {
        invoices: await loadInvoices(db, start, end),
        creditNotes: await loadCreditNotes(db, start, end),
        receipts: await loadReceipts(db, days[i]!, days[i + 1]!),
      };
      const xml = vouchersXml(tallyVouchers(data, ledgers));
      if (xml) yield xml;
    }
    yield TALLY_TAIL;
  }
  return Readable.from(chunks());
}
