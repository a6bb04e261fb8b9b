import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  creditNoteFileName,
  RETURN_MESSAGES,
  RETURN_REASON_LABELS,
  type Order,
  type ReturnReason,
} from '@store/contract';
import type { DbOrTx, Tx } from '../../db/client';
import { creditNoteLines, creditNotes, documentCounters } from '../../db/schema/index';
import { conflict } from '../../lib/errors';
import type { PdfAnswer } from '../../lib/pdf-reply';
import { toPaise } from '../../lib/money';
import { amountInWords } from './amount-in-words';
import { financialYearOf, invoiceNumberOf } from './invoice-numbering';
import { buildInvoiceView, type InvoiceView } from './invoice-view';
import { billToOf } from './invoice-documents';
import { renderInvoicePdf } from './invoice-pdf';
import { eInvoiceStampOf } from '../order-views/e-invoice-views';
import { billingConfig, type BillingContext } from '../payments/billing.service';
import {
  creditForLine,
  NOTHING_CREDITED,
  sumCredits,
  type CreditedSoFar,
  type InvoicedLine,
  type LineCredit,
} from './credit-note-arithmetic';

/**
 * GST credit notes (decisions.md › Returns and credit notes): issued in the transaction that
 * receives a return, numbered <CREDIT_NOTE_PREFIX>/<FY>/<serial> without gaps, and rendered by
 * the invoices' one PDF layout as a CREDIT NOTE naming the invoice it amends.
 */

export const CREDIT_NOTE_SERIES = 'CREDIT_NOTE';

/**
 * The next serial of a document series in a financial year, taken inside the issuing
 * transaction (docs/decisions/230): the counter row's lock is held until commit, so concurrent
 * issuers take consecutive serials, and a rollback gives the serial back.
 */
export async function takeSerial(tx: Tx, series: string, financialYear: string): Promise<number> {
  const [counter] = await tx
    .insert(documentCounters)
    .values({ series, financialYear, lastSerial: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.financialYear],
      set: { lastSerial: sql`${documentCounters.lastSerial} + 1` },
    })
    .returning({ serial: documentCounters.lastSerial });
  if (!counter) throw new Error('document counter not returned');
  return counter.serial;
}

/** The invoiced amounts of an order line, as its tax invoice shows them. */
export function invoicedLineOf(order: Order, orderItemId: string): InvoicedLine | null {
  const item = order.order_items.find((i) => i.order_item_id === orderItemId);
  if (!item) return null;
  const totalPaise = toPaise(item.total_price);
  const taxablePaise = toPaise(item.taxable_value);
  const taxPaise = totalPaise - taxablePaise;
  const intra = order.tax.supply_type === 'INTRA_STATE';
  return {
    quantity: item.quantity,
    taxablePaise,
    cgstPaise: intra ? taxPaise / 2 : 0,
    sgstPaise: intra ? taxPaise / 2 : 0,
    igstPaise: intra ? 0 : taxPaise,
  };
}

/** What earlier credit notes took from each of these order lines. */
async function creditedSoFar(tx: DbOrTx, orderItemIds: string[]) {
  const rows =
    orderItemIds.length === 0
      ? []
      : await tx
          .select({
            orderItemId: creditNoteLines.orderItemId,
            quantity: sql<number>`sum(${creditNoteLines.quantity})::int`,
            taxablePaise: sql<number>`sum(${creditNoteLines.taxablePaise})::bigint`,
            cgstPaise: sql<number>`sum(${creditNoteLines.cgstPaise})::bigint`,
            sgstPaise: sql<number>`sum(${creditNoteLines.sgstPaise})::bigint`,
            igstPaise: sql<number>`sum(${creditNoteLines.igstPaise})::bigint`,
          })
          .from(creditNoteLines)
          .where(inArray(creditNoteLines.orderItemId, orderItemIds))
          .groupBy(creditNoteLines.orderItemId);
  return new Map<string, CreditedSoFar>(
    rows.map((r) => [
      r.orderItemId,
      {
        quantity: Number(r.quantity),
        taxablePaise: Number(r.taxablePaise),
        cgstPaise: Number(r.cgstPaise),
        sgstPaise: Number(r.sgstPaise),
        igstPaise: Number(r.igstPaise),
      },
    ]),
  );
}

export interface IssuedCreditNote {
  id: string;
  number: string;
  totalPaise: number;
}

/**
 * Issues the credit note of a received return, or (returnId null) of a cancelled invoiced
 * order. Call inside the transaction that receives the return or cancels the order, holding
 * the order row locked. A return (or a cancelled order) that already has one keeps it:
 * never issued twice.
 */
export async function issueCreditNote(
  tx: Tx,
  input: {
    returnId: string | null;
    order: Order;
    lines: { returnLineId: string | null; orderItemId: string; quantity: number }[];
  },
  ctx?: BillingContext,
): Promise<IssuedCreditNote> {
  const [existing] = await tx
    .select({ id: creditNotes.id, number: creditNotes.number, totalPaise: creditNotes.totalPaise })
    .from(creditNotes)
    .where(
      input.returnId
        ? eq(creditNotes.returnId, input.returnId)
        : and(eq(creditNotes.orderId, input.order.order_id), isNull(creditNotes.returnId)),
    );
  if (existing) return existing;
  const { order } = input;
  if (!order.invoice) throw conflict(RETURN_MESSAGES.noInvoice);
  const credited = await creditedSoFar(
    tx,
    input.lines.map((l) => l.orderItemId),
  );
  const credits: (LineCredit & { returnLineId: string | null; orderItemId: string })[] = [];
  for (const l of input.lines) {
    const invoiced = invoicedLineOf(order, l.orderItemId);
    if (!invoiced) throw conflict(RETURN_MESSAGES.notInOrder);
    const so = credited.get(l.orderItemId) ?? NOTHING_CREDITED;
    if (so.quantity + l.quantity > invoiced.quantity) {
      throw conflict('More units would be credited than were invoiced');
    }
    const credit = creditForLine(invoiced, so, l.quantity);
    credited.set(l.orderItemId, sumCredits([so, credit]));
    credits.push({ ...credit, returnLineId: l.returnLineId, orderItemId: l.orderItemId });
  }
  const totals = sumCredits(credits);
  const config = billingConfig(ctx);
  const issuedAt = new Date();
  const fy = financialYearOf(issuedAt);
  const serial = await takeSerial(tx, CREDIT_NOTE_SERIES, fy);
  const number = invoiceNumberOf(config.CREDIT_NOTE_PREFIX, fy, serial);
  const [note] = await tx
    .insert(creditNotes)
    .values({
      returnId: input.returnId,
      orderId: order.order_id,
      number,
      financialYear: fy,
      serial,
      invoiceNumber: order.invoice.number,
      invoiceDate: new Date(order.invoice.issued_at),
      taxablePaise: totals.taxablePaise,
      cgstPaise: totals.cgstPaise,
      sgstPaise: totals.sgstPaise,
      igstPaise: totals.igstPaise,
      totalPaise: totals.totalPaise,
      issuedAt,
    })
    .returning({ id: creditNotes.id });
  if (!note) throw new Error('credit note not returned');
  await tx.insert(creditNoteLines).values(
    credits.map((c) => ({
      creditNoteId: note.id,
      returnLineId: c.returnLineId,
      orderItemId: c.orderItemId,
      quantity: c.quantity,
      taxablePaise: c.taxablePaise,
      cgstPaise: c.cgstPaise,
      sgstPaise: c.sgstPaise,
      igstPaise: c.igstPaise,
      totalPaise: c.totalPaise,
    })),
  );
  return { id: note.id, number, totalPaise: totals.totalPaise };
}

/**
 * An invoiced order is cancelled (decisions.md §10: an issued invoice is never withdrawn):
 * a credit note for every unit of the invoice not credited yet, in the cancelling
 * transaction. Answers null when the order has no invoice (nothing to credit).
 */
export async function issueCancellationCreditNote(
  tx: Tx,
  order: Order,
  ctx?: BillingContext,
): Promise<IssuedCreditNote | null> {
  if (!order.invoice) return null;
  const credited = await creditedSoFar(
    tx,
    order.order_items.map((i) => i.order_item_id),
  );
  const lines = order.order_items
    .map((i) => ({
      returnLineId: null,
      orderItemId: i.order_item_id,
      quantity: i.quantity - (credited.get(i.order_item_id)?.quantity ?? 0),
    }))
    .filter((l) => l.quantity > 0);
  if (lines.length === 0) return null;
  return issueCreditNote(tx, { returnId: null, order, lines }, ctx);
}

/** The credit note of a cancelled invoice (the one without a return), if any. */
export async function cancellationCreditNoteOf(
  db: DbOrTx,
  orderId: string,
): Promise<CreditNoteRow | null> {
  const [row] = await db
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.orderId, orderId), isNull(creditNotes.returnId)));
  return row ?? null;
}

export const NO_CANCELLATION_CREDIT_NOTE =
  'A credit note is issued only when an invoiced order is cancelled';

/** The PDF of a cancelled invoice's credit note (owner or staff routes check who may see it). */
export async function cancellationCreditNotePdf(
  db: DbOrTx,
  order: Order,
  ctx?: BillingContext,
): Promise<PdfAnswer> {
  const note = await cancellationCreditNoteOf(db, order.order_id);
  if (!note) throw conflict(NO_CANCELLATION_CREDIT_NOTE);
  return {
    pdf: await renderCreditNotePdf(db, { note, order }, ctx),
    fileName: creditNoteFileName(note.number),
  };
}

/** The reason a credit note of a cancelled invoice gives. */
export const CANCELLED_INVOICE_REASON = 'Order cancelled';

export type CreditNoteRow = typeof creditNotes.$inferSelect;

export async function creditNotesOfReturns(
  db: DbOrTx,
  returnIds: string[],
): Promise<Map<string, CreditNoteRow>> {
  if (returnIds.length === 0) return new Map();
  const rows = await db.select().from(creditNotes).where(inArray(creditNotes.returnId, returnIds));
  return new Map(rows.flatMap((r) => (r.returnId ? [[r.returnId, r] as const] : [])));
}

/** The PDF's view model: the invoice layout's, with the credited lines and totals. */
export interface CreditNoteInput {
  note: CreditNoteRow;
  order: Order;
  returnNumber?: string;
  reason?: ReturnReason;
  /** The reference of the refund sent for this credit note (a return's), if sent. */
  refundReference?: string | null;
}

/**
 * The payment a credit note speaks of is its own refund (issue 43.3): sent, with the refund's
 * reference, or due when the order was paid; never the original payment's reference.
 */
function refundOf(
  order: Order,
  refundReference: string | null | undefined,
): InvoiceView['payment']['status'] {
  if (refundReference) return 'REFUNDED';
  return ['PAID', 'REFUND_DUE', 'REFUNDED'].includes(order.payment.status)
    ? 'REFUND_DUE'
    : order.payment.status;
}

export async function buildCreditNoteView(
  db: DbOrTx,
  input: CreditNoteInput,
  ctx?: BillingContext,
): Promise<InvoiceView> {
  const { note, order } = input;
  const lines = await db
    .select()
    .from(creditNoteLines)
    .where(and(eq(creditNoteLines.creditNoteId, note.id)));
  // a company's credit note bills its registered address, as its invoice does (§16, Rule 53)
  const base = buildInvoiceView(
    order,
    billingConfig(ctx),
    'CREDIT_NOTE',
    { number: note.number, issued_at: note.issuedAt.toISOString() },
    await billToOf(db, order),
  );
  const position = new Map(order.order_items.map((i, n) => [i.order_item_id, n]));
  lines.sort((a, b) => (position.get(a.orderItemId) ?? 0) - (position.get(b.orderItemId) ?? 0));
  return {
    ...base,
    payment: {
      ...base.payment,
      status: refundOf(order, input.refundReference),
      reference: input.refundReference ?? null,
    },
    against: {
      invoiceNumber: note.invoiceNumber,
      invoiceDate: note.invoiceDate.toISOString(),
      returnNumber: input.returnNumber,
      reason: input.reason ? RETURN_REASON_LABELS[input.reason] : CANCELLED_INVOICE_REASON,
    },
    lines: lines.map((l, n) => {
      const item = order.order_items.find((i) => i.order_item_id === l.orderItemId);
      return {
        position: n + 1,
        description: item?.product_name ?? '',
        sku: item?.product_sku ?? '',
        hsn: item?.hsn_code ?? '',
        quantity: l.quantity,
        unit: item?.unit ?? '',
        ratePaise: Math.round(l.taxablePaise / l.quantity),
        taxablePaise: l.taxablePaise,
        gstRate: item?.gst_rate ?? 0,
        cgstPaise: l.cgstPaise,
        sgstPaise: l.sgstPaise,
        igstPaise: l.igstPaise,
        totalPaise: l.totalPaise,
      };
    }),
    totals: {
      taxablePaise: note.taxablePaise,
      cgstPaise: note.cgstPaise,
      sgstPaise: note.sgstPaise,
      igstPaise: note.igstPaise,
      taxPaise: note.cgstPaise + note.sgstPaise + note.igstPaise,
      totalPaise: note.totalPaise,
    },
    amountInWords: amountInWords(note.totalPaise),
    eInvoice: await eInvoiceStampOf(db, 'CRN', note.number),
  };
}

export async function renderCreditNotePdf(
  db: DbOrTx,
  input: CreditNoteInput,
  ctx?: BillingContext,
): Promise<Buffer> {
  return renderInvoicePdf(await buildCreditNoteView(db, input, ctx));
}
