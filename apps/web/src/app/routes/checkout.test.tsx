import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Cart, CartItem } from '@store/contract';
import {
  makeOrder,
  renderRoutes,
  signIn,
  signOut,
  toastTexts,
} from '../../features/orders/orders.testing';
import { answer, fail, gate, offline, on, recordRequests, server } from '../../test/server';
import { getAccessToken } from '../../lib/session';
import { pincodeInfo } from '../../test/fixtures/site';
import { Component as Checkout } from './checkout';
import { Component as OrderConfirmation } from './order-confirmation';

const routes = [
  { path: '/login', element: <p>login page</p> },
  { path: '/cart', element: <p>cart page</p> },
  { path: '/checkout', Component: Checkout },
  { path: '/order-confirmation/:orderId', Component: OrderConfirmation },
];

const line = (overrides: Partial<CartItem> = {}): CartItem => ({
  cart_item_id: 'c0000000-0000-4000-8000-000000000001',
  product_id: 'p0000000-0000-4000-8000-000000000001',
  product_name: 'Cordless Drill 18V',
  product_slug: 'cordless-drill-18v',
  sku: 'BOS-CD-18',
  manufacturer_name: 'Bosch',
  thumbnail_url: null,
  quantity: 2,
  unit_price: 6499,
  total_price: 12998,
  in_stock: true,
  stock_quantity: 12,
  pack_size: 1,
  min_order_qty: 1,
  next_slab: null,
  ...overrides,
});

const CART: Cart = {
  cart_id: 'a0000000-0000-4000-8000-00000000000c',
  cart_type: 'CART',
  total_amount: 12998,
  total_items: 2,
  items: [line()],
};

async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(
    screen.getByRole('textbox', { name: /street address/i }),
    '14, 2nd Cross, Peenya',
  );
  await user.type(screen.getByRole('textbox', { name: /city/i }), 'Bengaluru');
  await user.selectOptions(screen.getByRole('combobox', { name: /state/i }), 'Karnataka');
  await user.type(screen.getByRole('textbox', { name: /pincode/i }), '560058');
}

const placeOrderButton = () => screen.getByRole('button', { name: /Place Order|Placing Order/ });

/** GET /cart/CART answers `cart()`, POST /orders `orders()`; what was sent is recorded. */
function serve(orders: () => unknown, cart: () => unknown = () => CART) {
  const requests = recordRequests();
  server.use(
    on('GET', '/cart/:cartType', () => cart()),
    on('POST', '/orders', () => orders()),
    // as before the shared handlers: no company details (the confirmation stays light)
    on('GET', '/company', () => fail(404, 'Not found')),
  );
  return { requests };
}

describe('Checkout', () => {
  beforeEach(() => signIn());
  afterEach(() => signOut());

  it('loads the cart and shows Checkout with the count, total and the two sections', async () => {
    serve(() => undefined);
    renderRoutes(routes, { initialEntries: ['/checkout'] });
    expect(screen.getByText('Loading checkout...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByText('2 items · ₹12,998.00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Shipping Information' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Order Summary' })).toBeInTheDocument();
    expect(screen.getByText(/you agree to our/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'terms of sale' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
    // The account's name and phone are filled in.
    expect(screen.getByRole('textbox', { name: /full name/i })).toHaveValue('Asha Rao');
    expect(screen.getByRole('textbox', { name: /phone number/i })).toHaveValue('9845012345');
  });

  it('places the order once with an Idempotency-Key and shows the confirmation', async () => {
    const order = makeOrder();
    const placed = gate();
    const api = serve(async () => {
      await placed.opened;
      return answer(order, 'Order placed successfully', 201);
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes(routes, { initialEntries: ['/checkout'] });
    await screen.findByRole('heading', { name: 'Checkout' });

    await user.click(placeOrderButton());
    await waitFor(() => expect(toastTexts()).toContain('Please fill in street address'));
    await fillAddress(user);
    await user.click(placeOrderButton());
    await waitFor(() => expect(placeOrderButton()).toHaveTextContent('Placing Order...'));
    expect(placeOrderButton()).toBeDisabled();
    placed.open();

    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/order-confirmation/${order.order_id}`);
    const posts = api.requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    await expect(posts[0]!.body).resolves.toEqual({
      cart_id: CART.cart_id,
      customer_name: 'Asha Rao',
      phone_number: '9845012345',
      street_address: '14, 2nd Cross, Peenya',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560058',
      payment_method: 'UPI',
    });
    expect(posts[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('offers cash on delivery only where the pincode allows it, saying why not (§9, §11)', async () => {
    const api = serve(() => answer(makeOrder(), 'Order placed successfully', 201));
    server.use(
      on('GET', '/pincodes/:pincode', ({ params }) =>
        params.pincode === '781131'
          ? pincodeInfo('781131', { city: 'Kamrup', state: 'Assam', cod_available: false })
          : undefined,
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, { initialEntries: ['/checkout'] });
    await screen.findByRole('heading', { name: 'Checkout' });
    await fillAddress(user); // 560058: COD allowed
    const cod = () => screen.getByRole('radio', { name: /Cash on delivery/ });
    await waitFor(() => expect(cod()).toBeEnabled());
    await user.click(cod());
    expect(cod()).toBeChecked();

    const pincode = screen.getByRole('textbox', { name: /pincode/i });
    await user.clear(pincode);
    await user.type(pincode, '781131');
    await waitFor(() => expect(cod()).toBeDisabled());
    expect(cod().closest('label')).toHaveTextContent(
      'Cash on delivery is not available for pincode 781131.',
    );
    // the choice falls back to UPI, so the order is not refused at placing
    await waitFor(() => expect(screen.getByRole('radio', { name: /UPI/ })).toBeChecked());
    // and stays there when the pincode allows COD again (nothing chosen behind the customer's back)
    await user.clear(pincode);
    await user.type(pincode, '560058');
    await waitFor(() => expect(cod()).toBeEnabled());
    expect(cod()).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /UPI/ })).toBeChecked();
    await user.click(placeOrderButton());
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
    const post = api.requests.find((r) => r.method === 'POST');
    await expect(post!.body).resolves.toMatchObject({ pincode: '560058', payment_method: 'UPI' });
  });

  it('retries a failed submission with the same key; a refusal starts a new attempt', async () => {
    const answers = [
      () => offline(),
      () => fail(409, 'Only 1 in stock for Cordless Drill 18V'),
      () => answer(makeOrder(), 'ok', 201),
    ];
    let n = 0;
    const api = serve(() => answers[n++]!());
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, { initialEntries: ['/checkout'] });
    await screen.findByRole('heading', { name: 'Checkout' });
    await fillAddress(user);

    await user.click(placeOrderButton());
    await waitFor(() => expect(toastTexts()).toContain('Failed to place order. Please try again.'));
    await user.click(placeOrderButton());
    await waitFor(() => expect(toastTexts()).toContain('Only 1 in stock for Cordless Drill 18V'));
    await user.click(placeOrderButton());
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();

    const keys = api.requests
      .filter((r) => r.method === 'POST')
      .map((r) => r.headers.get('idempotency-key'));
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('on 401 from the order call: Authentication failed, logged out, /login', async () => {
    serve(() => fail(401, 'Unauthorized', 'unauthorized'));
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, { initialEntries: ['/checkout'] });
    await screen.findByRole('heading', { name: 'Checkout' });
    await fillAddress(user);
    await user.click(placeOrderButton());
    expect(await screen.findByText('login page')).toBeInTheDocument();
    await waitFor(() =>
      expect(toastTexts()).toContain('Authentication failed. Please login again.'),
    );
    expect(getAccessToken()).toBeNull();
  });

  it('shows the server message when the order is refused, else Failed to place order', async () => {
    let n = 0;
    serve(() =>
      n++ === 0
        ? fail(400, 'Your cart is empty', 'invalid_data')
        : fail(500, 'Internal', 'internal'),
    );
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, { initialEntries: ['/checkout'] });
    await screen.findByRole('heading', { name: 'Checkout' });
    await fillAddress(user);
    await user.click(placeOrderButton());
    await waitFor(() => expect(toastTexts()).toContain('Your cart is empty'));
    await user.click(placeOrderButton());
    await waitFor(() => expect(toastTexts()).toContain('Failed to place order'));
  });

  it('sends an empty cart to /cart', async () => {
    serve(
      () => undefined,
      () => ({ ...CART, items: [], total_items: 0, total_amount: 0 }),
    );
    renderRoutes(routes, { initialEntries: ['/checkout'] });
    expect(await screen.findByText('cart page')).toBeInTheDocument();
  });

  it('shows Error with Back to Cart when the cart cannot load', async () => {
    serve(
      () => undefined,
      () => fail(500, 'Internal', 'internal'),
    );
    renderRoutes(routes, { initialEntries: ['/checkout'] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Failed to load cart. Please try again.');
    expect(screen.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute('href', '/cart');
  });

  it('a failed session while loading: Session expired, logged out, /login', async () => {
    serve(
      () => undefined,
      () => fail(401, 'Unauthorized', 'unauthorized'),
    );
    renderRoutes(routes, { initialEntries: ['/checkout'] });
    expect(await screen.findByText('login page')).toBeInTheDocument();
    await waitFor(() => expect(toastTexts()).toContain('Session expired. Please login again.'));
    expect(getAccessToken()).toBeNull();
  });

  it('sends a guest to /login with Please login to continue', async () => {
    signOut();
    serve(() => undefined);
    const { router } = renderRoutes(routes, { initialEntries: ['/checkout'] });
    expect(await screen.findByText('login page')).toBeInTheDocument();
    await waitFor(() => expect(toastTexts()).toContain('Please login to continue'));
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/checkout' } });
  });
});
