/**
 * Test helpers for the staff screens: a memory router with the query client and the toaster.
 * The API is the shared handlers of src/test/server.ts (the real api-client runs).
 */
import type { ReactNode } from 'react';
import { renderRoutes } from '../../test/render-routes';

/** Renders `element` at `path` (a route pattern) in a memory router at `url`. */
export function renderAt(path: string, url: string, element: ReactNode) {
  const { router, client } = renderRoutes([{ path, element }], { initialEntries: [url] });
  return { router, client };
}

export { toastTexts } from '../../test/render-routes';
export { signInAs } from '../../test/fixtures/accounts';
export { makeAdminOrder } from '../../test/fixtures/orders';
