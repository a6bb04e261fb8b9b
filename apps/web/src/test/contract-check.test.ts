import { afterEach, describe, expect, it, vi } from 'vitest';
import { api as client } from '../lib/api-client';
import { takeContractMismatches } from './contract-check';
import { CONTRACT_ROUTES, contractRouteOf } from './contract-routes';
import { HttpHandler } from 'msw';
import { api, fail, http, ok, on, server } from './server';
import { productDetail } from './fixtures/catalogue';
import { makeOrder } from './fixtures/orders';

const order = makeOrder();

// These tests make the check fail on purpose, then take the mismatches so setup.ts's
// afterEach does not fail them; whatever is left over still fails.
afterEach(() => {
  expect(takeContractMismatches()).toEqual([]);
});

describe("the api-client's contract check in tests", () => {
  it('passes an answer of the right shape', async () => {
    const product = await client.get('/products/bosch-gsb-600');
    expect(product.data).toMatchObject({ slug: 'bosch-gsb-600' });
    expect(takeContractMismatches()).toEqual([]);
  });

  it('fails on a handler answering a wrong shape, naming the route and the field', async () => {
    server.use(
      http.get(api('/products/:slug'), () =>
        ok({ ...productDetail(), price: 'two thousand', images: undefined }),
      ),
    );
    await client.get('/products/bosch-gsb-600'); // the screen would still get it ...
    const [mismatch, ...more] = takeContractMismatches(); // ... but the test fails
    expect(more).toEqual([]);
    expect(mismatch?.route).toBe('GET /products/bosch-gsb-600');
    expect(mismatch?.problem).toMatch(/^answer data\.price: /);
    expect(mismatch?.problem).toMatch(/data\.images/);
  });

  it('fails on a malformed error envelope, and on a route the contract does not have', async () => {
    server.use(
      http.get(api('/legal'), () => Response.json({ message: 'nope' }, { status: 500 })),
      http.get(api('/no-such-route'), () => ok(null)),
    );
    await expect(client.get('/legal')).rejects.toThrow();
    await client.get('/no-such-route');
    expect(takeContractMismatches()).toEqual([
      { route: 'GET /legal', problem: expect.stringMatching(/^error 500 /) as string },
      {
        route: 'GET /no-such-route',
        problem: 'no contract schema for this route (test/contract-routes.ts)',
      },
    ]);
  });

  it('passes a well-formed error', async () => {
    server.use(http.get(api('/legal'), () => fail(404, 'Not found')));
    await expect(client.get('/legal')).rejects.toThrow('Not found');
  });

  it("parses a shared handler's fixture before answering: drift is refused at the source", async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(on('GET', '/legal', () => ({ trade_name: 'Only a name' })));
    // the handler throws; MSW answers 500 with its own body and reports the error
    await expect(client.get('/legal')).rejects.toThrow();
    expect(String(reported.mock.calls[0]?.[0])).toMatch(
      /fixture off the contract for GET \/legal: data\.legal_name: /,
    );
    reported.mockRestore();
    const [mismatch] = takeContractMismatches();
    expect(mismatch?.route).toBe('GET /legal');
  });

  it('has a shared handler for every contract route, each answering within the contract', async () => {
    const handled = server
      .listHandlers()
      .filter((h) => h instanceof HttpHandler)
      .map((h) => h.info)
      .map((info) => `${String(info.method)} ${String(info.path).replace('*/api', '')}`);
    expect(
      handled.filter((h) => !CONTRACT_ROUTES.some((r) => `${r.method} ${r.path}` === h)),
    ).toEqual([]);
    expect(
      CONTRACT_ROUTES.map((r) => `${r.method} ${r.path}`).filter((r) => !handled.includes(r)),
    ).toEqual([]);
    // Each default answer goes through the api-client and its contract check.
    const sample: Record<string, string> = {
      cartType: 'CART',
      pincode: '560058',
      sku: 'GSB-600',
      slug: 'bosch-gsb-600',
    };
    for (const r of CONTRACT_ROUTES) {
      const path = r.path
        .replace(/^\/categories\/:idOrSlug/, '/categories/category-1')
        .replace(/^\/manufacturers\/:idOrSlug/, '/manufacturers/maker-1')
        .replace(/:(\w+)/g, (_m, name: string) => sample[name] ?? order.order_id);
      const verb = r.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
      const answer =
        verb === 'get' || verb === 'delete'
          ? await client[verb](path)
          : await client[verb](path, {});
      expect(answer.success, `${r.method} ${path}`).toBe(true);
    }
  });

  it('knows every route once, fixed segments before parameters', () => {
    const keys = CONTRACT_ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(contractRouteOf('GET', '/products/search')?.path).toBe('/products/search');
    expect(contractRouteOf('GET', '/products/sku/GSB-600')?.path).toBe('/products/sku/:sku');
    expect(contractRouteOf('get', '/categories/drills/manufacturers')?.path).toBe(
      '/categories/:idOrSlug/manufacturers',
    );
    expect(contractRouteOf('GET', '/orders/my-orders')?.path).toBe('/orders/my-orders');
  });
});
