import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/helpers';

describe('GET /api/legal', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      COMPANY_LEGAL_NAME: 'Peenya Tools LLP',
      GRIEVANCE_OFFICER_NAME: 'Kavya Iyer',
      GRIEVANCE_OFFICER_DESIGNATION: 'Grievance Officer',
      GRIEVANCE_OFFICER_PHONE: '9880012345',
      CUSTOMER_CARE_PHONE: '08023456789',
    });
  });
  afterAll(() => t?.close());

  it('serves the seller, customer care and grievance officer from configuration, with no e-mail', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/legal' });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body).toMatchObject({
      success: true,
      data: {
        legal_name: 'Peenya Tools LLP',
        trade_name: 'Bangalore Tool Works',
        gstin: t.ctx.config.COMPANY_GSTIN,
        customer_care: { phone: '08023456789' },
        grievance_officer: {
          name: 'Kavya Iyer',
          designation: 'Grievance Officer',
          phone: '9880012345',
        },
        acknowledgement_hours: 48,
        redress_days: 30,
      },
    });
    // The site never shows an e-mail address (decisions.md › Company details).
    expect(res.body).not.toMatch(/@/);
  });
});
