import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { BRANCH_MESSAGES } from '@store/contract/branches';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, storeLogin } from '../../lib/session';
import { fail, on, recordRequests, requestKey, server } from '../../test/server';
import { CUSTOMER, loginResult } from '../../test/fixtures/accounts';
import { makeBranch, makeCompany } from '../../test/handlers/companies';
import { cartOf } from '../../test/handlers/cart';
import { listLine, makeList } from '../../test/handlers/lists';
import { Component as AccountCompany } from './account-company';
import { Component as AccountList } from './account-list';

beforeEach(() => storeLogin(loginResult(CUSTOMER)));
afterEach(() => clearSession());

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/account/company', element: <AccountCompany /> },
      { path: '/account/lists/:listId', element: <AccountList /> },
      { path: '/account/lists', element: <h1>My lists</h1> },
      { path: '/cart', element: <h1>Cart</h1> },
      { path: '/login', element: <h1>Sign in page</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('branches on /account/company (decisions.md › §23)', () => {
  it("adds a branch, shows the server's GSTIN refusal on the field, and assigns a buyer", async () => {
    const calls = recordRequests();
    const buyer = {
      user_id: 'u0000000-0000-4000-8000-000000000002',
      name: 'Bala Buyer',
      phone: '9876500002',
      role: 'BUYER' as const,
      order_limit: null,
      branch_id: null,
    };
    server.use(
      on('GET', '/companies/mine', () => makeCompany({ members: [buyer] })),
      on('GET', '/companies/mine/branches', () => [makeBranch()]),
      on('POST', '/companies/mine/branches', () =>
        fail(400, BRANCH_MESSAGES.gstinPan, 'invalid_data', [
          { field: 'gstin', message: BRANCH_MESSAGES.gstinPan },
        ]),
      ),
    );
    renderAt('/account/company');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a branch' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Branch name' }), 'Chennai depot');
    await userEvent.type(screen.getByRole('textbox', { name: /GSTIN/ }), '33zzzzz9999z1z5');
    await userEvent.type(screen.getByRole('textbox', { name: 'Address line' }), 'Guindy');
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Chennai');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Tamil Nadu');
    await userEvent.type(screen.getByRole('textbox', { name: 'Pincode' }), '600032');
    await userEvent.click(screen.getByRole('button', { name: 'Add branch' }));
    expect(await screen.findAllByText(BRANCH_MESSAGES.gstinPan)).not.toHaveLength(0);
    const sent = calls.find((c) => requestKey(c) === 'POST /api/companies/mine/branches');
    expect(await sent?.body).toMatchObject({
      name: 'Chennai depot',
      gstin: '33ZZZZZ9999Z1Z5',
      address: { state: 'Tamil Nadu', pincode: '600032' },
    });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Branch of Bala Buyer' }),
      'Pune plant',
    );
    const assigned = calls.find(
      (c) => requestKey(c) === `PATCH /api/companies/mine/members/${buyer.user_id}`,
    );
    expect(await assigned?.body).toEqual({ branch_id: makeBranch().branch_id });
  });
});

describe('a buying list (decisions.md › §23)', () => {
  it("shows today's price and stock, and says what 'Add all to cart' did not add and why", async () => {
    const drill = listLine(2, {
      name: 'Cordless drill',
      sku: 'DRL-2',
      pack_size: 1,
      min_order_qty: 1,
      quantity: 2,
      unit_price: 4500,
      list_price: 4500,
      stock_quantity: 0,
    });
    server.use(
      on('GET', '/lists/:id', () => makeList({ shared: true, lines: [listLine(1), drill] })),
      on('POST', '/lists/:id/to-cart', () => ({
        cart: cartOf(),
        added: [
          {
            line: 1,
            sku: 'SKU-1',
            product_id: listLine(1).product_id,
            product_name: 'Product 1',
            quantity: 10,
          },
        ],
        rejected: [{ line: 2, sku: 'DRL-2', reason: 'This product is out of stock' }],
      })),
    );
    renderAt('/account/lists/60000000-0000-4000-8000-000000000001');
    expect(await screen.findByRole('heading', { name: 'Weekly consumables' })).toBeInTheDocument();
    expect(screen.getByText('Shared with your company', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    // off-pack quantity: said before saving
    const qty = screen.getAllByRole('spinbutton', { name: 'Quantity' })[0]!;
    await userEvent.clear(qty);
    await userEvent.type(qty, '15');
    expect(screen.getByText('This product is sold in packs of 10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save quantities' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add all to cart' }));
    const status = await screen.findByText(/1 product added to your cart/);
    expect(status.closest('[role="status"]')).toHaveTextContent(
      'DRL-2: This product is out of stock',
    );
  });
});
