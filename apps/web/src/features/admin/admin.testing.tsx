/**
 * Test helpers for the staff screens: a memory router with the query client and the toaster.
 * The API is the shared handlers of src/test/server.ts (the real api-client runs).
 */
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';

/** Renders `element` at `path` (a route pattern) in a memory router at `url`. */
export function renderAt(path: string, url: string, element: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path, element }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, client };
}

export const toastTexts = () =>
  Array.from(document.querySelectorAll('[data-sonner-toast]')).map((t) =>
    (t.querySelector('[data-title]')?.textContent ?? t.textContent ?? '').trim(),
  );

export { signInAs } from '../../test/fixtures/accounts';
export { makeAdminOrder } from '../../test/fixtures/orders';
