import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { registerAuth } from '../../plugins/auth';
import { registerErrorHandler } from '../../plugins/error-handler';
import { registerRateLimits } from '../../plugins/rate-limit';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers';
import { createUser, uniquePhone, type TestUser } from '../../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMITS_ENABLED: 'true',
    RATE_LIMIT_SEARCH_PER_MIN: 5,
    RATE_LIMIT_REGISTER_PER_HOUR: 3,
    RATE_LIMIT_PINCODE_PER_MIN: 2,
    RATE_LIMIT_PAYMENT_REFERENCE_PER_HOUR: 2,
  });
});
afterAll(async () => {
  await t.close();
});

const search = (ip: string, app = t.app) =>
  app.inject({ method: 'GET', url: '/api/products/search?q=drill', remoteAddress: ip });
const register = (ip: string, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: ip,
    payload: { name: 'Asha', phone: uniquePhone(), password: 'a-long-unusual-password' },
  });

describe('rate limits', () => {
  it('search: the request over the limit is 429 with Retry-After and a readable message', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < 5; i++) expect((await search(ip)).statusCode, `search ${i}`).toBe(200);
    const refused = await search(ip);
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toMatchObject({ success: false, code: 'rate_limited', data: null });
    expect(json(refused).message).toMatch(
      /^Too many searches in a short time\. Please wait \d+ (seconds?|minutes?) and try again\.$/,
    );
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(120);
    // another client is not affected
    expect((await search('198.51.100.21')).statusCode).toBe(200);
  });

  it('browsing is not searching: listings without q are never counted (issue 23)', async () => {
    const ip = '198.51.100.40';
    for (let i = 0; i < 12; i++) {
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/products/search?index=${i % 3}&sort=newest`,
        remoteAddress: ip,
      });
      expect(page.statusCode, `listing ${i}`).toBe(200);
      const blank = await t.app.inject({
        method: 'GET',
        url: '/api/products/search?q=%20%20',
        remoteAddress: ip,
      });
      expect(blank.statusCode, `blank q ${i}`).toBe(200);
    }
    // the searches of that address still have their whole allowance
    for (let i = 0; i < 5; i++) expect((await search(ip)).statusCode, `search ${i}`).toBe(200);
    expect((await search(ip)).statusCode).toBe(429);
  });

  it('the window slides: once the counted hits are old enough, searching works again', async () => {
    const ip = '198.51.100.22';
    for (let i = 0; i < 5; i++) await search(ip);
    expect((await search(ip)).statusCode).toBe(429);
    // Move the counter two windows back instead of waiting for the clock.
    await t.ctx.db.execute(
      sql`update rate_limit_counters set window_start = window_start - interval '2 minutes' where key = ${`search:${ip}`}`,
    );
    expect((await search(ip)).statusCode).toBe(200);
  });

  it('registration: 3 an hour per address, shared by every server process', async () => {
    // A second app on the same database stands for a second server process.
    const second = await buildApp(t.ctx, { logger: false, webDir: '/nonexistent' });
    await second.ready();
    try {
      const ip = '198.51.100.30';
      expect((await register(ip)).statusCode).toBe(201);
      expect((await register(ip, second)).statusCode).toBe(201);
      expect((await register(ip)).statusCode).toBe(201);
      const refused = await register(ip, second);
      expect(refused.statusCode).toBe(429);
      expect(json(refused).message).toMatch(
        /^Too many accounts were registered from this address\. Please try again in \d+ minutes?\.$/,
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await register('198.51.100.31', second)).statusCode).toBe(201);
    } finally {
      await second.close();
    }
  });

  it('normal browsing is never limited', async () => {
    for (let i = 0; i < 150; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/categories/active',
        remoteAddress: '198.51.100.40',
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('a route added later under a limited path is limited when registered (pincode lookups)', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    registerAuth(app, t.ctx);
    registerRateLimits(app, t.ctx);
    app.get('/api/pincodes/:pincode', async () => ({ success: true, message: 'OK', data: null }));
    app.post('/api/orders/:id/payment-reference', { preHandler: app.authenticate }, async () => ({
      success: true,
      message: 'OK',
      data: null,
    }));
    app.get('/api/other/:x', { config: { rateLimit: 'pincode' } }, async () => ({ ok: true }));
    await app.ready();
    try {
      const lookup = (url: string) =>
        app.inject({ method: 'GET', url, remoteAddress: '198.51.100.50' });
      expect((await lookup('/api/pincodes/560001')).statusCode).toBe(200);
      expect((await lookup('/api/pincodes/560002')).statusCode).toBe(200);
      const refused = await lookup('/api/pincodes/560003');
      expect(refused.statusCode).toBe(429);
      expect(json(refused).message).toMatch(/^Too many pincode lookups\./);
      // payment references count per signed-in user, not per address
      const [asha, ravi] = [await createUser(t), await createUser(t)];
      const submit = (who: TestUser) =>
        app.inject({
          method: 'POST',
          url: '/api/orders/00000000-0000-4000-8000-000000000001/payment-reference',
          headers: bearer(who.accessToken),
          remoteAddress: '198.51.100.52',
        });
      expect((await submit(asha)).statusCode).toBe(200);
      expect((await submit(asha)).statusCode).toBe(200);
      const tooMany = await submit(asha);
      expect(tooMany.statusCode).toBe(429);
      expect(json(tooMany).message).toMatch(/^Too many payment references were submitted\./);
      expect((await submit(ravi)).statusCode).toBe(200);
      // config.rateLimit on a route of its own
      const other = (ip: string) =>
        app.inject({ method: 'GET', url: '/api/other/1', remoteAddress: ip });
      expect((await other('198.51.100.51')).statusCode).toBe(200);
      expect((await other('198.51.100.51')).statusCode).toBe(200);
      expect((await other('198.51.100.51')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});
