import { and, eq, inArray } from 'drizzle-orm';
import type { EInvoiceRef } from '@store/contract';
import type { DbOrTx } from '../../db/client';
import { eInvoices } from '../../db/schema/index';

/**
 * The read side of e-invoices (decisions.md › §21): what an order's invoice, a return's credit
 * note and their PDFs show of a document's registration with the IRP. The rows are written by
 * modules/einvoices; every room that answers a document reads them here.
 */

export type EInvoiceRow = typeof eInvoices.$inferSelect;

export const eInvoiceRefOf = (row: EInvoiceRow): EInvoiceRef => ({
  status: row.status,
  irn: row.irn,
  ack_no: row.ackNo,
  ack_date: row.ackDate ? row.ackDate.toISOString() : null,
  cancelled_at: row.cancelledAt ? row.cancelledAt.toISOString() : null,
});

/** The credit notes' e-invoice rows, by credit note id. */
export async function creditNoteEInvoicesOf(
  db: DbOrTx,
  creditNoteIds: string[],
): Promise<Map<string, EInvoiceRow>> {
  if (creditNoteIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(eInvoices)
    .where(inArray(eInvoices.creditNoteId, creditNoteIds));
  return new Map(rows.flatMap((r) => (r.creditNoteId ? [[r.creditNoteId, r] as const] : [])));
}

/** What a document's PDF prints once it is REGISTERED: IRN, Ack No., Ack Date, signed QR. */
export interface EInvoiceStamp {
  irn: string;
  ackNo: string;
  ackDate: string;
  signedQrCode: string;
}

export async function eInvoiceStampOf(
  db: DbOrTx,
  docType: 'INV' | 'CRN',
  docNo: string,
): Promise<EInvoiceStamp | null> {
  const [row] = await db
    .select()
    .from(eInvoices)
    .where(and(eq(eInvoices.docType, docType), eq(eInvoices.docNo, docNo)));
  if (!row || row.status !== 'REGISTERED' || !row.irn || !row.ackNo || !row.ackDate) return null;
  if (!row.signedQrCode) return null;
  return {
    irn: row.irn,
    ackNo: row.ackNo,
    ackDate: row.ackDate.toISOString(),
    signedQrCode: row.signedQrCode,
  };
}
