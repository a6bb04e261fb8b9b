import { Readable } from 'node:stream';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { creditNotes, eInvoices } from '../../db/schema/index';
import { conflict, notFound } from '../../lib/errors';
import { indiaMonthRange } from '../../lib/india-time';
import { E_INVOICE_MESSAGES, type Order } from '@store/contract';
import { buildCreditNoteView } from '../invoices/credit-notes';
import { buildInvoiceView } from '../invoices/invoice-view';
import { companyBillTos } from '../companies/billing-address';
import { billingConfig } from '../payments/billing.service';
import { loadOrderDtos } from '../order-views/order-views.service';
import type { EInvoiceRow } from '../order-views/e-invoice-views';
import { irpJsonOf, requireEInvoicing } from './einvoice-documents';
import type { IrpDocument } from './irp-document';

/**
 * GET /admin/reports/e-invoices.json (docs/decisions/375): the month's PENDING documents for
 * the IRP's bulk upload, written as they are built. The rows are read once (small: keys and
 * numbers), then the documents a page at a time: the page's orders in one loadOrderDtos and
 * its buyers' addresses in one more read, not five statements a document. The bytes are those
 * of JSON.stringify(documents, null, 2): "[", each document indented two more spaces, ",",
 * "]" (or "[]" for none).
 */

export const BULK_PAGE = 200;

async function documentsOfPage(
  db: DbOrTx,
  rows: EInvoiceRow[],
  ctx: AppContext,
): Promise<IrpDocument[]> {
  const orders = new Map(
    (await loadOrderDtos(db, [...new Set(rows.map((r) => r.orderId))])).map((o) => [o.order_id, o]),
  );
  const orderOf = (id: string): Order => {
    const order = orders.get(id);
    if (!order) throw notFound('Order not found');
    if (!order.gstin) throw conflict(E_INVOICE_MESSAGES.notEInvoiced);
    return order;
  };
  const billTos = await companyBillTos(
    db,
    [...orders.values()].flatMap((o) =>
      o.company ? [{ companyId: o.company.company_id, orderId: o.order_id }] : [],
    ),
  );
  const noteIds = rows.flatMap((r) =>
    r.docType === 'CRN' && r.creditNoteId ? [r.creditNoteId] : [],
  );
  const notes = new Map(
    noteIds.length
      ? (await db.select().from(creditNotes).where(inArray(creditNotes.id, noteIds))).map((n) => [
          n.id,
          n,
        ])
      : [],
  );
  const documents: IrpDocument[] = [];
  for (const row of rows) {
    const order = orderOf(row.orderId);
    const buyerAddress = order.company ? (billTos.get(order.order_id)?.address ?? null) : null;
    let view;
    if (row.docType === 'INV') {
      if (!order.invoice) throw conflict(E_INVOICE_MESSAGES.noInvoice);
      view = buildInvoiceView(order, billingConfig(ctx), 'TAX_INVOICE', order.invoice);
    } else {
      const note = notes.get(row.creditNoteId ?? '');
      if (!note) throw notFound('Credit note not found');
      view = await buildCreditNoteView(db, { note, order }, ctx);
    }
    documents.push(irpJsonOf({ row, order, view, buyerAddress }, ctx));
  }
  return documents;
}

/** `JSON.stringify(doc, null, 2)` as an element of a pretty-printed array (two more spaces). */
const element = (doc: IrpDocument) => `  ${JSON.stringify(doc, null, 2).replace(/\n/g, '\n  ')}`;

/**
 * The month's file as a stream. The first page is built before the stream is returned, so
 * a document that cannot be written answers its 404/409 as before; a later one ends the
 * download early (the client sees a cut-off file, never a short valid one).
 */
export async function monthPendingFile(
  db: DbOrTx,
  month: string,
  ctx: AppContext,
  pageSize = BULK_PAGE,
): Promise<Readable> {
  requireEInvoicing(ctx);
  const { start, end } = indiaMonthRange(month);
  const rows = await db
    .select()
    .from(eInvoices)
    .where(
      and(
        eq(eInvoices.status, 'PENDING'),
        gte(eInvoices.docDate, start),
        lt(eInvoices.docDate, end),
      ),
    )
    .orderBy(eInvoices.docType, eInvoices.docDate, eInvoices.docNo);
  if (rows.length === 0) return Readable.from(['[]']);
  const first = await documentsOfPage(db, rows.slice(0, pageSize), ctx);
  async function* chunks() {
    yield `[\n${first.map(element).join(',\n')}`;
    for (let at = pageSize; at < rows.length; at += pageSize) {
      const page = await documentsOfPage(db, rows.slice(at, at + pageSize), ctx);
      yield `,\n${page.map(element).join(',\n')}`;
    }
    yield '\n]';
  }
  return Readable.from(chunks(), { objectMode: false });
}
