import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { invoiceCounters, invoices } from '../../db/schema/index';
import { billingConfig, type BillingContext } from '../payments/billing.service';

/**
 * The Indian financial year (April to March, India time) of an instant, as 'YY-YY':
 * 2026-04-01 00:00 IST → '26-27'; 2027-03-31 23:59 IST → '26-27'.
 */
export function financialYearOf(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(at);
  const year = Number(parts.find((p) => p.type === 'year')?.value);
  const month = Number(parts.find((p) => p.type === 'month')?.value);
  const start = month >= 4 ? year : year - 1;
  const yy = (n: number) => String(n % 100).padStart(2, '0');
  return `${yy(start)}-${yy(start + 1)}`;
}

/** '<prefix>/<FY>/<serial, 5 digits>', e.g. BTW/26-27/00042 (decisions.md › GST and invoices). */
export const invoiceNumberOf = (prefix: string, fy: string, serial: number) =>
  `${prefix}/${fy}/${String(serial).padStart(5, '0')}`;

export interface IssuedInvoice {
  number: string;
  issuedAt: Date;
}

/**
 * Issues the order's tax invoice inside the transaction that makes it SHIPPED (decisions
 * decisions.md › GST and invoices). The financial year's counter row is incremented with an upsert ... RETURNING: its row
 * lock is held until the transaction ends, so concurrent shipments take consecutive serials
 * one after another, and a rolled-back shipment gives its serial back (no gaps, no repeats).
 * An order that already has an invoice keeps it.
 */
export async function issueTaxInvoice(
  tx: Tx,
  orderId: string,
  ctx?: BillingContext,
): Promise<IssuedInvoice> {
  const [existing] = await tx
    .select({ number: invoices.number, issuedAt: invoices.issuedAt })
    .from(invoices)
    .where(eq(invoices.orderId, orderId));
  if (existing) return existing;
  const config = billingConfig(ctx);
  const issuedAt = new Date();
  const fy = financialYearOf(issuedAt);
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ financialYear: fy, lastSerial: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.financialYear,
      set: { lastSerial: sql`${invoiceCounters.lastSerial} + 1` },
    })
    .returning({ serial: invoiceCounters.lastSerial });
  if (!counter) throw new Error('invoice counter not returned');
  const number = invoiceNumberOf(config.INVOICE_PREFIX, fy, counter.serial);
  await tx.insert(invoices).values({
    orderId,
    number,
    financialYear: fy,
    serial: counter.serial,
    issuedAt,
  });
  // The shipped mail (queued by the status change in this transaction) carries this invoice:
  // the sender renders it when it sends (payments/order-documents-mail.ts).
  return { number, issuedAt };
}
