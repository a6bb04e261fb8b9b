import { z } from 'zod';
import { envelope, notFormula, UuidSchema } from './common';
import { INDIAN_STATES } from './gst';
import { GstinSchema } from './payments';

/**
 * A company's branches (decisions.md › §23): each with its own GSTIN (carrying the company's
 * PAN and the branch's state code) and address. A member may buy for one branch.
 */
export const BRANCH_MESSAGES = {
  gstinPan: "The branch's GSTIN must carry your company's PAN",
  gstinState: "The branch's GSTIN must carry the state code of the branch's address",
  gstinTaken: 'This GSTIN is already registered',
  notYourBranch: 'You can buy only for your own branch',
  branchNotFound: 'Branch not found',
  state: 'Please choose a state',
  pincode: 'Please enter a 6-digit pincode',
} as const;

const noNul = (s: string) => !s.includes('\u0000');
const text = (label: string, max: number) =>
  notFormula(
    z
      .string({ message: `Please fill in ${label}` })
      .trim()
      .min(1, { message: `Please fill in ${label}`, abort: true })
      .max(max, `${label} must be at most ${max} characters`)
      .refine(noNul, `Please fill in ${label}`),
    label,
  );
const optionalText = (label: string, max: number) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), text(label, max).optional());

export const BranchAddressSchema = z.object({
  line1: text('address line', 200),
  line2: optionalText('second address line', 200),
  city: text('city', 100),
  state: z.enum(INDIAN_STATES, { message: BRANCH_MESSAGES.state }),
  pincode: z
    .string({ message: BRANCH_MESSAGES.pincode })
    .trim()
    .regex(/^[1-9][0-9]{5}$/, BRANCH_MESSAGES.pincode),
});

export const BranchBodySchema = z.object({
  name: text('branch name', 100),
  gstin: z.preprocess((v) => (v === '' ? null : v), GstinSchema.nullable().optional()),
  address: BranchAddressSchema,
});
export type BranchBody = z.infer<typeof BranchBodySchema>;
export const BranchPatchSchema = BranchBodySchema.partial();
export type BranchPatch = z.infer<typeof BranchPatchSchema>;
export const BranchParamsSchema = z.object({ id: UuidSchema });

export const BranchSchema = z.object({
  branch_id: z.string(),
  name: z.string(),
  gstin: z.string().nullable(),
  address: z.object({
    line1: z.string(),
    line2: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    pincode: z.string(),
  }),
});
export type Branch = z.infer<typeof BranchSchema>;
export const BranchResponseSchema = envelope(BranchSchema);
export const BranchListResponseSchema = envelope(z.array(BranchSchema));

/** PATCH /companies/mine/members/{user_id} may set `branch_id` (null: none). */
export const MemberBranchShape = { branch_id: UuidSchema.nullable().optional() };

/** The branch an order is billed to, as the order carries it. */
export const OrderBranchSchema = z.object({
  branch_id: z.string(),
  name: z.string(),
  gstin: z.string().nullable(),
});
export type OrderBranch = z.infer<typeof OrderBranchSchema>;
