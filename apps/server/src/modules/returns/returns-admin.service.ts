import { and, desc, eq, ne, sql } from 'drizzle-orm';
import {
  RETURN_MESSAGES,
  RETURN_TRANSITIONS,
  type AdminReturn,
  type Page,
  type ReturnStatus,
} from '@store/contract';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { returnHistory, returnLines, returns } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { pageFrom } from '../../lib/page';
import { readReturn } from './returns.service';
import { returnDtosOf } from './returns-views';

/**
 * Returns, the staff side (decisions.md › Returns and credit notes): the Returns screen's list
 * and one return, and the writes a staff move makes to the returns tables. The move itself
 * (PATCH /admin/returns/{id}: stock, the credit note and the refund with it) is composed in
 * workflows/return-process.ts.
 */

/** GET /admin/returns: requested first, then newest first. */
export async function listAdminReturns(
  db: Db,
  query: { status?: ReturnStatus; index: number; limit: number },
  ctx: AppContext,
): Promise<Page<AdminReturn>> {
  const where = query.status ? eq(returns.status, query.status) : undefined;
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(returns)
    .where(where);
  const rows = await db
    .select()
    .from(returns)
    .where(where)
    .orderBy(
      sql`case ${returns.status} when 'REQUESTED' then 0 when 'APPROVED' then 1 when 'RECEIVED' then 2 else 3 end`,
      desc(returns.createdAt),
      desc(returns.id),
    )
    .limit(query.limit)
    .offset(query.index * query.limit);
  return pageFrom(await returnDtosOf(ctx, db, rows), Number(count?.n ?? 0), query);
}

export async function getAdminReturn(
  db: Db,
  returnId: string,
  ctx: AppContext,
): Promise<AdminReturn> {
  const ret = await readReturn(ctx, db, returnId);
  if (!ret) throw notFound(RETURN_MESSAGES.returnNotFound);
  return ret;
}

export function returnTransitionRefusal(from: ReturnStatus, to: ReturnStatus): string | null {
  if (RETURN_TRANSITIONS[from].includes(to)) return null;
  if (to === 'RECEIVED' && (from === 'RECEIVED' || from === 'REFUNDED')) {
    return RETURN_MESSAGES.alreadyReceived;
  }
  if (from === to) return `This return is already ${from.toLowerCase()}`;
  return `A return that is ${from} cannot become ${to}`;
}

/** The order a return belongs to (read before the order's lock is taken). */
export async function orderIdOfReturn(tx: Tx, returnId: string): Promise<string | null> {
  const [found] = await tx
    .select({ orderId: returns.orderId })
    .from(returns)
    .where(eq(returns.id, returnId));
  return found?.orderId ?? null;
}

/** Locks a return row (after its order's). */
export async function lockReturn(tx: Tx, returnId: string) {
  const [ret] = await tx.select().from(returns).where(eq(returns.id, returnId)).for('update');
  return ret ?? null;
}

export const linesOfReturn = (tx: Tx, returnId: string) =>
  tx.select().from(returnLines).where(eq(returnLines.returnId, returnId));

export async function markReturnLineDamaged(
  tx: Tx,
  returnLineId: string,
  damaged: boolean,
): Promise<void> {
  await tx.update(returnLines).set({ damaged }).where(eq(returnLines.id, returnLineId));
}

/** How many other returns of the order are RECEIVED (their refunds still due). */
export async function otherReceivedReturns(
  tx: Tx,
  orderId: string,
  returnId: string,
): Promise<number> {
  const [others] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(returns)
    .where(
      and(eq(returns.orderId, orderId), eq(returns.status, 'RECEIVED'), ne(returns.id, returnId)),
    );
  return Number(others?.n ?? 0);
}

/** Records a staff move of a return: its status (remarks, refund reference) and a history row. */
export async function recordReturnChange(
  tx: Tx,
  change: {
    returnId: string;
    status: ReturnStatus;
    remarks: string | null;
    refundReference: string | null;
    changedBy: string;
  },
): Promise<void> {
  await tx
    .update(returns)
    .set({
      status: change.status,
      updatedAt: sql`now()`,
      ...(change.remarks ? { remarks: change.remarks } : {}),
      ...(change.status === 'REFUNDED' ? { refundReference: change.refundReference } : {}),
    })
    .where(eq(returns.id, change.returnId));
  await tx.insert(returnHistory).values({
    returnId: change.returnId,
    status: change.status,
    remarks: change.remarks,
    changedBy: change.changedBy,
    changedAt: sql`now()`,
  });
}
