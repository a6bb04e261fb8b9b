import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/fixtures';
import { indiaToday } from '../../lib/india-time';
import { parseXml, vouchersOf } from '../reports/tally.test-support';
import { call, creditCompany, creditInvoice } from './receipts.test-support';

// GET /admin/reports/tally.xml (decisions.md › §25) on the database: this month's invoice to a
// company whose name needs escaping, and its receipt with TDS, parsed back.
let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { role: 'ADMIN', name: 'Store Staff' });
});
afterAll(async () => {
  await t.close();
});

describe('the Tally file (§25)', () => {
  it("holds the month's sales and receipts, each adding up to zero, names escaped; staff only", async () => {
    const { c, admin } = await creditCompany(t, staff, 'R&D <Tools> "Peenya" LLP');
    const inv = await creditInvoice(t, staff, admin, c.company_id, 1180);
    const r = await call(t, staff, 'POST', `/admin/companies/${c.company_id}/receipts`, {
      amount: 1160,
      tds_amount: 20,
      received_on: indiaToday(new Date()),
      reference: 'UTR & co',
    });
    expect(r.statusCode, r.body).toBe(201);

    const month = indiaToday(new Date()).slice(0, 7);
    const res = await call(t, staff, 'GET', `/admin/reports/tally.xml?month=${month}&masters=true`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="tally-${month}.xml"`);
    expect(res.body).toContain('R&amp;D &lt;Tools&gt; &quot;Peenya&quot; LLP');
    const vouchers = vouchersOf(parseXml(res.body));
    for (const v of vouchers)
      expect(
        v.entries.reduce((n, e) => n + e.paise, 0),
        v.number,
      ).toBe(0);
    const sale = vouchers.find((v) => v.number === inv.number)!;
    expect(sale).toMatchObject({ type: 'Sales', party: 'R&D <Tools> "Peenya" LLP' });
    expect(sale.entries[0]).toMatchObject({ deemedPositive: 'Yes', paise: -118_000 });
    expect(sale.entries.map((e) => e.ledger)).toEqual(
      expect.arrayContaining(['Sales', 'Output CGST', 'Output SGST']),
    );
    const receipt = vouchers.find((v) => v.type === 'Receipt' && v.party === sale.party)!;
    expect(receipt.entries.map((e) => [e.ledger, e.paise])).toEqual([
      ['Bank', -116_000],
      ['TDS Receivable', -2_000],
      ['R&D <Tools> "Peenya" LLP', 118_000],
    ]);
    expect(res.body).toContain('<PARENT>Sundry Debtors</PARENT>');
    expect(res.body).toContain(`<PARTYGSTIN>${c.gstin}</PARTYGSTIN>`);

    // bad month, future month, a customer
    expect((await call(t, staff, 'GET', '/admin/reports/tally.xml?month=2026-13')).statusCode).toBe(
      400,
    );
    expect((await call(t, staff, 'GET', '/admin/reports/tally.xml?month=2099-01')).statusCode).toBe(
      400,
    );
    expect(
      (await call(t, admin, 'GET', `/admin/reports/tally.xml?month=${month}`)).statusCode,
    ).toBe(403);
    expect((await call(t, null, 'GET', `/admin/reports/tally.xml?month=${month}`)).statusCode).toBe(
      401,
    );
  });
});
