import { and, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginThrottle } from '../../db/schema/index';
import { AppError } from '../../lib/errors';

/**
 * Failed sign-ins are counted per phone and per client IP in `login_throttle` (decisions.md › Accounts and sessions:
 * repeated failures get 429 with Retry-After). An attempt is counted BEFORE the password is
 * checked (one atomic upsert per key), so a burst of parallel guesses cannot slip past the
 * limit; a successful sign-in gives its count back. When a key reaches its limit it is locked
 * for `lockSeconds`; the count also starts again after `lockSeconds` without failures.
 * The database clock is the only clock, so several server processes share the counters.
 */
export interface ThrottleRule {
  key: string;
  max: number;
}

export const phoneKey = (phone: string) => `phone:${phone}`;
/** One phone from one client address: the key that locks after a few failures (issue 16). */
export const pairKey = (phone: string, ip: string) => `pair:${phone}@${ip}`;
export const ipKey = (ip: string) => `ip:${ip}`;
/** One browser's device cookie (decision 176): its own failures only. */
export const deviceKey = (nonce: string) => `device:${nonce}`;

const t = sql.raw('"login_throttle"');

function tooMany(retryAfterS: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterS));
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    'rate_limited',
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    { 'retry-after': String(seconds) },
  );
}

/** Counts one attempt for each rule, in order; throws 429 when a key is (or becomes) locked. */
export async function reserveAttempt(
  db: DbOrTx,
  rules: ThrottleRule[],
  lockSeconds: number,
): Promise<void> {
  const window = sql`make_interval(secs => ${lockSeconds})`;
  const lockedNow = sql`${t}."locked_until" > now()`;
  const stale = sql`(${t}."locked_until" is not null or ${t}."window_started_at" <= now() - ${window})`;
  for (const rule of rules) {
    const [row] = await db
      .insert(loginThrottle)
      .values({ key: rule.key, failures: 1 })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: sql`case when ${lockedNow} then ${t}."failures" when ${stale} then 1 else ${t}."failures" + 1 end`,
          windowStartedAt: sql`case when ${lockedNow} then ${t}."window_started_at" when ${stale} then now() else ${t}."window_started_at" end`,
          lockedUntil: sql`case when ${lockedNow} then ${t}."locked_until" else null end`,
        },
      })
      .returning({
        failures: loginThrottle.failures,
        retryAfter: sql<
          number | null
        >`ceil(extract(epoch from (${loginThrottle.lockedUntil} - now())))::int`,
      });
    if (!row) throw new Error('login_throttle upsert returned nothing');
    if (row.retryAfter !== null && row.retryAfter > 0) throw tooMany(row.retryAfter);
    if (row.failures > rule.max) {
      // Parallel attempts went past the limit before a failure could lock the key.
      await lockReached(db, rule, lockSeconds);
      throw tooMany(lockSeconds);
    }
  }
}

async function lockReached(db: DbOrTx, rule: ThrottleRule, lockSeconds: number) {
  await db
    .update(loginThrottle)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${lockSeconds})` })
    .where(
      and(
        eq(loginThrottle.key, rule.key),
        gte(loginThrottle.failures, rule.max),
        or(isNull(loginThrottle.lockedUntil), lt(loginThrottle.lockedUntil, sql`now()`)),
      ),
    );
}

/** After a wrong password: the attempt stays counted; keys at their limit are locked. */
export async function recordFailure(db: DbOrTx, rules: ThrottleRule[], lockSeconds: number) {
  for (const rule of rules) await lockReached(db, rule, lockSeconds);
}

/** After a correct password: the phone starts afresh; the IP gets this attempt back. */
export async function recordSuccess(
  db: DbOrTx,
  phone: ThrottleRule | ThrottleRule[],
  ip?: ThrottleRule,
) {
  for (const rule of Array.isArray(phone) ? phone : [phone]) {
    await db.delete(loginThrottle).where(eq(loginThrottle.key, rule.key));
  }
  if (!ip) return;
  await db
    .update(loginThrottle)
    .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
    .where(eq(loginThrottle.key, ip.key));
}

let lastSweep = 0;
/** Drops counters that no longer matter (at most every 10 minutes per process). */
export async function sweepThrottle(db: DbOrTx, lockSeconds: number, nowMs = Date.now()) {
  if (nowMs - lastSweep < 10 * 60_000) return;
  lastSweep = nowMs;
  await db
    .delete(loginThrottle)
    .where(
      and(
        or(isNull(loginThrottle.lockedUntil), lt(loginThrottle.lockedUntil, sql`now()`)),
        lt(loginThrottle.windowStartedAt, sql`now() - make_interval(secs => ${lockSeconds})`),
      ),
    );
}
