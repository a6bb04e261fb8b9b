import { and, eq, ne, sql } from 'drizzle-orm';
import type {
  LoginBody,
  LoginResult,
  Profile,
  ProfileUpdateBody,
  RegisterBody,
  Role,
  UserMetadata,
} from '@store/contract';
import type { AppContext } from '../../context';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from './passwords';
import { assertPasswordAllowed } from './password-policy';
import { issueDeviceEntry, readDeviceEntries, withDeviceEntry } from './device-cookies';
import {
  deviceKey,
  ipKey,
  pairKey,
  phoneKey,
  recordFailure,
  recordSuccess,
  reserveAttempt,
  sweepThrottle,
  type ThrottleRule,
} from './login-throttle.service';
import { listActiveSessions, revokeAllSessions, startSession } from './sessions.service';

export const MESSAGES = {
  registered: 'Registration successful',
  phoneTaken: 'An account with this phone number already exists',
  emailTaken: 'An account with this email address already exists',
  badCredentials: 'Invalid phone number or password',
  loggedIn: 'Login successful',
  loggedOut: 'Logged out successfully',
  loggedOutAll: 'Successfully logged out from all devices',
  profileUpdated: 'Profile updated successfully',
} as const;

type UserRow = typeof users.$inferSelect;

const metadataOf = (u: UserRow): UserMetadata => ({
  user_id: u.id,
  name: u.name,
  phone: u.phone,
  email: u.email,
  role: u.role,
});

/** '' and null clear the e-mail; otherwise it is kept as typed (uniqueness ignores case). */
const emailOrNull = (email: string | null | undefined) => (email ? email : null);

/** The unique index a failed insert or update ran into, if that was the failure. */
function uniqueViolation(err: unknown): string | null {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pgErr = e as { code?: unknown; constraint?: unknown };
    if (pgErr.code === '23505') return typeof pgErr.constraint === 'string' ? pgErr.constraint : '';
  }
  return null;
}

/**
 * A failed query's error without the query's data: a driver wrapper repeats the parameters in
 * its message and PostgreSQL's `detail` can repeat the whole row, password hash included.
 * Only the database's message and code are kept.
 */
function scrubbed(err: unknown): Error {
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  const code = (cause as { code?: unknown } | null)?.code;
  if (cause instanceof Error && typeof code === 'string') {
    return Object.assign(new Error(`database error ${code}: ${cause.message}`), { code });
  }
  return new Error('database query failed');
}

function conflictFromUnique(err: unknown): AppError | null {
  const constraint = uniqueViolation(err);
  if (constraint === null) return null;
  return constraint.includes('email')
    ? new AppError('conflict', MESSAGES.emailTaken, [
        { field: 'email', message: MESSAGES.emailTaken },
      ])
    : new AppError('conflict', MESSAGES.phoneTaken, [
        { field: 'phone', message: MESSAGES.phoneTaken },
      ]);
}

async function assertEmailFree(db: DbOrTx, email: string | null, exceptUserId?: string) {
  if (!email) return;
  const sameEmail = sql`lower(${users.email}) = lower(${email})`;
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId ? and(sameEmail, ne(users.id, exceptUserId)) : sameEmail)
    .limit(1);
  if (taken) {
    throw new AppError('conflict', MESSAGES.emailTaken, [
      { field: 'email', message: MESSAGES.emailTaken },
    ]);
  }
}

async function findUserByPhone(db: DbOrTx, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

/** Creates a customer account (decisions.md › Accounts and sessions). It does not sign in. */
export async function registerUser(
  db: Db,
  input: RegisterBody,
  role: Role = 'USER',
  opts: { shopName?: string } = {},
): Promise<UserMetadata> {
  assertPasswordAllowed(input.password, { ...input, shopName: opts.shopName });
  const email = emailOrNull(input.email);
  if (await findUserByPhone(db, input.phone)) {
    throw new AppError('conflict', MESSAGES.phoneTaken, [
      { field: 'phone', message: MESSAGES.phoneTaken },
    ]);
  }
  await assertEmailFree(db, email);
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({ name: input.name, phone: input.phone, email, passwordHash, role })
      .returning();
    if (!row) throw new Error('user insert returned nothing');
    return metadataOf(row);
  } catch (err) {
    // Two registrations with one phone or e-mail at the same moment: the index decides.
    throw conflictFromUnique(err) ?? scrubbed(err);
  }
}

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
  /** The browser's device cookie value (./device-cookies.ts), when it sent one. */
  deviceCookie?: string;
}

/**
 * Signs in with phone and password (decisions.md › Accounts and sessions). A wrong phone and a wrong password get the
 * same answer in the same time (an unknown phone is checked against a dummy hash).
 * Attempts are throttled (decision 176): a browser with a device cookie for this phone is
 * counted on that device alone; any other client per phone and address, per phone and per
 * address. A success answers the device cookie to set (a fresh entry for this phone).
 */
export async function loginWithDevice(
  ctx: Pick<AppContext, 'db' | 'config' | 'secretKey'>,
  input: LoginBody,
  client: ClientInfo,
): Promise<{ result: LoginResult; deviceCookie: string }> {
  const { db, config } = ctx;
  const devices = readDeviceEntries(ctx.secretKey, client.deviceCookie);
  const device = devices.find((d) => d.phone === input.phone);
  let rules: ThrottleRule[];
  let onSuccess: () => Promise<void>;
  if (device) {
    // A browser that signed in to this account before: strangers' failures never reach it.
    const deviceRule: ThrottleRule = {
      key: deviceKey(device.nonce),
      max: config.LOGIN_MAX_FAILURES,
    };
    rules = [deviceRule];
    onSuccess = () => recordSuccess(db, [deviceRule]);
  } else {
    // No lock-out weapon (issue 16): a few failures lock only this phone from this address; the
    // phone itself locks for untrusted clients only at a much higher count (many addresses).
    const pairRule: ThrottleRule = {
      key: pairKey(input.phone, client.ip),
      max: config.LOGIN_MAX_FAILURES,
    };
    const phoneRule: ThrottleRule = {
      key: phoneKey(input.phone),
      max: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    };
    const ipRule: ThrottleRule = { key: ipKey(client.ip), max: config.LOGIN_MAX_FAILURES_PER_IP };
    rules = [ipRule, pairRule, phoneRule];
    onSuccess = () => recordSuccess(db, [pairRule, phoneRule], ipRule);
  }
  await sweepThrottle(db, config.LOGIN_LOCK_S);
  await reserveAttempt(db, rules, config.LOGIN_LOCK_S);

  const user = await findUserByPhone(db, input.phone);
  const matches = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
  if (!user || !matches) {
    await recordFailure(db, rules, config.LOGIN_LOCK_S);
    throw new AppError('unauthorized', MESSAGES.badCredentials);
  }
  await onSuccess();
  if (needsRehash(user.passwordHash)) {
    const passwordHash = await hashPassword(input.password);
    await db
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, user.id))
      .catch((err: unknown) => Promise.reject(scrubbed(err)));
  }
  const tokens = await startSession(ctx, user, client.userAgent);
  return {
    result: {
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token,
      user_metadata: metadataOf(user),
    },
    deviceCookie: withDeviceEntry(devices, issueDeviceEntry(ctx.secretKey, input.phone)),
  };
}

/** Signs in (see loginWithDevice) without a device cookie to set. */
export async function login(
  ctx: Pick<AppContext, 'db' | 'config' | 'secretKey'>,
  input: LoginBody,
  client: ClientInfo,
): Promise<LoginResult> {
  return (await loginWithDevice(ctx, input, client)).result;
}

/** The caller's profile with their own live sessions (decisions.md › Accounts and sessions). */
export async function getProfile(
  db: Db,
  userId: string,
  currentSessionId: string | null,
): Promise<Profile> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('unauthorized', 'Session expired');
  const active = await listActiveSessions(db, userId, currentSessionId);
  return {
    ...metadataOf(user),
    created_at: user.createdAt.toISOString(),
    total_active_sessions: active.length,
    active_sessions: active,
  };
}

/** Changes name and e-mail; an empty e-mail clears it, an absent one leaves it as it is. */
export async function updateProfile(
  db: Db,
  userId: string,
  input: ProfileUpdateBody,
  currentSessionId: string | null,
): Promise<Profile> {
  const changes: Partial<typeof users.$inferInsert> = { name: input.name, updatedAt: new Date() };
  if (input.email !== undefined) {
    changes.email = emailOrNull(input.email);
    await assertEmailFree(db, changes.email, userId);
  }
  try {
    await db.update(users).set(changes).where(eq(users.id, userId));
  } catch (err) {
    throw conflictFromUnique(err) ?? err;
  }
  return getProfile(db, userId, currentSessionId);
}

export async function logoutAllDevices(db: Db, userId: string): Promise<number> {
  return revokeAllSessions(db, userId, 'logout_all');
}

export interface AdminInput {
  name: string;
  phone: string;
  password: string;
}

/**
 * `npm run create-admin`: creates an ADMIN, or makes the existing account with that phone an
 * ADMIN with the given name and password. When the password changes, the account's other
 * sessions end (whoever knew the old password is signed out).
 */
export async function createOrPromoteAdmin(
  db: Db,
  input: AdminInput,
  opts: { shopName?: string } = {},
): Promise<{ action: 'created' | 'promoted'; user: UserMetadata }> {
  const existing = await findUserByPhone(db, input.phone);
  if (!existing) {
    const user = await registerUser(db, { ...input, email: undefined }, 'ADMIN', opts);
    return { action: 'created', user };
  }
  assertPasswordAllowed(input.password, { ...input, email: existing.email, ...opts });
  const samePassword = await verifyPassword(existing.passwordHash, input.password);
  const passwordHash =
    samePassword && !needsRehash(existing.passwordHash)
      ? existing.passwordHash
      : await hashPassword(input.password);
  const [row] = await db
    .transaction(async (tx) => {
      if (!samePassword) await revokeAllSessions(tx, existing.id, 'credentials_reset');
      return tx
        .update(users)
        .set({ name: input.name, role: 'ADMIN', passwordHash, updatedAt: new Date() })
        .where(eq(users.id, existing.id))
        .returning();
    })
    .catch((err: unknown) => Promise.reject(scrubbed(err)));
  if (!row) throw new Error('user update returned nothing');
  return { action: 'promoted', user: metadataOf(row) };
}
