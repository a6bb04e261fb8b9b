import { adminQueryKeys } from '@store/contract/admin-query-keys';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder, OrderStatus, Page } from '@store/contract';
import { ORDER_TRANSITIONS } from '@store/contract/orders';
import { api } from '../../lib/api-client';

/** Orders per page of the staff board. */
export const ADMIN_ORDERS_PAGE_SIZE = 20;
/** The board refreshes itself so new orders appear while it stays open. */
export const ADMIN_ORDERS_REFRESH_MS = 30_000;

export interface AdminOrdersParams {
  status?: OrderStatus;
  q?: string;
  index: number;
}

export async function fetchAdminOrders(
  params: AdminOrdersParams,
  signal?: AbortSignal,
): Promise<Page<AdminOrder>> {
  const res = await api.get<Page<AdminOrder>>('/admin/orders', {
    query: { ...params, limit: ADMIN_ORDERS_PAGE_SIZE },
    signal,
  });
  return res.data;
}

export async function fetchAdminOrder(orderId: string, signal?: AbortSignal): Promise<AdminOrder> {
  return (await api.get<AdminOrder>(`/admin/orders/${encodeURIComponent(orderId)}`, { signal }))
    .data;
}

export const adminOrderQueries = {
  all: adminQueryKeys.orders.all,
  lists: adminQueryKeys.orders.lists,
  list: (params: AdminOrdersParams) =>
    queryOptions({
      queryKey: adminQueryKeys.orders.list(params),
      queryFn: ({ signal }) => fetchAdminOrders(params, signal),
      placeholderData: keepPreviousData,
      staleTime: 10_000,
      refetchInterval: ADMIN_ORDERS_REFRESH_MS,
    }),
  detail: (orderId: string) =>
    queryOptions({
      queryKey: adminQueryKeys.orders.detail(orderId),
      queryFn: ({ signal }) => fetchAdminOrder(orderId, signal),
      staleTime: 10_000,
    }),
};

/** What staff may do next with an order (decisions.md › Orders), the cancel last. */
export function nextStatuses(status: OrderStatus): OrderStatus[] {
  return [...ORDER_TRANSITIONS[status]].sort(
    (a, b) => Number(a === 'CANCELLED') - Number(b === 'CANCELLED'),
  );
}

/** The button that moves an order to a status. */
export const ACTION_LABELS: Record<OrderStatus, string> = {
  PENDING_APPROVAL: 'Waiting for approval',
  PLACED: 'Mark as placed',
  CONFIRMED: 'Confirm order',
  SHIPPED: 'Mark as shipped',
  DELIVERED: 'Mark as delivered',
  CANCELLED: 'Cancel order',
};

export interface ChangeStatusInput {
  orderId: string;
  status: OrderStatus;
  remarks?: string;
  /** Only when marking SHIPPED (decisions.md › Delivery). */
  courier?: string;
  tracking_number?: string;
  /** Required to ship a consignment above ₹50,000 (decisions.md › §18). */
  eway_bill_number?: string;
}

export async function changeOrderStatus(input: ChangeStatusInput) {
  const remarks = input.remarks?.trim();
  return api.patch<AdminOrder>(`/admin/orders/${encodeURIComponent(input.orderId)}/status`, {
    status: input.status,
    ...(remarks ? { remarks } : {}),
    ...(input.courier ? { courier: input.courier } : {}),
    ...(input.tracking_number ? { tracking_number: input.tracking_number } : {}),
    ...(input.eway_bill_number ? { eway_bill_number: input.eway_bill_number } : {}),
  });
}

/** Changes an order's status; the detail is replaced and the board lists are refetched. */
export function useChangeOrderStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeOrderStatus,
    onSuccess: (res) => {
      client.setQueryData(adminOrderQueries.detail(res.data.order_id).queryKey, res.data);
      void client.invalidateQueries({ queryKey: adminOrderQueries.lists() });
    },
  });
}
