import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orderItems, orders } from './orders';

export const RETURN_STATUS_VALUES = [
  'REQUESTED',
  'APPROVED',
  'REJECTED',
  'RECEIVED',
  'REFUNDED',
] as const;
export const RETURN_REASON_VALUES = [
  'DAMAGED',
  'WRONG_ITEM',
  'NOT_AS_DESCRIBED',
  'NO_LONGER_NEEDED',
] as const;

/**
 * The last serial of each numbered document series per financial year (docs/decisions/230):
 * incremented with an upsert ... RETURNING in the issuing transaction, so concurrent issuers
 * take consecutive serials and a rolled-back issue gives its serial back (no gaps).
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    lastSerial: integer('last_serial').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

/** A customer's return of some delivered units of an order (decisions.md › Returns and credit notes). */
export const returns = pgTable(
  'returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** R-<short order number>-<n>: the n-th return of the order. */
    number: text('number').notNull().unique(),
    status: text('status', { enum: RETURN_STATUS_VALUES }).notNull().default('REQUESTED'),
    reason: text('reason', { enum: RETURN_REASON_VALUES }).notNull(),
    note: text('note'),
    /** Object keys of up to 3 pictures the customer uploaded. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** The latest staff remark (approval, rejection, receipt). */
    remarks: text('remarks'),
    refundReference: text('refund_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('returns_order_idx').on(t.orderId, t.createdAt),
    index('returns_user_idx').on(t.userId, t.createdAt),
    index('returns_status_created_idx').on(t.status, t.createdAt),
  ],
);

export const returnLines = pgTable(
  'return_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** Set when received: true = written off, false = back into stock. */
    damaged: boolean('damaged'),
  },
  (t) => [
    index('return_lines_return_idx').on(t.returnId),
    index('return_lines_order_item_idx').on(t.orderItemId),
    check('return_lines_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

export const returnHistory = pgTable(
  'return_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    status: text('status', { enum: RETURN_STATUS_VALUES }).notNull(),
    remarks: text('remarks'),
    changedBy: uuid('changed_by').references(() => users.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('return_history_return_idx').on(t.returnId, t.id)],
);

/** GST credit notes: one per received return, against the order's tax invoice. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The return it records; null is left for a credit note without one (a cancelled invoice). */
    returnId: uuid('return_id')
      .unique()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    serial: integer('serial').notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    invoiceDate: timestamp('invoice_date', { withTimezone: true }).notNull(),
    taxablePaise: bigint('taxable_paise', { mode: 'number' }).notNull(),
    cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull(),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull(),
    igstPaise: bigint('igst_paise', { mode: 'number' }).notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('credit_notes_fy_serial_uq').on(t.financialYear, t.serial),
    index('credit_notes_order_idx').on(t.orderId),
    index('credit_notes_issued_idx').on(t.issuedAt),
  ],
);

export const creditNoteLines = pgTable(
  'credit_note_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creditNoteId: uuid('credit_note_id')
      .notNull()
      .references(() => creditNotes.id, { onDelete: 'cascade' }),
    /** The returned line it credits; null on the credit note of a cancelled invoice. */
    returnLineId: uuid('return_line_id').references(() => returnLines.id, {
      onDelete: 'cascade',
    }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    taxablePaise: bigint('taxable_paise', { mode: 'number' }).notNull(),
    cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull(),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull(),
    igstPaise: bigint('igst_paise', { mode: 'number' }).notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('credit_note_lines_return_line_uq').on(t.returnLineId),
    index('credit_note_lines_credit_note_idx').on(t.creditNoteId),
    index('credit_note_lines_order_item_idx').on(t.orderItemId),
    check(
      'credit_note_lines_amounts_ck',
      sql`${t.taxablePaise} >= 0 and ${t.cgstPaise} >= 0 and ${t.sgstPaise} >= 0 and ${t.igstPaise} >= 0`,
    ),
  ],
);
