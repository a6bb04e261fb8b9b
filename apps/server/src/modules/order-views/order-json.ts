import type { Order, OrderCompany } from '@store/contract';
import type { DbOrTx } from '../../db/client';
import { jsonOf, rowFromJson, rowsOfStatement } from '../../db/json-rows';
import {
  eInvoices,
  orderBilling,
  orderDeliveries,
  orderItems,
  orderItemTaxes,
  orders,
  paymentHistory,
} from '../../db/schema/index';
import { deliveryViewOf } from '../delivery/delivery.service';
import { billingViewsOf } from './billing-views';
import { dueDateOf } from './company-views';
import { orderDtoOf } from './order-dto';

/**
 * An order and everything its answer shows, as one JSON value built by the database
 * (docs/decisions/370): the order row, its items, status history, billing, item taxes,
 * payment history, invoice and its e-invoice, delivery and company. Every order read sends
 * one statement that selects `ORDER_JSON` for the orders it wants (My Orders, one order, the
 * company's orders, returns, the staff reads), where it used to send one per table, one after
 * another on the embedded database's single connection.
 *
 * `ORDER_JSON` is an SQL expression over an `orders` row aliased `o`; `orderFromJson` turns its
 * value into the contract's Order through the same mappings as the rows read one by one
 * (`orderDtoOf`, `billingViewsOf`, `deliveryViewOf`), so the answers stay byte for byte.
 */
export const ORDER_JSON = `json_build_object(
  'o', to_json(o),
  'items', coalesce((select json_agg(i order by i.position, i.id)
                       from order_items i where i.order_id = o.id), '[]'),
  'history', coalesce((select json_agg(json_build_object(
                         'status', h.status, 'remarks', h.remarks, 'changed_at', h.changed_at)
                         order by h.id)
                       from order_status_history h where h.order_id = o.id), '[]'),
  'billing', (select to_json(b) from order_billing b where b.order_id = o.id),
  'taxes', coalesce((select json_agg(t) from order_item_taxes t where t.order_id = o.id), '[]'),
  'payments', coalesce((select json_agg(p order by p.id)
                          from payment_history p where p.order_id = o.id), '[]'),
  'invoice', (select json_build_object('order_id', v.order_id, 'number', v.number,
                                        'issued_at', v.issued_at)
                from invoices v where v.order_id = o.id),
  'einvoice', (select to_json(e) from e_invoices e
                where e.doc_type = 'INV' and e.order_id = o.id limit 1),
  'delivery', (select to_json(d) from order_deliveries d where d.order_id = o.id),
  'company', (select json_build_object(
                 'company_id', oc.company_id, 'po_number', oc.po_number,
                 'credit_days', oc.credit_days, 'legal_name', c.legal_name, 'gstin', c.gstin,
                 'placed_by', u.name, 'issued_at', ci.issued_at, 'branch_id', oc.branch_id,
                 'branch_name', oc.branch_name, 'bill_gstin', oc.bill_gstin)
                from order_companies oc
                join companies c on c.id = oc.company_id
                join users u on u.id = o.user_id
                left join invoices ci on ci.order_id = oc.order_id
               where oc.order_id = o.id)
)`;

/** SQL text: the order `o` is the user `$n`'s own, or its company's and the user is a member. */
export const readableByParam = (n: number) =>
  `(o.user_id = $${n} or exists (
     select 1 from order_companies oc join company_members m on m.company_id = oc.company_id
      where oc.order_id = o.id and m.user_id = $${n}))`;

type Json = Record<string, unknown>;
interface OrderJson {
  o: Json;
  items: Json[];
  history: { status: string; remarks: string | null; changed_at: string }[];
  billing: Json | null;
  taxes: Json[];
  payments: Json[];
  invoice: { order_id: string; number: string; issued_at: string } | null;
  einvoice: Json | null;
  delivery: Json | null;
  company: {
    company_id: string;
    po_number: string | null;
    credit_days: number | null;
    legal_name: string;
    gstin: string;
    placed_by: string;
    issued_at: string | null;
    branch_id: string | null;
    branch_name: string | null;
    bill_gstin: string | null;
  } | null;
}

/** The contract's Order from a value of `ORDER_JSON`. */
export function orderFromJson(value: unknown): Order {
  const j = jsonOf<OrderJson>(value);
  const order = rowFromJson(orders, j.o);
  const billing = billingViewsOf({
    billing: j.billing ? [rowFromJson(orderBilling, j.billing)] : [],
    itemTaxes: j.taxes.map((t) => rowFromJson(orderItemTaxes, t)),
    history: j.payments.map((p) => rowFromJson(paymentHistory, p)),
    invoices: j.invoice
      ? [
          {
            orderId: j.invoice.order_id,
            number: j.invoice.number,
            issuedAt: new Date(j.invoice.issued_at),
          },
        ]
      : [],
    eInvoices: j.einvoice ? new Map([[order.id, rowFromJson(eInvoices, j.einvoice)]]) : new Map(),
  });
  return orderDtoOf({
    order,
    items: j.items.map((i) => rowFromJson(orderItems, i)),
    history: j.history.map((h) => ({
      status: h.status as Order['status'],
      remarks: h.remarks,
      changedAt: new Date(h.changed_at),
    })),
    billing,
    delivery: j.delivery ? deliveryViewOf(rowFromJson(orderDeliveries, j.delivery)) : null,
    company: j.company ? companyOf(j.company) : null,
  });
}

function companyOf(c: NonNullable<OrderJson['company']>): OrderCompany {
  return {
    company_id: c.company_id,
    legal_name: c.legal_name,
    gstin: c.gstin,
    placed_by: c.placed_by,
    po_number: c.po_number,
    credit_days: c.credit_days,
    due_date:
      c.credit_days !== null && c.issued_at
        ? dueDateOf(new Date(c.issued_at), c.credit_days)
        : null,
    branch: c.branch_id
      ? { branch_id: c.branch_id, name: c.branch_name ?? '', gstin: c.bill_gstin }
      : null,
  };
}

const BY_IDS = `select ${ORDER_JSON} as j from orders o where o.id = any($1::uuid[])`;

/** Orders in the contract's shape, in the order of `orderIds` (unknown ids are skipped): one statement. */
export async function loadOrderDtos(db: DbOrTx, orderIds: string[]): Promise<Order[]> {
  if (orderIds.length === 0) return [];
  const ids = [...new Set(orderIds)];
  const rows = await rowsOfStatement<{ j: unknown }>(db, BY_IDS, [ids]);
  const byId = new Map(rows.map((r) => orderFromJson(r.j)).map((o) => [o.order_id, o]));
  return orderIds.flatMap((id) => {
    const o = byId.get(id);
    return o ? [o] : [];
  });
}
