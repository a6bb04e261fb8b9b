import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail, gate, on, server } from '../../test/server';
import { MyQuotesScreen } from './my-quotes-screen';
import {
  makeQuote,
  makeQuotedQuote,
  page,
  renderQuoteRoutes,
  signIn,
  signOut,
} from './quotes.testing';

const routes = [
  { path: '/account/quotes', element: <MyQuotesScreen /> },
  { path: '/account/quotes/:quoteId', element: <p>quote page</p> },
];
const open = () => renderQuoteRoutes(routes, ['/account/quotes']);

describe('My quotes (/account/quotes)', () => {
  beforeEach(() => signIn());
  afterEach(() => signOut());

  it('shows a loading state, then the quotes with their status, total and validity', async () => {
    const answered = gate();
    server.use(
      on('GET', '/quotes', async () => {
        await answered.opened;
        return page([
          makeQuotedQuote({
            quote_id: 'e0000000-0000-4000-8000-000000000002',
            number: 'Q/26-27/00002',
          }),
          makeQuote({ number: 'Q/26-27/00001' }),
          makeQuote({
            quote_id: 'e0000000-0000-4000-8000-000000000003',
            number: 'Q/26-27/00003',
            status: 'EXPIRED',
          }),
        ]);
      }),
    );
    open();
    expect(screen.getByRole('heading', { name: 'My quotes' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading your quotes' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    answered.open();

    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [quoted, requested, expired] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(quoted).toHaveTextContent('Q/26-27/00002');
    expect(within(quoted).getByText('Quoted')).toBeInTheDocument();
    expect(quoted).toHaveTextContent('1 product · ₹1,60,000.00');
    expect(quoted).toHaveTextContent('Valid until 12 Dec 2026');
    expect(within(requested).getByText('Requested')).toBeInTheDocument();
    expect(requested).not.toHaveTextContent('Valid until');
    expect(requested).not.toHaveTextContent('₹');
    expect(within(expired).getByText('Expired')).toBeInTheDocument();

    await userEvent.setup({ delay: null }).click(within(quoted).getByRole('link'));
    expect(await screen.findByText('quote page')).toBeInTheDocument();
  });

  it('says how to ask when there are no quotes', async () => {
    open();
    expect(await screen.findByText('No quotes yet')).toBeInTheDocument();
    expect(screen.getByText(/Request a quote/)).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the list again', async () => {
    let calls = 0;
    server.use(
      on('GET', '/quotes', () =>
        calls++ === 0 ? fail(500, 'Internal', 'internal') : page([makeQuote()]),
      ),
    );
    open();
    expect(await screen.findByText('Failed to load your quotes')).toBeInTheDocument();
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByText('Q/26-27/00001')).toBeInTheDocument();
  });
});
