import type { ProductSearchResult } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, on, recordRequests, server, type RecordedRequest } from '../../test/server';
import { ProductListing, type ListingSelection } from './product-listing';
import { maker, productSummary, renderRoutes } from './test-support';

let requests: RecordedRequest[];
const search = (resolve: () => unknown) => server.use(on('GET', '/products/search', resolve));

const result = (over: Partial<ProductSearchResult> = {}): ProductSearchResult => ({
  content: [productSummary(1), productSummary(2, { in_stock: false, compare_at_price: 2000 })],
  total_elements: 50,
  total_pages: 3,
  index: 0,
  limit: 24,
  number_of_elements: 2,
  facets: {
    manufacturers: [
      { id: maker(1).manufacturer_id, name: 'Maker 1', count: 30 },
      { id: maker(2).manufacturer_id, name: 'Maker 2', count: 20 },
    ],
    categories: [],
    price: { min: 199, max: 25000 },
  },
  ...over,
});

const calls = () => requests.filter((r) => r.path === '/products/search').map((r) => r.query);
const lastCall = () => calls()[calls().length - 1]!;
const where = () => screen.getByTestId('where').textContent;

beforeEach(() => {
  requests = recordRequests();
  search(() => result());
});

/** /list/{maker or all}?filters: a stand-in for the routes that host the listing. */
const hrefFor = (sel: ListingSelection, search: URLSearchParams) =>
  `/list/${sel.manufacturerId ?? 'all'}${search.toString() ? `?${search}` : ''}`;

function Host({ makerId }: { makerId: string | null }) {
  return (
    <ProductListing
      categoryId="00000000-0000-4000-8000-000000000001"
      manufacturerId={makerId}
      switchable={{ maker: true, category: false }}
      hrefFor={hrefFor}
      renderActions={(p) => <button type="button">Buy {p.name}</button>}
    />
  );
}

function ListRoute() {
  const { maker: m = 'all' } = useParams();
  return <Host makerId={m === 'all' ? null : m} />;
}
const show = (entry = `/list/${maker(1).manufacturer_id}`) =>
  renderRoutes([{ path: 'list/:maker', element: <ListRoute /> }], entry);

describe('ProductListing', () => {
  it('lists the products with the count, the card actions and the fixed filters', async () => {
    show();
    expect(await screen.findByText('Showing 1–2 of 50 products')).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Product 1' })).toHaveAttribute(
      'href',
      '/product/product-1',
    );
    expect(within(cards[1]!).getByText('Out of stock')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('₹2,000.00')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('button', { name: 'Buy Product 2' })).toBeInTheDocument();
    const q = lastCall();
    expect(q.get('categoryId')).toBe('00000000-0000-4000-8000-000000000001');
    expect(q.get('manufacturerId')).toBe(maker(1).manufacturer_id);
    expect(q.get('index')).toBe('0');
    expect(q.get('limit')).toBe('24');
  });

  it('keeps In stock, sort and the price range in the URL and asks for them', async () => {
    show();
    await screen.findByText('Showing 1–2 of 50 products');
    await userEvent.click(screen.getByLabelText('In stock only'));
    await waitFor(() => expect(where()).toContain('inStock=1'));
    await waitFor(() => expect(lastCall().get('inStock')).toBe('true'));

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'price_desc');
    await waitFor(() => expect(where()).toContain('sort=price_desc'));
    await waitFor(() => expect(lastCall().get('sort')).toBe('price_desc'));

    // A reversed range is put the right way round.
    await userEvent.type(screen.getByLabelText('Minimum price in rupees'), '5000');
    await userEvent.type(screen.getByLabelText('Maximum price in rupees'), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Apply price' }));
    await waitFor(() => expect(where()).toContain('minPrice=1000&maxPrice=5000'));
    expect(lastCall().get('minPrice')).toBe('1000');
    expect(lastCall().get('maxPrice')).toBe('5000');
    expect(screen.getByLabelText('In stock only')).toBeChecked();

    // three filters set (maker, stock, price): the badge says 3 (docs/decisions/183)
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveTextContent('Filters3');
    // Clear filters clears the maker picked here too; the sort is not a filter.
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(where()).toBe('/list/all?sort=price_desc'));
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveTextContent(/^Filters$/);
  });

  it('on a maker’s own page the maker is its place: not counted, not cleared', async () => {
    const own = maker(1).manufacturer_id;
    renderRoutes(
      [
        {
          path: 'list/:maker',
          element: (
            <ProductListing
              categoryId={null}
              manufacturerId={own}
              switchable={{ maker: true, category: true }}
              place={{ categoryId: null, manufacturerId: own }}
              hrefFor={hrefFor}
            />
          ),
        },
      ],
      `/list/${own}?inStock=1`,
    );
    await screen.findByText('Showing 1–2 of 50 products');
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveTextContent('Filters1');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(where()).toBe(`/list/${own}`));
  });

  it('switches the maker from the facets and pages through the results', async () => {
    show();
    const select = await screen.findByLabelText('Manufacturer');
    expect(await within(select).findByRole('option', { name: 'Maker 2 (20)' })).toBeInTheDocument();
    await userEvent.selectOptions(select, maker(2).manufacturer_id);
    await waitFor(() => expect(where()).toBe(`/list/${maker(2).manufacturer_id}`));
    await waitFor(() => expect(lastCall().get('manufacturerId')).toBe(maker(2).manufacturer_id));

    const pages = screen.getByRole('navigation', { name: 'Product pages' });
    await userEvent.click(within(pages).getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(where()).toBe(`/list/${maker(2).manufacturer_id}?page=3`));
    await waitFor(() => expect(lastCall().get('index')).toBe('2'));
  });

  it('says No products found with Clear filters when filters leave nothing', async () => {
    search(() => result({ content: [], total_elements: 0, total_pages: 0, number_of_elements: 0 }));
    show(`/list/all?inStock=1`);
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(where()).toBe('/list/all'));
  });

  it('says Failed to load products with a Retry', async () => {
    search(() => fail(500, 'boom'));
    show();
    expect(
      await screen.findByText('Failed to load products: Please try again.'),
    ).toBeInTheDocument();
    search(() => result());
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Showing 1–2 of 50 products')).toBeInTheDocument();
  });
});
