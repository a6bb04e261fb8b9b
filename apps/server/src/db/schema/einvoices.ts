import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { creditNotes } from './returns';

/**
 * A tax invoice or credit note's registration with the IRP (decisions.md › §21; docs/decisions/335):
 * one row per e-invoiced document, opened PENDING, REGISTERED with the IRP's answer,
 * CANCELLED within 24 hours of its AckDt. The document itself stays in invoices / credit_notes.
 */
export const eInvoices = pgTable(
  'e_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** INV (the order's tax invoice) or CRN (a credit note against it). */
    docType: text('doc_type').$type<'INV' | 'CRN'>().notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    creditNoteId: uuid('credit_note_id').references(() => creditNotes.id, { onDelete: 'cascade' }),
    /** The document's number and date, as DocDtls writes them. */
    docNo: text('doc_no').notNull(),
    docDate: timestamp('doc_date', { withTimezone: true }).notNull(),
    status: text('status')
      .$type<'PENDING' | 'REGISTERED' | 'CANCELLED'>()
      .notNull()
      .default('PENDING'),
    irn: text('irn'),
    ackNo: text('ack_no'),
    ackDate: timestamp('ack_date', { withTimezone: true }),
    signedQrCode: text('signed_qr_code'),
    signedInvoice: text('signed_invoice'),
    cancelReason: integer('cancel_reason'),
    cancelRemark: text('cancel_remark'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('e_invoices_doc_uq').on(t.docType, t.docNo),
    uniqueIndex('e_invoices_irn_uq').on(t.irn),
    uniqueIndex('e_invoices_credit_note_uq').on(t.creditNoteId),
    index('e_invoices_order_idx').on(t.orderId),
    index('e_invoices_status_idx').on(t.status, t.docDate),
    check('e_invoices_doc_type_ck', sql`${t.docType} in ('INV', 'CRN')`),
    check('e_invoices_status_ck', sql`${t.status} in ('PENDING', 'REGISTERED', 'CANCELLED')`),
    check(
      'e_invoices_registered_ck',
      sql`${t.status} = 'PENDING' or (${t.irn} is not null and ${t.ackNo} is not null and ${t.ackDate} is not null and ${t.signedQrCode} is not null)`,
    ),
    check(
      'e_invoices_credit_note_ck',
      sql`(${t.docType} = 'CRN') = (${t.creditNoteId} is not null)`,
    ),
  ],
);
