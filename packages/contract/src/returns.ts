import { z } from 'zod';
import { EInvoiceRefSchema } from './einvoices';
import {
  envelope,
  IsoDateSchema,
  page,
  PagingQuerySchema,
  RupeesSchema,
  UuidSchema,
} from './common';

/* Returns and GST credit notes (decisions.md › Returns and credit notes). */

export const RETURN_STATUSES = [
  'REQUESTED',
  'APPROVED',
  'REJECTED',
  'RECEIVED',
  'REFUNDED',
] as const;
export const ReturnStatusSchema = z.enum(RETURN_STATUSES);
export type ReturnStatus = z.infer<typeof ReturnStatusSchema>;

export const RETURN_REASONS = [
  'DAMAGED',
  'WRONG_ITEM',
  'NOT_AS_DESCRIBED',
  'NO_LONGER_NEEDED',
] as const;
export const ReturnReasonSchema = z.enum(RETURN_REASONS, {
  message: 'Please choose a reason for the return',
});
export type ReturnReason = z.infer<typeof ReturnReasonSchema>;

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  DAMAGED: 'Arrived damaged',
  WRONG_ITEM: 'Wrong item sent',
  NOT_AS_DESCRIBED: 'Not as described',
  NO_LONGER_NEEDED: 'No longer needed',
};

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  REQUESTED: 'Return requested',
  APPROVED: 'Return approved',
  REJECTED: 'Return rejected',
  RECEIVED: 'Return received',
  REFUNDED: 'Refunded',
};

/** Staff may move a return only along these arrows (decisions.md › Returns and credit notes). */
export const RETURN_TRANSITIONS: Record<ReturnStatus, readonly ReturnStatus[]> = {
  REQUESTED: ['APPROVED', 'REJECTED'],
  APPROVED: ['RECEIVED'],
  REJECTED: [],
  RECEIVED: ['REFUNDED'],
  REFUNDED: [],
};

/** At most this many pictures with a return, checked as the image service checks uploads. */
export const RETURN_PHOTOS_MAX = 3;
export const RETURN_NOTE_MAX = 1000;

export const RETURN_MESSAGES = {
  created: 'Return requested',
  notDelivered: 'Only a delivered order can be returned',
  windowClosed: 'The return window for this order has closed',
  notInOrder: 'This item is not part of the order',
  duplicateLine: 'Each item may appear only once in a return',
  noInvoice: 'This order has no tax invoice to return against',
  tooManyPhotos: `At most ${RETURN_PHOTOS_MAX} pictures can be added to a return`,
  unknownPhoto: 'Please upload the picture again',
  rejectRemarks: 'Please give a reason for rejecting the return',
  refundReference: 'Please enter the refund reference',
  alreadyReceived: 'This return has already been received',
  linesOnlyWhenReceived: 'Lines can be marked damaged only when the return is received',
  unknownReturnLine: 'This line is not part of the return',
  creditNoteNotIssued: 'The credit note is issued when the return is received',
  returnNotFound: 'Return not found',
} as const;

/** "You can return at most 2 of Cordless Drill 18V" / "... has already been returned in full". */
export const returnQuantityMessage = (productName: string, returnable: number) =>
  returnable <= 0
    ? `${productName} has already been returned in full`
    : `You can return at most ${returnable} of ${productName}`;

export const ReturnLineInputSchema = z.object({
  order_item_id: UuidSchema,
  quantity: z
    .number({ message: 'Please enter a quantity' })
    .int('Please enter a whole number')
    .min(1, 'Please enter a quantity of at least 1')
    .max(10_000, 'Please enter a quantity of at most 10,000'),
});

const noNul = (s: string) => !s.includes('\u0000');

export const CreateReturnBodySchema = z.object({
  lines: z
    .array(ReturnLineInputSchema, { message: 'Please choose the items to return' })
    .min(1, 'Please choose the items to return')
    .max(100, 'A return may hold at most 100 lines'),
  reason: ReturnReasonSchema,
  note: z
    .string()
    .trim()
    .max(RETURN_NOTE_MAX, `Note must be at most ${RETURN_NOTE_MAX} characters`)
    .refine(noNul, 'Please remove unusual characters from the note')
    .optional(),
  /** Object keys answered by POST /returns/photos. */
  photos: z
    .array(z.string().max(200))
    .max(RETURN_PHOTOS_MAX, RETURN_MESSAGES.tooManyPhotos)
    .optional(),
});
export type CreateReturnBody = z.input<typeof CreateReturnBodySchema>;

export const ReturnLineSchema = z.object({
  return_line_id: z.string(),
  order_item_id: z.string(),
  product_name: z.string(),
  product_sku: z.string(),
  quantity: z.number().int(),
  unit_price: RupeesSchema,
  /** Set by staff on receipt: true = written off, false = back into stock; null before. */
  damaged: z.boolean().nullable(),
});
export type ReturnLine = z.infer<typeof ReturnLineSchema>;

export const CreditNoteSummarySchema = z.object({
  number: z.string(),
  issued_at: IsoDateSchema,
  invoice_number: z.string(),
  invoice_date: IsoDateSchema,
  taxable_value: RupeesSchema,
  cgst: RupeesSchema,
  sgst: RupeesSchema,
  igst: RupeesSchema,
  total_tax: RupeesSchema,
  total_amount: RupeesSchema,
  /** Its registration with the IRP (decisions.md › §21); null for consumers and when e-invoicing is off. */
  e_invoice: EInvoiceRefSchema.nullable().optional(),
});
export type CreditNoteSummary = z.infer<typeof CreditNoteSummarySchema>;

export const ReturnHistoryEntrySchema = z.object({
  status: ReturnStatusSchema,
  changed_at: IsoDateSchema,
  remarks: z.string().nullable(),
});

export const ReturnPhotoSchema = z.object({
  object_key: z.string(),
  /** A signed URL valid for a while (the image service's). */
  url: z.string().nullable(),
});

export const ReturnSchema = z.object({
  return_id: z.string(),
  number: z.string(),
  order_id: z.string(),
  order_number: z.string(),
  status: ReturnStatusSchema,
  lines: z.array(ReturnLineSchema),
  reason: ReturnReasonSchema,
  note: z.string().nullable(),
  photos: z.array(ReturnPhotoSchema),
  remarks: z.string().nullable(),
  created_at: IsoDateSchema,
  updated_at: IsoDateSchema,
  /** The credit note's total once issued (the refund due); null before. */
  refund_amount: RupeesSchema.nullable(),
  refund_reference: z.string().nullable(),
  history: z.array(ReturnHistoryEntrySchema),
  credit_note: CreditNoteSummarySchema.nullable(),
});
export type Return = z.infer<typeof ReturnSchema>;
export const ReturnResponseSchema = envelope(ReturnSchema);
export const ReturnListResponseSchema = envelope(z.array(ReturnSchema));
export const ReturnPageSchema = envelope(page(ReturnSchema));

/** What the Return items form needs: the window and how much of each line may still go back. */
export const ReturnEligibilitySchema = z.object({
  order_id: z.string(),
  delivered_at: IsoDateSchema.nullable(),
  window_days: z.number().int(),
  /** The last instant a return may be asked for; null before delivery. */
  window_ends_at: IsoDateSchema.nullable(),
  /** Whole days left (0 on the last day); null before delivery. */
  days_left: z.number().int().nullable(),
  open: z.boolean(),
  /** Why no return can be asked for now, or null. */
  closed_reason: z.string().nullable(),
  lines: z.array(
    z.object({
      order_item_id: z.string(),
      delivered: z.number().int(),
      returnable: z.number().int(),
    }),
  ),
});
export type ReturnEligibility = z.infer<typeof ReturnEligibilitySchema>;
export const ReturnEligibilityResponseSchema = envelope(ReturnEligibilitySchema);

export const MyReturnsQuerySchema = PagingQuerySchema.extend({
  limit: PagingQuerySchema.shape.limit.default(100),
});

export const ReturnPhotoUploadSchema = z.object({
  object_key: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  preview_url: z.string(),
});
export const ReturnPhotoUploadResponseSchema = envelope(ReturnPhotoUploadSchema);

/* ----- staff ----- */

export const AdminReturnSchema = ReturnSchema.extend({
  customer_name: z.string(),
  customer_phone: z.string(),
  user_id: z.string(),
});
export type AdminReturn = z.infer<typeof AdminReturnSchema>;
export const AdminReturnResponseSchema = envelope(AdminReturnSchema);
export const AdminReturnPageSchema = envelope(page(AdminReturnSchema));

export const AdminReturnsQuerySchema = PagingQuerySchema.extend({
  status: ReturnStatusSchema.optional(),
});

export const ChangeReturnBodySchema = z.object({
  status: ReturnStatusSchema,
  remarks: z
    .string()
    .trim()
    .max(500, 'Remarks must be at most 500 characters')
    .refine(noNul, 'Please remove unusual characters from the remarks')
    .optional(),
  reference: z
    .string()
    .trim()
    .max(40, 'Reference must be at most 40 characters')
    .refine(noNul, 'Please remove unusual characters from the reference')
    .optional(),
  lines: z
    .array(z.object({ return_line_id: UuidSchema, damaged: z.boolean() }))
    .max(100)
    .optional(),
});
export type ChangeReturnBody = z.infer<typeof ChangeReturnBodySchema>;

/** Download name of a credit note: credit-note-CN-26-27-00001.pdf. */
export const creditNoteFileName = (number: string) =>
  `credit-note-${number.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`;
