import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt, signInAs } from '../../features/admin/admin.testing';
import { answer, fail, on, recordRequests, server } from '../../test/server';
import { NotifyMeButton } from '../../features/notify/notify-me-button';

const PID = '10000000-0000-4000-8000-000000000001';

describe('Notify me when back in stock', () => {
  it('asks a guest to sign in', async () => {
    renderAt('/product/:slug', '/product/drill', <NotifyMeButton productId={PID} />);
    expect(await screen.findByRole('link', { name: 'Sign in to be notified' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('subscribes a signed-in customer, and can stop', async () => {
    signInAs('USER');
    let subscribed = false;
    const requests = recordRequests();
    server.use(
      on('GET', '/stock-alerts/:id', () => ({ product_id: PID, subscribed })),
      on('PUT', '/stock-alerts/:id', () => {
        subscribed = true;
        return answer(
          { product_id: PID, subscribed },
          'We will e-mail you when it is back in stock',
        );
      }),
      on('DELETE', '/stock-alerts/:id', () => {
        subscribed = false;
        return { product_id: PID, subscribed };
      }),
    );
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
    server.use(
      on('PUT', '/stock-alerts/:id', () =>
        fail(409, 'Add an e-mail address to your profile to be notified'),
      ),
    );
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
