import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  MAIL_NOT_RESENDABLE_MESSAGE,
  shortOrderNumber,
  type AdminMailQuery,
  type MailKind,
  type OutboxMail,
  type Page,
} from '@store/contract';
import type { Db, Tx } from '../../db/client';
import { companyMembers, mailOutbox, orders, users } from '../../db/schema/index';
import { conflict, notFound } from '../../lib/errors';
import { pageFrom } from '../../lib/page';
import { formatPaise } from '../../lib/money';
import { returnMailSubject } from './return-mail';

/** The NOTIFY channel that wakes the mail senders of every process at commit. */
export const MAIL_CHANNEL = 'store_mail';

/** The order mails of decisions.md › Order e-mails (the staff copy of a new order is queued with PLACED). */
export type OrderMailKind = Exclude<
  MailKind,
  | 'ORDER_PLACED_STAFF'
  | 'BACK_IN_STOCK'
  | 'LOW_STOCK_STAFF'
  | 'QUOTE_REQUESTED_STAFF'
  | 'QUOTE_ANSWERED'
  | 'STATEMENT'
>;

/** What a mail must say that the order itself may no longer say when it is sent. */
export interface OrderMailPayload {
  /** The remark of the change (a cancel reason, a staff note). */
  remarks?: string | null;
  /** The shipped mail's tracking details when the caller has them (else the order's shipment). */
  courier?: string | null;
  tracking_number?: string | null;
  /** The payment-received mail: the amount (rupees) and the reference. */
  amount?: number | null;
  reference?: string | null;
  /** A return's mail (decisions.md › Returns and credit notes): which return, its new status. */
  return_number?: string;
  return_status?: string;
  credit_note_number?: string | null;
}

const SUBJECTS: Record<OrderMailKind, (short: string, payload: Record<string, unknown>) => string> =
  {
    ORDER_PLACED: (s) => `Order #${s} placed: thank you for your order`,
    ORDER_CONFIRMED: (s) => `Order #${s} confirmed`,
    ORDER_SHIPPED: (s) => `Order #${s} shipped`,
    ORDER_DELIVERED: (s) => `Order #${s} delivered`,
    ORDER_CANCELLED: (s) => `Order #${s} cancelled`,
    PAYMENT_RECEIVED: (s) => `Payment received for order #${s}`,
    // each step of a return says what happened (docs/decisions/312)
    RETURN_UPDATE: (s, payload) => returnMailSubject(payload, s),
    APPROVAL_NEEDED: (s) => `Order #${s} is waiting for your approval`,
    ORDER_AWAITING_APPROVAL: (s) => `Order #${s} is waiting for your company's approval`,
    ORDER_REJECTED: (s) => `Order #${s} was not approved by your company`,
    PAYMENT_OVERDUE: (s) => `Payment overdue for order #${s}`,
  };

/** The subject of an order mail: it names the short order number (decisions.md › Order e-mails). */
export const orderMailSubject = (
  kind: OrderMailKind,
  orderId: string,
  payload: Record<string, unknown> = {},
) => SUBJECTS[kind](shortOrderNumber(orderId), payload);

export const staffMailSubject = (orderId: string, totalPaise: number, customerName: string) =>
  `New order #${shortOrderNumber(orderId)}: ${formatPaise(totalPaise)} from ${customerName.slice(0, 80)}`;

/**
 * Queues an order mail INSIDE the caller's transaction (the transactional outbox): the row
 * commits or rolls back with the order change, and the senders are woken at commit. A customer
 * without an e-mail address gets nothing; ORDER_PLACED also queues the staff copy (to
 * STAFF_EMAIL, read when it is sent). Returns how many mails were queued.
 */
export async function queueOrderMail(
  tx: Tx,
  input: { kind: OrderMailKind; orderId: string; payload?: OrderMailPayload },
): Promise<number> {
  const [order] = await tx
    .select({
      userId: orders.userId,
      email: users.email,
      totalPaise: orders.totalPaise,
      customerName: orders.customerName,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, input.orderId));
  if (!order) return 0;
  const payload = { ...(input.payload ?? {}) } as Record<string, unknown>;
  const rows: (typeof mailOutbox.$inferInsert)[] = [];
  const email = order.email?.trim();
  if (email) {
    rows.push({
      kind: input.kind,
      toAddress: email,
      userId: order.userId,
      orderId: input.orderId,
      subject: orderMailSubject(input.kind, input.orderId, payload),
      payload,
    });
  }
  if (input.kind === 'ORDER_PLACED') {
    rows.push({
      kind: 'ORDER_PLACED_STAFF',
      toAddress: null,
      userId: order.userId,
      orderId: input.orderId,
      subject: staffMailSubject(input.orderId, order.totalPaise, order.customerName),
      payload,
    });
  }
  return queueMails(tx, rows);
}

/**
 * The ORDER_PLACED mails of an order being placed, from the facts the caller already holds
 * (no read of the order it just wrote): one statement queues the customer's mail (when the
 * account has an e-mail address) and the staff copy, and wakes the senders at commit.
 * Same rows as queueOrderMail(tx, { kind: 'ORDER_PLACED', orderId }) (docs/decisions/150).
 */
export async function queuePlacedOrderMail(
  tx: Tx,
  order: { orderId: string; userId: string; totalPaise: number; customerName: string },
): Promise<void> {
  await tx.execute(placedOrderMailWrite(order));
}

/**
 * The statement queuePlacedOrderMail runs, for a caller that runs it beside other writes
 * (writeTogether): the customer's mail (when the account has an e-mail) and the staff copy,
 * each row returning the NOTIFY that wakes the senders at commit (PostgreSQL delivers a
 * transaction's identical notifications once).
 */
export function placedOrderMailWrite(order: {
  orderId: string;
  userId: string;
  totalPaise: number;
  customerName: string;
}): SQL {
  const subject = orderMailSubject('ORDER_PLACED', order.orderId);
  const staffSubject = staffMailSubject(order.orderId, order.totalPaise, order.customerName);
  return sql`
    insert into ${mailOutbox} (kind, to_address, user_id, order_id, subject, payload)
    select 'ORDER_PLACED', btrim(u.email), u.id, ${order.orderId}::uuid, ${subject}, '{}'::jsonb
      from ${users} u
     where u.id = ${order.userId}::uuid and coalesce(btrim(u.email), '') <> ''
    union all
    select 'ORDER_PLACED_STAFF', null, ${order.userId}::uuid, ${order.orderId}::uuid,
           ${staffSubject}, '{}'::jsonb
    returning pg_notify(${MAIL_CHANNEL}, 'queued')`;
}

/**
 * The mails of an order waiting for approval: APPROVAL_NEEDED to each company ADMIN with an
 * e-mail address, and ORDER_AWAITING_APPROVAL to the buyer who placed it (issue 43.9), as one
 * statement for writeTogether (returning the NOTIFY that wakes the senders at commit).
 */
export function approvalMailWrite(order: {
  orderId: string;
  companyId: string;
  userId: string;
}): SQL {
  const subject = orderMailSubject('APPROVAL_NEEDED', order.orderId);
  const buyerSubject = orderMailSubject('ORDER_AWAITING_APPROVAL', order.orderId);
  return sql`
    insert into ${mailOutbox} (kind, to_address, user_id, order_id, subject, payload)
    select 'APPROVAL_NEEDED', btrim(u.email), u.id, ${order.orderId}::uuid, ${subject}, '{}'::jsonb
      from ${companyMembers} m join ${users} u on u.id = m.user_id
     where m.company_id = ${order.companyId}::uuid and m.role = 'ADMIN'
       and coalesce(btrim(u.email), '') <> ''
    union all
    select 'ORDER_AWAITING_APPROVAL', btrim(u.email), u.id, ${order.orderId}::uuid,
           ${buyerSubject}, '{}'::jsonb
      from ${users} u
     where u.id = ${order.userId}::uuid and coalesce(btrim(u.email), '') <> ''
    returning pg_notify(${MAIL_CHANNEL}, 'queued')`;
}

/** A mail to queue: the outbox row without its bookkeeping. */
export type MailToQueue = Pick<
  typeof mailOutbox.$inferInsert,
  'kind' | 'toAddress' | 'userId' | 'orderId' | 'subject' | 'payload'
>;

/**
 * Queues mails INSIDE the caller's transaction and wakes the senders at commit: the one door
 * by which other modules put mails in the outbox (the mail module owns the table). Returns
 * how many were queued.
 */
export async function queueMails(tx: Tx, mails: MailToQueue[]): Promise<number> {
  if (mails.length === 0) return 0;
  await tx.insert(mailOutbox).values(mails);
  await tx.execute(sql`select pg_notify(${MAIL_CHANNEL}, 'queued')`);
  return mails.length;
}

/**
 * HOOK for the payments module: call inside the transaction that records a payment as PAID
 * (`PATCH /admin/orders/{id}/payment`), e.g.
 * `await queuePaymentReceivedMail(tx, orderId, { amount: 1234.5, reference: 'UTR…' })`.
 */
export function queuePaymentReceivedMail(
  tx: Tx,
  orderId: string,
  payload: OrderMailPayload = {},
): Promise<number> {
  return queueOrderMail(tx, { kind: 'PAYMENT_RECEIVED', orderId, payload });
}

/** The mail of an order status change, or null when the status has no mail. */
export function mailKindForStatus(status: string): OrderMailKind | null {
  switch (status) {
    case 'CONFIRMED':
      return 'ORDER_CONFIRMED';
    case 'SHIPPED':
      return 'ORDER_SHIPPED';
    case 'DELIVERED':
      return 'ORDER_DELIVERED';
    case 'CANCELLED':
      return 'ORDER_CANCELLED';
    default:
      return null;
  }
}

/** Queues the customer's mail for a status change (inside the change's transaction). */
export async function queueStatusMail(
  tx: Tx,
  input: { orderId: string; status: string; payload?: OrderMailPayload },
): Promise<number> {
  const kind = mailKindForStatus(input.status);
  return kind ? queueOrderMail(tx, { kind, orderId: input.orderId, payload: input.payload }) : 0;
}

/* ------------------------------------------------------------------------------------------ */
/* Staff: the outbox                                                                           */
/* ------------------------------------------------------------------------------------------ */

type OutboxRow = typeof mailOutbox.$inferSelect;

export function toOutboxMail(r: OutboxRow): OutboxMail {
  return {
    mail_id: r.id,
    kind: r.kind,
    to_address: r.toAddress,
    subject: r.subject,
    status: r.status,
    attempts: r.attempts,
    last_error: r.lastError,
    order_id: r.orderId,
    product_id: r.productId,
    resent_from: r.resentFrom,
    created_at: r.createdAt.toISOString(),
    next_attempt_at: r.nextAttemptAt.toISOString(),
    sent_at: r.sentAt?.toISOString() ?? null,
  };
}

/** GET /admin/mail: the outbox, newest first, by status. */
export async function listOutbox(db: Db, query: AdminMailQuery): Promise<Page<OutboxMail>> {
  const where = query.status ? eq(mailOutbox.status, query.status) : undefined;
  const [total] = await db.select({ n: count() }).from(mailOutbox).where(where);
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(where)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(query.limit)
    .offset(query.index * query.limit);
  return pageFrom(rows.map(toOutboxMail), total?.n ?? 0, query);
}

/**
 * POST /admin/mail/{id}/resend: a SENT or FAILED mail is queued again as a fresh copy (the
 * original stays as the record of what happened); a queued or sending one is 409.
 */
export async function resendMail(db: Db, mailId: string): Promise<OutboxMail> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, mailId)).for('update');
    if (!row) throw notFound('Mail not found');
    if (row.status !== 'SENT' && row.status !== 'FAILED')
      throw conflict(MAIL_NOT_RESENDABLE_MESSAGE);
    const [copy] = await tx
      .insert(mailOutbox)
      .values({
        kind: row.kind,
        toAddress: row.kind === 'ORDER_PLACED_STAFF' ? null : row.toAddress,
        userId: row.userId,
        orderId: row.orderId,
        productId: row.productId,
        subject: row.subject,
        payload: row.payload,
        resentFrom: row.id,
      })
      .returning();
    await tx.execute(sql`select pg_notify(${MAIL_CHANNEL}, 'queued')`);
    if (!copy) throw notFound('Mail not found');
    return toOutboxMail(copy);
  });
}

/** For tests and diagnostics: the outbox rows of one order. */
export async function mailsOfOrder(db: Db, orderId: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.orderId, orderId)))
    .orderBy(mailOutbox.createdAt);
}
