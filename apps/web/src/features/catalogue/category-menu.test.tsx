import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CategoryMenu } from './category-menu';
import { fail, gate, on, server } from '../../test/server';
import { category, renderRoutes } from './test-support';

beforeEach(() => {
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
    const answered = gate();
    server.use(
      on('GET', '/categories/active', async () => {
        await answered.opened;
        return { content: [category(1), category(2)] };
      }),
    );
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Product' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Loading categories...')).toBeInTheDocument();
    answered.open();
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
    server.use(on('GET', '/categories/active', () => ({ content: [] })));
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Product' }));
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByText('No categories available')).toBeInTheDocument();
  });

  it('says Failed to load categories with a Retry', async () => {
    server.use(on('GET', '/categories/active', () => fail(500, 'down')));
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Product' }));
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByText('Failed to load categories')).toBeInTheDocument();
    server.use(on('GET', '/categories/active', () => ({ content: [category(3)] })));
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Retry' }));
    expect(await within(menu).findByRole('menuitem', { name: /Category 3/ })).toBeInTheDocument();
  });
});
