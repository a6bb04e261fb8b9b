/**
 * Test helpers of the catalogue screens (used by tests only): a router + query client around
 * a screen. Answers come from the shared handlers (src/test/server.ts), sample data from
 * src/test/fixtures/catalogue.ts.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router';

/** Shows where the router is, for assertions on navigation. */
export function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
}

export function renderRoutes(routes: RouteObject[], initialEntry: string, extra?: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <WhereOutlet />
            {extra}
          </>
        ),
        children: routes,
      },
    ],
    { initialEntries: [initialEntry] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client };
}

function WhereOutlet() {
  return (
    <>
      <Outlet />
      <Where />
    </>
  );
}

export {
  category,
  maker,
  pageOf,
  productDetail,
  productSummary,
} from '../../test/fixtures/catalogue';
