import { eq } from 'drizzle-orm';
import { RECEIPT_MESSAGES, statementFileName, type Statement } from '@store/contract';
import type { DbOrTx } from '../../db/client';
import { companies } from '../../db/schema/index';
import { invalid, notFound } from '../../lib/errors';
import { toRupees } from '../../lib/money';
import { statementOf } from './ledger';
import { loadLedger } from './ledger-data';
import { ageingRupees } from './receipts.service';

/** The statement of account of a period (decisions.md › §24, docs/decisions/362). */

/** At most two years: `to` no later than the day before `from`'s date two years on. */
export function checkPeriod(from: string, to: string): void {
  if (from > to) {
    throw invalid(RECEIPT_MESSAGES.fromAfterTo, [
      { field: 'from', message: RECEIPT_MESSAGES.fromAfterTo },
    ]);
  }
  const [y, m, d] = from.split('-') as [string, string, string];
  const twoYearsOn = `${String(Number(y) + 2).padStart(4, '0')}-${m}-${d}`;
  if (to >= twoYearsOn) {
    throw invalid(RECEIPT_MESSAGES.period, [{ field: 'to', message: RECEIPT_MESSAGES.period }]);
  }
}

export async function companyStatement(
  db: DbOrTx,
  companyId: string,
  period: { from: string; to: string },
): Promise<Statement> {
  checkPeriod(period.from, period.to);
  const [company] = await db
    .select({ legalName: companies.legalName, gstin: companies.gstin })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw notFound('Company not found');
  const s = statementOf(await loadLedger(db, companyId), period.from, period.to);
  return {
    company_id: companyId,
    legal_name: company.legalName,
    gstin: company.gstin,
    from: period.from,
    to: period.to,
    opening_balance: toRupees(s.openingPaise),
    entries: s.entries.map((e) => ({
      date: e.date,
      kind: e.kind,
      number: e.number,
      debit: toRupees(e.debit),
      credit: toRupees(e.credit),
      balance: toRupees(e.balance),
    })),
    closing_balance: toRupees(s.closingPaise),
    ageing: ageingRupees(s.ageing),
  };
}

export const statementFile = (s: Statement) => statementFileName(s.gstin, s.from, s.to);
