import { z } from 'zod';
import { envelope, page, PagingQuerySchema, queryNumber, RupeesSchema, UuidSchema } from './common';
import { PriceSlabSchema } from './pricing';

/**
 * Catalogue shapes (decisions.md › Catalogue; server notes in docs/decisions/010-catalogue-api.md).
 * Picture fields: `imageUrl`, `logo_info.access_url`, `logo_url` and `image_url` are ready,
 * signed URLs (valid at least 60 minutes); `thumbnail_url` and `images` are object keys for
 * GET /products/images?objectKey=.
 */
/**
 * A ready signed URL beside a picture's object key (`thumbnail_src`, docs/decisions/130):
 * additive, so the object-key fields and GET /products/images stay as the spec has them.
 */
export const ImageSrcSchema = z.string().nullable().optional();

export const CategorySchema = z.object({
  category_id: z.string(),
  name: z.string(),
  slug: z.string(),
  /** A ready URL of the category picture, or null (the web shows a fallback). */
  imageUrl: z.string().nullable(),
  description: z.string(),
  product_count: z.number().int(),
});
export type Category = z.infer<typeof CategorySchema>;

export const ManufacturerSchema = z.object({
  manufacturer_id: z.string(),
  name: z.string(),
  slug: z.string(),
  /** A ready URL of the logo, or null (the web shows the name). */
  logo_info: z.object({ access_url: z.string() }).nullable(),
  description: z.string(),
  category_names: z.array(z.string()),
  /** Active products; in GET /categories/{id}/manufacturers, those in that category. */
  product_count: z.number().int(),
});
export type Manufacturer = z.infer<typeof ManufacturerSchema>;

export const ProductSummarySchema = z.object({
  product_id: z.string(),
  name: z.string(),
  slug: z.string(),
  sku: z.string(),
  manufacturer_id: z.string(),
  manufacturer_name: z.string(),
  category_names: z.array(z.string()),
  /** Object key of the first picture (for GET /products/images), or null. */
  thumbnail_url: z.string().nullable(),
  /** A ready signed URL of that picture (valid ≥ 60 min), or null: no call needed to show it. */
  thumbnail_src: ImageSrcSchema,
  /** Rupees, GST included. */
  price: RupeesSchema,
  compare_at_price: RupeesSchema.nullable(),
  in_stock: z.boolean(),
  /** Sold only in multiples of this (decisions.md › Buying in quantity). */
  pack_size: z.number().int(),
  /** The least a line may hold (a multiple of pack_size). */
  min_order_qty: z.number().int(),
  /** Up to 5 lower unit prices from a quantity on, rising by quantity (rupees, GST included). */
  price_slabs: z.array(PriceSlabSchema),
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

export const SpecificationSchema = z.object({ name: z.string(), value: z.string() });

export const ProductDetailSchema = ProductSummarySchema.extend({
  description: z.string(),
  images: z.array(z.string()),
  /** Ready signed URLs of `images`, index by index (null where a key cannot be signed). */
  images_src: z.array(z.string().nullable()).optional(),
  specifications: z.array(SpecificationSchema),
  stock_quantity: z.number().int(),
  gst_rate: z.number(),
  hsn_code: z.string(),
  unit: z.string(),
  country_of_origin: z.string(),
  warranty: z.string(),
  category_ids: z.array(z.string()),
  manufacturer_slug: z.string(),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

/** A path segment that is a UUID or a slug (lower-case letters, digits and dashes). */
export const IdOrSlugSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'Must be a valid id or slug');
export const IdOrSlugParamsSchema = z.object({ idOrSlug: IdOrSlugSchema });
export const ProductSlugParamsSchema = z.object({ slug: IdOrSlugSchema });
/** A part number as typed: any case, spaces, hyphens, dots or slashes. */
export const SkuParamsSchema = z.object({
  sku: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9 ._/-]+$/, 'Must be a valid SKU'),
});

export const CategoryListSchema = envelope(z.object({ content: z.array(CategorySchema) }));
export const CategoryResponseSchema = envelope(CategorySchema);
export const ManufacturerPageSchema = envelope(page(ManufacturerSchema));
export const ManufacturerListSchema = envelope(z.object({ content: z.array(ManufacturerSchema) }));
export const ManufacturerResponseSchema = envelope(ManufacturerSchema);
export const ProductResponseSchema = envelope(ProductDetailSchema);

export const ManufacturersQuerySchema = PagingQuerySchema.extend({
  limit: PagingQuerySchema.shape.limit.default(50),
  sortBy: z.enum(['displayOrder', 'name']).default('displayOrder'),
  sortDir: z.enum(['asc', 'desc']).default('asc'),
});

export const PRODUCT_SORTS = ['relevance', 'price_asc', 'price_desc', 'newest', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

const boolParam = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Highest price filter in rupees: bounded before SQL (paise must fit a PostgreSQL integer). */
export const MAX_PRICE_FILTER_RUPEES = 10_000_000;
const PriceFilterSchema = (name: string) =>
  queryNumber(
    z
      .number()
      .nonnegative(`${name} must be 0 or more`)
      .max(MAX_PRICE_FILTER_RUPEES, `${name} must be at most ${MAX_PRICE_FILTER_RUPEES}`),
    false,
  );

export const ProductSearchQuerySchema = PagingQuerySchema.extend({
  categoryId: UuidSchema.optional(),
  manufacturerId: UuidSchema.optional(),
  q: z.string().trim().max(200).optional(),
  minPrice: PriceFilterSchema('minPrice').optional(),
  maxPrice: PriceFilterSchema('maxPrice').optional(),
  inStock: boolParam.optional(),
  sort: z.enum(PRODUCT_SORTS).default('relevance'),
});
export type ProductSearchQuery = z.infer<typeof ProductSearchQuerySchema>;

const FacetSchema = z.object({ id: z.string(), name: z.string(), count: z.number().int() });
export const ProductSearchResultSchema = page(ProductSummarySchema).extend({
  facets: z.object({
    manufacturers: z.array(FacetSchema),
    categories: z.array(FacetSchema),
    price: z.object({ min: z.number(), max: z.number() }),
  }),
  /** The words the results are for when the query as typed matched nothing (relaxed). */
  showing_results_for: z.string().nullable().optional(),
});
export type ProductSearchResult = z.infer<typeof ProductSearchResultSchema>;
export const ProductSearchResponseSchema = envelope(ProductSearchResultSchema);

/**
 * GET /search (store-spec.md › Entities and their fields Search response): the best 5 of each kind. With `type` (and `index`,
 * `limit`, default 20) that kind is paged and the other two lists are empty; the metadata
 * totals always count all three kinds.
 */
export const SEARCH_TYPES = ['products', 'manufacturers', 'categories'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const SearchQuerySchema = z.object({
  q: z.string().trim().max(200).default(''),
  type: z.enum(SEARCH_TYPES).optional(),
  index: PagingQuerySchema.shape.index,
  limit: queryNumber(z.number().int().min(1).max(100)).optional(),
});
export const SearchProductSchema = z.object({
  product_id: z.string(),
  name: z.string(),
  slug: z.string(),
  sku: z.string(),
  manufacturer_name: z.string(),
  category_names: z.array(z.string()),
  thumbnail_url: z.string().nullable(),
  thumbnail_src: ImageSrcSchema,
  price: RupeesSchema,
  compare_at_price: RupeesSchema.nullable(),
});
export const SearchManufacturerSchema = z.object({
  manufacturer_id: z.string(),
  name: z.string(),
  slug: z.string(),
  category_names: z.array(z.string()),
  product_count: z.number().int(),
  logo_url: z.string().nullable(),
});
export const SearchCategorySchema = z.object({
  category_id: z.string(),
  name: z.string(),
  slug: z.string(),
  product_count: z.number().int(),
  image_url: z.string().nullable(),
});
export const SearchResultSchema = z.object({
  products: z.array(SearchProductSchema),
  manufacturers: z.array(SearchManufacturerSchema),
  categories: z.array(SearchCategorySchema),
  metadata: z.object({
    search_term: z.string(),
    total_results: z.number().int(),
    search_time_ms: z.number(),
    total_products: z.number().int(),
    total_manufacturers: z.number().int(),
    total_categories: z.number().int(),
    /**
     * When no product matches every word, the words the products are for ("drill" for
     * "bosh drill"; docs/decisions/268); null when every word matched.
     */
    showing_results_for: z.string().nullable().optional(),
  }),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;
export const SearchResponseSchema = envelope(SearchResultSchema);

export const ImageQuerySchema = z.object({ objectKey: z.string().min(1).max(300) });
/** `presigned_url`: relative (/api/images/…, local store) or absolute (S3); valid ≥ 60 min. */
export const ImageResponseSchema = envelope(
  z.object({ presigned_url: z.string(), expires_at: z.string() }),
);
