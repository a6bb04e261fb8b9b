import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, on, recordRequests, server } from '../../test/server';
import { signIn, signOut, USER } from '../../test/fixtures/accounts';
import { makeCompany } from '../../test/handlers/companies';
import { ProductGrid } from './product-card';
import { renderRoutes } from './test-support';

// "Your price" for a member of a company (decisions.md › §22): one call per grid.
const card = (n: number) => ({
  product_id: `a0000000-0000-4000-8000-00000000000${n}`,
  name: `Drill ${n}`,
  slug: `drill-${n}`,
  sku: `D-${n}`,
  manufacturer_name: 'Deccan',
  category_names: ['Power Tools'],
  thumbnail_url: null,
  price: 1000,
  compare_at_price: null,
});
const grid = () =>
  renderRoutes([{ path: '/', element: <ProductGrid products={[card(1), card(2)]} /> }], '/');

afterEach(() => signOut());

describe('ProductGrid for a member', () => {
  it('shows "Your price" beside the struck list price, from one call for the whole grid', async () => {
    signIn({ ...USER, user_id: 'u-member' });
    const requests = recordRequests();
    server.use(
      on('GET', '/companies/mine', () => makeCompany()),
      on('GET', '/companies/mine/prices', () => ({
        prices: [
          {
            product_id: card(1).product_id,
            list_price: 1000,
            price: 850,
            source: 'PRICE_LIST',
            fixed_price: 850,
            percent_off: null,
          },
          {
            product_id: card(2).product_id,
            list_price: 1000,
            price: 1000,
            source: 'LIST',
            fixed_price: null,
            percent_off: null,
          },
        ],
      })),
    );
    grid();
    expect(await screen.findByText('₹850.00')).toBeInTheDocument();
    expect(screen.getAllByText(/Your price/)).toHaveLength(1);
    expect(screen.getByText('List price').closest('s')).toHaveTextContent('₹1,000.00');
    const asked = requests.filter((r) => r.path === '/companies/mine/prices');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.query.get('product_ids')?.split(',')).toHaveLength(2);
  });

  it('shows the public price to a customer in no company, and never asks (no 403 in the console)', async () => {
    signIn({ ...USER, user_id: 'u-not-member' });
    const requests = recordRequests();
    server.use(
      on('GET', '/companies/mine/prices', () =>
        fail(403, 'Only members of a company have company prices'),
      ),
    );
    grid();
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/companies/mine')).toHaveLength(1),
    );
    expect(screen.getAllByText('₹1,000.00')).toHaveLength(2);
    expect(screen.queryByText(/Your price/)).not.toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/companies/mine/prices')).toHaveLength(0);
  });

  it('asks nothing for a guest', async () => {
    const requests = recordRequests();
    grid();
    expect(await screen.findAllByText('₹1,000.00')).toHaveLength(2);
    expect(requests.filter((r) => r.path === '/companies/mine/prices')).toHaveLength(0);
  });
});
