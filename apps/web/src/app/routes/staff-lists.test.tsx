import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdminCompaniesScreen } from '../../features/companies/admin-companies-screen';
import { renderRoutes } from '../../features/orders/orders.testing';
import { StaffReturnsScreen } from '../../features/returns/staff-returns-screen';
import { StaffPaymentsScreen } from '../../features/payments/staff-payments-screen';
import { signInAs, signOut } from '../../test/fixtures/accounts';
import { page } from '../../test/fixtures/orders';
import { makeAdminCompany } from '../../test/handlers/companies';
import { fail, on, server } from '../../test/server';

/** The staff lists built on StaffList: one loading, failure, empty and pager block (issue 36). */
const noPayments = () => ({
  ...page([]),
  counts: { SUBMITTED: 0, AWAITING: 0, REFUND_DUE: 0 },
});
const screens = [
  {
    noun: 'payments',
    path: '/admin/payments',
    element: <StaffPaymentsScreen />,
    empty: 'No orders in “References submitted”',
    none: noPayments,
  },
  {
    noun: 'returns',
    path: '/admin/returns',
    element: <StaffReturnsScreen />,
    empty: 'No returns here',
    none: () => page([]),
  },
  {
    noun: 'companies',
    path: '/admin/companies',
    element: <AdminCompaniesScreen />,
    empty: 'No companies yet',
    none: () => page([]),
  },
];

describe.each(screens)('the staff $noun list', ({ noun, path, element, empty, none }) => {
  beforeEach(() => signInAs('ADMIN'));
  afterEach(() => signOut());
  const open = () => renderRoutes([{ path, element }], { initialEntries: [path] });

  it('says it is loading, then shows the empty state', async () => {
    server.use(on('GET', path, none));
    open();
    expect(screen.getByRole('status', { name: `Loading ${noun}` })).toBeInTheDocument();
    expect(await screen.findByText(empty)).toBeInTheDocument();
  });

  it('names the failure and tries again', async () => {
    let calls = 0;
    server.use(
      on('GET', path, () => {
        calls += 1;
        return calls === 1 ? fail(500, 'Internal', 'internal') : none();
      }),
    );
    open();
    expect(await screen.findByText(`Failed to load ${noun}`)).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(empty)).toBeInTheDocument();
  });
});

it('the staff companies list pages through its companies', async () => {
  signInAs('ADMIN');
  server.use(on('GET', '/admin/companies', () => page([makeAdminCompany()], 0, 1, 3)));
  const { router } = renderRoutes(
    [{ path: '/admin/companies', element: <AdminCompaniesScreen /> }],
    {
      initialEntries: ['/admin/companies'],
    },
  );
  const list = await screen.findByRole('list');
  expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: /Next/ }));
  expect(router.state.location.search).toBe('?page=2');
  signOut();
});
