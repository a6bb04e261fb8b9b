import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, gate, on, recordRequests, server } from '../../test/server';

// The real session module, started on a stored session whose access token is about to expire:
// the guard shows the spinner until the refresh has answered.
function jwt(seconds: number) {
  const enc = (o: object) =>
    btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${enc({ alg: 'HS256' })}.${enc({ exp: Math.floor(Date.now() / 1000) + seconds })}.sig`;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('RequireAuth with the session engine', () => {
  it('shows Verifying your access... while the stored session is checked, then the page', async () => {
    localStorage.setItem('accessToken', jwt(10));
    localStorage.setItem('refreshToken', jwt(86400 * 30));
    localStorage.setItem(
      'userData',
      JSON.stringify({ user_id: 'u', name: 'A', phone: '9876543210', email: null, role: 'USER' }),
    );
    const fresh = jwt(900);
    const answered = gate();
    const requests = recordRequests();
    server.use(
      on('POST', '/auth/rotate-tokens', async () => {
        await answered.opened;
        return { access_token: fresh };
      }),
    );
    vi.resetModules();
    const { RequireAuth } = await import('./require-auth');
    const session = await import('../../lib/session');
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <RequireAuth>
            <p>Guarded page</p>
          </RequireAuth>
        ),
      },
      { path: '/login', element: <p>Login page</p> },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Verifying your access...')).toBeInTheDocument();
    await waitFor(() => expect(requests.map((r) => r.path)).toEqual(['/auth/rotate-tokens']));
    answered.open();
    expect(await screen.findByText('Guarded page')).toBeInTheDocument();
    expect(session.getAccessToken()).toBe(fresh);
    session.clearSession();
  });

  it('sends the guest to /login once the stored session turns out to be over', async () => {
    localStorage.setItem('accessToken', jwt(10));
    localStorage.setItem('refreshToken', jwt(86400 * 30));
    server.use(on('POST', '/auth/rotate-tokens', () => fail(401, 'Session expired')));
    vi.resetModules();
    const { RequireAuth } = await import('./require-auth');
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <RequireAuth>
            <p>Guarded page</p>
          </RequireAuth>
        ),
      },
      { path: '/login', element: <p>Login page</p> },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('re-syncs 100 ms after another tab changes the session (the storage event)', async () => {
    vi.resetModules();
    const session = await import('../../lib/session');
    const listener = vi.fn();
    const unsubscribe = session.subscribeSession(listener);
    vi.useFakeTimers();
    localStorage.setItem('accessToken', jwt(900));
    localStorage.setItem('refreshToken', jwt(86400 * 30));
    window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken' }));
    vi.advanceTimersByTime(99);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalled();
    expect(session.getSessionSnapshot().isAuthenticated).toBe(true);
    unsubscribe();
    session.clearSession();
  });
});
