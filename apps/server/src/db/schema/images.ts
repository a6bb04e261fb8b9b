import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Pictures kept in PostgreSQL (the image store when DATABASE_URL is set and S3 is not), so
 * every server process on the database serves every picture. Keys are immutable: a key's
 * bytes never change once written.
 */
export const imageObjects = pgTable('image_objects', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
