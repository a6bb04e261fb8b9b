import type { SearchResult } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../features/catalogue/test-support';
import { fail, ok, on, recordRequests, server, type RecordedRequest } from '../../test/server';
import { Component as SearchResults } from './search-results';

const product = (n: number) => ({
  product_id: `p${n}`,
  name: `Drill ${n}`,
  slug: `drill-${n}`,
  sku: `D-${n}`,
  manufacturer_name: 'Deccan',
  category_names: ['Power Tools'],
  thumbnail_url: null,
  price: 1000 + n,
  compare_at_price: null,
});

/** A /products/search page: `total` matches, 24 a page, every third one out of stock. */
const listing = (index: number, total = 30, limit = 24) => {
  const first = index * limit;
  const count = Math.max(0, Math.min(limit, total - first));
  return {
    content: Array.from({ length: count }, (_, i) => ({
      ...product(first + i + 1),
      manufacturer_id: 'm1',
      in_stock: (first + i + 1) % 3 !== 0,
      // buying in quantity (decisions.md › §14): sold one at a time, no slabs
      pack_size: 1,
      min_order_qty: 1,
      price_slabs: [],
    })),
    total_elements: total,
    total_pages: Math.ceil(total / limit),
    index,
    limit,
    number_of_elements: count,
    facets: { manufacturers: [], categories: [], price: { min: 0, max: 0 } },
  };
};

const result = (count: number, totals: Partial<SearchResult['metadata']> = {}): SearchResult => ({
  products: Array.from({ length: count }, (_, i) => product(i + 1)),
  manufacturers: [
    {
      manufacturer_id: 'm1',
      name: 'Drillco',
      slug: 'drillco',
      category_names: ['Power Tools'],
      product_count: 3,
      logo_url: null,
    },
  ],
  categories: [],
  metadata: {
    search_term: 'drill',
    total_results: 31,
    search_time_ms: 4.2,
    total_products: 30,
    total_manufacturers: 1,
    total_categories: 0,
    ...totals,
  },
});

let answer: (url: URL) => Response;
let listingTotal = 30;
let requests: RecordedRequest[];
const queriesOf = (path: string) =>
  requests.filter((r) => r.path === path).map((r) => Object.fromEntries(r.query));
const listings = () => queriesOf('/products/search');
const searches = () => queriesOf('/search');

beforeEach(() => {
  answer = (url) => ok(result(url.searchParams.get('type') === 'products' ? 24 : 5));
  listingTotal = 30;
  requests = recordRequests();
  server.use(
    on('GET', '/search', ({ request }) => answer(new URL(request.url))),
    on('GET', '/products/search', ({ request }) =>
      listing(Number(new URL(request.url).searchParams.get('index')), listingTotal),
    ),
    on('GET', '/company', () => fail(404, 'Not found')),
  );
});

const show = (entry: string) =>
  renderRoutes(
    [
      { path: 'search-results', element: <SearchResults /> },
      { path: '*', element: null },
    ],
    entry,
  );

describe('/search-results', () => {
  it('"All" shows every matching product, paged, as listing cards with stock and Add to Cart', async () => {
    show('/search-results?q=drill');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for “drill”' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('31 results in 4.2 ms')).toBeInTheDocument();
    const products = await screen.findByRole('region', { name: 'Products' });
    const cards = await within(products).findAllByRole('article');
    expect(cards).toHaveLength(24);
    expect(within(cards[0]!).getByText('In stock')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('button', { name: 'Add to cart: Drill 1' })).toBeEnabled();
    expect(within(cards[2]!).getByText('Out of stock')).toBeInTheDocument();
    expect(within(cards[2]!).queryByRole('button', { name: /to cart/ })).toBeNull();
    expect(listings().at(-1)).toMatchObject({ q: 'drill', index: '0', limit: '24' });
    // The rest are one page away.
    await userEvent.click(within(products).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(listings().at(-1)).toMatchObject({ q: 'drill', index: '1' }));
    expect(await within(products).findByRole('link', { name: 'Drill 30' })).toBeInTheDocument();
  }, 30_000);

  it('says which words the results are for when a word matched nothing (relaxed)', async () => {
    answer = () => ok(result(5, { search_term: 'bosh drill', showing_results_for: 'drill' }));
    show('/search-results?q=bosh%20drill');
    expect(await screen.findByRole('status')).toHaveTextContent(
      "No results for 'bosh drill'. Showing results for 'drill'",
    );
  }, 30_000);

  it('gives the results the listing filters and sorts, kept in the URL', async () => {
    show('/search-results?q=drill');
    const products = await screen.findByRole('region', { name: 'Products' });
    await within(products).findAllByRole('article');
    await userEvent.selectOptions(within(products).getByLabelText('Sort by'), 'Price: low to high');
    await waitFor(() => expect(listings().at(-1)).toMatchObject({ q: 'drill', sort: 'price_asc' }));
    await userEvent.click(within(products).getAllByLabelText('In stock only')[0]!);
    await waitFor(() =>
      expect(listings().at(-1)).toMatchObject({ q: 'drill', sort: 'price_asc', inStock: 'true' }),
    );
  }, 30_000);

  it('"All" lists brands and categories with their own View all N', async () => {
    answer = () =>
      ok({
        ...result(5, { total_results: 40, total_manufacturers: 9, total_categories: 1 }),
        categories: [
          {
            category_id: 'c1',
            name: 'Drills',
            slug: 'drills',
            product_count: 30,
            image_url: null,
          },
        ],
      });
    show('/search-results?q=drill');
    const brands = await screen.findByRole('region', { name: 'Brands' });
    expect(within(brands).getByRole('link', { name: /View all 9 brands/ })).toHaveAttribute(
      'href',
      '/search-results?q=drill&type=manufacturers',
    );
    expect(within(brands).getByRole('link', { name: /Drillco/ })).toHaveAttribute(
      'href',
      '/manufacturers/drillco',
    );
    const categories = screen.getByRole('region', { name: 'Categories' });
    expect(within(categories).queryByRole('link', { name: /View all/ })).toBeNull();
    expect(document.title).toBe('Search results for “drill” – Bangalore Tool Works');
  });

  it('pages through the products tab', async () => {
    show('/search-results?q=drill&type=products');
    expect(await screen.findAllByRole('article')).toHaveLength(24);
    expect(screen.getByRole('link', { name: /^Products/ })).toHaveAttribute('aria-current', 'page');
    expect(
      screen.getAllByRole('button', { name: /Add to cart: Drill \d+/ }).length,
    ).toBeGreaterThan(10);
    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(listings().at(-1)).toMatchObject({ q: 'drill', index: '1' }));
  }, 30_000);

  it('pages through brands with the search call', async () => {
    show('/search-results?q=drill&type=manufacturers&page=2');
    await screen.findByRole('link', { name: /Drillco/ });
    expect(searches().at(-1)).toEqual({
      q: 'drill',
      type: 'manufacturers',
      index: '1',
      limit: '24',
    });
    expect(listings()).toEqual([]);
  });

  it('says No matches found / Try adjusting your search when nothing matches', async () => {
    answer = () =>
      ok({
        ...result(0, { total_results: 0, total_products: 0, total_manufacturers: 0 }),
        manufacturers: [],
      });
    listingTotal = 0;
    show('/search-results?q=zzz');
    expect(await screen.findByText('No matches found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search')).toBeInTheDocument();
  });

  it('says No results found when the search fails, and only logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer = () => fail(500, 'boom');
    show('/search-results?q=drill');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('asks for a term when there is none, without calling the server', () => {
    show('/search-results');
    expect(screen.getByText('Search the catalogue')).toBeInTheDocument();
    expect(searches()).toEqual([]);
  });
});
