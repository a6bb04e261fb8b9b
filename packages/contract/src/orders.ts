import { z } from 'zod';
import { envelope, page, PagingQuerySchema, PHONE_RE, RupeesSchema, UuidSchema } from './common';
import { PINCODE_RE } from './constants';
import { OrderDeliverySchema, ShipmentFieldsSchema, ShipmentSchema } from './delivery';
import { CompanyOrderShape, OrderCompanySchema } from './companies';
import { OrderItemTaxFieldsShape, OrderPaymentFieldsShape, PaymentChoiceShape } from './payments';

export const ORDER_STATUSES = [
  'PENDING_APPROVAL',
  'PLACED',
  'CONFIRMED',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const OrderStatusSchema = z.enum(ORDER_STATUSES);

/**
 * Who takes an edge of the order process: staff in the console, the order's customer (its
 * owner), or the approver (an ADMIN of the order's company, never the buyer themself).
 */
export const ORDER_ACTORS = ['staff', 'customer', 'approver'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

export interface OrderEdge {
  from: OrderStatus;
  to: OrderStatus;
  /** Who may take it. */
  by: readonly OrderActor[];
}

/**
 * The order process, every edge of it (decisions.md › §6 Orders, §16 approval). The server's
 * one `transition` (apps/server/src/workflows/order-process.ts) refuses anything else and
 * runs each edge's effects; staff screens and answers derive their choices from it.
 */
export const ORDER_EDGES: readonly OrderEdge[] = [
  // a company buyer's order above their limit waits for its company's ADMIN (§16)
  { from: 'PENDING_APPROVAL', to: 'PLACED', by: ['approver'] },
  { from: 'PENDING_APPROVAL', to: 'CANCELLED', by: ['approver'] },
  { from: 'PLACED', to: 'CONFIRMED', by: ['staff'] },
  { from: 'PLACED', to: 'CANCELLED', by: ['staff', 'customer'] },
  { from: 'CONFIRMED', to: 'SHIPPED', by: ['staff'] },
  { from: 'CONFIRMED', to: 'CANCELLED', by: ['staff', 'customer'] },
  { from: 'SHIPPED', to: 'DELIVERED', by: ['staff'] },
];

/** The edge from `from` to `to`, if the process has one. */
export const orderEdgeOf = (from: OrderStatus, to: OrderStatus): OrderEdge | undefined =>
  ORDER_EDGES.find((e) => e.from === from && e.to === to);

/** The statuses `actor` may move an order to from `from`. */
export const orderMovesFor = (actor: OrderActor, from: OrderStatus): OrderStatus[] =>
  ORDER_EDGES.filter((e) => e.from === from && e.by.includes(actor)).map((e) => e.to);

/** Staff transitions (decisions.md › Orders): the staff edges of ORDER_EDGES. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = (() => {
  const moves = {} as Record<OrderStatus, readonly OrderStatus[]>;
  for (const s of ORDER_STATUSES) moves[s] = orderMovesFor('staff', s);
  return moves;
})();

/** While the customer may cancel their own order (`can_be_cancelled_by_user`). */
export const CUSTOMER_CANCELLABLE: readonly OrderStatus[] = ORDER_STATUSES.filter((s) =>
  orderMovesFor('customer', s).includes('CANCELLED'),
);

export const SHIPPING_FIELDS = [
  'customer_name',
  'phone_number',
  'street_address',
  'city',
  'state',
  'pincode',
] as const;
export type ShippingField = (typeof SHIPPING_FIELDS)[number];

/** 'Please fill in {field with the first underscore replaced by a space}' (store-spec.md › Validation rules). */
export const fillInMessage = (field: ShippingField) => `Please fill in ${field.replace('_', ' ')}`;
export const PHONE_MESSAGE = 'Please enter a valid 10-digit phone number';
export const PINCODE_MESSAGE = 'Please enter a valid 6-digit pincode';

const required = (field: ShippingField, max: number) =>
  z
    .string({ message: fillInMessage(field) })
    .trim()
    // abort: a blank field reports only 'Please fill in ...', not also the format message.
    .min(1, { message: fillInMessage(field), abort: true })
    .max(max, `${field.replace('_', ' ')} must be at most ${max} characters`);

export const ShippingSchema = z.object({
  customer_name: required('customer_name', 100),
  phone_number: required('phone_number', 10).regex(PHONE_RE, PHONE_MESSAGE),
  street_address: required('street_address', 300),
  city: required('city', 100),
  state: required('state', 100),
  pincode: required('pincode', 6).regex(PINCODE_RE, PINCODE_MESSAGE),
});
export type Shipping = z.infer<typeof ShippingSchema>;

export const CreateOrderBodySchema = ShippingSchema.extend({
  cart_id: UuidSchema,
  ...PaymentChoiceShape,
  ...CompanyOrderShape,
});

/**
 * Header that makes POST /orders and POST /orders/buy-again safe to retry: a repeat with the
 * same key (per user) answers the order the first request made (200 instead of 201, header
 * `Idempotent-Replayed: true`), never a second order. Send a fresh key (e.g.
 * crypto.randomUUID()) per checkout attempt and reuse it for retries of that attempt.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IdempotencyKeySchema = z
  .string()
  .regex(
    /^[A-Za-z0-9_.:-]{8,128}$/,
    'Idempotency-Key must be 8 to 128 letters, digits or the characters - _ . :',
  );
export type CreateOrderBody = z.input<typeof CreateOrderBodySchema>;

export const OrderItemSchema = z.object({
  order_item_id: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  product_slug: z.string(),
  manufacturer_name: z.string(),
  product_sku: z.string(),
  thumbnail_url: z.string().nullable(),
  /** A ready signed URL of `thumbnail_url` (docs/decisions/130 and 150); null when unsignable. */
  thumbnail_src: z.string().nullable().optional(),
  quantity: z.number().int(),
  unit_price: RupeesSchema,
  total_price: RupeesSchema,
  ...OrderItemTaxFieldsShape,
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const StatusHistoryEntrySchema = z.object({
  status: OrderStatusSchema,
  changed_at: z.string(),
  remarks: z.string().nullable(),
});

export const OrderSchema = z.object({
  order_id: z.string(),
  /** Who placed it: a company's other members read it, only its owner pays or cancels it. */
  user_id: z.string(),
  status: OrderStatusSchema,
  created_at: z.string(),
  status_updated_at: z.string(),
  status_history: z.array(StatusHistoryEntrySchema),
  customer_name: z.string(),
  phone_number: z.string(),
  street_address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  full_address: z.string(),
  total_items: z.number().int(),
  total_amount: RupeesSchema,
  can_be_cancelled_by_user: z.boolean(),
  admin_remarks: z.string().nullable(),
  order_items: z.array(OrderItemSchema),
  /** The delivery promise made when the order was placed (decisions.md › Delivery); null for older orders. */
  delivery: OrderDeliverySchema.nullable(),
  /** Courier and tracking number given by staff when marking the order SHIPPED. */
  shipment: ShipmentSchema.nullable(),
  ...OrderPaymentFieldsShape,
  /** A company order (decisions.md › §16); null (or absent) for a personal one. */
  company: OrderCompanySchema.nullable().optional(),
});
export type Order = z.infer<typeof OrderSchema>;
export const OrderResponseSchema = envelope(OrderSchema);
export const OrderPageSchema = envelope(page(OrderSchema));
export const MyOrdersQuerySchema = PagingQuerySchema.extend({
  limit: PagingQuerySchema.shape.limit.default(10),
});

export const CancelOrderQuerySchema = z.object({
  remarks: z
    .string({ message: 'Please provide a reason for cancellation' })
    .trim()
    .min(1, 'Please provide a reason for cancellation')
    .max(200, 'Reason must be at most 200 characters'),
});
export const CANCEL_REASON_MAX = 200;

export const BuyAgainBodySchema = z.object({ order_id: UuidSchema });

/** Staff calls (decisions.md › Orders). */
export const AdminOrdersQuerySchema = PagingQuerySchema.extend({
  status: OrderStatusSchema.optional(),
  q: z.string().trim().max(100).optional(),
});
export const AdminOrderSchema = OrderSchema.extend({
  user_name: z.string(),
  user_phone: z.string(),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;
export const AdminOrderPageSchema = envelope(page(AdminOrderSchema));
export const AdminOrderResponseSchema = envelope(AdminOrderSchema);
export const ChangeStatusBodySchema = z.object({
  status: OrderStatusSchema,
  remarks: z.string().trim().max(500, 'Remarks must be at most 500 characters').optional(),
  ...ShipmentFieldsSchema.shape,
});
