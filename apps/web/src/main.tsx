import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { createRouter, routes } from './app/router';
import { seedFirstScreen } from './lib/first-screen';
import { createQueryClient } from './lib/query-client';
import './index.css';

const queryClient = createQueryClient();
seedFirstScreen(queryClient);
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const app = (router: ReturnType<typeof createBrowserRouter>) => (
  <StrictMode>
    <Providers client={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);

/**
 * The server rendered this screen (docs/decisions/140): resolve the lazy routes it matched
 * (their chunks are modulepreloaded), then hydrate in a transition (time-sliced, so no long
 * task). Otherwise render on the client as before.
 */
async function start(el: HTMLElement) {
  if (!el.hasAttribute('data-ssr')) {
    createRoot(el).render(app(createRouter()));
    return;
  }
  const lazy = (matchRoutes(routes, window.location) ?? []).filter((m) => m.route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Record<string, unknown>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
  const router = createBrowserRouter(routes, {
    hydrationData: { loaderData: {}, actionData: null, errors: null },
  });
  startTransition(() => {
    hydrateRoot(el, app(router));
  });
}

void start(root);
