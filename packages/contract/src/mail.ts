import { z } from 'zod';
import { envelope, IsoDateSchema, page, PagingQuerySchema } from './common';

/* Order e-mails and the staff outbox (decisions.md › Order e-mails). */

export const MAIL_KINDS = [
  'ORDER_PLACED',
  'ORDER_PLACED_STAFF',
  'ORDER_CONFIRMED',
  'ORDER_SHIPPED',
  'ORDER_DELIVERED',
  'ORDER_CANCELLED',
  'PAYMENT_RECEIVED',
  'BACK_IN_STOCK',
  'LOW_STOCK_STAFF',
  'RETURN_UPDATE',
  // business accounts (decisions.md › §16): to a company's approvers; a credit invoice overdue
  'APPROVAL_NEEDED',
  'PAYMENT_OVERDUE',
  // to a company buyer: their order waits for approval, or was not approved (issue 43.9)
  'ORDER_AWAITING_APPROVAL',
  'ORDER_REJECTED',
  'QUOTE_REQUESTED_STAFF',
  'QUOTE_ANSWERED',
  // to a company's ADMINs on the 1st of the month: last month's statement of account (§24)
  'STATEMENT',
] as const;
export const MailKindSchema = z.enum(MAIL_KINDS);
export type MailKind = z.infer<typeof MailKindSchema>;

export const MAIL_STATUSES = ['QUEUED', 'SENDING', 'SENT', 'FAILED'] as const;
export const MailStatusSchema = z.enum(MAIL_STATUSES);
export type MailStatus = z.infer<typeof MailStatusSchema>;

/** What staff read of each label, in the outbox screen. */
export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  ORDER_PLACED: 'Order placed',
  ORDER_PLACED_STAFF: 'New order (staff)',
  ORDER_CONFIRMED: 'Order confirmed',
  ORDER_SHIPPED: 'Order shipped',
  ORDER_DELIVERED: 'Order delivered',
  ORDER_CANCELLED: 'Order cancelled',
  PAYMENT_RECEIVED: 'Payment received',
  BACK_IN_STOCK: 'Back in stock',
  LOW_STOCK_STAFF: 'Low stock (staff)',
  QUOTE_REQUESTED_STAFF: 'New request for quote (staff)',
  QUOTE_ANSWERED: 'Quote answered',
  RETURN_UPDATE: 'Return update',
  APPROVAL_NEEDED: 'Approval needed',
  ORDER_AWAITING_APPROVAL: 'Order waiting for approval',
  ORDER_REJECTED: 'Order not approved',
  PAYMENT_OVERDUE: 'Payment overdue',
  STATEMENT: 'Statement of account',
};

/** The short order number of mails and screens: the first 8 characters of the id, upper-cased. */
export const shortOrderNumber = (orderId: string) => orderId.slice(0, 8).toUpperCase();

/** Download names (the server's Content-Disposition, the web's saved file): invoice-BTW-26-27-00042.pdf. */
export const invoiceFileName = (invoiceNumber: string) =>
  `invoice-${invoiceNumber.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`;
/** proforma-3F2A9C1D.pdf */
export const proformaFileName = (orderId: string) => `proforma-${shortOrderNumber(orderId)}.pdf`;

export const OutboxMailSchema = z.object({
  mail_id: z.string(),
  kind: MailKindSchema,
  /** null for a staff mail not yet sent (STAFF_EMAIL is read when it is sent). */
  to_address: z.string().nullable(),
  subject: z.string(),
  status: MailStatusSchema,
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  order_id: z.string().nullable(),
  product_id: z.string().nullable(),
  resent_from: z.string().nullable(),
  created_at: IsoDateSchema,
  next_attempt_at: IsoDateSchema,
  sent_at: IsoDateSchema.nullable(),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

export const AdminMailQuerySchema = PagingQuerySchema.extend({
  status: MailStatusSchema.optional(),
});
export type AdminMailQuery = z.infer<typeof AdminMailQuerySchema>;

export const AdminMailPageSchema = envelope(page(OutboxMailSchema));
export const OutboxMailResponseSchema = envelope(OutboxMailSchema);

export const MAIL_RESENT_MESSAGE = 'The mail is queued to be sent again';
export const MAIL_NOT_RESENDABLE_MESSAGE = 'This mail is still waiting to be sent';

/* "Notify me when back in stock" */

export const StockAlertSchema = z.object({
  product_id: z.string(),
  subscribed: z.boolean(),
});
export type StockAlert = z.infer<typeof StockAlertSchema>;
export const StockAlertResponseSchema = envelope(StockAlertSchema);

export const STOCK_ALERT_IN_STOCK_MESSAGE = 'This product is in stock';
