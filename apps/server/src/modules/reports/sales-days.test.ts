import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SalesReport } from '@store/contract';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/fixtures';
import { changeOrderStatus } from '../../workflows/order-changes';
import { gstProduct, placeOrderFor } from '../orders/orders.test-support';
import { askReturn, deliveredOrder, moveReturn, returnOf } from '../returns/returns.test-support';
import { salesReport } from './sales-report';

// The sales report by day and month reads report_sales_days, kept by migration 0046's
// triggers (docs/decisions/386). Over random orders — placed, cancelled, un-cancelled, moved
// across the India midnight, copied in bulk, deleted, one returned — the report equals the
// raw computation over every line (count(distinct) over report_sales_lines), and every day's
// summary equals the lines of that day. PGlite, and PostgreSQL with TEST_DATABASE_URL.
let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { role: 'ADMIN', name: 'Store Staff' });
}, 120_000);
afterAll(async () => {
  await t.close();
});

type Rows<T> = { rows: T[] };
const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.ctx.db.execute(q)) as unknown as Rows<T>).rows;

/** Deterministic pseudo-random numbers. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** The report as the lines give it: what the report computed before the summary. */
async function rawReport(from: string, to: string, group: 'day' | 'month') {
  const fmt = group === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const got = await rows<{
    key: string;
    orders: number;
    items: number;
    taxable: number;
    total: number;
  }>(sql`
    select to_char(created_at at time zone 'Asia/Kolkata', ${fmt}) as key,
           count(distinct order_id)::int as orders, sum(quantity)::int as items,
           sum(taxable_paise)::float8 as taxable, sum(total_paise)::float8 as total
      from report_sales_lines
     where (created_at at time zone 'Asia/Kolkata')::date between ${from}::date and ${to}::date
       and status <> 'CANCELLED'
     group by 1 order by 1`);
  return got.map((r) => ({
    key: r.key,
    orders: r.orders,
    items: r.items,
    taxable_paise: Number(r.taxable),
    total_paise: Number(r.total),
  }));
}

const paiseRows = (r: SalesReport) =>
  r.rows.map((x) => ({
    key: x.key,
    orders: x.orders,
    items: x.items,
    taxable_paise: Math.round(x.taxable_value * 100),
    total_paise: Math.round(x.total * 100),
  }));

/** Every day's summary (all slots) against the lines of that day, zero days included. */
async function summaryEqualsLines() {
  const summary = await rows<Record<string, string | number>>(sql`
    select to_char(day, 'YYYY-MM-DD') as day, sum(orders)::int as orders, sum(items)::int as items,
           sum(taxable_paise)::float8 as taxable, sum(total_paise)::float8 as total
      from report_sales_days group by day
    having sum(orders) <> 0 or sum(items) <> 0 or sum(taxable_paise) <> 0 or sum(total_paise) <> 0
     order by day`);
  const lines = await rows<Record<string, string | number>>(sql`
    select o.day, count(*)::int as orders, coalesce(sum(l.items), 0)::int as items,
           coalesce(sum(l.taxable), 0)::float8 as taxable, coalesce(sum(l.total), 0)::float8 as total
      from (select id, to_char(created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as day
              from orders where status <> 'CANCELLED') o
      left join (select order_id, sum(quantity) as items, sum(taxable_paise) as taxable,
                        sum(total_paise) as total
                   from report_sales_lines group by order_id) l on l.order_id = o.id
     group by o.day order by o.day`);
  expect(summary).toEqual(lines);
}

describe('the sales report from the daily summary (decision 386)', () => {
  it('equals the raw computation over random orders across the India midnight', async () => {
    const random = rng(386);
    const products = [];
    for (const [price, rate] of [
      [199, 5],
      [1499, 18],
      [2750, 12],
      [89.5, 28],
    ] as const) {
      products.push(await gstProduct(t, { price, gstRate: rate, stock: 100_000 }));
    }
    const buyers = [await createUser(t, { name: 'Asha' }), await createUser(t, { name: 'Ravi' })];
    const placed: string[] = [];
    for (let i = 0; i < 16; i += 1) {
      const lines = products
        .filter(() => random() < 0.6)
        .map((p) => ({ productId: p.id, quantity: 1 + Math.floor(random() * 4) }));
      if (lines.length === 0) lines.push({ productId: products[0]!.id, quantity: 1 });
      const order = await placeOrderFor(t, buyers[i % 2]!, lines);
      placed.push(order.order_id);
    }
    // one delivered and returned in part (a return does not change the sales report)
    const returned = await deliveredOrder(t, staff, buyers[0]!, [
      { productId: products[1]!.id, quantity: 3 },
    ]);
    placed.push(returned.order_id);
    const asked = await askReturn(t, buyers[0]!, returned.order_id, {
      lines: [{ order_item_id: returned.order_items[0]!.order_item_id, quantity: 1 }],
      reason: 'DAMAGED',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const ret = returnOf(asked);
    expect((await moveReturn(t, staff, ret.return_id, { status: 'APPROVED' })).statusCode).toBe(
      200,
    );
    const received = await moveReturn(t, staff, ret.return_id, { status: 'RECEIVED' });
    expect(received.statusCode, received.body).toBe(200);

    // dates a few minutes either side of the India midnights (18:30 UTC) of three days
    const midnight = Date.parse('2026-03-10T18:30:00Z');
    for (const id of placed) {
      const at = new Date(
        midnight +
          Math.floor(random() * 3) * 86_400_000 +
          (Math.floor(random() * 41) - 20) * 60_000,
      );
      await t.ctx.db.execute(sql`update orders set created_at = ${at} where id = ${id}`);
    }
    // some cancelled by staff, one of them back again, one moved after it was cancelled
    for (const id of placed.slice(0, 5)) {
      await changeOrderStatus(
        t.ctx.db,
        { orderId: id, status: 'CANCELLED', staffId: staff.id },
        t.ctx,
      );
    }
    await t.ctx.db.execute(sql`update orders set status = 'CONFIRMED' where id = ${placed[0]!}`);
    await t.ctx.db.execute(
      sql`update orders set created_at = created_at + interval '1 day' where id = ${placed[1]!}`,
    );
    // copies in bulk (one statement each, as the benchmark's history), then one deleted
    const copied = placed.slice(5, 9).join(',');
    await t.ctx.db.execute(sql`
      insert into orders select (o).* from (
        select jsonb_populate_record(null::orders, to_jsonb(x) || jsonb_build_object(
                 'id', md5('copy-' || g || x.id)::uuid, 'idempotency_key', null,
                 'created_at', x.created_at + g * interval '7 hours')) as o
          from orders x, generate_series(1, 3) g where x.id = any(string_to_array(${copied}, ',')::uuid[])) c`);
    await t.ctx.db.execute(sql`
      insert into order_items select (i).* from (
        select jsonb_populate_record(null::order_items, to_jsonb(x) || jsonb_build_object(
                 'id', md5('copy-item-' || g || x.id)::uuid,
                 'order_id', md5('copy-' || g || x.order_id)::uuid)) as i
          from order_items x, generate_series(1, 3) g where x.order_id = any(string_to_array(${copied}, ',')::uuid[])) c`);
    await t.ctx.db.execute(sql`
      insert into order_item_taxes select (i).* from (
        select jsonb_populate_record(null::order_item_taxes, to_jsonb(x) || jsonb_build_object(
                 'order_item_id', md5('copy-item-' || g || x.order_item_id)::uuid,
                 'order_id', md5('copy-' || g || x.order_id)::uuid)) as i
          from order_item_taxes x, generate_series(1, 3) g where x.order_id = any(string_to_array(${copied}, ',')::uuid[])) c`);
    await t.ctx.db.execute(sql`delete from orders where id = ${placed[9]!}`);
    // a line's quantity changed, and another line's tax row rewritten, by hand
    await t.ctx.db.execute(sql`
      update order_items set quantity = quantity + 2, total_paise = total_paise * 2
       where id = (select id from order_items where order_id = ${placed[10]!} limit 1)`);
    await t.ctx.db.execute(sql`
      update order_item_taxes set taxable_paise = taxable_paise + 100
       where order_id = ${placed[11]!}`);

    await summaryEqualsLines();
    const [from, to] = ['2026-03-09', '2026-03-15'];
    for (const group of ['day', 'month'] as const) {
      const report = await salesReport(t.ctx.db, { from, to, group });
      const raw = await rawReport(from, to, group);
      expect(raw.length).toBeGreaterThan(group === 'day' ? 2 : 0);
      expect(paiseRows(report)).toEqual(raw);
      expect(report.totals.orders).toBe(raw.reduce((n, r) => n + r.orders, 0));
      expect(report.totals.items).toBe(raw.reduce((n, r) => n + r.items, 0));
      // a period that cuts the days: only the days inside it
      const cut = await salesReport(t.ctx.db, { from: '2026-03-12', to: '2026-03-12', group });
      expect(paiseRows(cut)).toEqual(await rawReport('2026-03-12', '2026-03-12', group));
    }
    // and the whole summary, rebuilt from the lines, is what the triggers kept
    await t.ctx.db.execute(sql`delete from order_items where order_id = ${placed[12]!}`);
    await summaryEqualsLines();
  });
});
