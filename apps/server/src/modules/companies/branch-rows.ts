import { and, eq } from 'drizzle-orm';
import { BRANCH_MESSAGES, type Branch } from '@store/contract';
import type { DbOrTx } from '../../db/client';
import { companyBranches } from '../../db/schema/index';
import { notFound } from '../../lib/errors';

/** A branch row in the contract's shape (decisions.md › §23). */
export function branchOf(r: typeof companyBranches.$inferSelect): Branch {
  return {
    branch_id: r.id,
    name: r.name,
    gstin: r.gstin,
    address: { line1: r.line1, line2: r.line2, city: r.city, state: r.state, pincode: r.pincode },
  };
}

/** The company's branch `branchId`: 404 when it is not one of this company's. */
export async function checkBranchOf(
  db: DbOrTx,
  companyId: string,
  branchId: string,
): Promise<typeof companyBranches.$inferSelect> {
  const [b] = await db
    .select()
    .from(companyBranches)
    .where(and(eq(companyBranches.id, branchId), eq(companyBranches.companyId, companyId)));
  if (!b) throw notFound(BRANCH_MESSAGES.branchNotFound);
  return b;
}
