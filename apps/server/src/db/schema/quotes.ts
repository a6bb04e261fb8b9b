import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalogue';
import { orders } from './orders';

export const QUOTE_STATUS_VALUES = [
  'REQUESTED',
  'QUOTED',
  'ACCEPTED',
  'DECLINED',
  'EXPIRED',
  'REJECTED',
] as const;

/** A customer's request for quote and the staff's answer (decisions.md › Request for quote). */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** Q/<FY>/<serial>, the serial from document_counters series QUOTE. */
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    serial: integer('serial').notNull(),
    status: text('status', { enum: QUOTE_STATUS_VALUES }).notNull().default('REQUESTED'),
    note: text('note'),
    neededBy: date('needed_by', { mode: 'string' }),
    pincode: text('pincode').notNull(),
    validUntil: date('valid_until', { mode: 'string' }),
    staffNote: text('staff_note'),
    /** The customer's reason for declining or the staff's for rejecting. */
    reason: text('reason'),
    orderId: uuid('order_id')
      .unique()
      .references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('quotes_fy_serial_uq').on(t.financialYear, t.serial),
    check(
      'quotes_status_ck',
      sql`${t.status} in ('REQUESTED','QUOTED','ACCEPTED','DECLINED','EXPIRED','REJECTED')`,
    ),
    index('quotes_user_created_idx').on(t.userId, t.createdAt),
    index('quotes_status_created_idx').on(t.status, t.createdAt),
  ],
);

export const quoteLines = pgTable(
  'quote_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    position: integer('position').notNull(),
    quantity: integer('quantity').notNull(),
    targetPaise: bigint('target_paise', { mode: 'number' }),
    /** The staff's price of one unit (GST included); null until quoted. */
    unitPaise: bigint('unit_paise', { mode: 'number' }),
    /** The product's list price when the line was quoted (issue 43.12: an ordered quote shows it). */
    quotedListPaise: bigint('quoted_list_paise', { mode: 'number' }),
  },
  (t) => [
    check('quote_lines_quantity_ck', sql`${t.quantity} > 0`),
    check('quote_lines_unit_ck', sql`${t.unitPaise} IS NULL OR ${t.unitPaise} > 0`),
    index('quote_lines_quote_idx').on(t.quoteId, t.position),
  ],
);
