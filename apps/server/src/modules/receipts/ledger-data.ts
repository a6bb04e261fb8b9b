import { asc, eq, inArray } from 'drizzle-orm';
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
      allocations: allocations
        .filter((a) => a.receiptId === r.id)
        .map((a) => ({ orderId: a.orderId, amountPaise: Number(a.amountPaise) })),
    })),
  };
}
