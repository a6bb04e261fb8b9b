import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orders } from './orders';

/** India Post pincode directory (decisions.md › Delivery), loaded from src/db/data/pincodes.tsv.gz. */
export const pincodes = pgTable('pincodes', {
  pincode: text('pincode').primaryKey(),
  city: text('city').notNull(),
  district: text('district').notNull(),
  /** The checkout's state names ("Delhi", "Karnataka"). */
  state: text('state').notNull(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
});

/** Which version of the directory file is loaded (one row), so a restart does not reload it. */
export const pincodeDirectory = pgTable(
  'pincode_directory',
  {
    id: smallint('id').primaryKey().default(1),
    version: text('version').notNull(),
    rowCount: integer('row_count').notNull(),
    loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('pincode_directory_one_row_ck', sql`${t.id} = 1`)],
);

/** Staff delivery settings (one row; the contract's DeliverySettings as JSON). */
export const deliverySettings = pgTable(
  'delivery_settings',
  {
    id: smallint('id').primaryKey().default(1),
    settings: jsonb('settings').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id),
  },
  (t) => [check('delivery_settings_one_row_ck', sql`${t.id} = 1`)],
);

/**
 * The delivery promise made when an order was placed (null for orders placed before the
 * directory existed), and its shipment once staff mark it SHIPPED.
 */
export const orderDeliveries = pgTable('order_deliveries', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  zone: text('zone'),
  minDays: integer('min_days'),
  maxDays: integer('max_days'),
  estimatedFrom: date('estimated_from'),
  estimatedTo: date('estimated_to'),
  codAvailable: boolean('cod_available'),
  courier: text('courier'),
  trackingNumber: text('tracking_number'),
  shippedAt: timestamp('shipped_at', { withTimezone: true }),
  /** The 12-digit e-way bill number given when shipping an order above ₹50,000 (decisions.md › §18). */
  ewayBillNumber: text('eway_bill_number'),
});
