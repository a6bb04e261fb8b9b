import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  COMPANY_MESSAGES,
  stateOfGstin,
  type AddMemberBody,
  type BusinessCompany,
  type CompanyRole,
  type CreateCompanyBody,
  type UpdateMemberBody,
} from '@store/contract';
import type { Db, DbOrTx, Tx } from '../../db/client';
import {
  companies,
  companyMembers,
  orderBilling,
  orderCompanies,
  orders,
  users,
} from '../../db/schema/index';
import { AppError, conflict, forbidden, invalid, notFound } from '../../lib/errors';
import { toPaise, toRupees } from '../../lib/money';
import { billingAddressOf } from './billing-address';
import { checkBranchOf } from './branch-rows';

/**
 * Business accounts (decisions.md › §16, docs/decisions/220): a company, its members and
 * their roles. Company data answers only its members: anyone else gets 404.
 */

export const COMPANY_NOT_FOUND = 'Company not found';

export interface Membership {
  companyId: string;
  role: CompanyRole;
  orderLimitPaise: number | null;
  /** The branch the member buys for (decisions.md › §23), or null. */
  branchId: string | null;
}

/** The caller's company and role, or null. */
export async function membershipOf(db: DbOrTx, userId: string): Promise<Membership | null> {
  const [m] = await db
    .select({
      companyId: companyMembers.companyId,
      role: companyMembers.role,
      orderLimitPaise: companyMembers.orderLimitPaise,
      branchId: companyMembers.branchId,
    })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId));
  return m ?? null;
}

/**
 * SQL: the unpaid total (paise) of a company's credit orders: ON_CREDIT, not cancelled, not
 * yet PAID (orders waiting for approval count: their stock is held and they may be approved).
 */
export const unpaidCreditSql = (companyId: unknown) => sql<number>`(
  select coalesce(sum(o.total_paise
           - (select coalesce(sum(ra.amount_paise), 0) from receipt_allocations ra where ra.order_id = o.id)), 0)::bigint
    from ${orderCompanies} oc
    join ${orders} o on o.id = oc.order_id
    join ${orderBilling} b on b.order_id = oc.order_id
   where oc.company_id = ${companyId}
     and b.payment_method = 'ON_CREDIT'
     and b.payment_status in ('PENDING', 'SUBMITTED')
     and o.status <> 'CANCELLED')`;

/** POST /companies: the creator becomes its ADMIN. */
export async function createCompany(
  db: Db,
  userId: string,
  body: CreateCompanyBody & { gstin: string },
): Promise<BusinessCompany> {
  const billingState = stateOfGstin(body.gstin);
  if (!billingState)
    throw invalid('Please enter a valid GSTIN', [
      { field: 'gstin', message: 'Please enter a valid GSTIN' },
    ]);
  const address = billingAddressOf(body, billingState);
  await db.transaction(async (tx) => {
    // the member row's key is the user: a second company (or a race of two) fails here
    if (await membershipOf(tx, userId)) throw conflict(COMPANY_MESSAGES.alreadyHasCompany);
    const [taken] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.gstin, body.gstin));
    if (taken) throw conflict('A company with this GSTIN is already registered');
    const [c] = await tx
      .insert(companies)
      .values({
        legalName: body.legal_name.trim(),
        gstin: body.gstin,
        billingAddress: address.text,
        billingLine: address.parts.line,
        billingCity: address.parts.city,
        billingPincode: address.parts.pincode,
        billingState,
        createdBy: userId,
      })
      .returning({ id: companies.id });
    if (!c) throw new AppError('internal', 'The company was not created');
    const added = await tx
      .insert(companyMembers)
      .values({ userId, companyId: c.id, role: 'ADMIN' })
      .onConflictDoNothing()
      .returning();
    if (added.length === 0) throw conflict(COMPANY_MESSAGES.alreadyHasCompany);
  });
  const mine = await getMyCompany(db, userId);
  if (!mine) throw new AppError('internal', 'The company could not be read back');
  return mine;
}

/** GET /companies/mine: the caller's company with its members, or null. */
export async function getMyCompany(db: DbOrTx, userId: string): Promise<BusinessCompany | null> {
  const me = await membershipOf(db, userId);
  if (!me) return null;
  const [[c], members] = await Promise.all([
    db
      .select({
        id: companies.id,
        legalName: companies.legalName,
        gstin: companies.gstin,
        billingAddress: companies.billingAddress,
        billingLine: companies.billingLine,
        billingCity: companies.billingCity,
        billingPincode: companies.billingPincode,
        billingState: companies.billingState,
        creditDays: companies.creditDays,
        creditLimitPaise: companies.creditLimitPaise,
        unpaid: unpaidCreditSql(companies.id),
      })
      .from(companies)
      .where(eq(companies.id, me.companyId)),
    db
      .select({
        userId: companyMembers.userId,
        role: companyMembers.role,
        orderLimitPaise: companyMembers.orderLimitPaise,
        branchId: companyMembers.branchId,
        name: users.name,
        phone: users.phone,
      })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(eq(companyMembers.companyId, me.companyId))
      .orderBy(asc(companyMembers.addedAt), asc(users.name)),
  ]);
  if (!c) return null;
  return {
    company_id: c.id,
    legal_name: c.legalName,
    gstin: c.gstin,
    billing_address: c.billingAddress,
    billing_address_parts: {
      line: c.billingLine,
      city: c.billingCity,
      state: c.billingState,
      pincode: c.billingPincode,
    },
    billing_state: c.billingState,
    credit_days: c.creditDays,
    credit_limit: c.creditLimitPaise === null ? null : toRupees(c.creditLimitPaise),
    outstanding: toRupees(Number(c.unpaid)),
    my_role: me.role,
    my_branch_id: me.branchId,
    members: members.map((m) => ({
      user_id: m.userId,
      name: m.name,
      phone: m.phone,
      role: m.role,
      order_limit: m.orderLimitPaise === null ? null : toRupees(m.orderLimitPaise),
      branch_id: m.branchId,
    })),
  };
}

/** The caller's company, locked, when the caller is one of its ADMINs: 404 outside it, 403 inside. */
export async function lockAsAdmin(tx: Tx, userId: string): Promise<string> {
  const me = await membershipOf(tx, userId);
  if (!me) throw notFound(COMPANY_NOT_FOUND);
  // serializes member changes of one company (the last-ADMIN rule holds under concurrency)
  await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, me.companyId))
    .for('update');
  const again = await membershipOf(tx, userId);
  if (!again || again.companyId !== me.companyId) throw notFound(COMPANY_NOT_FOUND);
  if (again.role !== 'ADMIN') throw forbidden('Only a company ADMIN can do this');
  return me.companyId;
}

const limitPaise = (rupees: number | null | undefined) =>
  rupees === undefined ? undefined : rupees === null ? null : toPaise(rupees);

/** POST /companies/mine/members { phone, role, order_limit? }. */
export async function addMember(
  db: Db,
  userId: string,
  body: AddMemberBody & { phone: string },
): Promise<BusinessCompany> {
  await db.transaction(async (tx) => {
    const companyId = await lockAsAdmin(tx, userId);
    const [user] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.phone, body.phone));
    if (!user || user.role !== 'USER') {
      throw invalid(COMPANY_MESSAGES.noAccount, [
        { field: 'phone', message: COMPANY_MESSAGES.noAccount },
      ]);
    }
    const added = await tx
      .insert(companyMembers)
      .values({
        userId: user.id,
        companyId,
        role: body.role,
        orderLimitPaise: body.role === 'BUYER' ? (limitPaise(body.order_limit) ?? null) : null,
      })
      .onConflictDoNothing()
      .returning();
    if (added.length === 0) throw conflict(COMPANY_MESSAGES.alreadyMember);
  });
  return (await getMyCompany(db, userId))!;
}

/** Counts the ADMINs a company would have left. */
async function adminsLeft(tx: Tx, companyId: string): Promise<number> {
  const [r] = await tx
    .select({ n: count() })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'ADMIN')));
  return r?.n ?? 0;
}

/** PATCH /companies/mine/members/{user_id} { role?, order_limit? }. */
export async function updateMember(
  db: Db,
  userId: string,
  memberId: string,
  body: UpdateMemberBody,
): Promise<BusinessCompany> {
  await db.transaction(async (tx) => {
    const companyId = await lockAsAdmin(tx, userId);
    const target = await membershipOf(tx, memberId);
    if (!target || target.companyId !== companyId) throw notFound('Member not found');
    const role = body.role ?? target.role;
    // A limit is kept through role changes (issue 43.4): a BUYER made VIEWER and BUYER again
    // has their limit back, never none. It binds only while the member is a BUYER.
    const orderLimit = limitPaise(body.order_limit);
    // a branch of this company only (decisions.md › §23): another's is 404, as for anything of it
    if (body.branch_id) await checkBranchOf(tx, companyId, body.branch_id);
    await tx
      .update(companyMembers)
      .set({
        role,
        ...(orderLimit !== undefined ? { orderLimitPaise: orderLimit } : {}),
        ...(body.branch_id !== undefined ? { branchId: body.branch_id } : {}),
      })
      .where(eq(companyMembers.userId, memberId));
    if (target.role === 'ADMIN' && role !== 'ADMIN' && (await adminsLeft(tx, companyId)) === 0) {
      throw conflict(COMPANY_MESSAGES.lastAdmin);
    }
  });
  return (await getMyCompany(db, userId))!;
}

/** DELETE /companies/mine/members/{user_id}: never the last ADMIN. */
export async function removeMember(
  db: Db,
  userId: string,
  memberId: string,
): Promise<BusinessCompany | null> {
  await db.transaction(async (tx) => {
    const companyId = await lockAsAdmin(tx, userId);
    const target = await membershipOf(tx, memberId);
    if (!target || target.companyId !== companyId) throw notFound('Member not found');
    await tx.delete(companyMembers).where(eq(companyMembers.userId, memberId));
    if (target.role === 'ADMIN' && (await adminsLeft(tx, companyId)) === 0) {
      throw conflict(COMPANY_MESSAGES.lastAdmin);
    }
  });
  return getMyCompany(db, userId);
}
