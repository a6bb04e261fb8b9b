import { z } from 'zod';
import { CalendarDateSchema, envelope, RupeesSchema, UuidSchema } from './common';

/** Prices agreed with a company (decisions.md › §22, docs/decisions/350). */
export const MAX_LIST_PRICES = 1000;
export const MAX_LIST_DISCOUNTS = 50;
/** The most products one `GET /companies/mine/prices` answers. */
export const MAX_PRICE_QUERY_IDS = 100;

export const PRICE_LIST_MESSAGES = {
  price: "A fixed price must be above 0 and below the product's own price",
  unknownProduct: 'Unknown product',
  percent: 'Percent off must be 0.5 to 90 in steps of 0.5',
  unknownCompany: 'Unknown company',
  unknownGroup: 'Unknown maker or category',
  dates: 'Valid from must not be after valid until',
  notMember: 'Only members of a company have company prices',
  notFound: 'Price list not found',
} as const;

export const PriceListPriceSchema = z.object({
  product_id: UuidSchema,
  price: z
    .number({ message: PRICE_LIST_MESSAGES.price })
    .positive(PRICE_LIST_MESSAGES.price)
    .multipleOf(0.01, PRICE_LIST_MESSAGES.price),
});
export const PriceListDiscountSchema = z.object({
  category_id: UuidSchema.nullable().optional(),
  manufacturer_id: UuidSchema.nullable().optional(),
  percent_off: z
    .number({ message: PRICE_LIST_MESSAGES.percent })
    .min(0.5, PRICE_LIST_MESSAGES.percent)
    .max(90, PRICE_LIST_MESSAGES.percent)
    .multipleOf(0.5, PRICE_LIST_MESSAGES.percent),
});

const nameSchema = z
  .string({ message: 'Please fill in Name' })
  .trim()
  .min(1, 'Please fill in Name')
  .max(120, 'Name must be at most 120 characters');

const priceListFields = {
  name: nameSchema,
  company_ids: z.array(UuidSchema).max(200, 'At most 200 companies a list'),
  valid_from: CalendarDateSchema.nullable(),
  valid_until: CalendarDateSchema.nullable(),
  prices: z
    .array(PriceListPriceSchema)
    .max(MAX_LIST_PRICES, `At most ${MAX_LIST_PRICES} prices a list`),
  discounts: z
    .array(PriceListDiscountSchema)
    .max(MAX_LIST_DISCOUNTS, `At most ${MAX_LIST_DISCOUNTS} discounts a list`),
};
export const PriceListBodySchema = z.object({
  name: priceListFields.name,
  company_ids: priceListFields.company_ids.default([]),
  valid_from: priceListFields.valid_from.default(null),
  valid_until: priceListFields.valid_until.default(null),
  prices: priceListFields.prices.default([]),
  discounts: priceListFields.discounts.default([]),
});
export type PriceListBody = z.input<typeof PriceListBodySchema>;
/** PATCH: the fields given replace the list's (prices and discounts whole). */
export const PriceListPatchSchema = z.object(priceListFields).partial();
export type PriceListPatch = z.input<typeof PriceListPatchSchema>;

export const PriceListSchema = z.object({
  price_list_id: z.string(),
  name: z.string(),
  company_ids: z.array(z.string()),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  prices: z.array(z.object({ product_id: z.string(), price: RupeesSchema })),
  discounts: z.array(
    z.object({
      category_id: z.string().nullable(),
      manufacturer_id: z.string().nullable(),
      percent_off: z.number(),
    }),
  ),
});
export type PriceList = z.infer<typeof PriceListSchema>;
/** A list in the staff's table: its companies by name and how many prices and discounts. */
export const PriceListSummarySchema = z.object({
  price_list_id: z.string(),
  name: z.string(),
  company_ids: z.array(z.string()),
  companies: z.array(z.object({ company_id: z.string(), legal_name: z.string() })),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  price_count: z.number().int(),
  discount_count: z.number().int(),
});
export type PriceListSummary = z.infer<typeof PriceListSummarySchema>;
export const PriceListsQuerySchema = z.object({ company_id: UuidSchema.optional() });
export const PriceListResponseSchema = envelope(PriceListSchema);
export const PriceListsResponseSchema = envelope(
  z.object({ price_lists: z.array(PriceListSummarySchema) }),
);

export const PRICE_SOURCES = ['LIST', 'SLAB', 'PRICE_LIST', 'DISCOUNT'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];
export const MemberPricesQuerySchema = z.object({
  product_ids: z
    .string({ message: 'Please give product_ids' })
    .transform((s) => [
      ...new Set(
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(UuidSchema)
        .min(1, 'Please give product_ids')
        .max(MAX_PRICE_QUERY_IDS, `At most ${MAX_PRICE_QUERY_IDS} product_ids`),
    ),
});
export const MemberPriceSchema = z.object({
  product_id: z.string(),
  /** The product's own price (at its minimum order). */
  list_price: RupeesSchema,
  /** The company price at the product's minimum order. */
  price: RupeesSchema,
  source: z.enum(PRICE_SOURCES),
  /** What the company price is made of, so the product page can price every slab row. */
  fixed_price: RupeesSchema.nullable(),
  percent_off: z.number().nullable(),
});
export type MemberPrice = z.infer<typeof MemberPriceSchema>;
export const MemberPricesResponseSchema = envelope(
  z.object({ prices: z.array(MemberPriceSchema) }),
);

/** A price less `percentOff` %, rounded to the paisa (paise in, paise out): server and web alike. */
export const discountedPaise = (paise: number, percentOff: number): number =>
  Math.round((paise * (10_000 - Math.round(percentOff * 100))) / 10_000);

/** The company price of one slab row (the web's product page; the server's rule, in rupees). */
export function memberSlabPrice(
  slabPrice: number,
  p: Pick<MemberPrice, 'fixed_price' | 'percent_off'>,
): number {
  const slab = Math.round(slabPrice * 100);
  let best = slab;
  if (p.fixed_price !== null) best = Math.min(best, Math.round(p.fixed_price * 100));
  if (p.percent_off !== null) best = Math.min(best, discountedPaise(slab, p.percent_off));
  return best / 100;
}

/** The staff editor's lookup: products by part number (pasted "SKU, price" lines) or by id. */
export const PriceListLookupBodySchema = z.object({
  skus: z.array(z.string().max(100)).max(MAX_LIST_PRICES).default([]),
  product_ids: z.array(UuidSchema).max(MAX_LIST_PRICES).default([]),
});
export const PriceListProductSchema = z.object({
  product_id: z.string(),
  sku: z.string(),
  name: z.string(),
  price: RupeesSchema,
});
export type PriceListProduct = z.infer<typeof PriceListProductSchema>;
export const PriceListLookupResponseSchema = envelope(
  z.object({
    /** Found products; `skus` given are matched in any spacing, as quick order matches them. */
    products: z.array(PriceListProductSchema.extend({ matched_sku: z.string().nullable() })),
    unknown_skus: z.array(z.string()),
  }),
);
export type PriceListLookup = z.infer<typeof PriceListLookupResponseSchema>['data'];
