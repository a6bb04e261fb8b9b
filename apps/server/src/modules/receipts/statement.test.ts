import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECEIPT_MESSAGES, type Statement } from '@store/contract';
import { createTestApp, json, type TestApp } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/fixtures';
import { call, creditCompany, creditInvoice, pdfText } from './receipts.test-support';

// The statement of account (decisions.md › §24): its arithmetic to the paisa over a year of
// invoices, receipts and TDS, the ageing buckets, who may read it and its PDF.
let t: TestApp;
let staff: TestUser;
let co: Awaited<ReturnType<typeof creditCompany>>;
let inv: { orderId: string; number: string }[];
beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { role: 'ADMIN', name: 'Store Staff' });
  co = await creditCompany(t, staff, 'Statement & Sons <Tools> Pvt Ltd');
  // four credit invoices over a year (30 days' credit), in paise that do not round
  inv = [];
  for (const [price, on] of [
    [1234.56, '2025-12-10'],
    [2500.75, '2026-03-15'],
    [999.99, '2026-07-20'],
    [4321.1, '2026-10-30'],
  ] as const) {
    inv.push(await creditInvoice(t, staff, co.admin, co.c.company_id, price, on));
  }
  // receipts: ₹1,000 + ₹34.56 TDS in January, ₹2,700.75 in May (settles the first two)
  for (const body of [
    { amount: 1000, tds_amount: 34.56, received_on: '2026-01-05', reference: 'NEFT-JAN' },
    { amount: 2700.75, received_on: '2026-05-01', reference: 'NEFT-MAY' },
  ]) {
    const r = await call(t, staff, 'POST', `/admin/companies/${co.c.company_id}/receipts`, body);
    expect(r.statusCode, r.body).toBe(201);
  }
}, 120_000);
afterAll(async () => {
  await t.close();
});

const statement = async (from: string, to: string, user: TestUser = co.admin) => {
  const r = await call(t, user, 'GET', `/companies/mine/statement?from=${from}&to=${to}`);
  expect(r.statusCode, r.body).toBe(200);
  return json<{ data: Statement }>(r).data;
};
const paise = (r: number) => Math.round(r * 100);

describe('statement of account (§24)', () => {
  it('opening + debits − credits = closing, to the paisa, entry by entry', async () => {
    const s = await statement('2026-04-01', '2026-11-27');
    expect(s.opening_balance).toBe(2700.75); // 1234.56 + 2500.75 − 1000 − 34.56
    expect(s.entries.map((e) => [e.date, e.kind, e.number, e.debit, e.credit, e.balance])).toEqual([
      ['2026-05-01', 'RECEIPT', expect.stringMatching(/^RCT\//), 0, 2700.75, 0],
      ['2026-07-20', 'INVOICE', inv[2]!.number, 999.99, 0, 999.99],
      ['2026-10-30', 'INVOICE', inv[3]!.number, 4321.1, 0, 5321.09],
    ]);
    expect(s.closing_balance).toBe(5321.09);

    const year = await statement('2025-12-01', '2026-11-30');
    expect(year.opening_balance).toBe(0);
    expect(year.entries.map((e) => e.kind)).toEqual([
      'INVOICE',
      'RECEIPT',
      'TDS',
      'INVOICE',
      'RECEIPT',
      'INVOICE',
      'INVOICE',
    ]);
    let run = paise(year.opening_balance);
    for (const e of year.entries) {
      run += paise(e.debit) - paise(e.credit);
      expect(paise(e.balance)).toBe(run);
    }
    expect(paise(year.closing_balance)).toBe(run);
    expect(run).toBe(532_109);
  });

  it('ages what is owed by days past the due date; the buckets add up to the balance', async () => {
    const cases: [string, Partial<Statement['ageing']>][] = [
      ['2026-01-20', { days_1_30: 200 }], // the first invoice fell due on 9 Jan
      ['2026-02-10', { days_31_60: 200 }],
      ['2026-03-20', { days_61_90: 200, not_due: 2500.75 }],
      ['2026-04-10', { days_over_90: 200, not_due: 2500.75 }],
      ['2026-09-30', { days_31_60: 999.99 }],
      ['2026-11-27', { days_over_90: 999.99, not_due: 4321.1 }],
    ];
    for (const [to, want] of cases) {
      const s = await statement('2025-12-01', to);
      expect(s.ageing, to).toEqual({
        not_due: 0,
        days_1_30: 0,
        days_31_60: 0,
        days_61_90: 0,
        days_over_90: 0,
        ...want,
      });
      const sum = Object.values(s.ageing).reduce((n, v) => n + paise(v), 0);
      expect(sum, to).toBe(paise(s.closing_balance));
    }
  });

  it('answers ADMIN and VIEWER, refuses a BUYER (403) and a bad period (400)', async () => {
    await statement('2026-01-01', '2026-01-31', co.viewer);
    const buyer = await call(
      t,
      co.buyer,
      'GET',
      '/companies/mine/statement?from=2026-01-01&to=2026-01-31',
    );
    expect(buyer.statusCode).toBe(403);
    const loner = await createUser(t, { name: 'No Company' });
    const none = await call(
      t,
      loner,
      'GET',
      '/companies/mine/statement?from=2026-01-01&to=2026-01-31',
    );
    expect(none.statusCode).toBe(404);
    const guest = await call(
      t,
      null,
      'GET',
      '/companies/mine/statement?from=2026-01-01&to=2026-01-31',
    );
    expect(guest.statusCode).toBe(401);
    const backwards = await call(
      t,
      co.admin,
      'GET',
      '/companies/mine/statement?from=2026-02-01&to=2026-01-31',
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain(RECEIPT_MESSAGES.fromAfterTo);
    expect(backwards.body).toContain('"from"');
    const long = await call(
      t,
      co.admin,
      'GET',
      '/companies/mine/statement?from=2024-01-01&to=2026-01-01',
    );
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(RECEIPT_MESSAGES.period);
    await statement('2024-01-02', '2026-01-01');
    const badDate = await call(
      t,
      co.admin,
      'GET',
      '/companies/mine/statement?from=2026-02-30&to=2026-03-01',
    );
    expect(badDate.statusCode).toBe(400);
  });

  it('is a statement-of-account PDF, for the company and for staff', async () => {
    const mine = await call(
      t,
      co.admin,
      'GET',
      '/companies/mine/statement?from=2026-04-01&to=2026-11-27&format=pdf',
    );
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toBe(
      `attachment; filename="statement-${co.c.gstin}-2026-04-01-2026-11-27.pdf"`,
    );
    const text = await pdfText(mine.rawPayload);
    for (const s of [
      'STATEMENT OF ACCOUNT',
      'Statement & Sons <Tools> Pvt Ltd',
      co.c.gstin,
      'Opening balance',
      '2,700.75 Dr',
      inv[3]!.number,
      '4,321.10',
      'Closing balance',
      '5,321.09 Dr',
      'Over 90 days',
      '999.99',
    ]) {
      expect(text).toContain(s);
    }
    const staffPdf = await call(
      t,
      staff,
      'GET',
      `/admin/companies/${co.c.company_id}/statement?from=2026-04-01&to=2026-11-27&format=pdf`,
    );
    expect(staffPdf.statusCode).toBe(200);
    expect(await pdfText(staffPdf.rawPayload)).toContain('5,321.09 Dr');
    const customer = await call(
      t,
      co.admin,
      'GET',
      `/admin/companies/${co.c.company_id}/statement?from=2026-04-01&to=2026-11-27`,
    );
    expect(customer.statusCode).toBe(403);
  });
});
