import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from '../../test/helpers';
import { createUser } from '../../test/fixtures';
import { pgliteStatementCount, quietQuery } from './pglite-statements';

/**
 * docs/decisions/391: on the embedded database the session check is given again without a
 * statement while no other statement has run and the clock allows it. What must still hold:
 * a logout, a revocation or a role change in plain SQL, and the session's expiry, each seen by
 * the very next request. PGlite only (on PostgreSQL every check is a statement).
 */

let t: TestApp;
let client: Record<string, unknown>;
/** Times the client was used at all (quiet or counted): its one lock, taken by every statement. */
let used = 0;

beforeAll(async () => {
  t = await createTestApp();
  client = (t.ctx.db as unknown as { $client: Record<string, unknown> }).$client;
  if (t.ctx.database.kind !== 'pglite') return;
  const exclusive = (client._runExclusiveTransaction as (fn: () => unknown) => unknown).bind(
    client,
  );
  client._runExclusiveTransaction = (fn: () => unknown) => {
    used++;
    return exclusive(fn);
  };
});
afterAll(async () => {
  await t.close();
});

const profile = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });
const myOrders = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: bearer(token) });
const staffOrders = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: bearer(token) });

describe.runIf(process.env.TEST_DATABASE_URL === undefined)('the embedded session check', () => {
  it('counts every statement but the quiet ones', async () => {
    const before = pgliteStatementCount(client)!;
    await t.ctx.db.execute(sql`select 1`);
    expect(pgliteStatementCount(client)).toBe(before + 2);
    await quietQuery(client, 'select 1');
    expect(pgliteStatementCount(client)).toBe(before + 2);
    await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
    });
    expect(pgliteStatementCount(client)).toBeGreaterThan(before + 2);
  });

  it('is asked once, then given again with no statement while nothing else runs', async () => {
    const asha = await createUser(t, { name: 'Asha Rao' });
    // My Orders is kept in memory (decision 382): once kept, only the session check is left
    for (let i = 0; i < 2; i++) expect((await myOrders(asha.accessToken)).statusCode).toBe(200);
    let at = used;
    expect((await myOrders(asha.accessToken)).statusCode).toBe(200);
    expect(used - at).toBe(0);
    // any other statement: the check is asked again (once), then kept again
    await t.ctx.db.execute(sql`select 1`);
    at = used;
    expect((await myOrders(asha.accessToken)).statusCode).toBe(200);
    expect(used - at).toBe(1);
    at = used;
    expect((await myOrders(asha.accessToken)).statusCode).toBe(200);
    expect(used - at).toBe(0);
  });

  it('sees a logout at once', async () => {
    const ravi = await createUser(t, { name: 'Ravi Kumar' });
    expect((await profile(ravi.accessToken)).statusCode).toBe(200);
    expect((await profile(ravi.accessToken)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(ravi.accessToken),
    });
    expect(out.statusCode, out.body).toBe(200);
    expect((await profile(ravi.accessToken)).statusCode).toBe(401);
  });

  it('sees a revocation and a role change written in plain SQL at once', async () => {
    const meera = await createUser(t, { name: 'Meera Iyer' });
    expect((await staffOrders(meera.accessToken)).statusCode).toBe(403);
    await t.ctx.db.execute(sql`update users set role = 'ADMIN' where id = ${meera.id}`);
    expect((await staffOrders(meera.accessToken)).statusCode).toBe(200);
    expect((await staffOrders(meera.accessToken)).statusCode).toBe(200);
    await t.ctx.db.execute(sql`update users set role = 'USER' where id = ${meera.id}`);
    expect((await staffOrders(meera.accessToken)).statusCode).toBe(403);
    await t.ctx.db.execute(
      sql`update sessions set revoked_at = now() where id = ${meera.sessionId}`,
    );
    expect((await profile(meera.accessToken)).statusCode).toBe(401);
  });

  it('asks again once the session expires, with no statement in between', async () => {
    const kiran = await createUser(t, { name: 'Kiran Shah' });
    await t.ctx.db.execute(
      sql`update sessions set expires_at = now() + interval '1500 milliseconds'
           where id = ${kiran.sessionId}`,
    );
    expect((await profile(kiran.accessToken)).statusCode).toBe(200);
    expect((await profile(kiran.accessToken)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 1_600));
    expect((await profile(kiran.accessToken)).statusCode).toBe(401);
  });

  it('is asked again a minute on, and touches last seen', async () => {
    const dev = await createUser(t, { name: 'Dev Patel' });
    const seenAt = async () =>
      (
        (await t.ctx.db.execute(
          sql`select last_seen_at::text as at from sessions where id = ${dev.sessionId}`,
        )) as unknown as { rows: { at: string }[] }
      ).rows[0]!.at;
    await t.ctx.db.execute(
      sql`update sessions set last_seen_at = now() - interval '2 minutes'
           where id = ${dev.sessionId}`,
    );
    const old = await seenAt();
    for (let i = 0; i < 2; i++) expect((await myOrders(dev.accessToken)).statusCode).toBe(200);
    expect((await seenAt()) > old).toBe(true);
    for (let i = 0; i < 2; i++) expect((await myOrders(dev.accessToken)).statusCode).toBe(200);
    let at = used;
    expect((await myOrders(dev.accessToken)).statusCode).toBe(200);
    expect(used - at).toBe(0);
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 61_000);
    try {
      at = used;
      expect((await myOrders(dev.accessToken)).statusCode).toBe(200);
      expect(used - at).toBeGreaterThan(0);
    } finally {
      clock.mockRestore();
    }
  });
});
