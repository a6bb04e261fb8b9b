import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  category,
  fail,
  maker,
  ok,
  pageOf,
  renderRoutes,
} from '../../features/catalogue/test-support';
import { Component as Home } from './home';

const fetchMock = vi.fn<typeof fetch>();
type Answer = () => Response | Promise<Response>;
let answers: Record<string, Answer>;

beforeEach(() => {
  answers = {
    '/api/categories/active': () => ok({ content: [category(1), category(2)] }),
    '/api/manufacturers/active': () => ok(pageOf([maker(1), maker(2, { logo_info: null })])),
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

const renderHome = () =>
  renderRoutes(
    [
      { index: true, element: <Home /> },
      { path: '*', element: null },
    ],
    '/',
  );
const where = () => screen.getByTestId('where').textContent;

describe('Home', () => {
  it('has the hero buttons and the About blurb with its more link', async () => {
    renderHome();
    expect(screen.getByRole('button', { name: /Explore Products/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Read more about us' })).toHaveAttribute(
      'href',
      '/about',
    );
    await screen.findByText('Category 1');
  });

  it('Explore Products scrolls to the Product Categories', async () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    renderHome();
    await userEvent.click(screen.getByRole('button', { name: /Explore Products/ }));
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toHaveAttribute('id', 'categories');
    expect(screen.getByRole('heading', { name: 'Product Categories' })).toHaveFocus();
  });

  it('shows the categories, each going to its manufacturers, with a drawn fallback image', async () => {
    renderHome();
    const section = screen
      .getByRole('heading', { name: 'Product Categories' })
      .closest('section') as HTMLElement;
    const link = await within(section).findByRole('link', { name: /Category 2/ });
    expect(link).toHaveAttribute('href', `/manufacturers/${category(2).category_id}`);
    expect(link).toHaveTextContent('20 products');
    expect(link.querySelector('[data-fallback="category"]')).not.toBeNull();
    await userEvent.click(link);
    expect(where()).toBe(`/manufacturers/${category(2).category_id}`);
  });

  it('says Failed to load categories with a Retry that loads them again', async () => {
    answers['/api/categories/active'] = () => fail(500, 'Database down');
    renderHome();
    const alert = await screen.findByText(/^Failed to load categories: /);
    const box = alert.closest('[role="alert"]') as HTMLElement;
    answers['/api/categories/active'] = () => ok({ content: [category(3)] });
    await userEvent.click(within(box).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Category 3')).toBeInTheDocument();
    expect(screen.queryByText(/Failed to load categories/)).toBeNull();
  });

  it('says No categories available when there are none', async () => {
    answers['/api/categories/active'] = () => ok({ content: [] });
    renderHome();
    expect(await screen.findByText('No categories available')).toBeInTheDocument();
  });

  it('says Invalid response format when the answer lacks the list', async () => {
    answers['/api/categories/active'] = () => ok({ items: [] });
    renderHome();
    expect(
      await screen.findByText('Failed to load categories: Invalid response format'),
    ).toBeInTheDocument();
  });

  it('shows the companies strip with names when a maker has no logo, each to its products', async () => {
    renderHome();
    const strip = await screen.findByRole('list', { name: 'Companies' });
    const link = within(strip).getByRole('link', { name: 'Maker 2' });
    expect(link).toHaveTextContent('Maker 2');
    expect(link).toHaveAttribute('href', `/products/all/${maker(2).manufacturer_id}`);
  });

  it('offers Retry when the companies fail, and says No companies available when empty', async () => {
    answers['/api/manufacturers/active'] = () => fail(500, 'Database down');
    renderHome();
    const heading = screen.getByRole('heading', { name: 'Companies Available' });
    const section = heading.closest('section') as HTMLElement;
    const retry = await within(section).findByRole('button', { name: 'Retry' });
    expect(within(section).getByRole('alert')).toHaveTextContent(/Failed to load manufacturers/);
    answers['/api/manufacturers/active'] = () => ok(pageOf([]));
    await userEvent.click(retry);
    expect(await within(section).findByText('No companies available')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/manufacturers/active')),
      ).toHaveLength(2),
    );
    expect(
      String(fetchMock.mock.calls.find(([u]) => String(u).startsWith('/api/manufacturers'))?.[0]),
    ).toBe('/api/manufacturers/active?index=0&limit=50&sortBy=displayOrder&sortDir=asc');
  });

  it('the hero tiles link to their categories (a missing one searches instead)', async () => {
    answers['/api/categories/active'] = () =>
      ok({
        content: [
          category(1, { name: 'Power Tools', slug: 'power-tools' }),
          category(2, { name: 'Welding Equipment', slug: 'welding-equipment' }),
          category(3, { name: 'Measuring Instruments', slug: 'measuring-instruments' }),
        ],
      });
    renderHome();
    const tiles = screen.getByRole('navigation', { name: 'Popular categories' });
    await screen.findByText('Power Tools');
    expect(within(tiles).getByRole('link', { name: 'Power tools' })).toHaveAttribute(
      'href',
      '/category/power-tools',
    );
    expect(within(tiles).getByRole('link', { name: 'Welding' })).toHaveAttribute(
      'href',
      '/category/welding-equipment',
    );
    expect(within(tiles).getByRole('link', { name: 'Measuring' })).toHaveAttribute(
      'href',
      '/category/measuring-instruments',
    );
    expect(within(tiles).getByRole('link', { name: 'Safety gear' })).toHaveAttribute(
      'href',
      '/search-results?q=Safety+gear',
    );
  });
});
