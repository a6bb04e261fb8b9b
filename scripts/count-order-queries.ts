// Counts the statements one `POST /api/orders` sends to PostgreSQL (docs/decisions/150).
//
// Starts a throwaway PostgreSQL, builds the app of the checkout named by COUNT_ROOT (default:
// this repository; point it at another worktree to count an older version), registers a
// customer, fills a cart with COUNT_LINES products (default 3) and places one order with an
// Idempotency-Key, counting every statement the pg driver sends (BEGIN and COMMIT included)
// while that request runs. Prints the count and, with COUNT_VERBOSE=1, the statements.
// Also counts, as the order bench (scripts/bench-orders.ts) costs them per order: the add to
// cart of one more unit (each bench order is "add to cart, place the order") and the mail
// sender's pass that sends the order's outbox mails (the staff copy, and the customer's when
// the account has an e-mail; the fixture's customer has none, like the bench's).
//
// Environment: COUNT_ROOT, COUNT_LINES, COUNT_PG_PORT (default: a free port), COUNT_VERBOSE.
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type pgModule from 'pg';
import { startThrowawayPostgres } from './support/throwaway-postgres';

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(process.env.COUNT_ROOT ?? here);
const LINES = Number(process.env.COUNT_LINES ?? 3);

interface Counted {
  text: string;
}

async function main() {
  const pgServer = await startThrowawayPostgres({
    tmpPrefix: 'count-orders-',
    maxConnections: 30,
    port: Number(process.env.COUNT_PG_PORT) || undefined,
  });
  try {
    process.env.TEST_DATABASE_URL = pgServer.url;
    // The pg module the app under test loads (each checkout has its own node_modules).
    const requireFromApp = createRequire(path.join(root, 'apps/server/src/app.ts'));
    const pg = requireFromApp('pg') as typeof pgModule;
    const seen: Counted[] = [];
    let counting = false;
    const original = pg.Client.prototype.query;
    pg.Client.prototype.query = function patched(this: unknown, ...args: unknown[]) {
      if (counting) {
        const first = args[0] as string | { text?: string };
        seen.push({ text: typeof first === 'string' ? first : (first?.text ?? '?') });
      }
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;

    const load = (p: string) => import(pathToFileURL(path.join(root, p)).href);
    const helpers = await load('apps/server/test/helpers.ts');
    const fixtures = await load('apps/server/test/fixtures.ts');
    const t = await helpers.createTestApp();
    try {
      const user = await fixtures.createUser(t);
      const auth = { authorization: `Bearer ${user.accessToken}` };
      for (let i = 0; i < LINES; i++) {
        const { product } = await fixtures.createProduct(t.ctx.db, { stock: 100 });
        const added = await t.app.inject({
          method: 'POST',
          url: '/api/cart/items',
          headers: auth,
          payload: { product_id: product.id, quantity: 1 + (i % 3), cart_type: 'CART' },
        });
        if (added.statusCode !== 200) throw new Error(`add to cart: ${added.body}`);
      }
      const cart = await t.app.inject({ method: 'GET', url: '/api/cart/CART', headers: auth });
      const cartId = (JSON.parse(cart.body) as { data: { cart_id: string } }).data.cart_id;
      const payload = {
        cart_id: cartId,
        customer_name: 'Asha Rao',
        phone_number: '9876543210',
        street_address: '12, 4th Main, Peenya Industrial Area',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560058',
        payment_method: 'UPI',
      };
      // One order first, so that per-process caches (delivery settings) are warm as in use.
      counting = false;
      const warm = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...auth, 'idempotency-key': crypto.randomUUID() },
        payload,
      });
      if (warm.statusCode !== 201) throw new Error(`warm-up order: ${warm.body}`);
      for (let i = 0; i < LINES; i++) {
        const { product } = await fixtures.createProduct(t.ctx.db, { stock: 100 });
        await t.app.inject({
          method: 'POST',
          url: '/api/cart/items',
          headers: auth,
          payload: { product_id: product.id, quantity: 1 + (i % 3), cart_type: 'CART' },
        });
      }
      // The mails queued so far (the warm-up order's) are sent before counting.
      const mailModule = await load('apps/server/src/modules/mail/mail-sender.ts');
      const sender = mailModule.createMailSender(t.ctx, {
        transport: { kind: 'file', send: async () => undefined, close() {} },
      });
      await sender.drain();
      counting = true;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...auth, 'idempotency-key': crypto.randomUUID() },
        payload,
      });
      counting = false;
      if (res.statusCode !== 201) throw new Error(`order: ${res.body}`);
      const orderStatements = seen.splice(0);
      counting = true;
      await sender.drain();
      counting = false;
      const mailStatements = seen.splice(0);
      const { product: more } = await fixtures.createProduct(t.ctx.db, { stock: 100 });
      await t.app.inject({
        method: 'POST',
        url: '/api/cart/items',
        headers: auth,
        payload: { product_id: more.id, quantity: 1, cart_type: 'CART' },
      });
      counting = true;
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/cart/items',
        headers: auth,
        payload: { product_id: more.id, quantity: 1, cart_type: 'CART' },
      });
      counting = false;
      if (added.statusCode !== 200) throw new Error(`add to cart: ${added.body}`);
      const addStatements = seen.splice(0);
      const oneLine = (s: string) => s.replace(/\s+/g, ' ').slice(0, 160);
      if (process.env.COUNT_VERBOSE === '1') {
        for (const [label, list] of [
          ['POST /api/orders', orderStatements],
          ['mail sender', mailStatements],
          ['POST /api/cart/items', addStatements],
        ] as const) {
          console.log(`-- ${label}`);
          list.forEach((q, i) => console.log(`${String(i + 1).padStart(3)}  ${oneLine(q.text)}`));
        }
      }
      console.log(
        `${root}: POST /api/orders with ${LINES} lines sent ${orderStatements.length} statements ` +
          `(BEGIN and COMMIT included); the mail sender then sent ${mailStatements.length} ` +
          `for the order's mails; adding one product to the cart sent ${addStatements.length}.`,
      );
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
