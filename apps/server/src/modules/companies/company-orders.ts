import { and, eq } from 'drizzle-orm';
import { COMPANY_MESSAGES, type CompanyRole, type Order, type Page } from '@store/contract';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { companies, companyMembers, orderCompanies, users } from '../../db/schema/index';
import { forbidden, invalid, notFound } from '../../lib/errors';
import { pageFrom } from '../../lib/page';
import { ORDER_JSON, ordersFromJson, withOrderImageSrcs } from '../order-views/order-views.service';
import { rowsOfStatement } from '../../db/json-rows';
import { COMPANY_NOT_FOUND, unpaidCreditSql } from './companies.service';

/**
 * A company's orders (decisions.md › §16): what placing one checks (membership, role, credit
 * terms and limit, the buyer's approval limit; `lockCompanyForOrder`, `companyOrderStatus`),
 * the link of an order to its company, and the company's orders list.
 */

/* ------------------------------------------------------------------------------------------ */
/* Placing a company order                                                                     */
/* ------------------------------------------------------------------------------------------ */

export interface CompanyPurchase {
  companyId: string;
  legalName: string;
  gstin: string;
  role: CompanyRole;
  orderLimitPaise: number | null;
  creditDays: number | null;
  creditLimitPaise: number | null;
  unpaidPaise: number;
  /** The placing member's name (the order's "placed by"). */
  memberName: string;
  /** The placing member's own branch (decisions.md › §23), or null. */
  memberBranchId: string | null;
}

export const noCreditTerms = () =>
  invalid(COMPANY_MESSAGES.noCredit, [
    { field: 'payment_method', message: COMPANY_MESSAGES.noCredit },
  ]);

/**
 * Locks the company row for an order placed for it (two credit orders at once wait here one
 * after the other, so both cannot pass the limit) and reads, in the same statement, the
 * caller's role and limit and the unpaid credit total. 404 for a company the caller is not in;
 * 403 for a VIEWER.
 */
export async function lockCompanyForOrder(
  tx: Tx,
  companyId: string,
  userId: string,
): Promise<CompanyPurchase> {
  const [row] = await tx
    .select({
      companyId: companies.id,
      legalName: companies.legalName,
      gstin: companies.gstin,
      role: companyMembers.role,
      orderLimitPaise: companyMembers.orderLimitPaise,
      creditDays: companies.creditDays,
      creditLimitPaise: companies.creditLimitPaise,
      memberName: users.name,
      memberBranchId: companyMembers.branchId,
    })
    .from(companies)
    .innerJoin(
      companyMembers,
      and(eq(companyMembers.companyId, companies.id), eq(companyMembers.userId, userId)),
    )
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companies.id, companyId))
    .for('update', { of: companies });
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  if (row.role === 'VIEWER') throw forbidden(COMPANY_MESSAGES.viewerCannotOrder);
  // Read after the lock is held, in a statement of its own: under READ COMMITTED a new
  // statement sees the credit order a concurrent placer committed before releasing the lock
  // (a subquery of the locking statement would still use its older snapshot).
  let unpaidPaise = 0;
  if (row.creditDays !== null) {
    const [u] = await tx
      .select({ paise: unpaidCreditSql(companyId) })
      .from(companies)
      .where(eq(companies.id, companyId));
    unpaidPaise = Number(u?.paise ?? 0);
  }
  return { ...row, unpaidPaise };
}

/**
 * The rules of a company order once its total is known: ON_CREDIT needs credit terms and
 * must stay within the limit (400); a BUYER's order above their limit waits for approval.
 */
export function companyOrderStatus(
  p: CompanyPurchase,
  totalPaise: number,
  method: string,
): 'PLACED' | 'PENDING_APPROVAL' {
  if (method === 'ON_CREDIT') {
    if (p.creditDays === null) throw noCreditTerms();
    if (p.creditLimitPaise !== null && p.unpaidPaise + totalPaise > p.creditLimitPaise) {
      throw invalid(COMPANY_MESSAGES.creditLimit, [
        { field: 'payment_method', message: COMPANY_MESSAGES.creditLimit },
      ]);
    }
  }
  if (p.role === 'BUYER' && p.orderLimitPaise !== null && totalPaise > p.orderLimitPaise) {
    return 'PENDING_APPROVAL';
  }
  return 'PLACED';
}

/** Whether `userId` is a member of the company that placed `orderId` (with their role). */
export async function companyRoleForOrder(
  db: DbOrTx,
  orderId: string,
  userId: string,
): Promise<{ companyId: string; role: CompanyRole } | null> {
  const [r] = await db
    .select({ companyId: orderCompanies.companyId, role: companyMembers.role })
    .from(orderCompanies)
    .innerJoin(companyMembers, eq(companyMembers.companyId, orderCompanies.companyId))
    .where(and(eq(orderCompanies.orderId, orderId), eq(companyMembers.userId, userId)));
  return r ?? null;
}

/** The company an order was placed for, if any. */
export async function orderCompanyOf(
  db: DbOrTx,
  orderId: string,
): Promise<{ companyId: string; poNumber: string | null } | null> {
  const [row] = await db
    .select({ companyId: orderCompanies.companyId, poNumber: orderCompanies.poNumber })
    .from(orderCompanies)
    .where(eq(orderCompanies.orderId, orderId));
  return row ?? null;
}

/** The statement that links a new order to its company (for writeTogether). */
export const orderCompanyWrite = (tx: Tx, row: typeof orderCompanies.$inferInsert) =>
  tx.insert(orderCompanies).values(row);

/**
 * The company's orders page for the member `$1`, in one statement (docs/decisions/370):
 * whether `$1` is in a company, the count, and the page (waiting orders first: approvers see
 * them at the top, decisions.md › §16; then newest first).
 */
const COMPANY_ORDERS = `
with me as (select company_id from company_members where user_id = $1 limit 1)
select exists (select 1 from me) as member,
       (select count(*)::int from order_companies where company_id = (select company_id from me)) as total,
       coalesce((select json_agg(${ORDER_JSON}
                          order by (o.status = 'PENDING_APPROVAL') desc, o.created_at desc, o.id desc)
                   from (select o2.id from order_companies oc join orders o2 on o2.id = oc.order_id
                          where oc.company_id = (select company_id from me)
                          order by (o2.status = 'PENDING_APPROVAL') desc, o2.created_at desc, o2.id desc
                          limit $2 offset $3) page
                   join orders o on o.id = page.id), '[]') as content`;

/** GET /companies/mine/orders: the company's orders (waiting ones first), newest first; 404 outside. */
export async function listCompanyOrders(
  ctx: AppContext,
  userId: string,
  paging: { index: number; limit: number },
): Promise<Page<Order>> {
  const [row] = await rowsOfStatement<{ member: boolean; total: number; content: unknown }>(
    ctx.db,
    COMPANY_ORDERS,
    [userId, paging.limit, paging.index * paging.limit],
  );
  if (!row?.member) throw notFound(COMPANY_NOT_FOUND);
  const content = await withOrderImageSrcs(ctx, ordersFromJson(row.content));
  return pageFrom(content, row.total, paging);
}
