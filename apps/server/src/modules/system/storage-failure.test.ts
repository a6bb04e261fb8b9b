import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { App } from '../../lib/fastify';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers';
import { createProduct, createUser } from '../../../test/fixtures';
import { redactError, storageProblem } from '../../plugins/log-redaction';
import { STORAGE_PROBLEM_MESSAGE } from '../../plugins/error-handler';

// Issue 23, item 6: on a full disk orders failed with a generic 500 while /api/health said ok,
// and the error log held the failed INSERT with the customer's name, phone and address.
// A full disk is simulated by triggers raising PostgreSQL's disk_full (53100).
let t: TestApp;
let logged: App;
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  logged = await buildApp(t.ctx, {
    logger: { level: 'info', stream },
    webDir: path.join(os.tmpdir(), 'no-web-here'),
  });
  await logged.ready();
});
afterAll(async () => {
  await logged.close();
  await t.close();
});

const diskFull = async (table: string) => {
  await t.ctx.db.execute(
    sql.raw(`
      create or replace function test_disk_full() returns trigger language plpgsql as $$
      begin
        raise exception using errcode = '53100',
          message = 'could not extend file "base/5/16384": No space left on device',
          detail = 'Failing row contains (' || row_to_json(new)::text || ')';
      end $$`),
  );
  await t.ctx.db.execute(
    sql.raw(`create trigger test_disk_full before insert or update on ${table}
        for each row execute function test_disk_full()`),
  );
};
const diskFreed = (table: string) =>
  t.ctx.db.execute(sql.raw(`drop trigger if exists test_disk_full on ${table}`));

describe('a full disk', () => {
  it('/api/health answers 503 and says the disk is full, then ok once it is freed', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await diskFull('health_checks');
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(json(res)).toEqual({
        status: 'error',
        db: 'ok',
        writes: 'failing',
        problem:
          'The database refuses writes: the disk under the database is full. Orders cannot be placed until it is fixed.',
      });
    } finally {
      await diskFreed('health_checks');
    }
    const again = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(again.statusCode).toBe(200);
    expect(json(again)).toEqual({ status: 'ok', db: 'ok' });
  });

  it('an order answers 503 with a readable message, and the log holds no personal data', async () => {
    const customer = await createUser(t, { name: 'Meenakshi Sundaram' });
    const { product } = await createProduct(t.ctx.db, { price: 500, stock: 10 });
    const added = await logged.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: bearer(customer.accessToken),
      payload: { product_id: product.id, quantity: 1, cart_type: 'CART' },
    });
    expect(added.statusCode).toBe(200);
    const cart = await logged.inject({
      method: 'GET',
      url: '/api/cart/CART',
      headers: bearer(customer.accessToken),
    });
    const cartId = json<{ data: { cart_id: string } }>(cart).data.cart_id;
    logLines.length = 0;
    await diskFull('orders');
    try {
      const res = await logged.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(customer.accessToken),
        payload: {
          cart_id: cartId,
          customer_name: 'Meenakshi Sundaram',
          phone_number: '9123456780',
          street_address: '77, Sampige Road, Malleshwaram',
          city: 'Bengaluru',
          state: 'Karnataka',
          pincode: '560003',
        },
      });
      expect(res.statusCode, res.body).toBe(503);
      expect(json(res).message).toBe(STORAGE_PROBLEM_MESSAGE);
    } finally {
      await diskFreed('orders');
    }
    const log = logLines.join('');
    expect(log).toMatch(/storage problem: disk_full/);
    for (const personal of ['Meenakshi', '9123456780', 'Sampige', 'Malleshwaram', '560003']) {
      expect(log, `the log must not hold ${personal}`).not.toContain(personal);
    }
  });
});

describe('redaction and storage problems', () => {
  it('drops query parameters and row values from every error in the chain', () => {
    const pgError = Object.assign(new Error('null value violates not-null'), {
      code: '23502',
      detail: 'Failing row contains (Asha Rao, 9876543210)',
      table: 'orders',
    });
    const wrapped = new Error(
      'Failed query: insert into "orders" ("customer_name", "phone") values ($1, $2)\nparams: Asha Rao,9876543210',
      { cause: pgError },
    );
    const out = JSON.stringify(redactError(wrapped));
    expect(out).toContain('insert into');
    expect(out).toContain('23502');
    expect(out).not.toContain('Asha');
    expect(out).not.toContain('9876543210');
  });

  it('recognises a full disk from PostgreSQL, Node and PGlite', () => {
    expect(storageProblem(Object.assign(new Error('x'), { code: '53100' }))).toBe('disk_full');
    expect(storageProblem(Object.assign(new Error('x'), { code: 'ENOSPC' }))).toBe('disk_full');
    const emscripten = Object.assign(new Error('ErrnoError: errno 51'), {
      name: 'ErrnoError',
      errno: 51,
    });
    expect(storageProblem(new Error('Failed query', { cause: emscripten }))).toBe('disk_full');
    expect(storageProblem(new Error('unique violation'))).toBeNull();
  });
});
