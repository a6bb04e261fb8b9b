import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Order, Shipping } from '@store/contract';
import type { AppContext } from '../context';
import type { Db, Tx } from '../db/client';
import { writeTogether, type WriteBuilder } from '../db/write-together';
import { AppError, invalid, notFound } from '../lib/errors';
import { keepRecentAddresses, rememberAddressWrite } from '../modules/addresses/addresses.service';
import { shippingToColumns } from '../modules/addresses/shipping-mapping';
import { cartLines, clearCartWrite, lockCartForCheckout } from '../modules/cart/cart.service';
import { lockProductsForOrder, takeStockWrite } from '../modules/catalogue/stock/stock.service';
import {
  companyOrderStatus,
  lockCompanyForOrder,
  noCreditTerms,
  orderCompanyWrite,
} from '../modules/companies/company-orders';
import { branchBillingFor } from '../modules/companies/branch-billing';
import {
  checkDeliveryAddress,
  deliveryPromiseInsert,
  deliveryViewOf,
  type DeliveryPromise,
} from '../modules/delivery/delivery.service';
import { approvalMailWrite, placedOrderMailWrite } from '../modules/mail/mail.service';
import {
  loadOrderDtos,
  orderDtoOf,
  withOrderImageSrcs,
} from '../modules/order-views/order-views.service';
import {
  firstHistoryWrite,
  insertOrder,
  orderIdByKey,
  orderItemsWrite,
} from '../modules/orders/order-rows';
import {
  checkPaymentChoice,
  orderBillingWrites,
  type PaymentChoiceInput,
} from '../modules/payments/billing.service';
import { quantityProblemOf, unitPaiseOf } from '../modules/pricing/pricing';
import { companyUnitPrice } from '../modules/pricing/company-price';
import { loadCompanyTerms } from '../modules/pricing/company-terms';

/**
 * Placing an order (decisions.md › Orders, §16), from the cart here, from a quote
 * (quote-order.ts) or from an earlier order (buy-again.ts): all three write it with
 * `writeOrder`, so every rule (stock, packs, COD, GSTIN, the company's credit, limit and
 * approval) is checked in one place. Every statement is one round trip over all the
 * order's lines (docs/decisions/150): the product rows are locked in one SELECT … FOR UPDATE
 * in id order, stock is taken in one UPDATE, and each table gets one multi-row INSERT. The
 * answer is built from the rows written, never read back.
 */

export const ORDER_PLACED_MESSAGE = 'Order placed successfully';

export interface PlaceResult {
  order: Order;
  /** True when an earlier request with the same Idempotency-Key made this order. */
  replayed: boolean;
}

export interface OrderLine {
  productId: string;
  quantity: number;
  /**
   * A price agreed beforehand (a quote's unit price, paise, GST included) that replaces the
   * slab price; every check of the line (active, pack and minimum, stock) still runs.
   */
  unitPaise?: number;
}

/** A purchase for the caller's company (decisions.md › §16). */
export interface CompanyOrderInput {
  company_id?: string;
  po_number?: string;
  /** The company's branch billed (decisions.md › §23). */
  branch_id?: string;
}

export interface PlaceOrderInput {
  userId: string;
  /** The Idempotency-Key header, or null (no retry protection). */
  idempotencyKey: string | null;
  order: Shipping & { cart_id: string } & PaymentChoiceInput & CompanyOrderInput;
}

/** Credit is a company's (decisions.md › §16): refused before anything is written. */
export function checkPurchase(choice: PaymentChoiceInput & CompanyOrderInput): void {
  if (choice.payment_method === 'ON_CREDIT' && !choice.company_id) throw noCreditTerms();
}

type Outcome = { replayed: true } | { replayed: false; order: Order };
const REPLAYED = { replayed: true } as const;

/** Places an order from the caller's cart (decisions.md › Orders). */
export async function placeOrder(
  db: Db,
  input: PlaceOrderInput,
  ctx: AppContext,
): Promise<PlaceResult> {
  const { userId, idempotencyKey: key, order: body } = input;
  // Unknown, other-state or unserviceable pincode: 400 before anything is written (decisions.md › Delivery).
  const delivery = await checkDeliveryAddress(db, body, ctx);
  checkPurchase(body);
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    // Serializes every order placed from this cart: a second submit waits here, then finds
    // the cart empty (and, with the same key, the order the first one made).
    if (!(await lockCartForCheckout(tx, userId, body.cart_id))) throw notFound('Cart not found');
    const lines = await cartLines(tx, body.cart_id);
    if (lines.length === 0) {
      if (key && (await orderIdByKey(tx, userId, key))) return REPLAYED;
      throw invalid('Your cart is empty');
    }
    // The cart is emptied, and the address remembered, by the statement that writes the
    // order's rows.
    const written = await writeOrder(
      tx,
      {
        userId,
        idempotencyKey: key,
        shipping: body,
        choice: body,
        lines,
        delivery,
        alsoWrite: {
          clearCart: clearCartWrite(tx, body.cart_id),
          address: rememberAddressWrite(tx, userId, body),
        },
      },
      ctx,
    );
    if (!written) return REPLAYED;
    // only a new address can push an old one out (rare: a customer's first order to it)
    if (written.address[0]?.inserted) await keepRecentAddresses(tx, userId);
    return { replayed: false, order: written.order };
  });
  return answerPlaced(db, { userId, idempotencyKey: key, outcome }, ctx);
}

/** The answer of a placing: the new order as written, or the order a retry's key made. */
export async function answerPlaced(
  db: Db,
  input: { userId: string; idempotencyKey: string | null; outcome: Outcome },
  ctx: AppContext,
): Promise<PlaceResult> {
  const { outcome } = input;
  let order: Order | undefined;
  if (!outcome.replayed) {
    order = outcome.order;
  } else if (input.idempotencyKey) {
    const id = await orderIdByKey(db, input.userId, input.idempotencyKey);
    if (id) [order] = await loadOrderDtos(db, [id]);
  }
  // A replay finds the order the other request committed: it cannot have vanished.
  if (!order) throw new AppError('internal', 'The order could not be read back');
  const [signed] = await withOrderImageSrcs(ctx, [order]);
  return { order: signed ?? order, replayed: outcome.replayed };
}

/**
 * Writes a new order of `lines` inside the caller's transaction: locks the products (id
 * order: no overselling, no deadlocks), checks every line before writing anything (a short
 * or withdrawn product is named), checks the payment choice against the total, then inserts
 * the order, and in one more statement takes the stock and records items, history, delivery
 * promise, billing, the outbox mail and the caller's own writes. Null when another request
 * already made the order with this Idempotency-Key (nothing written). Answers the order in
 * the contract's shape, from the rows written, with the rows the caller's writes returned.
 */
export async function writeOrder<Also extends Record<string, WriteBuilder> = Record<never, never>>(
  tx: Tx,
  input: {
    userId: string;
    idempotencyKey: string | null;
    shipping: Shipping;
    /** How it is paid, and for whom: `company_id` makes it the caller's company's order. */
    choice: PaymentChoiceInput & CompanyOrderInput;
    lines: OrderLine[];
    delivery: DeliveryPromise;
    /** Writes of the caller to run in the same statement as the order's rows. */
    alsoWrite?: Also;
  },
  ctx: AppContext,
): Promise<({ order: Order } & { [K in keyof Also]: Awaited<Also[K]> }) | null> {
  const { userId, shipping, lines, delivery } = input;
  // With a read replica the primary has a standby; when the primary names it in
  // synchronous_standby_names, `on` makes this commit (and so the order's acknowledgement)
  // wait until the standby has it, whatever the server's default (docs/decisions/366).
  if (ctx.database.replica) await tx.execute(sql`set local synchronous_commit = on`);
  checkPurchase(input.choice);
  // A company order locks its company (the credit limit holds under concurrency; 404 for a
  // company the caller is not in, 403 for a VIEWER) and bills its GSTIN and legal name.
  const purchase = input.choice.company_id
    ? await lockCompanyForOrder(tx, input.choice.company_id, userId)
    : undefined;
  const company = purchase
    ? {
        purchase,
        poNumber: input.choice.po_number ?? null,
        // a branch's GSTIN and address, kept on the order (decisions.md › §23)
        branch: await branchBillingFor(tx, purchase, input.choice.branch_id),
      }
    : undefined;
  const choice: PaymentChoiceInput = company
    ? {
        payment_method: input.choice.payment_method,
        gstin: company.branch?.billTo?.gstin ?? company.purchase.gstin,
        billing_name: company.purchase.legalName,
      }
    : input.choice;
  const wanted = new Map<string, number>();
  for (const l of lines) wanted.set(l.productId, (wanted.get(l.productId) ?? 0) + l.quantity);
  const ids = [...wanted.keys()].sort();
  // One statement locks every product row of the order (not their makers), in id order:
  // every writer of stock does the same.
  const rows = await lockProductsForOrder(tx, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  // Check every line in the customer's order before touching anything.
  for (const [productId, quantity] of wanted) {
    const p = byId.get(productId);
    if (!p || !p.isActive) {
      throw new AppError(
        'conflict',
        p ? `${p.name} is no longer available` : 'A product in your order is no longer available',
      );
    }
    // pack and minimum (the product may have changed since the line was added): 400, literal
    const problem = quantityProblemOf(p, quantity);
    if (problem) throw invalid(`${p.name}: ${problem}`, [{ field: 'cart_id', message: problem }]);
    if (p.stock < quantity) {
      throw new AppError(
        'out_of_stock',
        p.stock <= 0 ? `${p.name} is out of stock` : `Only ${p.stock} of ${p.name} in stock`,
      );
    }
  }
  // An order for the company is at the company price of this moment (decisions.md › §22);
  // an order the member places for themself at the public prices.
  const terms = company ? await loadCompanyTerms(tx, company.purchase.companyId, ids) : null;
  const priced = lines.map((l) => {
    const p = byId.get(l.productId);
    if (!p) throw new Error('checked above');
    // the slab (or company) price for the product's whole quantity in this order (pricing/)
    const quantity = wanted.get(l.productId) ?? l.quantity;
    const own = terms?.products.get(l.productId);
    const unitPaise =
      l.unitPaise ??
      (own && terms
        ? companyUnitPrice(p, quantity, own, terms.discounts).paise
        : unitPaiseOf(p, quantity));
    return { line: l, product: p, unitPaise, totalPaise: unitPaise * l.quantity };
  });
  const totalItems = priced.reduce((n, x) => n + x.line.quantity, 0);
  const totalPaise = priced.reduce((n, x) => n + x.totalPaise, 0);
  // COD limit and the legal name with a GSTIN: refused before anything is written.
  checkPaymentChoice(ctx.config, choice, totalPaise, delivery.cod_available);
  const method = choice.payment_method ?? 'UPI';
  // Credit terms and limit (400) and a buyer's order limit (PENDING_APPROVAL): decisions.md › §16.
  const status = company ? companyOrderStatus(company.purchase, totalPaise, method) : 'PLACED';

  // now() is the transaction's start: the order and its first history row share the instant.
  const now = sql`now()`;
  // The order row first: a second request with the same key waits on the unique index
  // (user_id, idempotency_key) until this one commits, then inserts nothing (a replay).
  const order = await insertOrder(tx, {
    userId,
    ...shippingToColumns(shipping),
    totalItems,
    totalPaise,
    status,
    idempotencyKey: input.idempotencyKey,
    createdAt: now,
    statusUpdatedAt: now,
  });
  if (!order) return null;

  // The stock, items, the PLACED history row, the delivery promise, billing (per-line GST,
  // the billing row, the first payment-history row) and the outbox mail with its NOTIFY: one
  // statement, with the caller's own writes (placing empties the cart and remembers the
  // address). The item ids are made here, so the tax rows can name them.
  const itemValues = priced.map(
    ({ line, product: p, unitPaise, totalPaise: lineTotal }, position) => ({
      id: crypto.randomUUID(),
      orderId: order.id,
      productId: p.id,
      productName: p.name,
      productSlug: p.slug,
      productSku: p.sku,
      manufacturerName: p.makerName,
      thumbnailKey: p.images[0] ?? null,
      quantity: line.quantity,
      unitPaise,
      totalPaise: lineTotal,
      position,
    }),
  );
  const billingWrites = orderBillingWrites(
    tx,
    {
      orderId: order.id,
      state: order.state,
      totalPaise,
      choice,
      codAllowedAtPincode: delivery.cod_available,
      lines: itemValues.map((i) => {
        const p = byId.get(i.productId);
        return {
          orderItemId: i.id,
          totalPaise: i.totalPaise,
          hsnCode: p?.hsnCode ?? '',
          gstRate: p?.gstRate ?? 0,
          unit: p?.unit ?? 'piece',
        };
      }),
    },
    ctx,
  );
  const {
    stock,
    mail: _mail,
    ...written
  } = await writeTogether(tx, {
    stock: takeStockWrite(
      ids.map((productId) => ({ productId, quantity: wanted.get(productId) ?? 0 })),
    ),
    items: orderItemsWrite(tx, itemValues),
    history: firstHistoryWrite(tx, {
      orderId: order.id,
      status,
      remarks: status === 'PENDING_APPROVAL' ? 'Waiting for approval' : null,
      changedBy: userId,
    }),
    delivery: deliveryPromiseInsert(tx, order.id, delivery),
    ...billingWrites.parts,
    // a waiting order mails its approvers; the usual mails go out when it is approved
    mail:
      status === 'PENDING_APPROVAL' && company
        ? approvalMailWrite({
            orderId: order.id,
            companyId: company.purchase.companyId,
            userId,
          })
        : placedOrderMailWrite({
            orderId: order.id,
            userId,
            totalPaise,
            customerName: order.customerName,
          }),
    ...(company
      ? {
          company: orderCompanyWrite(tx, {
            orderId: order.id,
            companyId: company.purchase.companyId,
            poNumber: company.poNumber,
            creditDays: method === 'ON_CREDIT' ? company.purchase.creditDays : null,
            ...company.branch?.columns,
          }),
        }
      : {}),
    ...input.alsoWrite,
  });
  // The rows are locked and were checked above, so this cannot differ; kept as a last guard
  // (throwing rolls the whole statement back with the transaction).
  if (stock.length !== ids.length) throw new AppError('out_of_stock', 'Not enough stock');
  const items = written.items.sort((a, b) => a.position - b.position);
  const { history } = written;
  const [deliveryRow] = written.delivery;
  if (!deliveryRow) throw new Error('writeOrder: the delivery promise was not inserted');
  const deliveryView = deliveryViewOf(deliveryRow);
  const billing = billingWrites.views(written);
  const also = Object.fromEntries(
    Object.keys(input.alsoWrite ?? {}).map((k) => [k, written[k as keyof typeof written]]),
  ) as { [K in keyof Also]: Awaited<Also[K]> };
  return {
    ...also,
    order: orderDtoOf({
      order,
      items,
      history,
      billing,
      delivery: deliveryView,
      company: company
        ? {
            company_id: company.purchase.companyId,
            legal_name: company.purchase.legalName,
            gstin: company.purchase.gstin,
            placed_by: company.purchase.memberName,
            po_number: company.poNumber,
            credit_days: method === 'ON_CREDIT' ? company.purchase.creditDays : null,
            due_date: null,
            branch: company.branch?.branch ?? null,
          }
        : null,
    }),
  };
}
