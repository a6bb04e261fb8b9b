import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { categories, manufacturers, products } from './catalogue';
import { companies } from './companies';

/**
 * Prices agreed with a company (decisions.md › §22, docs/decisions/350). Owned by the `pricing`
 * module: staff write them (`price-lists.service.ts`), `company-terms.ts` reads them.
 */
export const priceLists = pgTable(
  'price_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** India-time days; null: open-ended. */
    validFrom: date('valid_from', { mode: 'string' }),
    validUntil: date('valid_until', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'price_lists_dates_ck',
      sql`${t.validFrom} is null or ${t.validUntil} is null or ${t.validFrom} <= ${t.validUntil}`,
    ),
  ],
);

export const priceListCompanies = pgTable(
  'price_list_companies',
  {
    priceListId: uuid('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.priceListId] }),
    index('price_list_companies_list_idx').on(t.priceListId),
  ],
);

export const priceListPrices = pgTable(
  'price_list_prices',
  {
    priceListId: uuid('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    pricePaise: integer('price_paise').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.priceListId, t.productId] }),
    index('price_list_prices_product_idx').on(t.productId, t.priceListId, t.pricePaise),
    check('price_list_prices_price_ck', sql`${t.pricePaise} > 0`),
  ],
);

export const priceListDiscounts = pgTable(
  'price_list_discounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    priceListId: uuid('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    manufacturerId: uuid('manufacturer_id').references(() => manufacturers.id, {
      onDelete: 'cascade',
    }),
    /** Basis points: 1250 = 12.5 % off. */
    percentOffBp: integer('percent_off_bp').notNull(),
  },
  (t) => [
    index('price_list_discounts_list_idx').on(t.priceListId),
    check(
      'price_list_discounts_percent_ck',
      sql`${t.percentOffBp} between 50 and 9000 and ${t.percentOffBp} % 50 = 0`,
    ),
  ],
);

/**
 * One row: the version of the products' pricing facts, a fresh random value whenever a
 * statement changes a product's price, pack, minimum order, slabs, maker or categories
 * (triggers of migration 0044, docs/decisions/380). `company-terms.ts` checks it to keep
 * the facts in memory.
 */
export const pricingFactsVersion = pgTable(
  'pricing_facts_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: uuid('version').notNull(),
  },
  (t) => [check('pricing_facts_version_id_check', sql`${t.id}`)],
);
