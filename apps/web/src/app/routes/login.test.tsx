import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LoginResult } from '@store/contract';
import { Component as LoginScreen } from './login';
import { Component as RegisterScreen } from './register';
import { clearSession, getAccessToken, storeLogin } from '../../lib/session';
import { ProfileMenu } from '../../features/accounts/profile-menu';
import { RequireAuth } from '../../features/accounts/require-auth';
import { returnPathOf } from '../../features/accounts/accounts.api';
import {
  answer,
  fail,
  offline,
  on,
  recordRequests,
  requestKey,
  server,
  type RecordedRequest,
} from '../../test/server';
import { CUSTOMER, loginResult as loginResultOf } from '../../test/fixtures/accounts';

let calls: RecordedRequest[];
const loginResult = (role: 'USER' | 'ADMIN' = 'USER'): LoginResult =>
  loginResultOf({ ...CUSTOMER, role });

beforeEach(() => {
  calls = recordRequests();
});
afterEach(() => clearSession());

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}
function renderAt(path: string, state?: unknown) {
  const router = createMemoryRouter(
    [
      {
        path: '/login',
        element: (
          <>
            <LoginScreen />
            <Where />
          </>
        ),
      },
      {
        path: '/register',
        element: (
          <>
            <RegisterScreen />
            <Where />
          </>
        ),
      },
      {
        path: '/',
        element: (
          <>
            <p>Home page</p>
            <ProfileMenu />
            <Where />
          </>
        ),
      },
      {
        path: '/orders',
        element: (
          <RequireAuth>
            <p>My orders page</p>
          </RequireAuth>
        ),
      },
      { path: '/profile-settings', element: <p>Settings page</p> },
      { path: '/admin', element: <p>Staff page</p> },
    ],
    { initialEntries: [{ pathname: path, state }] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return router;
}

describe('login screen', () => {
  it('shows and hides the password', async () => {
    renderAt('/login');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('checks the fields before calling the server', async () => {
    renderAt('/login');
    await userEvent.type(screen.getByLabelText('Phone number'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('Please enter a valid 10-digit phone number'),
    ).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's message when sign-in is refused", async () => {
    server.use(
      on('POST', '/auth/login', () =>
        fail(401, 'Invalid phone number or password', 'unauthorized'),
      ),
    );
    renderAt('/login');
    await userEvent.type(screen.getByLabelText('Phone number'), '9876543210');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid phone number or password');
    expect(getAccessToken()).toBeNull();
  });

  it.each([
    ['the network fails', () => offline()],
    ['the server fails', () => fail(500, 'Boom')],
  ])('shows Login failed when %s', async (_label, reply) => {
    server.use(on('POST', '/auth/login', reply));
    renderAt('/login');
    await userEvent.type(screen.getByLabelText('Phone number'), '9876543210');
    await userEvent.type(screen.getByLabelText('Password'), 'some-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('stores the session and goes back to the page the guard kept', async () => {
    const result = loginResult();
    server.use(on('POST', '/auth/login', () => answer(result, 'Login successful')));
    renderAt('/orders');
    // The guard sent the guest to /login, keeping /orders.
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Phone number'), '+91 98765 43210');
    await userEvent.type(screen.getByLabelText('Password'), 'right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('My orders page')).toBeInTheDocument();
    await expect(calls[0]?.body).resolves.toEqual({
      phone: '9876543210',
      password: 'right-password',
    });
    expect(calls[0]?.headers.has('authorization')).toBe(false);
    expect(localStorage.getItem('accessToken')).toBe(result.access_token);
    expect(localStorage.getItem('refreshToken')).toBe(result.refresh_token);
    expect(JSON.parse(localStorage.getItem('userData')!)).toEqual(result.user_metadata);
    expect(Number(localStorage.getItem('accessTokenExpiry'))).toBeGreaterThan(Date.now() / 1000);
  });

  it('goes home after signing in when no location was kept', async () => {
    server.use(on('POST', '/auth/login', () => answer(loginResult(), 'ok')));
    renderAt('/login');
    await userEvent.type(screen.getByLabelText('Phone number'), '9876543210');
    await userEvent.type(screen.getByLabelText('Password'), 'right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('never puts tokens in the URL', async () => {
    server.use(on('POST', '/auth/login', () => answer(loginResult(), 'ok')));
    const router = renderAt('/login', { from: { pathname: '/orders', search: '?page=2' } });
    await userEvent.type(screen.getByLabelText('Phone number'), '9876543210');
    await userEvent.type(screen.getByLabelText('Password'), 'right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('My orders page');
    expect(router.state.location.search).toBe('?page=2');
    expect(router.state.location.pathname + router.state.location.search).not.toMatch(/token|eyJ/);
    for (const c of calls) expect(`${requestKey(c)}?${c.query}`).not.toMatch(/eyJ/);
  });
});

describe('register screen', () => {
  async function fill(values: Partial<Record<string, string>>) {
    const labels: Record<string, string> = {
      name: 'Full name',
      phone: 'Phone number',
      email: 'Email (optional)',
      password: 'Password',
      confirm: 'Confirm password',
    };
    for (const [k, v] of Object.entries(values)) {
      if (v) await userEvent.type(screen.getByLabelText(labels[k]!), v);
    }
  }

  it('shows each field error inline', async () => {
    renderAt('/register');
    await fill({ phone: '5555', email: 'not-email', password: 'short', confirm: 'other' });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid 10-digit phone number')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('registers, shows Registration successful and opens sign-in with the phone filled in', async () => {
    server.use(on('POST', '/auth/register', () => answer(null, 'Registration successful', 201)));
    renderAt('/register');
    await fill({
      name: 'Asha Rao',
      phone: '098765 43210',
      password: 'tools-and-dies',
      confirm: 'tools-and-dies',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveValue('9876543210');
    await expect(calls[0]?.body).resolves.toEqual({
      name: 'Asha Rao',
      phone: '9876543210',
      password: 'tools-and-dies',
    });
    expect(getAccessToken()).toBeNull();
  });

  it("shows the server's conflict message and marks the phone field", async () => {
    server.use(
      on('POST', '/auth/register', () =>
        fail(409, 'An account with this phone number already exists', 'conflict', [
          { field: 'phone', message: 'An account with this phone number already exists' },
        ]),
      ),
    );
    renderAt('/register');
    await fill({
      name: 'Asha',
      phone: '9876543210',
      email: 'a@b.in',
      password: 'tools-and-dies',
      confirm: 'tools-and-dies',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this phone number already exists',
    );
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
    await expect(calls[0]?.body).resolves.toMatchObject({ email: 'a@b.in' });
  });

  it('shows Registration failed when the server cannot answer', async () => {
    server.use(on('POST', '/auth/register', () => offline()));
    renderAt('/register');
    await fill({
      name: 'Asha',
      phone: '9876543210',
      password: 'tools-and-dies',
      confirm: 'tools-and-dies',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed');
  });
});

describe('route guard', () => {
  it('sends a guest to /login and keeps the requested location', async () => {
    const router = renderAt('/orders');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(returnPathOf(router.state.location.state)).toBe('/orders');
  });

  it('shows the page to a signed-in customer', async () => {
    storeLogin(loginResult());
    renderAt('/orders');
    expect(await screen.findByText('My orders page')).toBeInTheDocument();
  });

  it('shows Verifying your access... while the status loads', () => {
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <RequireAuth loading>
            <p>secret</p>
          </RequireAuth>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Verifying your access...')).toBeInTheDocument();
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('never returns to /login or to another site after sign-in', () => {
    expect(returnPathOf({ from: { pathname: '/login' } })).toBe('/');
    expect(returnPathOf({ from: { pathname: '//evil.example' } })).toBe('/');
    expect(returnPathOf(null)).toBe('/');
    expect(returnPathOf({ from: { pathname: '/orders/1', search: '?a=1', hash: '#x' } })).toBe(
      '/orders/1?a=1#x',
    );
  });
});

describe('profile menu', () => {
  it('offers Login and Register to a guest', async () => {
    renderAt('/');
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getByRole('menuitem', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('menuitem', { name: 'Logout' })).toBeNull();
  });

  it('shows name, phone, My Orders, My quotes, Profile Settings, My Company and Logout when signed in', async () => {
    storeLogin(loginResult());
    renderAt('/');
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Asha Rao');
    expect(menu).toHaveTextContent('9876543210');
    expect(screen.getByRole('menuitem', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('menuitem', { name: 'My quotes' })).toHaveAttribute(
      'href',
      '/account/quotes',
    );
    expect(screen.getByRole('menuitem', { name: 'My Company' })).toHaveAttribute(
      'href',
      '/account/company',
    );
    expect(screen.getByRole('menuitem', { name: 'Profile Settings' })).toHaveAttribute(
      'href',
      '/profile-settings',
    );
    expect(screen.queryByRole('menuitem', { name: 'Staff console' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Login' })).toBeNull();
  });

  it('adds Staff console for an ADMIN', async () => {
    storeLogin(loginResult('ADMIN'));
    renderAt('/');
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Staff console' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('logs out: the server is told, the session is cleared', async () => {
    server.use(on('POST', '/auth/logout', () => answer(null, 'ok')));
    const result = loginResult();
    storeLogin(result);
    renderAt('/');
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(getAccessToken()).toBeNull());
    await waitFor(() => expect(calls.map(requestKey)).toContain('POST /api/auth/logout'));
    const logoutCall = calls.find((c) => requestKey(c) === 'POST /api/auth/logout')!;
    await expect(logoutCall.body).resolves.toEqual({ refresh_token_value: result.refresh_token });
    expect(localStorage.getItem('userData')).toBeNull();
  });
});
