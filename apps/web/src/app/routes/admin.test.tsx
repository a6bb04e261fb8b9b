import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../features/admin/admin.testing';
import { Component as Admin } from './admin';

function renderAdmin(url: string) {
  const router = createMemoryRouter([{ path: 'admin/*', element: <Admin /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('/admin', () => {
  it('shows Staff access only to a customer, and calls nothing', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    signInAs('USER');
    renderAdmin('/admin/orders');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Staff access only' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Staff console' })).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('opens the orders board for staff, from /admin', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              success: true,
              message: 'OK',
              data: {
                content: [],
                total_elements: 0,
                total_pages: 0,
                index: 0,
                limit: 20,
                number_of_elements: 0,
              },
            }),
            { headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    signInAs('ADMIN');
    const router = renderAdmin('/admin');
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/orders');
    expect(screen.getByRole('navigation', { name: 'Staff console' })).toBeInTheDocument();
  });
});
