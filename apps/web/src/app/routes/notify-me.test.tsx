import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, fakeApi, ok, renderAt, signInAs } from '../../features/admin/admin.testing';
import { NotifyMeButton } from '../../features/notify/notify-me-button';

const PID = '10000000-0000-4000-8000-000000000001';

describe('Notify me when back in stock', () => {
  it('asks a guest to sign in', async () => {
    fakeApi(() => undefined);
    renderAt('/product/:slug', '/product/drill', <NotifyMeButton productId={PID} />);
    expect(await screen.findByRole('link', { name: 'Sign in to be notified' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('subscribes a signed-in customer, and can stop', async () => {
    signInAs('USER');
    let subscribed = false;
    const requests = fakeApi((req) => {
      if (req.path !== `/stock-alerts/${PID}`) return undefined;
      if (req.method === 'PUT') subscribed = true;
      if (req.method === 'DELETE') subscribed = false;
      return ok(
        { product_id: PID, subscribed },
        req.method === 'PUT' ? 'We will e-mail you when it is back in stock' : 'OK',
      );
    });
    renderAt('/product/:slug', '/product/drill', <NotifyMeButton productId={PID} />);
    const button = await screen.findByRole('button', { name: 'Notify me when back in stock' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Stop notifying me' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'We will e-mail you when it is back in stock',
    );
    expect(requests.some((r) => r.method === 'PUT')).toBe(true);
  });

  it('tells a customer without an e-mail address to add one', async () => {
    signInAs('USER');
    fakeApi((req) => {
      if (req.method === 'GET') return ok({ product_id: PID, subscribed: false });
      return fail(409, 'Add an e-mail address to your profile to be notified');
    });
    renderAt('/product/:slug', '/product/drill', <NotifyMeButton productId={PID} />);
    const button = await screen.findByRole('button', { name: 'Notify me when back in stock' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByRole('link', { name: 'Profile settings' })).toHaveAttribute(
      'href',
      '/profile-settings',
    );
  });
});
