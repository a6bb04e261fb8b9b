import { sql } from 'drizzle-orm';
import { MAIL_KINDS, MAIL_STATUSES } from '@store/contract';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalogue';
import { orders } from './orders';

/**
 * The transactional outbox (decisions.md › Order e-mails): a row is written in the same transaction as the
 * change that causes the mail; the sender claims rows with FOR UPDATE SKIP LOCKED and a lease
 * (`locked_until`), renders the mail from `kind` + the order/product at send time and sends it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    /** The recipient; null for a staff mail (STAFF_EMAIL is read when it is sent). */
    toAddress: text('to_address'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    /** What the mail must say that the order may no longer say when it is sent (a remark). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The lease of the sender that claimed it; past it, another sender may claim it again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Set at each claim; only the holder of the current claim may mark the row sent. */
    claimToken: uuid('claim_token'),
    lastError: text('last_error'),
    /** The mail a staff "resend" copied. */
    resentFrom: uuid('resent_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('QUEUED', 'SENDING')`),
    index('mail_outbox_status_created_idx').on(t.status, t.createdAt),
    index('mail_outbox_created_idx').on(t.createdAt),
    index('mail_outbox_order_idx').on(t.orderId),
    check('mail_outbox_attempts_ck', sql`${t.attempts} >= 0`),
  ],
);
