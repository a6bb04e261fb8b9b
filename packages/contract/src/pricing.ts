import { z } from 'zod';
import { RupeesSchema } from './common';
import { MAX_QUICK_ORDER_LINES } from './quantity';

/** Shapes of buying in quantity (decisions.md › Buying in quantity); the arithmetic is quantity.ts. */

export const PriceSlabSchema = z.object({ min_quantity: z.number().int(), price: RupeesSchema });
export type PriceSlab = z.infer<typeof PriceSlabSchema>;
export const NextSlabSchema = PriceSlabSchema;

/* ---------------------------------------- quick order ---------------------------------------- */

/**
 * A line as pasted: the part number in any spacing, the quantity as typed (a string such as
 * "ten" or "1e3" is refused on its line with a reason, not as the whole request).
 */
export const QuickOrderLineSchema = z.object({
  sku: z.string({ error: 'Part number must be text' }).max(100, 'Part number is too long'),
  quantity: z.union([z.number(), z.string().max(30, 'Quantity is too long')], {
    error: 'Quantity must be a number or text',
  }),
});
export type QuickOrderLine = z.infer<typeof QuickOrderLineSchema>;

export const QuickAddBodySchema = z.object({
  lines: z
    .array(QuickOrderLineSchema, { error: 'Lines must be a list' })
    .min(1, 'Enter at least one line')
    .max(MAX_QUICK_ORDER_LINES, `At most ${MAX_QUICK_ORDER_LINES} lines at a time`),
});
export type QuickAddBody = z.infer<typeof QuickAddBodySchema>;

/** A line refused: its 1-based position in `lines`, the part number as sent and why. */
export const QuickOrderRejectedSchema = z.object({
  line: z.number().int(),
  sku: z.string(),
  reason: z.string(),
});
export type QuickOrderRejected = z.infer<typeof QuickOrderRejectedSchema>;

export const QuickOrderAddedSchema = z.object({
  line: z.number().int(),
  sku: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  quantity: z.number().int(),
});
export type QuickOrderAdded = z.infer<typeof QuickOrderAddedSchema>;

/** One line of the preview: matched to its product (or not) with its price and stock. */
export const QuickOrderPreviewLineSchema = z.object({
  line: z.number().int(),
  sku: z.string(),
  quantity: z.number().int().nullable(),
  product: z
    .object({
      product_id: z.string(),
      name: z.string(),
      slug: z.string(),
      sku: z.string(),
      manufacturer_name: z.string(),
      price: RupeesSchema,
      pack_size: z.number().int(),
      min_order_qty: z.number().int(),
      stock_quantity: z.number().int(),
    })
    .nullable(),
  unit_price: RupeesSchema.nullable(),
  total_price: RupeesSchema.nullable(),
  /** Null when the line would be added; else why not. */
  reason: z.string().nullable(),
});
export type QuickOrderPreviewLine = z.infer<typeof QuickOrderPreviewLineSchema>;
export const QuickOrderPreviewSchema = z.object({ lines: z.array(QuickOrderPreviewLineSchema) });
export type QuickOrderPreview = z.infer<typeof QuickOrderPreviewSchema>;
