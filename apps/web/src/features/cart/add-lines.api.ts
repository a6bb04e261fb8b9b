import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@store/contract';
import { cartQueries } from './cart.api';
import { addItem, MUTATION_KEY, SCOPE, settle } from './cart-mutations';

// Its own file: only My Orders uses it, so the storefront's initial chunk (cart.api.ts is in it)
// does not carry it (docs/decisions/131).

/**
 * Puts lines back in the cart one after the other (a cancelled order's items: Order Again
 * refuses a cancelled order, docs/decisions/183). A refused line (e.g. 'Only 2 in stock')
 * stops there; the lines before it stay added.
 */
export function useAddLinesToCart() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: MUTATION_KEY,
    scope: SCOPE,
    mutationFn: async (lines: { productId: string; quantity: number }[]) => {
      let cart: Cart | undefined;
      for (const l of lines) {
        cart = await addItem({ product_id: l.productId, quantity: l.quantity, cart_type: 'CART' });
      }
      return cart;
    },
    onSuccess: (cart) => settle(client, 'CART', cart),
    onError: () => void client.invalidateQueries({ queryKey: cartQueries.detail('CART').queryKey }),
  });
}
