import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { RequireAuth } from '../features/accounts/require-auth';
import { LoadingBlock } from '../components/ui/spinner';
import { RootLayout } from './layout/root-layout';
import { ErrorScreen } from './routes/error-screen';

/** Guarded routes (store-spec.md › Screens and routes route table): guests are sent to /login with the location kept. */
function Guarded() {
  return (
    <RequireAuth>
      <Outlet />
    </RequireAuth>
  );
}

/** The policy pages share one lazy module (decisions.md › Policies and legal pages). */
const legalPage =
  (name: 'TermsPage' | 'PrivacyPage' | 'ReturnsPage' | 'ShippingPage' | 'GrievancePage') =>
  async () => ({
    Component: (await import('./routes/legal'))[name],
  });

/**
 * What the server reads from a route's `handle` (docs/decisions/260): every other route is
 * rendered on the server as a guest; `client` routes (a signed-in customer's, the cart's) are
 * rendered in the browser; `noindex` pages tell search engines to keep out.
 */
export interface RouteHandle {
  client?: true;
  noindex?: true;
}
const signedIn: RouteHandle = { client: true, noindex: true };
const noindex: RouteHandle = { noindex: true };

/**
 * Every route of the store, in one place. Every screen loads on demand; the server names the
 * requested screen's chunk in index.html (modulepreload), so it arrives with the entry
 * (docs/decisions/131).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <LoadingBlock label="Loading..." />,
    children: [
      {
        errorElement: <ErrorScreen />,
        children: [
          { index: true, lazy: () => import('./routes/home') },
          { path: 'about', lazy: () => import('./routes/about') },
          { path: 'contact', lazy: () => import('./routes/contact') },
          { path: 'terms', lazy: legalPage('TermsPage') },
          { path: 'privacy', lazy: legalPage('PrivacyPage') },
          { path: 'returns', lazy: legalPage('ReturnsPage') },
          { path: 'shipping', lazy: legalPage('ShippingPage') },
          { path: 'grievance', lazy: legalPage('GrievancePage') },
          { path: 'manufacturers/:categoryId', lazy: () => import('./routes/category-makers') },
          { path: 'companies/:type', lazy: () => import('./routes/makers') },
          { path: 'products/:type/:makerId', lazy: () => import('./routes/products') },
          { path: 'product/sku/:sku', lazy: () => import('./routes/product-by-sku') },
          { path: 'product/:slug', lazy: () => import('./routes/product') },
          { path: 'category/:slug', lazy: () => import('./routes/category') },
          { path: 'search-results', lazy: () => import('./routes/search-results') },
          { path: 'login', handle: noindex, lazy: () => import('./routes/login') },
          { path: 'register', handle: noindex, lazy: () => import('./routes/register') },
          { path: 'checkout', handle: signedIn, lazy: () => import('./routes/checkout') },
          {
            path: 'order-confirmation/:orderId',
            handle: signedIn,
            lazy: () => import('./routes/order-confirmation'),
          },
          {
            element: <Guarded />,
            handle: signedIn,
            children: [
              { path: 'cart', lazy: () => import('./routes/cart') },
              { path: 'quick-order', lazy: () => import('./routes/quick-order') },
              { path: 'wishlist', lazy: () => import('./routes/wishlist') },
              { path: 'orders', lazy: () => import('./routes/orders') },
              { path: 'orders/:orderId', lazy: () => import('./routes/order-details') },
              { path: 'profile', lazy: () => import('./routes/profile') },
              { path: 'profile-settings', lazy: () => import('./routes/profile') },
              { path: 'account/company', lazy: () => import('./routes/account-company') },
              { path: 'account/quotes', lazy: () => import('./routes/account-quotes') },
              { path: 'account/lists', lazy: () => import('./routes/account-lists') },
              { path: 'account/lists/:listId', lazy: () => import('./routes/account-list') },
              { path: 'account/quotes/:quoteId', lazy: () => import('./routes/account-quote') },
              { path: 'admin/*', lazy: () => import('./routes/admin') },
            ],
          },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
