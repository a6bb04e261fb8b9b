// The fail-over drill (`npm run cluster -- --replica --failover-drill`, and
// scripts/failover-drill.test.ts): customers order through the balancer; after KILL_AFTER
// acknowledged orders the primary is killed like a crash, the standby is promoted
// (pg_promote) and PgBouncer is repointed to it (the store processes only know PgBouncer;
// their LISTEN connections reconnect through it). Customers retry a failed order with the
// same Idempotency-Key, as the web does. Then, on the promoted server: every acknowledged
// order must be there (0 lost), no key placed twice, stock adding up.
import crypto from 'node:crypto';
import pg from 'pg';
import { call, SHIPPING, type Reply } from './cluster-calls';
import type { Cluster } from './cluster';

export interface DrillOptions {
  customers: number;
  /** Orders acknowledged in all before the drill stops. */
  orders: number;
  /** The primary is killed once this many orders were acknowledged. */
  killAfter: number;
  /** Products ordered from (default: the first 40 active products of the catalogue). */
  productIds?: string[];
  log: (line: string) => void;
}

export interface DrillResult {
  seconds: number;
  acknowledged: number;
  acknowledgedBeforeKill: number;
  /** Acknowledged orders the promoted server does not have: must be 0. */
  lost: number;
  /** Idempotency keys with more than one order: must be 0. */
  twice: number;
  stockOk: boolean;
  /** From the kill until the first order acknowledged by the promoted primary. */
  outageSeconds: number;
  /** Requests answered with a failure (then retried), by what and status. */
  failures: Record<string, number>;
  gaveUp: number;
}

const STOCK = 1_000_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function failoverDrill(cluster: Cluster, opts: DrillOptions): Promise<DrillResult> {
  const replica = cluster.replica;
  if (!replica) throw new Error('the drill needs a cluster with a replica');
  const base = cluster.url;
  const log = opts.log;
  const primary = new pg.Client({ connectionString: cluster.databaseUrl });
  await primary.connect();
  let products: string[];
  try {
    products = opts.productIds?.length
      ? opts.productIds
      : (
          await primary.query<{ id: string }>(
            'select id from products where is_active order by slug limit 40',
          )
        ).rows.map((r) => r.id);
    if (products.length === 0) throw new Error('no products to order');
    await primary.query('update products set stock_quantity = $1 where id = any($2::uuid[])', [
      STOCK,
      products,
    ]);
  } finally {
    await primary.end();
  }

  const run = crypto.randomInt(100, 999);
  const customers: { token: string; cartId: string }[] = [];
  for (let i = 0; i < opts.customers; i += 1) {
    const phone = `8${run}${String(i).padStart(6, '0')}`;
    const password = 'spindle-taper-42x';
    const reg = await call(base, 'POST', '/auth/register', {
      body: { name: `Drill Customer ${i + 1}`, phone, password },
    });
    if (reg.status !== 201) throw new Error(`register: ${reg.status} ${reg.body?.message}`);
    const login = await call(base, 'POST', '/auth/login', { body: { phone, password } });
    const token = String(login.body?.data?.access_token);
    const cart = await call(base, 'GET', '/cart/CART', { token });
    customers.push({ token, cartId: String(cart.body?.data?.cart_id) });
  }

  const failures = new Map<string, number>();
  const acknowledged = new Set<string>();
  let gaveUp = 0;
  let killedAt: number | undefined;
  let backAt: number | undefined;
  let acknowledgedBeforeKill = 0;
  let failover: Promise<void> | undefined;
  /** A request that may be repeated: retried while it fails for the cluster's sake (60 s). */
  const withRetry = async (what: string, send: () => Promise<Reply>) => {
    const deadline = Date.now() + 60_000;
    for (let attempt = 0; ; attempt += 1) {
      const r = await send();
      if (r.status !== 0 && r.status < 500) return r;
      const k = `${what} ${r.status || 'connection lost'}`;
      failures.set(k, (failures.get(k) ?? 0) + 1);
      if (Date.now() > deadline) {
        gaveUp += 1;
        return undefined;
      }
      await sleep(Math.min(100 * 2 ** attempt, 1000));
    }
  };
  const killNow = () => {
    killedAt = Date.now();
    acknowledgedBeforeKill = acknowledged.size;
    log(`${acknowledged.size} orders acknowledged: killing the primary (a crash)`);
    replica.killPrimary();
    failover = (async () => {
      log('promoting the standby (pg_promote) and repointing PgBouncer to it');
      await replica.promote();
      log(`promoted after ${((Date.now() - killedAt!) / 1000).toFixed(1)} s`);
    })();
  };

  const started = Date.now();
  const hardStop = started + 5 * 60_000;
  await Promise.all(
    customers.map(async (c, k) => {
      let n = 0;
      while (acknowledged.size < opts.orders && Date.now() < hardStop) {
        n += 1;
        const productId = products[(k * 7 + n) % products.length]!;
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
          acknowledged.add(id);
          if (killedAt && backAt === undefined) backAt = Date.now();
          if (!killedAt && acknowledged.size >= opts.killAfter) killNow();
        } else if (placed) {
          // e.g. the cart line was on the old primary only (carts are not synchronous)
          const k2 = `place order ${placed.status} ${placed.body?.message ?? ''}`.trim();
          failures.set(k2, (failures.get(k2) ?? 0) + 1);
        }
      }
    }),
  );
  await failover;
  if (!killedAt) throw new Error('the primary was never killed (too few orders?)');

  // What the promoted server holds
  const db = new pg.Client({ connectionString: replica.url });
  await db.connect();
  try {
    const ids = [...acknowledged];
    const found = (
      await db.query<{ n: number }>(
        'select count(*)::int as n from orders where id = any($1::uuid[])',
        [ids],
      )
    ).rows[0]!.n;
    const twice = (
      await db.query<{ n: number }>(
        `select count(*)::int as n from (select user_id, idempotency_key from orders
          where idempotency_key is not null group by 1, 2 having count(*) > 1) d`,
      )
    ).rows[0]!.n;
    const stock = await db.query<{ stock: number; ordered: number }>(
      `select p.stock_quantity as stock,
              coalesce((select sum(oi.quantity) from order_items oi join orders o on o.id = oi.order_id
                         where oi.product_id = p.id and o.status <> 'CANCELLED'), 0)::int as ordered
         from products p where p.id = any($1::uuid[])`,
      [products],
    );
    return {
      seconds: Math.round((Date.now() - started) / 1000),
      acknowledged: acknowledged.size,
      acknowledgedBeforeKill,
      lost: ids.length - found,
      twice,
      stockOk: stock.rows.every((r) => STOCK - r.stock === r.ordered),
      outageSeconds: backAt ? Math.round((backAt - killedAt) / 100) / 10 : -1,
      failures: Object.fromEntries(failures),
      gaveUp,
    };
  } finally {
    await db.end();
  }
}

/** The drill's answer as printed by `npm run cluster -- --replica --failover-drill`. */
export function drillReport(r: DrillResult): string {
  return [
    `Fail-over drill (${r.seconds} s)`,
    `  orders acknowledged to customers: ${r.acknowledged} (${r.acknowledgedBeforeKill} before the primary was killed)`,
    `  acknowledged orders on the promoted primary: ${r.acknowledged - r.lost}`,
    `  acknowledged orders lost: ${r.lost}   (must be 0)`,
    `  one key placed twice: ${r.twice}   (must be 0)`,
    `  stock adds up: ${r.stockOk ? 'yes' : 'NO'}`,
    `  from the kill to the first order on the promoted primary: ${r.outageSeconds} s`,
    `  failed requests (then retried): ${JSON.stringify(r.failures)}; gave up: ${r.gaveUp}`,
  ].join('\n');
}
