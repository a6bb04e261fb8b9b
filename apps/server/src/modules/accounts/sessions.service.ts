import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Role } from '@store/contract';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import type { AppContext } from '../../context';
import { signToken } from './tokens';

export interface LiveSession {
  sessionId: string;
  userId: string;
  role: Role;
}

/** The session if it exists, belongs to the user, is not revoked and not expired. */
export async function findLiveSession(
  db: DbOrTx,
  sessionId: string,
  userId: string,
): Promise<LiveSession | null> {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return null;
  const rows = await db
    .select({ sessionId: sessions.id, userId: sessions.userId, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  // Remember when the device was last used, at most once a minute.
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(eq(sessions.id, sessionId), lt(sessions.lastSeenAt, sql`now() - interval '1 minute'`)),
    );
  return row;
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
    .values({ userId: user.id, userAgent: userAgent?.slice(0, 300) ?? null, expiresAt })
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
) {
  const [access_token, refresh_token] = await Promise.all([
    signToken(
      'access',
      { sub: userId, sid: sessionId, role },
      ctx.secretKey,
      ctx.config.ACCESS_TOKEN_TTL_S,
    ),
    signToken(
      'refresh',
      { sub: userId, sid: sessionId, gen: generation },
      ctx.secretKey,
      ctx.config.REFRESH_TOKEN_TTL_S,
    ),
  ]);
  return { access_token, refresh_token };
}
