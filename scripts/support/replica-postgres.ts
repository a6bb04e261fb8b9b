// A throwaway PostgreSQL primary and a streaming replica of it (PostgreSQL's own replication:
// pg_basebackup, then the standby follows the primary's WAL), both on loopback, for
// `npm run cluster -- --replica`, the fail-over drill and the replica tests.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './throwaway-postgres';

/** The standby's name in the primary's synchronous_standby_names. */
export const STANDBY_NAME = 'replica1';

const isRoot = process.getuid?.() === 0;

function pgBin(): string {
  const base = '/usr/lib/postgresql';
  const v = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((d) => fs.existsSync(path.join(base, d, 'bin/postgres')))
        .sort((a, b) => Number(a) - Number(b))
        .at(-1)
    : undefined;
  if (!v) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  return path.join(base, v, 'bin');
}

/** Whether this machine can run the pair (PostgreSQL installed; as root, a postgres user). */
export function canRunPostgres(): boolean {
  try {
    pgBin();
    return true;
  } catch {
    return false;
  }
}

function asPostgres(cmd: string, args: string[]) {
  const r = isRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { encoding: 'utf8' })
    : spawnSync(cmd, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${path.basename(cmd)} failed: ${r.stderr || r.stdout}`);
}

export interface ReplicaPair {
  primaryPort: number;
  replicaPort: number;
  /** postgres://app@127.0.0.1:PORT/postgres */
  primaryUrl: string;
  replicaUrl: string;
  /** Whether the primary waits for the standby on commits asking for it (synchronous_commit=on). */
  synchronous: boolean;
  /** Stops the primary the way a crash does (pg_ctl stop -m immediate: no shutdown checkpoint). */
  killPrimary(): void;
  /** pg_promote() on the replica, waiting until it takes writes. */
  promote(): Promise<void>;
  /** Waits until the replica has replayed everything the primary has written so far. */
  waitForReplay(timeoutMs?: number): Promise<void>;
  stop(): void;
}

/**
 * initdb + start a primary (wal_level replica), pg_basebackup a replica from it and start it as
 * a hot standby. With `synchronous`, the primary names the standby in synchronous_standby_names
 * and keeps `synchronous_commit = local` as its default: only transactions that ask for `on`
 * (the order path) wait for the standby. Durability of each server itself is off (fsync=off):
 * it is thrown away; the drill's question is what the standby has.
 */
export async function startReplicaPair(opts: {
  tmpPrefix: string;
  maxConnections: number;
  synchronous: boolean;
  primaryPort?: number;
  replicaPort?: number;
}): Promise<ReplicaPair> {
  const bin = pgBin();
  if (isRoot && spawnSync('id', ['postgres']).status !== 0) {
    spawnSync('useradd', ['--system', '--create-home', 'postgres']);
  }
  const primaryPort = opts.primaryPort || (await freePort());
  const replicaPort = opts.replicaPort || (await freePort());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${opts.tmpPrefix}pg-pair-`));
  if (isRoot) spawnSync('chown', ['postgres:postgres', dir]);
  const primaryData = path.join(dir, 'primary');
  const replicaData = path.join(dir, 'replica');
  const common =
    `-k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=${opts.maxConnections} ` +
    '-c fsync=off -c full_page_writes=off -c shared_buffers=128MB ' +
    '-c wal_level=replica -c max_wal_senders=5 -c hot_standby=on -c hot_standby_feedback=on ' +
    '-c wal_receiver_status_interval=1s';
  const started: string[] = [];
  const stopServer = (data: string) => {
    if (!fs.existsSync(path.join(data, 'postmaster.pid'))) return;
    try {
      asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      /* already gone */
    }
  };
  const stop = () => {
    for (const data of started.reverse()) stopServer(data);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    asPostgres(path.join(bin, 'initdb'), [
      ...['-D', primaryData, '-U', 'app', '--auth=trust', '-E', 'UTF8'],
      ...['--locale=C.UTF-8', '--no-sync'],
    ]);
    const sync = opts.synchronous
      ? ` -c synchronous_standby_names=${STANDBY_NAME} -c synchronous_commit=local`
      : ' -c synchronous_commit=off';
    asPostgres(path.join(bin, 'pg_ctl'), [
      ...['-D', primaryData, '-l', path.join(dir, 'primary.log'), '-w', '-o'],
      `-p ${primaryPort} ${common}${sync}`,
      'start',
    ]);
    started.push(primaryData);
    // the replica: a base backup with the WAL it needs, then standby.signal and the primary's
    // address (-R), under the name the primary waits for
    asPostgres(path.join(bin, 'pg_basebackup'), [
      ...['-d', `host=127.0.0.1 port=${primaryPort} user=app application_name=${STANDBY_NAME}`],
      ...['-D', replicaData, '-R', '-X', 'stream', '--no-sync', '--checkpoint=fast'],
    ]);
    asPostgres(path.join(bin, 'pg_ctl'), [
      ...['-D', replicaData, '-l', path.join(dir, 'replica.log'), '-w', '-o'],
      `-p ${replicaPort} ${common} -c synchronous_commit=off`,
      'start',
    ]);
    started.push(replicaData);
  } catch (err) {
    stop();
    throw err;
  }
  const url = (port: number) => `postgres://app@127.0.0.1:${port}/postgres`;
  const pair: ReplicaPair = {
    primaryPort,
    replicaPort,
    primaryUrl: url(primaryPort),
    replicaUrl: url(replicaPort),
    synchronous: opts.synchronous,
    killPrimary() {
      stopServer(primaryData);
    },
    async promote() {
      await withClient(pair.replicaUrl, (c) => c.query('select pg_promote(true, 60)'));
    },
    async waitForReplay(timeoutMs = 30_000) {
      const target = await withClient(pair.primaryUrl, (c) =>
        c.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn'),
      );
      const lsn = target.rows[0]!.lsn;
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const r = await withClient(pair.replicaUrl, (c) =>
          c.query<{ done: boolean }>(`select pg_last_wal_replay_lsn() >= $1::pg_lsn as done`, [
            lsn,
          ]),
        );
        if (r.rows[0]?.done) return;
        if (Date.now() > deadline) throw new Error(`replica not at ${lsn} after ${timeoutMs} ms`);
        await new Promise((res) => setTimeout(res, 50));
      }
    },
    stop,
  };
  return pair;
}

/** One short-lived connection (the servers are on loopback). */
export async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end().catch(() => undefined);
  }
}
