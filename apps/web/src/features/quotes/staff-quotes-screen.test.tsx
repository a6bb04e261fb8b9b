import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Quote } from '@store/contract';
import { fail, on, recordRequests, server } from '../../test/server';
import { StaffQuoteEditor } from './staff-quote-editor';
import { StaffQuotesScreen } from './staff-quotes-screen';
import {
  makeQuote,
  makeQuoteLine,
  makeQuotedQuote,
  page,
  renderQuoteRoutes,
  signIn,
  signOut,
  toastTexts,
} from './quotes.testing';

const routes = [
  { path: '/admin/quotes', element: <StaffQuotesScreen /> },
  { path: '/admin/quotes/:quoteId', element: <StaffQuoteEditor /> },
];

describe('Staff: Quotes (/admin/quotes)', () => {
  beforeEach(() => signIn());
  afterEach(() => signOut());

  it('lists new requests first as the server orders them, and filters by status', async () => {
    const requests = recordRequests();
    server.use(
      on('GET', '/admin/quotes', ({ request }) => {
        const status = new URL(request.url).searchParams.get('status');
        return status === 'QUOTED'
          ? page([makeQuotedQuote({ number: 'Q/26-27/00003' })])
          : page([
              makeQuote({ number: 'Q/26-27/00005' }),
              makeQuotedQuote({
                quote_id: 'e0000000-0000-4000-8000-000000000003',
                number: 'Q/26-27/00003',
              }),
            ]);
      }),
    );
    const { router } = renderQuoteRoutes(routes, ['/admin/quotes']);
    expect(screen.getByRole('status', { name: 'Loading quotes' })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Q/26-27/00005');
    expect(within(items[0]!).getByText('Requested')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Asha Rao · 9845012345');
    expect(items[0]).toHaveTextContent('40 × Angle Grinder 850W');
    expect(within(items[1]!).getByText('Quoted')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('₹1,60,000.00');

    const filter = screen.getByRole('group', { name: 'Status' });
    await userEvent
      .setup({ delay: null })
      .click(within(filter).getByRole('button', { name: 'Quoted' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(router.state.location.search).toBe('?status=QUOTED');
    expect(within(filter).getByRole('button', { name: 'Quoted' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      requests.some((r) => r.path === '/admin/quotes' && r.query.get('status') === 'QUOTED'),
    ).toBe(true);
  });

  it('says when there are none', async () => {
    renderQuoteRoutes(routes, ['/admin/quotes']);
    expect(await screen.findByText('No quotes')).toBeInTheDocument();
  });

  it('shows an error when the list cannot load', async () => {
    server.use(on('GET', '/admin/quotes', () => fail(500, 'Internal', 'internal')));
    renderQuoteRoutes(routes, ['/admin/quotes']);
    expect(await screen.findByText('Failed to load quotes')).toBeInTheDocument();
  });
});

describe('Staff: the quote editor (/admin/quotes/:id)', () => {
  beforeEach(() => signIn());
  afterEach(() => signOut());

  function openEditor(quote: Quote = makeQuote()) {
    const requests = recordRequests();
    server.use(on('GET', '/admin/quotes/:id', () => quote));
    const view = renderQuoteRoutes(routes, [`/admin/quotes/${quote.quote_id}`]);
    return { ...view, requests };
  }
  const price = () => screen.getByRole('spinbutton', { name: 'Unit price of Angle Grinder 850W' });
  const patches = (requests: ReturnType<typeof recordRequests>) =>
    requests.filter((r) => r.method === 'PATCH');

  it('shows list and slab price beside the unit price and the margin against the list price', async () => {
    openEditor();
    await screen.findByRole('heading', { name: 'Q/26-27/00001' });
    const row = screen.getByRole('row', { name: /Angle Grinder 850W/ });
    expect(row).toHaveTextContent('₹4,500.00');
    expect(row).toHaveTextContent('slab ₹4,200.00');
    expect(price()).toHaveValue(4200); // starts at the slab price
    expect(row).toHaveTextContent('6.7% below list');
    const user = userEvent.setup({ delay: null });
    await user.clear(price());
    await user.type(price(), '3600');
    expect(row).toHaveTextContent('20.0% below list');
    expect(screen.getByText('Total ₹1,44,000.00')).toBeInTheDocument();
  });

  it('refuses a price of zero or above the list price, and sends a valid answer', async () => {
    const { requests } = openEditor();
    await screen.findByRole('heading', { name: 'Q/26-27/00001' });
    const user = userEvent.setup({ delay: null });
    await user.clear(price());
    await user.type(price(), '0');
    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(await screen.findByText('The unit price must be more than zero')).toBeInTheDocument();
    await user.clear(price());
    await user.type(price(), '4600');
    expect(
      await screen.findByText('The unit price cannot be above the list price'),
    ).toBeInTheDocument();
    expect(patches(requests)).toHaveLength(0);

    await user.clear(price());
    await user.type(price(), '4000');
    await user.type(
      screen.getByRole('textbox', { name: /Note to the customer/ }),
      'Delivery in 5 days',
    );
    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    await waitFor(() => expect(toastTexts()).toContain('Quote Q/26-27/00001 sent'));
    expect(patches(requests)).toHaveLength(1);
    await expect(patches(requests)[0]!.body).resolves.toMatchObject({
      lines: [{ quote_line_id: makeQuoteLine().quote_line_id, unit_price: 4000 }],
      valid_until: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
      staff_note: 'Delivery in 5 days',
    });
  });

  it('turning a request down needs a reason', async () => {
    const { requests } = openEditor();
    await screen.findByRole('heading', { name: 'Q/26-27/00001' });
    const user = userEvent.setup({ delay: null });
    const turnDown = screen.getByRole('button', { name: 'Turn down' });
    expect(turnDown).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Reason to turn down' }), '   ');
    expect(turnDown).toBeDisabled();
    await user.type(
      screen.getByRole('textbox', { name: 'Reason to turn down' }),
      'Discontinued model',
    );
    expect(turnDown).toBeEnabled();
    await user.click(turnDown);
    await waitFor(() => expect(toastTexts()).toContain('Request turned down'));
    await expect(patches(requests)[0]!.body).resolves.toEqual({
      status: 'REJECTED',
      reason: 'Discontinued model',
    });
  });

  it('an answered quote shows its prices and no editor', async () => {
    openEditor(makeQuotedQuote());
    await screen.findByRole('heading', { name: 'Q/26-27/00001' });
    expect(screen.queryByRole('button', { name: 'Send quote' })).toBeNull();
    expect(screen.getByText('Valid until 12 Dec 2026')).toBeInTheDocument();
    expect(screen.getByText('Note: Delivery in 5 days')).toBeInTheDocument();
  });
});
