import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckChar, type Order, type Page, type Return } from '@store/contract';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/fixtures';
import { addToCart, gstProduct, postOrder } from '../orders/orders.test-support';
import { askReturn, deliveredOrder, moveReturn, returnOf } from '../returns/returns.test-support';

/**
 * docs/decisions/370: each order and return read is one statement (the session check every
 * signed-in request makes apart), on whichever database the suite runs (PGlite, or PostgreSQL
 * with TEST_DATABASE_URL); and decision 382: its repeat, nothing changed, only the session
 * check on PostgreSQL, nothing on PGlite (decision 391). Counted at the driver: every `query`
 * the database client is asked.
 */

let t: TestApp;
let staff: TestUser;
let asha: TestUser;
let meera: TestUser;
let orderId: string;
let returnId: string;
let companyOrderId: string;
const seen: string[] = [];
let counting = false;
const SESSION_CHECK = /from sessions s join users u/;
/** The statements of the reads kept in memory (decision 382), for the trigger check below. */
const keptReads: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const client = (t.ctx.db as unknown as { $client: { query: (...a: unknown[]) => unknown } })
    .$client;
  const query = client.query.bind(client);
  // On PGlite a statement is PREPAREd once and then EXECUTEd by name: counted as its text.
  const preparedTexts = new Map<string, string>();
  client.query = (...args: unknown[]) => {
    const first = args[0] as string | { text?: string };
    const text = typeof first === 'string' ? first : (first?.text ?? '?');
    const prepared = /^prepare (\w+) as ([\s\S]*)$/.exec(text);
    if (prepared) preparedTexts.set(prepared[1]!, prepared[2]!);
    const executed = /^execute (\w+)\(/.exec(text);
    if (counting) seen.push(executed ? (preparedTexts.get(executed[1]!) ?? text) : text);
    return query(...args);
  };
  staff = await createUser(t, { role: 'ADMIN', name: 'Store Staff' });
  asha = await createUser(t, { name: 'Asha Rao' });
  meera = await createUser(t, { name: 'Meera Admin' });
  const drill = await gstProduct(t, { price: 999, name: 'Drill' });
  const blade = await gstProduct(t, { price: 450, name: 'Blade', gstRate: 12 });
  const order = await deliveredOrder(t, staff, asha, [
    { productId: drill.id, quantity: 2 },
    { productId: blade.id, quantity: 3 },
  ]);
  orderId = order.order_id;
  const asked = await askReturn(t, asha, orderId, {
    lines: [{ order_item_id: order.order_items[0]!.order_item_id, quantity: 1 }],
    reason: 'NO_LONGER_NEEDED',
  });
  expect(asked.statusCode, asked.body).toBe(201);
  returnId = returnOf(asked).return_id;
  for (const status of ['APPROVED', 'RECEIVED']) {
    const moved = await moveReturn(t, staff, returnId, { status });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  const first14 = '29ABCDE7731F1Z';
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/companies',
    headers: bearer(meera.accessToken),
    payload: {
      legal_name: 'Peenya Fabricators Pvt Ltd',
      gstin: first14 + gstinCheckChar(first14),
      billing_address: '42, 2nd Phase, Peenya Industrial Area, Bengaluru 560058',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const companyId = json<{ data: { company_id: string } }>(created).data.company_id;
  expect((await addToCart(t, meera, blade.id, 2)).statusCode).toBe(200);
  const placed = await postOrder(t, meera, { body: { company_id: companyId, po_number: 'PO-7' } });
  expect(placed.statusCode, placed.body).toBe(201);
  companyOrderId = json<{ data: Order }>(placed).data.order_id;
});
afterAll(async () => {
  await t.close();
});

/**
 * The statements one GET sends, the session check left out, and its answer. Asked once
 * before counting: on PGlite the first run of a statement's text also PREPAREs it, once per
 * process (db/json-rows.ts). The answers kept in memory (docs/decisions/382) are dropped
 * first, so the counted read asks the database; a repeat of a kept read then sends nothing
 * but the session check.
 */
async function statementsOf(user: TestUser, url: string, status = 200, kept = true) {
  await t.app.inject({ method: 'GET', url, headers: bearer(user.accessToken) });
  t.app.orderReadCache?.clear();
  const counted = async () => {
    seen.length = 0;
    counting = true;
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(user.accessToken) });
    counting = false;
    expect(res.statusCode, res.body).toBe(status);
    return { reads: seen.filter((s) => !SESSION_CHECK.test(s)), sent: seen.length, res };
  };
  const first = await counted();
  if (kept && status === 200) keptReads.push(...first.reads);
  const again = await counted();
  expect(again.res.body).toBe(first.res.body);
  // on PGlite the session check is kept too, and runs quietly (docs/decisions/391)
  if (status === 200 && kept) {
    expect([again.reads.length, again.sent]).toEqual([0, t.ctx.database.kind === 'pglite' ? 0 : 1]);
  }
  return first;
}

describe('order and return reads: one statement each', () => {
  it('My Orders, an order, its returns, its return eligibility and My Returns', async () => {
    const mine = await statementsOf(asha, '/api/orders/my-orders');
    expect(mine.reads).toHaveLength(1);
    const page = json<{ data: Page<Order> }>(mine.res).data;
    expect(page.content.map((o) => o.order_id)).toEqual([orderId]);
    expect(page.content[0]!.invoice?.number).toMatch(/\/\d{5}$/);

    const one = await statementsOf(asha, `/api/orders/${orderId}`);
    expect(one.reads).toHaveLength(1);
    expect(json<{ data: Order }>(one.res).data).toEqual(page.content[0]);

    const theirs = await statementsOf(asha, `/api/orders/${orderId}/returns`);
    expect(theirs.reads).toHaveLength(1);
    const list = json<{ data: Return[] }>(theirs.res).data;
    expect(list.map((r) => [r.return_id, r.status, r.lines[0]?.product_name])).toEqual([
      [returnId, 'RECEIVED', 'Drill'],
    ]);
    expect(list[0]!.credit_note?.number).toMatch(/\/\d{5}$/);

    const eligibility = await statementsOf(asha, `/api/orders/${orderId}/return-eligibility`);
    expect(eligibility.reads).toHaveLength(1);
    expect(
      json<{ data: { lines: { returnable: number }[] } }>(eligibility.res).data.lines.map(
        (l) => l.returnable,
      ),
    ).toEqual([1, 3]);

    const returns = await statementsOf(asha, '/api/returns/my-returns');
    expect(returns.reads).toHaveLength(1);
    expect(json<{ data: Page<Return> }>(returns.res).data.content).toEqual(list);
  });

  it("the company's orders and the staff's return", async () => {
    const company = await statementsOf(meera, '/api/companies/mine/orders');
    expect(company.reads).toHaveLength(1);
    const orders = json<{ data: Page<Order> }>(company.res).data.content;
    expect(orders.map((o) => [o.order_id, o.company?.po_number])).toEqual([
      [companyOrderId, 'PO-7'],
    ]);

    // the staff's reads are not kept (decision 382 keeps the customers' order reads)
    const staffReturn = await statementsOf(staff, `/api/admin/returns/${returnId}`, 200, false);
    expect(staffReturn.reads).toHaveLength(1);
  });

  it('someone else’s order is still 404, in the same one statement', async () => {
    const { reads } = await statementsOf(meera, `/api/orders/${orderId}`, 404);
    expect(reads).toHaveLength(1);
  });
});

/**
 * The tables a kept answer shows but whose changes need no trigger of migration 0045, and why.
 * A table that is neither here nor given its trigger would leave kept answers stale after a
 * change to it (decision 382's "a new table an order or return answer reads needs its
 * trigger").
 */
const WITHOUT_ORDER_READ_TRIGGER: Record<string, string> = {
  company_members: 'who belongs to which company is read into the stamp itself (session check)',
};

describe('every table a kept read shows renews its answers (decision 382)', () => {
  it('has an order-read trigger, or a reason it needs none', async () => {
    expect(keptReads.length).toBeGreaterThan(0);
    const tables = new Set<string>();
    for (const text of keptReads) {
      for (const m of text.matchAll(/\b(?:from|join)\s+"?([a-z_][a-z0-9_]*)"?/gi)) {
        tables.add(m[1]!.toLowerCase());
      }
    }
    const rows = (
      (await t.ctx.db.execute(sql`
        select c.relname as table, bool_or(g.tgname like '%order_read%') as renews
          from pg_class c left join pg_trigger g on g.tgrelid = c.oid and not g.tgisinternal
         where c.relkind in ('r', 'p') and c.relnamespace = 'public'::regnamespace
         group by c.relname`)) as unknown as { rows: { table: string; renews: boolean | null }[] }
    ).rows;
    const renews = new Map(rows.map((r) => [r.table, r.renews === true]));
    // only real tables count (the statements' CTE names and aliases are not among them)
    const shown = [...tables].filter((name) => renews.has(name)).sort();
    expect(shown).toContain('orders');
    expect(shown).toContain('return_lines');
    const missing = shown.filter((name) => !renews.get(name) && !WITHOUT_ORDER_READ_TRIGGER[name]);
    expect(missing).toEqual([]);
  });
});
