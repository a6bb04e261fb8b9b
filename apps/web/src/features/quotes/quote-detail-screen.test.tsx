import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Quote, QuoteLine } from '@store/contract';
import { answer, fail, on, recordRequests, server } from '../../test/server';
import { QuoteDetailScreen } from './quote-detail-screen';
import {
  makeQuote,
  makeQuoteLine,
  makeQuotedQuote,
  renderQuoteRoutes,
  signIn,
  signOut,
  toastTexts,
} from './quotes.testing';

const ID = 'e0000000-0000-4000-8000-000000000001';
const routes = [
  { path: '/account/quotes', element: <p>my quotes</p> },
  { path: '/checkout', element: <p>checkout page</p> },
  { path: '/account/quotes/:quoteId', element: <QuoteDetailScreen /> },
];

function openWith(quote: Quote) {
  server.use(on('GET', '/quotes/:id', () => quote));
  return renderQuoteRoutes(routes, [`/account/quotes/${quote.quote_id}`]);
}
const lines = () => screen.getByRole('region', { name: 'Lines' });

describe('A quote (/account/quotes/:id)', () => {
  beforeEach(() => signIn());
  afterEach(() => signOut());

  it('shows the staff prices, validity and the GST split; Place order goes to its checkout', async () => {
    const { router } = openWith(makeQuotedQuote());
    expect(screen.getByRole('status', { name: 'Loading the quote' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Quote Q/26-27/00001' })).toBeInTheDocument();
    expect(screen.getByText('Quoted')).toBeInTheDocument();
    const row = within(lines()).getByRole('row', { name: /Angle Grinder 850W/ });
    expect(row).toHaveTextContent('40');
    expect(row).toHaveTextContent('₹4,000.00');
    expect(row).toHaveTextContent('₹4,500.00'); // the list price, struck through
    expect(row).toHaveTextContent('₹1,60,000.00');
    expect(lines()).toHaveTextContent('Valid until 12 Dec 2026');
    const gst = within(lines());
    expect(gst.getByText('Taxable value').nextElementSibling).toHaveTextContent('₹1,35,593.22');
    expect(gst.getByText('CGST').nextElementSibling).toHaveTextContent('₹12,203.39');
    expect(gst.getByText('SGST').nextElementSibling).toHaveTextContent('₹12,203.39');
    expect(gst.queryByText('IGST')).toBeNull();
    expect(gst.getByText('Total').nextElementSibling).toHaveTextContent('₹1,60,000.00');
    expect(lines()).toHaveTextContent('From our team: Delivery in 5 days');

    expect(screen.queryByRole('button', { name: 'Request again' })).toBeNull();
    const place = screen.getByRole('link', { name: 'Place order' });
    expect(place).toHaveAttribute('href', `/checkout?quote=${ID}`);
    await userEvent.setup({ delay: null }).click(place);
    expect(await screen.findByText('checkout page')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?quote=${ID}`);
  });

  it("sets an ordered quote against the list price when quoted, not today's (issue 43.12)", async () => {
    const ordered = (line: Partial<QuoteLine>) =>
      makeQuotedQuote({
        status: 'ACCEPTED',
        order_id: 'o0000000-0000-4000-8000-000000000001',
        lines: [
          makeQuoteLine({ unit_price: 4000, total_price: 160000, list_price: 5200, ...line }),
        ],
      });
    openWith(ordered({ quoted_list_price: 4500 }));
    const row = await within(await screen.findByRole('region', { name: 'Lines' })).findByRole(
      'row',
      { name: /Angle Grinder 850W/ },
    );
    expect(row).toHaveTextContent('List price when quoted: ₹4,500.00');
    expect(row).not.toHaveTextContent('₹5,200.00');
  });

  it('strikes nothing through on an ordered quote whose answer lacks the price when quoted', async () => {
    openWith(
      makeQuotedQuote({
        status: 'ACCEPTED',
        order_id: 'o0000000-0000-4000-8000-000000000001',
        lines: [makeQuoteLine({ unit_price: 4000, total_price: 160000, list_price: 5200 })],
      }),
    );
    const row = await within(await screen.findByRole('region', { name: 'Lines' })).findByRole(
      'row',
      { name: /Angle Grinder 850W/ },
    );
    expect(row).toHaveTextContent('₹4,000.00');
    expect(row).not.toHaveTextContent('₹5,200.00');
    expect(row.querySelector('.line-through')).toBeNull();
  });

  it('shows IGST alone for a delivery in another state', async () => {
    openWith(
      makeQuotedQuote({
        pincode: '110001',
        gst: {
          supply_type: 'INTER_STATE',
          taxable_value: 135593.22,
          cgst: 0,
          sgst: 0,
          igst: 24406.78,
        },
      }),
    );
    await screen.findByRole('heading', { name: 'Quote Q/26-27/00001' });
    expect(within(lines()).getByText('IGST').nextElementSibling).toHaveTextContent('₹24,406.78');
    expect(within(lines()).queryByText('CGST')).toBeNull();
    expect(lines()).toHaveTextContent('GST for delivery to 110001');
  });

  it('a request not yet answered: no prices, no Place order', async () => {
    openWith(makeQuote());
    await screen.findByRole('heading', { name: 'Quote Q/26-27/00001' });
    expect(screen.getByText(/Our team is preparing your prices/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Place order' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
    expect(screen.queryByText('Taxable value')).toBeNull();
    expect(screen.queryByText(/Valid until/)).toBeNull();
  });

  it('Decline asks for a reason, refuses an empty one and sends it', async () => {
    const requests = recordRequests();
    openWith(makeQuotedQuote());
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this quote' });
    const send = within(dialog).getByRole('button', { name: 'Decline quote' });
    expect(send).toBeDisabled();
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await user.type(reason, '   ');
    expect(send).toBeDisabled();
    await user.type(reason, 'Found a better price');
    expect(send).toBeEnabled();
    await user.click(send);
    await waitFor(() => expect(toastTexts()).toContain('Quote declined'));
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.path).toBe(`/quotes/${ID}/decline`);
    await expect(post!.body).resolves.toEqual({ reason: 'Found a better price' });
  });

  it('an expired quote offers Request again (not Place order), which opens the new request', async () => {
    const requests = recordRequests();
    server.use(
      on('POST', '/quotes/:id/request-again', () =>
        answer(
          makeQuote({ quote_id: 'e0000000-0000-4000-8000-000000000009', number: 'Q/26-27/00009' }),
          'Your request for quote has been sent',
          201,
        ),
      ),
    );
    const { router } = openWith(makeQuotedQuote({ status: 'EXPIRED' }));
    await screen.findByText('Expired');
    expect(screen.queryByRole('link', { name: 'Place order' })).toBeNull();
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Request again' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/account/quotes/e0000000-0000-4000-8000-000000000009',
      ),
    );
    expect(toastTexts()).toContain('Quote request Q/26-27/00009 sent');
    expect(
      requests.some((r) => r.method === 'POST' && r.path === `/quotes/${ID}/request-again`),
    ).toBe(true);
  });

  it("another customer's quote (404): Quote not found, with a way back", async () => {
    server.use(on('GET', '/quotes/:id', () => fail(404, 'Quote not found')));
    renderQuoteRoutes(routes, [`/account/quotes/${ID}`]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Quote not found');
    expect(screen.getByRole('link', { name: 'My quotes' })).toHaveAttribute(
      'href',
      '/account/quotes',
    );
  });
});
