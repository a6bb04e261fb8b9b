import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    imageKey: text('image_key'),
    displayOrder: integer('display_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('categories_slug_uq').on(t.slug),
    index('categories_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

export const manufacturers = pgTable(
  'manufacturers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    logoKey: text('logo_key'),
    displayOrder: integer('display_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('manufacturers_slug_uq').on(t.slug),
    index('manufacturers_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

export type Specification = { name: string; value: string };

/** A price slab as stored: from `min_quantity` units on, each costs `price_paise` (GST included). */
export type StoredSlab = { min_quantity: number; price_paise: number };

/** PostgreSQL's full-text document type (read as text when selected). */
const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    sku: text('sku').notNull(),
    /** SKU upper-cased with everything but letters and digits removed: "DCD-776" → "DCD776". */
    skuNorm: text('sku_norm').notNull(),
    manufacturerId: uuid('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id),
    description: text('description').notNull().default(''),
    pricePaise: integer('price_paise').notNull(),
    compareAtPaise: integer('compare_at_paise'),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    /** Staff reorder when stock falls to this level or below (0: no reorder level). */
    reorderLevel: integer('reorder_level').notNull().default(0),
    gstRate: numeric('gst_rate', { precision: 5, scale: 2, mode: 'number' }).notNull().default(18),
    hsnCode: text('hsn_code').notNull().default(''),
    unit: text('unit').notNull().default('piece'),
    countryOfOrigin: text('country_of_origin').notNull().default('India'),
    warranty: text('warranty').notNull().default(''),
    specifications: jsonb('specifications').$type<Specification[]>().notNull().default([]),
    /** Object keys for the image service; the first is the thumbnail. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /**
     * What search matches against: "<name> | <sku words> <sku> | <maker> | <categories>",
     * lower-cased, non-alphanumerics as single spaces (see modules/catalogue/search.service.ts).
     */
    searchText: text('search_text').notNull().default(''),
    /** The words of search_text as a full-text document, kept by PostgreSQL itself. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`to_tsvector('simple'::regconfig, ${products.searchText})`),
    displayOrder: integer('display_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
    /** Buying in quantity (decisions.md › Buying in quantity, docs/decisions/190). */
    packSize: integer('pack_size').notNull().default(1),
    minOrderQty: integer('min_order_qty').notNull().default(1),
    priceSlabs: jsonb('price_slabs').$type<StoredSlab[]>().notNull().default([]),
  },
  (t) => [
    check(
      'products_pack_size_ck',
      sql`${t.packSize} between 1 and 1000 and ${t.minOrderQty} >= 1 and ${t.minOrderQty} % ${t.packSize} = 0`,
    ),
    uniqueIndex('products_slug_uq').on(t.slug),
    uniqueIndex('products_sku_uq').on(t.sku),
    index('products_sku_norm_idx').on(t.skuNorm),
    /** Part-number prefixes ("DCD7" finds "DCD-776") whatever the database collation. */
    index('products_sku_norm_prefix_idx').on(t.skuNorm.op('text_pattern_ops')),
    index('products_manufacturer_idx').on(t.manufacturerId, t.isActive),
    index('products_price_idx').on(t.pricePaise),
    index('products_created_idx').on(t.createdAt),
    index('products_catalogue_order_idx').on(t.displayOrder, t.name, t.id),
    index('products_search_vector_idx')
      .using('gin', t.searchVector)
      .with({ gin_pending_list_limit: 256 }),
    check('products_reorder_level_ck', sql`${t.reorderLevel} >= 0`),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId, t.productId),
  ],
);

/** Distinct words of product, maker and category names: the small table typo tolerance runs on. */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    frequency: integer('frequency').notNull().default(1),
  },
  (t) => [index('search_words_trgm').using('gin', sql`${t.word} gin_trgm_ops`)],
);
