import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers';
import { createUser, uniquePhone } from '../../../test/fixtures';
import { users } from '../../db/schema/index';
import { CreateAdminUsageError, parseCreateAdminArgs, runCreateAdmin } from './create-admin';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (phone: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { phone, password } });

describe('parseCreateAdminArgs', () => {
  it('reads --name, --phone and --password with the registration rules', () => {
    expect(
      parseCreateAdminArgs([
        '--name',
        ' Store Staff ',
        '--phone',
        '+91 9000000001',
        '--password',
        'kettle-harbour-47',
      ]),
    ).toEqual({ name: 'Store Staff', phone: '9000000001', password: 'kettle-harbour-47' });
  });

  it('names what is missing and shows the usage', () => {
    expect(() => parseCreateAdminArgs(['--phone', '9000000001'])).toThrow(
      /Missing --name, --password\nUsage: npm run create-admin/,
    );
  });

  it('explains invalid values per option', () => {
    expect(() =>
      parseCreateAdminArgs(['--name', 'A', '--phone', '12345', '--password', 'short']),
    ).toThrow(
      'Invalid value:\n  --phone: Please enter a valid 10-digit phone number\n  --password: Password must be at least 8 characters',
    );
  });

  it('refuses unknown options', () => {
    expect(() => parseCreateAdminArgs(['--name', 'A', '--role', 'x'])).toThrow(
      CreateAdminUsageError,
    );
  });
});

describe('runCreateAdmin', () => {
  it('creates an ADMIN who can sign in and reach staff calls', async () => {
    const phone = uniquePhone();
    const line = await runCreateAdmin(t.ctx.db, {
      name: 'Store Staff',
      phone,
      password: 'kettle-harbour-47',
    });
    expect(line).toBe(`Created staff account Store Staff (${phone}) with role ADMIN.`);
    const res = await login(phone, 'kettle-harbour-47');
    expect(res.statusCode).toBe(200);
    expect(json<{ data: { user_metadata: { role: string } } }>(res).data.user_metadata.role).toBe(
      'ADMIN',
    );
  });

  it('promotes an existing customer, sets the given password and ends their old sessions', async () => {
    const customer = await createUser(t, { name: 'Was Customer' });
    const line = await runCreateAdmin(t.ctx.db, {
      name: 'Now Staff',
      phone: customer.phone,
      password: 'quiet-lantern-town',
    });
    expect(line).toMatch(/is now ADMIN/);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, customer.id));
    expect(row).toMatchObject({ role: 'ADMIN', name: 'Now Staff' });
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(customer.accessToken),
    });
    expect(old.statusCode).toBe(401);
    expect((await login(customer.phone, customer.password)).statusCode).toBe(401);
    expect((await login(customer.phone, 'quiet-lantern-town')).statusCode).toBe(200);
  });

  it('keeps the sessions when run again with the same password', async () => {
    const phone = uniquePhone();
    await runCreateAdmin(t.ctx.db, { name: 'Staff', phone, password: 'kettle-harbour-47' });
    const token = json<{ data: { access_token: string } }>(await login(phone, 'kettle-harbour-47'))
      .data.access_token;
    await runCreateAdmin(t.ctx.db, { name: 'Staff', phone, password: 'kettle-harbour-47' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(json<{ data: { role: string } }>(res).data.role).toBe('ADMIN');
  });
});
