/**
 * Test helpers for the quote screens: a memory router with a query client and the toaster.
 * The API is the shared fake of src/test/server.ts (handlers/quotes.ts answers the quote routes).
 */
import type { RouteObject } from 'react-router';
import { renderRoutes } from '../../test/render-routes';

export function renderQuoteRoutes(routes: RouteObject[], initialEntries: string[]) {
  return renderRoutes(routes, { initialEntries });
}

export { toastTexts } from '../../test/render-routes';
export { makeQuote, makeQuoteLine, makeQuotedQuote } from '../../test/handlers/quotes';
export { page } from '../../test/fixtures/orders';
export { signIn, signInAs, signOut } from '../../test/fixtures/accounts';
