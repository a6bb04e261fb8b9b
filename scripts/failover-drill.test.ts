// Issue 41: the fail-over drill as a test. A cluster of two store processes (from source)
// behind HAProxy, PgBouncer, a primary and its synchronous standby; customers order, the
// primary is killed after 60 acknowledged orders, the standby is promoted and PgBouncer
// repointed, the customers go on (retrying with their Idempotency-Keys) to 150 orders. Every
// acknowledged order is on the promoted server. Loopback only; bounded (a few minutes at most
// on a busy 2-core machine; it waits on conditions, not on times).
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../apps/server/src/db/client';
import * as schema from '../apps/server/src/db/schema/index';
import { createProduct } from '../apps/server/test/fixtures';
import { startCluster, type Cluster } from './support/cluster';
import { drillReport, failoverDrill } from './support/failover-drill';
import { canRunPostgres } from './support/replica-postgres';

let cluster: Cluster | undefined;
const lines: string[] = [];

describe.skipIf(!canRunPostgres())('fail-over drill (PostgreSQL primary and standby)', () => {
  beforeAll(async () => {
    cluster = await startCluster({
      processes: 2,
      tmpPrefix: 'drill-test-',
      replica: { synchronous: true },
      fromSource: true,
      env: { SEED_DEMO: 'false', RATE_LIMITS_ENABLED: 'false', DB_POOL_SIZE: '5' },
      log: (l) => lines.push(l),
    });
  }, 240_000);
  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  it('loses no acknowledged order when the primary dies and the standby is promoted', async () => {
    const pool = new pg.Pool({ connectionString: cluster!.databaseUrl, max: 2 });
    const db = drizzle(pool, { schema }) as unknown as Db;
    const productIds: string[] = [];
    try {
      for (let i = 0; i < 6; i += 1) {
        productIds.push((await createProduct(db, { stock: 100, price: 250 })).product.id);
      }
    } finally {
      await pool.end();
    }
    const result = await failoverDrill(cluster!, {
      customers: 6,
      orders: 150,
      killAfter: 60,
      productIds,
      log: (l) => lines.push(l),
    });
    console.log(drillReport(result));
    expect(result.acknowledgedBeforeKill).toBeGreaterThanOrEqual(60);
    expect(result.acknowledged).toBeGreaterThanOrEqual(150);
    expect(result.lost).toBe(0);
    expect(result.twice).toBe(0);
    expect(result.stockOk).toBe(true);
    expect(result.gaveUp).toBe(0);
  }, 300_000);
});
