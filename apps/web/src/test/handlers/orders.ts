/** The customer's orders: an empty history, and one order for any id. */
import { makeOrder, page } from '../fixtures/orders';
import { answer, on } from '../answers';

export const orderHandlers = [
  on('GET', '/orders/my-orders', () => page([])),
  on('GET', '/orders/:id', ({ params }) => makeOrder({ order_id: String(params.id) })),
  on('POST', '/orders', () => answer(makeOrder(), 'Order placed successfully', 201)),
  on('POST', '/orders/buy-again', () => answer(makeOrder(), 'Order placed successfully', 201)),
  on('POST', '/orders/:id/payment-reference', ({ params }) => {
    const order = makeOrder({ order_id: String(params.id) });
    return { ...order, payment: { ...order.payment, status: 'SUBMITTED' } };
  }),
  on('PUT', '/orders/:id/cancel', ({ params }) =>
    makeOrder({
      order_id: String(params.id),
      status: 'CANCELLED',
      can_be_cancelled_by_user: false,
    }),
  ),
];
