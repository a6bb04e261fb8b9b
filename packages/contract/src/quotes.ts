import { z } from 'zod';
import { MALFORMED_PINCODE_MESSAGE, MAX_LINE_QUANTITY, PINCODE_RE } from './constants';
import {
  CalendarDateSchema,
  envelope,
  IsoDateSchema,
  page,
  PagingQuerySchema,
  RupeesSchema,
  UuidSchema,
} from './common';
import { CreateOrderBodySchema } from './orders';
import { MAX_PRICE_RUPEES } from './admin';

/* Request for quote (decisions.md › Request for quote). */

export const QUOTE_STATUSES = [
  'REQUESTED',
  'QUOTED',
  'ACCEPTED',
  'DECLINED',
  'EXPIRED',
  'REJECTED',
] as const;
export const QuoteStatusSchema = z.enum(QUOTE_STATUSES);
export type QuoteStatus = z.infer<typeof QuoteStatusSchema>;

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  REQUESTED: 'Requested',
  QUOTED: 'Quoted',
  ACCEPTED: 'Ordered',
  DECLINED: 'Declined',
  EXPIRED: 'Expired',
  REJECTED: 'Turned down',
};

export const MAX_QUOTE_LINES = 200;
/** How far ahead staff may set a quote's validity. */
export const QUOTE_MAX_VALID_DAYS = 30;
export const QUOTE_SERIES = 'QUOTE';
export const QUOTE_PREFIX = 'Q';

export const QUOTE_MESSAGES = {
  requested: 'Your request for quote has been sent',
  quoted: 'Quote sent to the customer',
  rejected: 'Request turned down',
  declined: 'Quote declined',
  notFound: 'Quote not found',
  noLines: 'Add at least one product to the quote',
  tooManyLines: `A quote can have at most ${MAX_QUOTE_LINES} lines`,
  productGone: 'A product in your request is no longer available',
  neededByPast: 'The needed-by date cannot be in the past',
  validUntilRange: `Valid until must be from today up to ${QUOTE_MAX_VALID_DAYS} days ahead`,
  priceZero: 'The unit price must be more than zero',
  priceAboveList: 'The unit price cannot be above the list price',
  missingPrice: 'Give every line a unit price',
  unknownLine: 'That line is not part of this quote',
  notRequested: 'Only a new request can be quoted or turned down',
  alreadyOrdered: 'This quote has already been ordered',
  expired: 'This quote has expired',
  declinedAlready: 'This quote was declined',
  rejectedAlready: 'This request was turned down',
  notQuotedYet: 'This quote has not been answered yet',
  reasonRequired: 'Please give a reason',
} as const;

/** POST /quotes/{id}/order with an address elsewhere (docs/decisions/211): 400 on `pincode`. */
export const quotePincodeMessage = (pincode: string) =>
  `This quote was priced for delivery to pincode ${pincode}`;

const QuoteQuantitySchema = z
  .number({ error: 'Quantity must be a number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`);

export const CreateQuoteBodySchema = z.object({
  lines: z
    .array(
      z.object({
        product_id: UuidSchema,
        quantity: QuoteQuantitySchema,
        target_price: RupeesSchema.positive('The target price must be more than zero')
          // bounded as a product's price is (issue 43.23: a huge number lost its last digits)
          .max(MAX_PRICE_RUPEES, 'The target price must be at most ₹1,00,00,000')
          .optional(),
      }),
    )
    .min(1, QUOTE_MESSAGES.noLines)
    .max(MAX_QUOTE_LINES, QUOTE_MESSAGES.tooManyLines),
  note: z.string().trim().max(2000).optional(),
  needed_by: CalendarDateSchema.optional(),
  pincode: z.string().regex(PINCODE_RE, MALFORMED_PINCODE_MESSAGE),
});
export type CreateQuoteBody = z.input<typeof CreateQuoteBodySchema>;

export const QuoteLineSchema = z.object({
  quote_line_id: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  product_slug: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  target_price: RupeesSchema.nullable(),
  /** The staff's price of one unit (GST included); null until quoted. */
  unit_price: RupeesSchema.nullable(),
  total_price: RupeesSchema.nullable(),
  /** For reference: today's list price and the slab price at this quantity. */
  list_price: RupeesSchema,
  slab_price: RupeesSchema,
  /**
   * The list price when staff quoted the line, kept with the quote (issue 43.12): what the
   * quoted price is set against once the quote is answered. Null until quoted (and for lines
   * quoted before it was kept).
   */
  quoted_list_price: RupeesSchema.nullable(),
  gst_rate: z.number(),
});
export type QuoteLine = z.infer<typeof QuoteLineSchema>;

export const QuoteSchema = z.object({
  quote_id: z.string(),
  number: z.string(),
  status: QuoteStatusSchema,
  lines: z.array(QuoteLineSchema),
  note: z.string().nullable(),
  needed_by: z.string().nullable(),
  pincode: z.string(),
  created_at: IsoDateSchema,
  valid_until: z.string().nullable(),
  staff_note: z.string().nullable(),
  /** The customer's reason for declining or the staff's for turning the request down. */
  reason: z.string().nullable(),
  order_id: z.string().nullable(),
  /** Sum of quoted line totals (GST included); null until quoted. */
  total_amount: RupeesSchema.nullable(),
  /** The GST in the total for the pincode's state: CGST+SGST within the seller's state, else IGST. */
  gst: z
    .object({
      supply_type: z.enum(['INTRA_STATE', 'INTER_STATE']),
      taxable_value: RupeesSchema,
      cgst: RupeesSchema,
      sgst: RupeesSchema,
      igst: RupeesSchema,
    })
    .nullable(),
  customer: z.object({
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
});
export type Quote = z.infer<typeof QuoteSchema>;
export const QuoteResponseSchema = envelope(QuoteSchema);
export const QuotePageSchema = envelope(page(QuoteSchema));

export const MyQuotesQuerySchema = PagingQuerySchema;
export const AdminQuotesQuerySchema = PagingQuerySchema.extend({
  status: QuoteStatusSchema.optional(),
});

export const DeclineQuoteBodySchema = z.object({
  reason: z.string().trim().min(1, QUOTE_MESSAGES.reasonRequired).max(500),
});

export const AdminQuotePatchBodySchema = z.union([
  z.object({
    status: z.literal('REJECTED'),
    reason: z.string().trim().min(1, QUOTE_MESSAGES.reasonRequired).max(500),
  }),
  z.object({
    lines: z
      .array(
        z.object({
          quote_line_id: UuidSchema,
          unit_price: RupeesSchema.max(MAX_PRICE_RUPEES, 'The price must be at most ₹1,00,00,000'),
        }),
      )
      .min(1, QUOTE_MESSAGES.missingPrice),
    valid_until: CalendarDateSchema,
    staff_note: z.string().trim().max(2000).optional(),
  }),
]);
export type AdminQuotePatchBody = z.input<typeof AdminQuotePatchBodySchema>;

/** POST /quotes/{id}/order: the checkout body without a cart. */
export const QuoteOrderBodySchema = CreateOrderBodySchema.omit({ cart_id: true });
export type QuoteOrderBody = z.input<typeof QuoteOrderBodySchema>;

export const quoteFileName = (number: string) => `quote-${number.replaceAll('/', '-')}.pdf`;
