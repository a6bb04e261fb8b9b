import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  category,
  fail,
  maker,
  ok,
  productSummary,
  renderRoutes,
} from '../../features/catalogue/test-support';
import { Component as CategoryMakers } from './category-makers';

const fetchMock = vi.fn<typeof fetch>();
let answers: Record<string, () => Response>;

beforeEach(() => {
  const c1 = category(1, { name: 'Power Tools', slug: 'power-tools', description: 'Drills.' });
  answers = {
    '/api/categories/active': () => ok({ content: [c1, category(2)] }),
    [`/api/categories/${c1.category_id}/manufacturers`]: () =>
      ok({ content: [maker(1, { name: 'Deccan' }), maker(2, { name: 'Arjun' })] }),
    '/api/manufacturers/deccan': () => ok(maker(1, { name: 'Deccan', slug: 'deccan' })),
    '/api/manufacturers/nobody': () => fail(404, 'Manufacturer not found'),
    '/api/products/search': () =>
      ok({
        content: [productSummary(1, { name: 'Deccan Drill 12V' })],
        total_elements: 1,
        total_pages: 1,
        index: 0,
        limit: 24,
        number_of_elements: 1,
        facets: { manufacturers: [], categories: [], price: { min: 1, max: 2 } },
      }),
    '/api/company': () => fail(404, 'Not found'),
  };
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://x').pathname;
    const answer = answers[path];
    if (!answer) throw new Error(`unexpected call ${path}`);
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

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
    show('deccan');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deccan' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Deccan Drill 12V' })).toBeInTheDocument();
    expect(screen.queryByText('Page Not Found')).toBeNull();
    const search = fetchMock.mock.calls
      .map(([u]) => new URL(String(u), 'http://x'))
      .find((u) => u.pathname === '/api/products/search');
    expect(search?.searchParams.get('manufacturerId')).toBe(maker(1).manufacturer_id);
  });

  it('says Category not found when neither a category nor a maker has that name', async () => {
    show('nobody');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Category not found' }),
    ).toBeInTheDocument();
  });

  it('says Failed to load manufacturers with a Retry when the makers cannot load', async () => {
    answers[`/api/categories/${category(1).category_id}/manufacturers`] = () =>
      fail(503, 'Service unavailable');
    show(category(1).category_id);
    expect(
      await screen.findByText('Failed to load manufacturers: Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says No manufacturers available for a category without makers', async () => {
    answers[`/api/categories/${category(1).category_id}/manufacturers`] = () => ok({ content: [] });
    show('power-tools');
    expect(await screen.findByText('No manufacturers available')).toBeInTheDocument();
  });
});
