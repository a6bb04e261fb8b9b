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
import { gstinCheckChar } from '../packages/contract/src/gst';
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
const STAFF = { name: 'Bench Staff', phone: '9000000009', password: 'lathe-chuck-key-77' };
const SHIPPING = {
  customer_name: 'Bench Customer',
  phone_number: '9876543210',
  street_address: '42, 3rd Cross, Peenya Industrial Area',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560058',
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

// ------------------------------------------------------------------------------ the API

interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

function api(base: string) {
  return async function call<T>(
    method: string,
    url: string,
    opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<T> {
    const res = await fetch(`${base}/api${url}`, {
      method,
      headers: {
        ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...opts.headers,
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
    return (JSON.parse(text) as Envelope<T>).data;
  };
}

interface Product {
  product_id: string;
  slug: string;
  sku: string;
  price: number;
  min_order_qty: number;
  in_stock: boolean;
  thumbnail_url: string;
}

/** What the routes read, made through the API as a customer and staff would. */
async function makeWhatRoutesRead(base: string): Promise<{
  customer: string;
  /** A customer who owns a company (the /companies/mine routes). */
  owner: string;
  staff: string;
  params: Record<string, string>;
}> {
  const call = api(base);
  const login = async (phone: string, password: string) =>
    (await call<{ access_token: string }>('POST', '/auth/login', { body: { phone, password } }))
      .access_token;
  const register = async (name: string, phone: string) => {
    const password = 'bench-route-password-1';
    await call('POST', '/auth/register', { body: { name, phone, password } });
    return login(phone, password);
  };
  const run = String(Date.now()).slice(-5);
  const customer = await register('Bench Customer', `98${run}001`);
  const owner = await register('Bench Buyer', `98${run}002`);
  const staff = await login(STAFF.phone, STAFF.password);

  const categories = (
    await call<{ content: { category_id: string; slug: string }[] }>('GET', '/categories/active')
  ).content;
  const makers = (
    await call<{ content: { manufacturer_id: string; slug: string }[] }>(
      'GET',
      '/manufacturers/active',
    )
  ).content;
  // cheap products in stock, so no order needs an e-way bill or runs out
  const buyable: Product[] = [];
  for (const c of categories) {
    const page = await call<{ content: Product[] }>(
      'GET',
      `/products/search?categoryId=${c.category_id}&limit=48`,
    );
    buyable.push(...page.content.filter((p) => p.in_stock && p.price < 5000));
    if (buyable.length >= 3) break;
  }
  if (buyable.length < 3) throw new Error('the demo catalogue has too few cheap products in stock');
  buyable.sort((a, b) => a.price - b.price);
  const quantityOf = (p: Product) => p.min_order_qty;

  const address = await call<{ address_id: string }>('POST', '/addresses', {
    token: customer,
    body: SHIPPING,
  });
  const cart = await call<{ cart_id: string }>('GET', '/cart/CART', { token: customer });
  const place = async (p: Product) => {
    await call('POST', '/cart/items', {
      token: customer,
      body: { product_id: p.product_id, quantity: quantityOf(p), cart_type: 'CART' },
    });
    return call<{ order_id: string; order_items: { order_item_id: string }[] }>('POST', '/orders', {
      token: customer,
      body: { cart_id: cart.cart_id, ...SHIPPING },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
  };
  const delivered = await place(buyable[0]!);
  const cancelled = await place(buyable[1]!);
  await place(buyable[2]!); // and one just placed, for the lists
  // a cart and a wishlist with something in them
  await call('POST', '/cart/items', {
    token: customer,
    body: {
      product_id: buyable[0]!.product_id,
      quantity: quantityOf(buyable[0]!),
      cart_type: 'CART',
    },
  });
  await call('POST', '/cart/items', {
    token: customer,
    body: { product_id: buyable[1]!.product_id, quantity: 1, cart_type: 'WISHLIST' },
  });

  const pay = (id: string) =>
    call('PATCH', `/admin/orders/${id}/payment`, {
      token: staff,
      body: { status: 'PAID', reference: String(100000000000 + Math.floor(Math.random() * 1e11)) },
    });
  const move = (id: string, status: string) =>
    call('PATCH', `/admin/orders/${id}/status`, { token: staff, body: { status } });
  await pay(delivered.order_id);
  for (const s of ['CONFIRMED', 'SHIPPED', 'DELIVERED']) await move(delivered.order_id, s);
  await pay(cancelled.order_id);
  await move(cancelled.order_id, 'CONFIRMED');
  // its tax invoice issued early, so cancelling it makes a credit note (decision 235)
  await call('POST', `/admin/orders/${cancelled.order_id}/invoice`, { token: staff });
  await move(cancelled.order_id, 'CANCELLED');

  const ret = await call<{ return_id: string }>('POST', `/orders/${delivered.order_id}/returns`, {
    token: customer,
    body: {
      lines: [{ order_item_id: delivered.order_items[0]!.order_item_id, quantity: 1 }],
      reason: 'NO_LONGER_NEEDED',
    },
  });
  await call('PATCH', `/admin/returns/${ret.return_id}`, {
    token: staff,
    body: { status: 'APPROVED' },
  });
  await call('PATCH', `/admin/returns/${ret.return_id}`, {
    token: staff,
    body: { status: 'RECEIVED' },
  });

  const quote = await call<{ quote_id: string; lines: { quote_line_id: string }[] }>(
    'POST',
    '/quotes',
    {
      token: customer,
      body: {
        lines: [{ product_id: buyable[0]!.product_id, quantity: quantityOf(buyable[0]!) * 10 }],
        pincode: SHIPPING.pincode,
      },
    },
  );
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const validUntil = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  await call('PATCH', `/admin/quotes/${quote.quote_id}`, {
    token: staff,
    body: {
      lines: quote.lines.map((l) => ({
        quote_line_id: l.quote_line_id,
        unit_price: Math.floor(buyable[0]!.price * 0.9),
      })),
      valid_until: validUntil,
    },
  });
  const company = await call<{ company_id: string }>('POST', '/companies', {
    token: owner,
    body: {
      legal_name: 'Bench Fabricators Pvt Ltd',
      gstin: `29AABCB${run.slice(0, 4)}L1Z${gstinCheckChar(`29AABCB${run.slice(0, 4)}L1Z`)}`,
      billing_address: '12, 1st Main, Peenya, Bengaluru 560058',
    },
  });
  // a company order, so the company's orders list reads one
  await call('POST', '/cart/items', {
    token: owner,
    body: {
      product_id: buyable[2]!.product_id,
      quantity: quantityOf(buyable[2]!),
      cart_type: 'CART',
    },
  });
  const ownerCart = await call<{ cart_id: string }>('GET', '/cart/CART', { token: owner });
  await call('POST', '/orders', {
    token: owner,
    body: {
      cart_id: ownerCart.cart_id,
      ...SHIPPING,
      company_id: company.company_id,
      po_number: 'PO-1',
    },
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
  return {
    customer,
    owner,
    staff,
    params: {
      // a parameter is filled from the sample of the path up to it ('/api/orders/{id}' for
      // '/api/orders/{id}/invoice'), or from a sample of the whole path
      '/api/addresses/{id}': address.address_id,
      '/api/admin/orders/{id}/credit-note': cancelled.order_id,
      '/api/orders/{id}/credit-note': cancelled.order_id,
      '/api/admin/orders/{id}': delivered.order_id,
      '/api/orders/{id}': delivered.order_id,
      '/api/admin/quotes/{id}': quote.quote_id,
      '/api/quotes/{id}': quote.quote_id,
      '/api/admin/returns/{id}': ret.return_id,
      '/api/returns/{id}': ret.return_id,
      '/api/admin/products/{id}': buyable[0]!.product_id,
      '/api/cart/{cartType}': 'CART',
      '/api/categories/{idOrSlug}': categories[0]!.slug,
      '/api/manufacturers/{idOrSlug}': makers[0]!.slug,
      '/api/products/sku/{sku}': buyable[0]!.sku,
      '/api/products/{slug}': buyable[0]!.slug,
      '/api/pincodes/{pincode}': SHIPPING.pincode,
      '/api/stock-alerts/{id}': buyable[0]!.product_id,
      // query strings of routes that need one
      '?/api/products/search': `categoryId=${categories[0]!.category_id}&limit=24`,
      '?/api/search': 'q=drill',
      '?/api/companies/mine/prices': `product_ids=${buyable.map((b) => b.product_id).join(',')}`,
      '?/api/products/images': `objectKey=${encodeURIComponent(buyable[0]!.thumbnail_url)}`,
      '?/api/admin/reports/sales': `from=${monthAgo}&to=${today}`,
      '?/api/admin/reports/sales.csv': `from=${monthAgo}&to=${today}`,
      '?/api/admin/reports/gstr1': `month=${new Date().toISOString().slice(0, 7)}`,
      '?/api/admin/reports/gstr1/summary': `month=${new Date().toISOString().slice(0, 7)}`,
    },
  };
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
