import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/helpers';
import { uniquePhone } from '../../../test/fixtures';
import { createOrPromoteAdmin } from './accounts.service';
import { COMMON_PASSWORDS_TEXT } from './common-passwords.data';
import {
  BLANK_PASSWORD_MESSAGE,
  COMMON_PASSWORD_MESSAGE,
  isPatternPassword,
  isPersonalPassword,
  PATTERN_PASSWORD_MESSAGE,
  PERSONAL_PASSWORD_MESSAGE,
} from './password-policy';

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

// Issue 23: the phone number itself, `aaaaaaaa`, the user's name and the shop's name passed.
describe('passwords judged with the account as context', () => {
  const registerAs = (name: string, phone: string, password: string, email?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name, phone, password, ...(email ? { email } : {}) },
    });
  const refusedWith = async (res: Awaited<ReturnType<typeof registerAs>>, message: string) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(json<Body>(res).errors).toEqual([{ field: 'password', message }]);
  };

  it('refuses the phone number itself, with or without +91 and decorations', async () => {
    const phone = uniquePhone();
    for (const password of [
      phone,
      `+91${phone}`,
      `${phone}!`,
      `${phone.slice(0, 5)} ${phone.slice(5)}`,
    ]) {
      await refusedWith(await registerAs('Asha Rao', phone, password), PERSONAL_PASSWORD_MESSAGE);
    }
  });

  it('refuses repeated and running patterns', async () => {
    for (const password of [
      'aaaaaaaa',
      'zzzzzzzzzzzz',
      'abababab',
      'abcdefghij',
      '98765432',
      'xyzxyzxyz',
    ]) {
      const res = await registerAs('Asha Rao', uniquePhone(), password);
      expect(res.statusCode, password).toBe(400);
      expect([PATTERN_PASSWORD_MESSAGE, COMMON_PASSWORD_MESSAGE]).toContain(
        json<Body>(res).message,
      );
    }
    await refusedWith(
      await registerAs('Asha Rao', uniquePhone(), 'qqqqqqqqq'),
      PATTERN_PASSWORD_MESSAGE,
    );
  });

  it("refuses the user's name and the shop's name, and small changes to them", async () => {
    for (const password of [
      'Rajeshwari Iyer',
      'rajeshwari123',
      'Iyer.Rajeshwari!',
      'rajeshwari2024',
    ]) {
      await refusedWith(
        await registerAs('Rajeshwari Iyer', uniquePhone(), password),
        PERSONAL_PASSWORD_MESSAGE,
      );
    }
    // the default COMPANY_NAME is "Bangalore Tool Works"
    for (const password of ['Bangalore Tool Works', 'bangaloretoolworks1', 'BangaloreTools!!']) {
      await refusedWith(
        await registerAs('Asha Rao', uniquePhone(), password),
        PERSONAL_PASSWORD_MESSAGE,
      );
    }
    await refusedWith(
      await registerAs('Asha Rao', uniquePhone(), 'ashar.workshop9', 'ashar.workshop@example.com'),
      PERSONAL_PASSWORD_MESSAGE,
    );
  });

  it('accepts a password that only contains a name among other words', async () => {
    expect(
      (await registerAs('Asha Rao', uniquePhone(), 'asha-likes-kettle-harbour')).statusCode,
    ).toBe(201);
    expect((await registerAs('Asha Rao', uniquePhone(), 'correct-horse-battery')).statusCode).toBe(
      201,
    );
  });

  it('create-admin refuses the phone number and the name too', async () => {
    const phone = uniquePhone();
    await expect(
      createOrPromoteAdmin(t.ctx.db, { name: 'Staff Member', phone, password: phone }),
    ).rejects.toThrow(PERSONAL_PASSWORD_MESSAGE);
    await expect(
      createOrPromoteAdmin(
        t.ctx.db,
        { name: 'Staff Member', phone, password: 'Bangalore Tool Works 1' },
        { shopName: 'Bangalore Tool Works' },
      ),
    ).rejects.toThrow(PERSONAL_PASSWORD_MESSAGE);
  });

  it('the rules as pure functions', () => {
    expect(isPatternPassword('aaaaaaaa')).toBe(true);
    expect(isPatternPassword('12345678')).toBe(true);
    expect(isPatternPassword('kettle-harbour-47')).toBe(false);
    expect(isPersonalPassword('9876543210', { phone: '9876543210' })).toBe(true);
    expect(isPersonalPassword('9876-kettle-harbour', { phone: '9876543210' })).toBe(false);
  });
});
