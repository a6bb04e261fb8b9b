import { BRANCH_MESSAGES, type CompanyBillingAddress, type OrderBranch } from '@store/contract';
import type { Tx } from '../../db/client';
import type { orderCompanies } from '../../db/schema/index';
import { forbidden } from '../../lib/errors';
import { checkBranchOf } from './branch-rows';
import type { CompanyPurchase } from './company-orders';

/**
 * The branch a company order is billed to (decisions.md › §23, docs/decisions/356): the one
 * asked for, or the buyer's own; a buyer assigned to a branch buys for it only (403 for
 * another), a branch of another company is 404. A branch with a GSTIN is billed at its
 * GSTIN and address; one without, at the company's registered ones. What is billed is kept on
 * the order (`order_companies.bill_*`): invoices never read a branch changed later.
 */
export interface BranchBilling {
  branch: OrderBranch;
  /** The GSTIN and address billed, or null: the company's registered ones. */
  billTo: { gstin: string; address: CompanyBillingAddress } | null;
  /** The order_companies columns of the snapshot. */
  columns: Partial<typeof orderCompanies.$inferInsert>;
}

export async function branchBillingFor(
  tx: Tx,
  purchase: CompanyPurchase,
  asked: string | undefined,
): Promise<BranchBilling | null> {
  const mine = purchase.memberBranchId;
  if (mine && asked && asked !== mine) throw forbidden(BRANCH_MESSAGES.notYourBranch);
  const branchId = asked ?? mine;
  if (!branchId) return null;
  const b = await checkBranchOf(tx, purchase.companyId, branchId);
  const address = {
    line: [b.line1, b.line2].filter(Boolean).join(', '),
    city: b.city,
    state: b.state,
    pincode: b.pincode,
  };
  return {
    branch: { branch_id: b.id, name: b.name, gstin: b.gstin },
    billTo: b.gstin ? { gstin: b.gstin, address } : null,
    columns: {
      branchId: b.id,
      branchName: b.name,
      billGstin: b.gstin,
      ...(b.gstin
        ? {
            billLine: address.line,
            billCity: address.city,
            billState: address.state,
            billPincode: address.pincode,
          }
        : {}),
    },
  };
}
