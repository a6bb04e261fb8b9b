import { and, eq, ne, sql } from 'drizzle-orm';
import {
  creditNoteFileName,
  RETURN_MESSAGES,
  returnQuantityMessage,
  shortOrderNumber,
  type AdminReturn,
  type CreateReturnBody,
  type FieldError,
  type Order,
  type Page,
  type Return,
  type ReturnEligibility,
} from '@store/contract';
import type { AppContext } from '../../context';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { jsonOf, rowsOfStatement } from '../../db/json-rows';
import { returnHistory, returnLines, returns } from '../../db/schema/index';
import { conflict, invalid, notFound } from '../../lib/errors';
import { pageFrom } from '../../lib/page';
import type { PdfAnswer } from '../../lib/pdf-reply';
import { isValidObjectKey } from '../catalogue/images/image-keys';
import { recordOrderStatusEvent } from '../events/events.service';
import { queueOrderMail } from '../mail/mail.service';
import { lockOrder } from '../order-views/order-lock';
import { loadOrderDto, myOrderStatement, orderFromJson } from '../order-views/order-views.service';
import { creditNotesOfReturns, renderCreditNotePdf } from '../invoices/credit-notes';
import { customerReturn, returnJson, returnsFromJson } from './returns-views';

/**
 * Returns, the customer's side (decisions.md › Returns and credit notes): asking for a return
 * of delivered units within RETURN_WINDOW_DAYS, reading returns and downloading credit notes.
 * Staff moves are in returns-admin.service.ts.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Units of each order line already in a return that was not rejected. */
export async function unitsInReturns(db: DbOrTx, orderId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({
      orderItemId: returnLines.orderItemId,
      quantity: sql<number>`sum(${returnLines.quantity})::int`,
    })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(and(eq(returns.orderId, orderId), ne(returns.status, 'REJECTED')))
    .groupBy(returnLines.orderItemId);
  return new Map(rows.map((r) => [r.orderItemId, Number(r.quantity)]));
}

/** When the order was delivered (its latest DELIVERED entry), or null. */
function deliveredAt(order: Order): Date | null {
  const entry = [...order.status_history].reverse().find((h) => h.status === 'DELIVERED');
  return entry ? new Date(entry.changed_at) : null;
}

/** The window and what may still go back, for the form and for the checks of a request. */
export function eligibilityOf(
  order: Order,
  inReturns: Map<string, number>,
  windowDays: number,
  now = new Date(),
): ReturnEligibility {
  const delivered = order.status === 'DELIVERED' ? deliveredAt(order) : null;
  const endsAt = delivered ? new Date(delivered.getTime() + windowDays * DAY_MS) : null;
  const lines = order.order_items.map((i) => ({
    order_item_id: i.order_item_id,
    delivered: i.quantity,
    returnable: Math.max(0, i.quantity - (inReturns.get(i.order_item_id) ?? 0)),
  }));
  let closed: string | null = null;
  if (!delivered || !endsAt) closed = RETURN_MESSAGES.notDelivered;
  else if (now.getTime() > endsAt.getTime()) closed = RETURN_MESSAGES.windowClosed;
  else if (!order.invoice) closed = RETURN_MESSAGES.noInvoice;
  else if (lines.every((l) => l.returnable === 0)) {
    closed = 'Every item of this order is already in a return';
  }
  return {
    order_id: order.order_id,
    delivered_at: delivered?.toISOString() ?? null,
    window_days: windowDays,
    window_ends_at: endsAt?.toISOString() ?? null,
    days_left:
      endsAt && now.getTime() <= endsAt.getTime()
        ? Math.floor((endsAt.getTime() - now.getTime()) / DAY_MS)
        : endsAt
          ? 0
          : null,
    open: closed === null,
    closed_reason: closed,
    lines,
  };
}

/**
 * The first moment (ms) an eligibility answer may change by the clock alone: its days left
 * drop (or the window closes) just after `window_ends_at` less `days_left` days. None when
 * no window is running (not delivered, or closed by the clock for good).
 */
export function eligibilityExpiresAt(e: ReturnEligibility): number | undefined {
  if (!e.window_ends_at || e.days_left === null) return undefined;
  if (e.closed_reason === RETURN_MESSAGES.windowClosed) return undefined;
  return new Date(e.window_ends_at).getTime() - e.days_left * DAY_MS + 1;
}

/** Units of each line of the order `o` in returns that were not rejected, as a JSON array. */
const UNITS_IN_RETURNS = `, (select coalesce(json_agg(json_build_object('id', x.order_item_id, 'n', x.n)), '[]')
      from (select rl.order_item_id, sum(rl.quantity)::int as n
              from return_lines rl join returns rr on rr.id = rl.return_id
             where rr.order_id = o.id and rr.status <> 'REJECTED'
             group by rl.order_item_id) x) as units`;
const ELIGIBILITY = myOrderStatement(UNITS_IN_RETURNS);

/** GET /orders/{id}/return-eligibility (owner only): the order and its returned units, one statement. */
export async function getReturnEligibility(
  db: Db,
  input: { userId: string; orderId: string },
  ctx: AppContext,
): Promise<ReturnEligibility> {
  const [row] = await rowsOfStatement<{ j: unknown; units: unknown }>(db, ELIGIBILITY, [
    input.orderId,
    input.userId,
  ]);
  if (!row) throw notFound('Order not found');
  const units = jsonOf<{ id: string; n: number }[]>(row.units);
  return eligibilityOf(
    orderFromJson(row.j),
    new Map(units.map((u) => [u.id, u.n])),
    ctx.config.RETURN_WINDOW_DAYS,
  );
}

/** Photo keys must be ones this customer uploaded (POST /returns/photos). */
export const photoPrefixOf = (userId: string) => `returns/${userId.toLowerCase()}/`;

function checkLines(
  order: Order,
  body: CreateReturnBody,
  eligibility: ReturnEligibility,
): { orderItemId: string; quantity: number }[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const returnable = new Map(eligibility.lines.map((l) => [l.order_item_id, l.returnable]));
  body.lines.forEach((line, i) => {
    const item = order.order_items.find((it) => it.order_item_id === line.order_item_id);
    if (!item) {
      errors.push({ field: `lines.${i}.order_item_id`, message: RETURN_MESSAGES.notInOrder });
      return;
    }
    if (seen.has(line.order_item_id)) {
      errors.push({ field: `lines.${i}.order_item_id`, message: RETURN_MESSAGES.duplicateLine });
      return;
    }
    seen.add(line.order_item_id);
    const left = returnable.get(line.order_item_id) ?? 0;
    if (line.quantity > left) {
      errors.push({
        field: `lines.${i}.quantity`,
        message: returnQuantityMessage(item.product_name, left),
      });
    }
  });
  const first = errors[0];
  if (first) throw invalid(first.message, errors);
  return body.lines.map((l) => ({ orderItemId: l.order_item_id, quantity: l.quantity }));
}

/**
 * POST /orders/{id}/returns. Holding the order row locked (so two requests for the last unit
 * are taken one after the other), checks delivery, the window and the quantities left, then
 * records the return, its first history entry and the customer's mail.
 */
export async function requestReturn(
  db: Db,
  input: { userId: string; orderId: string; body: CreateReturnBody },
  ctx: AppContext,
): Promise<Return> {
  const { userId, body } = input;
  const photos = body.photos ?? [];
  const prefix = photoPrefixOf(userId);
  photos.forEach((key, i) => {
    if (!key.startsWith(prefix) || !isValidObjectKey(key)) {
      throw invalid(RETURN_MESSAGES.unknownPhoto, [
        { field: `photos.${i}`, message: RETURN_MESSAGES.unknownPhoto },
      ]);
    }
  });
  const returnId = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, input.orderId, userId);
    if (!locked) throw notFound('Order not found');
    const order = await loadOrderDto(tx, locked.id);
    if (!order) throw notFound('Order not found');
    const eligibility = eligibilityOf(
      order,
      await unitsInReturns(tx, order.order_id),
      ctx.config.RETURN_WINDOW_DAYS,
    );
    if (order.status !== 'DELIVERED') throw conflict(RETURN_MESSAGES.notDelivered);
    if (eligibility.closed_reason === RETURN_MESSAGES.windowClosed) {
      throw conflict(RETURN_MESSAGES.windowClosed);
    }
    if (!order.invoice) throw conflict(RETURN_MESSAGES.noInvoice);
    const lines = checkLines(order, body, eligibility);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(returns)
      .where(eq(returns.orderId, order.order_id));
    const number = `R-${shortOrderNumber(order.order_id)}-${Number(count?.n ?? 0) + 1}`;
    const note = body.note?.trim() ? body.note.trim() : null;
    const [row] = await tx
      .insert(returns)
      .values({
        orderId: order.order_id,
        userId,
        number,
        reason: body.reason,
        note,
        photos: [...new Set(photos)],
      })
      .returning({ id: returns.id });
    if (!row) throw new Error('return not inserted');
    await tx
      .insert(returnLines)
      .values(
        lines.map((l) => ({ returnId: row.id, orderItemId: l.orderItemId, quantity: l.quantity })),
      );
    await tx
      .insert(returnHistory)
      .values({ returnId: row.id, status: 'REQUESTED', remarks: note, changedBy: userId });
    await queueReturnMail(tx, {
      orderId: order.order_id,
      number,
      status: 'REQUESTED',
      remarks: null,
    });
    await recordOrderStatusEvent(tx, { userId, orderId: order.order_id, status: order.status });
    return row.id;
  });
  const created = await readReturn(ctx, db, returnId);
  if (!created) throw notFound(RETURN_MESSAGES.returnNotFound);
  return customerReturn(created);
}

/** The customer's mail of a return step, queued in the step's transaction. */
export function queueReturnMail(
  tx: Tx,
  input: {
    orderId: string;
    number: string;
    status: string;
    remarks: string | null;
    amount?: number | null;
    creditNoteNumber?: string | null;
    reference?: string | null;
  },
): Promise<number> {
  return queueOrderMail(tx, {
    kind: 'RETURN_UPDATE',
    orderId: input.orderId,
    payload: {
      return_number: input.number,
      return_status: input.status,
      remarks: input.remarks,
      amount: input.amount ?? null,
      credit_note_number: input.creditNoteNumber ?? null,
      reference: input.reference ?? null,
    },
  });
}

/** One return (`returnId`) in the contract's shape, or undefined: one statement. */
export async function readReturn(
  ctx: Pick<AppContext, 'config' | 'secretKey' | 'db'>,
  db: DbOrTx,
  returnId: string,
): Promise<AdminReturn | undefined> {
  const [row] = await rowsOfStatement<{ j: unknown }>(db, ONE_RETURN, [returnId]);
  return row ? (await returnsFromJson(ctx, [row.j]))[0] : undefined;
}
const ONE_RETURN = `select ${returnJson(true)} as j from returns r where r.id = $1`;

const ORDER_RETURNS = myOrderStatement(`, coalesce((select json_agg(${returnJson(false)}
    order by r.created_at desc, r.id desc) from returns r where r.order_id = o.id), '[]') as returns`);

/** GET /orders/{id}/returns: the order's returns, newest first (owner only); one statement. */
export async function listOrderReturns(
  db: Db,
  input: { userId: string; orderId: string },
  ctx: AppContext,
): Promise<Return[]> {
  const [row] = await rowsOfStatement<{ j: unknown; returns: unknown }>(db, ORDER_RETURNS, [
    input.orderId,
    input.userId,
  ]);
  if (!row) throw notFound('Order not found');
  const list = await returnsFromJson(ctx, row.returns, [orderFromJson(row.j)]);
  return list.map(customerReturn);
}

const MY_RETURNS = `
select (select count(*)::int from returns where user_id = $1) as total,
       coalesce((select json_agg(${returnJson(true)} order by r.created_at desc, r.id desc)
                   from (select id from returns where user_id = $1
                          order by created_at desc, id desc limit $2 offset $3) page
                   join returns r on r.id = page.id), '[]') as content`;

/**
 * GET /returns/my-returns: the caller's returns, newest first (My Orders shows their status);
 * the count and the page in one statement.
 */
export async function listMyReturns(
  db: Db,
  input: { userId: string; index: number; limit: number },
  ctx: AppContext,
): Promise<Page<Return>> {
  const [row] = await rowsOfStatement<{ total: number; content: unknown }>(db, MY_RETURNS, [
    input.userId,
    input.limit,
    input.index * input.limit,
  ]);
  const list = await returnsFromJson(ctx, row?.content);
  return pageFrom(list.map(customerReturn), Number(row?.total ?? 0), input);
}

/**
 * The credit note PDF of a return; `userId` limits it to the return's owner (another
 * customer's return is 404). Before the return is received: 409.
 */
export async function creditNotePdfOf(
  db: Db,
  input: { returnId: string; userId?: string },
  ctx: AppContext,
): Promise<PdfAnswer> {
  const [ret] = await db
    .select()
    .from(returns)
    .where(
      input.userId
        ? and(eq(returns.id, input.returnId), eq(returns.userId, input.userId))
        : eq(returns.id, input.returnId),
    );
  if (!ret) throw notFound(RETURN_MESSAGES.returnNotFound);
  const note = (await creditNotesOfReturns(db, [ret.id])).get(ret.id);
  if (!note) throw conflict(RETURN_MESSAGES.creditNoteNotIssued);
  const order = await loadOrderDto(db, ret.orderId);
  if (!order) throw notFound('Order not found');
  const pdf = await renderCreditNotePdf(
    db,
    {
      note,
      order,
      returnNumber: ret.number,
      reason: ret.reason,
      refundReference: ret.refundReference,
    },
    ctx,
  );
  return { pdf, fileName: creditNoteFileName(note.number) };
}
