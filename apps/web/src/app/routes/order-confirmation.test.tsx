import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeItem, makeOrder, renderRoutes } from '../../features/orders/orders.testing';
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
});
