import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { makeAdminOrder } from '../../test/fixtures/orders';
import { answer, on, recordRequests, server } from '../../test/server';
import { StaffPaymentForm, StaffPaymentPanel } from './staff-payment-actions';

describe('StaffPaymentForm (docs/decisions/183)', () => {
  it('asks before marking an order paid, and changes nothing on Go back', async () => {
    const order = makeAdminOrder();
    const paid = { ...order, payment: { ...order.payment, status: 'PAID' as const } };
    server.use(on('PATCH', '/admin/orders/:id/payment', () => answer(paid)));
    const calls = recordRequests();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <StaffPaymentForm order={order} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Reference/), '412345678901');
    await user.click(screen.getByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: /Mark order #\w+ paid\?/ });
    expect(dialog).toHaveTextContent('cannot be undone');
    expect(dialog).toHaveTextContent('412345678901');
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Mark paid' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, mark paid' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    await expect(calls.find((c) => c.method === 'PATCH')!.body).resolves.toEqual({
      status: 'PAID',
      reference: '412345678901',
    });
  });
});

describe('StaffPaymentPanel: a partly refunded order (issue 43.3)', () => {
  it('shows the order paid, with what was refunded', () => {
    const order = makeAdminOrder();
    const partly = {
      ...order,
      payment: { ...order.payment, status: 'PAID' as const, amount_due: 0, refunded_amount: 526 },
    };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <StaffPaymentPanel order={partly} />
      </QueryClientProvider>,
    );
    const panel = screen.getByTestId('staff-payment');
    expect(panel).toHaveTextContent('Payment: Paid');
    expect(panel).toHaveTextContent('Refunded₹526.00');
  });
});
