import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The trade's synonyms search reads (docs/decisions/267), edited by staff: a two-way entry
 * makes every phrase stand for the others, a one-way entry makes terms[0] stand for the rest.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: uuid('id').primaryKey().defaultRandom(),
  terms: text('terms').array().notNull(),
  oneWay: boolean('one_way').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
