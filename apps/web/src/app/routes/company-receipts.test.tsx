import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminCompaniesScreen } from '../../features/companies/admin-companies-screen';
import { CompanyScreen } from '../../features/companies/company-screen';
import { renderRoutes } from '../../features/orders/orders.testing';
import { CUSTOMER, signIn, signInAs, signOut } from '../../test/fixtures/accounts';
import {
  makeAccount,
  makeAdminCompany,
  makeCompany,
  makeStatement,
} from '../../test/handlers/companies';
import { page } from '../../test/fixtures/orders';
import { on, recordRequests, requestKey, server } from '../../test/server';

// What a company owes (decisions.md › §24): the staff receipt form and the customer's statement.
afterEach(() => signOut());

const A = 'a0000000-0000-4000-8000-00000000000a';
const B = 'b0000000-0000-4000-8000-00000000000b';

describe('staff Companies screen: record a receipt', () => {
  it('shows the ageing and sends a receipt with TDS split across two invoices', async () => {
    signInAs('ADMIN');
    const calls = recordRequests();
    server.use(
      on('GET', '/admin/companies', () =>
        page([makeAdminCompany({ credit_days: 30, outstanding: 3000, overdue: 1000 })]),
      ),
      on('GET', '/admin/companies/:id/account', () =>
        makeAccount({
          outstanding: 3000,
          overdue: 1000,
          ageing: { not_due: 2000, days_1_30: 1000, days_31_60: 0, days_61_90: 0, days_over_90: 0 },
          open_invoices: [
            {
              order_id: A,
              invoice_number: 'BTW/26-27/00001',
              invoice_date: '2026-10-01',
              due_date: '2026-10-31',
              total: 1000,
              owed: 1000,
            },
            {
              order_id: B,
              invoice_number: 'BTW/26-27/00002',
              invoice_date: '2026-11-10',
              due_date: '2026-12-10',
              total: 2000,
              owed: 2000,
            },
          ],
        }),
      ),
    );
    renderRoutes([{ path: '/admin/companies', element: <AdminCompaniesScreen /> }], {
      initialEntries: ['/admin/companies'],
    });
    const ageing = await screen.findByRole('table', { name: /owes, by age/ });
    expect(within(ageing).getByRole('columnheader', { name: '1-30 days' })).toBeInTheDocument();
    expect(ageing).toHaveTextContent('₹1,000.00');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Record a receipt' }));
    const form = screen.getByRole('form', { name: /Record a receipt from/ });
    await user.type(within(form).getByRole('textbox', { name: 'Amount received (₹)' }), '2,900');
    await user.type(within(form).getByRole('textbox', { name: /TDS deducted/ }), '100');
    await user.type(within(form).getByRole('textbox', { name: /Reference/ }), 'UTR881');
    await user.click(within(form).getByRole('checkbox', { name: /Split across invoices/ }));
    await user.type(
      within(form).getByRole('textbox', { name: 'Amount for BTW/26-27/00001' }),
      '1000',
    );
    await user.type(
      within(form).getByRole('textbox', { name: 'Amount for BTW/26-27/00002' }),
      '2000',
    );
    await user.click(within(form).getByRole('button', { name: 'Record receipt' }));
    expect(await screen.findByText('Receipt RCT/26-27/00001 recorded')).toBeInTheDocument();
    const sent = calls.find(
      (c) =>
        requestKey(c) === 'POST /api/admin/companies/c0000000-0000-4000-8000-000000000001/receipts',
    );
    expect(await sent?.body).toEqual({
      amount: 2900,
      tds_amount: 100,
      received_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      reference: 'UTR881',
      allocations: [
        { order_id: A, amount: 1000 },
        { order_id: B, amount: 2000 },
      ],
    });
  });
});

describe('/account/company: the statement of account', () => {
  it('shows an ADMIN the period with its balances; a BUYER does not see it', async () => {
    signIn(CUSTOMER);
    server.use(
      on('GET', '/companies/mine', () => makeCompany({ my_role: 'ADMIN' })),
      on('GET', '/companies/mine/statement', () =>
        makeStatement({
          opening_balance: 500,
          entries: [
            {
              date: '2026-10-02',
              kind: 'INVOICE',
              number: 'BTW/26-27/00001',
              debit: 1000,
              credit: 0,
              balance: 1500,
            },
            {
              date: '2026-10-20',
              kind: 'RECEIPT',
              number: 'RCT/26-27/00001',
              debit: 0,
              credit: 1400,
              balance: 100,
            },
            {
              date: '2026-10-20',
              kind: 'TDS',
              number: 'RCT/26-27/00001',
              debit: 0,
              credit: 100,
              balance: 0,
            },
          ],
          closing_balance: 0,
        }),
      ),
    );
    renderRoutes([{ path: '/account/company', element: <CompanyScreen /> }], {
      initialEntries: ['/account/company'],
    });
    const table = await screen.findByRole('table', { name: /Statement of account/ });
    expect(table).toHaveTextContent('Opening balance₹500.00 Dr');
    expect(table).toHaveTextContent('TDS deducted RCT/26-27/00001');
    expect(table).toHaveTextContent('Closing balance₹0.00');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    cleanup();
    signOut();

    signIn(CUSTOMER);
    server.use(on('GET', '/companies/mine', () => makeCompany({ my_role: 'BUYER' })));
    renderRoutes([{ path: '/account/company', element: <CompanyScreen /> }], {
      initialEntries: ['/account/company'],
    });
    expect(await screen.findAllByRole('heading', { name: 'Members' })).not.toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Statement of account' })).toBeNull();
  });
});
