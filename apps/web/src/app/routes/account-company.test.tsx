import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import type { CompanyMember } from '@store/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, storeLogin } from '../../lib/session';
import { answer, fail, on, recordRequests, requestKey, server } from '../../test/server';
import { CUSTOMER, loginResult } from '../../test/fixtures/accounts';
import { makeCompany } from '../../test/handlers/companies';
import { Component as AccountCompany } from './account-company';

beforeEach(() => storeLogin(loginResult(CUSTOMER)));
afterEach(() => clearSession());

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/account/company', element: <AccountCompany /> },
      { path: '/login', element: <h1>Sign in page</h1> },
    ],
    { initialEntries: ['/account/company'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('/account/company (decisions.md › §16)', () => {
  it('creates a company with its GSTIN upper-cased, and shows the server’s refusal', async () => {
    const calls = recordRequests();
    server.use(on('POST', '/companies', () => fail(400, 'Please enter a valid GSTIN')));
    renderPage();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Legal name' }), 'Acme LLP');
    await userEvent.type(screen.getByRole('textbox', { name: 'GSTIN' }), '29abcde1234f1z5');
    await userEvent.type(screen.getByRole('textbox', { name: 'Address line' }), '1, MG Road');
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Bengaluru');
    await userEvent.type(screen.getByRole('textbox', { name: 'Pincode' }), '560 001');
    expect(screen.getByText('Karnataka')).toBeInTheDocument(); // the GSTIN's state
    await userEvent.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid GSTIN');
    const sent = calls.find((c) => requestKey(c) === 'POST /api/companies');
    expect(await sent?.body).toEqual({
      legal_name: 'Acme LLP',
      gstin: '29ABCDE1234F1Z5',
      billing_address_parts: { line: '1, MG Road', city: 'Bengaluru', pincode: '560001' },
    });

    server.use(on('POST', '/companies', () => answer(makeCompany(), 'Company created', 201)));
    await userEvent.click(screen.getByRole('button', { name: 'Create company' }));
    expect(
      await screen.findByRole('heading', { name: 'Peenya Fabricators Pvt Ltd' }),
    ).toBeInTheDocument();
  });

  it('an ADMIN adds a buyer with an order limit', async () => {
    const calls = recordRequests();
    server.use(on('GET', '/companies/mine', () => makeCompany()));
    renderPage();
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Phone of an existing customer' }),
      '9876543210',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Order limit (₹)' }), '25000');
    await userEvent.click(screen.getByRole('button', { name: 'Add member' }));
    const sent = calls.find((c) => requestKey(c) === 'POST /api/companies/mine/members');
    expect(await sent?.body).toEqual({ phone: '9876543210', role: 'BUYER', order_limit: 25000 });
  });

  it('an ADMIN changes a buyer’s order limit, and the role, of a member in the list (issue 43.4)', async () => {
    const calls = recordRequests();
    const buyer = {
      user_id: 'b0000000-0000-4000-8000-000000000002',
      name: 'Bala Kumar',
      phone: '9876500002',
      role: 'BUYER' as const,
      order_limit: 10000,
    };
    let members: CompanyMember[] = [buyer];
    server.use(
      on('GET', '/companies/mine', () => makeCompany({ members })),
      on('PATCH', '/companies/mine/members/:id', async ({ request }) => {
        const body = (await request.json()) as { role?: 'VIEWER'; order_limit?: number | null };
        members = [{ ...buyer, ...body }];
        return makeCompany({ members });
      }),
    );
    renderPage();
    expect(await screen.findByText('9876500002 · BUYER · limit ₹10,000.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change Bala Kumar' }));
    const form = screen.getByRole('form', { name: 'Change Bala Kumar' });
    const limit = within(form).getByRole('textbox', { name: 'Order limit (₹)' });
    expect(limit).toHaveValue('10000');

    // a bad amount names the field's rule and sends nothing
    await userEvent.clear(limit);
    await userEvent.type(limit, 'ten');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please enter an amount in rupees');
    expect(calls.some((c) => requestKey(c).startsWith('PATCH'))).toBe(false);

    await userEvent.clear(limit);
    await userEvent.type(limit, '25000');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('9876500002 · BUYER · limit ₹25,000.00')).toBeInTheDocument();
    const patch = calls.find(
      (c) => requestKey(c) === `PATCH /api/companies/mine/members/${buyer.user_id}`,
    );
    expect(await patch?.body).toEqual({ order_limit: 25000 });

    // the role alone: the limit is not sent (the server keeps it)
    await userEvent.click(screen.getByRole('button', { name: 'Change Bala Kumar' }));
    const again = screen.getByRole('form', { name: 'Change Bala Kumar' });
    await userEvent.selectOptions(within(again).getByRole('combobox', { name: 'Role' }), 'VIEWER');
    expect(within(again).getByRole('textbox', { name: 'Order limit (₹)' })).toBeDisabled();
    await userEvent.click(within(again).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('9876500002 · VIEWER')).toBeInTheDocument();
    const patches = calls.filter((c) => requestKey(c).startsWith('PATCH'));
    expect(await patches[1]?.body).toEqual({ role: 'VIEWER' });
  });

  it('an ADMIN clears a buyer’s limit to “no limit”', async () => {
    const calls = recordRequests();
    server.use(
      on('GET', '/companies/mine', () =>
        makeCompany({
          members: [
            {
              user_id: 'b2',
              name: 'Bala Kumar',
              phone: '9876500002',
              role: 'BUYER',
              order_limit: 500,
            },
          ],
        }),
      ),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Change Bala Kumar' }));
    const form = screen.getByRole('form', { name: 'Change Bala Kumar' });
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Order limit (₹)' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const patch = calls.find((c) => requestKey(c) === 'PATCH /api/companies/mine/members/b2');
    expect(await patch?.body).toEqual({ order_limit: null });
  });

  it('a VIEWER sees the company and its members but cannot change them', async () => {
    server.use(
      on('GET', '/companies/mine', () =>
        makeCompany({
          my_role: 'VIEWER',
          members: [
            {
              user_id: 'u1',
              name: 'Meera Rao',
              phone: '9876500001',
              role: 'ADMIN',
              order_limit: null,
            },
          ],
        }),
      ),
    );
    renderPage();
    expect(await screen.findByText('Meera Rao')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add member' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Change/ })).toBeNull();
  });
});
