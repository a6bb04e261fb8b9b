/**
 * Test helpers for the staff screens: a signed-in session, a fake API behind `fetch` (the
 * real api-client runs) and a memory router with the query client and the toaster.
 */
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import type { AdminOrder, Role, UserMetadata } from '@store/contract';
import { storeLogin } from '../../lib/session';

const b64 = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const fakeJwt = (seconds: number) =>
  `${b64({ alg: 'HS256' })}.${b64({ sub: 'u1', sid: 's1', exp: Math.floor(Date.now() / 1000) + seconds })}.sig`;

export function signInAs(role: Role) {
  const user: UserMetadata = {
    user_id: '7d1f6a8e-0000-4000-8000-000000000009',
    name: role === 'ADMIN' ? 'Store Staff' : 'Asha Rao',
    phone: '9000000001',
    email: null,
    role,
  };
  storeLogin({
    access_token: fakeJwt(15 * 60),
    refresh_token: fakeJwt(30 * 24 * 3600),
    user_metadata: user,
  });
}

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
export interface FakeResponse {
  status?: number;
  body: unknown;
}
export const ok = (data: unknown, message = 'OK'): FakeResponse => ({
  body: { success: true, message, data },
});
export const fail = (
  status: number,
  message: string,
  code = 'conflict',
  errors?: { field: string; message: string }[],
): FakeResponse => ({
  status,
  body: { success: false, message, code, data: null, ...(errors ? { errors } : {}) },
});

/** Replaces fetch: each call goes to `handler` (unknown paths answer 404). */
export function fakeApi(handler: (req: FakeRequest) => FakeResponse | undefined) {
  const requests: FakeRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const req: FakeRequest = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace(/^\/api/, ''),
        query: url.searchParams,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      };
      requests.push(req);
      const res = handler(req) ?? fail(404, 'Not found', 'not_found');
      return new Response(JSON.stringify(res.body), {
        status: res.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return requests;
}

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

export function makeAdminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  const at = '2026-11-21T10:00:00.000Z';
  return {
    order_id: '3f2a9c1d-aaaa-4bbb-8ccc-000000000001',
    status: 'PLACED',
    created_at: at,
    status_updated_at: at,
    status_history: [{ status: 'PLACED', changed_at: at, remarks: null }],
    customer_name: 'Asha Rao',
    phone_number: '9876543210',
    street_address: '12, 4th Main, Peenya',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560058',
    full_address: '12, 4th Main, Peenya, Bengaluru, Karnataka - 560058',
    total_items: 2,
    total_amount: 9198,
    can_be_cancelled_by_user: true,
    admin_remarks: null,
    delivery: null,
    shipment: null,
    order_items: [
      {
        order_item_id: '00000000-0000-4000-8000-000000000001',
        product_id: '10000000-0000-4000-8000-000000000001',
        product_name: 'Angle Grinder 100 mm',
        product_slug: 'angle-grinder-100-mm',
        manufacturer_name: 'Bosch',
        product_sku: 'GWS-600',
        thumbnail_url: null,
        quantity: 2,
        unit_price: 4599,
        total_price: 9198,
        hsn_code: '8467',
        gst_rate: 18,
        taxable_value: 7794.92,
        unit: 'piece',
      },
    ],
    payment: {
      method: 'UPI',
      status: 'PENDING',
      amount_due: 9198,
      reference: null,
      paid_at: null,
      upi_uri: null,
      history: [],
    },
    tax: {
      place_of_supply: 'Karnataka (29)',
      supply_type: 'INTRA_STATE',
      taxable_value: 7794.92,
      cgst: 701.54,
      sgst: 701.54,
      igst: 0,
      total_tax: 1403.08,
    },
    invoice: null,
    gstin: null,
    billing_name: null,
    user_id: '7d1f6a8e-0000-4000-8000-000000000001',
    user_name: 'Asha Rao',
    user_phone: '9876543210',
    ...overrides,
  };
}
