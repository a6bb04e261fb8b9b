import { and, asc, eq, ne } from 'drizzle-orm';
import {
  BRANCH_MESSAGES,
  GST_STATE_CODES,
  type Branch,
  type BranchBody,
  type BranchPatch,
  type IndianState,
} from '@store/contract';
import type { Db, Tx } from '../../db/client';
import { companies, companyBranches } from '../../db/schema/index';
import { conflict, invalid, notFound } from '../../lib/errors';
import { branchOf, checkBranchOf } from './branch-rows';
import { COMPANY_NOT_FOUND, lockAsAdmin, membershipOf } from './companies.service';

/**
 * A company's branches (decisions.md › §23, docs/decisions/355): every member reads them (a
 * buyer chooses one at checkout), only an ADMIN changes them. A branch's GSTIN carries the
 * company's PAN (characters 3-12 of its GSTIN) and the state code of the branch's address.
 */

type Parsed = {
  name: string;
  gstin: string | null;
  address: { line1: string; line2: string | null; city: string; state: string; pincode: string };
};

const gstinProblem = (message: string) => invalid(message, [{ field: 'gstin', message }]);

async function checkGstin(tx: Tx, companyId: string, b: Parsed, branchId?: string): Promise<void> {
  if (!b.gstin) return;
  const [c] = await tx
    .select({ gstin: companies.gstin })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!c) throw notFound(COMPANY_NOT_FOUND);
  if (b.gstin.slice(2, 12) !== c.gstin.slice(2, 12)) throw gstinProblem(BRANCH_MESSAGES.gstinPan);
  if (b.gstin.slice(0, 2) !== GST_STATE_CODES[b.address.state as IndianState])
    throw gstinProblem(BRANCH_MESSAGES.gstinState);
  const [taken] = await tx
    .select({ id: companyBranches.id })
    .from(companyBranches)
    .where(
      and(
        eq(companyBranches.gstin, b.gstin),
        ...(branchId ? [ne(companyBranches.id, branchId)] : []),
      ),
    );
  if (taken) throw conflict(BRANCH_MESSAGES.gstinTaken);
}

const columnsOf = (b: Parsed) => ({
  name: b.name,
  gstin: b.gstin,
  line1: b.address.line1,
  line2: b.address.line2,
  city: b.address.city,
  state: b.address.state,
  pincode: b.address.pincode,
});

/** GET /companies/mine/branches: every member; 404 outside a company. */
export async function listBranches(db: Db, userId: string): Promise<Branch[]> {
  const me = await membershipOf(db, userId);
  if (!me) throw notFound(COMPANY_NOT_FOUND);
  const rows = await db
    .select()
    .from(companyBranches)
    .where(eq(companyBranches.companyId, me.companyId))
    .orderBy(asc(companyBranches.name), asc(companyBranches.id));
  return rows.map(branchOf);
}

const parsedOf = (body: BranchBody): Parsed => ({
  name: body.name.trim(),
  gstin: body.gstin ?? null,
  address: {
    line1: body.address.line1.trim(),
    line2: body.address.line2?.trim() || null,
    city: body.address.city.trim(),
    state: body.address.state,
    pincode: body.address.pincode.trim(),
  },
});

/** POST /companies/mine/branches (ADMIN). */
export async function createBranch(db: Db, userId: string, body: BranchBody): Promise<Branch> {
  return db.transaction(async (tx) => {
    const companyId = await lockAsAdmin(tx, userId);
    const b = parsedOf(body);
    await checkGstin(tx, companyId, b);
    const [row] = await tx
      .insert(companyBranches)
      .values({ companyId, ...columnsOf(b) })
      .returning();
    if (!row) throw new Error('createBranch: not inserted');
    return branchOf(row);
  });
}

/** PATCH /companies/mine/branches/{id} (ADMIN): another company's branch is 404. */
export async function updateBranch(
  db: Db,
  userId: string,
  branchId: string,
  patch: BranchPatch,
): Promise<Branch> {
  return db.transaction(async (tx) => {
    const companyId = await lockAsAdmin(tx, userId);
    const was = branchOf(await checkBranchOf(tx, companyId, branchId));
    const b = parsedOf({
      name: patch.name ?? was.name,
      gstin: patch.gstin === undefined ? was.gstin : patch.gstin,
      address: patch.address ?? {
        ...was.address,
        state: was.address.state as IndianState,
        line2: was.address.line2 ?? undefined,
      },
    });
    await checkGstin(tx, companyId, b, branchId);
    const [row] = await tx
      .update(companyBranches)
      .set(columnsOf(b))
      .where(eq(companyBranches.id, branchId))
      .returning();
    if (!row) throw notFound(BRANCH_MESSAGES.branchNotFound);
    return branchOf(row);
  });
}

/** DELETE /companies/mine/branches/{id} (ADMIN): its buyers keep buying for the company. */
export async function deleteBranch(db: Db, userId: string, branchId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const companyId = await lockAsAdmin(tx, userId);
    await checkBranchOf(tx, companyId, branchId);
    // company_members.branch_id is ON DELETE SET NULL; orders keep their snapshot
    await tx.delete(companyBranches).where(eq(companyBranches.id, branchId));
  });
}
