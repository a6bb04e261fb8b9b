import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Cart } from '@store/contract';
import { clearSession, storeLogin } from '../../lib/session';
import { on, recordRequests, server } from '../../test/server';
import { NavCartIcons } from './nav-cart-icons';

const cart = (type: Cart['cart_type'], total_items: number): Cart => ({
  cart_id: `${type}-id`,
  cart_type: type,
  total_amount: 0,
  total_items,
  items: [],
});

function serveCounts(counts: { CART: number; WISHLIST: number }) {
  server.use(
    on('GET', '/cart/:cartType', ({ params }) => {
      const type = params.cartType === 'WISHLIST' ? 'WISHLIST' : 'CART';
      return cart(type, counts[type]);
    }),
  );
  return recordRequests();
}

function renderIcons() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NavCartIcons />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

const token = () => {
  const b64 = (v: unknown) => btoa(JSON.stringify(v)).replace(/=+$/, '');
  return `${b64({ alg: 'HS256' })}.${b64({ exp: Math.floor(Date.now() / 1000) + 900 })}.sig`;
};

describe('NavCartIcons', () => {
  afterEach(() => {
    clearSession();
  });

  it('signed out: both icons go to /login and nothing is fetched', () => {
    const requests = serveCounts({ CART: 1, WISHLIST: 1 });
    renderIcons();
    expect(screen.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/login');
    expect(requests).toEqual([]);
  });

  it('signed in: badges show total_items, 99+ above 99', async () => {
    storeLogin({
      access_token: token(),
      refresh_token: token(),
      user_metadata: {
        user_id: 'u1',
        name: 'Asha',
        phone: '9845012345',
        email: null,
        role: 'USER',
      },
    });
    serveCounts({ CART: 100, WISHLIST: 99 });
    const client = renderIcons();
    await waitFor(() => expect(screen.getByTestId('cart-badge')).toHaveTextContent('99+'));
    expect(screen.getByTestId('wishlist-badge')).toHaveTextContent('99');
    expect(screen.getByRole('link', { name: /^Cart/ })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: /^Wishlist/ })).toHaveAttribute('href', '/wishlist');
    expect(screen.getByRole('link', { name: 'Cart (100 items)' })).toBeInTheDocument();

    // A change to the cached cart shows at once.
    client.setQueryData(['cart', 'CART'], cart('CART', 3));
    await waitFor(() => expect(screen.getByTestId('cart-badge')).toHaveTextContent('3'));
    client.setQueryData(['cart', 'WISHLIST'], cart('WISHLIST', 0));
    await waitFor(() => expect(screen.queryByTestId('wishlist-badge')).not.toBeInTheDocument());
  });
});
