import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECEIPT_MESSAGES, type CompanyAccount, type Receipt } from '@store/contract';
import { createTestApp, json, type TestApp } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/fixtures';
import { companyReceipts, receiptAllocations } from '../../db/schema/index';
import { indiaToday } from '../../lib/india-time';
import { call, creditCompany, creditInvoice, paymentOf } from './receipts.test-support';
import { fifoAllocations, openInvoices, owedOf } from './ledger';
import { loadLedger } from './ledger-data';
import { openInvoicePage } from './receipts.service';

// Money received from a company (decisions.md › §24). PGlite, and PostgreSQL with
// TEST_DATABASE_URL (where the two receipts at once really run at once).
let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { role: 'ADMIN', name: 'Store Staff' });
});
afterAll(async () => {
  await t.close();
});

const today = () => indiaToday(new Date());
const receipt = (companyId: string, body: object) =>
  call(t, staff, 'POST', `/admin/companies/${companyId}/receipts`, {
    received_on: today(),
    reference: 'NEFT/UTIB/0042',
    ...body,
  });
const account = async (companyId: string) =>
  json<{ data: CompanyAccount }>(
    await call(t, staff, 'GET', `/admin/companies/${companyId}/account`),
  ).data;
const receiptCount = async (companyId: string) =>
  (
    await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(companyReceipts)
      .where(eq(companyReceipts.companyId, companyId))
  )[0]!.n;

describe('receipts (§24)', () => {
  it('settles the oldest invoices first, refuses bad allocations, keeps and spends an advance', async () => {
    const { c, admin } = await creditCompany(t, staff);
    const a = await creditInvoice(t, staff, admin, c.company_id, 1000);
    const b = await creditInvoice(t, staff, admin, c.company_id, 1000);
    const d = await creditInvoice(t, staff, admin, c.company_id, 1000);
    const other = await creditCompany(t, staff, 'Hosur Castings LLP');
    const theirs = await creditInvoice(t, staff, other.admin, other.c.company_id, 500);

    // bad input: a clear 400 naming the field, nothing written
    const bad: [object, string, string][] = [
      [{ amount: 0 }, 'amount', RECEIPT_MESSAGES.amount],
      [{ amount: -5 }, 'amount', RECEIPT_MESSAGES.amount],
      [{ amount: 100, received_on: '2099-01-01' }, 'received_on', RECEIPT_MESSAGES.future],
      [
        { amount: 500, allocations: [{ order_id: theirs.orderId, amount: 500 }] },
        'allocations',
        RECEIPT_MESSAGES.notOurs,
      ],
      [
        { amount: 2000, allocations: [{ order_id: a.orderId, amount: 1000.01 }] },
        'allocations',
        RECEIPT_MESSAGES.overAllocated,
      ],
      [
        { amount: 100, allocations: [{ order_id: a.orderId, amount: 200 }] },
        'allocations',
        RECEIPT_MESSAGES.allocationsOverReceipt,
      ],
    ];
    for (const [body, field, message] of bad) {
      const r = await receipt(c.company_id, body);
      expect(r.statusCode, r.body).toBe(400);
      const errors = json<{ errors?: { field: string; message: string }[] }>(r).errors ?? [];
      expect(errors.map((e) => e.field).join(' '), r.body).toContain(field);
      expect(r.body).toContain(message);
    }
    expect(await receiptCount(c.company_id)).toBe(0);
    const unknown = await receipt('00000000-0000-4000-8000-000000000000', { amount: 5 });
    expect(unknown.statusCode).toBe(404);

    // ₹1,500 without allocations: the oldest invoice in full, half of the next
    const first = await receipt(c.company_id, { amount: 1500 });
    expect(first.statusCode, first.body).toBe(201);
    const r1 = json<{ data: Receipt }>(first).data;
    expect(r1.number).toMatch(/^RCT\/\d{2}-\d{2}\/\d{5}$/);
    expect(r1.allocations.map((x) => [x.order_id, x.amount])).toEqual([
      [a.orderId, 1000],
      [b.orderId, 500],
    ]);
    expect(await paymentOf(t, admin, a.orderId)).toBe('PAID');
    expect(await paymentOf(t, admin, b.orderId)).toBe('PENDING');
    // b owes 500 now: 600 is above what it owes
    const over = await receipt(c.company_id, {
      amount: 600,
      allocations: [{ order_id: b.orderId, amount: 600 }],
    });
    expect(over.statusCode).toBe(400);
    expect(over.body).toContain('allocations');
    // a is paid: an allocation to it is refused too
    const paidOne = await receipt(c.company_id, {
      amount: 10,
      allocations: [{ order_id: a.orderId, amount: 10 }],
    });
    expect(paidOne.statusCode).toBe(400);

    // ₹2,000 + ₹100 TDS, ₹1,000 to the newest: it, then the oldest open, then an advance
    const second = await receipt(c.company_id, {
      amount: 2000,
      tds_amount: 100,
      allocations: [{ order_id: d.orderId, amount: 1000 }],
    });
    expect(second.statusCode, second.body).toBe(201);
    const r2 = json<{ data: Receipt }>(second).data;
    expect(r2.tds_amount).toBe(100);
    expect(r2.allocations.map((x) => [x.order_id, x.amount])).toEqual([
      [d.orderId, 1000],
      [b.orderId, 500],
    ]);
    expect(r2.unallocated).toBe(600);
    expect(await paymentOf(t, admin, b.orderId)).toBe('PAID');
    expect(await paymentOf(t, admin, d.orderId)).toBe('PAID');
    expect(await account(c.company_id)).toMatchObject({ outstanding: 0, advance: 600 });

    // the advance settles the next invoice when it is issued
    const e = await creditInvoice(t, staff, admin, c.company_id, 1000);
    const acc = await account(c.company_id);
    expect(acc).toMatchObject({ outstanding: 400, advance: 0 });
    expect(acc.open_invoices).toMatchObject([{ order_id: e.orderId, owed: 400 }]);
    expect(acc.ageing.not_due).toBe(400);
    expect(await paymentOf(t, admin, e.orderId)).toBe('PENDING');
    // the other company's invoice was never touched
    expect(await paymentOf(t, other.admin, theirs.orderId)).toBe('PENDING');
    // the staff list's outstanding is what is still owed
    const listed = json<{ data: { content: { company_id: string; outstanding: number }[] } }>(
      await call(t, staff, 'GET', '/admin/companies?limit=100'),
    ).data.content.find((x) => x.company_id === c.company_id);
    expect(listed?.outstanding).toBe(400);
  });

  it('a customer cannot record a receipt', async () => {
    const { c, admin } = await creditCompany(t, staff);
    const r = await call(t, admin, 'POST', `/admin/companies/${c.company_id}/receipts`, {
      amount: 10,
      received_on: today(),
      reference: 'X',
    });
    expect(r.statusCode).toBe(403);
    expect(await receiptCount(c.company_id)).toBe(0);
  });

  it('two receipts recorded at once settle each invoice once', async () => {
    const { c, admin } = await creditCompany(t, staff);
    const a = await creditInvoice(t, staff, admin, c.company_id, 1000);
    const b = await creditInvoice(t, staff, admin, c.company_id, 1000);
    const answers = await Promise.all([
      receipt(c.company_id, { amount: 1000, reference: 'UTR-A' }),
      receipt(c.company_id, { amount: 1000, reference: 'UTR-B' }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    const rows = await t.ctx.db
      .select({ orderId: receiptAllocations.orderId, paise: receiptAllocations.amountPaise })
      .from(receiptAllocations)
      .where(inArray(receiptAllocations.orderId, [a.orderId, b.orderId]));
    const byOrder = new Map<string, number>();
    for (const r of rows) byOrder.set(r.orderId, (byOrder.get(r.orderId) ?? 0) + Number(r.paise));
    expect(Object.fromEntries(byOrder)).toEqual({ [a.orderId]: 100_000, [b.orderId]: 100_000 });
    expect(await account(c.company_id)).toMatchObject({ outstanding: 0, advance: 0 });
    expect(await paymentOf(t, admin, a.orderId)).toBe('PAID');
    expect(await paymentOf(t, admin, b.orderId)).toBe('PAID');
  });
});

describe('a receipt reads only the oldest open invoices its money reaches (decision 385)', () => {
  const page = openInvoicePage.size;
  beforeAll(() => {
    openInvoicePage.size = 2; // pages of two invoices, so several pages are read
  });
  afterAll(() => {
    openInvoicePage.size = page;
  });

  const sorted = (xs: { orderId: string; amountPaise: number }[]) =>
    xs.map((x) => `${x.orderId}:${x.amountPaise}`).sort();

  it('writes what the whole ledger settled oldest first, page after page', async () => {
    const { c, admin } = await creditCompany(t, staff);
    const day = (n: number) => {
      const d = new Date(Date.parse(`${today()}T00:00:00Z`) - n * 86_400_000);
      return d.toISOString().slice(0, 10);
    };
    // issued out of date order, two on one day (then by number)
    const made: { orderId: string }[] = [];
    for (const [price, ago] of [
      [700, 3],
      [300, 9],
      [1200, 3],
      [450, 20],
      [990, 1],
      [150, 9],
    ] as const) {
      made.push(await creditInvoice(t, staff, admin, c.company_id, price, day(ago)));
    }
    const random = (() => {
      let s = 42;
      return () => {
        s = (s * 1664525 + 1013904223) >>> 0;
        return s / 2 ** 32;
      };
    })();
    for (let k = 0; k < 7; k += 1) {
      // the old way, over the whole ledger: what this receipt must write
      const expected = await loadLedger(t.ctx.db, c.company_id);
      const open = openInvoices(expected);
      const named = k % 3 === 1 && open.length > 1 ? open.at(-1)! : null;
      const amount = 100 + Math.floor(random() * 900);
      const tds = k % 2 === 0 ? 10 : 0;
      const allocations = named
        ? [{ order_id: named.orderId, amount: Math.min(50, named.owedPaise / 100) }]
        : undefined;
      const r = await receipt(c.company_id, {
        amount,
        tds_amount: tds,
        reference: `UTR-${k}`,
        ...(allocations ? { allocations } : {}),
      });
      expect(r.statusCode, r.body).toBe(201);
      const id = json<{ data: Receipt }>(r).data.receipt_id;
      const got = await loadLedger(t.ctx.db, c.company_id);
      const mine = got.receipts.find((x) => x.receiptId === id)!;
      expected.receipts.push({
        ...mine,
        allocations: (allocations ?? []).map((a) => ({
          orderId: a.order_id,
          amountPaise: Math.round(a.amount * 100),
        })),
      });
      expected.receipts.sort((a, b) =>
        a.receivedOn === b.receivedOn
          ? a.number.localeCompare(b.number)
          : a.receivedOn < b.receivedOn
            ? -1
            : 1,
      );
      for (const p of fifoAllocations(expected)) {
        expected.receipts.find((x) => x.receiptId === p.receiptId)!.allocations.push(p);
      }
      for (const e of expected.receipts) {
        const g = got.receipts.find((x) => x.receiptId === e.receiptId)!;
        expect(sorted(g.allocations), `receipt ${k}`).toEqual(sorted(e.allocations));
      }
      const owed = (l: typeof got) =>
        l.invoices.map((i) => [i.orderId, owedOf({ ...i, open: true }, l)] as const);
      expect(owed(got)).toEqual(owed(expected));
      // every invoice settled in full is PAID, the others are open
      for (const [orderId, left] of owed(got)) {
        expect(got.invoices.find((i) => i.orderId === orderId)!.open, orderId).toBe(left > 0);
      }
    }
    expect(made.length).toBe(6);
  });
});
