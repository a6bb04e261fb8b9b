import { z } from 'zod';
import {
  envelope,
  notFormula,
  page,
  PagingQuerySchema,
  PhoneSchema,
  RupeesSchema,
  UuidSchema,
} from './common';
import { GST_STATE_CODES, INDIAN_STATES } from './gst';
import { GstinSchema } from './payments';
import { MemberBranchShape, OrderBranchSchema } from './branches';

/** Business accounts (decisions.md › §16): a company, its members and its credit terms. */
export const COMPANY_ROLES = ['ADMIN', 'BUYER', 'VIEWER'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];
export const CompanyRoleSchema = z.enum(COMPANY_ROLES, {
  message: 'Role must be ADMIN, BUYER or VIEWER',
});
export const CREDIT_DAYS = [7, 15, 30, 45, 60] as const;
export const PO_NUMBER_MAX = 30;

export const COMPANY_MESSAGES = {
  creditLimit: "This order would exceed your company's credit limit",
  noAccount: 'No customer has an account with this phone number',
  alreadyMember: 'This customer already belongs to a company',
  alreadyHasCompany: 'You already belong to a company',
  lastAdmin: 'A company needs at least one ADMIN',
  viewerCannotOrder: 'A VIEWER cannot place or cancel company orders',
  notCompanyMember: 'You can buy only for your own company',
  noCredit: 'Your company has no credit terms',
  ownApproval: 'You cannot approve your own order',
  notPending: 'This order is not waiting for approval',
  creditDays: 'Credit days must be 7, 15, 30, 45 or 60',
  poNumber: `PO number must be at most ${PO_NUMBER_MAX} characters`,
} as const;

const noNul = (s: string) => !s.includes('\u0000');
const text = (label: string, max: number) =>
  z
    .string({ message: `Please fill in ${label}` })
    .trim()
    .min(1, { message: `Please fill in ${label}`, abort: true })
    .max(max, `${label} must be at most ${max} characters`)
    .refine(noNul, `Please fill in ${label}`);

/** Rupees, or null for "no limit". */
const LimitSchema = z
  .number({ message: 'Please enter an amount in rupees' })
  .nonnegative('Please enter an amount in rupees')
  .max(1_000_000_000, 'Please enter an amount in rupees')
  .multipleOf(0.01, 'Please enter an amount in rupees')
  .nullable();

/**
 * A company's registered billing address (decisions.md › §16, amended: the tax invoice's
 * "Bill to"; docs/decisions/332): line, city, state and pincode, as an e-invoice's
 * `BuyerDtls { Addr1, Loc, Stcd, Pin }` needs them. The state is the GSTIN's state.
 */
export const COMPANY_PINCODE_MESSAGE = 'Please enter the 6-digit pincode of the billing address';
export const CompanyBillingAddressSchema = z.object({
  line: z.string(),
  city: z.string(),
  state: z.string(),
  /** Six digits; '' only for an address written before it had parts and never completed. */
  pincode: z.string(),
});
export type CompanyBillingAddress = z.infer<typeof CompanyBillingAddressSchema>;
export const BillingAddressPartsBodySchema = z.object({
  line: text('address line', 300),
  city: text('city', 100),
  pincode: z
    .string({ message: COMPANY_PINCODE_MESSAGE })
    .trim()
    .regex(/^[1-9][0-9]{5}$/, COMPANY_PINCODE_MESSAGE),
});
export type BillingAddressPartsBody = z.input<typeof BillingAddressPartsBodySchema>;

/** The one-line text of a structured address: "line, city, state pincode". */
export function joinBillingAddress(a: CompanyBillingAddress): string {
  const tail = [a.state, a.pincode].filter(Boolean).join(' ');
  return [a.line, a.city, tail].filter(Boolean).join(', ');
}

export const CreateCompanyBodySchema = z
  .object({
    legal_name: notFormula(text('legal name', 200), 'Legal name'),
    gstin: GstinSchema,
    /** The address in parts (what the web form sends). */
    billing_address_parts: BillingAddressPartsBodySchema.optional(),
    /** The address as one text (older clients): split into parts as well as it can be. */
    billing_address: text('billing address', 500).optional(),
  })
  .superRefine((b, ctx) => {
    if (!b.billing_address_parts && !b.billing_address)
      ctx.addIssue({
        code: 'custom',
        path: ['billing_address_parts', 'line'],
        message: 'Please fill in the billing address',
      });
  });
export type CreateCompanyBody = z.input<typeof CreateCompanyBodySchema>;

export const AddMemberBodySchema = z.object({
  phone: PhoneSchema,
  role: CompanyRoleSchema,
  order_limit: LimitSchema.optional(),
});
export type AddMemberBody = z.input<typeof AddMemberBodySchema>;
export const UpdateMemberBodySchema = z.object({
  role: CompanyRoleSchema.optional(),
  order_limit: LimitSchema.optional(),
  ...MemberBranchShape,
});
export type UpdateMemberBody = z.input<typeof UpdateMemberBodySchema>;
export const MemberParamsSchema = z.object({ user_id: UuidSchema });

export const CompanyMemberSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  phone: z.string(),
  role: CompanyRoleSchema,
  /** Rupees; null: no limit. Meaningful for BUYERs. */
  order_limit: RupeesSchema.nullable(),
  /** The branch the member buys for (decisions.md › §23), or null. */
  branch_id: z.string().nullish(),
});
export type CompanyMember = z.infer<typeof CompanyMemberSchema>;

export const BusinessCompanySchema = z.object({
  company_id: z.string(),
  legal_name: z.string(),
  gstin: z.string(),
  /** The registered billing address as one text ("line, city, state pincode"). */
  billing_address: z.string(),
  billing_address_parts: CompanyBillingAddressSchema,
  /** The GSTIN's state (decisions.md › §16). */
  billing_state: z.string(),
  credit_days: z.number().int().nullable(),
  credit_limit: RupeesSchema.nullable(),
  /** Unpaid total of the company's credit orders, rupees. */
  outstanding: RupeesSchema,
  /** The caller's own role in it. */
  my_role: CompanyRoleSchema,
  /** The caller's own branch (decisions.md › §23): their company orders are billed to it. */
  my_branch_id: z.string().nullish(),
  members: z.array(CompanyMemberSchema),
});
export type BusinessCompany = z.infer<typeof BusinessCompanySchema>;
export const CompanyResponseSchema = envelope(BusinessCompanySchema);
/** GET /companies/mine: null when the caller belongs to none. */
export const MyCompanyResponseSchema = envelope(BusinessCompanySchema.nullable());

/** What a company order carries (decisions.md › §16). */
export const OrderCompanySchema = z.object({
  company_id: z.string(),
  legal_name: z.string(),
  gstin: z.string(),
  /** Name of the member who placed it. */
  placed_by: z.string(),
  po_number: z.string().nullable(),
  /** Credit days of an ON_CREDIT order (due date = invoice date + these); else null. */
  credit_days: z.number().int().nullable(),
  /** ISO date the invoice falls due (credit orders with an invoice). */
  due_date: z.string().nullable(),
  /** The branch billed (decisions.md › §23): its GSTIN and address; null: the registered ones. */
  branch: OrderBranchSchema.nullish(),
});
export type OrderCompany = z.infer<typeof OrderCompanySchema>;

/** The fields POST /orders takes for a company purchase. */
export const CompanyOrderShape = {
  company_id: UuidSchema.optional(),
  /** The company's branch billed (decisions.md › §23). */
  branch_id: UuidSchema.optional(),
  po_number: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string()
      .trim()
      .max(PO_NUMBER_MAX, COMPANY_MESSAGES.poNumber)
      .refine(noNul, COMPANY_MESSAGES.poNumber)
      .optional(),
  ),
};

export const RejectOrderBodySchema = z.object({ reason: text('reason', 200) });
export type RejectOrderBody = z.input<typeof RejectOrderBodySchema>;
export const CompanyOrdersQuerySchema = PagingQuerySchema;

/** Staff: PATCH /admin/companies/{id}. */
export const AdminCompanyBodySchema = z.object({
  credit_days: z
    .union([z.literal(7), z.literal(15), z.literal(30), z.literal(45), z.literal(60), z.null()], {
      message: COMPANY_MESSAGES.creditDays,
    })
    .optional(),
  credit_limit: LimitSchema.optional(),
});
export type AdminCompanyBody = z.input<typeof AdminCompanyBodySchema>;

export const AdminCompanySchema = z.object({
  company_id: z.string(),
  legal_name: z.string(),
  gstin: z.string(),
  billing_state: z.string(),
  members: z.number().int(),
  credit_days: z.number().int().nullable(),
  credit_limit: RupeesSchema.nullable(),
  outstanding: RupeesSchema,
  overdue: RupeesSchema,
  /** Days the oldest overdue invoice is past its due date (0: none). */
  overdue_days: z.number().int(),
  /** Unpaid credit orders, oldest first, for "mark paid". */
  unpaid: z.array(
    z.object({
      order_id: z.string(),
      invoice_number: z.string().nullable(),
      amount: RupeesSchema,
      po_number: z.string().nullable(),
      due_date: z.string().nullable(),
      days_overdue: z.number().int(),
    }),
  ),
});
export type AdminCompany = z.infer<typeof AdminCompanySchema>;
export const AdminCompanyPageSchema = envelope(page(AdminCompanySchema));
export const AdminCompanyResponseSchema = envelope(AdminCompanySchema);

/** The billing state of a GSTIN: the state whose GST code starts it. */
export function stateOfGstin(gstin: string): string | null {
  const code = gstin.slice(0, 2);
  return INDIAN_STATES.find((s) => GST_STATE_CODES[s] === code) ?? null;
}
