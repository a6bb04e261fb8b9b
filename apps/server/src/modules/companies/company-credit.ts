import { and, asc, count, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import {
  RECEIPT_MESSAGES,
  type AdminCompany,
  type AdminCompanyBody,
  type Page,
} from '@store/contract';

import type { Db } from '../../db/client';
import {
  companies,
  companyMembers,
  invoices,
  orderBilling,
  orderCompanies,
  orders,
  users,
} from '../../db/schema/index';
import { invalid, notFound } from '../../lib/errors';
import { toPaise, toRupees } from '../../lib/money';
import { pageFrom } from '../../lib/page';
import { orderMailSubject, queueMails, type MailToQueue } from '../mail/mail.service';
import { dueDateOf } from '../order-views/company-views';
import { claimDailyJob, indiaDay } from '../system/daily-jobs';

const MSME_CREDIT_DAYS = RECEIPT_MESSAGES.msmeCreditDays;

/** Credit terms, what each company owes, and the overdue reminder (decisions.md › §16). */

const DAY_MS = 86_400_000;

interface UnpaidRow {
  companyId: string;
  orderId: string;
  totalPaise: number;
  poNumber: string | null;
  creditDays: number | null;
  invoiceNumber: string | null;
  issuedAt: Date | null;
}

/** An order's total less what receipts settled of it and what credit notes took back (§24). */
const owedPaiseSql = sql<number>`(${orders.totalPaise}
  - (select coalesce(sum(ra.amount_paise), 0) from receipt_allocations ra where ra.order_id = ${orders.id})
  - (select coalesce(sum(cn.total_paise), 0) from credit_notes cn where cn.order_id = ${orders.id}))::bigint`;

/** The unpaid credit orders of some companies, oldest first. */
async function unpaidCreditOrders(db: Db, companyIds: string[]): Promise<UnpaidRow[]> {
  if (companyIds.length === 0) return [];
  return db
    .select({
      companyId: orderCompanies.companyId,
      orderId: orderCompanies.orderId,
      // what the order still owes: its total less receipts' allocations and credit notes (§24)
      totalPaise: owedPaiseSql,
      poNumber: orderCompanies.poNumber,
      creditDays: orderCompanies.creditDays,
      invoiceNumber: invoices.number,
      issuedAt: invoices.issuedAt,
    })
    .from(orderCompanies)
    .innerJoin(orders, eq(orders.id, orderCompanies.orderId))
    .innerJoin(orderBilling, eq(orderBilling.orderId, orderCompanies.orderId))
    .leftJoin(invoices, eq(invoices.orderId, orderCompanies.orderId))
    .where(
      and(
        inArray(orderCompanies.companyId, companyIds),
        eq(orderBilling.paymentMethod, 'ON_CREDIT'),
        inArray(orderBilling.paymentStatus, ['PENDING', 'SUBMITTED']),
        ne(orders.status, 'CANCELLED'),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

/** Whole days from an ISO date to today (India), >0 when past. */
const daysPast = (dueDate: string, today: string) =>
  Math.round((Date.parse(today) - Date.parse(dueDate)) / DAY_MS);

/** GET /admin/companies: every company with what it owes and what is overdue. */
export async function listAdminCompanies(
  db: Db,
  paging: { index: number; limit: number },
  now = new Date(),
): Promise<Page<AdminCompany>> {
  const [total] = await db.select({ n: count() }).from(companies);
  const rows = await db
    .select({
      id: companies.id,
      legalName: companies.legalName,
      gstin: companies.gstin,
      billingState: companies.billingState,
      creditDays: companies.creditDays,
      creditLimitPaise: companies.creditLimitPaise,
      members: sql<number>`(select count(*)::int from ${companyMembers} m where m.company_id = ${companies.id})`,
    })
    .from(companies)
    .orderBy(asc(companies.legalName), asc(companies.id))
    .limit(paging.limit)
    .offset(paging.index * paging.limit);
  const unpaid = await unpaidCreditOrders(
    db,
    rows.map((r) => r.id),
  );
  const today = indiaDay(now);
  const content = rows.map((c): AdminCompany => {
    const mine = unpaid
      .filter((u) => u.companyId === c.id)
      .map((u) => ({ ...u, totalPaise: Math.max(0, Number(u.totalPaise)) }))
      .map((u) => {
        const due =
          u.creditDays !== null && u.issuedAt ? dueDateOf(u.issuedAt, u.creditDays) : null;
        return { ...u, due, late: due ? Math.max(0, daysPast(due, today)) : 0 };
      });
    const overdue = mine.filter((u) => u.late > 0 && u.totalPaise > 0);
    return {
      company_id: c.id,
      legal_name: c.legalName,
      gstin: c.gstin,
      billing_state: c.billingState,
      members: Number(c.members),
      credit_days: c.creditDays,
      credit_limit: c.creditLimitPaise === null ? null : toRupees(c.creditLimitPaise),
      outstanding: toRupees(mine.reduce((n, u) => n + u.totalPaise, 0)),
      overdue: toRupees(overdue.reduce((n, u) => n + u.totalPaise, 0)),
      overdue_days: overdue.reduce((n, u) => Math.max(n, u.late), 0),
      unpaid: mine.map((u) => ({
        order_id: u.orderId,
        invoice_number: u.invoiceNumber,
        amount: toRupees(u.totalPaise),
        po_number: u.poNumber,
        due_date: u.due,
        days_overdue: u.late,
      })),
    };
  });
  return pageFrom(content, total?.n ?? 0, paging);
}

/** PATCH /admin/companies/{id} { credit_days?, credit_limit? }. */
export async function updateCreditTerms(
  db: Db,
  companyId: string,
  body: AdminCompanyBody,
  msmeUdyamNumber = '',
): Promise<AdminCompany> {
  // an MSME supplier may not give more than 45 days (MSMED Act, 2006, s. 15; decisions.md › §24)
  if (msmeUdyamNumber && typeof body.credit_days === 'number' && body.credit_days > 45) {
    throw invalid(MSME_CREDIT_DAYS, [{ field: 'credit_days', message: MSME_CREDIT_DAYS }]);
  }
  const set: Partial<typeof companies.$inferInsert> = {};
  if (body.credit_days !== undefined) set.creditDays = body.credit_days;
  if (body.credit_limit !== undefined) {
    set.creditLimitPaise = body.credit_limit === null ? null : toPaise(body.credit_limit);
  }
  const [row] =
    Object.keys(set).length > 0
      ? await db
          .update(companies)
          .set(set)
          .where(eq(companies.id, companyId))
          .returning({ id: companies.id })
      : await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!row) throw notFound('Company not found');
  return adminCompany(db, companyId);
}

async function adminCompany(db: Db, companyId: string): Promise<AdminCompany> {
  // one company: the list's reading, narrowed (a handful of rows)
  const all = await listAdminCompanies(db, { index: 0, limit: 1_000_000 });
  const found = all.content.find((c) => c.company_id === companyId);
  if (!found) throw notFound('Company not found');
  return found;
}

export const CREDIT_REMINDER_JOB = 'credit-overdue-mail';

/**
 * Today's overdue reminders, once a day however many processes (the daily_job_runs claim):
 * every unpaid credit invoice whose due date has passed (the day after it falls due) and that
 * has had no reminder gets a PAYMENT_OVERDUE mail to the buyer who placed it and to the
 * company's ADMINs; its reminded_at is set, so it is reminded once.
 */
export async function runCreditReminders(
  db: Db,
  now = new Date(),
): Promise<'already-done' | number> {
  const day = indiaDay(now);
  return db.transaction(async (tx) => {
    if (!(await claimDailyJob(tx, CREDIT_REMINDER_JOB, day))) return 'already-done' as const;
    const due = await tx
      .select({
        orderId: orderCompanies.orderId,
        companyId: orderCompanies.companyId,
        creditDays: orderCompanies.creditDays,
        issuedAt: invoices.issuedAt,
        ownerId: orders.userId,
      })
      .from(orderCompanies)
      .innerJoin(orders, eq(orders.id, orderCompanies.orderId))
      .innerJoin(orderBilling, eq(orderBilling.orderId, orderCompanies.orderId))
      .innerJoin(invoices, eq(invoices.orderId, orderCompanies.orderId))
      .where(
        and(
          isNotNull(orderCompanies.creditDays),
          isNull(orderCompanies.remindedAt),
          eq(orderBilling.paymentMethod, 'ON_CREDIT'),
          inArray(orderBilling.paymentStatus, ['PENDING', 'SUBMITTED']),
          ne(orders.status, 'CANCELLED'),
        ),
      );
    const late = due.filter(
      (d) => d.creditDays !== null && dueDateOf(d.issuedAt, d.creditDays) < day,
    );
    if (late.length === 0) return 0;
    const ids = late.map((l) => l.orderId);
    const recipients = await tx
      .select({
        companyId: companyMembers.companyId,
        userId: users.id,
        email: users.email,
        role: companyMembers.role,
      })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(inArray(companyMembers.companyId, [...new Set(late.map((l) => l.companyId))]));
    const mails: MailToQueue[] = [];
    for (const l of late) {
      const to = recipients.filter(
        (r) =>
          r.companyId === l.companyId &&
          (r.role === 'ADMIN' || r.userId === l.ownerId) &&
          r.email?.trim(),
      );
      for (const r of to) {
        mails.push({
          kind: 'PAYMENT_OVERDUE',
          toAddress: r.email!.trim(),
          userId: r.userId,
          orderId: l.orderId,
          subject: orderMailSubject('PAYMENT_OVERDUE', l.orderId),
          payload: {},
        });
      }
    }
    await queueMails(tx, mails);
    await tx
      .update(orderCompanies)
      .set({ remindedAt: sql`now()` })
      .where(inArray(orderCompanies.orderId, ids));
    return mails.length;
  });
}

/** Every `everyMs` (10 minutes) tries today's reminders (at most one process a day sends). */
export function startCreditReminders(
  db: Db,
  opts: { logger: { error: (obj: object, msg: string) => void }; everyMs?: number },
): { stop: () => void } {
  const tick = async () => {
    try {
      await runCreditReminders(db);
    } catch (err) {
      opts.logger.error({ err }, 'credit reminder job failed; retrying at the next tick');
    }
  };
  const timer = setInterval(() => void tick(), opts.everyMs ?? 10 * 60_000);
  timer.unref();
  void tick();
  return { stop: () => clearInterval(timer) };
}
