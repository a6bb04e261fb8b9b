import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@store/contract';
import {
  makeItem,
  makeOrder,
  renderRoutes,
  signIn,
  signOut,
  toastTexts,
} from '../../features/orders/orders.testing';
import { answer, fail, on, server } from '../../test/server';
import { Component as OrderDetails } from './order-details';

/** GET /orders/{id} answers `current()` for its id, 404 for any other. */
const serveOrder = (current: () => Order) =>
  server.use(
    on('GET', '/orders/:id', ({ params }) =>
      params.id === current().order_id ? current() : fail(404, 'Order not found'),
    ),
  );

const routes = [
  { path: '/login', element: <p>login page</p> },
  { path: '/orders', element: <p>orders page</p> },
  { path: '/orders/:orderId', Component: OrderDetails },
  { path: '/product/:slug', element: <p>product page</p> },
];

describe('Order Details', () => {
  beforeEach(() => signIn());
  afterEach(() => signOut());

  it('shows the order, its timeline, delivery information and items', async () => {
    const item = makeItem({ quantity: 2, unit_price: 1250.5, total_price: 2501 });
    const order = makeOrder({
      status: 'CONFIRMED',
      order_items: [item],
      status_updated_at: '2026-11-22T04:00:00.000Z',
      status_history: [
        { status: 'PLACED', changed_at: '2026-11-21T09:30:00.000Z', remarks: null },
        { status: 'CONFIRMED', changed_at: '2026-11-22T04:00:00.000Z', remarks: 'Packed today' },
      ],
      admin_remarks: 'Packed today',
    });
    serveOrder(() => order);
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes(routes, { initialEntries: [`/orders/${order.order_id}`] });

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: `Order #${order.order_id.slice(0, 8).toUpperCase()}`,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Placed on').nextSibling).toHaveTextContent(/21 Nov 2026, 3:00\s?pm/i);
    expect(screen.getAllByText('₹2,501.00').length).toBeGreaterThan(0);
    expect(screen.getByText('2 items')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Order' })).toBeInTheDocument();

    const status = screen.getByRole('region', { name: 'Order Status' });
    expect(within(status).getByText('Order Confirmed').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(within(status).getByText(/Status updated 22 Nov 2026, 9:30\s?am/i)).toBeInTheDocument();
    expect(within(status).getByText('Note:').parentElement).toHaveTextContent('Note: Packed today');

    const delivery = screen.getByRole('region', { name: 'Delivery Information' });
    expect(delivery).toHaveTextContent('Asha Rao');
    expect(delivery).toHaveTextContent('9845012345');
    expect(delivery).toHaveTextContent(order.full_address);

    const items = screen.getByRole('region', { name: 'Items Ordered' });
    const link = within(items).getByRole('link', { name: new RegExp(item.product_name) });
    expect(link).toHaveTextContent('Bosch');
    expect(link).toHaveTextContent(`SKU ${item.product_sku}`);
    expect(link).toHaveTextContent('Qty 2');
    expect(link).toHaveTextContent('₹2,501.00');
    expect(link).toHaveTextContent('₹1,250.50 each');
    expect(within(items).getByRole('img', { name: 'No image available' })).toBeInTheDocument();
    await user.click(link);
    expect(await screen.findByText('product page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/product/${item.product_slug}`);
  });

  it('a cancelled order shows Order Placed and Order Cancelled, without Cancel Order', async () => {
    const order = makeOrder({ status: 'CANCELLED', can_be_cancelled_by_user: false });
    serveOrder(() => order);
    renderRoutes(routes, { initialEntries: [`/orders/${order.order_id}`] });
    const status = await screen.findByRole('region', { name: 'Order Status' });
    const labels = within(status)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('p')?.firstChild?.textContent);
    expect(labels).toEqual(['Order Placed', 'Order Cancelled']);
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  });

  it('a cancelled, unpaid order awaits no payment and promises no delivery (docs/decisions/183)', async () => {
    const order = makeOrder({
      status: 'CANCELLED',
      can_be_cancelled_by_user: false,
      delivery: { estimated_from: '2026-11-24', estimated_to: '2026-11-26', cod_available: true },
    });
    serveOrder(() => order);
    renderRoutes(routes, { initialEntries: [`/orders/${order.order_id}`] });
    await screen.findByRole('region', { name: 'Order Status' });
    const badges = await screen.findAllByTestId('payment-status');
    for (const badge of badges) expect(badge).toHaveTextContent('No payment due');
    expect(screen.queryByText(/Awaiting payment/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Estimated delivery/)).not.toBeInTheDocument();
  });

  it('cancels from the details page', async () => {
    let order = makeOrder();
    serveOrder(() => order);
    server.use(
      on('PUT', '/orders/:id/cancel', ({ request }) => {
        expect(new URL(request.url).searchParams.get('remarks')).toBe('Duplicate order');
        order = { ...order, status: 'CANCELLED', can_be_cancelled_by_user: false };
        return answer(order, 'Order cancelled successfully');
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, { initialEntries: [`/orders/${order.order_id}`] });
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'Duplicate order');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    await waitFor(() => expect(toastTexts()).toContain('Order cancelled successfully'));
    expect(await screen.findByText('Order Cancelled')).toBeInTheDocument();
  });

  it('shows Error Loading Order with Try Again and Back to Orders', async () => {
    const id = makeOrder().order_id;
    server.use(on('GET', '/orders/:id', () => fail(404, 'Order not found', 'not_found')));
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, { initialEntries: [`/orders/${id}`] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Order');
    expect(alert).toHaveTextContent('Order not found');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('link', { name: 'Back to Orders' }));
    expect(await screen.findByText('orders page')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login', async () => {
    signOut();
    renderRoutes(routes, { initialEntries: [`/orders/${makeOrder().order_id}`] });
    expect(await screen.findByText('login page')).toBeInTheDocument();
    await waitFor(() => expect(toastTexts()).toContain('Please login to view order details'));
  });
});
