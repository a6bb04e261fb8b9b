import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Order, Page } from '@store/contract';
import { IDEMPOTENCY_KEY_HEADER } from '@store/contract/orders';
import { api, ApiError, NetworkError } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { queryKeys } from '@store/contract/query-keys';

/** store-spec.md › Error catalogue Orders messages. */
export const ORDER_MESSAGES = {
  fetchOrders: 'Failed to fetch orders. Please try again.',
  fetchOrder: 'Failed to fetch order details. Please try again.',
  loginOrders: 'Please login to view orders',
  loginOrder: 'Please login to view order details',
  loginCancel: 'Please login to cancel orders',
  loginContinue: 'Please login to continue',
  authRequired: 'Authentication required',
  cancelled: 'Order cancelled successfully',
  cancelFailed: 'Failed to cancel order',
  network: 'Network error. Please try again.',
  reasonRequired: 'Please provide a reason for cancellation',
  buyAgainFailed: 'Network error occurred',
} as const;

/** Orders per page of My Orders (decisions.md › Orders default) and item previews per card (store-spec.md › Business constants and limits). */
export const ORDERS_PAGE_SIZE = 10;
export const PREVIEW_ITEMS = 3;

/** A user may cancel while the server allows it and the order is not already cancelled (store-spec.md › States and transitions). */
export const canCancel = (order: Pick<Order, 'can_be_cancelled_by_user' | 'status'>) =>
  order.can_be_cancelled_by_user && order.status !== 'CANCELLED';

/** Keeps a 401/403 as it is (the screen sends the user to /login); other failures get `message`. */
function rethrow(err: unknown, message: string): never {
  if (err instanceof ApiError && !err.isAuth && err.status !== 404) {
    throw new ApiError(err.status, message, err.code, err.errors);
  }
  if (err instanceof NetworkError) throw new NetworkError(message);
  throw err;
}

export async function fetchMyOrders(index: number, limit: number): Promise<Page<Order>> {
  try {
    return (await api.get<Page<Order>>('/orders/my-orders', { query: { index, limit } })).data;
  } catch (err) {
    rethrow(err, ORDER_MESSAGES.fetchOrders);
  }
}

export async function fetchOrder(orderId: string): Promise<Order> {
  try {
    return (await api.get<Order>(`/orders/${encodeURIComponent(orderId)}`)).data;
  } catch (err) {
    rethrow(err, ORDER_MESSAGES.fetchOrder);
  }
}

/**
 * Query factory. Keys carry the signed-in user's id so that another person signing in on the
 * same browser never sees the previous one's orders from the cache.
 */
export const orderQueries = {
  all: queryKeys.orders.all,
  lists: queryKeys.orders.lists,
  list: (userId: string | null, index: number, limit = ORDERS_PAGE_SIZE) =>
    queryOptions({
      queryKey: queryKeys.orders.list(userId, { index, limit }),
      queryFn: () => fetchMyOrders(index, limit),
    }),
  detail: (userId: string | null, orderId: string) =>
    queryOptions({
      queryKey: queryKeys.orders.detail(userId, orderId),
      queryFn: () => fetchOrder(orderId),
    }),
};

/** The signed-in user's id, for the query keys. */
export function useOrdersUser(): string | null {
  const { user, isAuthenticated } = useSession();
  return isAuthenticated ? (user?.user_id ?? null) : null;
}

/** Replaces or patches one order wherever it is cached (lists and detail). */
export function patchCachedOrder(
  client: QueryClient,
  userId: string | null,
  orderId: string,
  patch: (order: Order) => Order,
) {
  client.setQueriesData<Page<Order>>({ queryKey: orderQueries.lists(userId) }, (page) =>
    page
      ? {
          ...page,
          content: page.content.map((o) => (o.order_id === orderId ? patch(o) : o)),
        }
      : page,
  );
  client.setQueryData<Order>(orderQueries.detail(userId, orderId).queryKey, (o) =>
    o ? patch(o) : o,
  );
}

/** What a screen shows after a failed cancel, and whether the user must sign in again. */
export function cancelErrorOf(err: unknown): { message: string; needsAuth: boolean } {
  if (err instanceof ApiError && err.isAuth) {
    return { message: ORDER_MESSAGES.authRequired, needsAuth: true };
  }
  if (err instanceof ApiError) {
    return {
      message: err.status < 500 && err.message ? err.message : ORDER_MESSAGES.cancelFailed,
      needsAuth: false,
    };
  }
  if (err instanceof NetworkError) return { message: ORDER_MESSAGES.network, needsAuth: false };
  return { message: ORDER_MESSAGES.cancelFailed, needsAuth: false };
}

/** PUT /orders/{id}/cancel?remarks=: the reason travels as the query parameter remarks. */
export function useCancelOrder() {
  const client = useQueryClient();
  const userId = useOrdersUser();
  return useMutation({
    mutationFn: async ({ orderId, remarks }: { orderId: string; remarks: string }) =>
      (
        await api.put<Order>(`/orders/${encodeURIComponent(orderId)}/cancel`, undefined, {
          query: { remarks: remarks.trim() },
        })
      ).data,
    onSuccess: (order, { orderId }) => {
      patchCachedOrder(client, userId, orderId, (o) => ({
        ...o,
        ...order,
        status: 'CANCELLED',
        can_be_cancelled_by_user: false,
      }));
      void client.invalidateQueries({ queryKey: orderQueries.all(userId) });
    },
  });
}

/** What a screen shows after a failed Order Again (store-spec.md › Error catalogue: 401 → login, else a network error). */
export function buyAgainErrorOf(err: unknown): { message: string; needsAuth: boolean } {
  if (err instanceof ApiError && err.isAuth) {
    return { message: ORDER_MESSAGES.loginContinue, needsAuth: true };
  }
  // The server's reason when it refused (e.g. short stock, a cancelled order), else the spec's text.
  if (err instanceof ApiError && err.status < 500 && err.message) {
    return { message: err.message, needsAuth: false };
  }
  return { message: ORDER_MESSAGES.buyAgainFailed, needsAuth: false };
}

/** POST /orders/buy-again { order_id } with an Idempotency-Key per click: a new order. */
export function useBuyAgain() {
  const client = useQueryClient();
  const userId = useOrdersUser();
  return useMutation({
    mutationFn: async ({ orderId }: { orderId: string }) =>
      (
        await api.post<Order>(
          '/orders/buy-again',
          { order_id: orderId },
          { headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() } },
        )
      ).data,
    onSuccess: (order) => {
      client.setQueryData(orderQueries.detail(userId, order.order_id).queryKey, order);
      void client.invalidateQueries({ queryKey: orderQueries.lists(userId) });
    },
  });
}
