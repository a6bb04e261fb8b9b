// `npm run bench:routes` (part of `npm run bench`): every GET route of the API, as a signed-in
// customer and as staff meet them, not a sample.
//
// The route list is the server's own OpenAPI document (/api/docs/json), so a new route is
// measured from the day it is added, or printed under "not measured" with the reason (a path
// parameter this script has no sample for). For each database (embedded PGlite, then a
// throwaway PostgreSQL) it loads the demo catalogue, creates a staff account, starts the built
// server (apps/server/dist/server.js) on a loopback port and, through the API, makes what the
// routes read: a customer with an address, a wishlist, three orders (one delivered with a
// return and its credit note, one cancelled after its invoice, one placed), a quoted quote and
// a company. Then autocannon with BENCH_ROUTE_CONNECTIONS (default 10) connections on each
// route for BENCH_DURATION_S seconds (default 3), printing req/s, p50 and p99, slowest first,
// beside the previous run. Routes whose p99 passes 100 ms are listed to look at (PDFs and
// exports are measured too but not held to that mark: they are made on demand).
//
// Environment: BENCH_DURATION_S, BENCH_ROUTE_CONNECTIONS, BENCH_ROUTES (a regular expression:
// only the matching paths), BENCH_SERVER_NODE_ARGS (node flags for the server, e.g. "--cpu-prof
// --cpu-prof-dir=/tmp/prof"), BENCH_TARGETS (default
// "pglite,postgres"), BENCH_PORT, BENCH_ROOT (measure another checkout's build with this
// script, e.g. a `git worktree` of main: the before of a change), BENCH_OUT (default
// .tmp/bench-routes.json, the previous run printed beside this one).
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannonModule from 'autocannon';
import { makeWhatRoutesRead, STAFF } from './support/bench-routes-fixture';
import { printComparison, readPrevious } from './support/compare';
import { Cleanups, startBuiltServer, type StartedServer } from './support/built-server';
import { startThrowawayPostgres } from './support/throwaway-postgres';

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The checkout whose build is measured (BENCH_ROOT: e.g. a `git worktree` of main, built). */
const root = path.resolve(process.env.BENCH_ROOT ?? here);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 3);
const CONNECTIONS = Number(process.env.BENCH_ROUTE_CONNECTIONS ?? 10);
const TARGETS = (process.env.BENCH_TARGETS ?? 'pglite,postgres')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const OUT_FILE = process.env.BENCH_OUT ?? '.tmp/bench-routes.json';
/** A route answering slower than this at p99 is listed to look at. */
const LOOK_AT_P99_MS = 100;
/** Documents made on demand (PDFs, CSV and JSON exports): measured, not held to the mark. */
const DOCUMENT = /(pdf|invoice|proforma|credit-note|eway-bill\.json|export|\.csv)$/;
/** Routes whose answer is, by design, not a 2xx. */
const EXPECTED_STATUS: Record<string, string> = {
  '/api/products/{slug}/picture': '302', // the stable sharing address redirects to the picture
};
/** Only the routes matching BENCH_ROUTES (a regular expression), when given. */
const ONLY = process.env.BENCH_ROUTES ? new RegExp(process.env.BENCH_ROUTES) : null;
/** Routes not load-tested, and why. */
const SKIPPED: Record<string, string> = {
  '/api/polling/user/events': 'a long poll: it waits for an event by design',
};

type Autocannon = (opts: Record<string, unknown>) => Promise<{
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}>;
const autocannon = autocannonModule as unknown as Autocannon;
const log = (msg: string) => console.log(`[bench-routes] ${msg}`);

const cleanups = new Cleanups();
const cleanup = () => cleanups.run();

// ------------------------------------------------------------------------------ the server

function runNode(script: string, args: string[], env: NodeJS.ProcessEnv): void {
  const r = spawnSync(process.execPath, [path.join(root, script), ...args], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`${script} failed: ${r.stderr || r.stdout}`);
}

function startServer(env: NodeJS.ProcessEnv): Promise<StartedServer> {
  return startBuiltServer({ root, env, cleanups });
}

/** The URL to load for an OpenAPI path, or why it cannot be filled. */
function urlFor(p: string, params: Record<string, string>): string | { skip: string } {
  if (SKIPPED[p]) return { skip: SKIPPED[p] };
  let url = p;
  for (const m of p.match(/\{[^}]+\}/g) ?? []) {
    const upTo = p.slice(0, p.indexOf(m) + m.length);
    const sample = params[p] ?? params[upTo];
    if (sample === undefined) return { skip: `no sample for ${upTo} (add one to bench-routes.ts)` };
    url = url.replace(m, encodeURIComponent(sample));
  }
  const query = params[`?${p}`];
  return query ? `${url}?${query}` : url;
}

// ------------------------------------------------------------------------------ measuring

interface Row {
  rps: number;
  p50: number;
  p99: number;
  /** The server process's CPU per answer (ms; with PGlite, the database's work included). */
  cpu?: number;
  failures: number;
  status?: string;
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux). */
function cpuMsOf(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in 1/100 s
  } catch {
    return NaN;
  }
}

async function measure(
  base: string,
  url: string,
  token: string | undefined,
  expected: string,
  pid: number,
): Promise<Row> {
  const cpuBefore = cpuMsOf(pid);
  const r = await autocannon({
    url: `${base}${url}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: token
      ? { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' }
      : { 'accept-encoding': 'br, gzip' },
  });
  const stats = r.statusCodeStats ?? {};
  const codes = Object.keys(stats).filter((c) => !c.startsWith(expected));
  const unexpected = codes.reduce((n, c) => n + (stats[c]?.count ?? 0), 0);
  const cpu = (cpuMsOf(pid) - cpuBefore) / Math.max(1, r.requests.total);
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    ...(Number.isFinite(cpu) ? { cpu: Math.round(cpu * 100) / 100 } : {}),
    failures: unexpected + r.errors + r.timeouts,
    ...(codes.length ? { status: codes.join(',') } : {}),
  };
}

async function benchTarget(target: string): Promise<Record<string, Row>> {
  const label = target === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-routes-data-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  let databaseUrl = '';
  if (target === 'postgres') {
    const pg = await startThrowawayPostgres({ tmpPrefix: 'bench-routes-', maxConnections: 100 });
    cleanups.push(() => pg.stop());
    databaseUrl = pg.url;
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    // load from one address: the limiter stays in the path, its limits far above the load
    RATE_LIMIT_SEARCH_PER_MIN: '1000000000',
    RATE_LIMIT_REGISTER_PER_HOUR: '1000000000',
    RATE_LIMIT_PINCODE_PER_MIN: '1000000000',
    RATE_LIMIT_PAYMENT_REFERENCE_PER_HOUR: '1000000000',
  };
  log(`${label}: loading the demo catalogue and a staff account`);
  runNode('apps/server/dist/seed-cli.js', [], env);
  runNode(
    'apps/server/dist/create-admin-cli.js',
    ['--name', STAFF.name, '--phone', STAFF.phone, '--password', STAFF.password],
    env,
  );
  const { base, pid } = await startServer(env);
  const made = await makeWhatRoutesRead(base);
  const doc = (await (await fetch(`${base}/api/docs/json`)).json()) as {
    paths: Record<string, Record<string, { security?: unknown }>>;
  };
  const rows: Record<string, Row> = {};
  const notMeasured: string[] = [];
  for (const [p, methods] of Object.entries(doc.paths).sort(([a], [b]) => a.localeCompare(b))) {
    if (!methods.get || (ONLY && !ONLY.test(p))) continue;
    const url = urlFor(p, made.params);
    if (typeof url !== 'string') {
      notMeasured.push(`${p}: ${url.skip}`);
      continue;
    }
    const token = !methods.get.security
      ? undefined
      : p.startsWith('/api/admin/')
        ? made.staff
        : p.startsWith('/api/companies/')
          ? made.owner
          : made.customer;
    const row = await measure(base, url, token, EXPECTED_STATUS[p] ?? '2', pid);
    rows[`${label} GET ${p}`] = row;
    log(
      `${label.padEnd(10)} ${p.padEnd(44)} ${String(row.rps).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  cpu ${row.cpu ?? '?'} ms/answer` +
        (row.failures ? `  FAILURES ${row.failures} (${row.status ?? 'errors'})` : ''),
    );
  }
  for (const n of notMeasured) log(`${label}: not measured: ${n}`);
  await cleanup();
  return rows;
}

async function main() {
  const started = Date.now();
  if (!fs.existsSync(path.join(root, 'apps/server/dist/server.js'))) {
    throw new Error('build first: npm run -s build');
  }
  const rows: Record<string, Row> = {};
  for (const t of TARGETS) Object.assign(rows, await benchTarget(t));
  const previous = readPrevious(path.join(here, OUT_FILE)) as { rows?: Record<string, Row> } | null;
  const numbers = (all: Record<string, Row>) =>
    Object.fromEntries(
      Object.entries(all)
        .sort(([, a], [, b]) => b.p99 - a.p99)
        .map(([k, r]) => [
          k,
          { rps: r.rps, p50: r.p50, p99: r.p99, cpu: r.cpu ?? NaN, failures: r.failures },
        ]),
    );
  console.log('');
  console.log(
    `Every GET route of the API, ${CONNECTIONS} connections, ${DURATION_S} s each, ${os.cpus().length} CPUs, slowest p99 first`,
  );
  printComparison(numbers(rows), previous?.rows ? numbers(previous.rows) : null, [
    ['rps', 'req/s'],
    ['p50', 'p50 ms'],
    ['p99', 'p99 ms'],
    ['cpu', 'server CPU ms/answer'],
    ['failures', 'failures'],
  ]);
  const slow = Object.entries(rows).filter(([k, r]) => r.p99 > LOOK_AT_P99_MS && !DOCUMENT.test(k));
  const failing = Object.entries(rows).filter(([, r]) => r.failures > 0);
  console.log(
    slow.length
      ? `look at (p99 > ${LOOK_AT_P99_MS} ms): ${slow.map(([k, r]) => `${k} ${r.p99} ms`).join('; ')}`
      : `every route's p99 <= ${LOOK_AT_P99_MS} ms (documents made on demand apart)`,
  );
  if (failing.length) {
    console.log(
      `answers that were not 2xx: ${failing.map(([k, r]) => `${k} (${r.status})`).join('; ')}`,
    );
  }
  fs.mkdirSync(path.dirname(path.join(here, OUT_FILE)), { recursive: true });
  fs.writeFileSync(
    path.join(here, OUT_FILE),
    JSON.stringify({ at: new Date().toISOString(), root, load: os.loadavg(), rows }, null, 2),
  );
  console.log(
    `(whole run ${Math.round((Date.now() - started) / 1000)} s, load average at start ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
}

main()
  .catch(async (err: unknown) => {
    console.error('bench-routes failed:', err instanceof Error ? err.message : err);
    process.exitCode = 1;
  })
  .finally(cleanup);
