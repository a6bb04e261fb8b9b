import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/helpers';
import { createUser } from '../../../test/fixtures';

// Issue 16: sign-in lock-out without a lock-out weapon, with the default limits.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'correct-horse-battery';
const attempt = (phone: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { phone, password },
    remoteAddress: ip,
  });

describe('sign-in lock-out', () => {
  it("a stranger's 5 wrong guesses from another address do not lock the owner out", async () => {
    const owner = await createUser(t, { password: PASSWORD });
    for (let i = 0; i < 5; i++) {
      expect((await attempt(owner.phone, `guess-${i}-wrong`, '203.0.113.66')).statusCode).toBe(401);
    }
    // the stranger is locked out of this phone, even with the right password
    const stranger = await attempt(owner.phone, PASSWORD, '203.0.113.66');
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    // the owner, from their own device, signs in at once
    const own = await attempt(owner.phone, PASSWORD, '198.51.100.9');
    expect(own.statusCode, own.body).toBe(200);
  });

  it('the phone locks everywhere only after many failures from many addresses', async () => {
    const owner = await createUser(t, { password: PASSWORD });
    // 50 failures (the default LOGIN_MAX_FAILURES_PER_ACCOUNT), 4 from each of 13 addresses
    let failures = 0;
    for (let ip = 1; failures < 50; ip++) {
      for (let i = 0; i < 4 && failures < 50; i++, failures++) {
        expect((await attempt(owner.phone, 'wrong-guess', `192.0.2.${ip}`)).statusCode).toBe(401);
      }
    }
    const locked = await attempt(owner.phone, PASSWORD, '198.51.100.10');
    expect(locked.statusCode).toBe(429);
    expect(json(locked).message).toMatch(/^Too many failed sign-in attempts\./);
  });
});

// Issue 23: strangers could still lock a customer out (5 wrong passwords from each of 11
// addresses locked the account; 20 failures from one address blocked every account of an
// office behind one NAT). Device cookies (decision 176): a browser that signed in before
// keeps signing in.
describe('device cookies', () => {
  const withCookie = (phone: string, password: string, ip: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone, password },
      remoteAddress: ip,
      headers: cookie ? { cookie } : {},
    });
  const deviceCookieOf = (res: Awaited<ReturnType<typeof attempt>>) => {
    const header = String(res.headers['set-cookie'] ?? '');
    expect(header).toMatch(
      /^store_device=[^;]+; Path=\/api\/auth; Max-Age=\d+; HttpOnly; SameSite=Strict/,
    );
    return header.split(';')[0]!;
  };

  it("a browser that signed in before keeps signing in after strangers' failures from 11 addresses", async () => {
    const owner = await createUser(t, { password: PASSWORD });
    const first = await withCookie(owner.phone, PASSWORD, '198.51.100.30');
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookieOf(first);
    for (let ip = 1; ip <= 11; ip++) {
      for (let i = 0; i < 5; i++) {
        const res = await attempt(owner.phone, `guess-${ip}-${i}`, `203.0.113.${100 + ip}`);
        expect([401, 429]).toContain(res.statusCode);
      }
    }
    // a stranger (no cookie) is refused even with the right password: the account is locked for them
    expect((await attempt(owner.phone, PASSWORD, '198.51.100.31')).statusCode).toBe(429);
    // the owner's browser signs in, from its own address or any other
    const own = await withCookie(owner.phone, PASSWORD, '198.51.100.30', cookie);
    expect(own.statusCode, own.body).toBe(200);
    const travelling = await withCookie(
      owner.phone,
      PASSWORD,
      '203.0.113.101',
      deviceCookieOf(own),
    );
    expect(travelling.statusCode, travelling.body).toBe(200);
  });

  it('an office behind one address: a stranger guessing 20 phones does not block colleagues who signed in before', async () => {
    const office = '192.0.2.200';
    const colleague = await createUser(t, { password: PASSWORD });
    const cookie = deviceCookieOf(await withCookie(colleague.phone, PASSWORD, office));
    for (let i = 0; i < 20; i++) {
      const phone = `7${String(100000000 + i * 7919).slice(0, 9)}`;
      expect((await attempt(phone, 'wrong-guess', office)).statusCode).toBe(401);
    }
    // the address is throttled for clients without a device cookie...
    expect((await attempt(colleague.phone, PASSWORD, office)).statusCode).toBe(429);
    // ...but not for a browser that has signed in to this account before
    const res = await withCookie(colleague.phone, PASSWORD, office, cookie);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a device cookie for another account, or a forged one, earns no trust', async () => {
    const office = '192.0.2.201';
    const a = await createUser(t, { password: PASSWORD });
    const b = await createUser(t, { password: PASSWORD });
    const cookieA = deviceCookieOf(await withCookie(a.phone, PASSWORD, '198.51.100.50'));
    for (let i = 0; i < 20; i++) {
      await attempt(`8${String(200000000 + i * 104729).slice(0, 9)}`, 'wrong-guess', office);
    }
    expect((await withCookie(b.phone, PASSWORD, office, cookieA)).statusCode).toBe(429);
    const forged = `${cookieA.slice(0, -4)}AAAA`;
    expect((await withCookie(a.phone, PASSWORD, office, forged)).statusCode).toBe(429);
    expect((await withCookie(a.phone, PASSWORD, office, cookieA)).statusCode).toBe(200);
  });

  it('a device that guesses wrong 5 times is locked itself, not the account', async () => {
    const owner = await createUser(t, { password: PASSWORD });
    const cookie = deviceCookieOf(await withCookie(owner.phone, PASSWORD, '198.51.100.60'));
    for (let i = 0; i < 5; i++) {
      expect(
        (await withCookie(owner.phone, 'wrong-guess', '198.51.100.60', cookie)).statusCode,
      ).toBe(401);
    }
    expect((await withCookie(owner.phone, PASSWORD, '198.51.100.60', cookie)).statusCode).toBe(429);
    expect((await attempt(owner.phone, PASSWORD, '198.51.100.61')).statusCode).toBe(200);
  });
});
