import { StrictMode } from 'react';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { routes } from './app/router';
import { seedQueryCache, type FirstScreenEntry } from './lib/first-screen';
import { createQueryClient } from './lib/query-client';

/**
 * Server rendering of the storefront screens (docs/decisions/140). Built by
 * `vite build --ssr src/entry-server.tsx` into apps/web/dist-ssr; the server imports it at
 * run time. The server renders as a guest, from the query cache it filled with the same
 * catalogue answers the API gives (the entries it also puts in the first-screen data block,
 * so the client's first render, from that block, matches this one).
 */

const handler = createStaticHandler(routes);

export interface ServerRender {
  /** The HTML of the app, to go inside `<div id="root">`. */
  html: string;
  status: number;
}

/**
 * Renders `url` (path and query string). Resolves to null when the router answers with a
 * redirect (the client then renders it); rejects when rendering fails.
 */
export async function render(
  url: string,
  entries: FirstScreenEntry[],
  signal?: AbortSignal,
): Promise<ServerRender | null> {
  const queryClient = createQueryClient();
  seedQueryCache(queryClient, entries);
  try {
    const request = new Request(new URL(url, 'http://localhost'), { signal });
    const context = await handler.query(request);
    if (context instanceof Response) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = await renderAll(
      <StrictMode>
        <Providers client={queryClient}>
          {/* hydrate={false}: no inline script (CSP script-src 'self'); no loaders to hand over */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </StrictMode>,
      signal,
    );
    return { html, status: context.statusCode };
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
