/**
 * Test helpers of the catalogue screens (used by tests only): a router + query client around
 * a screen, JSON answers for a stubbed fetch, and sample catalogue data.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Category, Manufacturer, ProductDetail, ProductSummary } from '@store/contract';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router';

export const ok = (data: unknown) =>
  new Response(JSON.stringify({ success: true, message: 'OK', data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

export const fail = (status: number, message: string) =>
  new Response(
    JSON.stringify({
      success: false,
      message,
      code: status === 404 ? 'not_found' : 'internal',
      data: null,
    }),
    { status, headers: { 'content-type': 'application/json' } },
  );

export const pageOf = <T,>(content: T[]) => ({
  content,
  total_elements: content.length,
  total_pages: 1,
  index: 0,
  limit: 50,
  number_of_elements: content.length,
});

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

export const category = (n: number, over: Partial<Category> = {}): Category => ({
  category_id: `00000000-0000-4000-8000-00000000000${n}`,
  name: `Category ${n}`,
  slug: `category-${n}`,
  imageUrl: null,
  description: '',
  product_count: 10 * n,
  ...over,
});

export const maker = (n: number, over: Partial<Manufacturer> = {}): Manufacturer => ({
  manufacturer_id: `10000000-0000-4000-8000-00000000000${n}`,
  name: `Maker ${n}`,
  slug: `maker-${n}`,
  logo_info: null,
  description: '',
  category_names: ['Drills'],
  product_count: 5,
  ...over,
});

export const productSummary = (n: number, over: Partial<ProductSummary> = {}): ProductSummary => ({
  product_id: `20000000-0000-4000-8000-00000000000${n}`,
  name: `Product ${n}`,
  slug: `product-${n}`,
  sku: `SKU-${n}`,
  manufacturer_id: maker(1).manufacturer_id,
  manufacturer_name: 'Maker 1',
  category_names: ['Category 1'],
  thumbnail_url: null,
  price: 1000 + n,
  compare_at_price: null,
  in_stock: true,
  ...over,
});

export const productDetail = (over: Partial<ProductDetail> = {}): ProductDetail => ({
  ...productSummary(1),
  name: 'Bosch GSB 600 Impact Drill',
  slug: 'bosch-gsb-600',
  sku: 'GSB-600',
  price: 2950,
  compare_at_price: 3500,
  description: 'A 600 W impact drill for masonry and steel.',
  images: ['products/gsb-600-1.svg', 'products/gsb-600-2.svg'],
  specifications: [
    { name: 'Power', value: '600 W' },
    { name: 'Chuck', value: '13 mm' },
  ],
  stock_quantity: 7,
  gst_rate: 18,
  hsn_code: '8467',
  unit: 'piece',
  country_of_origin: 'India',
  warranty: '1 year',
  category_ids: [category(1).category_id],
  manufacturer_slug: 'maker-1',
  ...over,
});
