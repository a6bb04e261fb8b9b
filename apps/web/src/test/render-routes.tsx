/**
 * A screen under test: its routes in a memory router with a query client (no retries, kept
 * forever) and the toaster; the API is the shared fake of server.ts. Every feature's test
 * helpers render through it.
 */
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Toaster } from 'sonner';

export function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** Renders routes in a memory router, with a query client and the toaster. */
export function renderRoutes(
  routes: RouteObject[],
  {
    initialEntries = ['/'],
    client = testQueryClient(),
  }: {
    initialEntries?: Array<string | { pathname: string; search?: string; state?: unknown }>;
    client?: QueryClient;
  } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

/** The texts of the toasts now on screen. */
export const toastTexts = () =>
  Array.from(document.querySelectorAll('[data-sonner-toast]')).map((t) =>
    (t.querySelector('[data-title]')?.textContent ?? t.textContent ?? '').trim(),
  );
