import { z } from 'zod';
import { envelope, page, PagingQuerySchema } from './common';
import { AdminOrderSchema } from './orders';
import { PAYMENT_QUEUES } from './payments';

/** Staff payments view (decisions.md › Paying for an order): GET /admin/payments?queue=AWAITING|SUBMITTED|REFUND_DUE */
export const PaymentQueueSchema = z.enum(PAYMENT_QUEUES);
export const PaymentQueueQuerySchema = PagingQuerySchema.extend({
  queue: PaymentQueueSchema.default('SUBMITTED'),
});
export const PaymentQueueCountsSchema = z.object({
  AWAITING: z.number().int(),
  SUBMITTED: z.number().int(),
  REFUND_DUE: z.number().int(),
});
export type PaymentQueueCounts = z.infer<typeof PaymentQueueCountsSchema>;
export const PaymentQueuePageSchema = envelope(
  page(AdminOrderSchema).extend({ counts: PaymentQueueCountsSchema }),
);
