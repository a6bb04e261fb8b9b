import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  makeItem,
  makeOrder,
  renderRoutes,
  signIn,
  signOut,
  USER,
} from '../../features/orders/orders.testing';
import { makeCompany } from '../../test/handlers/companies';
import { fail, on, server } from '../../test/server';
import { Component as OrderConfirmation } from './order-confirmation';

const routes = [
  { path: '/orders', element: <p>orders page</p> },
  { path: '/order-confirmation/:orderId', Component: OrderConfirmation },
];

describe('Order confirmation', () => {
  it('shows the order passed in navigation state', () => {
    const order = makeOrder({
      order_items: [
        makeItem({ product_name: 'Cordless Drill 18V', quantity: 2, total_price: 12998 }),
        makeItem({ product_name: 'Safety Goggles', manufacturer_name: '3M', total_price: 349 }),
      ],
    });
    renderRoutes(routes, {
      initialEntries: [{ pathname: `/order-confirmation/${order.order_id}`, state: { order } }],
    });
    expect(screen.getByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
    expect(screen.getByText(`#${order.order_id.slice(0, 8).toUpperCase()}`)).toBeInTheDocument();
    expect(screen.getByText(/21 Nov 2026, 3:00\s?pm/i)).toBeInTheDocument();
    expect(screen.getByText('Placed')).toBeInTheDocument();
    // The total, and again as the amount to pay by UPI.
    expect(screen.getAllByText('₹13,347.00').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByText('(3 items)')).toBeInTheDocument();
    const drill = screen.getByText('Cordless Drill 18V').closest('li')!;
    expect(drill).toHaveTextContent('Bosch');
    expect(drill).toHaveTextContent(/SKU BOS-AG-\d+ · Qty 2/);
    expect(within(drill).getByText('₹12,998.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Orders' })).toHaveAttribute(
      'href',
      '/orders',
    );
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    const next = screen.getByRole('region', { name: 'What happens next' });
    expect(within(next).getAllByRole('listitem')).toHaveLength(3);
    expect(next).toHaveTextContent(/confirmation e-mail/i);
    expect(next).toHaveTextContent(/Processing/);
    expect(next).toHaveTextContent(/Shipping/);
  });

  it('redirects to /orders without order data', async () => {
    const { router } = renderRoutes(routes, {
      initialEntries: ['/order-confirmation/3f2a9c1d-aaaa-4bbb-8ccc-000000000000'],
    });
    expect(await screen.findByText('orders page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/orders');
  });

  it('says what PLACED means under the heading the spec fixes (docs/decisions/184)', () => {
    const order = makeOrder({ status: 'PLACED' });
    renderRoutes(routes, {
      initialEntries: [{ pathname: `/order-confirmation/${order.order_id}`, state: { order } }],
    });
    expect(screen.getByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
    expect(screen.getByTestId('status-explained')).toHaveTextContent(
      /accepted once we confirm it \(status Confirmed\)/,
    );
  });

  it('an order waiting for approval says so, names the approver, and asks for no payment (issue 43.9)', async () => {
    signIn();
    try {
      const order = makeOrder({
        status: 'PENDING_APPROVAL',
        status_history: [
          { status: 'PENDING_APPROVAL', changed_at: '2026-11-21T09:30:00.000Z', remarks: null },
        ],
        company: {
          company_id: 'c1',
          legal_name: 'Peenya Fabricators Pvt Ltd',
          gstin: '29ABCDE1234F1Z5',
          placed_by: 'Asha Rao',
          po_number: null,
          credit_days: null,
          due_date: null,
        },
      });
      server.use(
        on('GET', '/orders/:id', () => order),
        on('GET', '/companies/mine', () =>
          makeCompany({
            my_role: 'BUYER',
            members: [
              {
                user_id: 'a1',
                name: 'Meera Rao',
                phone: '9876500001',
                role: 'ADMIN',
                order_limit: null,
              },
              {
                user_id: USER.user_id,
                name: 'Asha Rao',
                phone: USER.phone,
                role: 'BUYER',
                order_limit: 100,
              },
            ],
          }),
        ),
      );
      renderRoutes(routes, {
        initialEntries: [{ pathname: `/order-confirmation/${order.order_id}`, state: { order } }],
      });
      expect(
        screen.getByRole('heading', { level: 1, name: 'Waiting for Approval' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Order Confirmed!' })).toBeNull();
      const note = screen.getByTestId('status-explained');
      expect(note).toHaveTextContent(
        'It is above your order limit, so it waits for approval by your company’s ADMIN',
      );
      await waitFor(() => expect(note).toHaveTextContent('ADMIN (Meera Rao)'));
      expect(screen.getByText('Awaiting approval')).toBeInTheDocument(); // the status badge
      // no way to pay yet: no QR code, no UPI link, no reference form, no proforma
      const payment = screen.getByTestId('payment-panel');
      expect(within(payment).getByTestId('pay-after-approval')).toHaveTextContent(
        'Nothing to pay yet',
      );
      expect(within(payment).getByTestId('payment-status')).toHaveTextContent('Pay after approval');
      expect(screen.queryByText(/Scan with any UPI app/)).toBeNull();
      expect(screen.queryByRole('link', { name: 'Pay with a UPI app' })).toBeNull();
      expect(screen.queryByRole('form', { name: 'Payment reference' })).toBeNull();
      expect(screen.queryByText(/proforma/i)).toBeNull();
      const next = screen.getByRole('region', { name: 'What happens next' });
      expect(next).toHaveTextContent(/Approval/);
      expect(next).not.toHaveTextContent(/confirmation e-mail/);
    } finally {
      signOut();
    }
  });

  it('an order waiting for approval paid by bank transfer shows no bank details', () => {
    const base = makeOrder({ status: 'PENDING_APPROVAL' });
    const order = {
      ...base,
      payment: { ...base.payment, method: 'BANK_TRANSFER' as const, upi_uri: null },
    };
    renderRoutes(routes, {
      initialEntries: [{ pathname: `/order-confirmation/${order.order_id}`, state: { order } }],
    });
    expect(screen.queryByTestId('bank-details')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Payment reference' })).toBeNull();
  });

  it('an order the company rejected says so with the ADMIN’s reason (issue 43.9)', () => {
    const order = makeOrder({
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
    });
    renderRoutes(routes, {
      initialEntries: [{ pathname: `/order-confirmation/${order.order_id}`, state: { order } }],
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Order Not Approved' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/your company’s ADMIN rejected this order/)).toBeInTheDocument();
    expect(screen.getByTestId('status-explained')).toHaveTextContent(
      'Reason: Not in this month’s budget',
    );
    expect(screen.getByTestId('payment-status')).toHaveTextContent('No payment due');
    expect(screen.queryByText(/Scan with any UPI app/)).toBeNull();
  });

  it('shows the order again after a reload, as it stands now (docs/decisions/184)', async () => {
    signIn();
    try {
      const order = makeOrder({ status: 'CONFIRMED' });
      server.use(
        on('GET', '/orders/:id', ({ params }) =>
          params.id === order.order_id ? order : fail(404, 'Order not found'),
        ),
      );
      // a reload: the address only, nothing in navigation state or in the cache
      renderRoutes(routes, { initialEntries: [`/order-confirmation/${order.order_id}`] });
      expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
      expect(screen.getByText(`#${order.order_id.slice(0, 8).toUpperCase()}`)).toBeInTheDocument();
      expect(screen.getByTestId('status-explained')).toHaveTextContent(
        'We have accepted your order',
      );
    } finally {
      signOut();
    }
  });

  it('goes to /orders when the server does not know the order', async () => {
    signIn();
    try {
      server.use(on('GET', '/orders/:id', () => fail(404, 'Order not found')));
      const { router } = renderRoutes(routes, {
        initialEntries: ['/order-confirmation/3f2a9c1d-aaaa-4bbb-8ccc-000000000000'],
      });
      expect(await screen.findByText('orders page')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/orders');
    } finally {
      signOut();
    }
  });
});
