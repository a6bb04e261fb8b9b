import { and, desc, eq, sql } from 'drizzle-orm';
import type { OrderEvent, OrderStatus } from '@store/contract';
import type { DbOrTx, Tx } from '../../db/client';
import { events } from '../../db/schema/index';
import { EVENTS_CHANNEL, type EventHub } from './event-hub';

export const ORDER_STATUS_EVENT = {
  eventType: 'CUSTOMER_ORDER_STATUS',
  action: 'REFRESH',
  entityType: 'ORDER',
} as const;

/** Most events one poll answer carries; the client asks again with the new lastEventId. */
export const MAX_EVENTS_PER_POLL = 100;

/**
 * Records that an order's status changed, for its owner, inside the caller's transaction, and
 * queues a NOTIFY naming the owner. PostgreSQL (and PGlite) deliver the NOTIFY only when the
 * transaction commits, so a poll is never woken for a change that is rolled back.
 */
export async function recordOrderStatusEvent(
  tx: Tx,
  input: { userId: string; orderId: string; status: OrderStatus },
): Promise<void> {
  await tx.insert(events).values({
    userId: input.userId,
    ...ORDER_STATUS_EVENT,
    metadata: { orderId: input.orderId, status: input.status },
  });
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${input.userId})`);
}

type EventRow = typeof events.$inferSelect;

function toOrderEvent(row: EventRow): OrderEvent {
  return {
    event_id: String(row.id),
    eventType: ORDER_STATUS_EVENT.eventType,
    action: ORDER_STATUS_EVENT.action,
    entityType: ORDER_STATUS_EVENT.entityType,
    metadata: {
      orderId: String(row.metadata.orderId),
      status: row.metadata.status as OrderStatus,
    },
    created_at: row.createdAt.toISOString(),
  };
}

/** The id of the user's newest event, or '0' when there is none. */
export async function latestEventId(db: DbOrTx, userId: string): Promise<string> {
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(eq(events.userId, userId))
    .orderBy(desc(events.id))
    .limit(1);
  return rows[0] ? String(rows[0].id) : '0';
}

/** The user's events newer than `afterId`, oldest first. */
export async function listEventsAfter(
  db: DbOrTx,
  userId: string,
  afterId: string,
  limit = MAX_EVENTS_PER_POLL,
): Promise<OrderEvent[]> {
  const rows = await db
    .select()
    .from(events)
    .where(
      and(
        eq(events.userId, userId),
        eq(events.eventType, ORDER_STATUS_EVENT.eventType),
        sql`${events.id} > ${afterId}::bigint`,
      ),
    )
    .orderBy(events.id)
    .limit(limit);
  return rows.map(toOrderEvent);
}

export interface PollResult {
  events: OrderEvent[];
  lastEventId: string;
}

export interface PollOptions {
  /** Wait for an event when none is there yet (longPoll=true). */
  wait: boolean;
  timeoutMs: number;
  /** Aborted when the client goes away: the poll answers empty at once. (Shutdown ends
   *  every wait through the hub.) */
  signal: AbortSignal;
}

/**
 * GET /polling/user/events (decisions.md › Live order events). Without `afterId` it answers at once with the
 * current last id. With it, it answers at once when newer events exist, else waits on the hub
 * until a NOTIFY for this user arrives (then reads them), the time runs out or the signal
 * aborts. The waiter is registered before the first read, so an event committed between the
 * read and the wait still wakes it.
 */
export async function pollEvents(
  db: DbOrTx,
  hub: EventHub,
  userId: string,
  afterId: string | undefined,
  opts: PollOptions,
): Promise<PollResult> {
  if (afterId === undefined) return { events: [], lastEventId: await latestEventId(db, userId) };
  const answer = (list: OrderEvent[]): PollResult => ({
    events: list,
    lastEventId: list.at(-1)?.event_id ?? afterId,
  });
  if (!opts.wait) return answer(await listEventsAfter(db, userId, afterId));

  const deadline = Date.now() + opts.timeoutMs;
  const waiter = hub.register(userId);
  try {
    for (;;) {
      if (opts.signal.aborted) return answer([]);
      const found = await listEventsAfter(db, userId, afterId);
      if (found.length > 0) return answer(found);
      const left = deadline - Date.now();
      if (left <= 0) return answer([]);
      const notified = await waiter.next(left, opts.signal);
      if (!notified) return answer([]);
    }
  } finally {
    waiter.dispose();
  }
}
