import { z } from 'zod';
import { envelope } from './common';
import { OrderStatusSchema } from './orders';

export const PollQuerySchema = z.object({
  longPoll: z.enum(['true', 'false']).default('true'),
  lastEventId: z
    .string()
    .regex(/^\d{1,18}$/, 'lastEventId must be a number')
    .optional(),
});

export const OrderEventSchema = z.object({
  event_id: z.string(),
  eventType: z.literal('CUSTOMER_ORDER_STATUS'),
  action: z.literal('REFRESH'),
  entityType: z.literal('ORDER'),
  metadata: z.object({ orderId: z.string(), status: OrderStatusSchema }),
  created_at: z.string(),
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;
export const PollResponseSchema = envelope(
  z.object({ events: z.array(OrderEventSchema), lastEventId: z.string() }),
);
