/**
 * The one fake API of the web tests: MSW's request interception with the shared handlers of
 * ./handlers (every contract route answered from small typed fixtures). A test changes one
 * answer with `server.use(on('GET', '/path', () => data))` or `server.use(http.get(api('/path'),
 * () => fail(500, '...')))`; setup.ts resets them after each test. A request no handler
 * answers fails the test (`onUnhandledRequest: 'error'`, set in setup.ts).
 */
import { setupServer } from 'msw/node';
import { onTestFinished } from 'vitest';
import { accountHandlers } from './handlers/accounts';
import { adminHandlers } from './handlers/admin';
import { cartHandlers } from './handlers/cart';
import { catalogueHandlers } from './handlers/catalogue';
import { orderHandlers } from './handlers/orders';
import { returnHandlers } from './handlers/returns';
import { siteHandlers } from './handlers/site';
import { companyHandlers } from './handlers/companies';
import { quoteHandlers } from './handlers/quotes';
import { listHandlers } from './handlers/lists';

export { http, HttpResponse } from 'msw';
export { answer, api, fail, gate, offline, ok, on } from './answers';

export const server = setupServer(
  ...catalogueHandlers,
  ...cartHandlers,
  ...accountHandlers,
  ...orderHandlers,
  ...returnHandlers,
  ...siteHandlers,
  ...adminHandlers,
  ...companyHandlers,
  ...quoteHandlers,
  ...listHandlers,
);

/** One request the page made, for assertions on what was sent. */
export interface RecordedRequest {
  method: string;
  /** The path under /api, without the query. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** The JSON body (undefined when none), read from a clone when the request started. */
  body: Promise<unknown>;
}

/** A recorded request as `METHOD /api/path`, for finding one among them. */
export const requestKey = (r: RecordedRequest) => `${r.method} /api${r.path}`;

/** Records the requests of this test (MSW's `request:start` event) until it finishes. */
export function recordRequests(): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const copy = request.clone();
    requests.push({
      method: request.method,
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      headers: request.headers,
      body: copy.text().then((text) => (text ? (JSON.parse(text) as unknown) : undefined)),
    });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return requests;
}
