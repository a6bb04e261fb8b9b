import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordRequests } from '../../test/server';
import { RequestQuoteButton } from './request-quote';
import { RequestQuoteDialog } from './request-quote-dialog';
import { renderQuoteRoutes, signIn, signOut, toastTexts } from './quotes.testing';

const BOLTS = {
  product_id: 'p0000000-0000-4000-8000-000000000007',
  product_name: 'Hex Bolt M10 x 50 (box)',
  quantity: 100,
  pack_size: 50,
  min_order_qty: 100,
};

function openDialog(defaultPincode = '') {
  const requests = recordRequests();
  const view = renderQuoteRoutes(
    [
      {
        path: '/cart',
        element: (
          <RequestQuoteDialog
            lines={[BOLTS]}
            defaultPincode={() => defaultPincode}
            onClose={() => undefined}
          />
        ),
      },
      { path: '/account/quotes/:quoteId', element: <p>quote page</p> },
    ],
    ['/cart'],
  );
  return { ...view, requests };
}

const dialog = () => screen.getByRole('dialog', { name: 'Request a quote' });
const field = (name: RegExp) => within(dialog()).getByLabelText(name);
const send = () => within(dialog()).getByRole('button', { name: 'Send request' });

describe('Request a quote (dialog)', () => {
  beforeEach(() => signIn());
  afterEach(() => signOut());

  it('refuses a quantity off the pack or under the minimum, a bad pincode and a past date, with the spec’s messages', async () => {
    const { requests } = openDialog();
    const user = userEvent.setup({ delay: null });
    const quantity = field(/^Quantity/);
    expect(quantity).toHaveValue(100);

    await user.clear(quantity);
    await user.type(quantity, '120');
    await user.type(field(/Delivery pincode/), '5600');
    fireEvent.change(field(/Needed by/), { target: { value: '2020-01-01' } });
    await user.click(send());
    expect(
      await within(dialog()).findByText('This product is sold in packs of 50'),
    ).toBeInTheDocument();
    expect(within(dialog()).getByText('Please enter a valid 6-digit pincode')).toBeInTheDocument();
    expect(
      within(dialog()).getByText('The needed-by date cannot be in the past'),
    ).toBeInTheDocument();
    expect(quantity).toHaveAttribute('aria-invalid', 'true');

    await user.clear(quantity);
    await user.type(quantity, '50');
    await user.click(send());
    expect(
      await within(dialog()).findByText('The minimum order for this product is 100'),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('sends a valid request and opens the new quote', async () => {
    const { requests, router } = openDialog('560058');
    const user = userEvent.setup({ delay: null });
    expect(field(/Delivery pincode/)).toHaveValue('560058');
    await user.clear(field(/^Quantity/));
    await user.type(field(/^Quantity/), '150');
    await user.type(field(/Target price/), '38.5');
    fireEvent.change(field(/Needed by/), { target: { value: '2099-01-31' } });
    await user.type(field(/Note/), 'Deliver to gate 2');
    await user.click(send());

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/account\/quotes\//));
    expect(toastTexts()).toContain('Quote request Q/26-27/00001 sent');
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.path).toBe('/quotes');
    await expect(post!.body).resolves.toEqual({
      lines: [{ product_id: BOLTS.product_id, quantity: 150, target_price: 38.5 }],
      pincode: '560058',
      needed_by: '2099-01-31',
      note: 'Deliver to gate 2',
    });
  });

  it('sends a guest to sign in first', async () => {
    signOut();
    const { router } = renderQuoteRoutes(
      [
        { path: '/cart', element: <RequestQuoteButton lines={[BOLTS]} /> },
        { path: '/login', element: <p>login page</p> },
      ],
      ['/cart'],
    );
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Request a quote' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/cart' } });
  });
});
