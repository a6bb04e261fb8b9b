import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  makeItem,
  makeOrder,
  renderRoutes,
  signIn,
  signOut,
} from '../../features/orders/orders.testing';
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

  it('shows one note for an order waiting for the company approval (decision 221)', () => {
    const order = makeOrder({ status: 'PENDING_APPROVAL' });
    renderRoutes(routes, {
      initialEntries: [{ pathname: `/order-confirmation/${order.order_id}`, state: { order } }],
    });
    expect(screen.getByTestId('status-explained')).toHaveTextContent(
      'It is above your order limit, so it waits for your company admin’s approval.',
    );
    // one note only: nothing else on the page speaks of the approval
    expect(screen.getByText('Awaiting approval')).toBeInTheDocument(); // the status badge
    const notes = screen.getAllByText(/approv/i).filter((e) => e.tagName === 'P');
    expect(notes).toHaveLength(1);
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
