import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Role } from '@store/contract';
import type { Db, DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import type { AppContext } from '../../context';
import { preparedOnPglite, rowsOfStatement, type PgliteLike } from '../../db/json-rows';
import { pgliteStatementCount, quietQuery } from '../../db/pglite-statements';
import { AppError } from '../../lib/errors';
import { signToken, verifyToken } from './tokens';

export interface LiveSession {
  sessionId: string;
  userId: string;
  role: Role;
  /** With `withOrderStamp`: what the caller's order reads were kept under (docs/decisions/382). */
  orderStamp?: string;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (s: string) => UUID_RE.test(s);

/** Why a session ended (kept on the row for support questions). */
export type RevokeReason = 'logout' | 'logout_all' | 'refresh_token_reuse' | 'credentials_reset';

/**
 * The live session's check, and the touch of `last_seen_at` (at most once a minute), in one
 * statement: the update sees the same snapshot as the read and only touches a live session.
 * It runs on every signed-in request, so it is a named prepared statement (db/query-rows.ts).
 */
const LIVE_SESSION_CTE = `
with live as (
  select s.id, s.user_id, u.role, s.last_seen_at < now() - interval '1 minute' as stale,
         s.expires_at, s.last_seen_at
    from sessions s join users u on u.id = s.user_id
   where s.id = $1 and s.user_id = $2 and s.revoked_at is null and s.expires_at > now()
   limit 1
), touched as (
  update sessions set last_seen_at = now()
   where id = (select id from live where stale)
)`;
/**
 * Until when (ms) the answer holds as far as the clock goes: the session's expiry, or the
 * moment its `last_seen_at` is a minute old and the check must touch it again.
 */
const REUSE_UNTIL = `(extract(epoch from least(live.expires_at,
    case when live.stale then now() else live.last_seen_at end + interval '1 minute')) * 1000
  )::float8 as "reuseUntilMs"`;
const LIVE_SESSION_SQL = `${LIVE_SESSION_CTE}
select id as "sessionId", user_id as "userId", role, ${REUSE_UNTIL} from live`;

/**
 * The same check with the caller's order-read stamp (docs/decisions/382): their company (or
 * none) and the versions of their own, their company's and the all-zero scope
 * (`order_read_versions`, migration 0045), read in the same statement and snapshot. An order
 * read answers from memory when the stamp is the one its answer was kept under.
 */
const LIVE_SESSION_WITH_ORDER_STAMP_SQL = `${LIVE_SESSION_CTE}
select live.id as "sessionId", live.user_id as "userId", live.role, ${REUSE_UNTIL},
       coalesce(m.company_id::text, '-') || ' ' || coalesce(
         (select string_agg(v.scope_id::text || '=' || v.version::text, ' ' order by v.scope_id)
            from order_read_versions v
           where v.scope_id in (live.user_id, m.company_id, '00000000-0000-0000-0000-000000000000')),
         '-') as "orderStamp"
  from live left join company_members m on m.user_id = live.user_id`;

/** The session if it exists, belongs to the user, is not revoked and not expired. */
export async function findLiveSession(
  db: Db,
  sessionId: string,
  userId: string,
  opts: { withOrderStamp?: boolean } = {},
): Promise<LiveSession | null> {
  if (!isUuid(sessionId) || !isUuid(userId)) return null;
  const text = opts.withOrderStamp ? LIVE_SESSION_WITH_ORDER_STAMP_SQL : LIVE_SESSION_SQL;
  const client = (db as unknown as { $client?: unknown }).$client;
  if (pgliteStatementCount(client) !== undefined) {
    return keptSessionCheck(client as PgliteLike, text, sessionId, userId);
  }
  // a prepared statement on PostgreSQL and on PGlite alike (docs/decisions/370)
  const rows = await rowsOfStatement<CheckedRow>(db, text, [sessionId, userId]);
  return rows[0] ? liveSessionOf(rows[0]) : null;
}

type CheckedRow = LiveSession & { reuseUntilMs: number };

function liveSessionOf(row: CheckedRow): LiveSession {
  const { reuseUntilMs: _clock, ...session } = row;
  return session;
}

/** Session checks kept per embedded database, with the statement count they were read at. */
const keptChecks = new WeakMap<
  object,
  { count: number; checks: Map<string, { session: LiveSession; untilMs: number }> }
>();
const KEPT_CHECKS_MAX = 10_000;

/**
 * The session check on the embedded database (docs/decisions/391): a live session's answer
 * (its user, role and order-read stamp) is given again without a statement while no other
 * statement has run on the database since it was read (db/pglite-statements.ts: every change
 * to a session, user, membership or order-read version is one) and the clock has not reached
 * the session's expiry or the minute after which `last_seen_at` is touched again. The check
 * itself is run quietly: it only touches `last_seen_at`, which no kept answer shows.
 */
async function keptSessionCheck(
  client: PgliteLike,
  text: string,
  sessionId: string,
  userId: string,
): Promise<LiveSession | null> {
  const count = pgliteStatementCount(client)!;
  let kept = keptChecks.get(client);
  if (!kept || kept.count !== count) {
    kept = { count, checks: new Map() };
    keptChecks.set(client, kept);
  }
  const key = `${text === LIVE_SESSION_SQL ? 'p' : 'o'} ${sessionId} ${userId}`;
  const hit = kept.checks.get(key);
  if (hit && Date.now() < hit.untilMs) return hit.session;
  const rows = await preparedOnPglite<CheckedRow>(client, text, [sessionId, userId], (t, v) =>
    quietQuery(client, t, v),
  );
  const row = rows[0];
  if (!row) return null;
  const session = liveSessionOf(row);
  if (pgliteStatementCount(client) === count && kept === keptChecks.get(client)) {
    if (kept.checks.size >= KEPT_CHECKS_MAX) kept.checks.clear();
    kept.checks.set(key, { session, untilMs: Number(row.reuseUntilMs) });
  }
  return session;
}

export interface IssuedTokens {
  access_token: string;
  refresh_token: string;
  session_id: string;
}

/** Starts a session (a device) for the user and returns its first pair of tokens. */
export async function startSession(
  ctx: Pick<AppContext, 'db' | 'config' | 'secretKey'>,
  user: { id: string; role: Role },
  userAgent: string | null,
): Promise<IssuedTokens> {
  const expiresAt = new Date(Date.now() + ctx.config.REFRESH_TOKEN_TTL_S * 1000);
  const [session] = await ctx.db
    .insert(sessions)
    .values({ userId: user.id, userAgent: userAgent?.slice(0, 300) || null, expiresAt })
    .returning({ id: sessions.id, gen: sessions.refreshGeneration });
  if (!session) throw new Error('session insert returned nothing');
  return {
    session_id: session.id,
    ...(await issueTokens(ctx, user.id, user.role, session.id, session.gen)),
  };
}

export async function issueTokens(
  ctx: Pick<AppContext, 'config' | 'secretKey'>,
  userId: string,
  role: Role,
  sessionId: string,
  generation: number,
  /** The rotation's time: the pair is then reproducible (the refresh grace answers it again). */
  rotatedAt?: Date,
) {
  const fixed = (kind: string) =>
    rotatedAt
      ? {
          issuedAtS: Math.floor(rotatedAt.getTime() / 1000),
          jti: `${sessionId}.${generation}.${kind}`,
        }
      : undefined;
  const [access_token, refresh_token] = await Promise.all([
    signToken(
      'access',
      { sub: userId, sid: sessionId, role },
      ctx.secretKey,
      ctx.config.ACCESS_TOKEN_TTL_S,
      fixed('a'),
    ),
    signToken(
      'refresh',
      { sub: userId, sid: sessionId, gen: generation },
      ctx.secretKey,
      ctx.config.REFRESH_TOKEN_TTL_S,
      fixed('r'),
    ),
  ]);
  return { access_token, refresh_token };
}

/** How long a rotated refresh token may answer the pair it was rotated to (decisions §3). */
export const REFRESH_GRACE_S = 30;

/**
 * Exchanges a refresh token for a new pair (decisions.md › Accounts and sessions). The session's generation moves on
 * by one in a single compare-and-set, so the presented token dies and, of two racing
 * rotations with one token, only one moves it. The loser (a second tab, or a reload whose
 * answer was lost) gets the winner's pair again, byte for byte, while the rotation is under
 * REFRESH_GRACE_S old and that pair has not itself been rotated. Any other token of an older
 * generation is a replay of a rotated token: the whole session is revoked.
 */
export async function rotateSession(
  ctx: Pick<AppContext, 'db' | 'config' | 'secretKey'>,
  refreshToken: string,
): Promise<{ access_token: string; refresh_token: string }> {
  const verified = await verifyToken('refresh', refreshToken, ctx.secretKey);
  if (!verified.ok) {
    throw new AppError(
      'unauthorized',
      verified.reason === 'expired' ? 'Refresh token expired' : 'Invalid refresh token',
    );
  }
  const { sub: userId, sid: sessionId, gen } = verified.claims;
  if (!isUuid(sessionId) || !isUuid(userId)) {
    throw new AppError('unauthorized', 'Invalid refresh token');
  }
  const expiresAt = new Date(Date.now() + ctx.config.REFRESH_TOKEN_TTL_S * 1000);
  const live = and(
    eq(sessions.id, sessionId),
    eq(sessions.userId, userId),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
  );
  const [rotated] = await ctx.db
    .update(sessions)
    .set({
      refreshGeneration: sql`${sessions.refreshGeneration} + 1`,
      lastSeenAt: sql`now()`,
      rotatedAt: sql`now()`,
      expiresAt,
    })
    .where(and(live, eq(sessions.refreshGeneration, gen)))
    .returning({ gen: sessions.refreshGeneration, rotatedAt: sessions.rotatedAt });
  let answer = rotated;
  if (!answer) {
    // Lost a race, or the answer to this token's rotation never arrived: the same pair again.
    const [grace] = await ctx.db
      .select({ gen: sessions.refreshGeneration, rotatedAt: sessions.rotatedAt })
      .from(sessions)
      .where(
        and(
          live,
          eq(sessions.refreshGeneration, gen + 1),
          gt(sessions.rotatedAt, sql`now() - make_interval(secs => ${REFRESH_GRACE_S})`),
        ),
      )
      .limit(1);
    answer = grace;
  }
  if (!answer?.rotatedAt) {
    // Either the session has ended, or this token was already rotated: a replay, perhaps by
    // someone who stole it. End the session so neither holder can continue.
    await ctx.db
      .update(sessions)
      .set({ revokedAt: sql`now()`, revokedReason: 'refresh_token_reuse' })
      .where(
        and(
          eq(sessions.id, sessionId),
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          gt(sessions.refreshGeneration, gen),
        ),
      );
    throw new AppError('unauthorized', 'Session expired');
  }
  const [user] = await ctx.db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new AppError('unauthorized', 'Session expired');
  return issueTokens(ctx, userId, user.role, sessionId, answer.gen, answer.rotatedAt);
}

/** Ends one session of the user; false when it was not live. */
export async function revokeSession(
  db: DbOrTx,
  userId: string,
  sessionId: string,
  reason: RevokeReason,
): Promise<boolean> {
  if (!isUuid(sessionId) || !isUuid(userId)) return false;
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Ends every session of the user; answers how many were live. */
export async function revokeAllSessions(
  db: DbOrTx,
  userId: string,
  reason: RevokeReason,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

export interface ActiveSession {
  session_id: string;
  created_at: string;
  last_seen_at: string;
  user_agent: string | null;
  current: boolean;
}

/** The user's live sessions, most recently used first; `current` marks the caller's own. */
export async function listActiveSessions(
  db: Db,
  userId: string,
  currentSessionId: string | null,
): Promise<ActiveSession[]> {
  const rows = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  return rows.map((r) => ({
    session_id: r.id,
    created_at: r.createdAt.toISOString(),
    last_seen_at: r.lastSeenAt.toISOString(),
    user_agent: r.userAgent,
    current: r.id === currentSessionId,
  }));
}

/**
 * POST /auth/logout: ends the session named by the access token, or by the refresh token when
 * the access token has already expired. Ending an already ended session is not an error;
 * presenting neither a valid access nor a valid refresh token is (401).
 */
export async function endSession(
  ctx: Pick<AppContext, 'db' | 'secretKey'>,
  credentials: { accessToken?: string; refreshToken?: string },
): Promise<void> {
  let userId: string | null = null;
  if (credentials.accessToken) {
    const access = await verifyToken('access', credentials.accessToken, ctx.secretKey);
    if (access.ok) {
      userId = access.claims.sub;
      await revokeSession(ctx.db, userId, access.claims.sid, 'logout');
    }
  }
  if (credentials.refreshToken) {
    const refresh = await verifyToken('refresh', credentials.refreshToken, ctx.secretKey);
    if (refresh.ok && (userId === null || refresh.claims.sub === userId)) {
      userId = refresh.claims.sub;
      await revokeSession(ctx.db, userId, refresh.claims.sid, 'logout');
    }
  }
  if (userId === null) throw new AppError('unauthorized', 'Authentication required');
}
