import { lt, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { rateLimitCounters } from '../../db/schema/index';
import { AppError } from '../../lib/errors';

/**
 * Rate limits shared by every server process (docs/decisions/100).
 *
 * Each policy counts hits per client key in `rate_limit_counters` with a sliding-window
 * counter: the current fixed window's hits plus the previous window's, weighted by how much
 * of it still overlaps the sliding window. One atomic upsert per counted hit; the database
 * clock is the only clock, so processes agree.
 *
 * A policy with `lease` > 0 (search, the hot path) pre-counts in the process: after a sync
 * that leaves R hits of room, the process may admit `floor(R * lease)` more hits for that key
 * without asking the database (for at most `leaseMs`), and adds them at the next sync. Far
 * from the limit this costs one write per many requests; near it every hit syncs again, so
 * the overshoot across P processes stays below P * R * lease and shrinks as R does.
 */
export type RateLimitName = 'search' | 'register' | 'pincode' | 'paymentReference';

export interface RateLimitPolicy {
  name: RateLimitName;
  /** Hits allowed per window. */
  limit: number;
  windowS: number;
  /** Whose hits count together: the client address, or the signed-in user (else the address). */
  per: 'ip' | 'user';
  /** Fraction of the remaining room a process may admit before syncing (0: every hit syncs). */
  lease: number;
  leaseMs: number;
  /** What a person reads on a 429, given the wait. */
  message: (wait: string) => string;
}

export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export function ratePolicies(config: Config): Record<RateLimitName, RateLimitPolicy> {
  return {
    search: {
      name: 'search',
      limit: config.RATE_LIMIT_SEARCH_PER_MIN,
      windowS: 60,
      per: 'ip',
      lease: 0.25,
      leaseMs: 5_000,
      message: (wait) => `Too many searches in a short time. Please wait ${wait} and try again.`,
    },
    register: {
      name: 'register',
      limit: config.RATE_LIMIT_REGISTER_PER_HOUR,
      windowS: 3600,
      per: 'ip',
      lease: 0,
      leaseMs: 0,
      message: (wait) =>
        `Too many accounts were registered from this address. Please try again in ${wait}.`,
    },
    pincode: {
      name: 'pincode',
      limit: config.RATE_LIMIT_PINCODE_PER_MIN,
      windowS: 60,
      per: 'ip',
      lease: 0,
      leaseMs: 0,
      message: (wait) => `Too many pincode lookups. Please wait ${wait} and try again.`,
    },
    paymentReference: {
      name: 'paymentReference',
      limit: config.RATE_LIMIT_PAYMENT_REFERENCE_PER_HOUR,
      windowS: 3600,
      per: 'user',
      lease: 0,
      leaseMs: 0,
      message: (wait) => `Too many payment references were submitted. Please try again in ${wait}.`,
    },
  };
}

export interface HitResult {
  allowed: boolean;
  /** Estimated hits in the sliding window, this one included. */
  count: number;
  retryAfterS: number;
}

const t = sql.raw('"rate_limit_counters"');

/** Adds `hits` to the counter of `key` and answers the sliding-window estimate. */
export async function countHits(
  db: DbOrTx,
  key: string,
  hits: number,
  policy: Pick<RateLimitPolicy, 'limit' | 'windowS'>,
): Promise<HitResult> {
  const w = policy.windowS;
  const windowStart = sql`to_timestamp(floor(extract(epoch from now()) / ${w}) * ${w})`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({
      key,
      windowStart,
      hits,
      prevHits: 0,
      expiresAt: sql`now() + make_interval(secs => ${2 * w})`,
    })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        prevHits: sql`case when ${t}."window_start" = excluded."window_start" then ${t}."prev_hits"
          when ${t}."window_start" = excluded."window_start" - make_interval(secs => ${w}) then ${t}."hits"
          else 0 end`,
        hits: sql`case when ${t}."window_start" = excluded."window_start" then ${t}."hits" + excluded."hits" else excluded."hits" end`,
        windowStart: sql`excluded."window_start"`,
        expiresAt: sql`excluded."expires_at"`,
      },
    })
    .returning({
      hits: rateLimitCounters.hits,
      prevHits: rateLimitCounters.prevHits,
      elapsed: sql<number>`extract(epoch from (now() - ${rateLimitCounters.windowStart}))::float8`,
    });
  if (!row) throw new Error('rate_limit_counters upsert returned nothing');
  const elapsed = Math.min(Math.max(Number(row.elapsed), 0), w);
  const count = row.prevHits * (1 - elapsed / w) + row.hits;
  if (count <= policy.limit) return { allowed: true, count, retryAfterS: 0 };
  // When the estimate falls back to the limit: the previous window's share shrinks linearly;
  // if this window alone is over, only the next windows help.
  let wait: number;
  if (row.hits >= policy.limit || row.prevHits === 0) {
    wait = w - elapsed + (row.hits > policy.limit ? w * (1 - policy.limit / row.hits) : 0);
  } else {
    wait = w * (1 - (policy.limit - row.hits) / row.prevHits) - elapsed;
  }
  return { allowed: false, count, retryAfterS: Math.max(1, Math.ceil(wait)) };
}

interface Lease {
  left: number;
  pending: number;
  until: number;
}

/** One process's rate limiter: counters in the database, leases for the hot path in memory. */
export class RateLimiter {
  private readonly leases = new Map<string, Lease>();
  private writes = 0;

  constructor(
    private readonly db: DbOrTx,
    readonly policies: Record<RateLimitName, RateLimitPolicy>,
    readonly enabled: boolean,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit of `client` under `name`; throws 429 (with Retry-After) when over. */
  async hit(name: RateLimitName, client: string): Promise<void> {
    if (!this.enabled) return;
    const policy = this.policies[name];
    const key = `${name}:${client}`;
    const now = this.now();
    const lease = this.leases.get(key);
    if (lease && lease.left > 0 && now < lease.until) {
      lease.left -= 1;
      lease.pending += 1;
      return;
    }
    const pending = lease?.pending ?? 0;
    this.leases.delete(key);
    const result = await countHits(this.db, key, pending + 1, policy);
    await this.sweep();
    if (!result.allowed) {
      throw new AppError('rate_limited', policy.message(waitText(result.retryAfterS)), undefined, {
        'retry-after': String(result.retryAfterS),
      });
    }
    const room = Math.floor((policy.limit - result.count) * policy.lease);
    if (room > 0) {
      if (this.leases.size >= 50_000) this.pruneLeases(now);
      this.leases.set(key, { left: room, pending: 0, until: now + policy.leaseMs });
    }
  }

  private pruneLeases(now: number) {
    for (const [key, lease] of this.leases) if (lease.until <= now) this.leases.delete(key);
    if (this.leases.size >= 50_000) this.leases.clear();
  }

  /** Every 1,000th write of this process drops counters whose windows are over. */
  private async sweep() {
    this.writes += 1;
    if (this.writes % 1000 !== 0) return;
    await this.db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, sql`now()`));
  }
}
