import { shortOrderNumber, type Order, invoiceFileName, proformaFileName } from '@store/contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { MailDocuments } from '../mail/attachments';
import type { PaymentInstructions } from '../mail/mail-views';
import { formatPaise, toPaise } from '../../lib/money';
import { loadOrderDto } from '../order-views/order-views.service';
import { renderProformaPdf, renderTaxInvoicePdf } from './invoice-documents';

/*
 * The order mails' documents and payment instructions (decisions.md › Order e-mails): the placed mail
 * carries the proforma invoice and how to pay; the shipped mail carries the tax invoice.
 * Rendered when the mail is SENT, from the order as it is then.
 */

/** How to pay this order, for the placed mail (the same facts the order page shows). */
export function paymentInstructionsOf(
  order: Order,
  config: AppContext['config'],
): PaymentInstructions | null {
  const due = formatPaise(toPaise(order.payment.amount_due));
  const quote = `Please quote order #${shortOrderNumber(order.order_id)} with your payment.`;
  const utr =
    'After paying, enter the payment reference (the 12-digit UTR, or the NEFT/RTGS reference) on your order page so we can match it quickly.';
  switch (order.payment.method) {
    case 'UPI':
      return {
        title: 'Pay by UPI',
        lines: [
          `Amount payable: ${due} (GST included).`,
          `Pay to the UPI ID ${config.COMPANY_UPI_ID} (${config.COMPANY_NAME}) from any UPI app, or scan the QR code on your order page.`,
          quote,
          utr,
        ],
      };
    case 'BANK_TRANSFER':
      return {
        title: 'Pay by bank transfer',
        lines: [
          `Amount payable: ${due} (GST included). The proforma invoice is attached.`,
          `Account name: ${config.COMPANY_BANK_ACCOUNT_NAME}`,
          `Account number: ${config.COMPANY_BANK_ACCOUNT_NUMBER}`,
          `IFSC: ${config.COMPANY_BANK_IFSC} (${config.COMPANY_BANK_NAME})`,
          quote,
          utr,
        ],
      };
    case 'COD':
      return {
        title: 'Cash on delivery',
        lines: [`Please keep ${due} ready: you pay the courier in cash when the parcel arrives.`],
      };
    default:
      return null;
  }
}

/**
 * The invoice documents and payment instructions the order mails carry, handed to the mail
 * sender by buildApp (app.ts).
 */
export function orderMailDocuments(): MailDocuments {
  return {
    attachments: {
      ORDER_PLACED: async (db: Db, orderId, ctx) => {
        const order = await loadOrderDto(db, orderId);
        // An order cancelled before its mail went has no proforma; the mail goes without it.
        if (!order || order.status === 'CANCELLED') return null;
        return {
          filename: proformaFileName(orderId),
          content: await renderProformaPdf(db, orderId, ctx),
          contentType: 'application/pdf',
        };
      },
      ORDER_SHIPPED: async (db: Db, orderId, ctx) => {
        const order = await loadOrderDto(db, orderId);
        if (!order?.invoice) return null;
        return {
          filename: invoiceFileName(order.invoice.number),
          content: await renderTaxInvoicePdf(db, orderId, ctx),
          contentType: 'application/pdf',
        };
      },
    },
    paymentInstructions: async (_db, order, ctx) => paymentInstructionsOf(order, ctx.config),
  };
}
