/**
 * Test helpers for the orders and checkout screens: a memory router with the query client and
 * toasts. The API is the shared handlers of src/test/server.ts (the real api-client runs);
 * the session and the sample orders are in src/test/fixtures.
 */
export { renderRoutes, testQueryClient, toastTexts } from '../../test/render-routes';
export { fakeJwt, signIn, signOut, USER } from '../../test/fixtures/accounts';
export { makeItem, makeOrder, page, paymentFieldsOf } from '../../test/fixtures/orders';
