import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SearchResult } from '@store/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, on, recordRequests, server, type RecordedRequest } from '../../test/server';
import { SearchBox } from './search-box';

const product = (n: number) => ({
  product_id: `p${n}`,
  name: `Cordless Drill ${n}`,
  slug: `cordless-drill-${n}`,
  sku: `CD-${n}`,
  manufacturer_name: 'Bosch',
  category_names: ['Drills'],
  thumbnail_url: null,
  price: 4999 + n,
  compare_at_price: n === 1 ? 6999 : null,
});

const RESULT: SearchResult = {
  products: [1, 2, 3, 4, 5].map(product),
  manufacturers: [
    {
      manufacturer_id: 'm1',
      name: 'Drillmaster',
      slug: 'drillmaster',
      category_names: ['Drills', 'Grinders'],
      product_count: 12,
      logo_url: null,
    },
  ],
  categories: [
    {
      category_id: 'c1',
      name: 'Drills',
      slug: 'drills',
      product_count: 40,
      image_url: null,
    },
  ],
  metadata: {
    search_term: 'dri',
    total_results: 48,
    search_time_ms: 3.4,
    total_products: 46,
    total_manufacturers: 1,
    total_categories: 1,
  },
};

const EMPTY: SearchResult = {
  products: [],
  manufacturers: [],
  categories: [],
  metadata: {
    search_term: 'zzzz',
    total_results: 0,
    search_time_ms: 1,
    total_products: 0,
    total_manufacturers: 0,
    total_categories: 0,
  },
};

/** GET /search answers `resolve()`; never answering leaves the box searching. */
const answerSearch = (resolve: () => unknown) => server.use(on('GET', '/search', resolve));
const never = () => new Promise<never>(() => undefined);

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
}

function renderBox() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <SearchBox />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { input: screen.getByRole('combobox', { name: /search products/i }) };
}

const where = () => screen.getByTestId('where').textContent;
let requests: RecordedRequest[];
const searchedTerms = () => requests.map((r) => r.query.get('q'));

beforeEach(() => {
  requests = recordRequests();
});

describe('SearchBox', () => {
  it('shows Searching... while the answer is on its way', async () => {
    answerSearch(never);
    const { input } = renderBox();
    await userEvent.type(input, 'dri');
    // the dropdown's view is loaded on first use (a lazy chunk): wait for it, the answer never comes
    expect(await screen.findByText('Searching...')).toBeInTheDocument();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(`${requests[0]?.path}?${requests[0]?.query}`).toBe('/search?q=dri');
  });

  it('lists Products, Brands and Categories with the term, totals, time and View All', async () => {
    answerSearch(() => RESULT);
    const { input } = renderBox();
    await userEvent.type(input, 'dri');
    const list = await screen.findByRole('listbox', { name: 'Search suggestions' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', list.id);

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Results for “dri”');
    expect(status).toHaveTextContent('48 results · 3.4 ms');

    const products = within(list).getByRole('group', { name: /Products/ });
    expect(products).toHaveTextContent('46');
    expect(within(products).getAllByRole('option')).toHaveLength(6); // 5 + View All
    const first = within(products).getAllByRole('option')[0]!;
    expect(first).toHaveTextContent('Cordless Drill 1');
    expect(first).toHaveTextContent('Bosch');
    expect(first).toHaveTextContent('₹5,000.00');
    expect(first).toHaveTextContent('₹6,999.00');
    expect(within(products).getByRole('option', { name: /View All \(46\)/ })).toBeInTheDocument();

    const brands = within(list).getByRole('group', { name: /Brands/ });
    expect(within(brands).getByRole('option')).toHaveTextContent('Drills, Grinders');
    // Every brand is shown: no View All.
    expect(within(brands).queryByRole('option', { name: /View All/ })).toBeNull();
    const categories = within(list).getByRole('group', { name: /Categories/ });
    expect(within(categories).getByRole('option')).toHaveTextContent('40 products');
    expect(within(list).getByRole('option', { name: /See All Results/ })).toBeInTheDocument();

    await userEvent.click(within(products).getByRole('option', { name: /View All/ }));
    expect(where()).toBe('/search-results?q=dri&type=products');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('goes to the product, brand and category pages and to all results', async () => {
    answerSearch(() => RESULT);
    const { input } = renderBox();
    await userEvent.type(input, 'dri');
    await userEvent.click(await screen.findByRole('option', { name: /Cordless Drill 2/ }));
    expect(where()).toBe('/product/cordless-drill-2');

    await userEvent.click(input);
    await userEvent.click(await screen.findByRole('option', { name: /Drillmaster/ }));
    expect(where()).toBe('/manufacturers/drillmaster');

    await userEvent.click(input);
    await userEvent.click(await screen.findByRole('option', { name: /^Drills/ }));
    expect(where()).toBe('/category/drills');

    await userEvent.click(input);
    await userEvent.click(await screen.findByRole('option', { name: 'See All Results' }));
    expect(where()).toBe('/search-results?q=dri');
  });

  it('says which words it shows results for when a word matched nothing', async () => {
    answerSearch(() => ({
      ...RESULT,
      metadata: { ...RESULT.metadata, search_term: 'bosh dri', showing_results_for: 'dri' },
    }));
    const { input } = renderBox();
    await userEvent.type(input, 'bosh dri');
    await screen.findByRole('listbox', { name: 'Search suggestions' });
    expect(screen.getByRole('status')).toHaveTextContent('Showing results for “dri”');
  });

  it('says No matches found / Try adjusting your search when nothing matches', async () => {
    answerSearch(() => EMPTY);
    const { input } = renderBox();
    await userEvent.type(input, 'zzzz');
    expect(await screen.findByText('No matches found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows No results found when the search fails, and only logs the failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerSearch(() => fail(500, 'boom', 'internal'));
    const { input } = renderBox();
    await userEvent.type(input, 'drill');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.queryByText('boom')).toBeNull();
    expect(warn).toHaveBeenCalledWith('Search failed:', expect.any(Error));
    warn.mockRestore();
  });

  it('searches 300 ms after typing stops, once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answerSearch(() => RESULT);
    const { input } = renderBox();
    fireEvent.change(input, { target: { value: 'dr' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(input, { target: { value: 'drill' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(requests).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await vi.waitFor(() => expect(searchedTerms()).toEqual(['drill']));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(searchedTerms()).toEqual(['drill']);
  });

  it('clears the results when the box is blanked', async () => {
    answerSearch(() => RESULT);
    const { input } = renderBox();
    await userEvent.type(input, 'dri');
    await screen.findByRole('listbox');
    await userEvent.clear(input);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByText(/Results for/)).toBeNull();
    // Typing again starts afresh instead of showing the old answer.
    answerSearch(never);
    await userEvent.type(input, 'x');
    expect(screen.getByText('Searching...')).toBeInTheDocument();
    expect(screen.queryByText(/Cordless Drill/)).toBeNull();
  });

  it('does nothing when blank text is submitted', async () => {
    const { input } = renderBox();
    await userEvent.type(input, '   {Enter}');
    expect(where()).toBe('/');
    expect(requests).toEqual([]);
  });

  it('submits the term to the results page with Enter', async () => {
    answerSearch(() => RESULT);
    const { input } = renderBox();
    await userEvent.type(input, ' dcd 776 {Enter}');
    expect(where()).toBe('/search-results?q=dcd+776');
  });

  it('moves through the items with the arrow keys, opens one with Enter, closes with Escape', async () => {
    answerSearch(() => RESULT);
    const { input } = renderBox();
    await userEvent.type(input, 'dri');
    const list = await screen.findByRole('listbox');
    const options = within(list).getAllByRole('option');
    expect(input).not.toHaveAttribute('aria-activedescendant');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');

    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    // Up from the first item wraps to the last: See All Results.
    expect(input).toHaveAttribute('aria-activedescendant', options[options.length - 1]!.id);
    expect(options[options.length - 1]).toHaveTextContent('See All Results');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('dri');

    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(where()).toBe('/product/cordless-drill-3');
  });
});
