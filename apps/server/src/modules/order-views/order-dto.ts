import {
  CUSTOMER_CANCELLABLE,
  type Order,
  type OrderCompany,
  type OrderStatus,
} from '@store/contract';
import type { orderItems, orders } from '../../db/schema/index';
import { toRupees } from '../../lib/money';
import type { OrderDeliveryView } from '../delivery/delivery.service';
import { shippingFromColumns } from '../addresses/shipping-mapping';
import type { BillingViews } from './billing-views';

/** The contract's Order shape from an order's rows (read by order-json.ts or just written). */

export const fullAddressOf = (o: {
  streetAddress: string;
  city: string;
  state: string;
  pincode: string;
}) => `${o.streetAddress}, ${o.city}, ${o.state} - ${o.pincode}`;

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;
interface HistoryRow {
  status: OrderStatus;
  remarks: string | null;
  changedAt: Date;
}

/**
 * One order in the contract's shape from its rows: the one mapping behind every order answer,
 * whether the rows were read (loadOrderDtos) or just written (place-order.ts).
 */
export function orderDtoOf(parts: {
  order: OrderRow;
  items: OrderItemRow[];
  history: HistoryRow[];
  billing: BillingViews;
  delivery: OrderDeliveryView | null;
  /** A company order's company, PO number and due date (decisions.md › §16). */
  company?: OrderCompany | null;
}): Order {
  const { order: o, billing } = parts;
  return {
    order_id: o.id,
    user_id: o.userId,
    status: o.status,
    created_at: o.createdAt.toISOString(),
    status_updated_at: o.statusUpdatedAt.toISOString(),
    status_history: parts.history.map((h) => ({
      status: h.status,
      changed_at: h.changedAt.toISOString(),
      remarks: h.remarks,
    })),
    ...shippingFromColumns(o),
    full_address: fullAddressOf(o),
    total_items: o.totalItems,
    total_amount: toRupees(o.totalPaise),
    can_be_cancelled_by_user: CUSTOMER_CANCELLABLE.includes(o.status),
    admin_remarks: o.adminRemarks,
    order_items: parts.items.map((i) => ({
      order_item_id: i.id,
      product_id: i.productId,
      product_name: i.productName,
      product_slug: i.productSlug,
      manufacturer_name: i.manufacturerName,
      product_sku: i.productSku,
      thumbnail_url: i.thumbnailKey,
      quantity: i.quantity,
      unit_price: toRupees(i.unitPaise),
      total_price: toRupees(i.totalPaise),
      ...billing.item(i.id, i.totalPaise),
    })),
    delivery: parts.delivery?.delivery ?? null,
    shipment: parts.delivery?.shipment ?? null,
    ...billing.order(o.id, o),
    company: parts.company ?? null,
  };
}
