import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../features/orders/orders.testing';
import { AddToCartControls } from '../../features/cart/add-to-cart';

const show = (compact: boolean) =>
  renderRoutes([
    {
      path: '/',
      element: (
        <AddToCartControls
          compact={compact}
          productId="b0000000-0000-4000-8000-000000000001"
          productName="Bench Grinder 150mm"
          inStock={false}
          stockQuantity={0}
        />
      ),
    },
  ]);

describe('Out of stock', () => {
  it.each([
    ['product page', false, 'Currently unavailable'],
    ['product card', true, 'Unavailable'],
  ])(
    'on the %s is a plain grey notice, not a (disabled) orange button',
    async (_, compact, text) => {
      show(compact);
      const notice = await screen.findByTestId('out-of-stock');
      expect(notice).toHaveTextContent(text);
      expect(notice.tagName).not.toBe('BUTTON');
      expect(notice.className).not.toMatch(/brand/);
      expect(notice.className).toMatch(/border-dashed/);
      // No cart button at all; the wishlist stays available.
      expect(screen.queryByRole('button', { name: /cart|out of stock/i })).toBeNull();
      expect(screen.getByRole('button', { name: /wishlist/i })).toBeEnabled();
    },
  );
});
