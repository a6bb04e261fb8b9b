import { asc, inArray } from 'drizzle-orm';
import { shortOrderNumber, type AdminReturn, type Order, type Return } from '@store/contract';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { returnHistory, returnLines, type returns } from '../../db/schema/index';
import { toRupees } from '../../lib/money';
import { imageSrcs } from '../catalogue/images/image-src';
import { loadOrderDtos } from '../order-views/order-views.service';
import { creditNotesOfReturns } from '../invoices/credit-notes';
import { creditNoteEInvoicesOf, eInvoiceRefOf } from '../order-views/e-invoice-views';

/** Returns in the contract's shape, read in one go for a list (the order read through orders). */

export type ReturnRow = typeof returns.$inferSelect;

export async function returnDtosOf(
  ctx: Pick<AppContext, 'config' | 'secretKey' | 'db'>,
  db: DbOrTx,
  rows: ReturnRow[],
  preloaded: Order[] = [],
): Promise<AdminReturn[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const known = new Map(preloaded.map((o) => [o.order_id, o]));
  const missing = [...new Set(rows.map((r) => r.orderId))].filter((id) => !known.has(id));
  const [lines, history, notes, loaded] = await Promise.all([
    db
      .select()
      .from(returnLines)
      .where(inArray(returnLines.returnId, ids))
      .orderBy(asc(returnLines.returnId), asc(returnLines.id)),
    db
      .select()
      .from(returnHistory)
      .where(inArray(returnHistory.returnId, ids))
      .orderBy(asc(returnHistory.returnId), asc(returnHistory.id)),
    creditNotesOfReturns(db, ids),
    loadOrderDtos(db, missing),
  ]);
  for (const o of loaded) known.set(o.order_id, o);
  const eInvoiceRows = await creditNoteEInvoicesOf(
    db,
    [...notes.values()].map((n) => n.id),
  );
  // decisions.md › §21: a credit note against an invoice billed to a GSTIN is e-invoiced while
  // E_INVOICE_ENABLED is on (PENDING until its row records the IRP's answer).
  const eInvoiceOf = (noteId: string, order: Order | undefined) => {
    const row = eInvoiceRows.get(noteId);
    if (row) return eInvoiceRefOf(row);
    return ctx.config.E_INVOICE_ENABLED && order?.gstin
      ? { status: 'PENDING' as const, irn: null, ack_no: null, ack_date: null, cancelled_at: null }
      : null;
  };
  const srcs = await imageSrcs(
    ctx,
    rows.flatMap((r) => r.photos),
  );
  return rows.map((r): AdminReturn => {
    const order = known.get(r.orderId);
    const items = new Map((order?.order_items ?? []).map((i, n) => [i.order_item_id, { i, n }]));
    const note = notes.get(r.id);
    const tax = note ? note.cgstPaise + note.sgstPaise + note.igstPaise : 0;
    return {
      return_id: r.id,
      number: r.number,
      order_id: r.orderId,
      order_number: shortOrderNumber(r.orderId),
      status: r.status,
      lines: lines
        .filter((l) => l.returnId === r.id)
        .sort((a, b) => (items.get(a.orderItemId)?.n ?? 0) - (items.get(b.orderItemId)?.n ?? 0))
        .map((l) => {
          const item = items.get(l.orderItemId)?.i;
          return {
            return_line_id: l.id,
            order_item_id: l.orderItemId,
            product_name: item?.product_name ?? '',
            product_sku: item?.product_sku ?? '',
            quantity: l.quantity,
            unit_price: item?.unit_price ?? 0,
            damaged: l.damaged,
          };
        }),
      reason: r.reason,
      note: r.note,
      photos: r.photos.map((key) => ({ object_key: key, url: srcs.get(key) ?? null })),
      remarks: r.remarks,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
      refund_amount: note ? toRupees(note.totalPaise) : null,
      refund_reference: r.refundReference,
      history: history
        .filter((h) => h.returnId === r.id)
        .map((h) => ({
          status: h.status,
          changed_at: h.changedAt.toISOString(),
          remarks: h.remarks,
        })),
      credit_note: note
        ? {
            number: note.number,
            issued_at: note.issuedAt.toISOString(),
            invoice_number: note.invoiceNumber,
            invoice_date: note.invoiceDate.toISOString(),
            taxable_value: toRupees(note.taxablePaise),
            cgst: toRupees(note.cgstPaise),
            sgst: toRupees(note.sgstPaise),
            igst: toRupees(note.igstPaise),
            total_tax: toRupees(tax),
            total_amount: toRupees(note.totalPaise),
            e_invoice: eInvoiceOf(note.id, order),
          }
        : null,
      customer_name: order?.customer_name ?? '',
      customer_phone: order?.phone_number ?? '',
      user_id: r.userId,
    };
  });
}

/** The customer's view: the staff-only fields dropped. */
export function customerReturn(r: AdminReturn): Return {
  const { customer_name: _n, customer_phone: _p, user_id: _u, ...rest } = r;
  return rest;
}
