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
      GRIEVANCE_OFFICER_EMAIL: 'grievance@peenyatools.example',
      CUSTOMER_CARE_PHONE: '08023456789',
    });
  });
  afterAll(() => t?.close());

  it('serves the seller, customer care and grievance officer from configuration; the officer’s e-mail is the only one', async () => {
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
          email: 'grievance@peenyatools.example',
        },
        acknowledgement_hours: 48,
        redress_days: 30,
      },
    });
    // The shop's contact address is never shown (decisions.md › Company details): the only
    // e-mail address is the Grievance Officer's (docs/decisions/183).
    expect(res.body.match(/[^\s"]+@[^\s"]+/g)).toEqual(['grievance@peenyatools.example']);
  });
});
