import { sql } from 'drizzle-orm';
import { index, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalogue';

/**
 * "Notify me when back in stock": one open row per (customer, product). When the product's
 * stock goes from 0 to more than 0, the trigger of migration `notify_data` queues one
 * BACK_IN_STOCK mail per open row and closes it (`notified_at`), in that same transaction.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_alerts_open_uq')
      .on(t.userId, t.productId)
      .where(sql`${t.notifiedAt} is null`),
    index('stock_alerts_product_open_idx')
      .on(t.productId)
      .where(sql`${t.notifiedAt} is null`),
  ],
);
