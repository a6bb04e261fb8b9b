import { decodeJwt } from 'jose';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers';
import { createUser, uniquePhone } from '../../../test/fixtures';
import { sessions, users } from '../../db/schema/index';
import { signToken } from './tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Body = {
  success: boolean;
  message: string;
  data: unknown;
  code?: string;
  errors?: { field: string; message: string }[];
};
interface Tokens {
  access_token: string;
  refresh_token: string;
  user_metadata: {
    user_id: string;
    name: string;
    phone: string;
    email: string | null;
    role: string;
  };
}
interface ProfileData {
  user_id: string;
  name: string;
  email: string | null;
  phone: string;
  role: string;
  created_at: string;
  total_active_sessions: number;
  active_sessions: {
    session_id: string;
    created_at: string;
    last_seen_at: string;
    user_agent: string | null;
    current: boolean;
  }[];
}

const PASSWORD = 'drill-press-2024';

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers });

async function register(over: Record<string, unknown> = {}) {
  const body = { name: 'Ravi Kumar', phone: uniquePhone(), password: PASSWORD, ...over };
  const res = await post('/auth/register', body);
  return { res, body };
}
async function signIn(phone: string, password = PASSWORD, headers: Record<string, string> = {}) {
  const res = await post(
    '/auth/login',
    { phone, password },
    { 'user-agent': 'vitest-agent', ...headers },
  );
  return { res, tokens: json<{ data: Tokens }>(res).data };
}
async function registeredAndSignedIn(headers: Record<string, string> = {}) {
  const { body } = await register();
  const { tokens } = await signIn(body.phone, PASSWORD, headers);
  return { phone: body.phone, tokens };
}
const profileOf = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });
const rotate = (refresh: string) => post('/auth/rotate-tokens', { refresh_token_value: refresh });

describe('POST /auth/register', () => {
  it('creates the account with an argon2id hash and answers 201 Registration successful', async () => {
    const { res, body } = await register({ email: 'ravi@example.in' });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toEqual({ success: true, message: 'Registration successful', data: null });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.phone, body.phone));
    expect(row).toMatchObject({ name: 'Ravi Kumar', email: 'ravi@example.in', role: 'USER' });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(PASSWORD);
  });

  it('does not sign in: no tokens are returned', async () => {
    const { res } = await register();
    expect(res.body).not.toMatch(/token/);
  });

  it('strips +91 and a leading 0 from the phone', async () => {
    const phone = uniquePhone();
    const { res } = await register({ phone: `+91 ${phone}` });
    expect(res.statusCode).toBe(201);
    const { res: again } = await register({ phone: `0${phone}` });
    expect(again.statusCode).toBe(409);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.phone, phone));
    expect(row).toBeDefined();
  });

  it('answers 400 with a field error for each invalid field', async () => {
    const res = await post('/auth/register', {
      name: '   ',
      phone: '12345',
      email: 'not-an-email',
      password: 'short',
    });
    expect(res.statusCode).toBe(400);
    const body = json<Body>(res);
    expect(body).toMatchObject({ success: false, code: 'invalid_data', data: null });
    const fields = Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.message]));
    expect(fields).toEqual({
      name: 'Name is required',
      phone: 'Please enter a valid 10-digit phone number',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters',
    });
  });

  it('limits the length of user-supplied text', async () => {
    const long = await register({ name: 'x'.repeat(101) });
    expect(long.res.statusCode).toBe(400);
    expect(json<Body>(long.res).errors?.[0]).toEqual({
      field: 'name',
      message: 'Name must be at most 100 characters',
    });
    const pw = await register({ password: 'p'.repeat(129) });
    expect(pw.res.statusCode).toBe(400);
    const email = await register({ email: `${'e'.repeat(250)}@x.in` });
    expect(email.res.statusCode).toBe(400);
  });

  it('refuses a phone number that already has an account (409)', async () => {
    const { body } = await register();
    const { res } = await register({ phone: body.phone, name: 'Someone Else' });
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({
      success: false,
      code: 'conflict',
      message: 'An account with this phone number already exists',
    });
  });

  it('refuses an e-mail address that already has an account, ignoring case (409)', async () => {
    await register({ email: 'Meena@Works.in' });
    const { res } = await register({ email: 'meena@works.IN' });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('An account with this email address already exists');
  });

  it('lets two registrations race for one phone: one wins, the other gets 409', async () => {
    const phone = uniquePhone();
    const [a, b] = await Promise.all([register({ phone }), register({ phone })]);
    expect([a.res.statusCode, b.res.statusCode].sort()).toEqual([201, 409]);
  });
});

describe('POST /auth/login', () => {
  it('answers tokens and user metadata; access lasts 15 minutes, refresh 30 days', async () => {
    const { body } = await register({ email: 'asha@example.in', name: 'Asha Rao' });
    const { res, tokens } = await signIn(body.phone);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ success: true, message: 'Login successful' });
    expect(tokens.user_metadata).toEqual({
      user_id: expect.any(String),
      name: 'Asha Rao',
      phone: body.phone,
      email: 'asha@example.in',
      role: 'USER',
    });
    const access = decodeJwt(tokens.access_token);
    const refresh = decodeJwt(tokens.refresh_token);
    expect(access.exp! - access.iat!).toBe(15 * 60);
    expect(refresh.exp! - refresh.iat!).toBe(30 * 24 * 3600);
    expect(access.sub).toBe(tokens.user_metadata.user_id);
    expect(access.sid).toBe(refresh.sid);
    const [session] = await t.ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, String(access.sid)));
    expect(session?.userAgent).toBe('vitest-agent');
  });

  it('starts a new session for each sign-in', async () => {
    const { body } = await register();
    const a = await signIn(body.phone);
    const b = await signIn(body.phone);
    expect(decodeJwt(a.tokens.access_token).sid).not.toBe(decodeJwt(b.tokens.access_token).sid);
  });

  it('accepts the phone with +91', async () => {
    const { body } = await register();
    const { res } = await signIn(`+91${body.phone}`);
    expect(res.statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown phone', async () => {
    const { body } = await register();
    const wrong = await post('/auth/login', { phone: body.phone, password: 'wrong-password' });
    const unknown = await post('/auth/login', { phone: uniquePhone(), password: PASSWORD });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(json(wrong)).toEqual({
      success: false,
      message: 'Invalid phone number or password',
      code: 'unauthorized',
      data: null,
    });
    expect(unknown.body).toBe(wrong.body);
  });

  // That an unknown phone costs a full argon2id check (a dummy hash) is tested in
  // login-security.test.ts with a spy: timing comparisons are flaky on a busy machine.

  it('answers 400 for a malformed phone and an empty password', async () => {
    const res = await post('/auth/login', { phone: 'abc', password: '' });
    expect(res.statusCode).toBe(400);
    expect(
      json<Body>(res)
        .errors?.map((e) => e.field)
        .sort(),
    ).toEqual(['password', 'phone']);
  });
});

describe('login throttling', () => {
  let tt: TestApp;
  beforeAll(async () => {
    tt = await createTestApp({
      LOGIN_MAX_FAILURES: 3,
      LOGIN_MAX_FAILURES_PER_IP: 6,
      LOGIN_LOCK_S: 600,
    });
  });
  afterAll(async () => {
    await tt.close();
  });
  const attempt = (phone: string, password: string, ip = '203.0.113.10') =>
    tt.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone, password },
      remoteAddress: ip,
    });

  it('locks a phone from that address after the allowed failures: 429 with Retry-After, even with the right password', async () => {
    const user = await createUser(tt, { password: PASSWORD });
    for (let i = 0; i < 3; i++) {
      expect((await attempt(user.phone, 'wrong-password', '203.0.113.1')).statusCode).toBe(401);
    }
    const locked = await attempt(user.phone, PASSWORD, '203.0.113.1');
    expect(locked.statusCode).toBe(429);
    expect(json(locked)).toMatchObject({ success: false, code: 'rate_limited' });
    expect(json(locked).message).toBe(
      'Too many failed sign-in attempts. Please try again in 10 minutes.',
    );
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
  });

  it('unlocks the phone when the lock time has passed', async () => {
    const user = await createUser(tt, { password: PASSWORD });
    for (let i = 0; i < 3; i++) await attempt(user.phone, 'wrong-password', '203.0.113.3');
    expect((await attempt(user.phone, PASSWORD, '203.0.113.3')).statusCode).toBe(429);
    await tt.ctx.db.execute(
      sql`update login_throttle set locked_until = now() - interval '1 second', window_started_at = now() - interval '20 minutes' where key in (${`phone:${user.phone}`}, ${`pair:${user.phone}@203.0.113.3`})`,
    );
    expect((await attempt(user.phone, PASSWORD, '203.0.113.3')).statusCode).toBe(200);
  });

  it('throttles unknown phones the same way (no hint that a phone exists)', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 3; i++) {
      expect((await attempt(phone, 'whatever-1', '203.0.113.4')).statusCode).toBe(401);
    }
    expect((await attempt(phone, 'whatever-1', '203.0.113.4')).statusCode).toBe(429);
  });

  it('starts the count again after a successful sign-in', async () => {
    const user = await createUser(tt, { password: PASSWORD });
    for (let i = 0; i < 2; i++) await attempt(user.phone, 'wrong-password', '203.0.113.6');
    expect((await attempt(user.phone, PASSWORD, '203.0.113.6')).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      expect((await attempt(user.phone, 'wrong-password', '203.0.113.6')).statusCode).toBe(401);
    }
    expect((await attempt(user.phone, PASSWORD, '203.0.113.6')).statusCode).toBe(200);
  });

  it('locks an IP that fails on many phones, and only that IP', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await attempt(uniquePhone(), 'wrong-password', '198.51.100.7')).statusCode).toBe(401);
    }
    const user = await createUser(tt, { password: PASSWORD });
    const blocked = await attempt(user.phone, PASSWORD, '198.51.100.7');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(user.phone, PASSWORD, '198.51.100.8')).statusCode).toBe(200);
  });

  it('does not let a burst of parallel guesses past the limit', async () => {
    const user = await createUser(tt, { password: PASSWORD });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => attempt(user.phone, `wrong-password-${i}`, '192.0.2.1')),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(3);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(7);
  });
});

describe('POST /auth/rotate-tokens', () => {
  it('answers a new pair; the old refresh token stops working', async () => {
    const { tokens } = await registeredAndSignedIn();
    const res = await rotate(tokens.refresh_token);
    expect(res.statusCode).toBe(200);
    const next = json<{ data: { access_token: string; refresh_token: string } }>(res).data;
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(next.access_token).sid).toBe(decodeJwt(tokens.access_token).sid);
    expect((await profileOf(next.access_token)).statusCode).toBe(200);
    const again = await rotate(next.refresh_token);
    expect(again.statusCode).toBe(200);
  });

  it('revokes the whole session when a rotated refresh token is presented after its grace (reuse detection)', async () => {
    const { tokens } = await registeredAndSignedIn();
    const first = json<{ data: Tokens }>(await rotate(tokens.refresh_token)).data;
    const sid = String(decodeJwt(tokens.access_token).sid);
    // 31 s later (decisions §3: the grace is 30 s).
    await t.ctx.db
      .update(sessions)
      .set({ rotatedAt: sql`now() - interval '31 seconds'` })
      .where(eq(sessions.id, sid));
    const replay = await rotate(tokens.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(json(replay).message).toBe('Session expired');
    // Neither the thief nor the owner can go on with that session.
    expect((await rotate(first.refresh_token)).statusCode).toBe(401);
    expect((await profileOf(first.access_token)).statusCode).toBe(401);
    const [row] = await t.ctx.db.select().from(sessions).where(eq(sessions.id, sid));
    expect(row?.revokedReason).toBe('refresh_token_reuse');
  });

  it('answers two simultaneous rotations with one token the same pair; the session lives on', async () => {
    const { tokens } = await registeredAndSignedIn();
    const [a, b] = await Promise.all([rotate(tokens.refresh_token), rotate(tokens.refresh_token)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const pairA = json<{ data: Tokens }>(a).data;
    const pairB = json<{ data: Tokens }>(b).data;
    expect(pairB.refresh_token).toBe(pairA.refresh_token);
    expect(pairB.access_token).toBe(pairA.access_token);
    expect((await profileOf(pairA.access_token)).statusCode).toBe(200);
    expect((await rotate(pairA.refresh_token)).statusCode).toBe(200);
  });

  it('answers a replay within 30 s with the same pair, never a new one', async () => {
    const { tokens } = await registeredAndSignedIn();
    const first = json<{ data: Tokens }>(await rotate(tokens.refresh_token)).data;
    const again = await rotate(tokens.refresh_token); // the first answer was lost on the way
    expect(again.statusCode).toBe(200);
    expect(json<{ data: Tokens }>(again).data).toMatchObject({
      access_token: first.access_token,
      refresh_token: first.refresh_token,
    });
  });

  it('treats the old token as reuse once the pair it was rotated to has itself been rotated', async () => {
    const { tokens } = await registeredAndSignedIn();
    const first = json<{ data: Tokens }>(await rotate(tokens.refresh_token)).data;
    const second = json<{ data: Tokens }>(await rotate(first.refresh_token)).data;
    const replay = await rotate(tokens.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect((await profileOf(second.access_token)).statusCode).toBe(401);
  });

  it('answers 401 Refresh token expired for an expired refresh token', async () => {
    const user = await createUser(t);
    const expired = await signToken(
      'refresh',
      { sub: user.id, sid: user.sessionId, gen: 0 },
      t.ctx.secretKey,
      -60,
    );
    const res = await rotate(expired);
    expect(res.statusCode).toBe(401);
    expect(json(res).message).toBe('Refresh token expired');
  });

  it('answers 401 for a forged token, an access token and a token of another key', async () => {
    const user = await createUser(t);
    const other = await signToken(
      'refresh',
      { sub: user.id, sid: user.sessionId, gen: 0 },
      new TextEncoder().encode('another-secret-another-secret-another-secret'),
      600,
    );
    for (const token of ['not-a-jwt', user.accessToken, other]) {
      const res = await rotate(token);
      expect(res.statusCode).toBe(401);
      expect(json(res).message).toBe('Invalid refresh token');
    }
    const empty = await rotate('');
    expect(empty.statusCode).toBe(400);
  });

  it('refuses the refresh token of a session that was logged out', async () => {
    const { tokens } = await registeredAndSignedIn();
    await post(
      '/auth/logout',
      { refresh_token_value: tokens.refresh_token },
      bearer(tokens.access_token),
    );
    expect((await rotate(tokens.refresh_token)).statusCode).toBe(401);
  });

  it('carries the current role into the new access token', async () => {
    const user = await createUser(t);
    await t.ctx.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, user.id));
    const next = json<{ data: Tokens }>(await rotate(user.refreshToken)).data;
    expect(decodeJwt(next.access_token).role).toBe('ADMIN');
  });
});

describe('POST /auth/logout', () => {
  it('ends this session: its access token is refused at once, other sessions go on', async () => {
    const { phone, tokens } = await registeredAndSignedIn();
    const other = (await signIn(phone)).tokens;
    const res = await post(
      '/auth/logout',
      { refresh_token_value: tokens.refresh_token },
      bearer(tokens.access_token),
    );
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ success: true, message: 'Logged out successfully', data: null });
    const refused = await profileOf(tokens.access_token);
    expect(refused.statusCode).toBe(401);
    expect(json(refused).message).toBe('Session expired');
    expect((await profileOf(other.access_token)).statusCode).toBe(200);
  });

  it('ends the session by its refresh token when the access token has expired', async () => {
    const user = await createUser(t);
    const res = await post('/auth/logout', { refresh_token_value: user.refreshToken });
    expect(res.statusCode).toBe(200);
    expect((await profileOf(user.accessToken)).statusCode).toBe(401);
  });

  it('works without a body, and twice', async () => {
    const user = await createUser(t);
    expect((await post('/auth/logout', undefined, bearer(user.accessToken))).statusCode).toBe(200);
    expect((await post('/auth/logout', undefined, bearer(user.accessToken))).statusCode).toBe(200);
  });

  it('answers 401 without any valid token', async () => {
    expect((await post('/auth/logout', {})).statusCode).toBe(401);
    expect((await post('/auth/logout', { refresh_token_value: 'junk' })).statusCode).toBe(401);
  });

  it('never ends another user’s session with a mismatched refresh token', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    await post('/auth/logout', { refresh_token_value: b.refreshToken }, bearer(a.accessToken));
    expect((await profileOf(a.accessToken)).statusCode).toBe(401);
    expect((await profileOf(b.accessToken)).statusCode).toBe(200);
  });
});

describe('POST /auth/logout-all-devices', () => {
  it('ends every session of the user at once and no one else’s', async () => {
    const { phone, tokens } = await registeredAndSignedIn();
    const second = (await signIn(phone)).tokens;
    const stranger = await createUser(t);
    const res = await post('/auth/logout-all-devices', undefined, bearer(second.access_token));
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      success: true,
      message: 'Successfully logged out from all devices',
      data: null,
    });
    for (const token of [tokens.access_token, second.access_token]) {
      expect((await profileOf(token)).statusCode).toBe(401);
    }
    for (const token of [tokens.refresh_token, second.refresh_token]) {
      expect((await rotate(token)).statusCode).toBe(401);
    }
    expect((await profileOf(stranger.accessToken)).statusCode).toBe(200);
  });

  it('answers 401 to a guest', async () => {
    expect((await post('/auth/logout-all-devices')).statusCode).toBe(401);
  });
});

describe('GET /auth/profile', () => {
  it('shows the profile with only the caller’s own live sessions, the current one marked', async () => {
    const { body } = await register({ name: 'Kiran Shetty', email: 'kiran@example.in' });
    const phone = body.phone;
    const a = (await signIn(phone, PASSWORD, { 'user-agent': 'Phone browser' })).tokens;
    const b = (await signIn(phone, PASSWORD, { 'user-agent': 'Laptop browser' })).tokens;
    const ended = (await signIn(phone)).tokens;
    await post('/auth/logout', undefined, bearer(ended.access_token));
    const stranger = await createUser(t);

    const res = await profileOf(b.access_token);
    expect(res.statusCode).toBe(200);
    const profile = json<{ data: ProfileData }>(res).data;
    expect(profile).toMatchObject({
      user_id: a.user_metadata.user_id,
      name: 'Kiran Shetty',
      email: 'kiran@example.in',
      phone,
      role: 'USER',
      total_active_sessions: 2,
    });
    expect(new Date(profile.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const ids = profile.active_sessions.map((s) => s.session_id).sort();
    expect(ids).toEqual([decodeJwt(a.access_token).sid, decodeJwt(b.access_token).sid].sort());
    expect(ids).not.toContain(stranger.sessionId);
    expect(ids).not.toContain(decodeJwt(ended.access_token).sid);
    const current = profile.active_sessions.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({
      session_id: decodeJwt(b.access_token).sid,
      user_agent: 'Laptop browser',
    });
    expect(profile.active_sessions.find((s) => !s.current)?.user_agent).toBe('Phone browser');
  });

  it('answers 401 to a guest, a forged token and an expired access token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile' })).statusCode).toBe(401);
    expect((await profileOf('abc.def.ghi')).statusCode).toBe(401);
    const user = await createUser(t);
    const expired = await signToken(
      'access',
      { sub: user.id, sid: user.sessionId, role: 'USER' },
      t.ctx.secretKey,
      -5,
    );
    const res = await profileOf(expired);
    expect(res.statusCode).toBe(401);
    expect(json(res).message).toBe('Session expired');
  });

  it('refuses a refresh token used as an access token', async () => {
    const user = await createUser(t);
    expect((await profileOf(user.refreshToken)).statusCode).toBe(401);
  });
});

describe('profile update', () => {
  const patch = (token: string, payload: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: bearer(token),
      payload: payload as object,
    });

  it('changes name and e-mail and answers the profile with Profile updated successfully', async () => {
    const user = await createUser(t);
    const res = await patch(user.accessToken, {
      name: '  Lakshmi N  ',
      email: 'lakshmi@example.in',
    });
    expect(res.statusCode).toBe(200);
    const body = json<{ message: string; data: ProfileData }>(res);
    expect(body.message).toBe('Profile updated successfully');
    expect(body.data).toMatchObject({
      name: 'Lakshmi N',
      email: 'lakshmi@example.in',
      phone: user.phone,
    });
    expect(body.data.active_sessions).toHaveLength(1);
    const relogin = await signIn(user.phone, user.password);
    expect(relogin.tokens.user_metadata.name).toBe('Lakshmi N');
  });

  it('clears the e-mail when it is empty and keeps it when it is absent', async () => {
    const user = await createUser(t);
    await patch(user.accessToken, { name: 'A', email: 'keep@example.in' });
    const kept = json<{ data: ProfileData }>(await patch(user.accessToken, { name: 'B' })).data;
    expect(kept.email).toBe('keep@example.in');
    const cleared = json<{ data: ProfileData }>(
      await patch(user.accessToken, { name: 'B', email: '' }),
    ).data;
    expect(cleared.email).toBeNull();
  });

  it('works through the POST /auth/profile/update alias', async () => {
    const user = await createUser(t);
    const res = await post(
      '/auth/profile/update',
      { name: 'Via Alias', email: '' },
      bearer(user.accessToken),
    );
    expect(res.statusCode).toBe(200);
    expect(json<{ data: ProfileData }>(res).data.name).toBe('Via Alias');
  });

  it('answers 400 with field errors for a blank name, a bad e-mail and too long text', async () => {
    const user = await createUser(t);
    const res = await patch(user.accessToken, { name: ' ', email: 'nope' });
    expect(res.statusCode).toBe(400);
    const fields = json<Body>(res)
      .errors?.map((e) => e.field)
      .sort();
    expect(fields).toEqual(['email', 'name']);
    expect((await patch(user.accessToken, { name: 'n'.repeat(101) })).statusCode).toBe(400);
  });

  it('refuses an e-mail address another account uses (409), but not the caller’s own', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    await patch(a.accessToken, { name: 'A', email: 'taken@example.in' });
    const res = await patch(b.accessToken, { name: 'B', email: 'TAKEN@example.in' });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('An account with this email address already exists');
    expect((await patch(a.accessToken, { name: 'A2', email: 'taken@example.in' })).statusCode).toBe(
      200,
    );
  });

  it('keeps markup in a name as plain data', async () => {
    const user = await createUser(t);
    const name = '<script>alert(1)</script>';
    const res = await patch(user.accessToken, { name });
    expect(json<{ data: ProfileData }>(res).data.name).toBe(name);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers 401 to a guest', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      payload: { name: 'X' },
    });
    expect(res.statusCode).toBe(401);
  });
});
