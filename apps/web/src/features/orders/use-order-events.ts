import { shortOrderNumber } from '@store/contract/mail';
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Order, OrderEvent, Page } from '@store/contract';
import { api } from '../../lib/api-client';
import { getAccessToken } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { orderQueries, patchCachedOrder } from './orders.api';

/** store-spec.md › Business constants and limits: the next poll 5 s after a success, 3 s after a failure. */
export const POLL_AFTER_SUCCESS_MS = 5000;
export const POLL_AFTER_ERROR_MS = 3000;

interface PollAnswer {
  events: OrderEvent[];
  lastEventId: string;
}

const isOrderStatusEvent = (e: OrderEvent) =>
  e.eventType === 'CUSTOMER_ORDER_STATUS' && e.action === 'REFRESH' && e.entityType === 'ORDER';

/** The order's status as cached (its detail, else any list page), or null when unknown. */
function cachedStatusOf(client: QueryClient, userId: string | null, orderId: string) {
  const detail = client.getQueryData<Order>(orderQueries.detail(userId, orderId).queryKey);
  if (detail) return detail.status;
  for (const [, page] of client.getQueriesData<Page<Order>>({
    queryKey: orderQueries.lists(userId),
  })) {
    const found = page?.content.find((o) => o.order_id === orderId);
    if (found) return found.status;
  }
  return null;
}

/**
 * Applies one event (store-spec.md › States and transitions Live order updates): the order's status in the list, its update
 * time set to now, the cancel flag cleared when it can no longer be cancelled, and an info toast.
 * A cached detail is patched too and marked stale, so Order Details shows the server's view.
 */
export function applyOrderEvent(client: QueryClient, userId: string | null, event: OrderEvent) {
  if (!isOrderStatusEvent(event)) return;
  const { orderId, status } = event.metadata;
  if (cachedStatusOf(client, userId, orderId) === status) {
    // The status did not change: something else did (a payment, decisions.md › Paying for an order). Refetch.
    void client.invalidateQueries({ queryKey: orderQueries.detail(userId, orderId).queryKey });
    void client.invalidateQueries({ queryKey: orderQueries.lists(userId) });
    showToast(`Order #${shortOrderNumber(orderId)} payment updated`, 'info');
    return;
  }
  const now = new Date().toISOString();
  patchCachedOrder(client, userId, orderId, (o) => ({
    ...o,
    status,
    status_updated_at: now,
    // CANCELLED clears the flag (store-spec.md › States and transitions); SHIPPED and DELIVERED can no longer be cancelled either.
    can_be_cancelled_by_user:
      status === 'PLACED' || status === 'CONFIRMED' ? o.can_be_cancelled_by_user : false,
  }));
  void client.invalidateQueries({
    queryKey: orderQueries.detail(userId, orderId).queryKey,
    refetchType: 'none',
  });
  void client.invalidateQueries({ queryKey: orderQueries.lists(userId), refetchType: 'none' });
  showToast(`Order #${shortOrderNumber(orderId)} status updated to ${status}`, 'info');
}

/**
 * Long-polls GET /polling/user/events while `enabled` (the orders page is open and the user is
 * signed in): the first call has no lastEventId and answers the current id at once; each later
 * call carries the last id. Stops on unmount and when no access token exists.
 */
export function useOrderEvents(enabled: boolean, userId: string | null) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastEventId: string | undefined;

    const schedule = (ms: number) => {
      if (!controller.signal.aborted) timer = setTimeout(() => void poll(), ms);
    };
    const poll = async () => {
      if (controller.signal.aborted || !getAccessToken()) return;
      try {
        const { data } = await api.get<PollAnswer>('/polling/user/events', {
          query: { longPoll: 'true', lastEventId },
          signal: controller.signal,
        });
        if (controller.signal.aborted) return;
        lastEventId = data.lastEventId;
        for (const event of data.events) applyOrderEvent(client, userId, event);
        schedule(POLL_AFTER_SUCCESS_MS);
      } catch {
        schedule(POLL_AFTER_ERROR_MS);
      }
    };

    void poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [enabled, userId, client]);
}
