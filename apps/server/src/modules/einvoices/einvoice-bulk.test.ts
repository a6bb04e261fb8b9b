import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/fixtures';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { eInvoices } from '../../db/schema/index';
import { indiaMonthOf } from '../../lib/india-time';
import { changeOrderStatus } from '../../workflows/order-changes';
import { gstProduct, placeOrderFor } from '../orders/orders.test-support';
import { issueInvoiceEarly } from '../reports/issue-invoice';
import { creditCompany } from '../receipts/receipts.test-support';
import { documentOfRow, irpJsonOf } from './einvoice-documents';
import { monthPendingFile } from './einvoice-bulk';

/*
 * The month's e-invoice file (docs/decisions/375) is written a page of documents at a time:
 * the same bytes as JSON.stringify of every document built one by one, in several chunks,
 * with statements that grow with the pages, not with the documents. PGlite, and PostgreSQL
 * with TEST_DATABASE_URL.
 */

let t: TestApp;
let staff: TestUser;
const month = indiaMonthOf(new Date());

/** The db, counting the queries started on it (select, insert, update, delete, execute). */
function counting(db: DbOrTx) {
  const calls = { n: 0 };
  const proxy = new Proxy(db, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (
        typeof value === 'function' &&
        ['select', 'insert', 'update', 'delete', 'execute', 'transaction'].includes(String(prop))
      ) {
        return (...args: unknown[]) => {
          calls.n += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return value;
    },
  });
  return { db: proxy, calls };
}

beforeAll(async () => {
  t = await createTestApp({ E_INVOICE_ENABLED: 'true' });
  staff = await createUser(t, { role: 'ADMIN', name: 'Store Staff' });
  const firm = await createUser(t, { name: 'Kiran Fabricators' });
  const drill = await gstProduct(t, { price: 11_800, gstRate: 18, hsn: '84672100', stock: 500 });
  const vice = await gstProduct(t, { price: 2_950, gstRate: 12, hsn: '82054000', stock: 500 });
  const invoiced = async (user: TestUser, extra: Record<string, unknown>, cancel = false) => {
    const order = await placeOrderFor(
      t,
      user,
      [
        { productId: drill.id, quantity: 1 },
        { productId: vice.id, quantity: 3 },
      ],
      extra,
    );
    const move = (status: 'CONFIRMED' | 'CANCELLED') =>
      changeOrderStatus(t.ctx.db, { orderId: order.order_id, status, staffId: staff.id }, t.ctx);
    await move('CONFIRMED');
    await issueInvoiceEarly(t.ctx.db, order.order_id, t.ctx);
    if (cancel) await move('CANCELLED'); // a credit note for the whole invoice: a CRN row
  };
  const b2b = { gstin: '29AAGCS4567H1ZW', billing_name: 'Kiran Fabricators Pvt Ltd' };
  for (let i = 0; i < 5; i += 1) await invoiced(firm, b2b);
  await invoiced(firm, b2b, true);
  // a company's order: the buyer's address is the company's registered billing address
  const { c, admin } = await creditCompany(t, staff, 'Peenya "Precision" & Sons LLP');
  await invoiced(admin, { payment_method: 'ON_CREDIT', company_id: c.company_id });
});
afterAll(async () => {
  await t.close();
});

async function read(stream: NodeJS.ReadableStream) {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(String(chunk));
  return chunks;
}

describe("the month's e-invoice file", () => {
  it('is the bytes of the documents built one by one, a page at a time', async () => {
    const rows = await t.ctx.db
      .select()
      .from(eInvoices)
      .where(and(eq(eInvoices.status, 'PENDING')))
      .orderBy(eInvoices.docType, eInvoices.docDate, eInvoices.docNo);
    expect(rows.map((r) => r.docType).sort()).toEqual([
      'CRN',
      'INV',
      'INV',
      'INV',
      'INV',
      'INV',
      'INV',
      'INV',
    ]);
    const oneByOne = [];
    for (const row of rows)
      oneByOne.push(irpJsonOf(await documentOfRow(t.ctx.db, row, t.ctx), t.ctx));
    const expected = JSON.stringify(oneByOne, null, 2);

    const chunks = await read(await monthPendingFile(t.ctx.db, month, t.ctx, 3));
    expect(chunks.join('')).toBe(expected);
    expect(chunks.length).toBeGreaterThanOrEqual(3); // 8 documents, 3 a page

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/reports/e-invoices.json?month=${month}`,
      headers: bearer(staff.accessToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toBe(expected);
  });

  it('reads the page of documents together, not each document on its own', async () => {
    const rows = await t.ctx.db.select().from(eInvoices).where(eq(eInvoices.status, 'PENDING'));
    const each = counting(t.ctx.db);
    for (const row of rows) await documentOfRow(each.db, row, t.ctx);
    const paged = counting(t.ctx.db);
    await read(await monthPendingFile(paged.db, month, t.ctx, 100));
    // one by one: at least two reads a document (its order in one statement, decision 370,
    // and its buyer); a page: the rows, its orders, its buyers, notes, however many documents
    expect(each.calls.n).toBeGreaterThanOrEqual(rows.length * 2);
    expect(paged.calls.n).toBeLessThan(Math.min(20, each.calls.n / 2));
  });

  it('is [] for a month with nothing pending', async () => {
    expect((await read(await monthPendingFile(t.ctx.db, '2024-01', t.ctx))).join('')).toBe('[]');
  });
});
