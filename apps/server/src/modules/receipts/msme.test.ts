import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECEIPT_MESSAGES } from '@store/contract';
import { createTestApp, json, type TestApp } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/fixtures';
import { renderTaxInvoicePdf } from '../invoices/invoice-documents';
import { call, creditCompany, creditInvoice, pdfText } from './receipts.test-support';

// MSME_UDYAM_NUMBER (decisions.md › §24): invoices to companies print it and the 45-day rule;
// credit terms above 45 days are 400 naming credit_days.
const UDYAM = 'UDYAM-KR-03-0012345';
let t: TestApp;
let plain: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp({ MSME_UDYAM_NUMBER: UDYAM });
  plain = await createTestApp();
  staff = await createUser(t, { role: 'ADMIN', name: 'Store Staff' });
}, 60_000);
afterAll(async () => {
  await t.close();
  await plain.close();
});

describe('an MSME supplier (§24)', () => {
  it('refuses credit terms above 45 days, naming credit_days; 45 is fine', async () => {
    const { c } = await creditCompany(t, staff);
    const r = await call(t, staff, 'PATCH', `/admin/companies/${c.company_id}`, {
      credit_days: 60,
    });
    expect(r.statusCode).toBe(400);
    expect(json<{ errors: { field: string }[] }>(r).errors.map((e) => e.field)).toEqual([
      'credit_days',
    ]);
    expect(r.body).toContain(RECEIPT_MESSAGES.msmeCreditDays);
    const ok = await call(t, staff, 'PATCH', `/admin/companies/${c.company_id}`, {
      credit_days: 45,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json<{ data: { credit_days: number } }>(ok).data.credit_days).toBe(45);
  });

  it("prints the Udyam number and the 45-day rule on a company's tax invoice", async () => {
    const { c, admin } = await creditCompany(t, staff);
    const inv = await creditInvoice(t, staff, admin, c.company_id, 500);
    const text = await pdfText(await renderTaxInvoicePdf(t.ctx.db, inv.orderId, t.ctx));
    expect(text).toContain(UDYAM);
    expect(text).toContain('Payable within 45 days (MSMED Act, 2006, s. 15)');
  });

  it('without the setting: 60 days is allowed and nothing is printed', async () => {
    const plainStaff = await createUser(plain, { role: 'ADMIN', name: 'Store Staff' });
    const { c, admin } = await creditCompany(plain, plainStaff);
    const r = await call(plain, plainStaff, 'PATCH', `/admin/companies/${c.company_id}`, {
      credit_days: 60,
    });
    expect(r.statusCode).toBe(200);
    const inv = await creditInvoice(plain, plainStaff, admin, c.company_id, 500);
    const text = await pdfText(await renderTaxInvoicePdf(plain.ctx.db, inv.orderId, plain.ctx));
    expect(text).not.toContain('MSMED Act');
  });
});
