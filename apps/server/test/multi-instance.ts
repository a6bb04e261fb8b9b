import type { Config } from '../src/config';
import { openTestApp, type TestApp } from './helpers';

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
  return openTestApp(config, { databaseUrl, secretKey: first.ctx.secretKey });
}
