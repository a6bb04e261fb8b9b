import type { UseQueryResult } from '@tanstack/react-query';
import type { Quote } from '@store/contract';

/**
 * The checkout's summary for a quote, in the cart's shape (items, totals), so the usual
 * checkout screen shows the quoted unit prices. A quote that cannot be ordered (not QUOTED)
 * has no items: the screen goes back to the quote's page.
 */
export function quoteCheckoutSummary(q: UseQueryResult<Quote>) {
  const quote = q.data;
  const data = quote
    ? {
        cart_id: quote.quote_id,
        total_amount: quote.status === 'QUOTED' ? (quote.total_amount ?? 0) : 0,
        total_items:
          quote.status === 'QUOTED' ? quote.lines.reduce((n, l) => n + l.quantity, 0) : 0,
        items:
          quote.status === 'QUOTED'
            ? quote.lines.map((l) => ({
                cart_item_id: l.quote_line_id,
                product_id: l.product_id,
                product_name: l.product_name,
                product_slug: l.product_slug,
                thumbnail_url: null,
                quantity: l.quantity,
                unit_price: l.unit_price ?? 0,
                total_price: l.total_price ?? 0,
              }))
            : [],
      }
    : undefined;
  return { ...q, data, refetch: q.refetch } as Omit<UseQueryResult<Quote>, 'data'> & {
    data: NonNullable<typeof data>;
  };
}
