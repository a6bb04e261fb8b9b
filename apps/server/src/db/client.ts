import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { countPgliteStatements } from './pglite-statements';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';
import { acquireDataDirLock } from './data-dir-lock';
import { ReadReplica } from './read-replica';

export type Schema = typeof schema;
/** One type for both drivers: their query builders behave the same. */
export type Db = NodePgDatabase<Schema>;
/** What a service gets inside `db.transaction(tx => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Listener = (payload: string) => void;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Subscribe to a NOTIFY channel; returns the unsubscribe function. */
  listen(channel: string, onNotify: Listener): Promise<() => Promise<void>>;
  /**
   * PGlite only: a gzipped tar of the data folder, taken between transactions after a
   * CHECKPOINT, while the store serves (npm run backup, modules/system/backup.service.ts).
   */
  dumpDataDir?: () => Promise<Blob>;
  /** The streaming replica of DATABASE_READ_URL, when one is configured (db/read-replica.ts). */
  replica?: ReadReplica;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Folder for PGlite; undefined means in-memory (tests). */
  dataDir?: string;
  /**
   * An in-memory PGlite starts from this dump of a data folder (`dumpDataDir`) instead of an
   * empty cluster: tests copy one migrated image rather than running initdb and the migrations
   * for every app (apps/server/test/global-setup.ts).
   */
  loadDataDir?: Blob;
  poolSize?: number;
  /** Where the LISTEN connection goes (PostgreSQL directly when databaseUrl is a PgBouncer). */
  listenUrl?: string;
  /**
   * Whether hot reads may use named prepared statements (default true). False behind a
   * transaction-pooling PgBouncer older than 1.21: a named statement lives on one server
   * connection, and the next transaction may get another one.
   */
  namedStatements?: boolean;
  /** A streaming replica for reads that may be a moment old (PostgreSQL only). */
  readUrl?: string;
  /** Seconds behind the primary after which the replica is skipped (default 5). */
  readMaxLagS?: number;
}

const poolsWithoutNamedStatements = new WeakSet<pg.Pool>();

/** False for a pool opened with `namedStatements: false` (see DatabaseOptions). */
export function namedStatementsAllowed(pool: pg.Pool): boolean {
  return !poolsWithoutNamedStatements.has(pool);
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts.poolSize ?? 20, opts.listenUrl ?? opts.databaseUrl, {
        namedStatements: opts.namedStatements ?? true,
        readUrl: opts.readUrl,
        readMaxLagS: opts.readMaxLagS ?? 5,
      })
    : openPglite(opts.dataDir, opts.loadDataDir);
}

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  let release: (() => void) | undefined;
  let pgDir: string | undefined;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = acquireDataDirLock(dataDir);
    pgDir = path.join(dataDir, 'pglite');
  }
  try {
    const client = await PGlite.create({
      dataDir: pgDir,
      extensions: { pg_trgm },
      ...(loadDataDir && !pgDir ? { loadDataDir } : {}),
    });
    countPgliteStatements(client);
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      async listen(channel, onNotify) {
        const unsub = await client.listen(channel, onNotify);
        return async () => unsub();
      },
      async dumpDataDir() {
        // A CHECKPOINT first keeps the recovery at restore short; then, holding PGlite's
        // transaction lock (no transaction is open) while dumpDataDir holds the query lock, the
        // files are a clean snapshot: every committed write, nothing half-done.
        await client.exec('CHECKPOINT');
        const exclusive = (
          client as unknown as {
            _runExclusiveTransaction?: <T>(fn: () => Promise<T>) => Promise<T>;
          }
        )._runExclusiveTransaction?.bind(client);
        const dump = () => client.dumpDataDir('gzip');
        return exclusive ? exclusive(dump) : dump();
      },
      async close() {
        try {
          await client.close();
        } finally {
          release?.();
        }
      },
    };
  } catch (err) {
    release?.();
    throw err;
  }
}

async function openPostgres(
  url: string,
  poolSize: number,
  listenUrl: string,
  opts: { namedStatements: boolean; readUrl?: string; readMaxLagS: number },
): Promise<Database> {
  const openPool = (connectionString: string, connectionTimeoutMillis = 0) => {
    const p = new pg.Pool({
      connectionString,
      max: poolSize,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis,
    });
    if (!opts.namedStatements) poolsWithoutNamedStatements.add(p);
    p.on('error', () => {
      /* an idle client died (server restart); the pool replaces it */
    });
    // A client that is checked out (inside a transaction, between two statements) when its
    // server dies (a fail-over, PgBouncer's "server conn crashed?") emits 'error': without a
    // listener that ends the process. Its next statement fails instead, and the pool drops it
    // at release (docs/decisions/366).
    p.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    return p;
  };
  const pool = openPool(url);
  await pool.query('select 1');
  const db = drizzlePg(pool, { schema });
  // A replica that does not answer at start does not stop the store: reads use the primary
  // until it does (the monitor keeps asking).
  const replica = opts.readUrl
    ? new ReadReplica(openPool(opts.readUrl, 2_000), pool, opts.readMaxLagS)
    : undefined;
  await replica?.start();
  let listenClient: pg.Client | undefined;
  let closed = false;
  const handlers = new Map<string, Set<Listener>>();
  /**
   * One LISTEN connection per process. If it drops (server restart), it reconnects with a
   * short back-off and listens again on every channel; waiters meanwhile fall back to their
   * time-out, so nothing is lost, only delayed.
   */
  async function ensureListenClient(): Promise<pg.Client> {
    if (listenClient) return listenClient;
    const c = new pg.Client({ connectionString: listenUrl });
    await c.connect();
    c.on('notification', (msg) => {
      for (const h of handlers.get(msg.channel) ?? []) h(msg.payload ?? '');
    });
    const lost = () => {
      if (listenClient !== c) return;
      listenClient = undefined;
      c.end().catch(() => undefined);
      if (!closed) void reconnect(500);
    };
    c.on('error', lost);
    c.on('end', lost);
    for (const channel of handlers.keys()) await c.query(`LISTEN ${channel}`);
    listenClient = c;
    return c;
  }
  async function reconnect(delayMs: number): Promise<void> {
    await new Promise((r) => setTimeout(r, delayMs).unref());
    if (closed || listenClient) return;
    try {
      await ensureListenClient();
    } catch {
      void reconnect(Math.min(delayMs * 2, 10_000));
    }
  }
  return {
    db,
    kind: 'postgres',
    replica,
    async listen(channel, onNotify) {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
      const c = await ensureListenClient();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await c.query(`LISTEN ${channel}`);
      }
      set.add(onNotify);
      return async () => {
        set.delete(onNotify);
      };
    },
    async close() {
      closed = true;
      const c = listenClient;
      listenClient = undefined;
      await c?.end().catch(() => undefined);
      await replica?.close();
      await pool.end();
    },
  };
}
