import { sql } from 'drizzle-orm';
import { PAYMENT_METHODS, PAYMENT_STATUSES, SUPPLY_TYPES } from '@store/contract';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orderItems, orders } from './orders';

/**
 * How an order is paid and taxed (decisions.md › Paying for an order, decisions.md › GST and invoices): one row per order, written in the
 * transaction that places it. Tax amounts are the sums of the order's lines (order_item_taxes).
 */
export const orderBilling = pgTable(
  'order_billing',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('PENDING'),
    paymentReference: text('payment_reference'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** What was refunded so far (paise): a return's credit note, or the whole of a cancelled order. */
    refundedPaise: bigint('refunded_paise', { mode: 'number' }).notNull().default(0),
    /** The upi://pay link made when the order was placed (UPI orders only). */
    upiUri: text('upi_uri'),
    gstin: text('gstin'),
    billingName: text('billing_name'),
    placeOfSupply: text('place_of_supply').notNull(),
    supplyType: text('supply_type', { enum: SUPPLY_TYPES }).notNull(),
    taxablePaise: bigint('taxable_paise', { mode: 'number' }).notNull(),
    cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull(),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull(),
    igstPaise: bigint('igst_paise', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_billing_status_idx').on(t.paymentStatus),
    check('order_billing_cgst_sgst_ck', sql`${t.cgstPaise} = ${t.sgstPaise}`),
  ],
);

/** The GST particulars of one order line, snapshotted when the order is placed. */
export const orderItemTaxes = pgTable(
  'order_item_taxes',
  {
    orderItemId: uuid('order_item_id')
      .primaryKey()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    hsnCode: text('hsn_code').notNull(),
    gstRate: numeric('gst_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    unit: text('unit').notNull(),
    taxablePaise: bigint('taxable_paise', { mode: 'number' }).notNull(),
    cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull(),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull(),
    igstPaise: bigint('igst_paise', { mode: 'number' }).notNull(),
  },
  (t) => [index('order_item_taxes_order_idx').on(t.orderId)],
);

/** Every payment change of an order, oldest first (the order's payment history). */
export const paymentHistory = pgTable(
  'payment_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    reference: text('reference'),
    remarks: text('remarks'),
    changedBy: uuid('changed_by').references(() => users.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_history_order_idx').on(t.orderId, t.id)],
);

/** Tax invoices: one per order, issued in the transaction that ships it. */
export const invoices = pgTable(
  'invoices',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    number: text('number').notNull().unique(),
    /** Indian financial year, e.g. '26-27' (April to March, India time). */
    financialYear: text('financial_year').notNull(),
    serial: integer('serial').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('invoices_fy_serial_uq').on(t.financialYear, t.serial),
    index('invoices_issued_idx').on(t.issuedAt),
  ],
);

/**
 * The last invoice serial of each financial year. Issuing an invoice increments its row with
 * UPDATE ... RETURNING inside the shipping transaction: the row lock serialises concurrent
 * issuers and a rolled-back shipment gives its number back, so serials have no gaps.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastSerial: integer('last_serial').notNull(),
});
