// Counts the statements the order and return reads send to PostgreSQL (docs/decisions/370).
//
// Starts a throwaway PostgreSQL, builds the app of the checkout named by COUNT_ROOT (default:
// this repository; point it at a worktree of main to count the version before), and makes
// through the API what the reads show: a customer's delivered order with a received return
// (its credit note), a cancelled one and a placed one; a company with an order. Then sends each
// read route once (a first time to warm the per-process caches, then counted) and prints the
// statements each sent, the session check of a signed-in request counted apart.
//
// Environment: COUNT_ROOT, COUNT_PG_PORT (default: a free port), COUNT_VERBOSE=1 (the statements).
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as drizzleOrm from 'drizzle-orm';
import type pgModule from 'pg';
import { startThrowawayPostgres } from './support/throwaway-postgres';

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(process.env.COUNT_ROOT ?? here);
/** The session check every signed-in request makes (plugins/auth.ts), counted apart. */
const SESSION_CHECK = /from sessions s join users u/;

interface Injected {
  statusCode: number;
  body: string;
}
interface App {
  inject(opts: Record<string, unknown>): Promise<Injected>;
}

async function main() {
  const pgServer = await startThrowawayPostgres({
    tmpPrefix: 'count-reads-',
    maxConnections: 30,
    port: Number(process.env.COUNT_PG_PORT) || undefined,
  });
  try {
    process.env.TEST_DATABASE_URL = pgServer.url;
    const requireFromApp = createRequire(path.join(root, 'apps/server/src/app.ts'));
    const pg = requireFromApp('pg') as typeof pgModule;
    const seen: string[] = [];
    let counting = false;
    const original = pg.Client.prototype.query;
    pg.Client.prototype.query = function patched(this: unknown, ...args: unknown[]) {
      if (counting) {
        const first = args[0] as string | { text?: string };
        seen.push(typeof first === 'string' ? first : (first?.text ?? '?'));
      }
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;

    const load = (p: string) => import(pathToFileURL(path.join(root, p)).href);
    const helpers = await load('apps/server/test/helpers.ts');
    const fixtures = await load('apps/server/test/fixtures.ts');
    const schema = await load('apps/server/src/db/schema/index.ts');
    const { gstinCheckChar } = await load('packages/contract/src/gst.ts');
    const { eq } = requireFromApp('drizzle-orm') as typeof drizzleOrm;
    const t = await helpers.createTestApp();
    try {
      const app = t.app as App;
      const call = async (token: string, method: string, url: string, payload?: unknown) => {
        const res = await app.inject({
          method,
          url: `/api${url}`,
          headers: {
            authorization: `Bearer ${token}`,
            ...(method === 'POST' && url === '/orders'
              ? { 'idempotency-key': crypto.randomUUID() }
              : {}),
          },
          ...(payload === undefined ? {} : { payload }),
        });
        if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.body}`);
        return (JSON.parse(res.body) as { data: Record<string, unknown> }).data;
      };
      const customer = await fixtures.createUser(t);
      const owner = await fixtures.createUser(t, { name: 'Count Buyer' });
      const staff = await fixtures.createUser(t, { role: 'ADMIN', name: 'Count Staff' });
      const shipping = {
        customer_name: 'Asha Rao',
        phone_number: '9876543210',
        street_address: '12, 4th Main, Peenya Industrial Area',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560058',
      };
      const place = async (token: string, extra: Record<string, unknown> = {}) => {
        for (let i = 0; i < 3; i++) {
          const { product } = await fixtures.createProduct(t.ctx.db, {
            price: 250 + i,
            stock: 100,
          });
          await t.ctx.db
            .update(schema.products)
            .set({ gstRate: 18, hsnCode: '8467', unit: 'piece' })
            .where(eq(schema.products.id, product.id));
          await call(token, 'POST', '/cart/items', {
            product_id: product.id,
            quantity: 1 + i,
            cart_type: 'CART',
          });
        }
        const cart = await call(token, 'GET', '/cart/CART');
        return call(token, 'POST', '/orders', { cart_id: cart.cart_id, ...shipping, ...extra });
      };
      const delivered = (await place(customer.accessToken)) as {
        order_id: string;
        order_items: { order_item_id: string }[];
      };
      const id = delivered.order_id;
      await call(staff.accessToken, 'PATCH', `/admin/orders/${id}/payment`, {
        status: 'PAID',
        reference: '123456789012',
      });
      for (const status of ['CONFIRMED', 'SHIPPED', 'DELIVERED']) {
        await call(staff.accessToken, 'PATCH', `/admin/orders/${id}/status`, { status });
      }
      const ret = await call(customer.accessToken, 'POST', `/orders/${id}/returns`, {
        lines: [{ order_item_id: delivered.order_items[0]!.order_item_id, quantity: 1 }],
        reason: 'NO_LONGER_NEEDED',
      });
      for (const status of ['APPROVED', 'RECEIVED']) {
        await call(staff.accessToken, 'PATCH', `/admin/returns/${String(ret.return_id)}`, {
          status,
        });
      }
      await place(customer.accessToken);
      const base = `29AABCC${String(process.pid % 10000).padStart(4, '0')}L1Z`;
      const company = await call(owner.accessToken, 'POST', '/companies', {
        legal_name: 'Count Fabricators Pvt Ltd',
        gstin: `${base}${gstinCheckChar(base)}`,
        billing_address: '12, 1st Main, Peenya, Bengaluru 560058',
      });
      await place(owner.accessToken, { company_id: company.company_id, po_number: 'PO-1' });

      const routes: [string, string, string][] = [
        ['My Orders', customer.accessToken, '/orders/my-orders'],
        ['an order', customer.accessToken, `/orders/${id}`],
        ["an order's returns", customer.accessToken, `/orders/${id}/returns`],
        ['return eligibility', customer.accessToken, `/orders/${id}/return-eligibility`],
        ['my returns', customer.accessToken, '/returns/my-returns'],
        ['company orders', owner.accessToken, '/companies/mine/orders'],
        ['staff: an order', staff.accessToken, `/admin/orders/${id}`],
        ['staff: a return', staff.accessToken, `/admin/returns/${String(ret.return_id)}`],
      ];
      const oneLine = (s: string) => s.replace(/\s+/g, ' ').slice(0, 140);
      console.log(`${root}: statements per read (the session check counted apart)`);
      for (const [label, token, url] of routes) {
        await call(token, 'GET', url); // warm: per-process caches as in use
        counting = true;
        await call(token, 'GET', url);
        counting = false;
        const all = seen.splice(0);
        const reads = all.filter((s) => !SESSION_CHECK.test(s));
        console.log(
          `  ${label.padEnd(20)} GET ${url.replace(/[0-9a-f-]{36}/g, '{id}').padEnd(34)} ` +
            `${reads.length} statement(s) + ${all.length - reads.length} session check`,
        );
        if (process.env.COUNT_VERBOSE === '1') {
          reads.forEach((q, i) => console.log(`      ${i + 1}. ${oneLine(q)}`));
        }
      }
    } finally {
      await t.close();
    }
  } finally {
    pgServer.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
