import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.ctx.database.close().catch(() => undefined);
});

describe('graceful shutdown', () => {
  it('lets a request in flight finish while refusing new connections', async () => {
    // A listening server with a real socket; the health check is in flight when close() starts.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    const url = `http://127.0.0.1:${address.port}/api/health`;
    // Wait for the server to have the request, not for a clock: Node emits 'request' after
    // Fastify's own listener has routed it (synchronously), so close() starts with it in flight.
    const arrived = new Promise<void>((resolve) => t.app.server.once('request', () => resolve()));
    const inFlight = fetch(url);
    await arrived;
    const closing = t.app.close();
    const res = await inFlight;
    expect(res.status).toBe(200);
    await closing;
    await expect(fetch(url)).rejects.toThrow();
  });
});
