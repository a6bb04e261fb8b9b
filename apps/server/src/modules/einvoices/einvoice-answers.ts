import { and, eq, inArray } from 'drizzle-orm';
import {
  E_INVOICE_MESSAGES,
  EInvoiceCancelBodySchema,
  EInvoiceRecordBodySchema,
  type EInvoiceCancelBody,
  type EInvoiceRecordBody,
  type EInvoiceRef,
} from '@store/contract';
import type { FieldError } from '@store/contract';
import type { AppContext } from '../../context';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { eInvoices, orderBilling } from '../../db/schema/index';
import { conflict, invalid } from '../../lib/errors';
import { eInvoiceRefOf, type EInvoiceRow } from '../order-views/e-invoice-views';
import { canCancel, requireEInvoicing } from './einvoice-documents';
import { signedQrClaims, signedQrRefusal } from './signed-qr';

/**
 * Recording the IRP's answer, one by one or from its response file, and cancelling an IRN
 * (decisions.md › §21, docs/decisions/337). Every check runs before anything is written: a
 * wrong answer, or one wrong entry of a file, is a 400 naming the field and changes nothing.
 */

type Answer = { Irn: string; AckNo: string; AckDt: string; SignedQRCode: string };

/** AckDt as the IRP writes it ("2026-05-04 10:15:00", India time) or an ISO instant. */
export function ackDateOf(ackDt: string): Date | null {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/.exec(
    ackDt.trim(),
  );
  if (!m) return null;
  const time = m[2]!.length === 5 ? `${m[2]}:00` : m[2];
  const at = new Date(`${m[1]}T${time}${m[3] ?? ''}${m[4] ?? '+05:30'}`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The field errors of one answer against its document; empty when it may be recorded. */
function answerErrors(
  body: unknown,
  row: EInvoiceRow | null,
  ctx: AppContext,
  prefix = '',
): { errors: FieldError[]; answer: Answer | null } {
  const parsed = EInvoiceRecordBodySchema.safeParse(body);
  if (!parsed.success) {
    return {
      errors: parsed.error.issues.map((i) => ({
        field: `${prefix}${i.path.join('.') || 'body'}`,
        message: i.message,
      })),
      answer: null,
    };
  }
  const answer = parsed.data;
  const errors: FieldError[] = [];
  if (!ackDateOf(answer.AckDt)) {
    errors.push({ field: `${prefix}AckDt`, message: E_INVOICE_MESSAGES.ackDt });
  }
  if (!row) {
    errors.push({ field: `${prefix}SignedQRCode`, message: E_INVOICE_MESSAGES.unknownDoc });
    return { errors, answer };
  }
  const refusal = signedQrRefusal(answer.SignedQRCode, {
    sellerGstin: ctx.config.COMPANY_GSTIN,
    docNo: row.docNo,
    irn: answer.Irn,
  });
  if (refusal) errors.push({ field: `${prefix}SignedQRCode`, message: refusal });
  return { errors, answer };
}

/** 409 when the row already holds another answer; null when it already holds this one. */
function stateRefusal(row: EInvoiceRow, irn: string): string | null | 'same' {
  if (row.status === 'CANCELLED') return E_INVOICE_MESSAGES.cancelled;
  if (row.status === 'REGISTERED') {
    return row.irn?.toLowerCase() === irn.toLowerCase() ? 'same' : E_INVOICE_MESSAGES.otherIrn;
  }
  return null;
}

async function lockRows(tx: Tx, ids: string[]): Promise<EInvoiceRow[]> {
  return tx.select().from(eInvoices).where(inArray(eInvoices.id, ids)).for('update');
}

async function writeAnswers(
  tx: Tx,
  entries: { row: EInvoiceRow; answer: Answer; signedInvoice?: string | null }[],
): Promise<void> {
  const locked = new Map(
    (
      await lockRows(
        tx,
        entries.map((e) => e.row.id),
      )
    ).map((r) => [r.id, r]),
  );
  const irns = entries.map((e) => e.answer.Irn.toLowerCase());
  if (new Set(irns).size !== irns.length) throw conflict(E_INVOICE_MESSAGES.irnTaken);
  const taken = await tx
    .select({ id: eInvoices.id, irn: eInvoices.irn })
    .from(eInvoices)
    .where(inArray(eInvoices.irn, irns));
  for (const { row, answer, signedInvoice } of entries) {
    const current = locked.get(row.id) ?? row;
    const state = stateRefusal(current, answer.Irn);
    if (state === 'same') continue;
    if (state) throw conflict(state);
    if (taken.some((t) => t.irn === answer.Irn.toLowerCase() && t.id !== row.id)) {
      throw conflict(E_INVOICE_MESSAGES.irnTaken);
    }
    await tx
      .update(eInvoices)
      .set({
        status: 'REGISTERED',
        irn: answer.Irn.toLowerCase(),
        ackNo: answer.AckNo,
        ackDate: ackDateOf(answer.AckDt),
        signedQrCode: answer.SignedQRCode,
        signedInvoice: signedInvoice ?? null,
        updatedAt: new Date(),
      })
      .where(eq(eInvoices.id, row.id));
  }
}

/** POST /admin/orders/{id}/e-invoice and /admin/returns/{id}/e-invoice. */
export async function recordAnswer(
  db: Db,
  row: EInvoiceRow,
  body: EInvoiceRecordBody | unknown,
  ctx: AppContext,
): Promise<EInvoiceRef> {
  requireEInvoicing(ctx);
  const { errors, answer } = answerErrors(body, row, ctx);
  if (errors.length > 0 || !answer) {
    throw invalid(errors[0]?.message ?? 'The IRP answer is not valid', errors);
  }
  await db.transaction((tx) => writeAnswers(tx, [{ row, answer }]));
  const [fresh] = await db.select().from(eInvoices).where(eq(eInvoices.id, row.id));
  return eInvoiceRefOf(fresh ?? row);
}

/**
 * POST /admin/e-invoices/import: the IRP's response file, one object or an array. Each entry
 * finds its document by the DocNo its signed QR code names; all are checked, then recorded
 * in one transaction.
 */
export async function importAnswers(
  db: Db,
  file: Buffer,
  ctx: AppContext,
): Promise<{ registered: { doc_no: string; irn: string }[] }> {
  requireEInvoicing(ctx);
  let parsed: unknown;
  try {
    parsed = JSON.parse(file.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    throw invalid(E_INVOICE_MESSAGES.fileNotJson, [
      { field: 'file', message: E_INVOICE_MESSAGES.fileNotJson },
    ]);
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  if (list.length === 0 || list.length > 1000) {
    throw invalid(E_INVOICE_MESSAGES.fileEmpty, [
      { field: 'file', message: E_INVOICE_MESSAGES.fileEmpty },
    ]);
  }
  const docNos = list.flatMap((e) => {
    const qr = (e as { SignedQRCode?: unknown } | null)?.SignedQRCode;
    const no = typeof qr === 'string' ? signedQrClaims(qr)?.DocNo : undefined;
    return typeof no === 'string' ? [no] : [];
  });
  const rows =
    docNos.length === 0
      ? []
      : await db.select().from(eInvoices).where(inArray(eInvoices.docNo, docNos));
  const errors: FieldError[] = [];
  const entries: { row: EInvoiceRow; answer: Answer; signedInvoice: string | null }[] = [];
  list.forEach((entry, i) => {
    const qr = (entry as { SignedQRCode?: unknown } | null)?.SignedQRCode;
    const claims = typeof qr === 'string' ? signedQrClaims(qr) : null;
    const typ = claims?.DocTyp === 'CRN' ? 'CRN' : claims?.DocTyp === 'INV' ? 'INV' : null;
    const row =
      rows.find((r) => r.docNo === claims?.DocNo && (typ === null || r.docType === typ)) ?? null;
    const checked = answerErrors(entry, row, ctx, `file[${i}].`);
    errors.push(...checked.errors);
    if (row && checked.answer && checked.errors.length === 0) {
      const signed = (entry as { SignedInvoice?: unknown }).SignedInvoice;
      entries.push({
        row,
        answer: checked.answer,
        signedInvoice: typeof signed === 'string' ? signed : null,
      });
    }
  });
  if (errors.length > 0) {
    throw invalid(`${errors[0]!.field}: ${errors[0]!.message}`, errors);
  }
  await db.transaction((tx) => writeAnswers(tx, entries));
  return {
    registered: entries.map((e) => ({ doc_no: e.row.docNo, irn: e.answer.Irn.toLowerCase() })),
  };
}

/** POST .../e-invoice/cancel: REGISTERED and within 24 hours of AckDt → CANCELLED. */
export async function cancelEInvoice(
  db: Db,
  row: EInvoiceRow,
  body: EInvoiceCancelBody,
  ctx: AppContext,
): Promise<EInvoiceRef> {
  requireEInvoicing(ctx);
  const input = EInvoiceCancelBodySchema.parse(body);
  return db.transaction(async (tx) => {
    const [current] = await lockRows(tx, [row.id]);
    if (!current || current.status !== 'REGISTERED') {
      throw conflict(
        current?.status === 'CANCELLED'
          ? E_INVOICE_MESSAGES.cancelled
          : E_INVOICE_MESSAGES.notRegistered,
      );
    }
    if (!canCancel(current)) throw conflict(E_INVOICE_MESSAGES.cancelWindow);
    const [done] = await tx
      .update(eInvoices)
      .set({
        status: 'CANCELLED',
        cancelReason: input.reason_code,
        cancelRemark: input.remark,
        cancelledAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(eInvoices.id, row.id))
      .returning();
    return eInvoiceRefOf(done ?? current);
  });
}

/** GET .../e-invoice-cancel.json: the cancel request as the IRP takes it. */
export function cancelJsonOf(row: EInvoiceRow): { Irn: string; CnlRsn: string; CnlRem: string } {
  if (row.status !== 'CANCELLED' || !row.irn) throw conflict(E_INVOICE_MESSAGES.notCancelled);
  return { Irn: row.irn, CnlRsn: String(row.cancelReason ?? 4), CnlRem: row.cancelRemark ?? '' };
}

/**
 * The shipping edge's 'e-invoice' effect (decisions.md › §21): while e-invoicing is on, an order
 * billed to a GSTIN ships only once its tax invoice is REGISTERED (issued early, then
 * registered): otherwise 400 "This invoice needs its IRN before the goods move".
 */
export async function refuseShippingWithoutIrn(
  tx: DbOrTx,
  orderId: string,
  ctx: Pick<AppContext, 'config'>,
): Promise<void> {
  if (!ctx.config.E_INVOICE_ENABLED) return;
  const [billing] = await tx
    .select({ gstin: orderBilling.gstin })
    .from(orderBilling)
    .where(eq(orderBilling.orderId, orderId));
  if (!billing?.gstin) return;
  const [row] = await tx
    .select({ status: eInvoices.status })
    .from(eInvoices)
    .where(and(eq(eInvoices.docType, 'INV'), eq(eInvoices.orderId, orderId)));
  if (row?.status === 'REGISTERED') return;
  throw invalid(E_INVOICE_MESSAGES.irnNeeded, [
    { field: 'e_invoice', message: E_INVOICE_MESSAGES.irnNeeded },
  ]);
}
