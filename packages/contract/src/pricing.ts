import { z } from 'zod';
import { FieldErrorSchema, RupeesSchema } from './common';

/**
 * Buying in quantity (decisions.md › Buying in quantity, docs/decisions/190): pack sizes,
 * minimum orders and price slabs. Pure functions shared by the server (cart, order, invoice,
 * later quotes) and the web (the product page's preview), so both answer the same price.
 * They work in any one money unit: the server passes paise, the web rupees.
 */

/** The most of one product a cart line or an order line holds. */
export const MAX_LINE_QUANTITY = 10_000;
export const MAX_PACK_SIZE = 1_000;
export const MAX_PRICE_SLABS = 5;

/** One price slab: from `min_quantity` units on, each unit costs `price` (GST included). */
export interface Slab {
  min_quantity: number;
  price: number;
}

export interface QuantityTerms {
  pack_size: number;
  min_order_qty: number;
}

export const PriceSlabSchema = z.object({ min_quantity: z.number().int(), price: RupeesSchema });
export type PriceSlab = z.infer<typeof PriceSlabSchema>;
export const NextSlabSchema = PriceSlabSchema;

/**
 * The unit price for `quantity`: the list price up to the first slab, then the price of the
 * highest slab whose minimum the quantity reaches. `slabs` rise by `min_quantity`.
 */
export function unitPriceAt(listPrice: number, slabs: readonly Slab[], quantity: number): number {
  let price = listPrice;
  for (const s of slabs) {
    if (quantity >= s.min_quantity) price = s.price;
    else break;
  }
  return price;
}

/** The first slab above `quantity` (what the cart line says buying more would pay), or null. */
export function nextSlabAt<S extends { min_quantity: number }>(
  slabs: readonly S[],
  quantity: number,
): S | null {
  return slabs.find((s) => s.min_quantity > quantity) ?? null;
}

/** The literal refusals of decisions.md › Buying in quantity. */
export const minimumOrderMessage = (n: number) => `The minimum order for this product is ${n}`;
export const packSizeMessage = (n: number) => `This product is sold in packs of ${n}`;

/** Why a line of `quantity` units breaks the product's terms (minimum first), or null. */
export function quantityProblem(terms: QuantityTerms, quantity: number): string | null {
  if (quantity < terms.min_order_qty) return minimumOrderMessage(terms.min_order_qty);
  if (quantity % terms.pack_size !== 0) return packSizeMessage(terms.pack_size);
  return null;
}

/**
 * The slab table as the product page shows it: "1-9: ₹450", "10-49: ₹420 each", "50+: ₹399
 * each" (rows of `from`, `to` (null for the last) and the unit price).
 */
export function slabRows(
  listPrice: number,
  terms: QuantityTerms,
  slabs: readonly Slab[],
): { from: number; to: number | null; price: number }[] {
  const rows: { from: number; to: number | null; price: number }[] = [];
  const starts = [{ min_quantity: terms.min_order_qty, price: listPrice }, ...slabs];
  starts.forEach((s, i) => {
    const next = starts[i + 1];
    rows.push({
      from: s.min_quantity,
      to: next ? next.min_quantity - terms.pack_size : null,
      price: s.price,
    });
  });
  return rows;
}

const rupees = (n: number) => `₹${Number(n.toFixed(2))}`;

/**
 * Staff input rules (the product form and the staff API): every contradiction named by its
 * field, e.g. `price_slabs.1.price`. Values in rupees; `price` is the product's list price.
 */
export function quantityTermsProblems(v: {
  price: number;
  pack_size: number;
  min_order_qty: number;
  price_slabs: readonly Slab[];
}): z.infer<typeof FieldErrorSchema>[] {
  const problems: z.infer<typeof FieldErrorSchema>[] = [];
  const add = (field: string, message: string) => problems.push({ field, message });
  const pack = v.pack_size;
  if (v.min_order_qty % pack !== 0) {
    add('min_order_qty', `Minimum order must be a multiple of the pack size (${pack})`);
  }
  let prevQty = v.min_order_qty;
  let prevPrice = v.price;
  v.price_slabs.forEach((s, i) => {
    const at = `price_slabs.${i}`;
    if (s.min_quantity <= prevQty) {
      add(
        `${at}.min_quantity`,
        i === 0
          ? `Slab quantity must be above the minimum order (${v.min_order_qty})`
          : `Slab quantities must rise: ${s.min_quantity} is not above ${prevQty}`,
      );
    } else if (s.min_quantity % pack !== 0) {
      add(`${at}.min_quantity`, `Slab quantity must be a multiple of the pack size (${pack})`);
    }
    if (s.price >= prevPrice) {
      add(
        `${at}.price`,
        i === 0
          ? `Slab price must be below the price (${rupees(v.price)})`
          : `Slab prices must fall: ${rupees(s.price)} is not below ${rupees(prevPrice)}`,
      );
    }
    prevQty = Math.max(prevQty, s.min_quantity);
    prevPrice = Math.min(prevPrice, s.price);
  });
  return problems;
}

/* ---------------------------------------- quick order ---------------------------------------- */

export const MAX_QUICK_ORDER_LINES = 200;

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
