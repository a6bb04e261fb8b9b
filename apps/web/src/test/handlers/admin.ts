/** The staff lists (/api/admin): empty pages unless a test gives rows. */
import { page } from '../fixtures/orders';
import { on } from '../answers';

export const adminHandlers = [
  on('GET', '/admin/categories', () => page([])),
  on('GET', '/admin/manufacturers', () => page([])),
  on('GET', '/admin/products', () => page([])),
  on('GET', '/admin/orders', () => page([])),
  on('GET', '/admin/mail', () => page([])),
  on('GET', '/admin/payments', () => ({
    ...page([]),
    counts: { AWAITING: 0, SUBMITTED: 0, REFUND_DUE: 0 },
  })),
];
