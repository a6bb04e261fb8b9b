import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/fixtures';
import { indiaMonthRange, indiaToday } from '../../lib/india-time';
import { changeOrderStatus } from '../../workflows/order-changes';
import { gstProduct, placeOrderFor } from '../orders/orders.test-support';
import { issueInvoiceEarly } from './issue-invoice';
import { salesReport } from './sales-report';

/*
 * Issue 42 (docs/decisions/377): the month's paperwork and a period's sales are read through
 * the date indexes of migration 0043 (the plan with sequential scans turned off names them;
 * without the indexes it cannot), and the sales by day or month, counted from the orders and
 * summed from the lines apart, are what count(distinct) over the lines gives. PGlite, and
 * PostgreSQL with TEST_DATABASE_URL.
 */
let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { role: 'ADMIN' });
  const asha = await createUser(t, { name: 'Asha Rao' });
  const drill = await gstProduct(t, { price: 1_180, gstRate: 18, stock: 100 });
  const vice = await gstProduct(t, { price: 560, gstRate: 12, stock: 100 });
  for (const [i, cancel] of [
    [1, false],
    [2, false],
    [3, true],
  ] as const) {
    const order = await placeOrderFor(t, asha, [
      { productId: drill.id, quantity: i },
      { productId: vice.id, quantity: 1 },
    ]);
    const move = (status: 'CONFIRMED' | 'CANCELLED') =>
      changeOrderStatus(t.ctx.db, { orderId: order.order_id, status, staffId: staff.id }, t.ctx);
    await move('CONFIRMED');
    await issueInvoiceEarly(t.ctx.db, order.order_id, t.ctx);
    if (cancel) await move('CANCELLED');
  }
});
afterAll(async () => {
  await t.close();
});

async function planOf(query: string, values: string[]): Promise<string> {
  return t.ctx.db.transaction(async (tx) => {
    await tx.execute(sql.raw('set local enable_seqscan = off'));
    const filled = values.reduce((q, v, i) => q.replaceAll(`$${i + 1}`, `'${v}'`), query);
    const r = (await tx.execute(sql.raw(`explain ${filled}`))) as unknown as {
      rows: { 'QUERY PLAN': string }[];
    };
    return r.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('paperwork reads by date', () => {
  it("reads the month's invoices, credit notes and the period's orders through date indexes", async () => {
    const { start, end } = indiaMonthRange(indiaToday().slice(0, 7));
    const range = [start.toISOString(), end.toISOString()];
    expect(
      await planOf(
        'select number from report_invoice_lines where issued_at >= $1 and issued_at < $2',
        range,
      ),
    ).toContain('invoices_issued_idx');
    expect(
      await planOf(
        'select note_number from report_credit_note_lines where note_issued_at >= $1 and note_issued_at < $2',
        range,
      ),
    ).toContain('credit_notes_issued_idx');
    expect(
      await planOf(
        "select count(*) from report_sales_orders where created_at >= $1 and created_at < $2 and status <> 'CANCELLED'",
        range,
      ),
    ).toContain('orders_created_idx');
  });

  it('counts the sales by day and month as count(distinct) over the lines does', async () => {
    const today = indiaToday();
    const from = `${today.slice(0, 7)}-01`;
    const expected = (
      (await t.ctx.db.execute(sql`
        select count(distinct order_id)::int as orders, sum(quantity)::int as items,
               sum(taxable_paise)::float8 as taxable, sum(total_paise)::float8 as total
          from report_sales_lines where status <> 'CANCELLED'`)) as unknown as {
        rows: { orders: number; items: number; taxable: number; total: number }[];
      }
    ).rows[0]!;
    expect(expected.orders).toBe(2);
    for (const group of ['day', 'month'] as const) {
      const report = await salesReport(t.ctx.db, { from, to: today, group });
      expect(report.totals).toEqual({
        orders: 2,
        items: expected.items,
        taxable_value: expected.taxable / 100,
        gst: (expected.total - expected.taxable) / 100,
        total: expected.total / 100,
      });
      expect(report.rows.reduce((n, r) => n + r.orders, 0)).toBe(2);
      const byCategory = await salesReport(t.ctx.db, { from, to: today, group: 'category' });
      expect(report.totals).toEqual(byCategory.totals);
    }
  });
});
