import { eq, inArray } from 'drizzle-orm';
import type { OrderCompany } from '@store/contract';
import type { DbOrTx } from '../../db/client';
import { companies, invoices, orderCompanies, orders, users } from '../../db/schema/index';

/** The India date (YYYY-MM-DD) `days` after an instant: an invoice's due date (decisions.md › §16). */
export function dueDateOf(issuedAt: Date | string, days: number): string {
  const t = new Date(issuedAt).getTime() + 330 * 60_000 + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** `company` of each company order among `orderIds` (decisions.md › §16); other orders absent. */
export async function loadOrderCompanies(
  db: DbOrTx,
  orderIds: string[],
): Promise<Map<string, OrderCompany>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: orderCompanies.orderId,
      companyId: orderCompanies.companyId,
      poNumber: orderCompanies.poNumber,
      creditDays: orderCompanies.creditDays,
      legalName: companies.legalName,
      gstin: companies.gstin,
      placedBy: users.name,
      issuedAt: invoices.issuedAt,
      branchId: orderCompanies.branchId,
      branchName: orderCompanies.branchName,
      branchGstin: orderCompanies.billGstin,
    })
    .from(orderCompanies)
    .innerJoin(companies, eq(companies.id, orderCompanies.companyId))
    .innerJoin(orders, eq(orders.id, orderCompanies.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(invoices, eq(invoices.orderId, orderCompanies.orderId))
    .where(inArray(orderCompanies.orderId, orderIds));
  return new Map(
    rows.map((r) => [
      r.orderId,
      {
        company_id: r.companyId,
        legal_name: r.legalName,
        gstin: r.gstin,
        placed_by: r.placedBy,
        po_number: r.poNumber,
        credit_days: r.creditDays,
        due_date: r.creditDays !== null && r.issuedAt ? dueDateOf(r.issuedAt, r.creditDays) : null,
        branch: r.branchId
          ? { branch_id: r.branchId, name: r.branchName ?? '', gstin: r.branchGstin }
          : null,
      },
    ]),
  );
}
