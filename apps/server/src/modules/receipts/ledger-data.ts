import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  companyReceipts,
  receiptAllocations,
  reportCompanyCreditNotes,
  reportCompanyInvoices,
} from '../../db/schema/index';
import { indiaToday } from '../../lib/india-time';
import type { Ledger } from './ledger';

/** India date of an instant, or a date column as it is. */
const dayOf = (v: Date | string) =>
  typeof v === 'string' && v.length === 10 ? v : indiaToday(new Date(v));
/** The India date `days` after an invoice's date: its due date (decisions.md › §16). */
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A company's whole credit account, read through migration 0038's read models (its credit
 * invoices and their credit notes) and its own receipts.
 */
export async function loadLedger(db: DbOrTx, companyId: string): Promise<Ledger> {
  const inv = await db
    .select()
    .from(reportCompanyInvoices)
    .where(eq(reportCompanyInvoices.companyId, companyId));
  const notes = await db
    .select()
    .from(reportCompanyCreditNotes)
    .where(eq(reportCompanyCreditNotes.companyId, companyId));
  const receipts = await db
    .select()
    .from(companyReceipts)
    .where(eq(companyReceipts.companyId, companyId))
    .orderBy(asc(companyReceipts.receivedOn), asc(companyReceipts.number));
  const allocations =
    receipts.length === 0
      ? []
      : await db
          .select()
          .from(receiptAllocations)
          .where(
            inArray(
              receiptAllocations.receiptId,
              receipts.map((r) => r.id),
            ),
          );
  const byReceipt = new Map<string, { orderId: string; amountPaise: number }[]>();
  for (const a of allocations) {
    const list = byReceipt.get(a.receiptId) ?? [];
    list.push({ orderId: a.orderId, amountPaise: Number(a.amountPaise) });
    byReceipt.set(a.receiptId, list);
  }
  return {
    invoices: inv.map((i) => {
      const issuedOn = dayOf(i.issuedAt);
      return {
        orderId: i.orderId,
        number: i.number,
        issuedOn,
        dueOn: plusDays(issuedOn, i.creditDays ?? 0),
        totalPaise: Number(i.totalPaise),
        open:
          (i.paymentStatus === 'PENDING' || i.paymentStatus === 'SUBMITTED') &&
          i.orderStatus !== 'CANCELLED',
        paidOn:
          i.paidAt && ['PAID', 'REFUND_DUE', 'REFUNDED'].includes(i.paymentStatus)
            ? dayOf(i.paidAt)
            : null,
        paymentReference: i.paymentReference,
      };
    }),
    notes: notes.map((n) => ({
      orderId: n.orderId,
      number: n.number,
      issuedOn: dayOf(n.issuedAt),
      totalPaise: Number(n.totalPaise),
    })),
    receipts: receipts.map((r) => ({
      receiptId: r.id,
      number: r.number,
      receivedOn: r.receivedOn,
      amountPaise: Number(r.amountPaise),
      tdsPaise: Number(r.tdsPaise),
      allocations: byReceipt.get(r.id) ?? [],
    })),
  };
}

/** What of each receipt no invoice has taken yet (the advance), oldest receipt first. */
export interface AdvancePart {
  receiptId: string;
  number: string;
  paise: number;
}

/**
 * The company's advance: its receipts with something left, oldest first (as `unallocatedOf`
 * of the whole ledger). One statement over the company's receipts and their allocations; no
 * invoice is read.
 */
export async function loadAdvance(db: DbOrTx, companyId: string): Promise<AdvancePart[]> {
  const res = await db.execute(sql`
    select r.id, r.number,
           (r.amount_paise + r.tds_paise
             - coalesce((select sum(a.amount_paise) from ${receiptAllocations} a
                          where a.receipt_id = r.id), 0))::float8 as left_paise
      from ${companyReceipts} r
     where r.company_id = ${companyId}
     order by r.received_on, r.number collate "C"`);
  return (res.rows as { id: string; number: string; left_paise: number }[])
    .map((r) => ({ receiptId: r.id, number: r.number, paise: Number(r.left_paise) }))
    .filter((r) => r.paise > 0);
}

/** An open credit invoice and what it still owes (paise). */
export interface OwedInvoice {
  orderId: string;
  number: string;
  issuedOn: string;
  owedPaise: number;
}

/**
 * The company's open credit invoices (payment PENDING or SUBMITTED, order not cancelled),
 * oldest first (India date, then number), with what each owes (total less its credit notes
 * less its allocations; zero or less for one settled otherwise): either the invoices named
 * (`orderIds`), or a page of `limit` after `after` (the last one of the previous page), so a
 * receipt reads only as many of the oldest as its money reaches. What an invoice owes is
 * summed only for the page's invoices.
 */
export async function loadOpenOwed(
  db: DbOrTx,
  companyId: string,
  which:
    { orderIds: string[] } | { after: { issuedOn: string; number: string } | null; limit: number },
): Promise<OwedInvoice[]> {
  if ('orderIds' in which && which.orderIds.length === 0) return [];
  const issuedOn = sql`to_char(v.issued_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
  const chosen =
    'orderIds' in which
      ? sql`and v.order_id in (${sql.join(
          which.orderIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql`${which.after ? sql`and (${issuedOn}, v.number collate "C") > (${which.after.issuedOn}, ${which.after.number} collate "C")` : sql``}
         order by ${issuedOn}, v.number collate "C" limit ${which.limit}`;
  const res = await db.execute(sql`
    select o.order_id, o.number, o.issued_on,
           (o.total_paise
             - coalesce((select sum(n.total_paise) from ${reportCompanyCreditNotes} n
                          where n.order_id = o.order_id), 0)
             - coalesce((select sum(a.amount_paise) from ${receiptAllocations} a
                          where a.order_id = o.order_id), 0))::float8 as owed_paise
      from (select v.order_id, v.number, ${issuedOn} as issued_on, v.total_paise
              from ${reportCompanyInvoices} v
             where v.company_id = ${companyId}
               and v.payment_status in ('PENDING', 'SUBMITTED')
               and v.order_status <> 'CANCELLED'
               ${chosen}) o
     order by o.issued_on, o.number collate "C"`);
  return (
    res.rows as { order_id: string; number: string; issued_on: string; owed_paise: number }[]
  ).map((r) => ({
    orderId: r.order_id,
    number: r.number,
    issuedOn: r.issued_on,
    owedPaise: Number(r.owed_paise),
  }));
}
