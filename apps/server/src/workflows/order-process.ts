import {
  COMPANY_MESSAGES,
  EWAY_BILL_NEEDED_MESSAGE,
  needsEwayBill,
  orderEdgeOf,
  type OrderActor,
  type OrderStatus,
} from '@store/contract';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { conflict, invalid } from '../lib/errors';
import { formatPaise, toRupees } from '../lib/money';
import { returnStock } from '../modules/catalogue/stock/stock.service';
import { recordShipment } from '../modules/delivery/delivery.service';
import { recordOrderStatusEvent } from '../modules/events/events.service';
import { refuseShippingWithoutIrn } from '../modules/einvoices/einvoice-answers';
import { openCreditNoteEInvoice } from '../modules/einvoices/einvoice-documents';
import { issueCancellationCreditNote } from '../modules/invoices/credit-notes';
import { issueTaxInvoice } from '../modules/invoices/invoice-numbering';
import {
  mailKindForStatus,
  queueOrderMail,
  type OrderMailKind,
} from '../modules/mail/mail.service';
import { loadOrderDto } from '../modules/order-views/order-views.service';
import { recordStatusChange } from '../modules/orders/order-rows';
import { settlePaymentOnCancel } from '../modules/payments/billing.service';
import { applyAdvanceToOrder } from '../modules/receipts/receipts.service';

/**
 * The order process in one place (decisions.md › §6 Orders, §9, §10, §16, §18). The edges are
 * the contract's ORDER_EDGES (who may take each); this file gives each edge its effects, and
 * `transition` is the one way an order's status changes after it is placed: the customer's
 * cancel, a company ADMIN's approval or rejection, and every staff move call it, holding the
 * order row locked. Adding a state is an edge in the contract and a line in EDGE_EFFECTS.
 */

/** An effect of an edge, run in this order. Every edge also records history and an event. */
export type OrderEffect =
  /** a shipment above ₹50,000 needs its e-way bill number (§18) */
  | 'eway-bill'
  /** while e-invoicing is on, a GSTIN order's invoice must be REGISTERED with the IRP (§21) */
  | 'e-invoice'
  /** the tax invoice is issued in the transaction that ships (§10) */
  | 'invoice'
  /** a company's advance settles its new credit invoice (§24) */
  | 'advance'
  /** courier, tracking number and e-way bill stored with the order */
  | 'shipment'
  /** the order's stock comes back */
  | 'restock'
  /** an issued invoice gets a credit note for all of it (§17); PAID → REFUND_DUE, unpaid → CANCELLED (§9) */
  | 'settle-cancel'
  /** the customer's mail of the new status */
  | 'mail';

type EdgeKey = `${OrderStatus}→${OrderStatus}`;

/** What each edge of ORDER_EDGES does, besides the history row and the event. */
export const EDGE_EFFECTS: Readonly<Partial<Record<EdgeKey, readonly OrderEffect[]>>> = {
  'PENDING_APPROVAL→PLACED': ['mail'],
  'PENDING_APPROVAL→CANCELLED': ['restock', 'settle-cancel', 'mail'],
  'PLACED→CONFIRMED': ['mail'],
  'PLACED→CANCELLED': ['restock', 'settle-cancel', 'mail'],
  'CONFIRMED→SHIPPED': ['eway-bill', 'e-invoice', 'invoice', 'advance', 'shipment', 'mail'],
  'CONFIRMED→CANCELLED': ['restock', 'settle-cancel', 'mail'],
  'SHIPPED→DELIVERED': ['mail'],
};

export interface ShipmentInput {
  courier?: string;
  tracking_number?: string;
  eway_bill_number?: string;
}

/** Who moves the order, and what they said. */
export interface Actor {
  kind: OrderActor;
  userId: string;
  /** Staff: the remark the customer sees as 'Note:'; others: the reason kept in the history. */
  remarks?: string | null;
  /** Staff only: the shipment's particulars (refused on any edge but → SHIPPED). */
  shipment?: ShipmentInput;
}

/** The order row as `lockOrder` answers it. */
export interface LockedOrder {
  id: string;
  userId: string;
  status: OrderStatus;
  totalPaise: number;
}

/** An order's lines as one quantity per product, in product id order (the stock lock order). */
function quantitiesByProduct(items: { product_id: string; quantity: number }[]) {
  const byProduct = new Map<string, number>();
  for (const i of items)
    byProduct.set(i.product_id, (byProduct.get(i.product_id) ?? 0) + i.quantity);
  return [...byProduct]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([productId, quantity]) => ({ productId, quantity }));
}

/** Why `actor` may not move an order from `from` to `to`, in the words each caller has used. */
export function transitionRefusal(
  from: OrderStatus,
  to: OrderStatus,
  actor: OrderActor,
): string | null {
  const edge = orderEdgeOf(from, to);
  if (edge?.by.includes(actor)) return null;
  switch (actor) {
    case 'approver':
      return COMPANY_MESSAGES.notPending;
    case 'customer':
      return from === 'CANCELLED'
        ? 'This order is already cancelled'
        : `This order can no longer be cancelled: it is already ${from.toLowerCase()}`;
    case 'staff':
      return from === to
        ? `This order is already ${to}`
        : `Cannot change an order from ${from} to ${to}`;
  }
}

/**
 * The customer's mail of an edge: PLACED after approval is the usual placed mail; a company
 * ADMIN's rejection says so, with the reason (issue 43.9).
 */
const mailOf = (from: OrderStatus, to: OrderStatus): OrderMailKind | null =>
  to === 'PLACED'
    ? 'ORDER_PLACED'
    : from === 'PENDING_APPROVAL' && to === 'CANCELLED'
      ? 'ORDER_REJECTED'
      : mailKindForStatus(to);

/**
 * Moves a locked order along one edge of the process and runs that edge's effects, inside
 * the caller's transaction: 409 for an edge the process lacks or the actor may not take.
 */
export async function transition(
  tx: Tx,
  order: LockedOrder,
  to: OrderStatus,
  actor: Actor,
  ctx: AppContext,
): Promise<void> {
  const refused = transitionRefusal(order.status, to, actor.kind);
  if (refused) throw conflict(refused);
  const remarks = actor.remarks?.trim() ? actor.remarks.trim() : null;
  const effects = EDGE_EFFECTS[`${order.status}→${to}`] ?? [];
  // A cancel reads the order once: its lines put the stock back, its invoice gets the note.
  const placed =
    effects.includes('restock') || effects.includes('settle-cancel')
      ? await loadOrderDto(tx, order.id)
      : null;
  for (const effect of effects) {
    switch (effect) {
      case 'eway-bill':
        if (
          !actor.shipment?.eway_bill_number?.trim() &&
          needsEwayBill({ total_amount: toRupees(order.totalPaise) })
        ) {
          throw invalid(EWAY_BILL_NEEDED_MESSAGE, [
            { field: 'eway_bill_number', message: EWAY_BILL_NEEDED_MESSAGE },
          ]);
        }
        break;
      case 'e-invoice':
        await refuseShippingWithoutIrn(tx, order.id, ctx);
        break;
      case 'invoice':
        await issueTaxInvoice(tx, order.id, ctx);
        break;
      case 'advance':
        await applyAdvanceToOrder(tx, order.id, actor.userId);
        break;
      case 'restock':
        await returnStock(tx, quantitiesByProduct(placed?.order_items ?? []));
        break;
      case 'settle-cancel': {
        // an issued invoice is never withdrawn: a credit note for all of it (§10, §17)
        const note = placed?.invoice ? await issueCancellationCreditNote(tx, placed, ctx) : null;
        // a credit note against a registered buyer's invoice is an e-invoice to register (§21)
        if (note) await openCreditNoteEInvoice(tx, note.id, ctx);
        await settlePaymentOnCancel(tx, {
          orderId: order.id,
          changedBy: actor.userId,
          refundRemarks: note
            ? `Order cancelled after payment: credit note ${note.number}, refund due ${formatPaise(note.totalPaise)}`
            : undefined,
        });
        break;
      }
      case 'shipment':
      case 'mail':
        break; // below: the shipment once for every staff move, the mail after the status
    }
  }
  // Courier, tracking and e-way bill are stored on → SHIPPED; on any other edge they are a 400.
  if (actor.shipment || effects.includes('shipment')) {
    await recordShipment(tx, { ...actor.shipment, orderId: order.id, status: to });
  }
  await recordStatusChange(tx, {
    orderId: order.id,
    status: to,
    remarks:
      remarks ?? (order.status === 'PENDING_APPROVAL' && to === 'PLACED' ? 'Approved' : null),
    changedBy: actor.userId,
    staffRemark: actor.kind === 'staff',
  });
  await recordOrderStatusEvent(tx, { userId: order.userId, orderId: order.id, status: to });
  const kind = effects.includes('mail') ? mailOf(order.status, to) : null;
  if (kind) {
    await queueOrderMail(tx, {
      kind,
      orderId: order.id,
      ...(kind === 'ORDER_PLACED' ? {} : { payload: { remarks } }),
    });
  }
}
