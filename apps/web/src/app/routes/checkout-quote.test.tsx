import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  makeOrder,
  renderRoutes,
  signIn,
  signOut,
  toastTexts,
} from '../../features/orders/orders.testing';
import { savedAddress } from '../../test/handlers/accounts';
import { makeQuotedQuote } from '../../test/handlers/quotes';
import { answer, on, recordRequests, server } from '../../test/server';
import { Component as Checkout } from './checkout';
import { Component as OrderConfirmation } from './order-confirmation';

// Checkout from a quote (docs/decisions/211): the quote was priced for its pincode, so only
// addresses there are offered, and another pincode is refused before anything is sent.

const QUOTE = makeQuotedQuote({ pincode: '560058' });
const routes = [
  { path: '/login', element: <p>login page</p> },
  { path: '/account/quotes/:quoteId', element: <p>quote page</p> },
  { path: '/checkout', Component: Checkout },
  { path: '/order-confirmation/:orderId', Component: OrderConfirmation },
];
const PEENYA = savedAddress({ address_id: 'ad000000-0000-4000-8000-000000000001' });
const HUBBALLI = savedAddress({
  address_id: 'ad000000-0000-4000-8000-000000000002',
  street_address: '7, Gokul Road',
  city: 'Hubballi',
  pincode: '580030',
  last_used_at: '2026-03-01T00:00:00.000Z',
});

function serve(addresses = [HUBBALLI, PEENYA]) {
  const requests = recordRequests();
  server.use(
    on('GET', '/quotes/:id', () => QUOTE),
    on('GET', '/addresses', () => ({ content: addresses })),
    on('POST', '/quotes/:id/order', () => answer(makeOrder(), 'Order placed successfully', 201)),
  );
  return requests;
}

const open = () =>
  renderRoutes(routes, {
    initialEntries: [{ pathname: '/checkout', search: `?quote=${QUOTE.quote_id}` }],
  });
const placeOrderButton = () => screen.getByRole('button', { name: /Place Order|Placing Order/ });

describe('Checkout from a quote', () => {
  beforeEach(() => signIn());
  afterEach(() => signOut());

  it('says the quote is for its pincode and offers only the saved addresses there', async () => {
    const requests = serve();
    const user = userEvent.setup({ delay: null });
    open();
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    expect(screen.getByTestId('quote-pincode-note')).toHaveTextContent(
      'This quote is for delivery to 560058.',
    );
    expect(screen.getByTestId('quote-pincode-note')).toHaveTextContent(
      'A saved address with another pincode is not shown.',
    );
    const picker = screen.getByRole('group', { name: 'Deliver to a saved address' });
    expect(within(picker).getByRole('radio', { name: /Peenya/ })).toBeChecked();
    expect(within(picker).queryByText(/Hubballi/)).not.toBeInTheDocument();
    // the customer may add one: a new address starts at the quote's pincode
    await user.click(within(picker).getByRole('radio', { name: 'Use a new address' }));
    expect(screen.getByRole('textbox', { name: /pincode/i })).toHaveValue('560058');
    await user.click(within(picker).getByRole('radio', { name: /Peenya/ }));

    await user.click(placeOrderButton());
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.path).toBe(`/quotes/${QUOTE.quote_id}/order`);
    await expect(post!.body).resolves.toMatchObject({ pincode: '560058', city: 'Bengaluru' });
  });

  it('refuses another pincode on the form before sending, naming the quote’s pincode', async () => {
    const requests = serve([]);
    const user = userEvent.setup({ delay: null });
    open();
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    expect(screen.getByTestId('quote-pincode-note')).toHaveTextContent(
      'Add an address with pincode 560058 below.',
    );
    expect(screen.queryByRole('group', { name: 'Deliver to a saved address' })).toBeNull();
    const pincode = screen.getByRole('textbox', { name: /pincode/i });
    expect(pincode).toHaveValue('560058');
    await user.type(screen.getByRole('textbox', { name: /street address/i }), '7, Gokul Road');
    await user.clear(pincode);
    await user.type(pincode, '580030');
    expect(
      await screen.findByText('This quote was priced for delivery to pincode 560058'),
    ).toBeInTheDocument();

    await user.click(placeOrderButton());
    await waitFor(() =>
      expect(toastTexts()).toContain('This quote was priced for delivery to pincode 560058'),
    );
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    expect(pincode).toHaveFocus();
  });
});
