/**
 * Test helpers for the orders and checkout screens: a memory router with the query client and
 * toasts. The API is the shared handlers of src/test/server.ts (the real api-client runs);
 * the session and the sample orders are in src/test/fixtures.
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

export { fakeJwt, signIn, signOut, USER } from '../../test/fixtures/accounts';
export { makeItem, makeOrder, page, paymentFieldsOf } from '../../test/fixtures/orders';
