/**
 * Test helpers for the orders and checkout screens: a signed-in session, a fake API behind
 * `fetch` (the real api-client runs), and a memory router with the query client and toasts.
 */
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import type { Order, OrderItem, UserMetadata } from '@store/contract';
import { clearSession, storeLogin } from '../../lib/session';

export const USER: UserMetadata = {
  user_id: '7d1f6a8e-0000-4000-8000-000000000001',
  name: 'Asha Rao',
  phone: '9845012345',
  email: null,
  role: 'USER',
};

const b64 = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** A token shaped like the server's (the browser only reads its exp claim). */
export const fakeJwt = (seconds: number) =>
  `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: USER.user_id, sid: 's1', exp: Math.floor(Date.now() / 1000) + seconds })}.sig`;

export function signIn(user: UserMetadata = USER) {
  storeLogin({
    access_token: fakeJwt(15 * 60),
    refresh_token: fakeJwt(30 * 24 * 3600),
    user_metadata: user,
  });
}

export function signOut() {
  clearSession();
}

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}
export interface FakeResponse {
  status?: number;
  body: unknown;
}
export type Handler = (
  req: FakeRequest,
) => FakeResponse | undefined | Promise<FakeResponse | undefined>;

export const ok = (data: unknown, message = 'OK'): FakeResponse => ({
  body: { success: true, message, data },
});
export const fail = (status: number, message: string, code = 'conflict'): FakeResponse => ({
  status,
  body: { success: false, message, code, data: null },
});

/** Replaces fetch: each call goes to `handler` (unknown paths answer 404). */
export function mockApi(handler: Handler) {
  const requests: FakeRequest[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const req: FakeRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(req);
    const signal = init?.signal;
    if (signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const res = (await handler(req)) ?? fail(404, 'Not found', 'not_found');
    if (signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    return new Response(JSON.stringify(res.body), {
      status: res.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return { fn, requests };
}

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

let seq = 0;
export function makeItem(overrides: Partial<OrderItem> = {}): OrderItem {
  seq += 1;
  return {
    order_item_id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    product_id: `10000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    product_name: `Angle Grinder ${seq}`,
    product_slug: `angle-grinder-${seq}`,
    manufacturer_name: 'Bosch',
    product_sku: `BOS-AG-${seq}`,
    thumbnail_url: null,
    quantity: 1,
    unit_price: 4599,
    total_price: 4599,
    hsn_code: '8467',
    gst_rate: 18,
    taxable_value: 3897.46,
    unit: 'piece',
    ...overrides,
  };
}

/** Payment and GST fields of a fresh UPI order (decisions.md §9 "Paying for an order", §10); tax left at zero. */
export function paymentFieldsOf(total: number) {
  return {
    payment: {
      method: 'UPI' as const,
      status: 'PENDING' as const,
      amount_due: total,
      reference: null,
      paid_at: null,
      upi_uri: `upi://pay?pa=shop%40okaxis&pn=Shop&am=${total.toFixed(2)}&cu=INR&tn=Order`,
      history: [],
    },
    tax: {
      place_of_supply: 'Karnataka (29)',
      supply_type: 'INTRA_STATE' as const,
      taxable_value: total,
      cgst: 0,
      sgst: 0,
      igst: 0,
      total_tax: 0,
    },
    invoice: null,
    gstin: null,
    billing_name: null,
  };
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  seq += 1;
  const items = overrides.order_items ?? [makeItem()];
  return {
    order_id: `3f2a9c1d-${String(seq).padStart(4, '0')}-4bbb-8ccc-000000000000`,
    status: 'PLACED',
    created_at: '2026-11-21T09:30:00.000Z',
    status_updated_at: '2026-11-21T09:30:00.000Z',
    status_history: [{ status: 'PLACED', changed_at: '2026-11-21T09:30:00.000Z', remarks: null }],
    customer_name: 'Asha Rao',
    phone_number: '9845012345',
    street_address: '14, 2nd Cross, Peenya Industrial Area',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560058',
    full_address: '14, 2nd Cross, Peenya Industrial Area, Bengaluru, Karnataka - 560058',
    total_items: items.reduce((n, i) => n + i.quantity, 0),
    total_amount: items.reduce((n, i) => n + i.total_price, 0),
    can_be_cancelled_by_user: true,
    admin_remarks: null,
    order_items: items,
    delivery: null,
    shipment: null,
    ...paymentFieldsOf(items.reduce((n, i) => n + i.total_price, 0)),
    ...overrides,
  };
}

export const page = <T,>(content: T[], index = 0, limit = 10, total = content.length) => ({
  content,
  total_elements: total,
  total_pages: Math.ceil(total / limit),
  index,
  limit,
  number_of_elements: content.length,
});
