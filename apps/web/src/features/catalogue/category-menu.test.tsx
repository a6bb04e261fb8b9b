import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CategoryMenu } from './category-menu';
import { category, fail, ok, renderRoutes } from './test-support';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  // Radix measures the menu with ResizeObserver, which jsdom lacks.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderMenu = () =>
  renderRoutes(
    [
      { index: true, element: <CategoryMenu /> },
      { path: '*', element: null },
    ],
    '/',
  );

describe('CategoryMenu', () => {
  it('says Loading categories... until the categories arrive, then lists them', async () => {
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Product' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Loading categories...')).toBeInTheDocument();
    answer(ok({ content: [category(1), category(2)] }));
    const item = await within(menu).findByRole('menuitem', { name: /Category 2/ });
    expect(item).toHaveAttribute('href', `/manufacturers/${category(2).category_id}`);
    expect(within(menu).getByRole('menuitem', { name: 'All manufacturers' })).toHaveAttribute(
      'href',
      '/companies/all',
    );
    await userEvent.click(item);
    expect(screen.getByTestId('where')).toHaveTextContent(
      `/manufacturers/${category(2).category_id}`,
    );
  });

  it('says No categories available when there are none', async () => {
    fetchMock.mockImplementation(async () => ok({ content: [] }));
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Product' }));
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByText('No categories available')).toBeInTheDocument();
  });

  it('says Failed to load categories with a Retry', async () => {
    fetchMock.mockImplementation(async () => fail(500, 'down'));
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Product' }));
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByText('Failed to load categories')).toBeInTheDocument();
    fetchMock.mockImplementation(async () => ok({ content: [category(3)] }));
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Retry' }));
    expect(await within(menu).findByRole('menuitem', { name: /Category 3/ })).toBeInTheDocument();
  });
});
