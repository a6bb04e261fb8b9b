// `npm run bench` (first part): catalogue throughput of the real, built server on a
// 100,000-product catalogue, on a throwaway PostgreSQL and on embedded PGlite.
//
// For each database it generates the catalogue (`seed-cli --products N`), starts
// apps/server/dist/server.js on a loopback port and runs autocannon with 20 connections on:
//   listing  GET /api/products/search?categoryId=…  (every category, pages 1-3)
//   product  GET /api/products/{slug}                (hundreds of different products)
//   search   GET /api/search?q=…                     (about 90 different terms: names, makers,
//                                                     part numbers in several forms, typos)
//   pincode  GET /api/pincodes/{pincode}             (about 200 pincodes across India)
// and prints req/s, latency p50/p99 and, for search, the p95 of the server's search_time_ms;
// before the search run it also asks every term once on a fresh server ("first look": nothing
// remembered yet) and prints that p50/p95. Targets (PostgreSQL): listing ≥ 3000 req/s with
// p99 ≤ 20 ms, product ≥ 3000 req/s, search ≥ 800 req/s with search_time_ms p95 ≤ 10 ms.
//
// Then, on PostgreSQL only, the cold search alone on BENCH_LARGE_PRODUCTS (default 1000000;
// "0" skips it). Every figure is printed beside the previous run's (ratio new/old).
// After generating each catalogue, scripts/search-index-size.ts builds the in-memory search
// index once in a process of its own and prints its build time and memory (decision 155).
// Environment: BENCH_FIRST_LOOK_ONLY=1 (no throughput runs), BENCH_PRODUCTS (default 100000), BENCH_DURATION_S (seconds per run, default 12),
// BENCH_TARGETS (default "postgres,pglite"), BENCH_PORT / BENCH_PG_PORT (default: free ports),
// BENCH_TMP_PREFIX. Results also go to .tmp/bench-catalogue.json.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import autocannonModule from 'autocannon';
import { printComparison, readPrevious } from './support/compare';
import { Cleanups, startBuiltServer, type StartedServer } from './support/built-server';
import { startThrowawayPostgres } from './support/throwaway-postgres';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
/**
 * Larger catalogues on which only the cold search is measured (first look at every term,
 * PostgreSQL): BENCH_LARGE_PRODUCTS, default 1000000 ("0" skips). Bounded by the generator:
 * a few minutes for 1,000,000 products.
 */
const LARGE = (process.env.BENCH_LARGE_PRODUCTS ?? '1000000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
/** Only the cold search, no throughput runs (BENCH_FIRST_LOOK_ONLY=1). */
const FIRST_LOOK_ONLY = process.env.BENCH_FIRST_LOOK_ONLY === '1';
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 12);
const WARMUP_S = 3;
const CONNECTIONS = 20;
const TARGETS = (process.env.BENCH_TARGETS ?? 'postgres,pglite')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const TMP_PREFIX = process.env.BENCH_TMP_PREFIX ?? 'bench-catalogue-';
/** Results; the next run prints its figures beside these. */
const OUT_FILE =
  process.env.BENCH_OUT ?? `.tmp/bench-catalogue${PRODUCTS === 100_000 ? '' : `-${PRODUCTS}`}.json`;

interface Result {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (opts: Record<string, unknown>) => Promise<Result>;
const autocannon = autocannonModule as unknown as Autocannon;

const log = (msg: string) => console.log(`[bench] ${msg}`);

// ------------------------------------------------------------------------------------ cleanup

const cleanups = new Cleanups();
const cleanup = () => cleanups.run();
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    void cleanup().finally(() => process.exit(130));
  });
}

// ------------------------------------------------------------------------------------ build

function newestMtime(dir: string): number {
  let newest = 0;
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.'))
        continue;
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else newest = Math.max(newest, fs.statSync(p).mtimeMs);
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return newest;
}

/** Builds apps/server/dist when it is missing or older than its sources. */
function ensureBuilt() {
  const outputs = ['apps/server/dist/server.js', 'apps/server/dist/seed-cli.js'].map((p) =>
    path.join(root, p),
  );
  const sources = Math.max(
    newestMtime(path.join(root, 'apps/server/src')),
    newestMtime(path.join(root, 'packages/contract/src')),
  );
  const stale = outputs.some((o) => !fs.existsSync(o) || fs.statSync(o).mtimeMs < sources);
  if (!stale) return;
  log('building the server (npm run build -w @store/server)');
  const r = spawnSync('npm', ['run', 'build', '-w', '@store/server'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('the server build failed');
}

// ------------------------------------------------------------------------------------ PostgreSQL

async function startPostgres(): Promise<string> {
  const pg = await startThrowawayPostgres({
    tmpPrefix: TMP_PREFIX,
    maxConnections: 100,
    port: Number(process.env.BENCH_PG_PORT) || undefined,
  });
  cleanups.push(() => pg.stop());
  log(`throwaway PostgreSQL on ${new URL(pg.url).host}`);
  return pg.url;
}

// ------------------------------------------------------------------------------------ server

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.on('data', (d: Buffer) => {
      for (const line of d.toString().split('\n').filter(Boolean)) log(`  ${line}`);
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args[0]} exited with ${code}`)),
    );
  });
}

function startServer(env: NodeJS.ProcessEnv, products: number): Promise<StartedServer> {
  // the server answers once its search index is built: allow for it on large catalogues
  return startBuiltServer({ root, env, cleanups, allowedMs: 120_000 + products * 0.3 });
}

// ------------------------------------------------------------------------------------ workloads

const SEARCH_TERMS = [
  'drill',
  'angle grinder',
  'grinder 125mm',
  'grnder',
  'cordless drill 18v',
  'impact drill',
  'rotary hammer',
  'circular saw',
  'jigsaw',
  'heat gun',
  'spanner set',
  'combination spanner',
  'adjustable wrench',
  'pipe wrench',
  'pliers',
  'screwdriver set',
  'ball pein hammer',
  'socket set',
  'allen key',
  'vernier caliper',
  'vernier calipr',
  'digital caliper 150mm',
  'micrometer',
  'dial indicator',
  'measuring tape',
  'spirit level',
  'laser distance meter',
  'arc welding machine',
  'mig 250',
  'tig welder',
  'welding electrodes',
  'e6013',
  'welding helmet',
  'electrode holder',
  'safety helmet',
  'safty helmet',
  'gloves',
  'cut resistant gloves',
  'nitrile gloves',
  'safety goggles',
  'safety shoes',
  'ear muffs',
  'respirator',
  'harness',
  'reflective vest',
  'monoblock pump 1 hp',
  'submersible pump',
  'openwell',
  'self priming pump',
  'induction motor 3 hp',
  'diesel pump set',
  'air compressor',
  'compresor',
  'impact wrench',
  'spray gun',
  'blow gun',
  'air hose',
  'chain pulley block 2 ton',
  'lever hoist',
  'bottle jack 10 ton',
  'pallet truck',
  'platform trolley',
  'hss drill bit set',
  'cutting wheel',
  'grinding wheel',
  'flap disc',
  'hole saw',
  'tap set',
  'hacksaw',
  'pressure washer',
  'vacuum cleaner',
  'bench vice',
  'bench grinder',
  'pillar drill',
  'tool trolley',
  'multimeter',
  'multimetre',
  'clamp meter',
  'insulation tester',
  'extension reel',
  'flood light',
  'deccan',
  'kaveri pump',
  'sahyadri spanner',
  'konark',
  'vindhya',
  'shakti chain block',
  'DCD-776',
  'dcd 776',
  'DCD776',
  'DAG 850',
  'kpmb',
];

interface Workload {
  name: 'listing' | 'product' | 'search' | 'pincode';
  urls: string[];
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function getJson<T>(base: string, url: string): Promise<T> {
  const res = await fetch(base + url);
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

async function workloads(base: string): Promise<Workload[]> {
  const cats = (
    await getJson<{ content: { category_id: string }[] }>(base, '/api/categories/active')
  ).content;
  const listing = cats.flatMap((c) =>
    [0, 1, 2].map(
      (i) => `/api/products/search?categoryId=${c.category_id}${i ? `&index=${i}` : ''}`,
    ),
  );
  const slugs: string[] = [];
  for (const c of cats) {
    for (const i of [5, 40]) {
      const page = await getJson<{ content: { slug: string }[] }>(
        base,
        `/api/products/search?categoryId=${c.category_id}&index=${i}&limit=50&sort=name`,
      );
      slugs.push(...page.content.map((p) => p.slug));
    }
  }
  return [
    { name: 'listing', urls: listing },
    { name: 'product', urls: slugs.map((s) => `/api/products/${s}`) },
    { name: 'search', urls: SEARCH_TERMS.map((q) => `/api/search?q=${encodeURIComponent(q)}`) },
    { name: 'pincode', urls: benchPincodes().map((p) => `/api/pincodes/${p}`) },
  ];
}

/** Every 97th pincode of the shipped directory: about 200 across every state. */
function benchPincodes(): string[] {
  const file = path.join(root, 'apps/server/src/db/data/pincodes.tsv.gz');
  return zlib
    .gunzipSync(fs.readFileSync(file))
    .toString('utf8')
    .split('\n')
    .filter((l) => /^\d{6}\t/.test(l))
    .filter((_, i) => i % 97 === 0)
    .map((l) => l.slice(0, 6));
}

async function load(base: string, w: Workload, seconds: number, times?: number[]) {
  let next = crypto.randomInt(w.urls.length);
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (req: { path: string }) => {
          req.path = w.urls[next++ % w.urls.length]!;
          return req;
        },
        ...(times
          ? {
              onResponse: (status: number, body: string) => {
                if (status !== 200) return;
                const ms = (JSON.parse(body) as { data: { metadata: { search_time_ms: number } } })
                  .data.metadata.search_time_ms;
                times.push(ms);
              },
            }
          : {}),
      },
    ],
  });
  return result;
}

interface Row {
  target: string;
  workload: string;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
  searchP95?: number;
}

async function benchTarget(
  target: string,
  products = PRODUCTS,
  firstLookOnly = FIRST_LOOK_ONLY,
): Promise<{
  rows: Row[];
  firstLook: { p50: number; p95: number };
  seedS: number;
  index: IndexSize | null;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${TMP_PREFIX}data-`));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    // Load from one address: the limiter stays in the path, its limits far above the load.
    RATE_LIMIT_SEARCH_PER_MIN: '1000000000',
    RATE_LIMIT_REGISTER_PER_HOUR: '1000000000',
    // without it nearly every pincode answer was a 429 (the FAILURES of earlier runs)
    RATE_LIMIT_PINCODE_PER_MIN: '1000000000',
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    DATABASE_URL: target === 'postgres' ? await startPostgres() : '',
  };
  const label = target === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const seedStarted = Date.now();
  log(`${label}: generating ${products.toLocaleString('en-IN')} products`);
  await run(
    process.execPath,
    [path.join(root, 'apps/server/dist/seed-cli.js'), '--products', String(products)],
    env,
  );
  const seedS = (Date.now() - seedStarted) / 1000;
  const index = await measureIndex(env);
  if (index) {
    log(
      `${label}: search index of ${index.products.toLocaleString('en-IN')} products, ${index.words.toLocaleString('en-IN')} words: ` +
        `built in ${index.buildMs} ms (rows read in ${index.readMs} ms), typed arrays ${index.indexMB} MB, ` +
        `heap + array buffers +${index.heapMB} MB, RSS +${index.rssMB} MB over ${index.rssBeforeMB} MB (peak ${index.peakRssMB} MB)`,
    );
  }
  const server = await startServer(env, products);
  const { base } = server;
  await waitForSearchIndex(base, products);
  const loads: Workload[] = firstLookOnly
    ? [{ name: 'search', urls: SEARCH_TERMS.map((q) => `/api/search?q=${encodeURIComponent(q)}`) }]
    : await workloads(base);

  // first look: every term once on a server that has remembered no search yet
  const firstLook: number[] = [];
  for (const url of loads.find((w) => w.name === 'search')!.urls) {
    firstLook.push(
      (await getJson<{ metadata: { search_time_ms: number } }>(base, url)).metadata.search_time_ms,
    );
  }

  const rows: Row[] = [];
  for (const w of firstLookOnly ? [] : loads) {
    await load(base, w, WARMUP_S);
    const times: number[] = [];
    const r = await load(base, w, DURATION_S, w.name === 'search' ? times : undefined);
    const row: Row = {
      target: label,
      workload: w.name,
      rps: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      failures: r.non2xx + r.errors + r.timeouts,
      ...(w.name === 'search' ? { searchP95: percentile(times, 95) } : {}),
    };
    rows.push(row);
    log(
      `${label.padEnd(10)} ${w.name.padEnd(8)} ${String(row.rps).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms` +
        (row.searchP95 !== undefined ? `  search_time_ms p95 ${row.searchP95}` : '') +
        (row.failures ? `  FAILURES ${row.failures}` : ''),
    );
  }
  await server.stop();
  return {
    rows,
    firstLook: { p50: percentile(firstLook, 50), p95: percentile(firstLook, 95) },
    seedS,
    index,
  };
}

/** First looks of a run saved before they were kept under `firstLooks` (one entry per target). */
function firstLooksOf(
  run: Record<string, unknown> | null,
): Record<string, Record<string, number | undefined>> | null {
  if (!run) return null;
  const out: Record<string, Record<string, number | undefined>> = {};
  for (const [key, value] of Object.entries(run)) {
    const m = /^(postgres|pglite)(?:-(\d+))?$/.exec(key);
    const r = value as { firstLook?: { p50: number; p95: number }; seedS?: number };
    if (!m || !r?.firstLook) continue;
    const label = `${m[1] === 'postgres' ? 'PostgreSQL' : 'PGlite'} ${m[2] ?? String(run.products)}`;
    out[`${label} products`] = {
      p50: r.firstLook.p50,
      p95: r.firstLook.p95,
      seedS: r.seedS === undefined ? undefined : Math.round(r.seedS * 10) / 10,
    };
  }
  return Object.keys(out).length ? out : null;
}

/**
 * Waits until the server's search index is built (header x-search-index: ready), so the first
 * look measures the index, not the SQL path it falls back to while building. A server without
 * an index (no header) is measured at once.
 */
async function waitForSearchIndex(base: string, products: number): Promise<void> {
  const deadline = Date.now() + 120_000 + products * 0.3;
  const started = Date.now();
  for (;;) {
    const res = await fetch(`${base}/api/search?q=${encodeURIComponent('qzxj index probe')}`);
    await res.arrayBuffer();
    const state = res.headers.get('x-search-index');
    if (state === null || state === 'ready') {
      if (state)
        log(`search index ready ${((Date.now() - started) / 1000).toFixed(1)} s after start-up`);
      return;
    }
    if (Date.now() > deadline) throw new Error('the search index was not built in time');
    await new Promise((r) => setTimeout(r, 250));
  }
}

interface IndexSize {
  products: number;
  words: number;
  indexMB: number;
  buildMs: number;
  readMs: number;
  heapMB: number;
  rssBeforeMB: number;
  rssMB: number;
  peakRssMB: number;
}

/**
 * Build time and memory of the in-memory search index on this catalogue, measured in a
 * process of its own (scripts/search-index-size.ts); null when this checkout has no index.
 */
async function measureIndex(env: NodeJS.ProcessEnv): Promise<IndexSize | null> {
  const script = path.join(root, 'scripts/search-index-size.ts');
  if (!fs.existsSync(script)) return null;
  const out: Buffer[] = [];
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', script], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.on('exit', resolve);
  });
  if (code !== 0) return null;
  return JSON.parse(Buffer.concat(out).toString().trim().split('\n').pop() ?? 'null') as IndexSize;
}

async function main() {
  const started = Date.now();
  ensureBuilt();
  const all: Row[] = [];
  const summary: Record<string, unknown> = {
    products: PRODUCTS,
    durationS: DURATION_S,
    connections: CONNECTIONS,
    cpus: os.cpus().length,
    load: os.loadavg(),
  };
  const firstLookRows: [
    string,
    { firstLook: { p50: number; p95: number }; seedS: number; index: IndexSize | null },
  ][] = [];
  for (const target of TARGETS) {
    if (target !== 'postgres' && target !== 'pglite') throw new Error(`unknown target ${target}`);
    const r = await benchTarget(target);
    all.push(...r.rows);
    summary[target] = r;
    firstLookRows.push([`${target === 'postgres' ? 'PostgreSQL' : 'PGlite'} ${PRODUCTS}`, r]);
    await cleanup();
  }
  for (const size of LARGE) {
    const r = await benchTarget('postgres', size, true);
    summary[`postgres-${size}`] = r;
    firstLookRows.push([`PostgreSQL ${size}`, r]);
    await cleanup();
  }

  console.log('');
  console.log(
    `Catalogue benchmark: ${PRODUCTS.toLocaleString('en-IN')} products, ${CONNECTIONS} connections, ${DURATION_S} s per run, ${os.cpus().length} CPUs`,
  );
  const previous = readPrevious(path.join(root, OUT_FILE)) as {
    rows?: Row[];
    postgres?: { firstLook: { p50: number; p95: number }; seedS: number };
    pglite?: { firstLook: { p50: number; p95: number }; seedS: number };
  } | null;
  const keyOf = (r: Row) => `${r.target} ${r.workload}`;
  const table = (rows: Row[]) =>
    Object.fromEntries(
      rows.map((r) => [
        keyOf(r),
        { rps: r.rps, p50: r.p50, p99: r.p99, searchP95: r.searchP95, failures: r.failures },
      ]),
    );
  printComparison(table(all), previous?.rows ? table(previous.rows) : null, [
    ['rps', 'req/s'],
    ['p50', 'p50 ms'],
    ['p99', 'p99 ms'],
    ['searchP95', 'search_time_ms p95'],
    ['failures', 'failures'],
  ]);
  const firstLooks = Object.fromEntries(
    firstLookRows.map(([label, r]) => [
      `${label} products`,
      {
        p50: r.firstLook.p50,
        p95: r.firstLook.p95,
        seedS: Math.round(r.seedS * 10) / 10,
        indexBuildMs: r.index?.buildMs,
        indexMB: r.index?.indexMB,
        indexRssMB: r.index?.rssMB,
      },
    ]),
  );
  const prevFirstLooks =
    (previous as { firstLooks?: typeof firstLooks } | null)?.firstLooks ??
    firstLooksOf(previous as Record<string, unknown> | null);
  console.log('');
  console.log('Search first look (every term once, nothing remembered), search_time_ms:');
  printComparison(firstLooks, prevFirstLooks, [
    ['p50', 'p50'],
    ['p95', 'p95'],
    ['seedS', 'catalogue generated in s'],
    ['indexBuildMs', 'search index built in ms'],
    ['indexMB', 'index MB'],
    ['indexRssMB', 'RSS + MB'],
  ]);
  const cold = firstLookRows.filter(([label]) => label.startsWith('PostgreSQL'));
  if (cold.length) {
    console.log(
      `Cold search targets (PostgreSQL, search_time_ms p95): ${cold
        .map(([label, r]) => {
          const size = Number(label.split(' ')[1]);
          const limit = size >= 1_000_000 ? 30 : 10;
          return `${size.toLocaleString('en-IN')} products <= ${limit} ${r.firstLook.p95 <= limit ? 'met' : 'MISSED'}`;
        })
        .join('; ')}`,
    );
  }
  const pg = all.filter((r) => r.target === 'PostgreSQL');
  if (pg.length) {
    const get = (w: string) => pg.find((r) => r.workload === w)!;
    const checks: [string, boolean][] = [
      ['listing >= 3000 req/s', get('listing').rps >= 3000],
      ['listing p99 <= 20 ms', get('listing').p99 <= 20],
      ['product >= 3000 req/s', get('product').rps >= 3000],
      ['search >= 800 req/s', get('search').rps >= 800],
      ['search_time_ms p95 <= 10', (get('search').searchP95 ?? Infinity) <= 10],
    ];
    console.log(
      `PostgreSQL targets: ${checks.map(([n, ok]) => `${n} ${ok ? 'met' : 'MISSED'}`).join('; ')}`,
    );
  }
  const failures = all.reduce((s, r) => s + r.failures, 0);
  console.log(
    `(whole benchmark ${((Date.now() - started) / 1000).toFixed(0)} s, load average at start ${summary.load ? (summary.load as number[]).map((x) => x.toFixed(1)).join(' ') : ''})`,
  );
  fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
  fs.writeFileSync(
    path.join(root, OUT_FILE),
    JSON.stringify({ ...summary, rows: all, firstLooks }, null, 2),
  );
  if (failures > 0) {
    console.error(`${failures} requests failed`);
    process.exitCode = 1;
  }
}

main()
  .catch((err: unknown) => {
    console.error('bench failed:', err instanceof Error ? err.message : err);
    process.exitCode = 1;
  })
  .finally(() => cleanup());
