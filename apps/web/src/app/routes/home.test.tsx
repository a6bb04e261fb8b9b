import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { category, maker, pageOf, renderRoutes } from '../../features/catalogue/test-support';
import { takeContractMismatches } from '../../test/contract-check';
import {
  api,
  fail,
  http,
  ok,
  on,
  recordRequests,
  server,
  type RecordedRequest,
} from '../../test/server';
import { Component as Home } from './home';

let requests: RecordedRequest[];
const categoriesAnswer = (resolve: () => unknown) =>
  server.use(on('GET', '/categories/active', resolve));
const makersAnswer = (resolve: () => unknown) =>
  server.use(on('GET', '/manufacturers/active', resolve));

beforeEach(() => {
  requests = recordRequests();
  categoriesAnswer(() => ({ content: [category(1), category(2)] }));
  makersAnswer(() => pageOf([maker(1), maker(2, { logo_info: null })]));
  server.use(on('GET', '/company', () => fail(404, 'Not found')));
});

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
    categoriesAnswer(() => fail(500, 'Database down'));
    renderHome();
    const alert = await screen.findByText(/^Failed to load categories: /);
    const box = alert.closest('[role="alert"]') as HTMLElement;
    categoriesAnswer(() => ({ content: [category(3)] }));
    await userEvent.click(within(box).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Category 3')).toBeInTheDocument();
    expect(screen.queryByText(/Failed to load categories/)).toBeNull();
  });

  it('says No categories available when there are none', async () => {
    categoriesAnswer(() => ({ content: [] }));
    renderHome();
    expect(await screen.findByText('No categories available')).toBeInTheDocument();
  });

  it('says Invalid response format when the answer lacks the list', async () => {
    // An answer off the contract, on purpose: the contract check sees it too.
    server.use(http.get(api('/categories/active'), () => ok({ items: [] })));
    renderHome();
    expect(
      await screen.findByText('Failed to load categories: Invalid response format'),
    ).toBeInTheDocument();
    expect(takeContractMismatches()).toEqual([
      {
        route: 'GET /categories/active',
        problem: expect.stringMatching(/^answer data\.content: /) as string,
      },
    ]);
  });

  it('shows the companies strip with names when a maker has no logo, each to its products', async () => {
    renderHome();
    const strip = await screen.findByRole('list', { name: 'Companies' });
    const link = within(strip).getByRole('link', { name: 'Maker 2' });
    expect(link).toHaveTextContent('Maker 2');
    expect(link).toHaveAttribute('href', `/products/all/${maker(2).manufacturer_id}`);
  });

  it('offers Retry when the companies fail, and says No companies available when empty', async () => {
    makersAnswer(() => fail(500, 'Database down'));
    renderHome();
    const heading = screen.getByRole('heading', { name: 'Companies Available' });
    const section = heading.closest('section') as HTMLElement;
    const retry = await within(section).findByRole('button', { name: 'Retry' });
    expect(within(section).getByRole('alert')).toHaveTextContent(/Failed to load manufacturers/);
    makersAnswer(() => pageOf([]));
    await userEvent.click(retry);
    expect(await within(section).findByText('No companies available')).toBeInTheDocument();
    const makerCalls = () => requests.filter((r) => r.path === '/manufacturers/active');
    await waitFor(() => expect(makerCalls()).toHaveLength(2));
    expect(String(makerCalls()[0]?.query)).toBe('index=0&limit=50&sortBy=displayOrder&sortDir=asc');
  });

  it('the hero tiles link to their categories (a missing one searches instead)', async () => {
    categoriesAnswer(() => ({
      content: [
        category(1, { name: 'Power Tools', slug: 'power-tools' }),
        category(2, { name: 'Welding Equipment', slug: 'welding-equipment' }),
        category(3, { name: 'Measuring Instruments', slug: 'measuring-instruments' }),
      ],
    }));
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
