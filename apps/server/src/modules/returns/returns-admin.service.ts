import { and, desc, eq, ne, sql } from 'drizzle-orm';
import {
  RETURN_MESSAGES,
  RETURN_TRANSITIONS,
  type AdminReturn,
  type ChangeReturnBody,
  type Page,
  type ReturnStatus,
} from '@store/contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { returnHistory, returnLines, returns } from '../../db/schema/index';
import { conflict, invalid, notFound } from '../../lib/errors';
import { toRupees } from '../../lib/money';
import { pageFrom } from '../../lib/page';
import { returnStock } from '../catalogue/stock/stock.service';
import { recordOrderStatusEvent } from '../events/events.service';
import { lockOrder } from '../order-views/order-lock';
import { loadOrderDto } from '../order-views/order-views.service';
import { markRefundDue, markReturnRefunded } from '../payments/refunds.service';
import { creditNotesOfReturns, issueCreditNote } from '../invoices/credit-notes';
import { queueReturnMail, readReturns } from './returns.service';
import { returnDtosOf } from './returns-views';
import { formatPaise } from '../../lib/money';

/**
 * Returns, the staff side (decisions.md › Returns and credit notes): the Returns screen's list
 * and one return, and PATCH /admin/returns/{id}: REQUESTED → APPROVED or REJECTED (with
 * remarks) → RECEIVED (stock back unless damaged, and the credit note, in one transaction) →
 * REFUNDED (with the refund's reference).
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
  const [ret] = await readReturns(ctx, db, eq(returns.id, returnId));
  if (!ret) throw notFound(RETURN_MESSAGES.returnNotFound);
  return ret;
}

function transitionRefusal(from: ReturnStatus, to: ReturnStatus): string | null {
  if (RETURN_TRANSITIONS[from].includes(to)) return null;
  if (to === 'RECEIVED' && (from === 'RECEIVED' || from === 'REFUNDED')) {
    return RETURN_MESSAGES.alreadyReceived;
  }
  if (from === to) return `This return is already ${from.toLowerCase()}`;
  return `A return that is ${from} cannot become ${to}`;
}

/** PATCH /admin/returns/{id}. */
export async function changeReturn(
  db: Db,
  input: { returnId: string; staffId: string; body: ChangeReturnBody },
  ctx: AppContext,
): Promise<AdminReturn> {
  const { body, staffId } = input;
  const remarks = body.remarks?.trim() ? body.remarks.trim() : null;
  const reference = body.reference?.trim() ? body.reference.trim() : null;
  if (body.lines && body.status !== 'RECEIVED') {
    throw invalid(RETURN_MESSAGES.linesOnlyWhenReceived, [
      { field: 'lines', message: RETURN_MESSAGES.linesOnlyWhenReceived },
    ]);
  }
  if (body.status === 'REJECTED' && !remarks) {
    throw invalid(RETURN_MESSAGES.rejectRemarks, [
      { field: 'remarks', message: RETURN_MESSAGES.rejectRemarks },
    ]);
  }
  if (body.status === 'REFUNDED' && !reference) {
    throw invalid(RETURN_MESSAGES.refundReference, [
      { field: 'reference', message: RETURN_MESSAGES.refundReference },
    ]);
  }
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ orderId: returns.orderId })
      .from(returns)
      .where(eq(returns.id, input.returnId));
    if (!found) throw notFound(RETURN_MESSAGES.returnNotFound);
    // The order row first (as a customer's request takes it), then the return's.
    const order = await lockOrder(tx, found.orderId);
    if (!order) throw notFound('Order not found');
    const [ret] = await tx
      .select()
      .from(returns)
      .where(eq(returns.id, input.returnId))
      .for('update');
    if (!ret) throw notFound(RETURN_MESSAGES.returnNotFound);
    const refused = transitionRefusal(ret.status, body.status);
    if (refused) throw conflict(refused);

    let amount: number | null = null;
    let creditNoteNumber: string | null = null;
    if (body.status === 'RECEIVED') {
      const lines = await tx.select().from(returnLines).where(eq(returnLines.returnId, ret.id));
      const damaged = new Map<string, boolean>();
      (body.lines ?? []).forEach((l, i) => {
        if (!lines.some((r) => r.id === l.return_line_id)) {
          throw invalid(RETURN_MESSAGES.unknownReturnLine, [
            { field: `lines.${i}.return_line_id`, message: RETURN_MESSAGES.unknownReturnLine },
          ]);
        }
        damaged.set(l.return_line_id, l.damaged);
      });
      const dto = await loadOrderDto(tx, ret.orderId);
      if (!dto) throw notFound('Order not found');
      // Stock back for every line not written off, in one statement (rows locked in id order).
      const back = new Map<string, number>();
      for (const l of lines) {
        const isDamaged = damaged.get(l.id) ?? false;
        await tx.update(returnLines).set({ damaged: isDamaged }).where(eq(returnLines.id, l.id));
        if (isDamaged) continue;
        const productId = dto.order_items.find(
          (i) => i.order_item_id === l.orderItemId,
        )?.product_id;
        if (productId) back.set(productId, (back.get(productId) ?? 0) + l.quantity);
      }
      await returnStock(
        tx,
        [...back].map(([productId, quantity]) => ({ productId, quantity })),
      );
      const note = await issueCreditNote(
        tx,
        {
          returnId: ret.id,
          order: dto,
          lines: lines.map((l) => ({
            returnLineId: l.id,
            orderItemId: l.orderItemId,
            quantity: l.quantity,
          })),
        },
        ctx,
      );
      amount = toRupees(note.totalPaise);
      creditNoteNumber = note.number;
      await markRefundDue(tx, {
        orderId: ret.orderId,
        changedBy: staffId,
        remarks: `Return ${ret.number} received: credit note ${note.number}, refund due ${formatPaise(note.totalPaise)}`,
      });
    }
    if (body.status === 'REFUNDED') {
      const [others] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(returns)
        .where(
          and(
            eq(returns.orderId, ret.orderId),
            eq(returns.status, 'RECEIVED'),
            ne(returns.id, ret.id),
          ),
        );
      await markReturnRefunded(tx, {
        orderId: ret.orderId,
        changedBy: staffId,
        reference: reference ?? '',
        remarks: `Refund of return ${ret.number} sent`,
        otherRefundsDue: Number(others?.n ?? 0) > 0,
      });
    }
    await tx
      .update(returns)
      .set({
        status: body.status,
        updatedAt: sql`now()`,
        ...(remarks ? { remarks } : {}),
        ...(body.status === 'REFUNDED' ? { refundReference: reference } : {}),
      })
      .where(eq(returns.id, ret.id));
    await tx.insert(returnHistory).values({
      returnId: ret.id,
      status: body.status,
      remarks,
      changedBy: staffId,
      changedAt: sql`now()`,
    });
    if (body.status === 'REFUNDED') {
      const note = (await creditNotesOfReturns(tx, [ret.id])).get(ret.id);
      amount = note ? toRupees(note.totalPaise) : null;
    }
    await queueReturnMail(tx, {
      orderId: ret.orderId,
      number: ret.number,
      status: body.status,
      remarks,
      amount,
      creditNoteNumber,
      reference: body.status === 'REFUNDED' ? reference : null,
    });
    await recordOrderStatusEvent(tx, {
      userId: order.userId,
      orderId: ret.orderId,
      status: order.status,
    });
  });
  return getAdminReturn(db, input.returnId, ctx);
}
