/** Requests for quote (decisions.md › Request for quote): by default the user has none. */
import type { Quote, QuoteLine } from '@store/contract';
import { makeOrder, page } from '../fixtures/orders';
import { answer, on } from '../answers';

export const makeQuoteLine = (over: Partial<QuoteLine> = {}): QuoteLine => ({
  quote_line_id: 'f0000000-0000-4000-8000-000000000001',
  product_id: 'p0000000-0000-4000-8000-000000000001',
  product_name: 'Angle Grinder 850W',
  product_slug: 'angle-grinder-850w',
  sku: 'BOS-AG-850',
  quantity: 40,
  target_price: null,
  unit_price: null,
  total_price: null,
  list_price: 4500,
  slab_price: 4200,
  quoted_list_price: null,
  gst_rate: 18,
  ...over,
});

/** A new request (REQUESTED) unless `over` says otherwise. */
export const makeQuote = (over: Partial<Quote> = {}): Quote => ({
  quote_id: 'e0000000-0000-4000-8000-000000000001',
  number: 'Q/26-27/00001',
  status: 'REQUESTED',
  lines: [makeQuoteLine()],
  note: 'For the Peenya plant',
  needed_by: null,
  pincode: '560058',
  created_at: '2026-11-20T09:30:00.000Z',
  valid_until: null,
  staff_note: null,
  reason: null,
  order_id: null,
  total_amount: null,
  gst: null,
  customer: { name: 'Asha Rao', email: 'asha@example.com', phone: '9845012345' },
  ...over,
});

/** A QUOTED quote: 40 × ₹4,000 (18% GST, Karnataka: CGST + SGST), valid until 12 Dec 2026. */
export const makeQuotedQuote = (over: Partial<Quote> = {}): Quote =>
  makeQuote({
    status: 'QUOTED',
    lines: [makeQuoteLine({ unit_price: 4000, total_price: 160000 })],
    valid_until: '2026-12-12',
    staff_note: 'Delivery in 5 days',
    total_amount: 160000,
    gst: {
      supply_type: 'INTRA_STATE',
      taxable_value: 135593.22,
      cgst: 12203.39,
      sgst: 12203.39,
      igst: 0,
    },
    ...over,
  });

export const quoteHandlers = [
  on('GET', '/quotes', () => page([])),
  on('POST', '/quotes', () => answer(makeQuote(), 'Your request for quote has been sent', 201)),
  on('GET', '/quotes/:id', ({ params }) => makeQuote({ quote_id: String(params.id) })),
  on('POST', '/quotes/:id/decline', ({ params }) =>
    makeQuotedQuote({ quote_id: String(params.id), status: 'DECLINED', reason: 'Too dear' }),
  ),
  on('POST', '/quotes/:id/request-again', () =>
    answer(makeQuote({ number: 'Q/26-27/00002' }), 'Your request for quote has been sent', 201),
  ),
  on('POST', '/quotes/:id/order', () => answer(makeOrder(), 'Order placed successfully', 201)),
  on('GET', '/admin/quotes', () => page([])),
  on('GET', '/admin/quotes/:id', ({ params }) => makeQuote({ quote_id: String(params.id) })),
  on('PATCH', '/admin/quotes/:id', ({ params }) =>
    makeQuotedQuote({ quote_id: String(params.id) }),
  ),
];
