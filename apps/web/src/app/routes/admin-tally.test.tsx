import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../features/orders/orders.testing';
import { signInAs, signOut } from '../../test/fixtures/accounts';
import { api, fail, http, recordRequests, server } from '../../test/server';
import { lastMonth } from '../../features/reports/reports-nav';
import { TallyScreen } from '../../features/reports/tally-screen';

/** Reports › For Tally (decisions.md › §25): the month's file, with party ledgers on request. */
describe('For Tally', () => {
  it('downloads the chosen month with masters=true, and shows a refusal', async () => {
    signInAs('ADMIN');
    URL.createObjectURL = vi.fn(() => 'blob:tally');
    URL.revokeObjectURL = vi.fn();
    const requests = recordRequests();
    server.use(
      http.get(api('/admin/reports/tally.xml'), () =>
        HttpResponse.text('<ENVELOPE/>', { headers: { 'content-type': 'application/xml' } }),
      ),
    );
    renderRoutes([{ path: '/admin/reports/tally', element: <TallyScreen /> }], {
      initialEntries: ['/admin/reports/tally'],
    });
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('link', { name: 'For Tally' })).toHaveAttribute('aria-current', 'page');
    // a month other than the one shown at first (last month, whatever today is); a month
    // input takes a whole value at once, as the browser's picker gives it
    const month = screen.getByLabelText('Month');
    expect(month).toHaveValue(lastMonth());
    fireEvent.change(month, { target: { value: '2025-10' } });
    expect(month).toHaveValue('2025-10');
    await user.click(screen.getByRole('checkbox', { name: /Include party ledgers/ }));
    await user.click(screen.getByRole('button', { name: 'Download for Tally (XML)' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    const sent = requests.find((r) => r.path.endsWith('/tally.xml'));
    expect(sent?.query.get('month')).toBe('2025-10');
    expect(sent?.query.get('masters')).toBe('true');

    server.use(
      http.get(api('/admin/reports/tally.xml'), () => fail(400, 'That month has not begun yet')),
    );
    await user.click(screen.getByRole('button', { name: 'Download for Tally (XML)' }));
    expect(await screen.findByText('That month has not begun yet')).toBeInTheDocument();
    signOut();
  });
});
