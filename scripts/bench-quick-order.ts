// `npm run bench:quick-order` (also the last part of `npm run bench`): the quick-order preview
// (`POST /api/cart/quick-add/preview`, docs/decisions/191) of a 200-line paste, on the built
// server and the embedded database. Target (issue 25): p95 ≤ 150 ms.
//
// Starts apps/server/dist/server.js (built first when missing or older than its sources) on a
// free loopback port with a throwaway DATA_DIR, PGlite (no DATABASE_URL) and the demo catalogue
// seeded at start; registers and signs in a customer as the quick-order page does (bearer
// token), and builds the paste a regular buyer would: 200 lines of real demo part numbers
// written in varied spacing and case ("dcd 776", "D-CD776", "  DCD776 "), quantities in their
// packs and minimums, a repeated part number, and a few bad lines (unknown part numbers, "ten",
// "-5", "1e3", "2.5", quantities off the pack or below the minimum, an empty part number).
// The customer's cart holds a few of those products already, so lines count against it.
// Then:
//   1. sequential: BENCH_QO_REQUESTS previews (default 200) one after the other, after 20 to
//      warm up; p50/p95/p99/max of the round trip on a kept-alive socket;
//   2. concurrent: autocannon, BENCH_QO_CONNECTIONS connections (default 4), BENCH_DURATION_S
//      seconds (default 10): previews per second and latency p50/p90/p99.
// Prints the figures beside the previous run's (.tmp/bench-quick-order.json, ratio new/old)
// and the verdict on the target. Environment: BENCH_PORT (default: a free port),
// BENCH_DATA_DIR (default: a temporary folder, removed after), BENCH_QO_REQUESTS,
// BENCH_QO_CONNECTIONS, BENCH_DURATION_S, BENCH_OUT (default .tmp/bench-quick-order.json).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannonModule from 'autocannon';
import { printComparison, readPrevious } from './support/compare';
import {
  buildServerIfStale,
  Cleanups,
  startBuiltServer,
  type StartedServer,
} from './support/built-server';
import { call } from './support/store-calls';
import { demoProducts } from '../apps/server/src/demo/demo';
import { demoQuantityTermsOf } from '../apps/server/src/demo/quantity-terms';
import { rng } from '../apps/server/src/demo/art/svg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LINES = 200;
const REQUESTS = Math.max(20, Number(process.env.BENCH_QO_REQUESTS ?? 200));
const WARMUP = 20;
const CONNECTIONS = Math.max(1, Number(process.env.BENCH_QO_CONNECTIONS ?? 4));
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const TARGET_P95_MS = 150;
const OUT = path.resolve(root, process.env.BENCH_OUT ?? '.tmp/bench-quick-order.json');
const HARD_LIMIT_MS = 5 * 60_000;

type Autocannon = (opts: Record<string, unknown>) => Promise<{
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}>;
const autocannon = autocannonModule as unknown as Autocannon;

const log = (msg: string) => console.log(`[bench:quick-order] ${msg}`);

const cleanups = new Cleanups();
const cleanup = () => cleanups.run();

/* ---------------------------------------------------------------------------------------- */
/* The built server                                                                          */
/* ---------------------------------------------------------------------------------------- */

async function startServer(): Promise<StartedServer> {
  let dataDir = process.env.BENCH_DATA_DIR ? path.resolve(process.env.BENCH_DATA_DIR) : '';
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  else dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-quick-order-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'true',
    // one address, one customer: the limiter stays in the path, its limits above the load
    RATE_LIMIT_SEARCH_PER_MIN: '1000000000',
    RATE_LIMIT_REGISTER_PER_HOUR: '1000000000',
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
  };
  // answers once the demo catalogue is loaded (the seed runs before the server listens)
  return startBuiltServer({
    root,
    env,
    cleanups,
    readyPath: '/api/categories/active',
    allowedMs: 180_000,
    stdout: 'inherit',
  });
}

/** Registers a customer and signs in, as the quick-order page's visitor would. */
async function signIn(base: string): Promise<string> {
  const phone = `9${String(Date.now() % 1_000_000_000).padStart(9, '0')}`;
  const password = 'spindle-taper-42x';
  const reg = await call(base, 'POST', '/auth/register', {
    body: { name: 'Quick Order Buyer', phone, password },
  });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${reg.body.message}`);
  const login = await call<{ access_token: string }>(base, 'POST', '/auth/login', {
    body: { phone, password },
  });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${login.body.message}`);
  return login.body.data.access_token;
}

/* ---------------------------------------------------------------------------------------- */
/* The paste                                                                                 */
/* ---------------------------------------------------------------------------------------- */

interface Line {
  sku: string;
  quantity: string;
}

/** A part number as buyers type it: lower case, spaces or hyphens moved, padded. */
function written(sku: string, k: number): string {
  const compact = sku.replace(/[^A-Za-z0-9]/g, '');
  const split = compact.replace(/^([A-Za-z]+)(\d)/, '$1 $2');
  switch (k % 6) {
    case 0:
      return sku;
    case 1:
      return sku.toLowerCase();
    case 2:
      return compact;
    case 3:
      return ` ${split.toLowerCase()} `;
    case 4:
      return compact.replace(/^([A-Za-z]+)(\d)/, '$1-$2');
    default:
      return `${split.slice(0, 2)} ${split.slice(2)}`.replace(/\s+/g, ' ');
  }
}

/**
 * 200 lines: about 185 demo part numbers with a quantity in their pack and minimum (most of
 * them within stock), one repeated, and bad lines of every kind. Deterministic (fixed seed).
 */
function buildPaste(): Line[] {
  const random = rng(25_200);
  const products = demoProducts().filter((p) => p.stock > 0);
  const picked = [...products]
    .map((p) => ({ p, r: random() }))
    .sort((a, b) => a.r - b.r)
    .map((x) => x.p);
  // the consumables sold by the pack come first: a regular buyer's list is mostly those
  const withTerms = picked.filter((p) => demoQuantityTermsOf(p.sku).priceSlabs.length > 0);
  const others = picked.filter((p) => demoQuantityTermsOf(p.sku).priceSlabs.length === 0);
  const chosen = [...withTerms.slice(0, 60), ...others].slice(0, LINES - 15);
  const lines: Line[] = chosen.map((p, i) => {
    const { packSize, minOrderQty, priceSlabs } = demoQuantityTermsOf(p.sku);
    const slab = priceSlabs[Math.floor(random() * (priceSlabs.length + 1))];
    let q = slab && random() < 0.5 ? slab.min_quantity : minOrderQty;
    if (q > p.stock) q = Math.max(minOrderQty, Math.floor(p.stock / packSize) * packSize);
    return { sku: written(p.sku, i), quantity: String(q) };
  });
  const pack = withTerms.find((p) => demoQuantityTermsOf(p.sku).packSize > 1);
  const minimum = withTerms.find((p) => {
    const t = demoQuantityTermsOf(p.sku);
    return t.minOrderQty > t.packSize;
  });
  const bad: Line[] = [
    { sku: 'ZZQ-00017', quantity: '5' },
    { sku: 'DCD 9999999', quantity: '2' },
    { sku: 'HEX BOLT M99', quantity: '100' },
    { sku: chosen[3]!.sku, quantity: 'ten' },
    { sku: chosen[7]!.sku.toLowerCase(), quantity: '-5' },
    { sku: chosen[11]!.sku, quantity: '1e3' },
    { sku: chosen[13]!.sku, quantity: '2.5' },
    { sku: chosen[17]!.sku, quantity: '0' },
    { sku: chosen[19]!.sku, quantity: '20000' },
    { sku: chosen[23]!.sku, quantity: '' },
    { sku: '', quantity: '3' },
    {
      sku: pack?.sku ?? 'NO-PACK',
      quantity: String((pack ? demoQuantityTermsOf(pack.sku).packSize : 2) + 1),
    },
    { sku: pack?.sku.toLowerCase() ?? 'NO-PACK', quantity: '7' },
    {
      sku: minimum?.sku ?? 'NO-MIN',
      quantity: String(minimum ? demoQuantityTermsOf(minimum.sku).packSize : 1),
    },
    // the same part number twice: the second line counts on top of the first
    { sku: written(chosen[0]!.sku, 3), quantity: lines[0]!.quantity },
  ];
  // bad lines spread through the paste, as they come in a real list
  bad.forEach((b, i) => lines.splice(7 + i * 12, 0, b));
  return lines.slice(0, LINES);
}

/* ---------------------------------------------------------------------------------------- */
/* Measurements                                                                              */
/* ---------------------------------------------------------------------------------------- */

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, i)] ?? NaN) * 10) / 10;
}

interface PreviewAnswer {
  lines: { line: number; reason: string | null }[];
}

async function main() {
  const watchdog = setTimeout(() => {
    console.error('[bench:quick-order] time limit reached; stopping');
    void cleanup().finally(() => process.exit(1));
  }, HARD_LIMIT_MS);
  watchdog.unref();
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    process.once(sig, () => void cleanup().finally(() => process.exit(130)));
  }
  buildServerIfStale(root, log);
  log('starting the built server (PGlite, demo catalogue)');
  const server = await startServer();
  log(`server on ${server.base}; signing in a customer`);
  const token = await signIn(server.base);
  const lines = buildPaste();
  const body = { lines };

  // a few of the pasted products already in the cart (their lines count against it)
  const some = await call(server.base, 'POST', '/cart/quick-add', {
    token,
    body: { lines: lines.filter((l) => /^\d+$/.test(l.quantity)).slice(40, 45) },
  });
  if (some.status !== 200) throw new Error(`quick-add: ${some.status} ${some.body.message}`);

  const first = await call<PreviewAnswer>(server.base, 'POST', '/cart/quick-add/preview', {
    token,
    body,
  });
  if (first.status !== 200 || first.body.data.lines.length !== LINES) {
    throw new Error(`preview: ${first.status} ${first.body.message}`);
  }
  const reasons = new Map<string, number>();
  for (const l of first.body.data.lines) {
    if (l.reason) reasons.set(l.reason, (reasons.get(l.reason) ?? 0) + 1);
  }
  const good = first.body.data.lines.filter((l) => l.reason === null).length;
  log(`the paste: ${LINES} lines, ${good} good, ${LINES - good} marked:`);
  for (const [reason, n] of [...reasons].sort((a, b) => b[1] - a[1])) log(`  ${n} × ${reason}`);

  log(`sequential: ${WARMUP} to warm up, then ${REQUESTS} previews`);
  for (let i = 0; i < WARMUP; i++) {
    await call(server.base, 'POST', '/cart/quick-add/preview', { token, body });
  }
  const times: number[] = [];
  let failed = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const t0 = performance.now();
    const r = await call(server.base, 'POST', '/cart/quick-add/preview', { token, body });
    times.push(performance.now() - t0);
    if (r.status !== 200) failed += 1;
  }
  times.sort((a, b) => a - b);

  log(`concurrent: ${CONNECTIONS} connections, ${DURATION_S} s`);
  const payload = JSON.stringify(body);
  const burst = await autocannon({
    url: `${server.base}/api/cart/quick-add/preview`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: payload,
  });

  const figures = {
    sequential: {
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      max: Math.round((times.at(-1) ?? NaN) * 10) / 10,
      failed,
    },
    [`concurrent (${CONNECTIONS} conn.)`]: {
      'req/s': Math.round(burst.requests.average * 10) / 10,
      p50: burst.latency.p50,
      p90: burst.latency.p90,
      p99: burst.latency.p99,
      max: burst.latency.max,
      failed: burst.non2xx + burst.errors + burst.timeouts,
    },
  };
  const previous = readPrevious(OUT) as { figures?: typeof figures } | null;
  console.log('');
  console.log(`quick-order preview of ${LINES} lines (${good} good), PGlite, demo catalogue, ms:`);
  printComparison(figures, previous?.figures ?? null, [
    ['req/s', 'req/s'],
    ['p50', 'p50 ms'],
    ['p90', 'p90 ms'],
    ['p95', 'p95 ms'],
    ['p99', 'p99 ms'],
    ['max', 'max ms'],
    ['failed', 'failed'],
  ]);
  const p95 = figures.sequential.p95;
  const met = p95 <= TARGET_P95_MS && failed === 0;
  console.log(
    `target (sequential p95 ≤ ${TARGET_P95_MS} ms, none failed): ${met ? 'met' : 'MISSED'} ` +
      `(p95 ${p95} ms)`,
  );
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(
    `${os.cpus().length} CPU(s), load average ${load} at the end, Node ${process.version}; ` +
      'server and load generator share the machine.',
  );
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  if (fs.existsSync(OUT)) fs.copyFileSync(OUT, OUT.replace(/\.json$/, '.previous.json'));
  fs.writeFileSync(
    OUT,
    JSON.stringify({ at: new Date().toISOString(), load: os.loadavg(), figures }, null, 2),
  );
  // a missed target is reported, not an error: `npm run bench` goes on (figures on a busy
  // machine are not the verdict); failed previews are
  if (failed > 0 || figures[`concurrent (${CONNECTIONS} conn.)`]!.failed > 0) process.exitCode = 1;
}

main()
  .catch((err: unknown) => {
    console.error(
      '[bench:quick-order] failed:',
      err instanceof Error ? (err.stack ?? err.message) : err,
    );
    process.exitCode = 1;
  })
  .finally(() => cleanup());
