import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { AGEING_BUCKETS, AGEING_LABELS } from '@store/contract';
import type { Db } from '../../db/client';
import {
  companyMembers,
  companyReceipts,
  reportCompanyInvoices,
  users,
} from '../../db/schema/index';
import { indiaToday } from '../../lib/india-time';
import { formatPaise } from '../../lib/money';
import { queueMails, type MailToQueue } from '../mail/mail.service';
import { claimDailyJob } from '../system/daily-jobs';
import { statementOf } from './ledger';
import { loadLedger } from './ledger-data';

export const STATEMENT_MAIL_JOB = 'monthly-statement-mail';

/** Last month's first and last day, from an India date: '2026-12-03' → ['2026-11-01', '2026-11-30']. */
export function previousMonth(today: string): { from: string; to: string; label: string } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(y, m - 2, 1));
  const end = new Date(Date.UTC(y, m - 1, 0));
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const label = start.toLocaleString('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return { from: iso(start), to: iso(end), label };
}

const balance = (paise: number) =>
  paise === 0
    ? formatPaise(0)
    : `${formatPaise(Math.abs(paise))} ${paise > 0 ? 'owed' : 'in advance'}`;

/**
 * The monthly statement (decisions.md › §24): from the 1st of a month, once that month however
 * many processes share the database (the daily_job_runs claim, keyed by the month's first
 * day), every company with credit invoices or receipts gets last month's statement, one mail
 * to each of its ADMINs with an e-mail address. A missed 1st is made up at the next tick.
 */
export async function runMonthlyStatements(
  db: Db,
  now = new Date(),
): Promise<'already-done' | number> {
  const today = indiaToday(now);
  const monthStart = `${today.slice(0, 7)}-01`;
  const period = previousMonth(today);
  return db.transaction(async (tx) => {
    if (!(await claimDailyJob(tx, STATEMENT_MAIL_JOB, monthStart))) return 'already-done' as const;
    const withInvoices = await tx
      .selectDistinct({ id: reportCompanyInvoices.companyId })
      .from(reportCompanyInvoices);
    const withReceipts = await tx
      .selectDistinct({ id: companyReceipts.companyId })
      .from(companyReceipts);
    const ids = [...new Set([...withInvoices, ...withReceipts].map((r) => r.id))];
    if (ids.length === 0) return 0;
    const admins = await tx
      .select({
        companyId: companyMembers.companyId,
        userId: users.id,
        email: users.email,
        legalName: sql<string>`(select legal_name from companies c where c.id = ${companyMembers.companyId})`,
      })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(
        and(
          inArray(companyMembers.companyId, ids),
          eq(companyMembers.role, 'ADMIN'),
          isNotNull(users.email),
        ),
      );
    const mails: MailToQueue[] = [];
    for (const companyId of ids) {
      const to = admins.filter((a) => a.companyId === companyId && a.email?.trim());
      if (to.length === 0) continue;
      const s = statementOf(await loadLedger(tx, companyId), period.from, period.to);
      const lines = [
        `Opening balance on ${period.from}: ${balance(s.openingPaise)}.`,
        `Invoices: ${formatPaise(s.entries.reduce((n, e) => n + e.debit, 0))}; receipts, TDS and credit notes: ${formatPaise(s.entries.reduce((n, e) => n + e.credit, 0))}.`,
        `Closing balance on ${period.to}: ${balance(s.closingPaise)}.`,
        ...(s.closingPaise > 0
          ? [
              `By age: ${AGEING_BUCKETS.map((b) => `${AGEING_LABELS[b]} ${formatPaise(s.ageing[b])}`).join(', ')}.`,
            ]
          : []),
      ];
      for (const a of to) {
        mails.push({
          kind: 'STATEMENT',
          toAddress: a.email!.trim(),
          userId: a.userId,
          orderId: null,
          subject: `Statement of account for ${period.label}: ${a.legalName}`,
          payload: {
            legal_name: a.legalName,
            period: period.label,
            from: period.from,
            to: period.to,
            lines,
          },
        });
      }
    }
    return queueMails(tx, mails);
  });
}

/** Every `everyMs` (10 minutes) tries this month's statements (one process sends them). */
export function startMonthlyStatements(
  db: Db,
  opts: { logger: { error: (obj: object, msg: string) => void }; everyMs?: number },
): { stop: () => void } {
  const tick = async () => {
    try {
      await runMonthlyStatements(db);
    } catch (err) {
      opts.logger.error({ err }, 'monthly statement job failed; retrying at the next tick');
    }
  };
  const timer = setInterval(() => void tick(), opts.everyMs ?? 10 * 60_000);
  timer.unref();
  void tick();
  return { stop: () => clearInterval(timer) };
}
