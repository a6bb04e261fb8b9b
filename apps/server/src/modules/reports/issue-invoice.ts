import type { Db } from '../../db/client';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../lib/errors';
import { openInvoiceEInvoice } from '../einvoices/einvoice-documents';
import { issueTaxInvoice } from '../invoices/invoice-numbering';
import { lockOrder } from '../order-views/order-lock';

export const EARLY_INVOICE_ONLY_CONFIRMED =
  'Only a confirmed order can have its invoice issued before it ships';

/**
 * POST /admin/orders/{id}/invoice (decisions.md › §10): staff issue the tax invoice of a
 * CONFIRMED order before shipping it, because its e-way bill needs the invoice's number and
 * date. Numbered like every invoice (the counter row's lock, no gaps); the order keeps it when
 * it ships. An order that already has an invoice answers it unchanged.
 */
export async function issueInvoiceEarly(db: Db, orderId: string, ctx: AppContext): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('Order not found');
    if (
      order.status !== 'CONFIRMED' &&
      order.status !== 'SHIPPED' &&
      order.status !== 'DELIVERED'
    ) {
      throw conflict(EARLY_INVOICE_ONLY_CONFIRMED);
    }
    await issueTaxInvoice(tx, order.id, ctx);
    // decisions.md › §21: with e-invoicing on, a GSTIN order's invoice waits for its IRN.
    await openInvoiceEInvoice(tx, order.id, ctx);
  });
}
