import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Order, OrderCompany } from '@store/contract';
import {
  makeOrder,
  renderRoutes,
  signIn,
  signOut,
  USER,
} from '../../features/orders/orders.testing';
import { makeCompany } from '../../test/handlers/companies';
import { on, server } from '../../test/server';
import { Component as OrderDetails } from './order-details';

/** A company order of Peenya Fabricators placed by `placedBy`. */
const companyOf = (placedBy: string): OrderCompany => ({
  company_id: 'c0000000-0000-4000-8000-000000000001',
  legal_name: 'Peenya Fabricators Pvt Ltd',
  gstin: '29ABCDE1234F1Z5',
  placed_by: placedBy,
  po_number: 'PO/118',
  credit_days: null,
  due_date: null,
});

const routes = [
  { path: '/login', element: <p>login page</p> },
  { path: '/orders/:orderId', Component: OrderDetails },
];

/** The signed-in user (USER, "Asha Rao") is an ADMIN of the company; Bala Kumar a BUYER. */
function serve(order: Order) {
  server.use(
    on('GET', '/orders/:id', () => order),
    on('GET', '/companies/mine', () =>
      makeCompany({
        my_role: 'ADMIN',
        members: [
          {
            user_id: USER.user_id,
            name: USER.name,
            phone: USER.phone,
            role: 'ADMIN',
            order_limit: null,
          },
          {
            user_id: 'b2',
            name: 'Bala Kumar',
            phone: '9876500002',
            role: 'BUYER',
            order_limit: 100,
          },
        ],
      }),
    ),
  );
  renderRoutes(routes, { initialEntries: [`/orders/${order.order_id}`] });
}

describe('Order Details of a company order', () => {
  beforeEach(() => signIn());
  afterEach(() => signOut());

  it('a company ADMIN opening a colleague’s order is not offered the payment-reference form (issue 43.10)', async () => {
    // a colleague's order: another user placed it (the same name would not make it theirs)
    serve(
      makeOrder({
        user_id: '7d1f6a8e-0000-4000-8000-0000000000b2',
        company: companyOf('Bala Kumar'),
      }),
    );
    const payment = await screen.findByTestId('payment-panel');
    // how to pay is still shown; only the owner's form is not
    expect(within(payment).getByText(/Scan with any UPI app/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Payment reference' })).toBeNull();
    expect(within(payment).getByTestId('reference-by-owner')).toHaveTextContent(
      'The payment reference is sent by Bala Kumar, who placed this order.',
    );
    // cancelling is the owner's too (the server answers anyone else 404)
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
  });

  it('the member who placed a company order is offered the form', async () => {
    serve(makeOrder({ company: companyOf(USER.name) }));
    expect(await screen.findByRole('form', { name: 'Payment reference' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Order' })).toBeInTheDocument();
    expect(screen.queryByTestId('reference-by-owner')).toBeNull();
  });

  it('an order waiting for approval: Approve and Reject for the ADMIN, who approves, and nothing to pay (issue 43.9)', async () => {
    serve(
      makeOrder({
        status: 'PENDING_APPROVAL',
        can_be_cancelled_by_user: false,
        status_history: [
          { status: 'PENDING_APPROVAL', changed_at: '2026-11-21T09:30:00.000Z', remarks: null },
        ],
        company: companyOf('Bala Kumar'),
      }),
    );
    const panel = await screen.findByRole('region', { name: 'Company order' });
    expect(await within(panel).findByRole('button', { name: 'Approve' })).toBeInTheDocument();
    await waitFor(() =>
      expect(panel).toHaveTextContent('waiting for approval by a company ADMIN (Asha Rao)'),
    );
    const payment = screen.getByTestId('payment-panel');
    expect(within(payment).getByTestId('pay-after-approval')).toBeInTheDocument();
    expect(within(payment).queryByText(/Scan with any UPI app/)).toBeNull();
    expect(screen.queryByRole('form', { name: 'Payment reference' })).toBeNull();
    expect(screen.queryByTestId('reference-by-owner')).toBeNull();
  });

  it('an order the company rejected shows the ADMIN’s reason in its timeline (issue 43.9)', async () => {
    serve(
      makeOrder({
        status: 'CANCELLED',
        can_be_cancelled_by_user: false,
        status_history: [
          { status: 'PENDING_APPROVAL', changed_at: '2026-11-21T09:30:00.000Z', remarks: null },
          {
            status: 'CANCELLED',
            changed_at: '2026-11-21T11:00:00.000Z',
            remarks: 'Not in this month’s budget',
          },
        ],
        company: companyOf(USER.name),
      }),
    );
    const status = await screen.findByRole('region', { name: 'Order Status' });
    const labels = within(status)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('p')?.firstChild?.textContent);
    expect(labels).toEqual(['Waiting for approval', 'Rejected by the company']);
    expect(status).toHaveTextContent('Reason: Not in this month’s budget');
    expect(screen.getAllByTestId('payment-status')[0]).toHaveTextContent('No payment due');
  });
});

describe('Order Details of an order billed to a branch (decisions.md › §23)', () => {
  beforeEach(() => signIn());
  afterEach(() => signOut());

  it('names the branch and its GSTIN', async () => {
    serve(
      makeOrder({
        company: {
          ...companyOf('Bala Kumar'),
          branch: { branch_id: 'b1', name: 'Pune plant', gstin: '27ABCDE1234F1Z9' },
        },
      }),
    );
    const panel = await screen.findByRole('region', { name: 'Company order' });
    expect(within(panel).getByText('Pune plant')).toBeInTheDocument();
    expect(within(panel).getByText('(27ABCDE1234F1Z9)')).toBeInTheDocument();
  });
});
