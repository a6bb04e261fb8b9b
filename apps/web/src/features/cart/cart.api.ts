import { queryOptions } from '@tanstack/react-query';
import type { Cart, CartItem, CartType } from '@store/contract';
import { MAX_LINE_QUANTITY } from '@store/contract/constants';
import { api, ApiError } from '../../lib/api-client';

/** store-spec.md › Error catalogue Cart messages. */
export const CART_MESSAGES = {
  add: 'Failed to add item to cart',
  update: 'Failed to update quantity',
  fetchCart: 'Failed to fetch cart',
  fetchWishlist: 'Failed to fetch wishlist',
  remove: 'Failed to remove item',
  move: 'Failed to move item',
} as const;

/** The largest quantity of one line (decisions.md › Cart and wishlist). */
export { MAX_LINE_QUANTITY };

/** The highest quantity the stepper offers for a line: the stock, at most 10,000 (at least 1). */
export const maxQuantityOf = (item: Pick<CartItem, 'stock_quantity'>) =>
  Math.max(1, Math.min(item.stock_quantity, MAX_LINE_QUANTITY));

/** 'Only N in stock' (decisions.md › Cart and wishlist) when the stock, not the 10,000 line limit, caps a quantity. */
export const stockLimitMessage = (stock: number | undefined) =>
  stock !== undefined && stock > 0 && stock < MAX_LINE_QUANTITY
    ? `Only ${stock} in stock`
    : undefined;

/** A server's customer-readable message (e.g. 'Only 3 in stock') when it gave one, else the fallback. */
export function cartErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status < 500 && !error.isAuth && error.message) {
    return error.message;
  }
  return fallback;
}

export const getCart = async (type: CartType): Promise<Cart> => {
  try {
    return (await api.get<Cart>(`/cart/${type}`)).data;
  } catch (err) {
    if (err instanceof ApiError) {
      throw new ApiError(
        err.status,
        err.isAuth
          ? err.message
          : type === 'CART'
            ? CART_MESSAGES.fetchCart
            : CART_MESSAGES.fetchWishlist,
        err.code,
        err.errors,
      );
    }
    throw err;
  }
};

/** Query factory: the cart and the wishlist are keyed ['cart', type]. */
export const cartQueries = {
  all: () => ['cart'] as const,
  detail: (type: CartType) =>
    queryOptions({
      queryKey: ['cart', type] as const,
      queryFn: () => getCart(type),
    }),
};
