import { shortOrderNumber, trackingUrlFor, type MailKind, type Order } from '@store/contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { mailOutbox } from '../../db/schema/index';
import { getProductDetail } from '../catalogue/storefront/catalogue.service';
import { loadOrderDto } from '../order-views/order-views.service';
import { formatPaise, toPaise } from '../../lib/money';
import { formatIndiaTime, mailText as str } from './mail-format';
import { returnMailText } from './return-mail';

/**
 * The ONE view model every mail template renders (text and HTML). The service builds it when
 * the mail is sent, from the row's kind and the order or product; templates never query.
 * Every string here is plain text: the HTML template escapes all of it.
 */
export interface MailView {
  kind: MailKind;
  subject: string;
  /** The preview line mail apps show after the subject. */
  preheader: string;
  /** The shop's own details (configuration COMPANY_*; docs/decisions/315). */
  shop: {
    name: string;
    tagline: string;
    address: string;
    gstin: string;
    carePhone: string;
    careEmail: string;
    siteUrl: string;
  };
  heading: string;
  paragraphs: string[];
  order: {
    shortNumber: string;
    url: string;
    placedAt: string;
    status: string;
    customerName: string;
    phone: string;
    address: string;
    lines: {
      name: string;
      maker: string;
      sku: string;
      quantity: number;
      unitPrice: string;
      lineTotal: string;
    }[];
    totalItems: number;
    total: string;
    /** A company order's PO number (decisions.md › §16). */
    poNumber?: string | null;
  } | null;
  product: { name: string; maker: string; price: string; url: string } | null;
  /** The shipped mail: courier and tracking number when known. */
  tracking: { courier: string | null; trackingNumber: string | null; url: string | null } | null;
  /** The placed mail: how to pay (MailDocuments.paymentInstructions). */
  paymentInstructions: PaymentInstructions | null;
  remarks: string | null;
  action: { label: string; url: string } | null;
  links: { label: string; url: string }[];
}

export interface PaymentInstructions {
  title: string;
  lines: string[];
}

export type PaymentInstructionsProvider = (
  db: Db,
  order: Order,
  ctx: AppContext,
) => Promise<PaymentInstructions | null>;

/**
 * The placed mail's payment instructions when no provider is given (the invoices module's
 * `orderMailDocuments` gives the real ones: UPI id, bank account, COD note).
 */
export const defaultPaymentInstructions: PaymentInstructionsProvider = async (_db, order) => ({
  title: 'How to pay',
  lines: [
    `Amount payable: ${formatPaise(toPaise(order.total_amount))} (GST included).`,
    'Pay by UPI or bank transfer (NEFT/RTGS/IMPS) using the details on your order page, or cash on delivery where it is available.',
    `Please quote order #${shortOrderNumber(order.order_id)} with your payment so we can match it quickly.`,
  ],
});

type OutboxRow = typeof mailOutbox.$inferSelect;

/** Thrown when what a mail is about no longer exists: the mail fails without retrying. */
export class MailSubjectGone extends Error {}

/**
 * The view of one outbox row. `preloaded` is the row's order when the caller already read it
 * (the sender reads the orders of a claimed batch at once); otherwise it is read here.
 */
export async function buildMailView(
  ctx: AppContext,
  row: OutboxRow,
  preloaded?: Order | null,
  paymentInstructions: PaymentInstructionsProvider = defaultPaymentInstructions,
): Promise<MailView> {
  const { config } = ctx;
  const site = config.PUBLIC_URL;
  const shop: MailView['shop'] = {
    name: config.COMPANY_NAME,
    tagline: config.COMPANY_TAGLINE,
    address: config.COMPANY_ADDRESS,
    gstin: config.COMPANY_GSTIN,
    carePhone: config.CUSTOMER_CARE_PHONE,
    careEmail: config.CUSTOMER_CARE_EMAIL,
    siteUrl: site,
  };
  const links = [
    { label: 'My Orders', url: `${site}/orders` },
    { label: 'Returns and warranty', url: `${site}/returns` },
    { label: 'Shipping', url: `${site}/shipping` },
    { label: 'Grievances', url: `${site}/grievance` },
  ];
  const base = {
    kind: row.kind,
    subject: row.subject,
    shop,
    links,
    order: null,
    product: null,
    tracking: null,
    paymentInstructions: null,
    remarks: str(row.payload.remarks),
    action: null,
  } satisfies Partial<MailView>;

  if (row.kind === 'STATEMENT') {
    // The figures are written into the payload when the monthly job queues it (receipts/statement-mail.ts).
    const company = str(row.payload.legal_name) ?? 'your company';
    const lines = Array.isArray(row.payload.lines) ? (row.payload.lines as string[]) : [];
    return {
      ...base,
      preheader: `${company}: statement of account, ${str(row.payload.period) ?? ''}.`,
      heading: 'Your statement of account',
      paragraphs: [
        `The statement of account of ${company} for ${str(row.payload.period) ?? 'last month'}:`,
        ...lines,
        'Download it as a PDF, for this or any other period, from your company page. Please tell us of any difference within 15 days.',
      ],
      action: { label: 'Open your company page', url: `${site}/account/company` },
    };
  }

  if (row.kind === 'LOW_STOCK_STAFF') {
    // The list is written into the payload when the daily job queues the mail (reports/low-stock.ts).
    const items = Array.isArray(row.payload.items)
      ? (row.payload.items as { sku: string; name: string; stock: number; reorder_level: number }[])
      : [];
    return {
      ...base,
      preheader: `${items.length} product(s) at or below their reorder level.`,
      heading: 'Low stock',
      paragraphs: [
        `${items.length} product(s) are at or below their reorder level today:`,
        ...items.map(
          (i) => `${i.sku}: ${i.name}: ${i.stock} in stock (reorder level ${i.reorder_level})`,
        ),
      ],
      action: {
        label: 'Open Low stock in the staff console',
        url: `${site}/admin/reports/low-stock`,
      },
    };
  }

  if (row.kind === 'QUOTE_REQUESTED_STAFF' || row.kind === 'QUOTE_ANSWERED') {
    // The quote's particulars are written into the payload when it is queued (quotes/quote-mail.ts).
    const lines = Array.isArray(row.payload.lines) ? (row.payload.lines as string[]) : [];
    const number = str(row.payload.number) ?? '';
    const quoteId = str(row.payload.quote_id) ?? '';
    if (row.kind === 'QUOTE_REQUESTED_STAFF') {
      return {
        ...base,
        preheader: `${str(row.payload.customer) ?? 'A customer'} asks for a quote (${number}).`,
        heading: `New request for quote ${number}`,
        paragraphs: [
          `${str(row.payload.customer) ?? 'A customer'} (${str(row.payload.phone) ?? ''}) asks for a quote for delivery to ${str(row.payload.pincode) ?? ''}:`,
          ...lines,
          ...(str(row.payload.needed_by) ? [`Needed by ${str(row.payload.needed_by)}.`] : []),
          ...(str(row.payload.note) ? [`Note: ${str(row.payload.note)}`] : []),
        ],
        action: {
          label: 'Open the quote in the staff console',
          url: `${site}/admin/quotes/${quoteId}`,
        },
      };
    }
    return {
      ...base,
      preheader: `Your quote ${number} is ready: ${str(row.payload.total) ?? ''}.`,
      heading: `Your quote ${number}`,
      paragraphs: [
        `Thank you for asking. Here are our prices (GST included), valid until ${str(row.payload.valid_until) ?? ''}:`,
        ...lines,
        `Total: ${str(row.payload.total) ?? ''}.`,
        ...(str(row.payload.staff_note)
          ? [`Note from our team: ${str(row.payload.staff_note)}`]
          : []),
        'The quote is attached as a PDF. Place the order from My quotes at these prices.',
      ],
      action: { label: 'View the quote', url: `${site}/account/quotes/${quoteId}` },
    };
  }

  if (row.kind === 'BACK_IN_STOCK') {
    if (!row.productId) throw new MailSubjectGone('The product of this mail no longer exists');
    const p = await getProductDetail(ctx, { id: row.productId }, { includeInactive: true }).catch(
      () => null,
    );
    if (!p) throw new MailSubjectGone('The product of this mail no longer exists');
    const url = `${site}/product/${encodeURIComponent(p.slug)}`;
    return {
      ...base,
      preheader: `${p.name} is back in stock at ${shop.name}.`,
      heading: 'Back in stock',
      paragraphs: [
        `Good news: ${p.name} is back in stock. You asked us to tell you, so here it is.`,
        'Stock is limited and is not held for you, so order soon if you still need it.',
      ],
      product: {
        name: p.name,
        maker: p.manufacturer_name,
        price: formatPaise(toPaise(p.price)),
        url,
      },
      action: { label: 'View the product', url },
    };
  }

  if (!row.orderId) throw new MailSubjectGone('The order of this mail no longer exists');
  const o =
    preloaded !== undefined && preloaded?.order_id === row.orderId
      ? preloaded
      : await loadOrderDto(ctx.db, row.orderId);
  if (!o) throw new MailSubjectGone('The order of this mail no longer exists');
  const short = shortOrderNumber(o.order_id);
  const orderUrl = `${site}/orders/${o.order_id}`;
  const order: NonNullable<MailView['order']> = {
    shortNumber: short,
    url: orderUrl,
    placedAt: formatIndiaTime(o.created_at),
    status: o.status,
    customerName: o.customer_name,
    phone: o.phone_number,
    address: o.full_address,
    lines: o.order_items.map((i) => ({
      name: i.product_name,
      maker: i.manufacturer_name,
      sku: i.product_sku,
      quantity: i.quantity,
      unitPrice: formatPaise(toPaise(i.unit_price)),
      lineTotal: formatPaise(toPaise(i.total_price)),
    })),
    totalItems: o.total_items,
    total: formatPaise(toPaise(o.total_amount)),
    poNumber: o.company?.po_number ?? null,
  };
  const view = { ...base, order, action: { label: 'View your order', url: orderUrl } };
  const name = o.customer_name.split(/\s+/)[0] ?? o.customer_name;

  switch (row.kind) {
    case 'APPROVAL_NEEDED':
      return {
        ...view,
        preheader: `Order #${short} for ${order.total} is waiting for your approval.`,
        heading: `Order #${short} needs your approval`,
        paragraphs: [
          `${o.company?.placed_by ?? o.customer_name} placed order #${short} for ${o.company?.legal_name ?? 'your company'} on ${order.placedAt}: ${o.total_items} item(s), ${order.total}. It is above their order limit.`,
          'Open it in My Orders to approve or reject it; its stock is held until then.',
        ],
        action: { label: 'Approve or reject', url: orderUrl },
      };
    case 'ORDER_AWAITING_APPROVAL':
      return {
        ...view,
        preheader: `Order #${short} for ${order.total} is waiting for your company's approval.`,
        heading: 'Your order is waiting for approval',
        paragraphs: [
          `Hello ${name}, your order #${short} for ${o.company?.legal_name ?? 'your company'} (${o.total_items} item(s), ${order.total}) is above your order limit, so it waits for an administrator of your company to approve it.`,
          'Its stock is held until then. Nothing is due yet: once it is approved it goes ahead as usual and we e-mail you; if it is not approved, we e-mail you the reason.',
        ],
        action: { label: 'View your order', url: orderUrl },
      };
    case 'ORDER_REJECTED': {
      const reason = str(row.payload.remarks);
      return {
        ...view,
        preheader: `Order #${short} was not approved by ${o.company?.legal_name ?? 'your company'}.`,
        heading: 'Your order was not approved',
        paragraphs: [
          `Hello ${name}, an administrator of ${o.company?.legal_name ?? 'your company'} did not approve your order #${short} (${order.total}), so it has been cancelled and its stock released.${reason ? ` The reason given: "${reason}".` : ''}`,
          'No payment is due for it (if you paid anyway, reply to this e-mail and we will refund it). You may change the order and place it again, or ask your company administrator.',
        ],
      };
    }
    case 'PAYMENT_OVERDUE':
      return {
        ...view,
        preheader: `The invoice of order #${short} is overdue.`,
        heading: 'Payment overdue',
        paragraphs: [
          `The invoice ${o.invoice?.number ?? ''} of order #${short} (${order.total}, ${o.company?.legal_name ?? ''}) fell due on ${o.company?.due_date ?? ''} and is not yet paid.`,
          'Please pay it by bank transfer quoting the invoice number, or tell us if it has already been paid.',
        ],
      };
    case 'ORDER_PLACED':
      return {
        ...view,
        preheader: `We have received your order #${short} for ${order.total}.`,
        heading: `Thank you for your order, ${name}`,
        paragraphs: [
          `We have received your order #${short}, placed on ${order.placedAt}. Our team will check it and confirm it shortly.`,
          'You will get an e-mail at every step: when it is confirmed, shipped and delivered.',
        ],
        paymentInstructions: await paymentInstructions(ctx.db, o, ctx),
      };
    case 'ORDER_PLACED_STAFF':
      return {
        ...view,
        preheader: `New order #${short} from ${o.customer_name} for ${order.total}.`,
        heading: `New order #${short}`,
        paragraphs: [
          `${o.customer_name} (${o.phone_number}) placed order #${short} on ${order.placedAt}: ${o.total_items} item(s), ${order.total}.`,
          'Please check stock and payment and confirm it in the staff console.',
        ],
        action: { label: 'Open in the staff console', url: `${site}/admin/orders/${o.order_id}` },
      };
    case 'ORDER_CONFIRMED':
      return {
        ...view,
        preheader: `Your order #${short} is confirmed and being packed.`,
        heading: 'Your order is confirmed',
        paragraphs: [
          `Hello ${name}, we have confirmed your order #${short} and are packing it now.`,
          'We will e-mail you again with the tracking details when it ships.',
        ],
      };
    case 'ORDER_SHIPPED': {
      const { shipment } = o;
      const courier = str(row.payload.courier) ?? shipment?.courier ?? null;
      const trackingNumber = str(row.payload.tracking_number) ?? shipment?.tracking_number ?? null;
      return {
        ...view,
        preheader: `Your order #${short} is on its way.`,
        heading: 'Your order is on its way',
        paragraphs: [
          `Hello ${name}, your order #${short} has been handed to the courier.`,
          trackingNumber
            ? 'You can follow it with the tracking number below on the courier’s website.'
            : 'We will share the tracking number as soon as the courier gives it to us.',
        ],
        // the courier's own tracking page when we know the courier (docs/decisions/183)
        tracking: { courier, trackingNumber, url: trackingUrlFor(courier, trackingNumber) },
      };
    }
    case 'ORDER_DELIVERED':
      return {
        ...view,
        preheader: `Your order #${short} has been delivered.`,
        heading: 'Your order has been delivered',
        paragraphs: [
          `Hello ${name}, your order #${short} has been delivered. We hope the tools serve you well.`,
          'If anything is damaged, missing or not as described, tell us within 7 days of delivery and we will set it right (see our returns policy).',
        ],
      };
    case 'ORDER_CANCELLED':
      return {
        ...view,
        preheader: `Your order #${short} has been cancelled.`,
        heading: 'Your order has been cancelled',
        paragraphs: [
          `Hello ${name}, your order #${short} has been cancelled.`,
          'If you had already paid for it, the full amount will be refunded to the account or UPI ID you paid from within 5 to 7 working days.',
        ],
      };
    case 'PAYMENT_RECEIVED': {
      const amount = typeof row.payload.amount === 'number' ? row.payload.amount : null;
      const reference = str(row.payload.reference);
      return {
        ...view,
        preheader: `We have received your payment for order #${short}.`,
        heading: 'Payment received',
        paragraphs: [
          `Hello ${name}, we have received your payment${amount !== null ? ` of ${formatPaise(toPaise(amount))}` : ''} for order #${short}${reference ? ` (reference ${reference})` : ''}. Thank you.`,
          'Your tax invoice will be e-mailed to you when the order ships.',
        ],
      };
    }
    case 'RETURN_UPDATE':
      return { ...view, ...returnMailText(row.payload, name, short) };
  }
  throw new MailSubjectGone(`Unknown mail kind ${String(row.kind)}`);
}
