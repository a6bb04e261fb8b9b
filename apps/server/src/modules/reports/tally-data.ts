import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { companies, companyReceipts } from '../../db/schema/index';
import { indiaMonthRange } from '../../lib/india-time';
import { loadCreditNotes, loadInvoices } from './gstr1-data';
import {
  tallyParties,
  tallyVouchers,
  tallyXml,
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

/** The month's receipts from companies (§24), with each company's name and GSTIN. */
async function loadReceipts(db: Db, month: string): Promise<TallyReceipt[]> {
  const first = `${month}-01`;
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
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

/** GET /admin/reports/tally.xml: the month's sales, credit notes and receipts. */
export async function tallyFileForMonth(
  db: Db,
  month: string,
  masters: boolean,
  ctx: Pick<AppContext, 'config'>,
): Promise<string> {
  const { start, end } = indiaMonthRange(month);
  const data = {
    invoices: await loadInvoices(db, start, end),
    creditNotes: await loadCreditNotes(db, start, end),
    receipts: await loadReceipts(db, month),
  };
  const ledgers = tallyLedgersOf(ctx.config);
  return tallyXml(tallyVouchers(data, ledgers), masters ? tallyParties(data, ledgers) : null);
}
