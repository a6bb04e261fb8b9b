import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  E_INVOICE_MESSAGES,
  type EInvoiceListItem,
  type EInvoiceStatus,
  type Order,
} from '@store/contract';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import {
  creditNotes,
  eInvoices,
  invoices,
  orderBilling,
  orders,
  returns,
} from '../../db/schema/index';
import { conflict, notFound } from '../../lib/errors';
import { toRupees } from '../../lib/money';
import { buildCreditNoteView, type CreditNoteRow } from '../invoices/credit-notes';
import { buildInvoiceView, type InvoiceView } from '../invoices/invoice-view';
import { companyBillTo } from '../companies/billing-address';
import type { CompanyBillingAddress } from '@store/contract';
import { billingConfig } from '../payments/billing.service';
import { loadOrderDto } from '../order-views/order-views.service';
import type { EInvoiceRow } from '../order-views/e-invoice-views';
import { buildIrpDocument, type IrpDocument } from './irp-document';

/**
 * Which documents are e-invoiced and their IRP JSON (decisions.md › §21, docs/decisions/335):
 * while E_INVOICE_ENABLED is on, the tax invoice of an order billed to a GSTIN and every credit
 * note against one get a row here, PENDING until staff record the IRP's answer.
 */

/** Documents older than this are not opened by the sweep (the IRP takes them within 30 days). */
const SWEEP_DAYS = 30;

export function requireEInvoicing(ctx: Pick<AppContext, 'config'>): void {
  if (!ctx.config.E_INVOICE_ENABLED) throw conflict(E_INVOICE_MESSAGES.disabled);
}

/**
 * Opens PENDING rows for the e-invoiced documents of the last 30 days that have none: those
 * issued while E_INVOICE_ENABLED was off. Each document opens its own row when it is issued
 * (openInvoiceEInvoice, openCreditNoteEInvoice); this catch-up runs once at start (bootstrap),
 * never on a read. Idempotent, so any number of processes may run it.
 */
export async function openMissedEInvoices(db: DbOrTx, ctx: Pick<AppContext, 'config'>) {
  if (!ctx.config.E_INVOICE_ENABLED) return;
  const since = new Date(Date.now() - SWEEP_DAYS * 24 * 3600 * 1000);
  await db.execute(sql`
    insert into ${eInvoices} (doc_type, order_id, doc_no, doc_date)
    select 'INV', i.order_id, i.number, i.issued_at
    from ${invoices} i join ${orderBilling} b on b.order_id = i.order_id
    where b.gstin is not null and i.issued_at >= ${since}
    on conflict do nothing`);
  await db.execute(sql`
    insert into ${eInvoices} (doc_type, order_id, credit_note_id, doc_no, doc_date)
    select 'CRN', c.order_id, c.id, c.number, c.issued_at
    from ${creditNotes} c join ${orderBilling} b on b.order_id = c.order_id
    where b.gstin is not null and c.issued_at >= ${since}
    on conflict do nothing`);
}

/** The early issue of an order's invoice opens its row in the same transaction. */
export async function openInvoiceEInvoice(
  db: DbOrTx,
  orderId: string,
  ctx: Pick<AppContext, 'config'>,
): Promise<void> {
  if (!ctx.config.E_INVOICE_ENABLED) return;
  await db.execute(sql`
    insert into ${eInvoices} (doc_type, order_id, doc_no, doc_date)
    select 'INV', i.order_id, i.number, i.issued_at
    from ${invoices} i join ${orderBilling} b on b.order_id = i.order_id
    where i.order_id = ${orderId} and b.gstin is not null
    on conflict do nothing`);
}

/** A credit note against a registered buyer's invoice opens its row in the same transaction. */
export async function openCreditNoteEInvoice(
  db: DbOrTx,
  creditNoteId: string,
  ctx: Pick<AppContext, 'config'>,
): Promise<void> {
  if (!ctx.config.E_INVOICE_ENABLED) return;
  await db.execute(sql`
    insert into ${eInvoices} (doc_type, order_id, credit_note_id, doc_no, doc_date)
    select 'CRN', c.order_id, c.id, c.number, c.issued_at
    from ${creditNotes} c join ${orderBilling} b on b.order_id = c.order_id
    where c.id = ${creditNoteId} and b.gstin is not null
    on conflict do nothing`);
}

/** An e-invoiced document: its row, its order and the view its PDF and JSON are built from. */
export interface EInvoiceDocument {
  row: EInvoiceRow;
  order: Order;
  view: InvoiceView;
  /** A company order's registered billing address (the buyer's address on the e-invoice). */
  buyerAddress: CompanyBillingAddress | null;
}

/** The registered billing address of a company order's buyer (decisions.md §16 amended). */
async function buyerAddressOf(db: DbOrTx, order: Order): Promise<CompanyBillingAddress | null> {
  if (!order.company) return null;
  return (await companyBillTo(db, order.company.company_id, order.order_id))?.address ?? null;
}

async function orderOf(db: DbOrTx, orderId: string): Promise<Order> {
  const order = await loadOrderDto(db, orderId);
  if (!order) throw notFound('Order not found');
  return order;
}

/** The tax invoice of an order, as an e-invoice (404 no order, 409 not e-invoiced or no invoice). */
export async function invoiceDocumentOf(
  db: DbOrTx,
  orderId: string,
  ctx: AppContext,
): Promise<EInvoiceDocument> {
  requireEInvoicing(ctx);
  const order = await orderOf(db, orderId);
  if (!order.gstin) throw conflict(E_INVOICE_MESSAGES.notEInvoiced);
  if (!order.invoice) throw conflict(E_INVOICE_MESSAGES.noInvoice);
  await openInvoiceEInvoice(db, orderId, ctx);
  const [row] = await db
    .select()
    .from(eInvoices)
    .where(and(eq(eInvoices.docType, 'INV'), eq(eInvoices.orderId, orderId)));
  if (!row) throw conflict(E_INVOICE_MESSAGES.notEInvoiced);
  const view = buildInvoiceView(order, billingConfig(ctx), 'TAX_INVOICE', order.invoice);
  return { row, order, view, buyerAddress: await buyerAddressOf(db, order) };
}

async function creditNoteDocument(
  db: DbOrTx,
  note: CreditNoteRow,
  ctx: AppContext,
): Promise<EInvoiceDocument> {
  const order = await orderOf(db, note.orderId);
  if (!order.gstin) throw conflict(E_INVOICE_MESSAGES.notEInvoiced);
  await db
    .insert(eInvoices)
    .values({
      docType: 'CRN',
      orderId: note.orderId,
      creditNoteId: note.id,
      docNo: note.number,
      docDate: note.issuedAt,
    })
    .onConflictDoNothing();
  const [row] = await db.select().from(eInvoices).where(eq(eInvoices.creditNoteId, note.id));
  if (!row) throw conflict(E_INVOICE_MESSAGES.notEInvoiced);
  const view = await buildCreditNoteView(db, { note, order }, ctx);
  return { row, order, view, buyerAddress: await buyerAddressOf(db, order) };
}

/** The credit note of a return, as an e-invoice (404 no return, 409 no credit note yet). */
export async function returnDocumentOf(
  db: DbOrTx,
  returnId: string,
  ctx: AppContext,
): Promise<EInvoiceDocument> {
  requireEInvoicing(ctx);
  const [ret] = await db.select({ id: returns.id }).from(returns).where(eq(returns.id, returnId));
  if (!ret) throw notFound('Return not found');
  const [note] = await db.select().from(creditNotes).where(eq(creditNotes.returnId, returnId));
  if (!note) throw conflict(E_INVOICE_MESSAGES.noCreditNote);
  return creditNoteDocument(db, note, ctx);
}

/** The document of an e-invoice row (for the month's file and the import). */
export async function documentOfRow(
  db: DbOrTx,
  row: EInvoiceRow,
  ctx: AppContext,
): Promise<EInvoiceDocument> {
  if (row.docType === 'INV') return invoiceDocumentOf(db, row.orderId, ctx);
  const [note] = await db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.id, row.creditNoteId ?? ''));
  if (!note) throw notFound('Credit note not found');
  return creditNoteDocument(db, note, ctx);
}

export const irpJsonOf = (document: EInvoiceDocument, ctx: AppContext): IrpDocument =>
  buildIrpDocument({
    view: document.view,
    order: document.order,
    config: ctx.config,
    buyerAddress: document.buyerAddress,
  });

/** Staff may cancel an IRN within 24 hours of its AckDt (decisions.md › §21). */
export const CANCEL_WINDOW_MS = 24 * 3600 * 1000;
export const canCancel = (row: Pick<EInvoiceRow, 'status' | 'ackDate'>, now = new Date()) =>
  row.status === 'REGISTERED' &&
  !!row.ackDate &&
  now.getTime() - row.ackDate.getTime() <= CANCEL_WINDOW_MS;

/** The staff E-invoices screen: the documents in one status, newest first. */
export async function listEInvoices(
  db: DbOrTx,
  status: EInvoiceStatus,
  ctx: AppContext,
): Promise<{ enabled: boolean; items: EInvoiceListItem[] }> {
  if (!ctx.config.E_INVOICE_ENABLED) return { enabled: false, items: [] };
  const rows = await db
    .select({
      row: eInvoices,
      gstin: orderBilling.gstin,
      billingName: orderBilling.billingName,
      customerName: orders.customerName,
      orderTotal: orders.totalPaise,
      noteTotal: creditNotes.totalPaise,
      returnId: creditNotes.returnId,
    })
    .from(eInvoices)
    .innerJoin(orders, eq(orders.id, eInvoices.orderId))
    .innerJoin(orderBilling, eq(orderBilling.orderId, eInvoices.orderId))
    .leftJoin(creditNotes, eq(creditNotes.id, eInvoices.creditNoteId))
    .where(and(eq(eInvoices.status, status), isNotNull(orderBilling.gstin)))
    .orderBy(desc(eInvoices.docDate), desc(eInvoices.docNo))
    .limit(500);
  const now = new Date();
  return {
    enabled: true,
    items: rows.map(({ row, ...r }) => ({
      doc_type: row.docType,
      doc_no: row.docNo,
      doc_date: row.docDate.toISOString(),
      order_id: row.orderId,
      return_id: r.returnId ?? null,
      buyer_name: r.billingName ?? r.customerName,
      buyer_gstin: r.gstin ?? '',
      total_amount: toRupees(row.docType === 'CRN' ? (r.noteTotal ?? 0) : r.orderTotal),
      status: row.status,
      irn: row.irn,
      ack_no: row.ackNo,
      ack_date: row.ackDate ? row.ackDate.toISOString() : null,
      cancelled_at: row.cancelledAt ? row.cancelledAt.toISOString() : null,
      can_cancel: canCancel(row, now),
    })),
  };
}
