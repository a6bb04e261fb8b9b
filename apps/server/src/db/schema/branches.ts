import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalogue';
import { companies } from './companies';

/** A company's branch: its own GSTIN (optional) and address (decisions.md › §23, migration 0037). */
export const companyBranches = pgTable(
  'company_branches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    gstin: text('gstin'),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_branches_company_idx').on(t.companyId)],
);

/**
 * A buying list (decisions.md › §23): a customer's own (`companyId` null) or, shared, its
 * company's (`companyId` set): the company keeps it when its maker leaves.
 */
export const buyingLists = pgTable(
  'buying_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('buying_lists_owner_idx').on(t.ownerId),
    index('buying_lists_company_idx').on(t.companyId),
  ],
);

export const buyingListItems = pgTable(
  'buying_list_items',
  {
    listId: uuid('list_id')
      .notNull()
      .references(() => buyingLists.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.productId] })],
);
