import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { shippingColumns } from './shipping-columns';

/** A customer's saved delivery addresses (decisions record 120). */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...shippingColumns(),
    /** The address folded to lower case with single spaces: the same address is kept once. */
    fingerprint: text('fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('addresses_user_fingerprint_uq').on(t.userId, t.fingerprint),
    index('addresses_user_used_idx').on(t.userId, t.lastUsedAt),
  ],
);
