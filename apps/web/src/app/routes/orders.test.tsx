import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@store/contract';
import {
  fail,
  makeItem,
  makeOrder,
  mockApi,
  ok,
  page,
  renderRoutes,
  signIn,
  signOut,
  toastTexts,
  type Handler,
} from '../../features/orders/orders.testing';
import { getAccessToken } from '../../lib/session';
import { Component as Orders } from './orders';

const routes = [
  { path: '/', element: <p>home page</p> },
  { path: '/login', element: <p>login page</p> },
  { path: '/orders', Component: Orders },
  { path: '/orders/:orderId', element: <p>details page</p> },
];

const polling: Handler = (req) =>
  req.path === '/polling/user/events' ? ok({ events: [], lastEventId: '1' }) : undefined;

function serve(handler: Handler) {
  return mockApi(async (req) => (await handler(req)) ?? polling(req));
}

const cards = () => screen.getAllByRole('article');

describe('My Orders', () => {
  beforeEach(() => signIn());
  afterEach(() => signOut());

  it('shows the count and each card as the spec lists it', async () => {
    const many = makeOrder({
      order_items: [1, 2, 3, 4, 5].map(() => makeItem()),
      status: 'CONFIRMED',
      status_updated_at: '2026-11-22T04:00:00.000Z',
    });
    const cancelled = makeOrder({ status: 'CANCELLED', can_be_cancelled_by_user: false });
    const shipped = makeOrder({ status: 'SHIPPED', can_be_cancelled_by_user: false });
    serve((req) =>
      req.path === '/orders/my-orders' ? ok(page([many, cancelled, shipped])) : undefined,
    );
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
    const api = serve((req) => {
      if (req.path !== '/orders/my-orders') return undefined;
      const index = Number(req.query.get('index'));
      expect(req.query.get('limit')).toBe('10');
      return ok(
        page(
          Array.from({ length: index === 2 ? 3 : 10 }, () => makeOrder()),
          index,
          10,
          23,
        ),
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
    expect(api.requests.some((r) => r.query.get('index') === '2')).toBe(true);
  });

  it('says No orders yet with Start Shopping when empty', async () => {
    serve((req) => (req.path === '/orders/my-orders' ? ok(page([])) : undefined));
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, { initialEntries: ['/orders'] });
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Start Shopping' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('shows Error Loading Orders with Try Again and Go to Homepage', async () => {
    let calls = 0;
    serve((req) => {
      if (req.path !== '/orders/my-orders') return undefined;
      calls += 1;
      return calls === 1 ? fail(500, 'Internal error', 'internal') : ok(page([makeOrder()]));
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
    serve((req) =>
      req.path === '/orders/my-orders' ? fail(401, 'Unauthorized', 'unauthorized') : undefined,
    );
    renderRoutes(routes, { initialEntries: ['/orders'] });
    expect(await screen.findByText('login page')).toBeInTheDocument();
    await waitFor(() => expect(toastTexts()).toContain('Please login to view orders'));
    expect(getAccessToken()).toBeNull();
  });

  it('cancels with a reason sent as remarks', async () => {
    let order: Order = makeOrder();
    const api = serve((req) => {
      if (req.path === '/orders/my-orders') return ok(page([order]));
      if (req.method === 'PUT' && req.path === `/orders/${order.order_id}/cancel`) {
        order = { ...order, status: 'CANCELLED', can_be_cancelled_by_user: false };
        return ok(order, 'Order cancelled successfully');
      }
      return undefined;
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, { initialEntries: ['/orders'] });
    await user.click(await screen.findByRole('button', { name: /Cancel Order/ }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Order' });
    await user.type(within(dialog).getByRole('textbox'), 'Found it cheaper locally');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    await waitFor(() => expect(toastTexts()).toContain('Order cancelled successfully'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = api.requests.find((r) => r.method === 'PUT')!;
    expect(put.query.get('remarks')).toBe('Found it cheaper locally');
    expect(within(cards()[0]!).getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel Order/ })).not.toBeInTheDocument();
  });

  it('shows the server message when a cancel is refused, and Network error on no answer', async () => {
    const order = makeOrder();
    let networkDown = false;
    serve((req) => {
      if (req.path === '/orders/my-orders') return ok(page([order]));
      if (req.method === 'PUT') {
        if (networkDown) throw new TypeError('Failed to fetch');
        return fail(409, 'This order can no longer be cancelled');
      }
      return undefined;
    });
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
    let release: () => void = () => undefined;
    const api = serve(async (req) => {
      if (req.path === '/orders/my-orders') return ok(page([old]));
      if (req.method === 'POST' && req.path === '/orders/buy-again') {
        await new Promise<void>((r) => (release = r));
        return { status: 201, body: { success: true, message: 'Order placed', data: created } };
      }
      return undefined;
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes(routes, { initialEntries: ['/orders'] });
    const again = await screen.findByRole('button', { name: /Order Again/ });
    await user.click(again);
    await waitFor(() => expect(again).toBeDisabled());
    release();
    const modal = await screen.findByRole('dialog', { name: 'Order Placed Successfully' });
    const post = api.requests.find((r) => r.path === '/orders/buy-again')!;
    expect(post.body).toEqual({ order_id: old.order_id });
    expect(post.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(within(modal).getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/',
    );
    await user.click(within(modal).getByRole('link', { name: 'View Order Details' }));
    expect(await screen.findByText('details page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/orders/${created.order_id}`);
  });

  it('Order Again: Please login to continue on 401, Network error occurred otherwise', async () => {
    const old = makeOrder({ status: 'DELIVERED' });
    let status = 500;
    serve((req) => {
      if (req.path === '/orders/my-orders') return ok(page([old]));
      if (req.path === '/orders/buy-again') return fail(status, 'Internal error', 'internal');
      return undefined;
    });
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
