import { z } from 'zod';
import { CalendarDateSchema, envelope, RupeesSchema } from './common';
import { MonthSchema } from './reports';

/* What a company owes, and the accountant's books (decisions.md › §24, §25). */

export const RECEIPT_MESSAGES = {
  amount: 'Please enter an amount above zero',
  future: 'The date received cannot be in the future',
  reference: 'Please enter the payment reference',
  overAllocated: 'An allocation is more than that invoice still owes',
  notOurs: 'An allocation names an order that is not an unpaid credit invoice of this company',
  allocationsOverReceipt: 'The allocations add up to more than the receipt and TDS',
  duplicateOrder: 'Each invoice may be named once in the allocations',
  period: 'The statement period may be at most 2 years',
  fromAfterTo: 'The start of the period must not be after its end',
  msmeCreditDays:
    'Credit terms above 45 days are not allowed for an MSME supplier (MSMED Act, 2006, s. 15)',
} as const;

/** Rupees above zero, to the paisa. */
const PositiveRupees = z
  .number({ message: RECEIPT_MESSAGES.amount })
  .multipleOf(0.01, { message: 'Amounts are in rupees with at most 2 decimals' })
  .refine((n) => n > 0, RECEIPT_MESSAGES.amount);

/** Staff: POST /admin/companies/{id}/receipts. */
export const ReceiptBodySchema = z.object({
  amount: PositiveRupees.refine((n) => n <= 100_000_000, 'The amount is too large'),
  received_on: CalendarDateSchema,
  reference: z
    .string({ message: RECEIPT_MESSAGES.reference })
    .trim()
    .min(1, RECEIPT_MESSAGES.reference)
    .max(60, 'The reference may be at most 60 characters'),
  tds_amount: RupeesSchema.refine((n) => n <= 100_000_000, 'The TDS is too large').optional(),
  allocations: z
    .array(z.object({ order_id: z.string().uuid('Please name an order'), amount: PositiveRupees }))
    .max(200)
    .optional(),
});
export type ReceiptBody = z.input<typeof ReceiptBodySchema>;

export const ReceiptSchema = z.object({
  receipt_id: z.string(),
  number: z.string(),
  company_id: z.string(),
  amount: RupeesSchema,
  tds_amount: RupeesSchema,
  received_on: z.string(),
  reference: z.string(),
  allocations: z.array(
    z.object({ order_id: z.string(), invoice_number: z.string(), amount: RupeesSchema }),
  ),
  /** What of this receipt no invoice took yet (kept as an advance). */
  unallocated: RupeesSchema,
});
export type Receipt = z.infer<typeof ReceiptSchema>;
export const ReceiptResponseSchema = envelope(ReceiptSchema);

export const AGEING_BUCKETS = [
  'not_due',
  'days_1_30',
  'days_31_60',
  'days_61_90',
  'days_over_90',
] as const;
export const AGEING_LABELS: Record<(typeof AGEING_BUCKETS)[number], string> = {
  not_due: 'Not due',
  days_1_30: '1-30 days',
  days_31_60: '31-60 days',
  days_61_90: '61-90 days',
  days_over_90: 'Over 90 days',
};
export const AgeingSchema = z.object({
  not_due: RupeesSchema,
  days_1_30: RupeesSchema,
  days_31_60: RupeesSchema,
  days_61_90: RupeesSchema,
  days_over_90: RupeesSchema,
});
export type Ageing = z.infer<typeof AgeingSchema>;

export const STATEMENT_KINDS = ['INVOICE', 'RECEIPT', 'TDS', 'CREDIT_NOTE'] as const;
export const StatementEntrySchema = z.object({
  date: z.string(),
  kind: z.enum(STATEMENT_KINDS),
  number: z.string(),
  debit: RupeesSchema,
  credit: RupeesSchema,
  /** Owed after this entry (negative: an advance). */
  balance: z.number(),
});
export type StatementEntry = z.infer<typeof StatementEntrySchema>;
export const StatementSchema = z.object({
  company_id: z.string(),
  legal_name: z.string(),
  gstin: z.string(),
  from: z.string(),
  to: z.string(),
  opening_balance: z.number(),
  entries: z.array(StatementEntrySchema),
  closing_balance: z.number(),
  ageing: AgeingSchema,
});
export type Statement = z.infer<typeof StatementSchema>;
export const StatementResponseSchema = envelope(StatementSchema);
export const StatementQuerySchema = z.object({
  from: CalendarDateSchema,
  to: CalendarDateSchema,
  format: z.enum(['json', 'pdf'], { message: 'format must be json or pdf' }).default('json'),
});
export type StatementQuery = z.input<typeof StatementQuerySchema>;
export const statementFileName = (gstin: string, from: string, to: string) =>
  `statement-${gstin}-${from}-${to}.pdf`;

/** Staff: GET /admin/companies/{id}/account: what the company owes today, and its receipts. */
export const CompanyAccountSchema = z.object({
  company_id: z.string(),
  outstanding: RupeesSchema,
  overdue: RupeesSchema,
  advance: RupeesSchema,
  ageing: AgeingSchema,
  open_invoices: z.array(
    z.object({
      order_id: z.string(),
      invoice_number: z.string(),
      invoice_date: z.string(),
      due_date: z.string().nullable(),
      total: RupeesSchema,
      owed: RupeesSchema,
    }),
  ),
  receipts: z.array(ReceiptSchema),
});
export type CompanyAccount = z.infer<typeof CompanyAccountSchema>;
export const CompanyAccountResponseSchema = envelope(CompanyAccountSchema);

/** Staff: GET /admin/reports/tally.xml. */
export const TallyQuerySchema = z.object({
  month: MonthSchema,
  masters: z
    .enum(['true', 'false'], { message: 'masters must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
});
export const tallyFileName = (month: string) => `tally-${month}.xml`;
