import type { SearchResult } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, renderRoutes } from '../../features/catalogue/test-support';
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

const fetchMock = vi.fn<typeof fetch>();
let answer: (url: URL) => Response;
const searches = () =>
  fetchMock.mock.calls
    .map(([u]) => new URL(String(u), 'http://x'))
    .filter((u) => u.pathname === '/api/search')
    .map((u) => Object.fromEntries(u.searchParams));

beforeEach(() => {
  answer = (url) => ok(result(url.searchParams.get('type') === 'products' ? 24 : 5));
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/search') return answer(url);
    if (url.pathname === '/api/company') return fail(404, 'Not found');
    throw new Error(`unexpected call ${url.pathname}`);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const show = (entry: string) =>
  renderRoutes(
    [
      { path: 'search-results', element: <SearchResults /> },
      { path: '*', element: null },
    ],
    entry,
  );

describe('/search-results', () => {
  it('shows each kind with its total and View All when more exist', async () => {
    show('/search-results?q=drill');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for “drill”' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('31 results in 4.2 ms')).toBeInTheDocument();
    const products = await screen.findByRole('region', { name: 'Products' });
    expect(within(products).getAllByRole('article')).toHaveLength(5);
    expect(within(products).getByRole('link', { name: /View All/ })).toHaveAttribute(
      'href',
      '/search-results?q=drill&type=products',
    );
    const brands = screen.getByRole('region', { name: 'Brands' });
    expect(within(brands).queryByRole('link', { name: /View All/ })).toBeNull();
    expect(within(brands).getByRole('link', { name: /Drillco/ })).toHaveAttribute(
      'href',
      '/manufacturers/drillco',
    );
    expect(screen.queryByRole('region', { name: 'Categories' })).toBeNull();
    expect(document.title).toBe('Search results for “drill” – Bangalore Tool Works');
  });

  it('pages through one kind', async () => {
    show('/search-results?q=drill&type=products');
    expect(await screen.findAllByRole('article')).toHaveLength(24);
    expect(screen.getByRole('link', { name: /^Products/ })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() =>
      expect(searches().at(-1)).toEqual({ q: 'drill', type: 'products', index: '1', limit: '24' }),
    );
  });

  it('says No matches found / Try adjusting your search when nothing matches', async () => {
    answer = () =>
      ok({
        ...result(0, { total_results: 0, total_products: 0, total_manufacturers: 0 }),
        manufacturers: [],
      });
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
