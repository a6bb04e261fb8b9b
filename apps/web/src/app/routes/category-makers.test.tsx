import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  category,
  maker,
  productSummary,
  renderRoutes,
} from '../../features/catalogue/test-support';
import { searchPage } from '../../test/handlers/catalogue';
import { fail, on, recordRequests, server } from '../../test/server';
import { Component as CategoryMakers } from './category-makers';

const c1 = category(1, { name: 'Power Tools', slug: 'power-tools', description: 'Drills.' });
const makersOfC1 = (resolve: () => unknown) =>
  on('GET', '/categories/:idOrSlug/manufacturers', ({ params }) =>
    params.idOrSlug === c1.category_id ? resolve() : fail(404, 'Category not found'),
  );

beforeEach(() => {
  server.use(
    on('GET', '/categories/active', () => ({ content: [c1, category(2)] })),
    makersOfC1(() => ({ content: [maker(1, { name: 'Deccan' }), maker(2, { name: 'Arjun' })] })),
    on('GET', '/manufacturers/:idOrSlug', ({ params }) =>
      params.idOrSlug === 'deccan'
        ? maker(1, { name: 'Deccan', slug: 'deccan' })
        : fail(404, 'Manufacturer not found'),
    ),
    on('GET', '/products/search', () =>
      searchPage([productSummary(1, { name: 'Deccan Drill 12V' })], {
        limit: 24,
        facets: { manufacturers: [], categories: [], price: { min: 1, max: 2 } },
      }),
    ),
    on('GET', '/company', () => fail(404, 'Not found')),
  );
});

const show = (param: string) =>
  renderRoutes(
    [
      { path: 'manufacturers/:categoryId', element: <CategoryMakers /> },
      { path: '*', element: null },
    ],
    `/manufacturers/${param}`,
  );

describe('/manufacturers/{categoryId}', () => {
  it('lists the makers of the category, each to its products in the category', async () => {
    show(category(1).category_id);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Power Tools' }),
    ).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Manufacturers' });
    const link = within(grid).getByRole('link', { name: /Arjun/ });
    expect(link).toHaveAttribute(
      'href',
      `/products/${category(1).category_id}/${maker(2).manufacturer_id}`,
    );
    expect(screen.getByRole('link', { name: /View all 10 products/ })).toHaveAttribute(
      'href',
      '/category/power-tools',
    );
    expect(document.title).toBe('Power Tools manufacturers – Bangalore Tool Works');
  });

  it("shows a maker's products when the parameter is a maker's slug (brand links)", async () => {
    const requests = recordRequests();
    show('deccan');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deccan' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Deccan Drill 12V' })).toBeInTheDocument();
    expect(screen.queryByText('Page Not Found')).toBeNull();
    const search = requests.find((r) => r.path === '/products/search');
    expect(search?.query.get('manufacturerId')).toBe(maker(1).manufacturer_id);
  });

  it('says Category not found when neither a category nor a maker has that name', async () => {
    show('nobody');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Category not found' }),
    ).toBeInTheDocument();
  });

  it('says Failed to load manufacturers with a Retry when the makers cannot load', async () => {
    server.use(makersOfC1(() => fail(503, 'Service unavailable')));
    show(category(1).category_id);
    expect(
      await screen.findByText('Failed to load manufacturers: Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says No manufacturers available for a category without makers', async () => {
    server.use(makersOfC1(() => ({ content: [] })));
    show('power-tools');
    expect(await screen.findByText('No manufacturers available')).toBeInTheDocument();
  });
});
