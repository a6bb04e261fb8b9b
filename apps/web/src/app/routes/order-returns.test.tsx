import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  makeItem,
  makeOrder,
  renderRoutes,
  signIn,
  signOut,
  toastTexts,
} from '../../features/orders/orders.testing';
import { makeReturn } from '../../test/fixtures/returns';
import { on, recordRequests, requestKey, server } from '../../test/server';
import { Component as OrderDetails } from './order-details';

const routes = [
  { path: '/login', element: <p>login page</p> },
  { path: '/orders', element: <p>orders page</p> },
  { path: '/orders/:orderId', Component: OrderDetails },
];

describe('Returns on Order Details', () => {
  beforeEach(() => signIn());
  afterEach(() => signOut());

  it('asks for a return inside the window and shows the credit note once received', async () => {
    const drill = makeItem({
      order_item_id: 'item-1',
      product_name: 'Cordless Drill 18V',
      quantity: 3,
    });
    const order = makeOrder({ status: 'DELIVERED', order_items: [drill] });
    let returns = [] as ReturnType<typeof makeReturn>[];
    server.use(
      on('GET', '/orders/:id', () => order),
      on('GET', '/orders/:id/returns', () => returns),
      on('GET', '/orders/:id/return-eligibility', () => ({
        order_id: order.order_id,
        delivered_at: '2026-11-20T06:30:00.000Z',
        window_days: 10,
        window_ends_at: '2026-11-30T06:30:00.000Z',
        days_left: 4,
        open: true,
        closed_reason: null,
        lines: [{ order_item_id: 'item-1', delivered: 3, returnable: 3 }],
      })),
    );
    const requests = recordRequests();
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, { initialEntries: [`/orders/${order.order_id}`] });

    const panel = await screen.findByRole('region', { name: 'Returns' });
    expect(await within(panel).findByText(/30 Nov 2026 \(4 days left\)/)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Return items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return items' });
    // Nothing chosen: the form says so and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Request return' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please choose the items to return',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Return Cordless Drill 18V' }));
    const qty = within(dialog).getByRole('spinbutton', {
      name: 'Quantity of Cordless Drill 18V to return',
    });
    await user.clear(qty);
    await user.type(qty, '2');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'DAMAGED');
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Cracked casing');
    returns = [
      makeReturn({
        order_id: order.order_id,
        status: 'RECEIVED',
        refund_amount: 1998.01,
        credit_note: {
          number: 'CN/26-27/00007',
          issued_at: '2026-11-22T06:30:00.000Z',
          invoice_number: 'BTW/26-27/00042',
          invoice_date: '2026-11-19T06:30:00.000Z',
          taxable_value: 1693.23,
          cgst: 152.39,
          sgst: 152.39,
          igst: 0,
          total_tax: 304.78,
          total_amount: 1998.01,
        },
      }),
    ];
    await user.click(within(dialog).getByRole('button', { name: 'Request return' }));
    const sent = requests.find(
      (r) => requestKey(r) === `POST /api/orders/${order.order_id}/returns`,
    );
    expect(await sent?.body).toEqual({
      lines: [{ order_item_id: 'item-1', quantity: 2 }],
      reason: 'DAMAGED',
      note: 'Cracked casing',
      photos: [],
    });
    expect(await within(panel).findByText('Return received')).toBeInTheDocument();
    expect(within(panel).getByText('CN/26-27/00007')).toBeInTheDocument();
    expect(within(panel).getByText('₹1,998.01')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Download credit note' })).toBeInTheDocument();
    expect(toastTexts()).toContain(
      `Return R-${order.order_id.slice(0, 8).toUpperCase()}-1 requested`,
    );
  });

  it('says why no return can be asked for once the window has closed', async () => {
    const order = makeOrder({ status: 'DELIVERED' });
    server.use(
      on('GET', '/orders/:id', () => order),
      on('GET', '/orders/:id/return-eligibility', () => ({
        order_id: order.order_id,
        delivered_at: '2026-11-01T06:30:00.000Z',
        window_days: 10,
        window_ends_at: '2026-11-11T06:30:00.000Z',
        days_left: 0,
        open: false,
        closed_reason: 'The return window for this order has closed',
        lines: [],
      })),
    );
    renderRoutes(routes, { initialEntries: [`/orders/${order.order_id}`] });
    const panel = await screen.findByRole('region', { name: 'Returns' });
    expect(
      await within(panel).findByText('The return window for this order has closed.'),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Return items' })).toBeNull();
  });
});
