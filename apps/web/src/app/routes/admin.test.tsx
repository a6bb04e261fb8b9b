import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../features/admin/admin.testing';
import { recordRequests } from '../../test/server';
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
    const requests = recordRequests();
    signInAs('USER');
    renderAdmin('/admin/orders');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Staff access only' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Staff console' })).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('opens the orders board for staff, from /admin', async () => {
    // the shared handlers' GET /admin/orders is an empty page
    signInAs('ADMIN');
    const router = renderAdmin('/admin');
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/orders');
    expect(screen.getByRole('navigation', { name: 'Staff console' })).toBeInTheDocument();
  });
});
