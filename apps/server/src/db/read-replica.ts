import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import * as schema from './schema/index';

/** The same type as client.ts's `Db` (this file is imported by client.ts, not the other way). */
type Db = NodePgDatabase<typeof schema>;

/**
 * A streaming replica for the reads that may be a moment old (docs/decisions/365): the
 * catalogue, search index builds, listings, product pages, the sitemap and staff reports.
 * Everything a customer has just written (cart, orders, account, company) keeps reading the
 * primary (`ctx.db`).
 *
 * - Lag: polled every POLL_MS. A replica that has replayed everything the primary had written
 *   when asked is 0 s behind; otherwise it is `now() - pg_last_xact_replay_timestamp()` on the
 *   replica (an over-estimate after a quiet spell, never an under-estimate). More than
 *   READ_REPLICA_MAX_LAG_S behind, or not answering, it is skipped until it catches up.
 * - Fences: a catalogue change notice (heard at commit) makes the reads go to the primary until
 *   the replica has replayed the primary's WAL position taken after the notice, so a cache
 *   filled right after a change is never filled from before it.
 * - A promoted replica (not in recovery) is a primary: 0 s behind.
 */
const POLL_MS = 500;
/** After a fence, the replica is asked again this soon (it usually catches up in a few ms). */
const FENCE_POLL_MS = 15;
/** A fence keeps asking quickly for this long, then falls back to POLL_MS. */
const FENCE_FAST_FOR_MS = 3_000;
/** A measurement slower than this counts as a replica not answering. */
const MEASURE_TIMEOUT_MS = 3_000;

export type ReplicaState = 'in_use' | 'lagging' | 'unreachable' | 'catching_up';

export interface ReplicaStatus {
  /** in_use: reads go there; lagging / unreachable: skipped; catching_up: behind a fence. */
  state: ReplicaState;
  /** Seconds behind the primary at the last poll (null: not known yet or not answering). */
  lag_s: number | null;
  max_lag_s: number;
}

/** "16/B374D848" → a comparable number. */
export function parseLsn(text: string | null | undefined): bigint | undefined {
  const m = /^([0-9A-F]+)\/([0-9A-F]+)$/i.exec(text ?? '');
  return m ? (BigInt(`0x${m[1]}`) << 32n) | BigInt(`0x${m[2]}`) : undefined;
}

interface ReplicaRow {
  standby: boolean;
  replay: string | null;
  behind_s: number | null;
}

export class ReadReplica {
  readonly db: Db;
  private lagS: number | null = null;
  /** When (ms) the primary was last at a position the replica had replayed when asked. */
  private caughtUpAt: number | undefined;
  private replayed: bigint | undefined;
  private fenceAt = 0n;
  private fencesPending = 0;
  private fastUntil = 0;
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly primary: pg.Pool,
    readonly maxLagS: number,
  ) {
    this.db = drizzlePg(pool, { schema });
  }

  /** The replica's drizzle handle when it may serve a read now, else undefined. */
  choose(): Db | undefined {
    return this.state() === 'in_use' ? this.db : undefined;
  }

  state(): ReplicaState {
    if (this.lagS === null || this.replayed === undefined) return 'unreachable';
    if (this.lagS > this.maxLagS) return 'lagging';
    if (this.fencesPending > 0 || this.replayed < this.fenceAt) return 'catching_up';
    return 'in_use';
  }

  status(): ReplicaStatus {
    const lag = this.lagS === null ? null : Math.round(this.lagS * 1000) / 1000;
    return { state: this.state(), lag_s: lag, max_lag_s: this.maxLagS };
  }

  /**
   * Something changed on the primary that cached reads must see: reads go to the primary
   * until the replica has replayed the primary's current WAL position.
   */
  fence(): void {
    if (this.closed) return;
    this.fencesPending += 1;
    this.primary
      .query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')
      .then((r) => {
        const at = parseLsn(r.rows[0]?.lsn);
        if (at !== undefined && at > this.fenceAt) this.fenceAt = at;
      })
      .catch(() => {
        // the primary is not answering: nothing to wait for (writes fail anyway)
      })
      .finally(() => {
        this.fencesPending -= 1;
        this.fastUntil = Date.now() + FENCE_FAST_FOR_MS;
        this.schedule(FENCE_POLL_MS);
      });
  }

  /**
   * Measures the lag once (the monitor does it every POLL_MS). A measurement that takes longer
   * than MEASURE_TIMEOUT_MS (a replica whose host drops packets) counts as not answering.
   */
  poll(): Promise<void> {
    this.polling ??= (async () => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), MEASURE_TIMEOUT_MS);
        timer.unref();
      });
      try {
        if ((await Promise.race([this.measure(), late])) === 'late') this.lagS = null;
      } finally {
        clearTimeout(timer);
        this.polling = undefined;
      }
    })();
    return this.polling;
  }

  private async measure(): Promise<void> {
    try {
      // the primary's position first: a replica at or past it had everything at that moment
      const askedAt = Date.now();
      const primary = await this.primary.query<{ lsn: string }>(
        'select pg_current_wal_lsn()::text as lsn',
      );
      const primaryAt = parseLsn(primary.rows[0]?.lsn);
      const r = await this.pool.query<ReplicaRow>(
        `select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as replay,
                extract(epoch from now() - pg_last_xact_replay_timestamp())::float8 as behind_s`,
      );
      const row = r.rows[0];
      if (!row) throw new Error('no answer');
      if (!row.standby) {
        // promoted: it is a primary now, nothing to replay
        this.replayed = 1n << 62n;
        this.lagS = 0;
        return;
      }
      const replayed = parseLsn(row.replay);
      this.replayed = replayed;
      if (replayed === undefined) this.lagS = null;
      else if (primaryAt !== undefined && replayed >= primaryAt) {
        this.lagS = 0;
        this.caughtUpAt = askedAt;
      } else {
        // behind: at most since the replica last had all the primary had (the time of its last
        // replayed transaction alone overstates it after the primary sat idle, e.g. when one
        // background write is in flight at the moment of asking)
        const sinceCaughtUp =
          this.caughtUpAt === undefined
            ? Number.POSITIVE_INFINITY
            : (Date.now() - this.caughtUpAt) / 1000;
        this.lagS = Math.max(0, Math.min(row.behind_s ?? Number.POSITIVE_INFINITY, sinceCaughtUp));
      }
    } catch {
      // the primary not answering leaves the replica's last state; the replica not answering
      // takes it out
      if (!(await this.replicaAnswers())) this.lagS = null;
    }
  }

  private async replicaAnswers(): Promise<boolean> {
    try {
      await this.pool.query('select 1');
      return true;
    } catch {
      return false;
    }
  }

  /** Starts the monitor; answers after the first measurement. */
  async start(): Promise<void> {
    await this.poll();
    this.schedule(POLL_MS);
  }

  private schedule(ms: number): void {
    if (this.closed) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.poll().finally(() => {
        const fast = Date.now() < this.fastUntil && this.state() === 'catching_up';
        if (!this.timer) this.schedule(fast ? FENCE_POLL_MS : POLL_MS);
      });
    }, ms);
    this.timer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    await this.polling?.catch(() => undefined);
    await this.pool.end();
  }
}

/**
 * The handle for reads that may be a moment old: the replica's when one is configured,
 * caught up and within READ_REPLICA_MAX_LAG_S, the primary's otherwise.
 */
export function readDb(ctx: { db: Db; database: { replica?: ReadReplica } }): Db {
  return ctx.database.replica?.choose() ?? ctx.db;
}

/** A catalogue change was heard: cached reads wait for the replica to replay it (see fence). */
export function fenceReplicaReads(ctx: { database: { replica?: ReadReplica } }): void {
  ctx.database.replica?.fence();
}
