import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder } from './orders.testing';
import { OrderTimeline } from './order-timeline';

const steps = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => ({
      label: li.querySelector('p')?.firstChild?.textContent,
      state: li.getAttribute('data-state'),
      current: li.getAttribute('aria-current'),
    }));

describe('OrderTimeline (store-spec.md › States and transitions Order status)', () => {
  it('marks the steps before the current one completed', () => {
    render(
      <OrderTimeline
        order={makeOrder({
          status: 'SHIPPED',
          status_updated_at: '2026-11-23T06:15:00.000Z',
          status_history: [
            { status: 'PLACED', changed_at: '2026-11-21T09:30:00.000Z', remarks: null },
            { status: 'CONFIRMED', changed_at: '2026-11-22T04:00:00.000Z', remarks: null },
            { status: 'SHIPPED', changed_at: '2026-11-23T06:15:00.000Z', remarks: 'Blue Dart 123' },
          ],
          admin_remarks: 'Shipped by Blue Dart, AWB 123456',
        })}
      />,
    );
    expect(steps()).toEqual([
      { label: 'Order Placed', state: 'completed', current: null },
      { label: 'Order Confirmed', state: 'completed', current: null },
      { label: 'Shipped', state: 'current', current: 'step' },
      { label: 'Delivered', state: 'upcoming', current: null },
    ]);
    // India time: 06:15 UTC is 11:45 am.
    expect(screen.getByText(/Status updated 23 Nov 2026, 11:45\s?am/i)).toBeInTheDocument();
    expect(screen.getByText('Note:').parentElement).toHaveTextContent(
      'Note: Shipped by Blue Dart, AWB 123456',
    );
  });

  it('shows only Order Placed and Order Cancelled for a cancelled order', () => {
    render(
      <OrderTimeline
        order={makeOrder({
          status: 'CANCELLED',
          status_history: [
            { status: 'PLACED', changed_at: '2026-11-21T09:30:00.000Z', remarks: null },
            { status: 'CONFIRMED', changed_at: '2026-11-21T10:00:00.000Z', remarks: null },
            { status: 'CANCELLED', changed_at: '2026-11-21T11:00:00.000Z', remarks: 'Wrong size' },
          ],
        })}
      />,
    );
    expect(steps()).toEqual([
      { label: 'Order Placed', state: 'completed', current: null },
      { label: 'Order Cancelled', state: 'current', current: 'step' },
    ]);
    expect(screen.queryByText('Shipped')).not.toBeInTheDocument();
    expect(screen.getByText('Reason: Wrong size')).toBeInTheDocument();
    expect(screen.queryByText(/Note:/)).not.toBeInTheDocument();
  });

  it('a new order is at Order Placed', () => {
    render(<OrderTimeline order={makeOrder({ status: 'PLACED' })} />);
    expect(steps().map((s) => s.state)).toEqual(['current', 'upcoming', 'upcoming', 'upcoming']);
  });
});
