import { RETURN_MESSAGES, type AdminReturn, type ChangeReturnBody } from '@store/contract';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { conflict, invalid, notFound } from '../lib/errors';
import { formatPaise, toRupees } from '../lib/money';
import { returnStock } from '../modules/catalogue/stock/stock.service';
import { recordOrderStatusEvent } from '../modules/events/events.service';
import { creditNotesOfReturns, issueCreditNote } from '../modules/invoices/credit-notes';
import { openCreditNoteEInvoice } from '../modules/einvoices/einvoice-documents';
import { lockOrder } from '../modules/order-views/order-lock';
import { loadOrderDto } from '../modules/order-views/order-views.service';
import { markRefundDue, markReturnRefunded } from '../modules/payments/refunds.service';
import {
  getAdminReturn,
  linesOfReturn,
  lockReturn,
  markReturnLineDamaged,
  orderIdOfReturn,
  otherReceivedReturns,
  recordReturnChange,
  returnTransitionRefusal,
} from '../modules/returns/returns-admin.service';
import { queueReturnMail } from '../modules/returns/returns.service';

/**
 * A return, staff side (decisions.md › Returns and credit notes): REQUESTED → APPROVED or
 * REJECTED (with remarks) → RECEIVED (stock back unless damaged, the credit note and the
 * refund due, in one transaction) → REFUNDED (with the refund's reference). Composes returns,
 * stock, invoices (the credit note) and payments (the refund).
 */

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
    const orderId = await orderIdOfReturn(tx, input.returnId);
    if (!orderId) throw notFound(RETURN_MESSAGES.returnNotFound);
    // The order row first (as a customer's request takes it), then the return's.
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('Order not found');
    const ret = await lockReturn(tx, input.returnId);
    if (!ret) throw notFound(RETURN_MESSAGES.returnNotFound);
    const refused = returnTransitionRefusal(ret.status, body.status);
    if (refused) throw conflict(refused);

    let amount: number | null = null;
    let creditNoteNumber: string | null = null;
    if (body.status === 'RECEIVED') {
      const lines = await linesOfReturn(tx, ret.id);
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
        await markReturnLineDamaged(tx, l.id, isDamaged);
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
      // a credit note against a registered buyer's invoice is an e-invoice to register (§21)
      await openCreditNoteEInvoice(tx, note.id, ctx);
      amount = toRupees(note.totalPaise);
      creditNoteNumber = note.number;
      await markRefundDue(tx, {
        orderId: ret.orderId,
        changedBy: staffId,
        remarks: `Return ${ret.number} received: credit note ${note.number}, refund due ${formatPaise(note.totalPaise)}`,
      });
    }
    if (body.status === 'REFUNDED') {
      const note = (await creditNotesOfReturns(tx, [ret.id])).get(ret.id);
      await markReturnRefunded(tx, {
        orderId: ret.orderId,
        changedBy: staffId,
        reference: reference ?? '',
        remarks: `Refund of return ${ret.number} sent${note ? `: ${formatPaise(note.totalPaise)}` : ''}`,
        otherRefundsDue: (await otherReceivedReturns(tx, ret.orderId, ret.id)) > 0,
        amountPaise: note?.totalPaise ?? 0,
        orderTotalPaise: order.totalPaise,
      });
    }
    await recordReturnChange(tx, {
      returnId: ret.id,
      status: body.status,
      remarks,
      refundReference: reference,
      changedBy: staffId,
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
