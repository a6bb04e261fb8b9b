import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OutboxMail } from '@store/contract';
import { renderAt, signInAs, toastTexts } from '../../features/admin/admin.testing';
import { outboxMail } from '../../test/fixtures/admin';
import { page } from '../../test/fixtures/orders';
import { answer, on, recordRequests, server } from '../../test/server';
import { OutboxScreen } from '../../features/admin-mail/outbox-screen';

/** A mail already sent. */
const mail = (overrides: Partial<OutboxMail>): OutboxMail =>
  outboxMail({ status: 'SENT', attempts: 1, sent_at: '2026-11-21T10:00:02.000Z', ...overrides });

describe('/admin/mail (the outbox)', () => {
  beforeEach(() => signInAs('ADMIN'));

  it('lists mails with status, attempts and the error, filters by status and resends', async () => {
    const failed = mail({
      mail_id: '00000000-0000-4000-8000-00000000000b',
      status: 'FAILED',
      attempts: 3,
      sent_at: null,
      last_error: '550 Mailbox unavailable',
      subject: 'Order #3F2A9C1D shipped',
    });
    const requests = recordRequests();
    server.use(
      on('GET', '/admin/mail', ({ request }) =>
        page(
          new URL(request.url).searchParams.get('status') === 'FAILED'
            ? [failed]
            : [mail({}), failed],
          0,
          20,
        ),
      ),
      on('POST', '/admin/mail/:id/resend', ({ params }) =>
        params.id === failed.mail_id
          ? answer(mail({ status: 'QUEUED' }), 'The mail is queued to be sent again', 201)
          : undefined,
      ),
    );
    renderAt('/admin/mail', '/admin/mail', <OutboxScreen />);
    expect(
      await screen.findByText('Order #3F2A9C1D placed: thank you for your order'),
    ).toBeInTheDocument();
    expect(screen.getByText('550 Mailbox unavailable')).toBeInTheDocument();
    expect(screen.getAllByText('Failed')).toHaveLength(2); // the filter and the badge

    await userEvent.click(screen.getByRole('button', { name: 'Failed' }));
    await waitFor(() =>
      expect(requests.some((r) => r.query.get('status') === 'FAILED')).toBe(true),
    );
    await waitFor(() =>
      expect(
        screen.queryByText('Order #3F2A9C1D placed: thank you for your order'),
      ).not.toBeInTheDocument(),
    );
    await userEvent.click(screen.getByRole('button', { name: /Resend Order #3F2A9C1D shipped/ }));
    await waitFor(() => expect(toastTexts()).toContain('The mail is queued to be sent again'));
  });

  it('says when there are no mails', async () => {
    // the shared handlers' GET /admin/mail is an empty page
    renderAt('/admin/mail', '/admin/mail', <OutboxScreen />);
    expect(await screen.findByText('No mails yet')).toBeInTheDocument();
  });
});
