import { z } from 'zod';
import { envelope, notFormula, RupeesSchema, UuidSchema } from './common';
import { MAX_LINE_QUANTITY } from './constants';
import { QuickAddResultSchema } from './cart';

/**
 * Buying lists (decisions.md › §23): a customer's own, or shared with their company (every
 * member sees it; ADMINs and BUYERs change it, VIEWERs read it). Quantities keep §14's pack
 * rules.
 */
export const MAX_LISTS = 50;
export const MAX_LIST_ITEMS = 500;

export const LIST_MESSAGES = {
  notFound: 'List not found',
  tooMany: `You can keep at most ${MAX_LISTS} lists`,
  tooManyItems: `A list can hold at most ${MAX_LIST_ITEMS} products`,
  noCompany: 'Only a member of a company can share a list with it',
  viewer: 'A VIEWER can only read the company’s lists',
  unshare: 'Only the customer who made a list can stop sharing it',
  duplicate: 'A product can be on a list only once',
  unknownProduct: 'This product is not available',
} as const;

const noNul = (s: string) => !s.includes('\u0000');
const NameSchema = notFormula(
  z
    .string({ message: 'Please fill in the list name' })
    .trim()
    .min(1, { message: 'Please fill in the list name', abort: true })
    .max(100, 'List name must be at most 100 characters')
    .refine(noNul, 'Please fill in the list name'),
  'List name',
);

export const ListItemBodySchema = z.object({
  product_id: UuidSchema,
  quantity: z
    .number({ message: 'Quantity must be a whole number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`),
});
const ItemsSchema = z.array(ListItemBodySchema).max(MAX_LIST_ITEMS, LIST_MESSAGES.tooManyItems);

export const CreateListBodySchema = z.object({
  name: NameSchema,
  shared: z.boolean().optional(),
  items: ItemsSchema.optional(),
});
export type CreateListBody = z.input<typeof CreateListBodySchema>;
export const UpdateListBodySchema = z.object({
  name: NameSchema.optional(),
  shared: z.boolean().optional(),
  /** The whole set of lines (replaces the list's). */
  items: ItemsSchema.optional(),
});
export type UpdateListBody = z.input<typeof UpdateListBodySchema>;
export const ListParamsSchema = z.object({ id: UuidSchema });

/** A line as the list's page shows it: today's price for the caller, and the stock. */
export const ListLineSchema = z.object({
  product_id: z.string(),
  quantity: z.number().int(),
  name: z.string(),
  slug: z.string(),
  sku: z.string(),
  pack_size: z.number().int(),
  min_order_qty: z.number().int(),
  /** The unit price today at this quantity (the company's where it has one), rupees. */
  unit_price: RupeesSchema,
  /** The product's own price, rupees. */
  list_price: RupeesSchema,
  stock_quantity: z.number().int(),
  /** False when the product is withdrawn. */
  available: z.boolean(),
});
export type ListLine = z.infer<typeof ListLineSchema>;

export const BuyingListSchema = z.object({
  list_id: z.string(),
  name: z.string(),
  shared: z.boolean(),
  /** Who made it (null: a customer no longer here). */
  owner_name: z.string().nullable(),
  /** Whether the caller may change it. */
  can_edit: z.boolean(),
  /** Whether the caller made it (only its maker stops sharing it). */
  owned: z.boolean().optional(),
  updated_at: z.string(),
  items: z.array(z.object({ product_id: z.string(), quantity: z.number().int() })),
  /** Only in GET/POST/PATCH of one list. */
  lines: z.array(ListLineSchema).optional(),
});
export type BuyingList = z.infer<typeof BuyingListSchema>;
export const BuyingListResponseSchema = envelope(BuyingListSchema);
export const BuyingListsResponseSchema = envelope(z.array(BuyingListSchema));
/** POST /lists/{id}/to-cart answers like quick order. */
export const ListToCartResponseSchema = envelope(QuickAddResultSchema);
