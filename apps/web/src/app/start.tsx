import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { QueryClient } from '@tanstack/react-query';
import { holdLinksWhileHydrating } from './early-input';
import { Providers } from './providers';
import { routes } from './router';

/**
 * Starts the app in `el`. When the server rendered the screen (`data-ssr`, docs/decisions/140)
 * the lazy routes it matched are resolved first (page-init.js has imported their chunks, named
 * by the page's `<meta name="app-modules">`), then, in a task of its own, the HTML is hydrated
 * inside a transition (time-sliced: no long task). The query
 * cache must already hold the page's first-screen answers, so the first render matches the
 * server's. Once the screen has hydrated, the taps and typing made before are replayed (`early-input.ts`, from root-layout.tsx).
 * Otherwise the app renders on the client as before. Resolves to the React root (tests
 * unmount it).
 */
export async function startApp(
  el: HTMLElement,
  queryClient: QueryClient,
  options: Pick<RootOptions, 'onRecoverableError'> = {},
): Promise<Root> {
  const app = (router: ReturnType<typeof createBrowserRouter>) => (
    <StrictMode>
      <Providers client={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  if (!el.hasAttribute('data-ssr')) {
    const root = createRoot(el, options);
    root.render(app(createBrowserRouter(routes)));
    return root;
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
  await nextTask();
  holdLinksWhileHydrating();
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(el, app(router), options);
  });
  if (!root) throw new Error('startApp: hydrateRoot did not run');
  return root;
}

/** Resolves in a later task: what comes after it does not lengthen the current one. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
