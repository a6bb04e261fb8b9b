// A year of orders for the sales report's benchmark (scripts/bench-paperwork.ts): the orders
// the service layer made for the month (scripts/support/paperwork-data.ts) copied, with
// generate_series, into the same tables (orders, order_items, order_item_taxes: the rows the
// report_sales_lines view reads), their times spread over the twelve months before this one.
// Placing a million orders through placeOrder would take hours on 2 cores; these copies are
// the same rows with new ids and dates. Every other column is copied as it is.
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';

async function columnsOf(db: Db, table: string): Promise<string[]> {
  const r = (await db.execute(sql`
    select column_name from information_schema.columns
     where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
     order by ordinal_position`)) as unknown as { rows: { column_name: string }[] };
  return r.rows.map((c) => c.column_name);
}

/** `cols` as a select list over alias `t`, with some columns replaced by expressions. */
const selectList = (cols: string[], replace: Record<string, string>) =>
  cols.map((c) => replace[c] ?? `t."${c}"`).join(', ');

/**
 * Adds `count` orders dated in [from, to) (evenly, a few seconds apart), in batches of
 * `batch` (one transaction each), copying the month's orders round-robin.
 */
export async function copySalesHistory(
  db: Db,
  opts: { count: number; from: Date; to: Date; batch?: number },
  log: (msg: string) => void,
): Promise<void> {
  const started = performance.now();
  const batch = opts.batch ?? 100_000;
  const orderCols = await columnsOf(db, 'orders');
  const itemCols = await columnsOf(db, 'order_items');
  const taxCols = await columnsOf(db, 'order_item_taxes');
  await db.execute(
    sql.raw(`drop table if exists bench_templates;
    create unlogged table bench_templates as
      select row_number() over (order by created_at, id) - 1 as n, id from orders where status <> 'CANCELLED';
    create index on bench_templates (n);`),
  );
  const templates = Number(
    (
      (await db.execute(sql`select count(*)::int as n from bench_templates`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n,
  );
  if (templates === 0) throw new Error('no orders to copy');
  const span = opts.to.getTime() - opts.from.getTime();
  const stepMs = span / opts.count;
  // new ids from md5 of the copy's number (and the template item's id): deterministic, unique
  const orderId = `md5('bench-order-' || g)::uuid`;
  for (let first = 1; first <= opts.count; first += batch) {
    const last = Math.min(opts.count, first + batch - 1);
    const at = `(timestamptz '${opts.from.toISOString()}' + (g - 1) * interval '${stepMs} milliseconds')`;
    const copies = `from generate_series(${first}, ${last}) g
        join bench_templates b on b.n = g % ${templates}`;
    await db.transaction(async (tx) => {
      // the row triggers (order-read versions, the sales summary's lines: 0045, 0046) would
      // run 3.5 million times; off for these copies, the summary is built once at the end
      await tx.execute(sql.raw('set local session_replication_role = replica'));
      await tx.execute(
        sql.raw(`insert into orders (${orderCols.map((c) => `"${c}"`).join(', ')})
          select ${selectList(orderCols, {
            id: orderId,
            created_at: at,
            updated_at: at,
            idempotency_key: 'null',
          })} ${copies} join orders t on t.id = b.id`),
      );
      await tx.execute(
        sql.raw(`insert into order_items (${itemCols.map((c) => `"${c}"`).join(', ')})
          select ${selectList(itemCols, {
            id: `md5('bench-item-' || g || '-' || t.id)::uuid`,
            order_id: orderId,
          })} ${copies} join order_items t on t.order_id = b.id`),
      );
      await tx.execute(
        sql.raw(`insert into order_item_taxes (${taxCols.map((c) => `"${c}"`).join(', ')})
          select ${selectList(taxCols, {
            order_item_id: `md5('bench-item-' || g || '-' || t.order_item_id)::uuid`,
            order_id: orderId,
          })} ${copies} join order_item_taxes t on t.order_id = b.id`),
      );
    });
    log(
      `  sales history: ${last}/${opts.count} orders (${((performance.now() - started) / 1000).toFixed(0)} s)`,
    );
  }
  // the sales summary (report_sales_days) built again from the order tables, by the very
  // statement migration 0046 builds it with
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw('delete from report_sales_days'));
    await tx.execute(sql.raw(salesSummaryBuild()));
  });
  log(`  sales summary built (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  await db.execute(
    sql.raw(
      'drop table bench_templates; analyze orders; analyze order_items; analyze order_item_taxes;',
    ),
  );
}

/** Migration 0046's statement that fills report_sales_days from the order tables. */
function salesSummaryBuild(): string {
  const file = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../apps/server/src/db/migrations/0046_report_sales_days.sql',
  );
  const build = fs
    .readFileSync(file, 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .find((s) => s.startsWith('INSERT INTO report_sales_days'));
  if (!build) throw new Error(`no INSERT INTO report_sales_days in ${file}`);
  return build;
}
