import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { QueryClient } from '@tanstack/react-query';
import { Providers } from './providers';
import { routes } from './router';

/**
 * Starts the app in `el`. When the server rendered the screen (`data-ssr`, docs/decisions/140)
 * the lazy routes it matched are resolved first (their chunks came modulepreloaded with the
 * page), then the HTML is hydrated inside a transition (time-sliced: no long task). The query
 * cache must already hold the page's first-screen answers, so the first render matches the
 * server's. Otherwise the app renders on the client as before.
 */
export async function startApp(
  el: HTMLElement,
  queryClient: QueryClient,
  options: Pick<RootOptions, 'onRecoverableError'> = {},
): Promise<void> {
  const app = (router: ReturnType<typeof createBrowserRouter>) => (
    <StrictMode>
      <Providers client={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  if (!el.hasAttribute('data-ssr')) {
    createRoot(el, options).render(app(createBrowserRouter(routes)));
    return;
  }
  const lazy = (matchRoutes(routes, window.location) ?? []).filter((m) => m.route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Record<string, unknown>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
  // no loaders: nothing to hand over but "already loaded", so the router does not show its fallback
  const router = createBrowserRouter(routes, {
    hydrationData: { loaderData: {}, actionData: null, errors: null },
  });
  startTransition(() => {
    hydrateRoot(el, app(router), options);
  });
}
