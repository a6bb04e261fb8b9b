import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CancelOrderDialog } from './cancel-order-dialog';

const ORDER_ID = '3f2a9c1d-aaaa-4bbb-8ccc-000000000000';

function setup(busy = false) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <CancelOrderDialog orderId={ORDER_ID} busy={busy} onClose={onClose} onConfirm={onConfirm} />,
  );
  return { onConfirm, onClose, user: userEvent.setup({ delay: null }) };
}

describe('CancelOrderDialog (store-spec.md › Validation rules cancel reason)', () => {
  it('counts characters live, keeps confirm disabled while blank and sends the trimmed reason', async () => {
    const { onConfirm, user } = setup();
    expect(screen.getByRole('dialog', { name: 'Cancel Order' })).toHaveTextContent('#3F2A9C1D');
    const reason = screen.getByRole('textbox', { name: /reason for cancellation/i });
    const confirm = screen.getByRole('button', { name: 'Cancel Order' });
    expect(screen.getByText('0/200')).toBeInTheDocument();
    expect(confirm).toBeDisabled();

    await user.type(reason, '   ');
    expect(screen.getByText('3/200')).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    await user.tab();
    expect(screen.getByText('Please provide a reason for cancellation')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');

    await user.clear(reason);
    await user.type(reason, ' Ordered the wrong size ');
    expect(screen.getByText('24/200')).toBeInTheDocument();
    expect(confirm).toBeEnabled();
    expect(screen.queryByText('Please provide a reason for cancellation')).not.toBeInTheDocument();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('Ordered the wrong size');
  });

  it('takes at most 200 characters', async () => {
    const { user } = setup();
    const reason = screen.getByRole('textbox', { name: /reason for cancellation/i });
    expect(reason).toHaveAttribute('maxlength', '200');
    await user.click(reason);
    await user.paste('x'.repeat(250));
    expect(reason).toHaveValue('x'.repeat(200));
    expect(screen.getByText('200/200')).toBeInTheDocument();
  });

  it('Keep Order closes; while busy nothing can be pressed', async () => {
    const { onClose, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Keep Order' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows Cancelling... while busy', () => {
    setup(true);
    expect(screen.getByRole('button', { name: 'Cancelling...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Keep Order' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });
});
