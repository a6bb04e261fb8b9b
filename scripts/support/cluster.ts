// A store cluster on one machine (loopback only): a throwaway PostgreSQL, PgBouncer in
// transaction mode in front of it, N store processes on PgBouncer (their LISTEN connection for
// live events goes straight to PostgreSQL), and HAProxy balancing them with health checks.
// Used by `npm run cluster` (scripts/cluster.ts) and `npm run bench` (scripts/bench-cluster.ts).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { postgresIds, pipeLines, stopChild, until } from './child-processes';
import { ensureBuilt, ensureSystemPackages, root } from './cluster-needs';
import { portAnswers, startPgBouncer } from './pgbouncer';
import { startReplicaPair, type ReplicaPair } from './replica-postgres';
import { freePort, startThrowawayPostgres } from './throwaway-postgres';

/* ---------------------------------------------------------------------------------------- */
/* Processes                                                                                 */
/* ---------------------------------------------------------------------------------------- */

export interface StoreProcess {
  name: string;
  port: number;
  child: ChildProcess | undefined;
  /** Stops the process: SIGTERM (graceful: requests in flight finish) or SIGKILL (a crash). */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again (same port, same data dir) and waits until it answers /api/health. */
  start(): Promise<void>;
}

export interface ClusterOptions {
  /** Store processes behind the balancer (default 3). */
  processes?: number;
  /**
   * The balancer's port; the store processes, PgBouncer and PostgreSQL take the ports after
   * it (port+1 ... port+N+2). Without it every part gets a free port.
   */
  port?: number;
  /** Prefix of the temporary folder (removed at stop). */
  tmpPrefix?: string;
  /** LOG_LEVEL of the store processes (default warn). */
  logLevel?: string;
  /** Extra environment of the store processes (SEED_DEMO, DB_POOL_SIZE...). */
  env?: Record<string, string>;
  log?: (line: string) => void;
  /** Aborting it during start-up stops what was started (the start then fails). */
  signal?: AbortSignal;
  /**
   * A streaming replica of the primary (scripts/support/replica-postgres.ts) on the port after
   * PostgreSQL's; the processes read there (DATABASE_READ_URL) through PgBouncer. With
   * `synchronous`, the primary names it a synchronous standby (orders wait for it).
   */
  replica?: { synchronous: boolean };
  /** Runs the server from its TypeScript sources (tsx) instead of building it (tests). */
  fromSource?: boolean;
}

export interface ClusterReplica {
  /** The standby itself (after a promotion: the primary). */
  url: string;
  /** Kills the primary like a crash (pg_ctl stop -m immediate). */
  killPrimary(): void;
  /** pg_promote() on the standby, then PgBouncer moves every database to it (RELOAD). */
  promote(): Promise<void>;
}

export interface Cluster {
  /** http://127.0.0.1:PORT: the balancer. */
  url: string;
  /** PostgreSQL itself (for checks), and PgBouncer (what the store processes use). */
  databaseUrl: string;
  bouncerUrl: string;
  /** With `replica`: the standby and the fail-over steps. */
  replica?: ClusterReplica;
  processes: StoreProcess[];
  /** A command on HAProxy's runtime API ("show stat", "disable server stores/s2"...). */
  haproxy(command: string): Promise<string>;
  /** Waits until HAProxy counts exactly these processes (1-based numbers) as up. */
  waitForBalancer(up: number[]): Promise<void>;
  stop(): Promise<void>;
}

/** Starts PostgreSQL, PgBouncer, the store processes and HAProxy; answers once all are up. */
export async function startCluster(opts: ClusterOptions = {}): Promise<Cluster> {
  const n = opts.processes ?? 3;
  const log = opts.log ?? ((l: string) => console.log(l));
  if (!Number.isInteger(n) || n < 1 || n > 16) throw new Error('processes: 1 to 16');
  const cleanups: (() => Promise<void> | void)[] = [];
  let stopped = false;
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopped = true;
    stopping ??= (async () => {
      while (cleanups.length) {
        try {
          await cleanups.pop()?.();
        } catch (err) {
          log(`cleanup step failed: ${err instanceof Error ? err.message : String(err)}`);
        }
      }
    })();
    return stopping;
  };
  /** Registers how to undo a step; after a stop (Ctrl-C during start-up) undoes it at once. */
  const onStop = (fn: () => Promise<void> | void) => {
    if (!stopped) cleanups.push(fn);
    else
      void Promise.resolve()
        .then(fn)
        .catch(() => undefined);
  };
  const aborted = () => {
    if (stopped) throw new Error('start-up interrupted');
  };
  opts.signal?.addEventListener('abort', () => void stop(), { once: true });

  try {
    const bins = ensureSystemPackages(log);
    const serverArgs = opts.fromSource
      ? ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')]
      : ['--enable-source-maps', ensureBuilt(log)];
    const base = opts.port;
    const portOf = async (offset: number) => (base ? base + offset : freePort());
    const balancerPort = await portOf(0);
    const storePorts: number[] = [];
    for (let i = 1; i <= n; i += 1) storePorts.push(await portOf(i));
    const bouncerPort = await portOf(n + 1);
    const pgPort = await portOf(n + 2);

    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), opts.tmpPrefix ?? 'store-cluster-'));
    onStop(() => fs.rmSync(tmp, { recursive: true, force: true }));

    aborted();
    // PostgreSQL (throwaway, durability off): one server, or a primary and its streaming replica
    let pg: { url: string; stop(): void } | undefined;
    let pair: ReplicaPair | undefined;
    if (opts.replica) {
      pair = await startReplicaPair({
        tmpPrefix: opts.tmpPrefix ?? 'store-cluster-',
        maxConnections: 200,
        synchronous: opts.replica.synchronous,
        primaryPort: pgPort,
        replicaPort: base ? base + n + 3 : undefined,
      });
      pg = { url: pair.primaryUrl, stop: () => pair?.stop() };
    } else {
      pg = await startThrowawayPostgres({
        tmpPrefix: opts.tmpPrefix ?? 'store-cluster-',
        maxConnections: 200,
        port: pgPort,
      });
    }
    onStop(() => {
      pg?.stop();
      pg = undefined;
    });
    const databaseUrl = pg.url;
    aborted();

    // PgBouncer, transaction pooling, as the postgres user (it refuses to run as root). With a
    // replica every database address of the store processes is a PgBouncer one.
    const ids = postgresIds();
    if (ids) fs.chownSync(tmp, ids.uid, ids.gid);
    const targets = (primaryPort: number, replicaPort?: number) => ({
      primaryPort,
      replicaPort,
      withListen: Boolean(pair),
    });
    const bouncer = startPgBouncer({
      bin: bins.pgbouncer,
      dir: path.join(tmp, 'pgbouncer'),
      port: bouncerPort,
      targets: targets(pgPort, pair?.replicaPort),
      ids,
      log,
      pipe: pipeLines,
    });
    onStop(() => stopChild(bouncer.child, 'SIGTERM', 5_000));
    const bouncerUrl = bouncer.url('postgres');
    await until('PgBouncer', () => portAnswers(bouncerPort));
    const databaseEnv: Record<string, string> = pair
      ? {
          DATABASE_URL: bouncerUrl,
          DATABASE_LISTEN_URL: bouncer.url('listen'),
          DATABASE_READ_URL: bouncer.url('replica'),
        }
      : { DATABASE_URL: bouncerUrl, DATABASE_LISTEN_URL: databaseUrl };

    aborted();
    // The store processes: one secret, one database (through PgBouncer), their own data dirs
    const jwtSecret = crypto.randomBytes(32).toString('hex');
    const processes: StoreProcess[] = storePorts.map((port, i) => {
      const name = `store-${i + 1}`;
      const dataDir = path.join(tmp, name);
      const proc: StoreProcess = {
        name,
        port,
        child: undefined,
        async stop(signal = 'SIGTERM') {
          const c = proc.child;
          if (c) await stopChild(c, signal);
        },
        async start() {
          const child = spawn(process.execPath, serverArgs, {
            cwd: root,
            stdio: ['ignore', 'pipe', 'pipe'],
            detached: true,
            env: {
              ...process.env,
              NODE_ENV: 'production',
              HOST: '127.0.0.1',
              PORT: String(port),
              DATA_DIR: dataDir,
              ...databaseEnv,
              DATABASE_PREPARED_STATEMENTS: 'false', // PgBouncer 1.18, transaction pooling
              DB_POOL_SIZE: '10',
              JWT_SECRET: jwtSecret,
              TRUST_PROXY: 'true',
              LOG_LEVEL: opts.logLevel ?? 'warn',
              ...opts.env,
            },
          });
          proc.child = child;
          pipeLines(child, name, log);
          child.once('exit', (code, signal) => {
            if (proc.child === child) proc.child = undefined;
            if (!stopped && signal !== 'SIGKILL' && signal !== 'SIGTERM' && code !== 0) {
              log(`[${name}] exited (${signal ?? code})`);
            }
          });
          await until(
            `${name} on port ${port}`,
            async () => {
              if (proc.child !== child) throw new Error(`${name} exited during start-up`);
              const res = await fetch(`http://127.0.0.1:${port}/api/health`);
              return res.ok;
            },
            120_000,
          );
        },
      };
      return proc;
    });
    onStop(() => Promise.all(processes.map((p) => p.stop())).then(() => undefined));
    // The first one migrates and loads the demo catalogue; the others then start side by side.
    await processes[0]!.start();
    await Promise.all(processes.slice(1).map((p) => p.start()));
    aborted();

    // HAProxy in front, in the foreground; health checks on /api/health, timeouts above the
    // 25 s long poll, a client's X-Forwarded-For replaced by the real address.
    const haproxyDir = path.join(tmp, 'haproxy');
    fs.mkdirSync(haproxyDir);
    const socket = path.join(haproxyDir, 'admin.sock');
    const cfg = path.join(haproxyDir, 'haproxy.cfg');
    fs.writeFileSync(
      cfg,
      [
        'global',
        '  maxconn 4096',
        `  stats socket ${socket} mode 600 level admin`,
        '',
        'defaults',
        '  mode http',
        '  timeout connect 2s',
        '  timeout client 40s',
        '  timeout server 40s',
        '  timeout http-request 10s',
        '  timeout http-keep-alive 15s',
        '  timeout queue 10s',
        '  retries 2',
        '  option redispatch',
        // only requests that never reached a process are tried on another (an order is never
        // sent twice by the balancer; clients retry with their Idempotency-Key)
        '  retry-on conn-failure',
        '',
        'frontend store',
        `  bind 127.0.0.1:${balancerPort}`,
        '  http-request del-header X-Forwarded-For',
        '  option forwardfor',
        '  default_backend stores',
        '',
        'backend stores',
        '  balance leastconn',
        '  option httpchk GET /api/health',
        '  http-check expect status 200',
        // a dead process is seen at once (connection refused); a busy one gets 5 s to answer
        '  timeout check 5s',
        '  default-server inter 1s fastinter 500ms downinter 500ms fall 3 rise 2',
        ...storePorts.map((p, i) => `  server s${i + 1} 127.0.0.1:${p} check`),
        '',
      ].join('\n'),
    );
    const check = spawnSync(bins.haproxy, ['-c', '-q', '-f', cfg], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`haproxy config: ${check.stderr || check.stdout}`);
    const balancer = spawn(bins.haproxy, ['-db', '-f', cfg], {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    pipeLines(balancer, 'haproxy', (l) => {
      if (/ALERT|WARNING|is DOWN|is UP/.test(l)) log(l);
    });
    onStop(() => stopChild(balancer, 'SIGTERM', 5_000));

    const haproxy = (command: string) =>
      new Promise<string>((resolve, reject) => {
        const s = net.connect(socket);
        let out = '';
        s.setEncoding('utf8');
        s.on('data', (d: string) => (out += d));
        s.on('end', () => resolve(out));
        s.on('error', reject);
        s.write(`${command}\n`);
      });
    const waitForBalancer = async (up: number[]) => {
      await until(
        'HAProxy',
        async () => {
          const stat = await haproxy('show stat');
          const rows = stat.split('\n').filter((l) => l.startsWith('stores,s'));
          const states = new Map(rows.map((r) => [r.split(',')[1], r.split(',')[17] ?? '']));
          return storePorts.every((_, i) => {
            const s = states.get(`s${i + 1}`) ?? '';
            return up.includes(i + 1) ? s === 'UP' : s !== 'UP';
          });
        },
        60_000,
        100,
      );
    };
    await waitForBalancer(processes.map((_, i) => i + 1));
    aborted();

    const replica: ClusterReplica | undefined = pair && {
      url: pair.replicaUrl,
      killPrimary: () => pair.killPrimary(),
      async promote() {
        await pair.promote();
        bouncer.repoint(targets(pair.replicaPort, pair.replicaPort));
      },
    };
    return {
      url: `http://127.0.0.1:${balancerPort}`,
      databaseUrl,
      bouncerUrl,
      replica,
      processes,
      haproxy,
      waitForBalancer,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
