import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { LightMyRequestResponse } from 'fastify';
import type { Envelope, ErrorCode, FieldError } from '@store/contract';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { AppContext } from '../src/context';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import type { App } from '../src/lib/fastify';
import { loadPincodeDirectory } from '../src/modules/delivery/directory/pincode-directory';

export interface TestApp {
  app: App;
  ctx: AppContext;
  shutdown: AbortController;
  close(): Promise<void>;
}

let pgliteImage: Promise<Blob> | undefined;
/** The migrated PGlite image of this run (test/global-setup.ts), read once per process. */
function pgliteImageOfRun(): Promise<Blob> | undefined {
  const file = process.env.TEST_PGLITE_IMAGE;
  if (!file || !fs.existsSync(file)) return undefined;
  pgliteImage ??= fs.promises.readFile(file).then((bytes) => new Blob([bytes]));
  return pgliteImage;
}

/**
 * A real app on a real, empty, migrated database: in-memory PGlite by default, or a fresh
 * database on the PostgreSQL server named by TEST_DATABASE_URL (one database per call). Both
 * start as a copy of the run's migrated database when test/global-setup.ts made one.
 */
export async function createTestApp(
  overrides: Partial<Record<keyof Config, unknown>> = {},
): Promise<TestApp> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (serverUrl) {
    const name = `t_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const template = process.env.TEST_DATABASE_TEMPLATE;
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    await admin.end();
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const config = loadConfig(
    {},
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: path.join(os.tmpdir(), `store-test-${process.pid}`),
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      DATABASE_URL: databaseUrl,
      DB_POOL_SIZE: 10,
      SEED_DEMO: 'false',
      // Tests inject thousands of requests from one address; rate-limit tests turn them on.
      RATE_LIMITS_ENABLED: 'false',
      ...overrides,
    },
  );
  return openTestApp(config, {
    databaseUrl,
    loadDataDir: databaseUrl ? undefined : await pgliteImageOfRun(),
    prepare: (db) => loadPincodeDirectory(db, { info() {}, error() {} }),
    afterClose: dropDatabase,
  });
}

/**
 * The one test-app builder: opens and migrates the database, builds the context and the app.
 * `createTestApp` (a fresh database) and `createSecondInstance` (another process on the same
 * one, in ./multi-instance.ts) both come here.
 */
export async function openTestApp(
  config: Config,
  opts: {
    databaseUrl: string | undefined;
    /** An in-memory PGlite starts from this migrated image. */
    loadDataDir?: Blob;
    /** Shared with another instance (a second process signs with the same key). */
    secretKey?: Uint8Array;
    /** Runs after the migrations, before the app is built. */
    prepare?: (db: AppContext['db']) => Promise<unknown>;
    /** Runs after the app and the database are closed. */
    afterClose?: () => Promise<void>;
  },
): Promise<TestApp> {
  const database = await openDatabase({
    databaseUrl: opts.databaseUrl,
    poolSize: config.DB_POOL_SIZE,
    loadDataDir: opts.loadDataDir,
    readUrl: config.DATABASE_READ_URL,
    readMaxLagS: config.READ_REPLICA_MAX_LAG_S,
  });
  // A second instance finds the database migrated: running them again must be a no-op.
  await runMigrations(database);
  await opts.prepare?.(database.db);
  const shutdown = new AbortController();
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    secretKey: opts.secretKey ?? new TextEncoder().encode(config.JWT_SECRET),
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
      await opts.afterClose?.();
    },
  };
}

/** The parsed JSON body of an injected response. */
export function json<T = Envelope<unknown> & { code?: ErrorCode; errors?: FieldError[] }>(
  res: LightMyRequestResponse,
): T {
  return JSON.parse(res.body) as T;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
