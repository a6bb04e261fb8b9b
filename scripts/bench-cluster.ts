// `npm run bench` (last part): the store as several processes behind HAProxy (the cluster of
// `npm run cluster`: PgBouncer in transaction mode, a throwaway PostgreSQL, demo catalogue).
//
//   1. Throughput through the balancer with 1 process in rotation, then all N (default 3):
//      autocannon, 50 connections, on product pages (GET /api/products/{slug}, hundreds of
//      different products) and on pictures (GET of signed /api/images/... URLs served from
//      PostgreSQL). Prints req/s and p50/p99.
//   2. A fault run: 20 customers place orders through the balancer (add to cart, POST /orders
//      with an Idempotency-Key, retried with the same key when a request fails, as the web
//      does); a few seconds in, one process is killed (SIGKILL) and then started again. Prints
//      the failed requests, orders confirmed to customers, lost orders (confirmed but not in the
//      database: must be 0), orders the database holds twice for one key (must be 0) and
//      whether stock adds up (initial stock - stock now = quantities ordered, for every product).
//   3. The catalogue (product pages and listings) on a cluster without, then with a streaming
//      replica (npm run cluster -- --replica): req/s, p50/p99 and the CPU each PostgreSQL
//      server spent, side by side (scripts/support/replica-bench.ts). BENCH_REPLICA=0 skips
//      it; BENCH_REPLICA=only runs only it.
// Bounded: about 2.5-3.5 minutes, loopback only; everything it starts is stopped and removed.
//
// Environment: BENCH_CLUSTER_PROCESSES (default 3), BENCH_DURATION_S (seconds per throughput
// run, default 10), BENCH_FAULT_S (fault run, default 20), BENCH_CLUSTER_PORT (balancer port;
// the parts take the ports after it; default: free ports).
import crypto from 'node:crypto';
import autocannonModule from 'autocannon';
import pg from 'pg';
import { call, SHIPPING, type Reply } from './support/cluster-calls';
import { startCluster, type Cluster } from './support/cluster';
import { compareReplica, replicaTable } from './support/replica-bench';

const N = Number(process.env.BENCH_CLUSTER_PROCESSES ?? 3);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const FAULT_S = Number(process.env.BENCH_FAULT_S ?? 20);
const CONNECTIONS = 50;
const CUSTOMERS = 20;
const FAULT_PRODUCTS = 40;
const HARD_LIMIT_MS = 8 * 60_000;
const REPLICA = process.env.BENCH_REPLICA ?? '1';

type Autocannon = (opts: Record<string, unknown>) => Promise<{
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}>;
const autocannon = autocannonModule as unknown as Autocannon;
const log = (msg: string) => console.log(`[bench-cluster] ${msg}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/* ---------------------------------------------------------------------------------------- */
/* Throughput through the balancer                                                          */
/* ---------------------------------------------------------------------------------------- */

interface Row {
  processes: number;
  what: string;
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

async function measure(url: string, paths: string[], what: string, processes: number) {
  let i = 0;
  const run = (duration: number) =>
    autocannon({
      url,
      connections: CONNECTIONS,
      duration,
      requests: [
        {
          method: 'GET',
          setupRequest(req: Record<string, unknown>) {
            i += 1;
            return { ...req, path: paths[i % paths.length] };
          },
        },
      ],
    });
  await run(2); // warm-up: connections, caches, JIT
  const r = await run(DURATION_S);
  return {
    processes,
    what,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    failed: r.non2xx + r.errors + r.timeouts,
  } satisfies Row;
}

async function throughput(cluster: Cluster, db: pg.Client): Promise<Row[]> {
  const slugs = (await db.query<{ slug: string }>('select slug from products order by slug')).rows;
  const productPaths = slugs.map((r) => `/api/products/${r.slug}`);
  const keys = (
    await db.query<{ key: string }>(
      `select key from image_objects where key like 'products/%' order by key limit 300`,
    )
  ).rows;
  const picturePaths: string[] = [];
  for (const { key } of keys) {
    const res = await fetch(`${cluster.url}/api/products/images?objectKey=${key}`);
    const body = (await res.json()) as { data: { presigned_url: string } };
    picturePaths.push(body.data.presigned_url);
  }
  log(`${productPaths.length} product pages, ${picturePaths.length} pictures`);

  const rows: Row[] = [];
  const only = async (up: number[]) => {
    for (let i = 1; i <= N; i += 1) {
      await cluster.haproxy(`${up.includes(i) ? 'enable' : 'disable'} server stores/s${i}`);
    }
    await cluster.waitForBalancer(up);
  };
  for (const count of N > 1 ? [1, N] : [1]) {
    await only(Array.from({ length: count }, (_, i) => i + 1));
    log(`${count} process(es) in rotation: product pages, ${DURATION_S} s`);
    rows.push(await measure(cluster.url, productPaths, 'product page', count));
    log(`${count} process(es) in rotation: pictures, ${DURATION_S} s`);
    rows.push(await measure(cluster.url, picturePaths, 'picture', count));
  }
  return rows;
}

/* ---------------------------------------------------------------------------------------- */
/* Fault run: a process killed and started again under order load                          */
/* ---------------------------------------------------------------------------------------- */

async function faultRun(cluster: Cluster, db: pg.Client) {
  const base = cluster.url;
  // products with ample stock, remembered before the run
  const picked = (
    await db.query<{ id: string }>(
      `update products set stock_quantity = 1000000
        where id in (select id from products where is_active order by slug limit ${FAULT_PRODUCTS})
        returning id`,
    )
  ).rows.map((r) => r.id);
  const initial = 1_000_000;

  const run = crypto.randomInt(100, 999);
  const customers: { token: string; cartId: string }[] = [];
  for (let i = 0; i < CUSTOMERS; i += 1) {
    const phone = `9${run}${String(i).padStart(6, '0')}`;
    const password = 'spindle-taper-42x';
    const reg = await call(base, 'POST', '/auth/register', {
      body: { name: `Cluster Customer ${i + 1}`, phone, password },
    });
    if (reg.status !== 201) throw new Error(`register: ${reg.status} ${reg.body?.message}`);
    const login = await call(base, 'POST', '/auth/login', { body: { phone, password } });
    const token = String(login.body?.data?.access_token);
    const cart = await call(base, 'GET', '/cart/CART', { token });
    customers.push({ token, cartId: String(cart.body?.data?.cart_id) });
  }

  let failedRequests = 0;
  let retriedOk = 0;
  let gaveUp = 0;
  const confirmed = new Set<string>();
  const failures = new Map<string, number>();
  const fail = (what: string, r: Reply) => {
    failedRequests += 1;
    const k = `${what} ${r.status || 'connection lost'}`;
    failures.set(k, (failures.get(k) ?? 0) + 1);
  };
  /** A request that may be repeated: up to 6 attempts while it fails for the cluster's sake. */
  const withRetry = async (what: string, send: () => Promise<Reply>) => {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const r = await send();
      if (r.status !== 0 && r.status < 500) {
        if (attempt > 0) retriedOk += 1;
        return r;
      }
      fail(what, r);
      await sleep(100 * 2 ** attempt);
    }
    gaveUp += 1;
    return undefined;
  };

  const started = Date.now();
  const until = started + FAULT_S * 1000;
  const victim = cluster.processes[N > 1 ? 1 : 0]!;
  const fault = (async () => {
    await sleep(Math.min(5000, (FAULT_S * 1000) / 4));
    log(`killing ${victim.name} (SIGKILL) under load`);
    await victim.stop('SIGKILL');
    await sleep(1000);
    log(`starting ${victim.name} again`);
    await victim.start();
    await cluster.waitForBalancer(cluster.processes.map((_, i) => i + 1));
    log(`${victim.name} is back in rotation after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  })();
  await Promise.all(
    customers.map(async (c, k) => {
      let n = 0;
      while (Date.now() < until) {
        n += 1;
        const productId = picked[(k * 7 + n) % picked.length]!;
        const added = await withRetry('add to cart', () =>
          call(base, 'POST', '/cart/items', {
            token: c.token,
            body: { product_id: productId, quantity: 1 + (n % 3) },
          }),
        );
        if (!added || added.status !== 200) continue;
        const key = crypto.randomUUID();
        const placed = await withRetry('place order', () =>
          call(base, 'POST', '/orders', {
            token: c.token,
            body: { cart_id: c.cartId, ...SHIPPING },
            headers: { 'idempotency-key': key },
          }),
        );
        const id = placed?.body?.data?.order_id;
        if (placed && (placed.status === 201 || placed.status === 200) && typeof id === 'string') {
          confirmed.add(id);
        } else if (placed) {
          fail(`place order ${placed.body?.message ?? ''}`.trim(), placed);
        }
      }
    }),
  );
  await fault;

  // What the database holds
  const ids = [...confirmed];
  const found = (
    await db.query<{ n: number }>(
      `select count(*)::int as n from orders where id = any($1::uuid[])`,
      [ids],
    )
  ).rows[0]!.n;
  const twice = (
    await db.query<{ n: number }>(
      `select count(*)::int as n from (select user_id, idempotency_key from orders
        where idempotency_key is not null group by 1, 2 having count(*) > 1) d`,
    )
  ).rows[0]!.n;
  const stock = await db.query<{ id: string; stock: number; ordered: number }>(
    `select p.id, p.stock_quantity as stock,
            coalesce((select sum(oi.quantity) from order_items oi join orders o on o.id = oi.order_id
                       where oi.product_id = p.id and o.status <> 'CANCELLED'), 0)::int as ordered
       from products p where p.id = any($1::uuid[])`,
    [picked],
  );
  const wrong = stock.rows.filter((r) => initial - r.stock !== r.ordered);
  const inDb = (
    await db.query<{ n: number }>(
      `select count(*)::int as n from orders o join users u on u.id = o.user_id
        where u.phone like $1`,
      [`9${run}%`],
    )
  ).rows[0]!.n;
  return {
    seconds: Math.round((Date.now() - started) / 1000),
    failedRequests,
    retriedOk,
    gaveUp,
    failures: Object.fromEntries(failures),
    confirmed: confirmed.size,
    inDb,
    lost: ids.length - found,
    twice,
    stockOk: wrong.length === 0,
    stockChecked: stock.rows.length,
    unitsOrdered: stock.rows.reduce((s, r) => s + r.ordered, 0),
  };
}

/* ---------------------------------------------------------------------------------------- */

async function main() {
  if (!Number.isInteger(N) || N < 1 || N > 8) throw new Error('BENCH_CLUSTER_PROCESSES: 1 to 8');
  const running: { cluster?: Cluster } = {};
  const interrupted = new AbortController();
  const stopAll = async () => {
    interrupted.abort();
    await running.cluster?.stop();
  };
  const hard = setTimeout(() => {
    console.error(`[bench-cluster] over ${HARD_LIMIT_MS / 60_000} minutes: stopping`);
    void stopAll().finally(() => process.exit(1));
  }, HARD_LIMIT_MS);
  hard.unref();
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    process.on(sig, () => void stopAll().finally(() => process.exit(130)));
  }

  const clusterLog = (l: string) => {
    if (!/deprecat|node >=22|a\.co\/|upgrade to node|trace-warnings|^\[store-\d\]\s*$/i.test(l))
      console.log(l);
  };
  if (REPLICA !== '0') {
    // first, while the machine is fresh: both setups back to back, in the same minute
    const rows = await compareReplica({
      processes: N,
      durationS: DURATION_S,
      connections: CONNECTIONS,
      autocannon,
      log,
      clusterLog,
      signal: interrupted.signal,
      onCluster: (c) => (running.cluster = c),
    });
    console.log(`\n${replicaTable(rows, CONNECTIONS, DURATION_S)}\n`);
    if (REPLICA === 'only') {
      clearTimeout(hard);
      return;
    }
  }
  log(`starting a cluster of ${N} processes (HAProxy, PgBouncer, PostgreSQL)`);
  const port = Number(process.env.BENCH_CLUSTER_PORT) || undefined;
  const cluster = await startCluster({
    processes: N,
    port,
    tmpPrefix: 'bench-cluster-',
    signal: interrupted.signal,
    env: { DB_POOL_SIZE: '10', LOGIN_MAX_FAILURES_PER_IP: '100000' },
    log: clusterLog,
  });
  running.cluster = cluster;
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  try {
    log(`balancer on ${cluster.url}`);
    const rows = await throughput(cluster, db);
    log(`fault run: ${CUSTOMERS} customers placing orders for ${FAULT_S} s`);
    const fault = await faultRun(cluster, db);

    console.log(`\nThrough HAProxy (${CONNECTIONS} connections, ${DURATION_S} s each)`);
    console.log('processes  what           req/s    p50 ms  p99 ms  failed');
    for (const r of rows) {
      console.log(
        `${String(r.processes).padEnd(11)}${r.what.padEnd(15)}${String(r.rps).padStart(6)}` +
          `${String(r.p50).padStart(9)}${String(r.p99).padStart(8)}${String(r.failed).padStart(8)}`,
      );
    }
    console.log(
      `\nFault run (${fault.seconds} s, one of ${N} processes killed with SIGKILL and restarted)`,
    );
    console.log(`  failed requests (then retried): ${fault.failedRequests}`, fault.failures);
    console.log(
      `  requests that succeeded on a retry: ${fault.retriedOk}; gave up: ${fault.gaveUp}`,
    );
    console.log(
      `  orders confirmed to customers: ${fault.confirmed} (in the database: ${fault.inDb})`,
    );
    console.log(`  lost orders (confirmed, not in the database): ${fault.lost}   (must be 0)`);
    console.log(`  one key placed twice: ${fault.twice}   (must be 0)`);
    console.log(
      `  stock adds up for ${fault.stockChecked} products (${fault.unitsOrdered} units ordered): ${
        fault.stockOk ? 'yes' : 'NO'
      }`,
    );
    if (fault.lost > 0 || fault.twice > 0 || !fault.stockOk) process.exitCode = 1;
  } finally {
    await db.end();
    await stopAll();
    clearTimeout(hard);
  }
}

main().catch(async (err: unknown) => {
  console.error('[bench-cluster] failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
