import { StrictMode } from 'react';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import type { Query, QueryClient } from '@tanstack/react-query';
import { Providers } from './app/providers';
import { routes, type RouteHandle } from './app/router';
import { ApiError, setServerFetch } from './lib/api-client';
import { seedQueryCache, type FirstScreenEntry } from './lib/first-screen';
import { createQueryClient } from './lib/query-client';
import { ServerPageContext, type ServerPage } from './lib/server-page';

/**
 * Server rendering of the storefront screens (docs/decisions/140, 260). Built by
 * `vite build --ssr src/entry-server.tsx` into apps/web/dist-ssr; the server imports it at
 * run time. The server renders as a guest, from the query cache it filled with the same
 * catalogue answers the API gives (the entries it also puts in the first-screen data block,
 * so the client's first render, from that block, matches this one). A screen that asks for
 * more than the server gave gets it from the API in-process (`setApiFetch`) and is rendered
 * again, so every storefront route, a new one too, comes rendered with its data.
 */

const handler = createStaticHandler(routes);

/** At most this many renders a page: the first, and one per wave of calls it asked for. */
const RENDER_PASSES = 4;

export interface ServerRender {
  /** The HTML of the app, to go inside `<div id="root">`. */
  html: string;
  /** 200, or 404 for Page Not Found (an unknown path, product, category or maker). */
  status: number;
  /** what the screen said about itself (title, description), for the page's head */
  page: { title?: string; description?: string; noindex: boolean };
  /** every answer the render read, as the client's first render must read them */
  entries: FirstScreenEntry[];
}

/** How the API is reached from the server: a GET as a guest, answered in-process. */
export type ApiFetch = (url: string) => Promise<{ status: number; body: string }>;

/** Whether the server gave a way to the API; without one a screen renders from what it is given. */
let apiGiven = false;

/** Given once by the server at start: the renderer's calls go to the API in-process. */
export function setApiFetch(get: ApiFetch) {
  apiGiven = true;
  setServerFetch((async (input: RequestInfo | URL, init?: RequestInit) => {
    if ((init?.method ?? 'GET') !== 'GET') throw new Error('server render: GET only');
    const answer = await get(String(input));
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch);
}

/** The flags of the routes `url` matches (client-only, noindex). */
export function routeFlags(url: string): RouteHandle {
  const matches = matchRoutes(routes, new URL(url, 'http://localhost').pathname) ?? [];
  const flags: RouteHandle = {};
  for (const m of matches) Object.assign(flags, m.route.handle as RouteHandle | undefined);
  return flags;
}

/**
 * Every route of the router as a path pattern (`/product/:slug`, `*`) with its flags: what the
 * server renders, for the test that every storefront route comes rendered.
 */
export function routePatterns(): { path: string; client: boolean; noindex: boolean }[] {
  const out: { path: string; client: boolean; noindex: boolean }[] = [];
  const walk = (list: typeof routes, base: string, inherited: RouteHandle) => {
    for (const r of list) {
      const flags = { ...inherited, ...(r.handle as RouteHandle | undefined) };
      const path = r.path ? (base.endsWith('/') ? base : `${base}/`) + r.path : base;
      if (r.children) walk(r.children, path, flags);
      else out.push({ path: path || '/', client: !!flags.client, noindex: !!flags.noindex });
    }
  };
  walk(routes, '', {});
  return out;
}

/** Queries a render asked for and the cache does not hold yet (enabled, never fetched). */
function asked(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .findAll()
    .filter((q) => {
      if (q.state.status !== 'pending' || q.state.fetchStatus !== 'idle') return false;
      const enabled = (q.options as { enabled?: unknown }).enabled;
      return typeof enabled === 'function'
        ? (enabled as (q: Query) => boolean)(q) !== false
        : enabled !== false;
    });
}

/** The cache as the client must seed it: answers, and refusals (404) as errors. */
function entriesOf(client: QueryClient): FirstScreenEntry[] {
  const out: FirstScreenEntry[] = [];
  for (const q of client.getQueryCache().findAll()) {
    if (q.state.status === 'success') out.push([q.queryKey, q.state.data]);
    else if (q.state.status === 'error' && q.state.error instanceof ApiError) {
      const e = q.state.error;
      out.push([q.queryKey, null, { status: e.status, message: e.message, code: e.code }]);
    }
  }
  return out;
}

/**
 * Renders `url` (path and query string). Resolves to null when the route is rendered in the
 * browser only (a signed-in customer's) or the router answers with a redirect; rejects when
 * rendering fails or a call the screen needs fails (other than a 4xx refusal).
 */
export async function render(
  url: string,
  entries: FirstScreenEntry[],
  signal?: AbortSignal,
): Promise<ServerRender | null> {
  const flags = routeFlags(url);
  if (flags.client) return null;
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false, retryOnMount: false },
  });
  seedQueryCache(queryClient, entries);
  try {
    const request = new Request(new URL(url, 'http://localhost'), { signal });
    const context = await handler.query(request);
    if (context instanceof Response) return null;
    for (let pass = 1; ; pass++) {
      const page: ServerPage = { status: context.statusCode };
      const router = createStaticRouter(handler.dataRoutes, context);
      const html = await renderAll(
        <StrictMode>
          <ServerPageContext.Provider value={(facts) => Object.assign(page, facts)}>
            <Providers client={queryClient}>
              {/* hydrate={false}: no inline script (CSP script-src 'self'); no loaders to hand over */}
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </Providers>
          </ServerPageContext.Provider>
        </StrictMode>,
        signal,
      );
      const more = apiGiven ? asked(queryClient) : [];
      if (more.length === 0 || pass === RENDER_PASSES) {
        const answers = entriesOf(queryClient);
        const failed = queryClient
          .getQueryCache()
          .findAll()
          .find(
            (q) =>
              q.state.status === 'error' &&
              !(q.state.error instanceof ApiError && q.state.error.status < 500),
          );
        if (failed) throw failed.state.error;
        return {
          html,
          status: page.status,
          page: { title: page.title, description: page.description, noindex: !!flags.noindex },
          entries: answers,
        };
      }
      await Promise.all(more.map((q) => q.fetch().catch(() => undefined)));
    }
  } finally {
    // no query timers outlive the request
    queryClient.clear();
  }
}

/** The whole tree, lazy parts included, as one string (the page is small; no streaming). */
function renderAll(node: React.ReactNode, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    let failed: unknown = null;
    const sink = new Writable({
      write(chunk: Buffer | string, _enc, done) {
        html += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
        done();
      },
      final(done) {
        if (failed) reject(failed instanceof Error ? failed : new Error(String(failed)));
        else resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(node, {
      // every boundary inline, whatever its size: no "reveal" scripts (CSP script-src 'self')
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError(err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      },
      onError(err) {
        // an error inside a boundary: the client would render that part; send the client render
        failed ??= err;
      },
    });
    signal?.addEventListener('abort', () => stream.abort(signal.reason));
  });
}
