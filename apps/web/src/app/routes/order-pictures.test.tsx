// Order answers carry a ready signed URL beside each line's picture key (docs/decisions/150):
// the orders list and the order details show it at once, with no picture-address call.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  makeItem,
  makeOrder,
  page,
  renderRoutes,
  signIn,
  signOut,
} from '../../features/orders/orders.testing';
import { on, recordRequests, server } from '../../test/server';
import { Component as OrderDetails } from './order-details';
import { Component as Orders } from './orders';

const SIGNED = '/api/images/products/drill.svg?exp=1795449600&sig=abc';
const item = makeItem({
  product_name: 'Impact Drill 13mm',
  thumbnail_url: 'products/drill.svg',
  thumbnail_src: SIGNED,
});
const order = makeOrder({ order_items: [item] });

const routes = [
  { path: '/login', element: <p>login page</p> },
  { path: '/orders', Component: Orders },
  { path: '/orders/:orderId', Component: OrderDetails },
  { path: '/product/:slug', element: <p>product page</p> },
];

const pictureOf = async (container: HTMLElement) => {
  await waitFor(() =>
    expect([...container.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toContain(
      SIGNED,
    ),
  );
};

describe('order pictures come with the order answer', () => {
  beforeEach(() => signIn());
  afterEach(() => signOut());

  it('the order details show the signed URL at once, with no picture-address call', async () => {
    const requests = recordRequests();
    server.use(on('GET', '/orders/:id', () => order));
    const { container } = renderRoutes(routes, { initialEntries: [`/orders/${order.order_id}`] });
    expect(await screen.findByText('Impact Drill 13mm')).toBeInTheDocument();
    await pictureOf(container);
    expect(requests.map((r) => r.path)).not.toContain('/products/images');
  });

  it('the orders list shows the signed URL at once, with no picture-address call', async () => {
    const requests = recordRequests();
    server.use(on('GET', '/orders/my-orders', () => page([order])));
    const { container } = renderRoutes(routes, { initialEntries: ['/orders'] });
    await pictureOf(container);
    expect(requests.map((r) => r.path)).not.toContain('/products/images');
  });
});
