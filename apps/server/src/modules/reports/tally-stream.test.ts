import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/fixtures';
import { indiaMonthRange, indiaToday } from '../../lib/india-time';
import { call, creditCompany, creditInvoice } from '../receipts/receipts.test-support';
import { loadCreditNotes, loadInvoices } from './gstr1-data';
import { tallyParties, tallyVouchers, tallyXml } from './tally';
import { loadReceipts, tallyFileForMonth, tallyLedgersOf } from './tally-data';

/*
 * The Tally file is written a day at a time (docs/decisions/376): the same bytes as the file
 * built from the whole month at once, one chunk for each day that has vouchers. PGlite, and
 * PostgreSQL with TEST_DATABASE_URL.
 */
let t: TestApp;
let staff: TestUser;
const today = indiaToday(new Date());
const month = today.slice(0, 7);
const day = (d: number) => `${month}-${String(d).padStart(2, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { role: 'ADMIN', name: 'Store Staff' });
  const a = await creditCompany(t, staff, 'Zenith & Sons');
  const b = await creditCompany(t, staff, 'Arun <Tools>');
  // days 1, 2 and 3 of this month (the run is never before the 3rd: else this month only)
  const days = Number(today.slice(8, 10)) >= 3 ? [1, 2, 3] : [Number(today.slice(8, 10))];
  await creditInvoice(t, staff, a.admin, a.c.company_id, 1180, day(days[0]!));
  await creditInvoice(t, staff, b.admin, b.c.company_id, 2360, day(days.at(-1)!));
  await creditInvoice(t, staff, a.admin, a.c.company_id, 590, day(days.at(-1)!));
  const r = await call(t, staff, 'POST', `/admin/companies/${b.c.company_id}/receipts`, {
    amount: 1000,
    tds_amount: 10,
    received_on: day(days[1] ?? days[0]!),
    reference: 'NEFT 1',
  });
  expect(r.statusCode, r.body).toBe(201);
});
afterAll(async () => {
  await t.close();
});

async function read(stream: Readable) {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(String(chunk));
  return chunks;
}

describe('the Tally file, a day at a time', () => {
  it('is the bytes of the whole month built at once, in a chunk a day with vouchers', async () => {
    const { start, end } = indiaMonthRange(month);
    const next = new Date(end.getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);
    const data = {
      invoices: await loadInvoices(t.ctx.db, start, end),
      creditNotes: await loadCreditNotes(t.ctx.db, start, end),
      receipts: await loadReceipts(t.ctx.db, `${month}-01`, next),
    };
    const ledgers = tallyLedgersOf(t.ctx.config);
    const days = new Set(tallyVouchers(data, ledgers).map((v) => v.date));
    for (const masters of [true, false]) {
      const whole = tallyXml(
        tallyVouchers(data, ledgers),
        masters ? tallyParties(data, ledgers) : null,
      );
      const file = await tallyFileForMonth(t.ctx.db, month, masters, t.ctx);
      expect(file).toBeInstanceOf(Readable);
      const chunks = await read(file);
      expect(chunks.join('')).toBe(whole);
      expect(chunks.length).toBe(days.size + 2); // the head (and masters), each day, the tail
    }
    const res = await call(t, staff, 'GET', `/admin/reports/tally.xml?month=${month}&masters=true`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(tallyXml(tallyVouchers(data, ledgers), tallyParties(data, ledgers)));
  });
});
