import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AddCartItemBody,
  Cart,
  CartItem,
  CartType,
  UpdateCartItemBody,
} from '@store/contract';
import { api } from '../../lib/api-client';
import { showToast } from '../../lib/toast';
import { CART_MESSAGES, cartErrorMessage, cartQueries, maxQuantityOf } from './cart.api';

/*
 * The cart's writes (add, change, remove, move; optimistic, one after another). A file apart
 * from cart.api.ts, which the navigation bar reads on every page: these load with the screens
 * that write, not in the storefront's initial JavaScript (docs/decisions/131).
 */

export const addItem = async (body: AddCartItemBody) =>
  (await api.post<Cart>('/cart/items', body)).data;
const updateItem = async ({ id, ...body }: UpdateCartItemBody & { id: string }) =>
  (await api.put<Cart>(`/cart/items/${encodeURIComponent(id)}`, body)).data;
const removeItem = async (id: string) =>
  (await api.delete<Cart | null>(`/cart/items/${encodeURIComponent(id)}`)).data;

const isCart = (value: unknown): value is Cart =>
  typeof value === 'object' && value !== null && Array.isArray((value as Cart).items);

/** Totals of a cart after a local (optimistic) change of its lines. */
function withTotals(cart: Cart, items: CartItem[]): Cart {
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    ...cart,
    items,
    total_items: items.reduce((n, i) => n + i.quantity, 0),
    total_amount: round(items.reduce((n, i) => n + i.total_price, 0)),
  };
}

export const MUTATION_KEY = ['cart'] as const;
/** Cart writes run one after another, so the server sees them in the order they were made. */
export const SCOPE = { id: 'cart' };

interface Snapshot {
  type: CartType;
  previous: Cart | undefined;
}

async function snapshot(client: QueryClient, type: CartType): Promise<Snapshot> {
  const { queryKey } = cartQueries.detail(type);
  await client.cancelQueries({ queryKey });
  return { type, previous: client.getQueryData(queryKey) };
}

/** Applies a server answer unless later changes are still on their way (they bring a newer one). */
export function settle(client: QueryClient, type: CartType, answer: unknown) {
  const onlyOne = client.isMutating({ mutationKey: MUTATION_KEY }) <= 1;
  if (isCart(answer) && answer.cart_type === type && onlyOne) {
    client.setQueryData(cartQueries.detail(type).queryKey, answer);
  }
  if (onlyOne) void client.invalidateQueries({ queryKey: cartQueries.detail(type).queryKey });
}

function rollback(client: QueryClient, snap: Snapshot | undefined) {
  if (!snap) return;
  const { queryKey } = cartQueries.detail(snap.type);
  if (snap.previous) client.setQueryData(queryKey, snap.previous);
  void client.invalidateQueries({ queryKey });
}

export interface AddVariables {
  productId: string;
  quantity: number;
  cartType: CartType;
}

/** Adds a product; the badge count moves at once, the server's cart replaces the guess. */
export function useAddToCart() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: MUTATION_KEY,
    scope: SCOPE,
    mutationFn: ({ productId, quantity, cartType }: AddVariables) =>
      addItem({ product_id: productId, quantity, cart_type: cartType }),
    onMutate: async ({ productId, quantity, cartType }) => {
      const snap = await snapshot(client, cartType);
      const cart = snap.previous;
      if (cart) {
        const present = cart.items.some((i) => i.product_id === productId);
        // A wishlist holds a product once; a cart line grows by the quantity.
        const added = cartType === 'WISHLIST' ? (present ? 0 : 1) : quantity;
        client.setQueryData(cartQueries.detail(cartType).queryKey, {
          ...cart,
          total_items: cart.total_items + added,
        });
      }
      return snap;
    },
    onSuccess: (cart, { cartType }) => settle(client, cartType, cart),
    onError: (err, _vars, snap) => {
      rollback(client, snap);
      showToast(cartErrorMessage(err, CART_MESSAGES.add), 'error');
    },
  });
}

export interface UpdateVariables {
  item: CartItem;
  quantity: number;
  cartType: CartType;
}

/** Sets a line's quantity (0 removes it), optimistically. */
export function useUpdateCartQuantity() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: MUTATION_KEY,
    scope: SCOPE,
    mutationFn: ({ item, quantity, cartType }: UpdateVariables) =>
      updateItem({ id: item.cart_item_id, quantity, cart_type: cartType }),
    onMutate: async ({ item, quantity, cartType }) => {
      const snap = await snapshot(client, cartType);
      const cart = snap.previous;
      if (cart) {
        const items = cart.items.flatMap((i) =>
          i.cart_item_id !== item.cart_item_id
            ? [i]
            : quantity <= 0
              ? []
              : [
                  {
                    ...i,
                    quantity,
                    total_price: Math.round(i.unit_price * quantity * 100) / 100,
                  },
                ],
        );
        client.setQueryData(cartQueries.detail(cartType).queryKey, withTotals(cart, items));
      }
      return snap;
    },
    onSuccess: (cart, { cartType }) => settle(client, cartType, cart),
    onError: (err, _vars, snap) => {
      rollback(client, snap);
      showToast(cartErrorMessage(err, CART_MESSAGES.update), 'error');
    },
  });
}

export interface RemoveVariables {
  item: CartItem;
  cartType: CartType;
}

/** Removes a line, optimistically. */
export function useRemoveCartItem() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: MUTATION_KEY,
    scope: SCOPE,
    mutationFn: ({ item }: RemoveVariables) => removeItem(item.cart_item_id),
    onMutate: async ({ item, cartType }) => {
      const snap = await snapshot(client, cartType);
      const cart = snap.previous;
      if (cart) {
        client.setQueryData(
          cartQueries.detail(cartType).queryKey,
          withTotals(
            cart,
            cart.items.filter((i) => i.cart_item_id !== item.cart_item_id),
          ),
        );
      }
      return snap;
    },
    onSuccess: (answer, { cartType }) => settle(client, cartType, answer),
    onError: (err, _vars, snap) => {
      rollback(client, snap);
      showToast(cartErrorMessage(err, CART_MESSAGES.remove), 'error');
    },
  });
}

export interface MoveVariables {
  item: CartItem;
  from: CartType;
}

/**
 * Moves a line between the cart and the wishlist: it is added to the other list first and only
 * then removed from this one, so a refused add (e.g. 'Only 2 in stock') never loses the line.
 */
export function useMoveCartItem() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: MUTATION_KEY,
    scope: SCOPE,
    mutationFn: async ({ item, from }: MoveVariables) => {
      const to: CartType = from === 'CART' ? 'WISHLIST' : 'CART';
      // into the cart: at least the product's minimum order (a wishlist line holds one)
      const quantity =
        to === 'WISHLIST'
          ? 1
          : Math.max(item.min_order_qty, Math.min(item.quantity, maxQuantityOf(item)));
      const target = await addItem({ product_id: item.product_id, quantity, cart_type: to });
      const source = await removeItem(item.cart_item_id);
      return { target, source };
    },
    onMutate: async ({ item, from }) => {
      const snap = await snapshot(client, from);
      const cart = snap.previous;
      if (cart) {
        client.setQueryData(
          cartQueries.detail(from).queryKey,
          withTotals(
            cart,
            cart.items.filter((i) => i.cart_item_id !== item.cart_item_id),
          ),
        );
      }
      return snap;
    },
    onSuccess: ({ target, source }, { from }) => {
      settle(client, from === 'CART' ? 'WISHLIST' : 'CART', target);
      settle(client, from, source);
    },
    onError: (err, { from }, snap) => {
      rollback(client, snap);
      void client.invalidateQueries({
        queryKey: cartQueries.detail(from === 'CART' ? 'WISHLIST' : 'CART').queryKey,
      });
      showToast(cartErrorMessage(err, CART_MESSAGES.move), 'error');
    },
  });
}
