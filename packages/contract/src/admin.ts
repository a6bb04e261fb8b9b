import { z } from 'zod';
import { ProductDetailSchema } from './catalogue';
import { envelope, notFormula, page, PagingQuerySchema, UuidSchema } from './common';
import { MAX_LINE_QUANTITY } from './constants';
import { MAX_PACK_SIZE, MAX_PRICE_SLABS } from './quantity';

/*
 * Staff catalogue calls (decisions.md › Orders): categories, manufacturers, products, stock and
 * picture uploads. Create bodies carry every required field; PATCH bodies any subset.
 * Money travels in rupees (2 decimals) like everywhere else.
 */

export const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MESSAGE = 'Slug may contain only lower-case letters, digits and single hyphens';

/** "Heavy-Duty Drills & Drivers" → "heavy-duty-drills-drivers". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}

/** A missing value reads "X is required"; a value of the wrong type "X must be ...". */
const missingOr =
  (label: string, wrongType: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null ? `${label} is required` : wrongType;

const text = (label: string, max: number) =>
  z
    .string({ error: missingOr(label, `${label} must be text`) })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
const requiredText = (label: string, max: number) =>
  text(label, max).min(1, `${label} is required`);
/** A name the store's CSV files carry (docs/decisions/301): no formula at its start. */
const nameText = (label: string, max: number) => notFormula(requiredText(label, max), label);
/** A maker's or category's name as the catalogue file names it (the import checks each). */
export const GroupNameSchema = nameText('Name', 100);

export const SlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Slug is required')
  .max(120, 'Slug must be at most 120 characters')
  .regex(SLUG_RE, SLUG_MESSAGE);

/** An object key of the image service (checked in detail by the server). */
export const ObjectKeySchema = z
  .string()
  .trim()
  .min(1, 'Image key is required')
  .max(300, 'Image key must be at most 300 characters');

const DisplayOrderSchema = z
  .number({ message: 'Display order must be a number' })
  .int('Display order must be a whole number')
  .min(0, 'Display order must be 0 or more')
  .max(1_000_000, 'Display order must be at most 1000000');

const ActiveSchema = z.boolean({ message: 'Active must be true or false' });

/** At least one field in a PATCH body. */
const notEmpty = (v: object) => Object.values(v).some((x) => x !== undefined);
const NOTHING_TO_CHANGE = 'Nothing to change';

/* ----------------------------------------- categories ----------------------------------------- */

export const CategoryFieldsSchema = z.object({
  name: GroupNameSchema,
  slug: SlugSchema,
  description: text('Description', 2000),
  image_key: ObjectKeySchema.nullable(),
  display_order: DisplayOrderSchema,
  is_active: ActiveSchema,
});
/** POST /admin/categories: name required; slug from the name when left out. */
export const CreateCategoryBodySchema = CategoryFieldsSchema.partial().extend({
  name: CategoryFieldsSchema.shape.name,
});
export type CreateCategoryBody = z.infer<typeof CreateCategoryBodySchema>;
export const UpdateCategoryBodySchema = CategoryFieldsSchema.partial().refine(notEmpty, {
  message: NOTHING_TO_CHANGE,
});
export type UpdateCategoryBody = z.infer<typeof UpdateCategoryBodySchema>;

export const AdminCategorySchema = z.object({
  category_id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image_key: z.string().nullable(),
  display_order: z.number().int(),
  is_active: z.boolean(),
  product_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;
export const AdminCategoryResponseSchema = envelope(AdminCategorySchema);
export const AdminCategoryPageSchema = envelope(page(AdminCategorySchema));

/* ---------------------------------------- manufacturers --------------------------------------- */

export const ManufacturerFieldsSchema = z.object({
  name: GroupNameSchema,
  slug: SlugSchema,
  description: text('Description', 2000),
  logo_key: ObjectKeySchema.nullable(),
  display_order: DisplayOrderSchema,
  is_active: ActiveSchema,
});
export const CreateManufacturerBodySchema = ManufacturerFieldsSchema.partial().extend({
  name: ManufacturerFieldsSchema.shape.name,
});
export type CreateManufacturerBody = z.infer<typeof CreateManufacturerBodySchema>;
export const UpdateManufacturerBodySchema = ManufacturerFieldsSchema.partial().refine(notEmpty, {
  message: NOTHING_TO_CHANGE,
});
export type UpdateManufacturerBody = z.infer<typeof UpdateManufacturerBodySchema>;

export const AdminManufacturerSchema = z.object({
  manufacturer_id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  logo_key: z.string().nullable(),
  display_order: z.number().int(),
  is_active: z.boolean(),
  product_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminManufacturer = z.infer<typeof AdminManufacturerSchema>;
export const AdminManufacturerResponseSchema = envelope(AdminManufacturerSchema);
export const AdminManufacturerPageSchema = envelope(page(AdminManufacturerSchema));

/* ------------------------------------------ products ------------------------------------------ */

export const SKU_RE = /^[A-Za-z0-9](?:[A-Za-z0-9 ./_-]*[A-Za-z0-9])?$/;
/** 4, 6 or 8 digits (Harmonized System of Nomenclature code used on GST invoices). */
export const HSN_RE = /^(\d{4}|\d{6}|\d{8})$/;
export const MAX_PRICE_RUPEES = 1_00_00_000; // ₹1 crore
export const MAX_STOCK = 1_000_000;

const priceOf = (label: string) =>
  z
    .number({ error: missingOr(label, `${label} must be a number`) })
    .positive(`${label} must be more than 0`)
    .max(MAX_PRICE_RUPEES, `${label} must be at most ₹1,00,00,000`)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'At most 2 decimals (paise)');

const StockSchema = z
  .number({ message: 'Stock must be a number' })
  .int('Stock must be a whole number')
  .min(0, 'Stock must be 0 or more')
  .max(MAX_STOCK, `Stock must be at most ${MAX_STOCK}`);

export const AdminSpecificationSchema = z.object({
  name: requiredText('Specification name', 80),
  value: requiredText('Specification value', 300),
});

export const ProductFieldsSchema = z.object({
  name: nameText('Name', 200),
  slug: SlugSchema,
  sku: z
    .string({ error: missingOr('SKU', 'SKU must be text') })
    .trim()
    .min(1, 'SKU is required')
    .max(64, 'SKU must be at most 64 characters')
    .regex(
      SKU_RE,
      'SKU may contain letters, digits, spaces, dots, slashes, dashes and underscores',
    ),
  manufacturer_id: z.uuid({ error: 'Choose a manufacturer' }),
  category_ids: z
    .array(UuidSchema, { error: 'Choose at least one category' })
    .min(1, 'Choose at least one category')
    .max(20, 'At most 20 categories'),
  description: text('Description', 10_000),
  price: priceOf('Price'),
  compare_at_price: priceOf('Compare-at price').nullable(),
  stock_quantity: StockSchema,
  /** Staff reorder when the stock falls to this level or below; 0 means no reorder level. */
  reorder_level: z
    .number({ message: 'Reorder level must be a number' })
    .int('Reorder level must be a whole number')
    .min(0, 'Reorder level must be 0 or more')
    .max(MAX_STOCK, `Reorder level must be at most ${MAX_STOCK}`),
  gst_rate: z
    .number({ message: 'GST rate must be a number' })
    .min(0, 'GST rate must be 0 or more')
    .max(40, 'GST rate must be at most 40%')
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'At most 2 decimals'),
  hsn_code: z
    .string()
    .trim()
    .refine((v) => v === '' || HSN_RE.test(v), 'HSN code must be 4, 6 or 8 digits'),
  unit: requiredText('Unit', 30),
  country_of_origin: requiredText('Country of origin', 60),
  warranty: text('Warranty', 100),
  specifications: z.array(AdminSpecificationSchema).max(50, 'At most 50 specifications'),
  /** Object keys; the first one is the thumbnail. */
  images: z.array(ObjectKeySchema).max(12, 'At most 12 pictures'),
  display_order: DisplayOrderSchema,
  is_active: ActiveSchema,
  /** decisions.md › Buying in quantity: how the rules between these are checked, quantityTermsProblems. */
  pack_size: z
    .number({ message: 'Pack size must be a number' })
    .int('Pack size must be a whole number')
    .min(1, 'Pack size must be at least 1')
    .max(MAX_PACK_SIZE, `Pack size must be at most ${MAX_PACK_SIZE}`),
  min_order_qty: z
    .number({ message: 'Minimum order must be a number' })
    .int('Minimum order must be a whole number')
    .min(1, 'Minimum order must be at least 1')
    .max(MAX_LINE_QUANTITY, `Minimum order must be at most ${MAX_LINE_QUANTITY}`),
  price_slabs: z
    .array(
      z.object({
        min_quantity: z
          .number({ message: 'Slab quantity must be a number' })
          .int('Slab quantity must be a whole number')
          .min(2, 'Slab quantity must be at least 2')
          .max(MAX_LINE_QUANTITY, `Slab quantity must be at most ${MAX_LINE_QUANTITY}`),
        price: priceOf('Slab price'),
      }),
      { message: 'Price slabs must be a list' },
    )
    .max(MAX_PRICE_SLABS, `At most ${MAX_PRICE_SLABS} price slabs`),
});

const compareAtAbovePrice = (v: { price?: number; compare_at_price?: number | null }) =>
  v.compare_at_price == null || v.price === undefined || v.compare_at_price > v.price;
const COMPARE_AT_MESSAGE = {
  message: 'Compare-at price must be more than the price',
  path: ['compare_at_price'],
};

/**
 * POST /admin/products: name, SKU, maker, categories and price required; the slug comes from
 * the name (and SKU) when left out; other fields take the defaults of the catalogue.
 */
export const CreateProductBodySchema = ProductFieldsSchema.partial()
  .extend({
    name: ProductFieldsSchema.shape.name,
    sku: ProductFieldsSchema.shape.sku,
    manufacturer_id: ProductFieldsSchema.shape.manufacturer_id,
    category_ids: ProductFieldsSchema.shape.category_ids,
    price: ProductFieldsSchema.shape.price,
  })
  .refine(compareAtAbovePrice, COMPARE_AT_MESSAGE);
export type CreateProductBody = z.infer<typeof CreateProductBodySchema>;

/** PATCH /admin/products/{id}: any subset; `stock_quantity` sets the stock to that number. */
export const UpdateProductBodySchema = ProductFieldsSchema.partial()
  .refine(notEmpty, { message: NOTHING_TO_CHANGE })
  .refine(compareAtAbovePrice, COMPARE_AT_MESSAGE);
export type UpdateProductBody = z.infer<typeof UpdateProductBodySchema>;

/**
 * POST /admin/products/{id}/stock: `{ delta }` adds or removes units atomically (safe while
 * customers are ordering); `{ set }` replaces the count. Exactly one of them.
 */
export const StockAdjustmentBodySchema = z
  .object({
    delta: z
      .number({ message: 'Change must be a number' })
      .int('Change must be a whole number')
      .min(-MAX_STOCK, 'Change is too large')
      .max(MAX_STOCK, 'Change is too large')
      .refine((v) => v !== 0, 'Change must not be 0')
      .optional(),
    set: StockSchema.optional(),
  })
  .refine((v) => (v.delta === undefined) !== (v.set === undefined), {
    message: 'Give either delta or set',
  });
export type StockAdjustmentBody = z.infer<typeof StockAdjustmentBodySchema>;

export const AdminProductSchema = ProductDetailSchema.extend({
  reorder_level: z.number().int(),
  display_order: z.number().int(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;
export const AdminProductResponseSchema = envelope(AdminProductSchema);

export const AdminProductRowSchema = z.object({
  product_id: z.string(),
  name: z.string(),
  slug: z.string(),
  sku: z.string(),
  manufacturer_id: z.string(),
  manufacturer_name: z.string(),
  category_names: z.array(z.string()),
  thumbnail_url: z.string().nullable(),
  price: z.number(),
  compare_at_price: z.number().nullable(),
  stock_quantity: z.number().int(),
  is_active: z.boolean(),
  updated_at: z.string(),
});
export type AdminProductRow = z.infer<typeof AdminProductRowSchema>;
export const AdminProductPageSchema = envelope(page(AdminProductRowSchema));

/** Which rows a staff list shows: active, inactive or both. */
export const ACTIVE_FILTERS = ['all', 'active', 'inactive'] as const;
export type ActiveFilter = (typeof ACTIVE_FILTERS)[number];

export const AdminListQuerySchema = PagingQuerySchema.extend({
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  active: z.enum(ACTIVE_FILTERS).default('all'),
});
export type AdminListQuery = z.infer<typeof AdminListQuerySchema>;

export const AdminProductsQuerySchema = AdminListQuerySchema.extend({
  categoryId: UuidSchema.optional(),
  manufacturerId: UuidSchema.optional(),
});
export type AdminProductsQuery = z.infer<typeof AdminProductsQuerySchema>;

/* ------------------------------------------- images ------------------------------------------- */

/** Accepted uploads, checked by their first bytes (not by the declared type). */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const UploadedImageSchema = z.object({
  object_key: z.string(),
  content_type: z.enum(UPLOAD_IMAGE_TYPES),
  size: z.number().int(),
  /** A signed URL that shows the picture now (for the form's preview). */
  preview_url: z.string(),
});
export type UploadedImage = z.infer<typeof UploadedImageSchema>;
export const UploadedImageResponseSchema = envelope(UploadedImageSchema);
