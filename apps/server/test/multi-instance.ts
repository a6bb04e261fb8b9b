import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import type { AppContext } from '../src/context';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import type { TestApp } from './helpers';

/**
 * Why a test of several server processes cannot run, or undefined when it can: they need a
 * PostgreSQL server to share (an embedded database belongs to one process).
 */
export const multiInstanceSkipReason: string | undefined = process.env.TEST_DATABASE_URL
  ? undefined
  : 'needs TEST_DATABASE_URL (several server processes share one PostgreSQL; PGlite is single-process)';

/**
 * A second, independent app instance on the same PostgreSQL database as `first`: its own
 * connection pool, its own LISTEN connection, its own shutdown signal, as a second server
 * process would have. Closing it leaves the database (and `first`) alone.
 */
export async function createSecondInstance(
  first: TestApp,
  overrides: Partial<Config> = {},
): Promise<TestApp> {
  const databaseUrl = first.ctx.config.DATABASE_URL;
  if (!databaseUrl)
    throw new Error(multiInstanceSkipReason ?? 'first instance has no DATABASE_URL');
  const config: Config = { ...first.ctx.config, ...overrides };
  const database = await openDatabase({ databaseUrl, poolSize: config.DB_POOL_SIZE });
  // Already migrated by the first instance; running it again must be a no-op (as at a start).
  await runMigrations(database);
  const shutdown = new AbortController();
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    secretKey: first.ctx.secretKey,
    shutdownSignal: shutdown.signal,
  };
  const app = await buildApp(ctx, { logger: false, webDir: path.join(os.tmpdir(), 'no-web-here') });
  await app.ready();
  return {
    app,
    ctx,
    shutdown,
    async close() {
      shutdown.abort();
      await app.close();
      await database.close();
    },
  };
}
