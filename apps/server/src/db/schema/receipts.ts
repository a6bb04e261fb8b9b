import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  pgView,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { companies } from './companies';
import { orders } from './orders';

/**
 * Money a company paid (decisions.md › §24, docs/decisions/360): the amount received plus the
 * TDS the buyer deducted settle its credit invoices; what no allocation took is its advance.
 * Written only by modules/receipts.
 */
export const companyReceipts = pgTable(
  'company_receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    serial: integer('serial').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    tdsPaise: bigint('tds_paise', { mode: 'number' }).notNull().default(0),
    receivedOn: date('received_on').notNull(),
    reference: text('reference').notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_receipts_company_idx').on(t.companyId, t.receivedOn),
    check('company_receipts_amount_ck', sql`${t.amountPaise} > 0`),
    check('company_receipts_tds_ck', sql`${t.tdsPaise} >= 0`),
  ],
);

/** How much of a receipt settled one credit invoice (its order). */
export const receiptAllocations = pgTable(
  'receipt_allocations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    receiptId: uuid('receipt_id')
      .notNull()
      .references(() => companyReceipts.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('receipt_allocations_receipt_idx').on(t.receiptId),
    index('receipt_allocations_order_idx').on(t.orderId),
    check('receipt_allocations_amount_ck', sql`${t.amountPaise} > 0`),
  ],
);

/** The tax invoices of a company's ON_CREDIT orders (migration 0038's read model). */
export const reportCompanyInvoices = pgView('report_company_invoices', {
  companyId: uuid('company_id').notNull(),
  orderId: uuid('order_id').notNull(),
  creditDays: integer('credit_days'),
  number: text('number').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
  orderStatus: text('order_status').notNull(),
  paymentStatus: text('payment_status').notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  paymentReference: text('payment_reference'),
}).existing();

/** The credit notes against those invoices. */
export const reportCompanyCreditNotes = pgView('report_company_credit_notes', {
  companyId: uuid('company_id').notNull(),
  orderId: uuid('order_id').notNull(),
  number: text('number').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
}).existing();
