import type { Order } from '@store/contract';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { loadOrderDto } from '../order-views/order-views.service';
import { eInvoiceStampOf } from '../order-views/e-invoice-views';
import type { BillingContext } from '../payments/billing.service';
import { billingConfig } from '../payments/billing.service';
import { renderInvoicePdf } from './invoice-pdf';
import { buildInvoiceView } from './invoice-view';
import { PAYMENT_MESSAGES } from '@store/contract';

async function orderOrThrow(db: DbOrTx, orderId: string): Promise<Order> {
  const order = await loadOrderDto(db, orderId);
  if (!order) throw notFound('Order not found');
  return order;
}

/**
 * The proforma invoice of an order that is not cancelled (decisions.md › GST and invoices): the payment
 * instructions and the tax the order will carry. For the customer's mail and the download.
 */
export async function renderProformaPdf(
  db: DbOrTx,
  orderId: string,
  ctx?: BillingContext,
): Promise<Buffer> {
  const order = await orderOrThrow(db, orderId);
  if (order.status === 'CANCELLED') {
    throw conflict('A cancelled order has no proforma invoice');
  }
  return renderInvoicePdf(buildInvoiceView(order, billingConfig(ctx), 'PROFORMA', null));
}

/** The tax invoice of a shipped order; before it ships, 409 (decisions.md › GST and invoices). */
export async function renderTaxInvoicePdf(
  db: DbOrTx,
  orderId: string,
  ctx?: BillingContext,
): Promise<Buffer> {
  const order = await orderOrThrow(db, orderId);
  if (!order.invoice) throw conflict(PAYMENT_MESSAGES.invoiceNotIssued);
  return renderInvoicePdf({
    ...buildInvoiceView(order, billingConfig(ctx), 'TAX_INVOICE', order.invoice),
    eInvoice: await eInvoiceStampOf(db, 'INV', order.invoice.number),
  });
}
