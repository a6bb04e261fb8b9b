import { shortOrderNumber, type AdminReturn, type Order, type Return } from '@store/contract';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { jsonOf, rowFromJson, rowsOfStatement } from '../../db/json-rows';
import { creditNotes, eInvoices, returnHistory, returnLines, returns } from '../../db/schema/index';
import { toRupees } from '../../lib/money';
import { imageSrcs } from '../catalogue/images/image-src';
import { ORDER_JSON, orderFromJson } from '../order-views/order-views.service';
import { eInvoiceRefOf } from '../order-views/e-invoice-views';

/**
 * Returns in the contract's shape. A return and what its answer shows (lines, history, credit
 * note and its e-invoice, and its order as `ORDER_JSON`) are one JSON value built by the
 * database, so a list of returns is one statement (docs/decisions/370).
 */

export type ReturnRow = typeof returns.$inferSelect;

/** SQL: a return `r` as JSON; `withOrder` adds its order (left out when the caller has it). */
export const returnJson = (withOrder: boolean) => `json_build_object(
  'r', to_json(r),
  'lines', coalesce((select json_agg(l order by l.id)
                       from return_lines l where l.return_id = r.id), '[]'),
  'history', coalesce((select json_agg(h order by h.id)
                         from return_history h where h.return_id = r.id), '[]'),
  'note', (select to_json(cn) from credit_notes cn where cn.return_id = r.id),
  'note_einvoice', (select to_json(e) from credit_notes cn
                      join e_invoices e on e.credit_note_id = cn.id
                     where cn.return_id = r.id limit 1)${
                       withOrder
                         ? `,
  'order', (select ${ORDER_JSON} from orders o where o.id = r.order_id)`
                         : ''
                     }
)`;

type Json = Record<string, unknown>;
interface ReturnJson {
  r: Json;
  lines: Json[];
  history: Json[];
  note: Json | null;
  note_einvoice: Json | null;
  order?: unknown;
}

/** The returns of `ids`, in that order: one statement. */
export async function returnDtosOf(
  ctx: Pick<AppContext, 'config' | 'secretKey' | 'db'>,
  db: DbOrTx,
  rows: { id: string }[],
): Promise<AdminReturn[]> {
  if (rows.length === 0) return [];
  const found = await rowsOfStatement<{ j: unknown }>(
    db,
    `select ${returnJson(true)} as j from returns r where r.id = any($1::uuid[])`,
    [rows.map((r) => r.id)],
  );
  const list = await returnsFromJson(
    ctx,
    found.map((f) => f.j),
  );
  const byId = new Map(list.map((r) => [r.return_id, r]));
  return rows.flatMap((r) => byId.get(r.id) ?? []);
}

/**
 * Returns from values of `returnJson` (a JSON array or a list of values), their orders from
 * the values or, when read without them, from `preloaded`.
 */
export async function returnsFromJson(
  ctx: Pick<AppContext, 'config' | 'secretKey' | 'db'>,
  values: unknown,
  preloaded: Order[] = [],
): Promise<AdminReturn[]> {
  const parts = (jsonOf<unknown[] | null>(values) ?? []).map((v) => jsonOf<ReturnJson>(v));
  const known = new Map(preloaded.map((o) => [o.order_id, o]));
  for (const p of parts) {
    if (p.order) {
      const o = orderFromJson(p.order);
      known.set(o.order_id, o);
    }
  }
  const rows = parts.map((p) => rowFromJson(returns, p.r));
  const lines = parts.flatMap((p) => p.lines.map((l) => rowFromJson(returnLines, l)));
  const history = parts.flatMap((p) => p.history.map((h) => rowFromJson(returnHistory, h)));
  const notes = new Map(
    parts.flatMap((p, i) =>
      p.note ? [[rows[i]!.id, rowFromJson(creditNotes, p.note)] as const] : [],
    ),
  );
  const eInvoiceRows = new Map(
    parts.flatMap((p) => {
      const e = p.note_einvoice ? rowFromJson(eInvoices, p.note_einvoice) : null;
      return e?.creditNoteId ? [[e.creditNoteId, e] as const] : [];
    }),
  );
  // decisions.md › §21: a credit note against an invoice billed to a GSTIN is e-invoiced while
  // E_INVOICE_ENABLED is on (PENDING until its row records the IRP's answer).
  const eInvoiceOf = (noteId: string, order: Order | undefined) => {
    const row = eInvoiceRows.get(noteId);
    if (row) return eInvoiceRefOf(row);
    return ctx.config.E_INVOICE_ENABLED && order?.gstin
      ? { status: 'PENDING' as const, irn: null, ack_no: null, ack_date: null, cancelled_at: null }
      : null;
  };
  const srcs = await imageSrcs(
    ctx,
    rows.flatMap((r) => r.photos),
  );
  return rows.map((r): AdminReturn => {
    const order = known.get(r.orderId);
    const items = new Map((order?.order_items ?? []).map((i, n) => [i.order_item_id, { i, n }]));
    const note = notes.get(r.id);
    const tax = note ? note.cgstPaise + note.sgstPaise + note.igstPaise : 0;
    return {
      return_id: r.id,
      number: r.number,
      order_id: r.orderId,
      order_number: shortOrderNumber(r.orderId),
      status: r.status,
      lines: lines
        .filter((l) => l.returnId === r.id)
        .sort((a, b) => (items.get(a.orderItemId)?.n ?? 0) - (items.get(b.orderItemId)?.n ?? 0))
        .map((l) => {
          const item = items.get(l.orderItemId)?.i;
          return {
            return_line_id: l.id,
            order_item_id: l.orderItemId,
            product_name: item?.product_name ?? '',
            product_sku: item?.product_sku ?? '',
            quantity: l.quantity,
            unit_price: item?.unit_price ?? 0,
            damaged: l.damaged,
          };
        }),
      reason: r.reason,
      note: r.note,
      photos: r.photos.map((key) => ({ object_key: key, url: srcs.get(key) ?? null })),
      remarks: r.remarks,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
      refund_amount: note ? toRupees(note.totalPaise) : null,
      refund_reference: r.refundReference,
      history: history
        .filter((h) => h.returnId === r.id)
        .map((h) => ({
          status: h.status,
          changed_at: h.changedAt.toISOString(),
          remarks: h.remarks,
        })),
      credit_note: note
        ? {
            number: note.number,
            issued_at: note.issuedAt.toISOString(),
            invoice_number: note.invoiceNumber,
            invoice_date: note.invoiceDate.toISOString(),
            taxable_value: toRupees(note.taxablePaise),
            cgst: toRupees(note.cgstPaise),
            sgst: toRupees(note.sgstPaise),
            igst: toRupees(note.igstPaise),
            total_tax: toRupees(tax),
            total_amount: toRupees(note.totalPaise),
            e_invoice: eInvoiceOf(note.id, order),
          }
        : null,
      customer_name: order?.customer_name ?? '',
      customer_phone: order?.phone_number ?? '',
      user_id: r.userId,
    };
  });
}

/** The customer's view: the staff-only fields dropped. */
export function customerReturn(r: AdminReturn): Return {
  const { customer_name: _n, customer_phone: _p, user_id: _u, ...rest } = r;
  return rest;
}
