import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Profile } from '@store/contract';
import { clearSession, getAccessToken, getSessionSnapshot, storeLogin } from '../../lib/session';
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
import { CUSTOMER, loginResult, profileOf } from '../../test/fixtures/accounts';
import { Component as ProfileScreen } from './profile';

let calls: RecordedRequest[];
const session = loginResult(CUSTOMER);
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const profile = (over: Partial<Profile> = {}): Profile =>
  profileOf(CUSTOMER, {
    email: 'asha@example.in',
    total_active_sessions: 2,
    active_sessions: [
      {
        session_id: 's-1',
        created_at: '2026-03-01T04:00:00.000Z',
        last_seen_at: '2026-03-02T09:45:00.000Z',
        user_agent: CHROME_WINDOWS,
        current: true,
      },
      {
        session_id: 's-2',
        created_at: '2026-02-20T04:00:00.000Z',
        last_seen_at: '2026-02-28T12:00:00.000Z',
        user_agent: SAFARI_IPHONE,
        current: false,
      },
    ],
    ...over,
  });
beforeEach(() => {
  server.use(on('GET', '/auth/profile', () => profile()));
  calls = recordRequests();
  storeLogin(session);
});
afterEach(() => clearSession());

function renderProfile(path = '/profile') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/profile', element: <ProfileScreen /> },
      { path: '/profile-settings', element: <ProfileScreen /> },
      { path: '/login', element: <h1>Sign in page</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}
const details = () => screen.getByRole('region', { name: 'Profile Information' });

describe('Account Settings: view mode', () => {
  it('shows Name, Phone, Email, Role and Member Since, on both routes', async () => {
    for (const path of ['/profile', '/profile-settings']) {
      renderProfile(path);
      expect(
        await screen.findByRole('heading', { name: 'Account Settings', level: 1 }),
      ).toBeInTheDocument();
      const card = within(await screen.findByRole('region', { name: 'Profile Information' }));
      expect(card.getByText('Name').nextSibling).toHaveTextContent('Asha Rao');
      expect(card.getByText('Phone').nextSibling).toHaveTextContent('9876543210');
      expect(card.getByText('Email').nextSibling).toHaveTextContent('asha@example.in');
      expect(card.getByText('Role').nextSibling).toHaveTextContent('User');
      expect(card.getByText('Member Since').nextSibling).toHaveTextContent('15 Jan 2026');
      expect(card.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
      document.body.innerHTML = '';
    }
    expect(
      calls.find((c) => requestKey(c) === 'GET /api/auth/profile')?.headers.get('authorization'),
    ).toBe(`Bearer ${session.access_token}`);
  });

  it('shows Admin for an ADMIN and Not available when the join date is missing', async () => {
    server.use(on('GET', '/auth/profile', () => profile({ role: 'ADMIN', created_at: null })));
    renderProfile();
    await screen.findByRole('region', { name: 'Profile Information' });
    expect(within(details()).getByText('Role').nextSibling).toHaveTextContent('Admin');
    expect(within(details()).getByText('Member Since').nextSibling).toHaveTextContent(
      'Not available',
    );
  });

  it('shows a name with markup as plain text', async () => {
    const name = '<script>window.__xss = 1</script><img src=x onerror="window.__xss=2">';
    server.use(on('GET', '/auth/profile', () => profile({ name })));
    renderProfile();
    await screen.findByRole('region', { name: 'Profile Information' });
    expect(within(details()).getByText(name)).toBeInTheDocument();
    expect(document.querySelector('main script, [data-testid] script')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });
});

describe('Account Settings: loading errors', () => {
  it('says Failed to load profile when the server refuses', async () => {
    server.use(on('GET', '/auth/profile', () => fail(500, 'x')));
    renderProfile();
    expect(await screen.findByText('Failed to load profile')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says An error occurred while loading your profile when the network fails, and retries', async () => {
    server.use(on('GET', '/auth/profile', () => offline()));
    renderProfile();
    expect(
      await screen.findByText('An error occurred while loading your profile'),
    ).toBeInTheDocument();
    server.use(on('GET', '/auth/profile', () => profile()));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Profile Information' })).toBeInTheDocument();
  });
});

describe('Account Settings: edit mode', () => {
  it('saves name and e-mail with Save Changes: Profile updated successfully', async () => {
    server.use(
      on('PATCH', '/auth/profile', async ({ request }) =>
        answer(profile({ ...((await request.json()) as object) }), 'Profile updated successfully'),
      ),
    );
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const name = screen.getByLabelText('Name');
    const email = screen.getByLabelText('Email');
    expect(name).toHaveValue('Asha Rao');
    expect(email).toHaveValue('asha@example.in');
    await userEvent.clear(name);
    await userEvent.type(name, 'Asha R. Rao');
    await userEvent.clear(email);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    await expect(
      calls.find((c) => requestKey(c) === 'PATCH /api/auth/profile')?.body,
    ).resolves.toEqual({
      name: 'Asha R. Rao',
      email: '',
    });
    expect(within(details()).getByText('Name').nextSibling).toHaveTextContent('Asha R. Rao');
    expect(within(details()).getByText('Email').nextSibling).toHaveTextContent('Not provided');
    expect(getSessionSnapshot().user?.name).toBe('Asha R. Rao');
  });

  it('Cancel resets the fields and returns to view mode', async () => {
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), 'Someone Else');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(details()).getByText('Name').nextSibling).toHaveTextContent('Asha Rao');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao');
    expect(calls.some((c) => requestKey(c) === 'PATCH /api/auth/profile')).toBe(false);
  });

  it('requires a name and a valid e-mail (which may be empty)', async () => {
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'asha@');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(calls.some((c) => requestKey(c) === 'PATCH /api/auth/profile')).toBe(false);
  });

  it('says Failed to update profile when the server refuses, with its field message inline', async () => {
    server.use(
      on('PATCH', '/auth/profile', () =>
        fail(409, 'An account with this email address already exists', 'conflict', [
          { field: 'email', message: 'An account with this email address already exists' },
        ]),
      ),
    );
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(
      screen.getByText('An account with this email address already exists'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it('says An error occurred while updating your profile when the network fails', async () => {
    server.use(on('PATCH', '/auth/profile', () => offline()));
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('An error occurred while updating your profile'),
    ).toBeInTheDocument();
  });
});

describe('Account Settings: sessions', () => {
  it('shows the Active Sessions count and each device with its last use, this device marked', async () => {
    renderProfile();
    const count = await screen.findByRole('region', { name: 'Active Sessions' });
    expect(count).toHaveTextContent('2');
    expect(count).toHaveTextContent('devices signed in');
    const list = within(screen.getByRole('region', { name: 'Signed-in devices' }));
    const items = list.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Chrome on Windows');
    expect(items[0]).toHaveTextContent('This device');
    expect(items[0]).toHaveTextContent('Last used 2 Mar 2026, 3:15 pm');
    expect(items[1]).toHaveTextContent('Safari on iPhone');
    expect(items[1]).not.toHaveTextContent('This device');
  });
});

describe('Account Settings: Logout from all devices', () => {
  it('asks first; Cancel keeps everything', async () => {
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Logout from all devices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Logout from all devices?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => requestKey(c) === 'POST /api/auth/logout-all-devices')).toBe(false);
    expect(getAccessToken()).toBe(session.access_token);
  });

  it('on confirmation: Successfully logged out from all devices, session cleared, at /login', async () => {
    server.use(
      on('POST', '/auth/logout-all-devices', () =>
        answer(null, 'Successfully logged out from all devices'),
      ),
    );
    const router = renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Logout from all devices' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, log out everywhere' }));
    expect(await screen.findByText('Successfully logged out from all devices')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toBeNull();
    expect(getAccessToken()).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it.each([
    ['the server fails', () => fail(500, 'x'), 'Failed to logout from all devices'],
    ['the network fails', () => offline(), 'An error occurred while logging out'],
  ])('when %s it says so and stays signed in', async (_label, reply, message) => {
    server.use(on('POST', '/auth/logout-all-devices', reply));
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Logout from all devices' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Yes, log out everywhere',
      }),
    );
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(getAccessToken()).toBe(session.access_token);
  });
});

describe('Account Settings: guests', () => {
  it('redirects to /login itself, keeping the location', async () => {
    clearSession();
    const router = renderProfile('/profile-settings');
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    expect((router.state.location.state as { from: { pathname: string } }).from.pathname).toBe(
      '/profile-settings',
    );
  });
});
