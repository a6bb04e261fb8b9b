import { z } from 'zod';
import { envelope, notFormula, RupeesSchema } from './common';
import { isValidGstin, normaliseGstin } from './gst';
import { EInvoiceRefSchema } from './einvoices';

/** Paying for an order (decisions.md › Paying for an order) and its GST particulars (decisions.md › GST and invoices). */
/** ON_CREDIT: a company with credit terms pays by the invoice's due date (decisions.md › §16). */
export const PAYMENT_METHODS = ['UPI', 'BANK_TRANSFER', 'COD', 'ON_CREDIT'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);

export const PAYMENT_STATUSES = [
  'PENDING',
  'SUBMITTED',
  'PAID',
  'REFUND_DUE',
  'REFUNDED',
  // an order cancelled before anything was paid owes nothing (decisions.md › §9, amended)
  'CANCELLED',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);

export const PAYMENT_MESSAGES = {
  gstin: 'Please enter a valid GSTIN',
  billingName: 'Please enter the legal name registered for this GSTIN',
  reference: 'Please enter a valid payment reference',
  codUnavailable: 'Cash on delivery is not available for this order',
  invoiceNotIssued: 'The invoice is issued when the order ships',
} as const;

/** Texts never carry a NUL character (PostgreSQL refuses it; nothing legitimate sends it). */
const noNul = (s: string) => !s.includes('\u0000');

/** A GSTIN as typed: blank means none; lower case is upper-cased before the check. */
export const GstinSchema = z
  .string({ message: PAYMENT_MESSAGES.gstin })
  .max(20, PAYMENT_MESSAGES.gstin)
  .transform(normaliseGstin)
  .refine(isValidGstin, PAYMENT_MESSAGES.gstin);

export const BillingNameSchema = notFormula(
  z
    .string({ message: PAYMENT_MESSAGES.billingName })
    .trim()
    .max(200, 'Legal name must be at most 200 characters')
    .refine(noNul, PAYMENT_MESSAGES.billingName),
  'Legal name',
);

/** The fields POST /orders takes besides the address (decisions.md › Paying for an order). */
export const PaymentChoiceShape = {
  payment_method: PaymentMethodSchema.default('UPI'),
  gstin: z.preprocess((v) => (v === '' || v === null ? undefined : v), GstinSchema.optional()),
  billing_name: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    BillingNameSchema.optional(),
  ),
};
export const PaymentChoiceSchema = z.object(PaymentChoiceShape);
export type PaymentChoice = z.input<typeof PaymentChoiceSchema>;

/** A UPI/IMPS UTR (12 digits) or a NEFT/RTGS reference (16-22 letters and digits). */
export const PAYMENT_REFERENCE_RE = /^(\d{12}|[A-Za-z0-9]{16,22})$/;
/** Spaces and dashes a bank app groups a reference with ("1234 5678 9012") go first (docs/decisions/183). */
export const PaymentReferenceSchema = z
  .string({ message: PAYMENT_MESSAGES.reference })
  .max(60, PAYMENT_MESSAGES.reference)
  .transform((s) => s.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .max(40, PAYMENT_MESSAGES.reference)
      .regex(PAYMENT_REFERENCE_RE, PAYMENT_MESSAGES.reference)
      .transform((s) => s.toUpperCase()),
  );
export const PaymentReferenceBodySchema = z.object({ reference: PaymentReferenceSchema });
export type PaymentReferenceBody = z.input<typeof PaymentReferenceBodySchema>;

/** Staff: PATCH /admin/orders/{id}/payment. */
export const AdminPaymentBodySchema = z.object({
  status: z.enum(['PAID', 'REFUNDED'], { message: 'Status must be PAID or REFUNDED' }),
  reference: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string()
      .trim()
      .min(1)
      .max(60, 'Reference must be at most 60 characters')
      .refine(noNul, 'Please enter a valid payment reference')
      .optional(),
  ),
  remarks: z
    .string()
    .trim()
    .max(500, 'Remarks must be at most 500 characters')
    .refine(noNul, 'Remarks must not contain control characters')
    .optional(),
});
export type AdminPaymentBody = z.input<typeof AdminPaymentBodySchema>;

export const PaymentHistoryEntrySchema = z.object({
  status: PaymentStatusSchema,
  changed_at: z.string(),
  reference: z.string().nullable(),
  remarks: z.string().nullable(),
});

export const OrderPaymentSchema = z.object({
  method: PaymentMethodSchema,
  status: PaymentStatusSchema,
  /** What the customer still has to pay (rupees): the total until paid, then 0. */
  amount_due: RupeesSchema,
  /** What was refunded so far (rupees): a paid order with a return refunded stays PAID (issue 43.3). */
  refunded_amount: RupeesSchema,
  reference: z.string().nullable(),
  paid_at: z.string().nullable(),
  /** upi://pay link for a UPI order awaiting payment; null otherwise. */
  upi_uri: z.string().nullable(),
  /** Every payment change, oldest first. */
  history: z.array(PaymentHistoryEntrySchema),
});
export type OrderPayment = z.infer<typeof OrderPaymentSchema>;

export const SUPPLY_TYPES = ['INTRA_STATE', 'INTER_STATE'] as const;
export const SupplyTypeSchema = z.enum(SUPPLY_TYPES);
export const OrderTaxSchema = z.object({
  place_of_supply: z.string(),
  supply_type: SupplyTypeSchema,
  taxable_value: RupeesSchema,
  cgst: RupeesSchema,
  sgst: RupeesSchema,
  igst: RupeesSchema,
  total_tax: RupeesSchema,
});
export type OrderTaxView = z.infer<typeof OrderTaxSchema>;

export const OrderInvoiceRefSchema = z.object({
  number: z.string(),
  issued_at: z.string(),
  /** Its registration with the IRP (decisions.md › §21); null for consumers and when e-invoicing is off. */
  e_invoice: EInvoiceRefSchema.nullable().optional(),
});

/** The buyer's GST details when the order is a business purchase. */
export const OrderBillingSchema = z.object({
  gstin: z.string().nullable(),
  billing_name: z.string().nullable(),
});

/** Fields every order answer carries for paying and GST (spread into OrderSchema). */
export const OrderPaymentFieldsShape = {
  payment: OrderPaymentSchema,
  tax: OrderTaxSchema,
  invoice: OrderInvoiceRefSchema.nullable(),
  gstin: z.string().nullable(),
  billing_name: z.string().nullable(),
};
/** Fields every order item carries (spread into OrderItemSchema). */
export const OrderItemTaxFieldsShape = {
  hsn_code: z.string(),
  gst_rate: z.number().nonnegative(),
  taxable_value: RupeesSchema,
  /** Unit of quantity on the invoice (piece, set, pair, ...). */
  unit: z.string(),
};

/** GET /api/company: what the web needs to take a payment (decisions.md › Company details, decisions.md › Paying for an order). */
export const ShopPaymentDetailsSchema = z.object({
  state: z.string(),
  upi_id: z.string(),
  bank: z.object({
    account_name: z.string(),
    account_number: z.string(),
    ifsc: z.string(),
    bank_name: z.string(),
  }),
  cod_max_rupees: z.number(),
});
export type ShopPaymentDetails = z.infer<typeof ShopPaymentDetailsSchema>;

/** Staff payments view: GET /admin/payments?queue= */
export const PAYMENT_QUEUES = ['AWAITING', 'SUBMITTED', 'REFUND_DUE'] as const;
export type PaymentQueue = (typeof PAYMENT_QUEUES)[number];

export const PaymentMessageSchema = envelope(z.null());
