import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('system', () => {
  it('answers health with the database checked', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ status: 'ok', db: 'ok' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers an unknown /api path with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toMatchObject({ success: false, code: 'not_found', data: null });
  });

  it('answers malformed JSON with a 400 envelope and no stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone": ',
    });
    expect(res.statusCode).toBe(400);
    const body = json(res);
    expect(body).toMatchObject({
      success: false,
      code: 'invalid_data',
      message: 'The request body is not valid JSON',
    });
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('answers a wrong type with a 400 envelope naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: 9876543210, password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    const body = json<{ errors: { field: string }[] }>(res);
    expect(body.errors[0]?.field).toBe('phone');
  });

  it('sends security headers with a strict script policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the same security headers on unknown paths and errors, and lets a route set its own', async () => {
    for (const url of ['/api/no-such-route', '/api/products/no-such-product']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    expect(String(docs.headers['content-security-policy'])).not.toBe(
      String(
        (await t.app.inject({ method: 'GET', url: '/api/health' })).headers[
          'content-security-policy'
        ],
      ),
    );
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(json<{ paths: Record<string, unknown> }>(res).paths).toHaveProperty('/api/health');
  });

  it('serves company details without an e-mail address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/company' });
    expect(res.statusCode).toBe(200);
    // The UPI id (name@bank) is a payment address, not an e-mail address (decisions.md › Paying for an order).
    expect(res.body).not.toMatch(/@[A-Za-z0-9-]+\.[A-Za-z]{2,}/);
    expect(res.body.replace(/"upi_id":"[^"]*"/, '')).not.toMatch(/@/);
    expect(json<{ data: { whatsapp_url: string } }>(res).data.whatsapp_url).toMatch(
      /^https:\/\/wa\.me\/91\d{10}/,
    );
  });
});
