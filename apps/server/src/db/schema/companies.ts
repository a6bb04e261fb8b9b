import { sql } from 'drizzle-orm';
import { COMPANY_ROLES } from '@store/contract';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orders } from './orders';

/** A business account (decisions.md › §16, docs/decisions/220). */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    legalName: text('legal_name').notNull(),
    gstin: text('gstin').notNull().unique(),
    /** The registered billing address as one text: "line, city, state pincode" (docs/decisions/332). */
    billingAddress: text('billing_address').notNull(),
    /** The same address in parts (migration 0031 split the older one-line ones). */
    billingLine: text('billing_line').notNull().default(''),
    billingCity: text('billing_city').notNull().default(''),
    billingPincode: text('billing_pincode').notNull().default(''),
    /** The GSTIN's state. */
    billingState: text('billing_state').notNull(),
    /** Staff's credit terms: null until given. */
    creditDays: integer('credit_days'),
    creditLimitPaise: bigint('credit_limit_paise', { mode: 'number' }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'companies_credit_days_ck',
      sql`${t.creditDays} is null or ${t.creditDays} in (7, 15, 30, 45, 60)`,
    ),
    check(
      'companies_credit_limit_ck',
      sql`${t.creditLimitPaise} is null or ${t.creditLimitPaise} >= 0`,
    ),
  ],
);

/** A customer belongs to at most one company: the user id is the key. */
export const companyMembers = pgTable(
  'company_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role', { enum: COMPANY_ROLES }).notNull(),
    /** A BUYER's order limit; null: none. */
    orderLimitPaise: bigint('order_limit_paise', { mode: 'number' }),
    /** The branch this member buys for (decisions.md › §23; FK in migration 0037), or null. */
    branchId: uuid('branch_id'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_members_company_idx').on(t.companyId),
    check('company_members_role_ck', sql`${t.role} in ('ADMIN', 'BUYER', 'VIEWER')`),
  ],
);

/** A company order: which company, its PO number and (ON_CREDIT) its credit days. */
export const orderCompanies = pgTable(
  'order_companies',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    poNumber: text('po_number'),
    /** The company's credit days when an ON_CREDIT order was placed; else null. */
    creditDays: integer('credit_days'),
    /** When the overdue reminder went out (once per invoice). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** The branch billed (decisions.md › §23), as it was when the order was placed; else null. */
    branchId: uuid('branch_id'),
    branchName: text('branch_name'),
    billGstin: text('bill_gstin'),
    billLine: text('bill_line'),
    billCity: text('bill_city'),
    billState: text('bill_state'),
    billPincode: text('bill_pincode'),
  },
  (t) => [index('order_companies_company_idx').on(t.companyId, t.orderId)],
);
