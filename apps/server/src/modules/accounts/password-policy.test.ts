import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/helpers';
import { uniquePhone } from '../../../test/fixtures';
import { createOrPromoteAdmin } from './accounts.service';
import { COMMON_PASSWORDS_TEXT } from './common-passwords.data';
import { BLANK_PASSWORD_MESSAGE, COMMON_PASSWORD_MESSAGE } from './password-policy';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Body = { message: string; errors?: { field: string; message: string }[] };
const register = (password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Asha', phone: uniquePhone(), password },
  });

describe('password policy', () => {
  it('ships the 10,000 most common passwords', () => {
    const list = COMMON_PASSWORDS_TEXT.split('\n');
    expect(list).toHaveLength(10_000);
    expect(list.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
  });

  it('refuses common passwords at register, in any letter case, naming the field', async () => {
    for (const password of ['password1', 'iloveyou', 'QwertyUIOP', '12345678', 'sunshine']) {
      const res = await register(password);
      expect(res.statusCode, password).toBe(400);
      expect(json<Body>(res).message).toBe(COMMON_PASSWORD_MESSAGE);
      expect(json<Body>(res).errors).toEqual([
        { field: 'password', message: COMMON_PASSWORD_MESSAGE },
      ]);
    }
  });

  it('refuses an all-blank password', async () => {
    const res = await register(' '.repeat(10));
    expect(res.statusCode).toBe(400);
    expect(json<Body>(res).errors).toEqual([
      { field: 'password', message: BLANK_PASSWORD_MESSAGE },
    ]);
  });

  it('accepts an uncommon password', async () => {
    expect((await register('kettle-harbour-47')).statusCode).toBe(201);
  });

  it('create-admin refuses a common password too', async () => {
    await expect(
      createOrPromoteAdmin(t.ctx.db, {
        name: 'Staff',
        phone: uniquePhone(),
        password: 'password1',
      }),
    ).rejects.toThrow(COMMON_PASSWORD_MESSAGE);
  });
});
