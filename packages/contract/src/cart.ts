import { z } from 'zod';
import { envelope, RupeesSchema, UuidSchema } from './common';
import { MAX_LINE_QUANTITY } from './constants';
import {
  NextSlabSchema,
  QuickOrderAddedSchema,
  QuickOrderPreviewSchema,
  QuickOrderRejectedSchema,
} from './pricing';

export const CART_TYPES = ['CART', 'WISHLIST'] as const;
export type CartType = (typeof CART_TYPES)[number];
export const CartTypeSchema = z.enum(CART_TYPES);

export const CartItemSchema = z.object({
  cart_item_id: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  product_slug: z.string(),
  sku: z.string(),
  manufacturer_name: z.string(),
  thumbnail_url: z.string().nullable(),
  /** A ready signed URL of the picture (docs/decisions/130), or null. */
  thumbnail_src: z.string().nullable().optional(),
  quantity: z.number().int(),
  /** The slab price for the line's quantity (decisions.md › Buying in quantity). */
  unit_price: RupeesSchema,
  /** The public (slab) price of a unit: beside a member's company price (decisions.md › §22). */
  list_unit_price: RupeesSchema.optional(),
  total_price: RupeesSchema,
  in_stock: z.boolean(),
  stock_quantity: z.number().int(),
  pack_size: z.number().int(),
  min_order_qty: z.number().int(),
  /** The next higher slab, when the product has one above this quantity. */
  next_slab: NextSlabSchema.nullable(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const CartSchema = z.object({
  cart_id: z.string(),
  cart_type: CartTypeSchema,
  total_amount: RupeesSchema,
  total_items: z.number().int(),
  items: z.array(CartItemSchema),
});
export type Cart = z.infer<typeof CartSchema>;
export const CartResponseSchema = envelope(CartSchema);

export const CartTypeParamsSchema = z.object({ cartType: CartTypeSchema });

/** A JSON number (never coerced: `null`, `""`, `"0x10"` or `true` are refused, issue 16). */
const QuantitySchema = z
  .number({ error: 'Quantity must be a number' })
  .int('Quantity must be a whole number')
  .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`);

export const AddCartItemBodySchema = z.object({
  product_id: UuidSchema,
  quantity: QuantitySchema.min(1, 'Quantity must be at least 1').default(1),
  cart_type: CartTypeSchema.default('CART'),
});
export type AddCartItemBody = z.infer<typeof AddCartItemBodySchema>;

export const UpdateCartItemBodySchema = z.object({
  quantity: QuantitySchema.min(0, 'Quantity must be 0 or more'),
  cart_type: CartTypeSchema.default('CART'),
});
export type UpdateCartItemBody = z.infer<typeof UpdateCartItemBodySchema>;

/** POST /cart/quick-add: every valid line added, the others refused with their reason. */
export const QuickAddResultSchema = z.object({
  cart: CartSchema,
  added: z.array(QuickOrderAddedSchema),
  rejected: z.array(QuickOrderRejectedSchema),
});
export type QuickAddResult = z.infer<typeof QuickAddResultSchema>;
export const QuickAddResponseSchema = envelope(QuickAddResultSchema);
export const QuickOrderPreviewResponseSchema = envelope(QuickOrderPreviewSchema);
