/** Returns (decisions.md › Returns and credit notes): none yet, and a closed window. */
import { page } from '../fixtures/orders';
import { makeAdminReturn, makeReturn } from '../fixtures/returns';
import { answer, on } from '../answers';

export const returnHandlers = [
  on('GET', '/returns/my-returns', () => page([], 0, 100)),
  on('GET', '/orders/:id/returns', () => []),
  on('GET', '/orders/:id/return-eligibility', ({ params }) => ({
    order_id: String(params.id),
    delivered_at: null,
    window_days: 10,
    window_ends_at: null,
    days_left: null,
    open: false,
    closed_reason: 'Only a delivered order can be returned',
    lines: [],
  })),
  on('GET', '/admin/returns', () => page([], 0, 20)),
  on('POST', '/orders/:id/returns', ({ params }) =>
    answer(makeReturn({ order_id: String(params.id) }), 'Return requested', 201),
  ),
  on('POST', '/returns/photos', () =>
    answer(
      {
        object_key: 'returns/5c0d0e0f-0000-4000-8000-000000000001/photo.png',
        content_type: 'image/png',
        size: 68,
        preview_url: '/api/images/returns/photo.png?exp=1&sig=x',
      },
      'Picture uploaded',
      201,
    ),
  ),
  on('PATCH', '/admin/returns/:id', ({ params }) =>
    makeAdminReturn({ return_id: String(params.id), status: 'APPROVED' }),
  ),
];
