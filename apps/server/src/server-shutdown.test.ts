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
    const inFlight = fetch(url);
    await new Promise((r) => setTimeout(r, 5));
    const closing = t.app.close();
    const res = await inFlight;
    expect(res.status).toBe(200);
    await closing;
    await expect(fetch(url)).rejects.toThrow();
  });
});
