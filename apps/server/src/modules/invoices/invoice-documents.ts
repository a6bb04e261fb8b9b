import type { Order } from '@store/contract';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { loadOrderDto } from '../order-views/order-views.service';
import { eInvoiceStampOf } from '../order-views/e-invoice-views';
import type { BillingContext } from '../payments/billing.service';
import { billingConfig } from '../payments/billing.service';
import { renderInvoicePdf } from './invoice-pdf';
import { buildInvoiceView, type BillToView } from './invoice-view';
import {
  copiesOf,
  joinBillingAddress,
  PAYMENT_MESSAGES,
  placeOfSupplyOf,
  type InvoiceCopyChoice,
} from '@store/contract';
import { companyBillTo } from '../companies/billing-address';

/**
 * A company order's "Bill to": the company's registered billing address (decisions.md › §16,
 * amended; docs/decisions/332); null for a personal order.
 */
export async function billToOf(db: DbOrTx, order: Order): Promise<BillToView | null> {
  if (!order.company) return null;
  const c = await companyBillTo(db, order.company.company_id, order.order_id);
  if (!c) return null;
  return {
    legalName: c.legalName,
    gstin: c.gstin,
    address: joinBillingAddress(c.address),
    state: placeOfSupplyOf(c.address.state),
  };
}

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
  const billTo = await billToOf(db, order);
  return renderInvoicePdf(buildInvoiceView(order, billingConfig(ctx), 'PROFORMA', null, billTo));
}

/**
 * The tax invoice of a shipped order; before it ships, 409 (decisions.md › GST and invoices).
 * `copy` chooses the copy of rule 48 (original for recipient by default) or `all` three.
 */
export async function renderTaxInvoicePdf(
  db: DbOrTx,
  orderId: string,
  ctx?: BillingContext,
  copy: InvoiceCopyChoice = 'original',
): Promise<Buffer> {
  const order = await orderOrThrow(db, orderId);
  if (!order.invoice) throw conflict(PAYMENT_MESSAGES.invoiceNotIssued);
  const billTo = await billToOf(db, order);
  return renderInvoicePdf(
    {
      ...buildInvoiceView(order, billingConfig(ctx), 'TAX_INVOICE', order.invoice, billTo),
      eInvoice: await eInvoiceStampOf(db, 'INV', order.invoice.number),
    },
    copiesOf(copy),
  );
}
