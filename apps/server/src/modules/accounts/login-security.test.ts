import { Writable } from 'node:stream';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers';
import { createUser, uniquePhone } from '../../../test/fixtures';
import { users } from '../../db/schema/index';
import * as passwords from './passwords';

vi.mock('./passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof passwords>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('sign-in security', () => {
  it('checks an unknown phone against the dummy hash, so it costs a full argon2id check', async () => {
    const verify = vi.mocked(passwords.verifyPassword);
    verify.mockClear();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: uniquePhone(), password: 'some-password' },
    });
    expect(res.statusCode).toBe(401);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0]?.[0]).toBe(await passwords.dummyHash());
  });

  it('upgrades a hash made with weaker parameters at the next sign-in', async () => {
    const user = await createUser(t, { password: 'old-params-pw' });
    const weak = await hash('old-params-pw', { memoryCost: 4096, timeCost: 1, parallelism: 1 });
    await t.ctx.db.update(users).set({ passwordHash: weak }).where(eq(users.id, user.id));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: user.phone, password: 'old-params-pw' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('never writes a password, a hash or a token to the log, even at trace level', async () => {
    let logged = '';
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        logged += chunk.toString();
        done();
      },
    });
    const app = await buildApp(t.ctx, {
      logger: { level: 'trace', stream },
      webDir: '/nonexistent-web-dir',
    });
    await app.ready();
    try {
      const phone = uniquePhone();
      const password = 'very-secret-password-123';
      await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Log Check', phone, password },
      });
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { phone, password: 'wrong-password-x' },
      });
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { phone, password },
      });
      const tokens = json<{ data: { access_token: string; refresh_token: string } }>(login).data;
      const rotated = await app.inject({
        method: 'POST',
        url: '/api/auth/rotate-tokens',
        payload: { refresh_token_value: tokens.refresh_token },
      });
      const next = json<{ data: { access_token: string; refresh_token: string } }>(rotated).data;
      await app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: bearer(next.access_token),
      });
      await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: bearer(next.access_token),
        payload: { refresh_token_value: next.refresh_token },
      });
      expect(logged).toContain('/api/auth/login');
      for (const secret of [
        password,
        tokens.access_token,
        tokens.refresh_token,
        next.access_token,
        next.refresh_token,
      ]) {
        expect(logged).not.toContain(secret);
      }
      expect(logged).not.toContain('$argon2');
    } finally {
      await app.close();
    }
  });
});
