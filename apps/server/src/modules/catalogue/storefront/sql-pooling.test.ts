import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { multiInstanceSkipReason } from '../../../../test/multi-instance';
import { queryRows } from '../../../db/query-rows';
import { namedStatementsAllowed, openDatabase, type Database } from '../../../db/client';

const title = multiInstanceSkipReason
  ? `behind a transaction-pooling PgBouncer (skipped: ${multiInstanceSkipReason})`
  : 'behind a transaction-pooling PgBouncer: unnamed statements, LISTEN straight to PostgreSQL';

describe.skipIf(Boolean(multiInstanceSkipReason))(title, () => {
  let t: TestApp;
  let database: Database;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp(); // a fresh database on the test server
    url = t.ctx.config.DATABASE_URL!;
    const listenUrl = new URL(url);
    listenUrl.searchParams.set('application_name', 'store-listener-test');
    database = await openDatabase({
      databaseUrl: url,
      poolSize: 1, // one connection: every statement below runs on it
      listenUrl: listenUrl.toString(),
      namedStatements: false,
    });
  });
  afterAll(async () => {
    await database?.close();
    await t?.close();
  });

  it('runs the hot catalogue reads as unnamed statements', async () => {
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    expect(namedStatementsAllowed(pool)).toBe(false);
    await queryRows(
      database.db,
      'select count(*)::int as n from products where price_paise > $1',
      [0],
    );
    await queryRows(
      database.db,
      'select count(*)::int as n from products where price_paise > $1',
      [1],
    );
    const named = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_prepared_statements`,
    );
    expect(named.rows[0]?.n).toBe(0);
    // the default (no pooler) names them: parsed and planned once per connection
    const direct = (t.ctx.db as unknown as { $client: pg.Pool }).$client;
    expect(namedStatementsAllowed(direct)).toBe(true);
  });

  it('holds the LISTEN connection on DATABASE_LISTEN_URL, not on the pooled URL', async () => {
    const got: string[] = [];
    await database.listen('pooling_test', (p) => got.push(p));
    const listeners = await t.ctx.db.execute<{ query: string }>(
      sql`select query from pg_stat_activity where application_name = 'store-listener-test'`,
    );
    expect(listeners.rows.map((r) => r.query)).toEqual(['LISTEN pooling_test']);
    await t.ctx.db.execute(sql`select pg_notify('pooling_test', 'hello')`);
    const deadline = Date.now() + 5000;
    while (got.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(got).toEqual(['hello']);
  });
});
