// `npm run bench` (after scripts/bench.ts): cart and order throughput of the real server.
//
// Starts a throwaway PostgreSQL on a free loopback port, bundles the server, runs it on a
// loopback port against that database (then again on embedded PGlite), loads a small
// catalogue with ample stock, registers customers through the API and measures:
//   1. add to cart: autocannon, 50 connections, each request a random customer and product;
//   2. place order: 50 concurrent customers, each looping "add to cart, POST /orders with a
//      unique Idempotency-Key", products spread over the catalogue;
//   3. place order on one hot product: the same, every customer buying the same product
//      (every order waits for that product's row lock).
// Prints requests or orders per second, latency percentiles and the CPU time each order (or
// request) cost the server, PostgreSQL and the load generator (from /proc, so a busy machine
// changes the rates far more than these). Bounded to about 2-3 minutes.
//
// Environment: BENCH_DURATION_S (seconds per phase, default 10), BENCH_PORT, BENCH_PG_PORT
// (default: free ports), BENCH_PGLITE=0 to skip the PGlite run, BENCH_TMP_PREFIX,
// BENCH_SERVER_NODE_ARGS (node flags for the server process only, e.g. "--cpu-prof
// --cpu-prof-dir=/tmp/prof" to see where it spends its time).
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import autocannonModule from 'autocannon';
import { sql } from 'drizzle-orm';
import { freePort, startThrowawayPostgres } from './support/throwaway-postgres';
import { openDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import {
  categories,
  manufacturers,
  productCategories,
  products,
} from '../apps/server/src/db/schema/index';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 50;
const CUSTOMERS = 50;
const PRODUCTS = 200;
const LINES_PER_CART = 8;
const TMP_PREFIX = process.env.BENCH_TMP_PREFIX ?? 'bench-orders-';
const HARD_LIMIT_MS = 4.5 * 60_000;

type Autocannon = (opts: Record<string, unknown>) => Promise<{
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}>;
const autocannon = autocannonModule as unknown as Autocannon;

const cleanups: (() => void | Promise<void>)[] = [];
async function cleanup() {
  while (cleanups.length) {
    const fn = cleanups.pop();
    try {
      await fn?.();
    } catch (err) {
      console.warn('cleanup step failed:', err instanceof Error ? err.message : err);
    }
  }
}

const log = (msg: string) => console.log(`[bench-orders] ${msg}`);

/* ---------------------------------------------------------------------------------------- */
/* Throwaway PostgreSQL                                                                      */
/* ---------------------------------------------------------------------------------------- */

async function startPostgres(): Promise<string> {
  const pg = await startThrowawayPostgres({
    tmpPrefix: TMP_PREFIX,
    maxConnections: 200,
    port: Number(process.env.BENCH_PG_PORT) || undefined,
  });
  cleanups.push(() => pg.stop());
  log(`throwaway PostgreSQL on ${new URL(pg.url).host}`);
  return pg.url;
}

/* ---------------------------------------------------------------------------------------- */
/* The server                                                                                */
/* ---------------------------------------------------------------------------------------- */

/** Bundles the server like apps/server/build.mjs, into a git-ignored file of its own. */
async function buildServer(): Promise<string> {
  const outfile = path.join(root, 'apps/server/.tmp/bench-orders-server.js');
  await build({
    entryPoints: [path.join(root, 'apps/server/src/server.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'externalize-npm-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@store/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  cleanups.push(() => {
    fs.rmSync(outfile, { force: true });
    if (fs.readdirSync(path.dirname(outfile)).length === 0) fs.rmdirSync(path.dirname(outfile));
  });
  return outfile;
}

/** Migrates the database and loads one category, one maker and PRODUCTS products. */
async function prepareDatabase(target: { databaseUrl?: string; dataDir?: string }) {
  const database = await openDatabase({
    databaseUrl: target.databaseUrl,
    dataDir: target.dataDir,
    poolSize: 2,
  });
  try {
    await runMigrations(database);
    const db = database.db;
    const [cat] = await db
      .insert(categories)
      .values({ name: 'Bench Tools', slug: 'bench-tools' })
      .returning();
    const [maker] = await db
      .insert(manufacturers)
      .values({ name: 'Bench Works', slug: 'bench-works' })
      .returning();
    if (!cat || !maker) throw new Error('could not insert the bench catalogue');
    const rows = Array.from({ length: PRODUCTS }, (_, i) => ({
      name: `Bench Drill ${i + 1}`,
      slug: `bench-drill-${i + 1}`,
      sku: `BENCH-${String(i + 1).padStart(4, '0')}`,
      skuNorm: `BENCH${String(i + 1).padStart(4, '0')}`,
      manufacturerId: maker.id,
      pricePaise: 10_000 + i * 137,
      stockQuantity: 10_000_000,
      images: [`bench/${i + 1}.webp`],
      searchText: `bench drill ${i + 1}`,
    }));
    const inserted = await db.insert(products).values(rows).returning({ id: products.id });
    await db
      .insert(productCategories)
      .values(inserted.map((p) => ({ productId: p.id, categoryId: cat.id })));
    return inserted.map((p) => p.id);
  } finally {
    await database.close();
  }
}

async function startServer(
  bundle: string,
  env: Record<string, string>,
): Promise<{ base: string; pid: number; stop: () => Promise<void> }> {
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, bundle], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      // Load from one address: the limiter stays in the path, its limits far above the load.
      RATE_LIMIT_SEARCH_PER_MIN: '1000000000',
      RATE_LIMIT_REGISTER_PER_HOUR: '1000000000',
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      DB_POOL_SIZE: '20',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const stop = async () => {
    if (exited) return;
    const done = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await done;
    clearTimeout(timer);
  };
  cleanups.push(stop);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error('the server exited during start-up');
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return { base, pid: child.pid ?? 0, stop };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not answer /api/health within 60 s');
}

/* ---------------------------------------------------------------------------------------- */
/* CPU time per order (Linux /proc): what the work costs, whatever else runs on the machine */
/* ---------------------------------------------------------------------------------------- */

const TICK_MS = 10; // USER_HZ is 100 on Linux

function procCpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * TICK_MS; // utime + stime
  } catch {
    return 0;
  }
}

/** The PostgreSQL server listening on `port` and its backends (0 when /proc is not there). */
function postgresCpuMs(port: number): number {
  if (!port || !fs.existsSync('/proc/self/stat')) return 0;
  const procs: { pid: number; ppid: number; cmd: string }[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cmd = fs.readFileSync(`/proc/${name}/cmdline`, 'utf8').replace(/\0/g, ' ');
      procs.push({ pid: Number(name), ppid, cmd });
    } catch {
      /* gone meanwhile */
    }
  }
  const master = procs.find((p) => p.cmd.includes(`-p ${port} `));
  if (!master) return 0;
  return procs
    .filter((p) => p.pid === master.pid || p.ppid === master.pid)
    .reduce((ms, p) => ms + procCpuMs(p.pid), 0);
}

interface CpuMeter {
  serverPid: number;
  pgPort: number;
}

function cpuNow(m: CpuMeter) {
  const own = process.cpuUsage();
  return {
    server: procCpuMs(m.serverPid),
    postgres: postgresCpuMs(m.pgPort),
    loadgen: (own.user + own.system) / 1000,
  };
}

/** CPU ms per order (or request) of the server, PostgreSQL and the load generator. */
function cpuPer(m: CpuMeter, before: ReturnType<typeof cpuNow>, n: number): string {
  const after = cpuNow(m);
  if (n <= 0 || after.server === 0) return '';
  const per = (k: keyof typeof after) => ((after[k] - before[k]) / n).toFixed(1);
  return `${per('server')} / ${m.pgPort ? per('postgres') : '-'} / ${per('loadgen')}`;
}

/* ---------------------------------------------------------------------------------------- */
/* Customers                                                                                 */
/* ---------------------------------------------------------------------------------------- */

interface Customer {
  token: string;
  cartId: string;
}

// Node's http client with kept-alive sockets, not fetch: on 2 shared cores the load generator
// takes CPU from the server it measures, and fetch (WHATWG streams) cost about 4 ms of CPU per
// order loop against well under 1 ms for this (decision 150, third pass).
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: CUSTOMERS + 10 });

function call<T>(
  base: string,
  method: string,
  url: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: { data: T; message: string } }> {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}/api${url}`,
      {
        method,
        agent: keepAlive,
        headers: {
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...opts.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({
              status: res.statusCode ?? 0,
              body: JSON.parse(text) as { data: T; message: string },
            });
          } catch (err) {
            reject(err instanceof Error ? err : new Error(String(err)));
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function createCustomers(base: string, n: number, run: string): Promise<Customer[]> {
  const out: Customer[] = [];
  for (let i = 0; i < n; i += 1) {
    const phone = `9${run}${String(i).padStart(4, '0')}`;
    const password = 'spindle-taper-42x';
    const reg = await call(base, 'POST', '/auth/register', {
      body: { name: `Bench Customer ${i + 1}`, phone, password },
    });
    if (reg.status !== 201) throw new Error(`register: ${reg.status} ${reg.body.message}`);
    const login = await call<{ access_token: string }>(base, 'POST', '/auth/login', {
      body: { phone, password },
    });
    if (login.status !== 200) throw new Error(`login: ${login.status} ${login.body.message}`);
    const token = login.body.data.access_token;
    const cart = await call<{ cart_id: string }>(base, 'GET', '/cart/CART', { token });
    out.push({ token, cartId: cart.body.data.cart_id });
  }
  return out;
}

const SHIPPING = {
  customer_name: 'Bench Customer',
  phone_number: '9876543210',
  street_address: '42, 3rd Cross, Peenya Industrial Area',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560058',
};

/* ---------------------------------------------------------------------------------------- */
/* Measurements                                                                              */
/* ---------------------------------------------------------------------------------------- */

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)] ?? NaN;
}

interface Figure {
  db: string;
  phase: string;
  rate: string;
  p50: number;
  p99: number;
  max: number;
  ok: number;
  failed: number;
  /** CPU ms per order (or request): server / PostgreSQL / load generator. */
  cpu?: string;
}

async function benchAddToCart(
  base: string,
  db: string,
  customers: Customer[],
  productIds: string[],
  meter: CpuMeter,
): Promise<Figure> {
  let n = 0;
  const cpu0 = cpuNow(meter);
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [
      {
        method: 'POST',
        path: '/api/cart/items',
        setupRequest(req: Record<string, unknown>) {
          n += 1;
          // Each customer's cart holds at most LINES_PER_CART distinct products, as real carts do.
          const k = n % customers.length;
          const customer = customers[k]!;
          const j = Math.floor(Math.random() * LINES_PER_CART);
          const productId = productIds[(k * LINES_PER_CART + j) % productIds.length]!;
          return {
            ...req,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${customer.token}`,
            },
            body: JSON.stringify({ product_id: productId, quantity: 1, cart_type: 'CART' }),
          };
        },
      },
    ],
  });
  return {
    db,
    phase: `add to cart (${CONNECTIONS} connections)`,
    rate: `${Math.round(result.requests.average)} req/s`,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    ok: result.requests.total - result.non2xx,
    failed: result.non2xx + result.errors + result.timeouts,
    cpu: cpuPer(meter, cpu0, result.requests.total - result.non2xx),
  };
}

async function benchPlaceOrders(
  base: string,
  db: string,
  customers: Customer[],
  pickProduct: () => string,
  label: string,
  meter: CpuMeter,
): Promise<Figure> {
  const cpu0 = cpuNow(meter);
  const latencies: number[] = [];
  let ok = 0;
  let failed = 0;
  const failures = new Map<string, number>();
  const started = performance.now();
  const until = started + DURATION_S * 1000;
  await Promise.all(
    customers.map(async (c) => {
      while (performance.now() < until) {
        const added = await call(base, 'POST', '/cart/items', {
          token: c.token,
          body: { product_id: pickProduct(), quantity: 1 + Math.floor(Math.random() * 3) },
        });
        if (added.status !== 200) {
          failed += 1;
          failures.set(`add ${added.status}`, (failures.get(`add ${added.status}`) ?? 0) + 1);
          continue;
        }
        const t0 = performance.now();
        const placed = await call(base, 'POST', '/orders', {
          token: c.token,
          body: { cart_id: c.cartId, ...SHIPPING },
          headers: { 'idempotency-key': crypto.randomUUID() },
        });
        latencies.push(performance.now() - t0);
        if (placed.status === 201) ok += 1;
        else {
          failed += 1;
          const k = `order ${placed.status} ${placed.body.message}`;
          failures.set(k, (failures.get(k) ?? 0) + 1);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  if (failures.size) log(`${label}: failures ${JSON.stringify(Object.fromEntries(failures))}`);
  latencies.sort((a, b) => a - b);
  return {
    db,
    phase: label,
    rate: `${(ok / elapsed).toFixed(1)} orders/s`,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    max: Math.round(latencies.at(-1) ?? NaN),
    ok,
    failed,
    cpu: cpuPer(meter, cpu0, ok),
  };
}

/**
 * After the run: every order answered 201 is in the database once (no duplicate, none lost),
 * no product went below zero, and the stock taken equals the quantities ordered (no order is
 * cancelled during the bench). Prints one line; throws when something is off.
 */
async function checkIntegrity(
  target: { databaseUrl?: string; dataDir: string },
  figures: Figure[],
): Promise<void> {
  const database = await openDatabase({
    databaseUrl: target.databaseUrl,
    dataDir: target.databaseUrl ? undefined : target.dataDir,
    poolSize: 1,
  });
  try {
    const answered = figures
      .filter((f) => f.phase.startsWith('place order'))
      .reduce((n, f) => n + f.ok, 0);
    const rows = await database.db.execute(sql`
      select (select count(*)::int from orders) as orders,
             (select count(*)::int from products where stock_quantity < 0) as oversold,
             (select coalesce(sum(10000000 - stock_quantity), 0)::bigint from products) as taken,
             (select coalesce(sum(quantity), 0)::bigint from order_items) as ordered`);
    const r = (rows as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
    const line =
      `${String(r.orders)} orders in the database for ${answered} answers 201; ` +
      `${String(r.oversold)} products oversold; stock taken ${String(r.taken)}, ` +
      `items ordered ${String(r.ordered)}`;
    log(`integrity: ${line}`);
    if (
      Number(r.orders) !== answered ||
      Number(r.oversold) !== 0 ||
      Number(r.taken) !== Number(r.ordered)
    ) {
      throw new Error(`integrity check failed: ${line}`);
    }
  } finally {
    await database.close();
  }
}

async function runAgainst(
  bundle: string,
  db: string,
  target: { databaseUrl?: string; dataDir: string },
  run: string,
): Promise<Figure[]> {
  log(`${db}: preparing the database`);
  const productIds = await prepareDatabase({
    databaseUrl: target.databaseUrl,
    dataDir: target.databaseUrl ? undefined : target.dataDir,
  });
  const server = await startServer(bundle, {
    DATA_DIR: target.dataDir,
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
  });
  log(`${db}: server on ${server.base}; registering ${2 * CUSTOMERS} customers`);
  const shoppers = await createCustomers(server.base, CUSTOMERS, `${run}0`);
  const customers = await createCustomers(server.base, CUSTOMERS, `${run}1`);
  const figures: Figure[] = [];
  log(`${db}: add to cart, ${DURATION_S} s`);
  const meter: CpuMeter = {
    serverPid: server.pid,
    pgPort: target.databaseUrl ? Number(new URL(target.databaseUrl).port) : 0,
  };
  figures.push(await benchAddToCart(server.base, db, shoppers, productIds, meter));
  log(`${db}: place order, ${CUSTOMERS} customers, ${DURATION_S} s`);
  const random = () => productIds[Math.floor(Math.random() * productIds.length)]!;
  figures.push(
    await benchPlaceOrders(
      server.base,
      db,
      customers,
      random,
      `place order (${CUSTOMERS} customers, ${PRODUCTS} products)`,
      meter,
    ),
  );
  log(`${db}: place order on one hot product, ${DURATION_S} s`);
  const hot = productIds[0]!;
  figures.push(
    await benchPlaceOrders(
      server.base,
      db,
      customers,
      () => hot,
      `place order (${CUSTOMERS} customers, 1 hot product)`,
      meter,
    ),
  );
  await server.stop();
  await checkIntegrity(target, figures);
  return figures;
}

function printTable(figures: Figure[]) {
  const head = [
    ...['database', 'phase', 'throughput', 'p50 ms', 'p99 ms', 'max ms', 'ok', 'failed'],
    'CPU ms each: server / db / load',
  ];
  const rows = figures.map((f) => [
    f.db,
    f.phase,
    f.rate,
    String(f.p50),
    String(f.p99),
    String(f.max),
    String(f.ok),
    String(f.failed),
    f.cpu ?? '',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const r of rows) console.log(line(r));
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(
    `\n${os.cpus().length} CPU(s), load average ${load} at the end, Node ${process.version}; ` +
      'server, database and load generator share the machine.\nPostgreSQL runs with fsync=off ' +
      'and synchronous_commit=off (throwaway); PGlite persists to a temporary folder.',
  );
}

async function main() {
  const watchdog = setTimeout(() => {
    console.error('[bench-orders] time limit reached; stopping');
    void cleanup().finally(() => process.exit(1));
  }, HARD_LIMIT_MS);
  watchdog.unref();
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    process.once(sig, () => void cleanup().finally(() => process.exit(130)));
  }

  const run = String(Date.now() % 10_000).padStart(4, '0');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), TMP_PREFIX));
  cleanups.push(() => fs.rmSync(work, { recursive: true, force: true }));
  log('bundling the server');
  const bundle = await buildServer();
  const databaseUrl = await startPostgres();
  const figures: Figure[] = [];
  figures.push(
    ...(await runAgainst(
      bundle,
      'PostgreSQL',
      { databaseUrl, dataDir: path.join(work, 'pg-run') },
      run,
    )),
  );
  if (process.env.BENCH_PGLITE !== '0') {
    figures.push(
      ...(await runAgainst(
        bundle,
        'PGlite',
        { dataDir: path.join(work, 'pglite') },
        `${(Number(run) + 1) % 10_000}`.padStart(4, '0'),
      )),
    );
  }
  printTable(figures);
  fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
  fs.writeFileSync(path.join(root, '.tmp/bench-orders.json'), JSON.stringify(figures, null, 2));
}

main()
  .then(cleanup)
  .catch(async (err: unknown) => {
    console.error('[bench-orders] failed:', err instanceof Error ? err.message : err);
    await cleanup();
    process.exit(1);
  });
