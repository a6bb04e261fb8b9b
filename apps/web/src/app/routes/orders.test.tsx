import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@store/contract';
import {
  makeItem,
  makeOrder,
  page,
  renderRoutes,
  signIn,
  signOut,
  toastTexts,
} from '../../features/orders/orders.testing';
import { sessionOver } from '../../test/handlers/accounts';
import { answer, fail, gate, offline, on, recordRequests, server } from '../../test/server';
import { getAccessToken } from '../../lib/session';
import { Component as Orders } from './orders';

const routes = [
  { path: '/', element: <p>home page</p> },
  { path: '/login', element: <p>login page</p> },
  { path: '/orders', Component: Orders },
  { path: '/orders/:orderId', element: <p>details page</p> },
];

const myOrders = (resolve: Parameters<typeof on>[2]) =>
  server.use(on('GET', '/orders/my-orders', resolve));

const cards = () => screen.getAllByRole('article');

describe('My Orders', () => {
  beforeEach(() => signIn());
  afterEach(() => signOut());

  it('a cancelled order: no payment due, Order Again disabled, its items can go back in the cart (docs/decisions/183)', async () => {
    const item = makeItem({ quantity: 3 });
    const cancelled = makeOrder({
      status: 'CANCELLED',
      can_be_cancelled_by_user: false,
      order_items: [item],
    });
    myOrders(() => page([cancelled]));
    server.use(
      on('POST', '/cart/items', () =>
        answer({ cart_id: 'c1', cart_type: 'CART', total_amount: 0, total_items: 3, items: [] }),
      ),
    );
    const calls = recordRequests();
    const routesWithCart = [...routes, { path: '/cart', element: <p>cart page</p> }];
    renderRoutes(routesWithCart, { initialEntries: ['/orders'] });
    const [card] = await waitFor(() => cards());
    const one = within(card!);
    expect(one.getByTestId('payment-status')).toHaveTextContent('No payment due');
    expect(one.getByRole('button', { name: /Order Again/ })).toBeDisabled();
    await userEvent.click(one.getByRole('button', { name: /Add items to cart/ }));
    expect(await screen.findByText('cart page')).toBeInTheDocument();
    const adds = calls.filter((c) => c.method === 'POST' && c.path === '/cart/items');
    expect(adds).toHaveLength(1);
    await expect(adds[0]!.body).resolves.toEqual({
      product_id: item.product_id,
      quantity: 3,
      cart_type: 'CART',
    });
    await waitFor(() => expect(toastTexts()).toContain('Items added to your cart'));
  });

  it('shows the count and each card as the spec lists it', async () => {
    const many = makeOrder({
      order_items: [1, 2, 3, 4, 5].map(() => makeItem()),
      status: 'CONFIRMED',
      status_updated_at: '2026-11-22T04:00:00.000Z',
    });
    const cancelled = makeOrder({ status: 'CANCELLED', can_be_cancelled_by_user: false });
    const shipped = makeOrder({ status: 'SHIPPED', can_be_cancelled_by_user: false });
    myOrders(() => page([many, cancelled, shipped]));
    renderRoutes(routes, { initialEntries: ['/orders'] });

    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
    expect(await screen.findByText('3 orders')).toBeInTheDocument();
    const [first, second, third] = cards();
    const one = within(first!);
    expect(
      one.getByRole('heading', { name: `Order #${many.order_id.slice(0, 8).toUpperCase()}` }),
    ).toBeInTheDocument();
    expect(one.getByText(/Placed on 21 Nov 2026, 3:00\s?pm/i)).toBeInTheDocument();
    expect(one.getByText(/Last updated 22 Nov 2026, 9:30\s?am/i)).toBeInTheDocument();
    expect(one.getByText('Confirmed')).toBeInTheDocument();
    expect(one.getAllByRole('listitem')).toHaveLength(3);
    expect(one.getByText('+2 more items')).toBeInTheDocument();
    expect(one.getByText('Asha Rao')).toBeInTheDocument();
    expect(one.getByText('5 items')).toBeInTheDocument();
    expect(one.getByText('Total ₹22,995.00')).toBeInTheDocument();
    expect(one.getByRole('button', { name: /Cancel Order/ })).toBeInTheDocument();
    expect(one.getByRole('button', { name: /Order Again/ })).toBeEnabled();
    expect(one.getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      `/orders/${many.order_id}`,
    );

    const two = within(second!);
    expect(two.queryByText(/Last updated/)).not.toBeInTheDocument();
    expect(two.getByRole('button', { name: /Order Again/ })).toBeDisabled();
    expect(two.queryByRole('button', { name: /Cancel Order/ })).not.toBeInTheDocument();
    expect(within(third!).queryByRole('button', { name: /Cancel Order/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });

  it('shows the pagination line and moves between pages', async () => {
    const requests = recordRequests();
    myOrders(({ request }) => {
      const query = new URL(request.url).searchParams;
      const index = Number(query.get('index'));
      expect(query.get('limit')).toBe('10');
      return page(
        Array.from({ length: index === 2 ? 3 : 10 }, () => makeOrder()),
        index,
        10,
        23,
      );
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes(routes, { initialEntries: ['/orders'] });
    expect(await screen.findByText('Showing 10 of 23 orders (Page 1 of 3)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 3 of 23 orders (Page 3 of 3)')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(requests.some((r) => r.query.get('index') === '2')).toBe(true);
  });

  it('says No orders yet with Start Shopping when empty', async () => {
    // the shared handlers' history is empty
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, { initialEntries: ['/orders'] });
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Start Shopping' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('shows Error Loading Orders with Try Again and Go to Homepage', async () => {
    let calls = 0;
    myOrders(() => {
      calls += 1;
      return calls === 1 ? fail(500, 'Internal error', 'internal') : page([makeOrder()]);
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, { initialEntries: ['/orders'] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Orders');
    expect(alert).toHaveTextContent('Failed to fetch orders. Please try again.');
    expect(within(alert).getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute(
      'href',
      '/',
    );
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('1 order')).toBeInTheDocument();
  });

  it('sends the user to /login when the session is gone', async () => {
    server.use(sessionOver());
    myOrders(() => fail(401, 'Unauthorized', 'unauthorized'));
    renderRoutes(routes, { initialEntries: ['/orders'] });
    expect(await screen.findByText('login page')).toBeInTheDocument();
    await waitFor(() => expect(toastTexts()).toContain('Please login to view orders'));
    expect(getAccessToken()).toBeNull();
  });

  it('cancels with a reason sent as remarks', async () => {
    let order: Order = makeOrder();
    const requests = recordRequests();
    myOrders(() => page([order]));
    server.use(
      on('PUT', '/orders/:id/cancel', ({ params }) => {
        if (params.id !== order.order_id) return fail(404, 'Order not found');
        order = { ...order, status: 'CANCELLED', can_be_cancelled_by_user: false };
        return answer(order, 'Order cancelled successfully');
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, { initialEntries: ['/orders'] });
    await user.click(await screen.findByRole('button', { name: /Cancel Order/ }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Order' });
    await user.type(within(dialog).getByRole('textbox'), 'Found it cheaper locally');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    await waitFor(() => expect(toastTexts()).toContain('Order cancelled successfully'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.query.get('remarks')).toBe('Found it cheaper locally');
    expect(within(cards()[0]!).getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel Order/ })).not.toBeInTheDocument();
  });

  it('shows the server message when a cancel is refused, and Network error on no answer', async () => {
    const order = makeOrder();
    let networkDown = false;
    myOrders(() => page([order]));
    server.use(
      on('PUT', '/orders/:id/cancel', () =>
        networkDown ? offline() : fail(409, 'This order can no longer be cancelled'),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, { initialEntries: ['/orders'] });
    await user.click(await screen.findByRole('button', { name: /Cancel Order/ }));
    await user.type(screen.getByRole('textbox'), 'Changed my mind');
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel Order' }),
    );
    await waitFor(() => expect(toastTexts()).toContain('This order can no longer be cancelled'));
    networkDown = true;
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel Order' }),
    );
    await waitFor(() => expect(toastTexts()).toContain('Network error. Please try again.'));
  });

  it('Order Again places a new order and opens Order Placed Successfully', async () => {
    const old = makeOrder({ status: 'DELIVERED', can_be_cancelled_by_user: false });
    const created = makeOrder({ total_items: 2, total_amount: 9198 });
    const placed = gate();
    const requests = recordRequests();
    myOrders(() => page([old]));
    server.use(
      on('POST', '/orders/buy-again', async () => {
        await placed.opened;
        return answer(created, 'Order placed', 201);
      }),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes(routes, { initialEntries: ['/orders'] });
    const again = await screen.findByRole('button', { name: /Order Again/ });
    await user.click(again);
    await waitFor(() => expect(again).toBeDisabled());
    placed.open();
    const modal = await screen.findByRole('dialog', { name: 'Order Placed Successfully' });
    const post = requests.find((r) => r.path === '/orders/buy-again')!;
    await expect(post.body).resolves.toEqual({ order_id: old.order_id });
    expect(post.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(within(modal).getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/',
    );
    // Radix's dialog takes pointer events back a render after it mounts (the body is
    // pointer-events: none while it is open): on a busy machine the click came in between
    await waitFor(() => expect(modal.style.pointerEvents).not.toBe('none'));
    await user.click(within(modal).getByRole('link', { name: 'View Order Details' }));
    expect(await screen.findByText('details page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/orders/${created.order_id}`);
  });

  it('Order Again: Please login to continue on 401, Network error occurred otherwise', async () => {
    const old = makeOrder({ status: 'DELIVERED' });
    let status = 500;
    myOrders(() => page([old]));
    server.use(on('POST', '/orders/buy-again', () => fail(status, 'Internal error', 'internal')));
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, { initialEntries: ['/orders'] });
    await user.click(await screen.findByRole('button', { name: /Order Again/ }));
    await waitFor(() => expect(toastTexts()).toContain('Network error occurred'));
    status = 401;
    await user.click(screen.getByRole('button', { name: /Order Again/ }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    await waitFor(() => expect(toastTexts()).toContain('Please login to continue'));
  });
});
