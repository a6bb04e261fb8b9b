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
import { fileURLToPath } from 'node:url';
import { freePort, startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const isRoot = process.getuid?.() === 0;

/* ---------------------------------------------------------------------------------------- */
/* What the cluster needs on the machine                                                    */
/* ---------------------------------------------------------------------------------------- */

function which(cmd: string): string | undefined {
  for (const dir of [
    '/usr/sbin',
    '/usr/bin',
    '/sbin',
    '/bin',
    ...(process.env.PATH ?? '').split(':'),
  ]) {
    const p = path.join(dir, cmd);
    if (dir && fs.existsSync(p)) return p;
  }
  return undefined;
}

const hasPostgres = () =>
  fs.existsSync('/usr/lib/postgresql') &&
  fs
    .readdirSync('/usr/lib/postgresql')
    .some((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/postgres`));

/** Installs Debian's haproxy, pgbouncer and postgresql when missing (as `npm test` does). */
export function ensureSystemPackages(log: (msg: string) => void): {
  haproxy: string;
  pgbouncer: string;
} {
  const missing: string[] = [];
  if (!which('haproxy')) missing.push('haproxy');
  if (!which('pgbouncer')) missing.push('pgbouncer');
  if (!hasPostgres()) missing.push('postgresql', 'postgresql-contrib');
  if (missing.length > 0) {
    if (!isRoot) {
      throw new Error(
        `Please install ${missing.join(' ')} (apt-get install -y ${missing.join(' ')}): not root, cannot install them myself.`,
      );
    }
    log(`installing ${missing.join(', ')} with apt-get...`);
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore' });
    const r = spawnSync('apt-get', ['install', '-y', '-qq', ...missing], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (r.status !== 0) throw new Error(`apt-get install ${missing.join(' ')} failed`);
  }
  const haproxy = which('haproxy');
  const pgbouncer = which('pgbouncer');
  if (!haproxy || !pgbouncer) throw new Error('haproxy or pgbouncer is still missing');
  return { haproxy, pgbouncer };
}

/* ---------------------------------------------------------------------------------------- */
/* The build                                                                                 */
/* ---------------------------------------------------------------------------------------- */

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry.name)));
  }
  return newest;
}

function stale(output: string, sources: string[]): boolean {
  const out = path.join(root, output);
  if (!fs.existsSync(out)) return true;
  const built = fs.statSync(out).mtimeMs;
  return sources.some((s) => newestMtime(path.join(root, s)) > built);
}

/** Builds the web app and the server when missing or older than their sources (as npm start). */
export function ensureBuilt(log: (msg: string) => void): string {
  const web = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'packages/contract/src'];
  const server = ['apps/server/src', 'packages/contract/src'];
  for (const [label, output, sources, ws] of [
    ['web app', 'apps/web/dist/index.html', web, '@store/web'],
    ['server', 'apps/server/dist/server.js', server, '@store/server'],
  ] as const) {
    if (!stale(output, [...sources])) continue;
    log(`building the ${label}...`);
    const r = spawnSync('npm', ['run', 'build', '-w', ws], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) throw new Error(`building the ${label} failed`);
  }
  return path.join(root, 'apps/server/dist/server.js');
}

/* ---------------------------------------------------------------------------------------- */
/* Processes                                                                                 */
/* ---------------------------------------------------------------------------------------- */

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `check` answers true, polling every `everyMs`, failing after `timeoutMs`. */
async function until(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 60_000,
  everyMs = 200,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(everyMs);
  }
  throw new Error(`${what}: not ready within ${timeoutMs / 1000} s`);
}

function postgresIds(): { uid: number; gid: number } | undefined {
  if (!isRoot) return undefined;
  const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : undefined;
}

/** Prefixes each line of a child's output with its name. */
function pipeLines(child: ChildProcess, name: string, print: (line: string) => void) {
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const l of lines) if (l.trim()) print(`[${name}] ${l}`);
    });
  }
}

async function stopChild(
  child: ChildProcess,
  signal: NodeJS.Signals = 'SIGTERM',
  graceMs = 20_000,
) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const done = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await done;
  clearTimeout(timer);
}

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
}

export interface Cluster {
  /** http://127.0.0.1:PORT: the balancer. */
  url: string;
  /** PostgreSQL itself (for checks), and PgBouncer (what the store processes use). */
  databaseUrl: string;
  bouncerUrl: string;
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
    const bundle = ensureBuilt(log);
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
    // PostgreSQL (throwaway, durability off)
    let pg: ThrowawayPostgres | undefined = await startThrowawayPostgres({
      tmpPrefix: opts.tmpPrefix ?? 'store-cluster-',
      maxConnections: 200,
      port: pgPort,
    });
    onStop(() => {
      pg?.stop();
      pg = undefined;
    });
    const databaseUrl = pg.url;
    aborted();

    // PgBouncer, transaction pooling, as the postgres user (it refuses to run as root)
    const ids = postgresIds();
    const bouncerDir = path.join(tmp, 'pgbouncer');
    fs.mkdirSync(bouncerDir);
    fs.writeFileSync(path.join(bouncerDir, 'userlist.txt'), '"app" ""\n');
    fs.writeFileSync(
      path.join(bouncerDir, 'pgbouncer.ini'),
      [
        '[databases]',
        `* = host=127.0.0.1 port=${pgPort}`,
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${bouncerPort}`,
        'unix_socket_dir =',
        'auth_type = trust',
        `auth_file = ${path.join(bouncerDir, 'userlist.txt')}`,
        'pool_mode = transaction',
        'max_client_conn = 2000',
        'default_pool_size = 40',
        'reserve_pool_size = 10',
        'ignore_startup_parameters = extra_float_digits,options',
        'server_reset_query =',
        'log_connections = 0',
        'log_disconnections = 0',
        '',
      ].join('\n'),
    );
    if (ids) {
      fs.chownSync(tmp, ids.uid, ids.gid);
      for (const f of ['', 'userlist.txt', 'pgbouncer.ini']) {
        fs.chownSync(path.join(bouncerDir, f), ids.uid, ids.gid);
      }
    }
    const bouncer = spawn(bins.pgbouncer, [path.join(bouncerDir, 'pgbouncer.ini')], {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // its own process group: Ctrl-C reaches us, and we stop things in order
      ...(ids ?? {}),
    });
    pipeLines(bouncer, 'pgbouncer', (l) => {
      if (/ERROR|FATAL|WARNING/.test(l)) log(l);
    });
    onStop(() => stopChild(bouncer, 'SIGTERM', 5_000));
    const bouncerUrl = `postgres://app@127.0.0.1:${bouncerPort}/postgres`;
    await until('PgBouncer', async () => {
      await new Promise<void>((resolve, reject) => {
        const s = net.connect(bouncerPort, '127.0.0.1', () => {
          s.end();
          resolve();
        });
        s.once('error', reject);
      });
      return true;
    });

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
          const child = spawn(process.execPath, ['--enable-source-maps', bundle], {
            cwd: root,
            stdio: ['ignore', 'pipe', 'pipe'],
            detached: true,
            env: {
              ...process.env,
              NODE_ENV: 'production',
              HOST: '127.0.0.1',
              PORT: String(port),
              DATA_DIR: dataDir,
              DATABASE_URL: bouncerUrl,
              DATABASE_LISTEN_URL: databaseUrl,
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

    return {
      url: `http://127.0.0.1:${balancerPort}`,
      databaseUrl,
      bouncerUrl,
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
