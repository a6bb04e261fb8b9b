import crypto from 'node:crypto';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import { renderAttachments, type MailDocuments } from './attachments';
import { MAIL_CHANNEL } from './mail.service';
import { renderHtml, renderText } from './mail-templates';
import { createMailTransport, isPermanentFailure, type MailTransport } from './mail-transport';
import { buildMailView, MailSubjectGone } from './mail-views';
import { loadOrderDtos } from '../order-views/order-views.service';
import type { Order } from '@store/contract';

/**
 * The mail sender: a small job built by buildApp (app.ts, `app.mailSender`, with the documents
 * the mails carry), started by server.ts and stopped when the app closes. It is woken
 * by the NOTIFY a queued mail sends at commit, and by a periodic sweep (retries that came
 * due, leases of a sender that died). Several processes run one each on the same database:
 * a claim takes rows with FOR UPDATE SKIP LOCKED and puts a lease on them (`locked_until`),
 * so no two senders hold the same row, and a killed sender's rows are taken again only after
 * its lease ran out. Marking a row SENT needs the claim token, so a sender whose lease was
 * taken over can never overwrite the newer claim.
 */

export type OutboxRow = typeof mailOutbox.$inferSelect;

export interface MailSenderLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface MailSenderOptions {
  transport?: MailTransport;
  logger?: MailSenderLogger;
  /** Rows claimed at once (default 10). */
  batchSize?: number;
  /** The documents and payment instructions the order mails carry (given by buildApp). */
  documents?: MailDocuments;
}

export interface MailSender {
  start(): Promise<void>;
  /** Ask for a pass now (also what the NOTIFY and the sweep do). */
  wake(): void;
  /** Sends everything that is due now and resolves when nothing due is left. */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

const quiet: MailSenderLogger = { info() {}, warn() {}, error() {} };

/** Claims up to `limit` due rows for one sender, with a lease of `leaseMs`. */
export async function claimMails(
  db: Db,
  opts: { limit: number; leaseMs: number },
): Promise<OutboxRow[]> {
  const token = crypto.randomUUID();
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, 'QUEUED'), lte(mailOutbox.nextAttemptAt, sql`now()`)),
        and(eq(mailOutbox.status, 'SENDING'), lt(mailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.createdAt))
    .limit(opts.limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      status: 'SENDING',
      attempts: sql`${mailOutbox.attempts} + 1`,
      claimToken: token,
      lockedUntil: sql`now() + ${opts.leaseMs} * interval '1 millisecond'`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** Backoff before the next try: base × 2^(attempts-1), at most an hour. */
export const retryDelayMs = (baseMs: number, attempts: number) =>
  Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 3_600_000);

const errorText = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).replace(/\s+/g, ' ').slice(0, 500);

/** Renders and sends one claimed row, then records the outcome (only under its own claim). */
export async function deliverClaimed(
  ctx: AppContext,
  transport: MailTransport,
  row: OutboxRow,
  logger: MailSenderLogger = quiet,
  /** The row's order, when the caller read the orders of its batch at once. */
  order?: Order | null,
  documents: MailDocuments = {},
): Promise<'sent' | 'retry' | 'failed'> {
  const mine = and(eq(mailOutbox.id, row.id), eq(mailOutbox.claimToken, row.claimToken ?? ''));
  try {
    const to =
      row.kind === 'ORDER_PLACED_STAFF' ||
      row.kind === 'LOW_STOCK_STAFF' ||
      row.kind === 'QUOTE_REQUESTED_STAFF'
        ? ctx.config.STAFF_EMAIL.trim()
        : row.toAddress;
    if (!to) throw new MailSubjectGone('No recipient: STAFF_EMAIL is not set');
    const view = await buildMailView(ctx, row, order, documents.paymentInstructions);
    const attachments = await renderAttachments(
      ctx,
      row.kind,
      row.orderId ?? (typeof row.payload.quote_id === 'string' ? row.payload.quote_id : null),
      documents,
    );
    await transport.send({
      id: row.id,
      to,
      subject: row.subject,
      text: renderText(view),
      html: renderHtml(view),
      attachments,
      createdAt: row.createdAt,
    });
    await ctx.db
      .update(mailOutbox)
      .set({
        status: 'SENT',
        toAddress: to,
        sentAt: sql`now()`,
        lockedUntil: null,
        lastError: null,
      })
      .where(mine);
    return 'sent';
  } catch (err) {
    const final =
      err instanceof MailSubjectGone ||
      isPermanentFailure(err) ||
      row.attempts >= ctx.config.MAIL_MAX_ATTEMPTS;
    const delay = retryDelayMs(ctx.config.MAIL_RETRY_BASE_MS, row.attempts);
    await ctx.db
      .update(mailOutbox)
      .set({
        status: final ? 'FAILED' : 'QUEUED',
        lastError: errorText(err),
        lockedUntil: null,
        nextAttemptAt: final ? sql`now()` : sql`now() + ${delay} * interval '1 millisecond'`,
      })
      .where(mine);
    logger.warn(
      { mailId: row.id, kind: row.kind, attempts: row.attempts, final, err: errorText(err) },
      'mail not sent',
    );
    return final ? 'failed' : 'retry';
  }
}

export function createMailSender(ctx: AppContext, opts: MailSenderOptions = {}): MailSender {
  const transport = opts.transport ?? createMailTransport(ctx.config);
  const logger = opts.logger ?? quiet;
  const batchSize = opts.batchSize ?? 10;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let started = false;
  let timer: NodeJS.Timeout | null = null;
  let unlisten: (() => Promise<void>) | null = null;

  /**
   * The orders of a claimed batch in one read (loadOrderDtos: the same statements for one
   * order or ten), instead of one read per mail. Undefined when that read fails: each mail
   * then reads its own order and fails or retries on its own, as before.
   */
  async function ordersOf(rows: OutboxRow[]): Promise<Map<string, Order> | undefined> {
    const ids = rows.flatMap((r) =>
      r.orderId && r.kind !== 'BACK_IN_STOCK' && r.kind !== 'LOW_STOCK_STAFF' ? [r.orderId] : [],
    );
    if (ids.length === 0) return undefined;
    try {
      const found = await loadOrderDtos(ctx.db, ids);
      const map = new Map(found.map((o) => [o.order_id, o]));
      // An order that is gone stays out of the map: its mail reads it again and fails.
      return map;
    } catch {
      return undefined;
    }
  }

  async function pass(): Promise<void> {
    do {
      again = false;
      while (!stopped) {
        const rows = await claimMails(ctx.db, {
          limit: batchSize,
          leaseMs: ctx.config.MAIL_LEASE_MS,
        });
        if (rows.length === 0) break;
        // A claimed batch is finished even when stop() is called meanwhile: each send is
        // bounded by the transport's time-outs, well inside the lease.
        const orders = await ordersOf(rows);
        for (const row of rows) {
          const order = row.orderId ? orders?.get(row.orderId) : undefined;
          await deliverClaimed(ctx, transport, row, logger, order, opts.documents);
        }
      }
    } while (again && !stopped);
  }

  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = pass()
      .catch((err: unknown) => logger.error({ err: errorText(err) }, 'mail sender pass failed'))
      .finally(() => {
        running = null;
        // A wake that came after the last check but before this point is not lost.
        if (again) wake();
      });
  }

  return {
    async start() {
      if (started) return;
      started = true;
      unlisten = await ctx.database.listen(MAIL_CHANNEL, () => wake());
      timer = setInterval(wake, ctx.config.MAIL_SWEEP_MS);
      timer.unref();
      logger.info({ transport: transport.kind }, 'mail sender started');
      wake();
    },
    wake,
    async drain() {
      wake();
      while (running) await running;
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await unlisten?.().catch(() => undefined);
      unlisten = null;
      while (running) await running;
      if (!opts.transport) transport.close();
    },
  };
}
