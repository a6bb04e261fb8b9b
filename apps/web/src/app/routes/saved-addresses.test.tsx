import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Cart, Profile } from '@store/contract';
import {
  makeOrder,
  renderRoutes,
  signIn,
  signOut,
  toastTexts,
  USER,
} from '../../features/orders/orders.testing';
import { savedAddress } from '../../test/handlers/accounts';
import { answer, on, recordRequests, server } from '../../test/server';
import { Component as Checkout } from './checkout';
import { Component as OrderConfirmation } from './order-confirmation';
import { Component as ProfileScreen } from './profile';

const HOME = savedAddress();
const WORKS = savedAddress({
  address_id: 'ad000000-0000-4000-8000-000000000002',
  customer_name: 'Rao Engineering Works',
  phone_number: '9900112233',
  street_address: 'Plot 7, KIADB Industrial Area',
  city: 'Hubballi',
  pincode: '580030',
});

const CART: Cart = {
  cart_id: 'a0000000-0000-4000-8000-00000000000c',
  cart_type: 'CART',
  total_amount: 6499,
  total_items: 1,
  items: [
    {
      cart_item_id: 'c0000000-0000-4000-8000-000000000001',
      product_id: 'p0000000-0000-4000-8000-000000000001',
      product_name: 'Cordless Drill 18V',
      product_slug: 'cordless-drill-18v',
      sku: 'BOS-CD-18',
      manufacturer_name: 'Bosch',
      thumbnail_url: null,
      quantity: 1,
      unit_price: 6499,
      total_price: 6499,
      in_stock: true,
      stock_quantity: 12,
      pack_size: 1,
      min_order_qty: 1,
      next_slab: null,
    },
  ],
};

const checkoutRoutes = [
  { path: '/login', element: <p>login page</p> },
  { path: '/cart', element: <p>cart page</p> },
  { path: '/checkout', Component: Checkout },
  { path: '/order-confirmation/:orderId', Component: OrderConfirmation },
];

describe('Checkout with saved addresses', () => {
  beforeEach(() => signIn());
  afterEach(() => signOut());

  it('fills the form with the latest saved address, so a repeat buyer types nothing', async () => {
    const order = makeOrder();
    const requests = recordRequests();
    server.use(
      on('GET', '/cart/:cartType', () => CART),
      on('GET', '/addresses', () => ({ content: [HOME, WORKS] })),
      on('POST', '/orders', () => answer(order, 'Order placed', 201)),
    );
    const user = userEvent.setup({ delay: null });
    renderRoutes(checkoutRoutes, { initialEntries: ['/checkout'] });
    const picker = await screen.findByRole('group', { name: 'Deliver to a saved address' });
    const radios = within(picker).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(within(picker).getByRole('radio', { name: /14, 2nd Cross/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /street address/i })).toHaveValue(
      '14, 2nd Cross, Peenya',
    );
    expect(screen.getByRole('combobox', { name: /state/i })).toHaveValue('Karnataka');

    // Choosing another fills every field with it.
    await user.click(within(picker).getByRole('radio', { name: /KIADB/ }));
    expect(screen.getByRole('textbox', { name: /full name/i })).toHaveValue(
      'Rao Engineering Works',
    );
    expect(screen.getByRole('textbox', { name: /city/i })).toHaveValue('Hubballi');
    expect(screen.getByRole('textbox', { name: /pincode/i })).toHaveValue('580030');

    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('heading', { name: 'Order Confirmed!' });
    const post = requests.find((r) => r.method === 'POST')!;
    await expect(post.body).resolves.toEqual({
      cart_id: CART.cart_id,
      customer_name: 'Rao Engineering Works',
      phone_number: '9900112233',
      street_address: 'Plot 7, KIADB Industrial Area',
      city: 'Hubballi',
      state: 'Karnataka',
      pincode: '580030',
      payment_method: 'UPI',
    });
  });

  it('"Use a new address" clears the address; no saved addresses means no picker', async () => {
    server.use(
      on('GET', '/cart/:cartType', () => CART),
      on('GET', '/addresses', () => ({ content: [HOME] })),
    );
    const user = userEvent.setup({ delay: null });
    renderRoutes(checkoutRoutes, { initialEntries: ['/checkout'] });
    await user.click(await screen.findByRole('radio', { name: 'Use a new address' }));
    expect(screen.getByRole('textbox', { name: /street address/i })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /full name/i })).toHaveValue(USER.name);
  });

  it('shows the plain form when there are none', async () => {
    server.use(on('GET', '/cart/:cartType', () => CART)); // and no saved addresses
    renderRoutes(checkoutRoutes, { initialEntries: ['/checkout'] });
    await screen.findByRole('heading', { name: 'Checkout' });
    expect(screen.queryByRole('group', { name: 'Deliver to a saved address' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /street address/i })).toHaveValue('');
  });
});

const PROFILE: Profile = {
  user_id: USER.user_id,
  name: USER.name,
  email: null,
  phone: USER.phone,
  role: 'USER',
  created_at: '2026-01-15T06:30:00.000Z',
  total_active_sessions: 1,
  active_sessions: [],
};

describe('Profile: saved addresses', () => {
  beforeEach(() => signIn());
  afterEach(() => signOut());

  it('lists them, edits one and deletes one', async () => {
    let saved = [HOME, WORKS];
    const requests = recordRequests();
    server.use(
      on('GET', '/auth/profile', () => PROFILE),
      on('GET', '/addresses', () => ({ content: saved })),
      on('PUT', '/addresses/:id', async ({ params, request }) => {
        if (params.id !== WORKS.address_id) return undefined;
        saved = [HOME, { ...WORKS, ...((await request.json()) as object) }];
        return answer(saved[1], 'Address updated');
      }),
      on('DELETE', '/addresses/:id', ({ params }) => {
        if (params.id !== HOME.address_id) return undefined;
        saved = saved.filter((a) => a.address_id !== HOME.address_id);
        return answer(null, 'Address deleted');
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/profile', Component: ProfileScreen }], {
      initialEntries: ['/profile'],
    });
    const card = await screen.findByRole('region', { name: 'Saved addresses' });
    expect(
      await within(card).findByText('14, 2nd Cross, Peenya, Bengaluru, Karnataka - 560058'),
    ).toBeInTheDocument();
    expect(
      within(card).getByText('Plot 7, KIADB Industrial Area, Hubballi, Karnataka - 580030'),
    ).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: /Edit: Plot 7/ }));
    const city = within(card).getByRole('textbox', { name: /city/i });
    expect(city).toHaveValue('Hubballi');
    await user.clear(city);
    await user.type(city, 'Dharwad');
    await user.click(within(card).getByRole('button', { name: 'Save address' }));
    expect(
      await within(card).findByText('Plot 7, KIADB Industrial Area, Dharwad, Karnataka - 580030'),
    ).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'PUT')!;
    await expect(put.body).resolves.toMatchObject({ city: 'Dharwad', pincode: '580030' });

    await user.click(within(card).getByRole('button', { name: /Delete: 14, 2nd Cross/ }));
    await waitFor(() =>
      expect(
        within(card).queryByText('14, 2nd Cross, Peenya, Bengaluru, Karnataka - 560058'),
      ).toBeNull(),
    );
    await waitFor(() => expect(toastTexts()).toContain('Address deleted'));
  });

  it('says so when there are none yet', async () => {
    server.use(on('GET', '/auth/profile', () => PROFILE)); // and no saved addresses
    renderRoutes([{ path: '/profile', Component: ProfileScreen }], {
      initialEntries: ['/profile'],
    });
    expect(await screen.findByText(/No saved addresses yet/)).toBeInTheDocument();
  });
});
