import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { type Gstr1Summary, type LowStockItem, type Page, type SalesReport } from '@store/contract';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/fixtures';
import { dailyJobRuns, mailOutbox, products } from '../../db/schema/index';
import { changeOrderStatus } from '../../workflows/order-changes';
import { gstProduct, placeOrderFor, shipping } from '../orders/orders.test-support';
import { indiaMonthOf, indiaToday } from '../../lib/india-time';
import { runLowStockMail } from './low-stock';

let t: TestApp;
let staff: TestUser;
let asha: TestUser;
let firm: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { role: 'ADMIN', name: 'Store Staff' });
  asha = await createUser(t, { name: 'Asha Rao' });
  firm = await createUser(t, { name: 'Kiran Fabricators' });
});
afterAll(async () => {
  await t.close();
});

const product = (price: number, gstRate: number, hsn: string, name: string, unit = 'piece') =>
  gstProduct(t, { price, gstRate, hsn, name, unit, stock: 500 });

const placeFor = (
  user: TestUser,
  lines: { productId: string; quantity: number }[],
  extra: Record<string, unknown> = {},
) => placeOrderFor(t, user, lines, extra);

const asStaff = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(staff.accessToken),
    ...(payload ? { payload } : {}),
  });

const confirm = (orderId: string) =>
  changeOrderStatus(t.ctx.db, { orderId, status: 'CONFIRMED', staffId: staff.id }, t.ctx);

describe('GSTR-1 from stored invoices', () => {
  it("adds up, head by head, to the month's invoices, and the CSV zip holds every section", async () => {
    const grinder = await product(999, 18, '84672100', 'Angle Grinder 100mm');
    const gloves = await product(1680, 12, '40151900', 'Nitrile gloves', 'pair');
    const intra = await placeFor(asha, [
      { productId: grinder.id, quantity: 3 },
      { productId: gloves.id, quantity: 1 },
    ]);
    const b2b = await placeFor(firm, [{ productId: grinder.id, quantity: 1 }], {
      gstin: '29AAGCS4567H1ZW',
      billing_name: 'Kiran Fabricators Pvt Ltd',
    });
    const inter = await placeFor(asha, [{ productId: gloves.id, quantity: 2 }], {
      ...shipping({
        customer_name: 'Asha Rao',
        city: 'Chennai',
        state: 'Tamil Nadu',
        pincode: '600001',
      }),
    });
    for (const o of [intra, b2b, inter]) {
      await confirm(o.order_id);
      await changeOrderStatus(
        t.ctx.db,
        { orderId: o.order_id, status: 'SHIPPED', staffId: staff.id },
        t.ctx,
      );
    }
    const month = indiaMonthOf(new Date());
    const res = await asStaff('GET', `/api/admin/reports/gstr1?month=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`GSTR1_${t.ctx.config.COMPANY_GSTIN}_`);
    const gstr1 = JSON.parse(res.body) as Record<string, unknown>;
    // sections with nothing in them (b2cl, cdnr, cdnur this month) are left out
    expect(Object.keys(gstr1).sort()).toEqual(
      ['b2b', 'b2cs', 'doc_issue', 'fp', 'gstin', 'hash', 'hsn', 'version'].sort(),
    );
    expect(res.body).not.toContain('[]');
    expect(gstr1.b2b).toEqual([expect.objectContaining({ ctin: '29AAGCS4567H1ZW' })]);

    const summaryRes = await asStaff('GET', `/api/admin/reports/gstr1/summary?month=${month}`);
    const summary = json<{ data: Gstr1Summary }>(summaryRes).data;
    // Every order of this file was invoiced this month.
    const rows = await t.ctx.db
      .execute(sql`select coalesce(sum(b.taxable_paise),0)::float8 as taxable, coalesce(sum(b.cgst_paise),0)::float8 as cgst,
      coalesce(sum(b.sgst_paise),0)::float8 as sgst, coalesce(sum(b.igst_paise),0)::float8 as igst, count(*)::int as n
      from invoices i join order_billing b on b.order_id = i.order_id`);
    const all = (
      rows as unknown as {
        rows: { taxable: number; cgst: number; sgst: number; igst: number; n: number }[];
      }
    ).rows[0]!;
    expect(summary.invoices).toBe(all.n);
    expect(Math.round(summary.net.taxable_value * 100)).toBe(all.taxable);
    expect(Math.round(summary.net.cgst * 100)).toBe(all.cgst);
    expect(Math.round(summary.net.sgst * 100)).toBe(all.sgst);
    expect(Math.round(summary.net.igst * 100)).toBe(all.igst);
    const s = summary.sections;
    for (const head of ['taxable_value', 'igst', 'cgst', 'sgst'] as const) {
      expect(
        Math.round(
          (s.b2b[head] + s.b2cl[head] + s.b2cs[head] - s.cdnr[head] - s.cdnur[head]) * 100,
        ),
        head,
      ).toBe(Math.round(summary.hsn[head] * 100));
    }
    expect(s.b2b.count).toBe(1);
    expect(s.b2cl.count).toBe(0); // (B2CL is in gstr1.unit.test.ts; the e-way bill orders moved to eway-bill.test.ts)

    const zipRes = await asStaff('GET', `/api/admin/reports/gstr1?month=${month}&format=csv`);
    expect(zipRes.statusCode).toBe(200);
    expect(zipRes.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(zipRes.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      'b2b.csv',
      'b2cl.csv',
      'b2cs.csv',
      'cdnr.csv',
      'cdnur.csv',
      'docs.csv',
      'hsn(b2b).csv',
      'hsn(b2c).csv',
    ]);
    expect(strFromU8(files['b2b.csv']!)).toContain('29AAGCS4567H1ZW,Kiran Fabricators Pvt Ltd,');
  });

  it('refuses a malformed or future month (400), and customers (403)', async () => {
    for (const m of ['2026-13', '26-11', 'november', '']) {
      const res = await asStaff('GET', `/api/admin/reports/gstr1?month=${m}`);
      expect(res.statusCode, m).toBe(400);
    }
    const future = await asStaff('GET', '/api/admin/reports/gstr1?month=2099-01');
    expect(future.statusCode).toBe(400);
    expect(json(future).message).toBe('That month has not begun yet');
    const customer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reports/gstr1?month=2026-10',
      headers: bearer(asha.accessToken),
    });
    expect(customer.statusCode).toBe(403);
  });
});

describe('sales report', () => {
  it('sums the period by day, month, category and maker, each adding up to the totals, and as CSV', async () => {
    const today = indiaToday();
    for (const group of ['day', 'month', 'category', 'maker'] as const) {
      const res = await asStaff(
        'GET',
        `/api/admin/reports/sales?from=2026-01-01&to=${today}&group=${group}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const report = json<{ data: SalesReport }>(res).data;
      expect(report.rows.length).toBeGreaterThan(0);
      const sum = (k: 'items' | 'taxable_value' | 'total') =>
        Math.round(report.rows.reduce((a, r) => a + r[k], 0) * 100);
      expect(sum('items'), group).toBe(report.totals.items * 100);
      expect(sum('total'), group).toBe(Math.round(report.totals.total * 100));
      expect(sum('taxable_value'), group).toBe(Math.round(report.totals.taxable_value * 100));
    }
    const csv = await asStaff(
      'GET',
      `/api/admin/reports/sales.csv?from=2026-01-01&to=${today}&group=maker`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFFMaker,Orders,Items,Taxable value,GST,Total\n')).toBe(true);
    expect(csv.body.trim().split('\n').at(-1)).toMatch(/^Total,\d+,\d+,/);
  });

  it('refuses a period over 2 years, reversed or malformed (400)', async () => {
    for (const q of [
      'from=2023-01-01&to=2026-01-01',
      'from=2026-05-01&to=2026-04-01',
      'from=2026-02-30&to=2026-03-01',
      'from=x&to=y',
      'from=2026-01-01&to=2026-02-01&group=week',
    ]) {
      const res = await asStaff('GET', `/api/admin/reports/sales?${q}`);
      expect(res.statusCode, q).toBe(400);
    }
  });
});

describe('low stock', () => {
  it('lists products at or below their reorder level and mails staff once a day, however many try', async () => {
    const low = await product(250, 18, '82075000', 'HSS drill bit 6 mm');
    await t.ctx.db
      .update(products)
      .set({ stockQuantity: 4, reorderLevel: 10 })
      .where(eq(products.id, low.id));
    const fine = await product(250, 18, '82075000', 'HSS drill bit 8 mm');
    await t.ctx.db
      .update(products)
      .set({ stockQuantity: 40, reorderLevel: 10 })
      .where(eq(products.id, fine.id));

    const res = await asStaff('GET', '/api/admin/reports/low-stock?limit=100');
    expect(res.statusCode).toBe(200);
    const list = json<{ data: Page<LowStockItem> }>(res).data.content;
    expect(list.map((i) => i.product_id)).toContain(low.id);
    expect(list.map((i) => i.product_id)).not.toContain(fine.id);

    await t.ctx.db.delete(dailyJobRuns);
    const day = new Date('2026-11-26T04:00:00Z');
    const results = await Promise.all([1, 2, 3, 4].map(() => runLowStockMail(t.ctx.db, day)));
    expect(results.filter((r) => r === 'sent')).toHaveLength(1);
    expect(results.filter((r) => r === 'already-done')).toHaveLength(3);
    const mails = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'LOW_STOCK_STAFF'));
    expect(mails).toHaveLength(1);
    expect(JSON.stringify(mails[0]!.payload)).toContain('HSS drill bit 6 mm');
    expect(await runLowStockMail(t.ctx.db, new Date('2026-11-26T15:00:00Z'))).toBe('already-done');
    expect(await runLowStockMail(t.ctx.db, new Date('2026-11-27T04:00:00Z'))).toBe('sent');
  });
});

describe('GSTR-1 with credit notes', () => {
  it("puts a registered buyer's credit note in cdnr, nets a consumer's off b2cs, and still adds up", async () => {
    const { deliveredOrder, askReturn, moveReturn, returnOf } =
      await import('../returns/returns.test-support');
    const drill = await product(999, 18, '84672100', 'Impact drill 13mm');
    const b2bOrder = await deliveredOrder(t, staff, firm, [{ productId: drill.id, quantity: 3 }]);
    await t.ctx.db.execute(
      sql`update order_billing set gstin = '29AAGCS4567H1ZW', billing_name = 'Kiran Fabricators Pvt Ltd' where order_id = ${b2bOrder.order_id}`,
    );
    const b2cOrder = await deliveredOrder(t, staff, asha, [{ productId: drill.id, quantity: 2 }]);
    for (const [user, order] of [
      [firm, b2bOrder],
      [asha, b2cOrder],
    ] as const) {
      const asked = await askReturn(t, user, order.order_id, {
        lines: [{ order_item_id: order.order_items[0]!.order_item_id, quantity: 1 }],
        reason: 'DAMAGED',
      });
      expect(asked.statusCode, asked.body).toBe(201);
      const ret = returnOf(asked);
      expect((await moveReturn(t, staff, ret.return_id, { status: 'APPROVED' })).statusCode).toBe(
        200,
      );
      const received = await moveReturn(t, staff, ret.return_id, {
        status: 'RECEIVED',
        lines: ret.lines.map((l) => ({ return_line_id: l.return_line_id, damaged: false })),
      });
      expect(received.statusCode, received.body).toBe(200);
    }
    const month = indiaMonthOf(new Date());
    const summary = json<{ data: Gstr1Summary }>(
      await asStaff('GET', `/api/admin/reports/gstr1/summary?month=${month}`),
    ).data;
    expect(summary.credit_notes).toBe(2);
    expect(summary.sections.cdnr.count).toBe(1);
    const sums = (await t.ctx.db.execute(sql`select
        (select coalesce(sum(b.taxable_paise),0) from invoices i join order_billing b on b.order_id = i.order_id)::float8
          - (select coalesce(sum(taxable_paise),0) from credit_notes)::float8 as taxable,
        (select coalesce(sum(b.cgst_paise),0) from invoices i join order_billing b on b.order_id = i.order_id)::float8
          - (select coalesce(sum(cgst_paise),0) from credit_notes)::float8 as cgst,
        (select coalesce(sum(b.igst_paise),0) from invoices i join order_billing b on b.order_id = i.order_id)::float8
          - (select coalesce(sum(igst_paise),0) from credit_notes)::float8 as igst`)) as unknown as {
      rows: { taxable: number; cgst: number; igst: number }[];
    };
    const want = sums.rows[0]!;
    expect(Math.round(summary.net.taxable_value * 100)).toBe(want.taxable);
    expect(Math.round(summary.net.cgst * 100)).toBe(want.cgst);
    expect(Math.round(summary.net.igst * 100)).toBe(want.igst);
    const s = summary.sections;
    for (const head of ['taxable_value', 'igst', 'cgst', 'sgst'] as const) {
      expect(
        Math.round(
          (s.b2b[head] + s.b2cl[head] + s.b2cs[head] - s.cdnr[head] - s.cdnur[head]) * 100,
        ),
        head,
      ).toBe(Math.round(summary.hsn[head] * 100));
      expect(Math.round(summary.hsn[head] * 100), head).toBe(Math.round(summary.net[head] * 100));
    }
    const gstr1 = JSON.parse(
      (await asStaff('GET', `/api/admin/reports/gstr1?month=${month}`)).body,
    ) as {
      cdnr: { ctin: string; nt: { nt_num: string }[] }[];
      doc_issue: { doc_det: { doc_num: number; docs: { totnum: number }[] }[] };
    };
    expect(gstr1.cdnr).toEqual([expect.objectContaining({ ctin: '29AAGCS4567H1ZW' })]);
    expect(gstr1.cdnr[0]!.nt[0]!.nt_num).toMatch(/^CN\/\d\d-\d\d\/\d{5}$/);
    expect(gstr1.doc_issue.doc_det.find((d) => d.doc_num === 5)?.docs[0]?.totnum).toBe(2);
  });
});
