import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Cart, CartItem, CartType } from '@store/contract';
import { AddToCartControls } from '../../features/cart/add-to-cart';
import { NavCartIcons } from '../../features/cart/nav-cart-icons';
import { renderRoutes, signIn, signOut, toastTexts } from '../../features/orders/orders.testing';
import { fail, gate, offline, on, recordRequests, server as msw } from '../../test/server';
import { Component as CartScreen } from './cart';
import { Component as Wishlist } from './wishlist';

const PRODUCT = {
  product_id: 'b0000000-0000-4000-8000-000000000001',
  product_name: 'Cordless Drill 18V',
  product_slug: 'cordless-drill-18v',
  sku: 'BOS-CD-18',
  manufacturer_name: 'Bosch',
  unit_price: 6499,
  stock_quantity: 5,
};

/** A small in-memory cart server: lines, quantities, totals. */
function cartServer() {
  const lists: Record<CartType, CartItem[]> = { CART: [], WISHLIST: [] };
  let seq = 0;
  const cartOf = (type: CartType): Cart => ({
    cart_id: `a0000000-0000-4000-8000-00000000000${type === 'CART' ? 1 : 2}`,
    cart_type: type,
    items: lists[type],
    total_items: lists[type].reduce((n, i) => n + i.quantity, 0),
    total_amount: lists[type].reduce((n, i) => n + i.total_price, 0),
  });
  const line = (p: typeof PRODUCT, quantity: number): CartItem => ({
    cart_item_id: `c0000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`,
    product_id: p.product_id,
    product_name: p.product_name,
    product_slug: p.product_slug,
    sku: p.sku,
    manufacturer_name: p.manufacturer_name,
    thumbnail_url: null,
    quantity,
    unit_price: p.unit_price,
    total_price: p.unit_price * quantity,
    in_stock: true,
    stock_quantity: p.stock_quantity,
    pack_size: 1,
    min_order_qty: 1,
    next_slab: null,
  });
  const put = (type: CartType, item: CartItem, quantity: number) => {
    lists[type] = lists[type].map((i) =>
      i.cart_item_id === item.cart_item_id
        ? { ...i, quantity, total_price: i.unit_price * quantity }
        : i,
    );
  };
  let held: ReturnType<typeof gate> | null = null;
  const requests = recordRequests();
  const body = async (request: Request) =>
    (await request.json()) as { quantity: number; cart_type: CartType };
  const found = (id: string) => {
    const type = (['CART', 'WISHLIST'] as const).find((t) =>
      lists[t].some((i) => i.cart_item_id === id),
    );
    return type ? { type, item: lists[type].find((i) => i.cart_item_id === id)! } : null;
  };
  msw.use(
    on('GET', '/cart/:cartType', ({ params }) => cartOf(params.cartType as CartType)),
    on('POST', '/cart/items', async ({ request }) => {
      if (held) await held.opened;
      const { quantity, cart_type } = await body(request);
      const existing = lists[cart_type].find((i) => i.product_id === PRODUCT.product_id);
      const next = cart_type === 'WISHLIST' ? 1 : (existing?.quantity ?? 0) + quantity;
      if (next > PRODUCT.stock_quantity)
        return fail(409, `Only ${PRODUCT.stock_quantity} in stock`);
      if (existing) put(cart_type, existing, next);
      else lists[cart_type] = [...lists[cart_type], line(PRODUCT, next)];
      return cartOf(cart_type);
    }),
    on('PUT', '/cart/items/:id', async ({ params, request }) => {
      const line = found(String(params.id));
      if (!line) return fail(404, 'Item not found', 'not_found');
      const { quantity } = await body(request);
      if (quantity > PRODUCT.stock_quantity)
        return fail(409, `Only ${PRODUCT.stock_quantity} in stock`);
      put(line.type, line.item, quantity);
      return cartOf(line.type);
    }),
    on('DELETE', '/cart/items/:id', ({ params }) => {
      const line = found(String(params.id));
      if (!line) return fail(404, 'Item not found', 'not_found');
      lists[line.type] = lists[line.type].filter((i) => i !== line.item);
      return cartOf(line.type);
    }),
  );
  return {
    api: { requests },
    lists,
    seed: (type: CartType, quantity: number) => {
      lists[type] = [line(PRODUCT, quantity)];
    },
    /** The next additions wait until the returned gate opens. */
    hold: () => (held = gate()),
  };
}

function ProductPage() {
  return (
    <>
      <NavCartIcons />
      <AddToCartControls
        productId={PRODUCT.product_id}
        productName={PRODUCT.product_name}
        inStock
        stockQuantity={PRODUCT.stock_quantity}
      />
    </>
  );
}

const routes = [
  { path: '/', element: <p>home page</p> },
  { path: '/login', element: <p>login page</p> },
  { path: '/checkout', element: <p>checkout page</p> },
  { path: '/product/:slug', Component: ProductPage },
  {
    path: '/cart',
    Component: () => (
      <>
        <NavCartIcons />
        <CartScreen />
      </>
    ),
  },
  {
    path: '/wishlist',
    Component: () => (
      <>
        <NavCartIcons />
        <Wishlist />
      </>
    ),
  },
];

const badge = (name: 'cart' | 'wishlist') => screen.queryByTestId(`${name}-badge`)?.textContent;

describe('Add to cart', () => {
  afterEach(() => signOut());

  it('sends a guest to /login and remembers where they were', async () => {
    const server = cartServer();
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes(routes, { initialEntries: ['/product/cordless-drill-18v'] });
    await user.click(screen.getByRole('button', { name: /Add to Cart/ }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/product/cordless-drill-18v' },
    });
    expect(server.api.requests).toHaveLength(0);
  });

  describe('signed in', () => {
    beforeEach(() => signIn());

    it('adds the chosen quantity (bounded by stock) and the badge moves at once', async () => {
      const server = cartServer();
      server.seed('CART', 1);
      const user = userEvent.setup({ delay: null });
      renderRoutes(routes, { initialEntries: ['/product/cordless-drill-18v'] });
      await waitFor(() => expect(badge('cart')).toBe('1'));

      const plus = screen.getByRole('button', { name: 'Increase quantity' });
      for (let i = 0; i < 6; i++) await user.click(plus);
      expect(screen.getByRole('textbox', { name: /Quantity of/ })).toHaveValue('5');
      expect(plus).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));

      const answer = server.hold();
      await user.click(screen.getByRole('button', { name: /Add to Cart/ }));
      expect(badge('cart')).toBe('5'); // optimistic: 1 + 4 before the server answered
      answer.open();
      await waitFor(() => expect(toastTexts()).toContain('Cordless Drill 18V added to cart: 4'));
      const post = server.api.requests.find((r) => r.method === 'POST')!;
      await expect(post.body).resolves.toEqual({
        product_id: PRODUCT.product_id,
        quantity: 4,
        cart_type: 'CART',
      });
      expect(badge('cart')).toBe('5');
    });

    it("shows the server's message and restores the badge when refused", async () => {
      const server = cartServer();
      server.seed('CART', 4);
      const user = userEvent.setup({ delay: null });
      renderRoutes(routes, { initialEntries: ['/product/cordless-drill-18v'] });
      await waitFor(() => expect(badge('cart')).toBe('4'));
      await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
      await user.click(screen.getByRole('button', { name: /Add to Cart/ }));
      await waitFor(() => expect(toastTexts()).toContain('Only 5 in stock'));
      await waitFor(() => expect(badge('cart')).toBe('4'));
    });

    it('says Failed to add item to cart when the server cannot be reached', async () => {
      cartServer();
      msw.use(on('POST', '/cart/items', () => offline()));
      const user = userEvent.setup({ delay: null });
      renderRoutes(routes, { initialEntries: ['/product/cordless-drill-18v'] });
      await user.click(screen.getByRole('button', { name: /Add to Cart/ }));
      await waitFor(() => expect(toastTexts()).toContain('Failed to add item to cart'));
    });

    it('adds to the wishlist once', async () => {
      const server = cartServer();
      const user = userEvent.setup({ delay: null });
      renderRoutes(routes, { initialEntries: ['/product/cordless-drill-18v'] });
      await user.click(screen.getByRole('button', { name: /Add to Wishlist/ }));
      await waitFor(() => expect(badge('wishlist')).toBe('1'));
      await expect(server.api.requests.find((r) => r.method === 'POST')!.body).resolves.toEqual({
        product_id: PRODUCT.product_id,
        quantity: 1,
        cart_type: 'WISHLIST',
      });
      await waitFor(() => expect(toastTexts()).toContain('Cordless Drill 18V added to wishlist'));
    });
  });
});

describe('Cart screen', () => {
  beforeEach(() => signIn());
  afterEach(() => signOut());

  it('shows the line and totals; the stepper is bounded by stock and updates', async () => {
    const server = cartServer();
    server.seed('CART', 4);
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, { initialEntries: ['/cart'] });
    const list = await screen.findByRole('region', { name: 'Cart items' });
    expect(within(list).getByRole('link', { name: 'Cordless Drill 18V' })).toHaveAttribute(
      'href',
      '/product/cordless-drill-18v',
    );
    expect(list).toHaveTextContent('Bosch');
    expect(list).toHaveTextContent('₹6,499.00 each');
    expect(list).toHaveTextContent('₹25,996.00');
    expect(screen.getByText('4 items')).toBeInTheDocument();

    const plus = within(list).getByRole('button', { name: 'Increase quantity' });
    await user.click(plus);
    expect(within(list).getByRole('textbox')).toHaveValue('5');
    expect(plus).toBeDisabled(); // stock is 5
    expect(badge('cart')).toBe('5');
    await waitFor(() => expect(server.api.requests.find((r) => r.method === 'PUT')).toBeDefined());
    await expect(server.api.requests.find((r) => r.method === 'PUT')?.body).resolves.toEqual({
      quantity: 5,
      cart_type: 'CART',
    });
    const summary = screen.getByRole('complementary', { name: 'Order Summary' });
    await waitFor(() => expect(summary).toHaveTextContent('₹32,495.00'));
    expect(within(summary).getByRole('link', { name: /Proceed to Checkout/ })).toHaveAttribute(
      'href',
      '/checkout',
    );

    // Typed quantities are clamped to 1..stock.
    const qty = within(list).getByRole('textbox');
    await user.clear(qty);
    await user.type(qty, '0{Enter}');
    expect(qty).toHaveValue('1');
  });

  it('shows Failed to update quantity when an update fails without a reason', async () => {
    const server = cartServer();
    server.seed('CART', 2);
    msw.use(on('PUT', '/cart/items/:id', () => fail(500, 'Internal', 'internal')));
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, { initialEntries: ['/cart'] });
    const list = await screen.findByRole('region', { name: 'Cart items' });
    await user.click(within(list).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(toastTexts()).toContain('Failed to update quantity'));
    await waitFor(() => expect(within(list).getByRole('textbox')).toHaveValue('2'));
  });

  it('moves a line to the wishlist, and removes to the empty state', async () => {
    const server = cartServer();
    server.seed('CART', 2);
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, { initialEntries: ['/cart'] });
    await user.click(await screen.findByRole('button', { name: /Move to Wishlist/ }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    await waitFor(() => expect(badge('wishlist')).toBe('1'));
    expect(server.lists.WISHLIST).toHaveLength(1);
    expect(server.lists.CART).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });

  it('removes a line', async () => {
    const server = cartServer();
    server.seed('CART', 1);
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, { initialEntries: ['/cart'] });
    await user.click(await screen.findByRole('button', { name: /Remove/ }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(server.api.requests.some((r) => r.method === 'DELETE')).toBe(true);
    await waitFor(() => expect(toastTexts()).toContain('Cordless Drill 18V removed from cart'));
  });

  it('shows Failed to fetch cart when the cart cannot load', async () => {
    cartServer();
    msw.use(
      on('GET', '/cart/:cartType', ({ params }) =>
        params.cartType === 'CART' ? fail(500, 'Internal', 'internal') : undefined,
      ),
    );
    renderRoutes(routes, { initialEntries: ['/cart'] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch cart');
  });
});

describe('Wishlist screen', () => {
  beforeEach(() => signIn());
  afterEach(() => signOut());

  it('moves an item to the cart', async () => {
    const server = cartServer();
    server.seed('WISHLIST', 1);
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, { initialEntries: ['/wishlist'] });
    await user.click(await screen.findByRole('button', { name: /Move to Cart/ }));
    expect(await screen.findByText('Your wishlist is empty')).toBeInTheDocument();
    await waitFor(() => expect(badge('cart')).toBe('1'));
    await waitFor(() => expect(toastTexts()).toContain('Cordless Drill 18V moved to cart'));
  });

  it('shows Failed to fetch wishlist when it cannot load', async () => {
    cartServer();
    msw.use(
      on('GET', '/cart/:cartType', ({ params }) =>
        params.cartType === 'WISHLIST' ? fail(500, 'Internal', 'internal') : undefined,
      ),
    );
    renderRoutes(routes, { initialEntries: ['/wishlist'] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch wishlist');
  });
});
