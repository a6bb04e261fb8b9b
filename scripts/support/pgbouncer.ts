// PgBouncer for the cluster (scripts/support/cluster.ts): transaction pooling in front of
// PostgreSQL, run as the postgres user (it refuses root). With a replica it names three
// databases, so the store processes know only PgBouncer and a fail-over moves only it:
//   postgres  the primary (transaction pooling): DATABASE_URL
//   listen    the primary (session pooling: a LISTEN lives on one connection): DATABASE_LISTEN_URL
//   replica   the standby (transaction pooling): DATABASE_READ_URL
// `repoint` rewrites the file and sends SIGHUP (PgBouncer's RELOAD): new server connections go
// to the new addresses; old ones to a dead server are gone already.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface BouncerTargets {
  /** The primary's port (postgres and listen). */
  primaryPort: number;
  /** The standby's port (replica); none: no replica database. */
  replicaPort?: number;
  /** Without a replica the cluster keeps its LISTEN straight to PostgreSQL (today's shape). */
  withListen: boolean;
}

export interface Bouncer {
  child: ChildProcess;
  /** postgres://app@127.0.0.1:PORT/<database> */
  url(database: 'postgres' | 'listen' | 'replica'): string;
  repoint(targets: BouncerTargets): void;
}

function databasesSection(t: BouncerTargets): string[] {
  if (!t.replicaPort && !t.withListen)
    return ['[databases]', `* = host=127.0.0.1 port=${t.primaryPort}`];
  return [
    '[databases]',
    `postgres = host=127.0.0.1 port=${t.primaryPort} dbname=postgres`,
    `listen = host=127.0.0.1 port=${t.primaryPort} dbname=postgres pool_mode=session`,
    ...(t.replicaPort ? [`replica = host=127.0.0.1 port=${t.replicaPort} dbname=postgres`] : []),
  ];
}

export function startPgBouncer(opts: {
  bin: string;
  dir: string;
  port: number;
  targets: BouncerTargets;
  ids: { uid: number; gid: number } | undefined;
  log: (line: string) => void;
  pipe: (child: ChildProcess, name: string, print: (line: string) => void) => void;
}): Bouncer {
  fs.mkdirSync(opts.dir);
  const ini = path.join(opts.dir, 'pgbouncer.ini');
  const userlist = path.join(opts.dir, 'userlist.txt');
  fs.writeFileSync(userlist, '"app" ""\n');
  const write = (t: BouncerTargets) =>
    fs.writeFileSync(
      ini,
      [
        ...databasesSection(t),
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${opts.port}`,
        'unix_socket_dir =',
        'auth_type = trust',
        `auth_file = ${userlist}`,
        'pool_mode = transaction',
        'max_client_conn = 2000',
        'default_pool_size = 40',
        'reserve_pool_size = 10',
        'ignore_startup_parameters = extra_float_digits,options',
        'server_reset_query =',
        // a dead server is tried again each second (not the default 15 s): after a fail-over
        // the clients waiting in PgBouncer's queue get the new primary at once
        'server_login_retry = 1',
        'server_connect_timeout = 3',
        'log_connections = 0',
        'log_disconnections = 0',
        '',
      ].join('\n'),
    );
  write(opts.targets);
  if (opts.ids) {
    for (const f of [opts.dir, userlist, ini]) fs.chownSync(f, opts.ids.uid, opts.ids.gid);
  }
  const child = spawn(opts.bin, [ini], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group: Ctrl-C reaches us, and we stop things in order
    ...(opts.ids ?? {}),
  });
  opts.pipe(child, 'pgbouncer', (l) => {
    if (
      /ERROR|FATAL|WARNING/.test(l) &&
      !/server_login_retry|connect failed|when not linked/.test(l)
    ) {
      opts.log(l);
    }
  });
  return {
    child,
    url: (database) => `postgres://app@127.0.0.1:${opts.port}/${database}`,
    repoint(targets) {
      write(targets);
      child.kill('SIGHUP');
    },
  };
}

/** Resolves once something accepts connections on the port. */
export function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const s = net.connect(port, '127.0.0.1', () => {
      s.end();
      resolve(true);
    });
    s.once('error', reject);
  });
}
