/**
 * Test helpers for the quote screens: a memory router with a query client and the toaster.
 * The API is the shared fake of src/test/server.ts (handlers/quotes.ts answers the quote routes).
 */
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Toaster } from 'sonner';

export function renderQuoteRoutes(routes: RouteObject[], initialEntries: string[]) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
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

export { makeQuote, makeQuoteLine, makeQuotedQuote } from '../../test/handlers/quotes';
export { page } from '../../test/fixtures/orders';
export { signIn, signInAs, signOut } from '../../test/fixtures/accounts';
