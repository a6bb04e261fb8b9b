import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ORDER_STATUSES } from '@store/contract';
import { users } from './accounts';
import { products } from './catalogue';
import { shippingColumns } from './shipping-columns';

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('PLACED'),
    ...shippingColumns(),
    totalItems: integer('total_items').notNull(),
    /** bigint: 999 units of an expensive machine overflow a 32-bit paise total. */
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    adminRemarks: text('admin_remarks'),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    statusUpdatedAt: timestamp('status_updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    uniqueIndex('orders_user_idempotency_uq').on(t.userId, t.idempotencyKey),
    check('orders_totals_ck', sql`${t.totalItems} >= 0 and ${t.totalPaise} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    productName: text('product_name').notNull(),
    productSlug: text('product_slug').notNull(),
    productSku: text('product_sku').notNull(),
    manufacturerName: text('manufacturer_name').notNull(),
    thumbnailKey: text('thumbnail_key'),
    quantity: integer('quantity').notNull(),
    unitPaise: integer('unit_paise').notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId, t.position),
    check('order_items_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    remarks: text('remarks'),
    changedBy: uuid('changed_by').references(() => users.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.id)],
);

/**
 * The version of what a scope's order reads show (a user id: their orders and returns; a
 * company id: its orders; the all-zero id: any truncation), a fresh random value whenever a
 * row that an order or return answer shows changes (triggers of migration 0045,
 * docs/decisions/382). The order reads keep answers in memory under these versions
 * (modules/order-views/order-read-cache.ts).
 */
export const orderReadVersions = pgTable('order_read_versions', {
  scopeId: uuid('scope_id').primaryKey(),
  version: uuid('version').notNull(),
});
