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
