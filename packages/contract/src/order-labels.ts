import type { OrderStatus } from './orders';

/**
 * An order status as people read it: the badge, the staff board's filter, "This order is …".
 * One map for the storefront and the staff console (issue 36: the web had two copies).
 */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  PENDING_APPROVAL: 'Awaiting approval',
  PLACED: 'Placed',
  CONFIRMED: 'Confirmed',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
};
