import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  lineTax,
  QUOTE_MESSAGES,
  QUOTE_PREFIX,
  QUOTE_SERIES,
  supplyTypeOf,
  type CreateQuoteBody,
  type Page,
  type Quote,
  type QuoteStatus,
} from '@store/contract';
import type { AppContext } from '../../context';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { documentCounters, products, quoteLines, quotes, users } from '../../db/schema/index';
import { conflict, invalid, notFound } from '../../lib/errors';
import { toPaise, toRupees } from '../../lib/money';
import { pageFrom } from '../../lib/page';
import { queueQuoteMail } from './quote-mail';
import { findPincode } from '../delivery/delivery.service';
import { financialYearOf } from '../invoices/invoice-numbering';
import { checkQuantityTerms } from '../pricing/pricing';
import { memberPricers } from '../pricing/company-terms';

/**
 * Request for quote (decisions.md › Request for quote, docs/decisions/210): the customer asks,
 * staff price each line and set a validity (quote-answer.service.ts), the customer orders at
 * those prices (workflows/quote-order.ts: writeOrder with the quoted prices) or declines.
 */

type QuoteRow = typeof quotes.$inferSelect;

/** Today in India (the store's calendar), as YYYY-MM-DD. */
export function indiaToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}

export const addDays = (isoDate: string, days: number): string => {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The status as it stands today: a QUOTED quote past its valid_until is EXPIRED even before the job runs. */
export function effectiveStatus(
  row: Pick<QuoteRow, 'status' | 'validUntil'>,
  today = indiaToday(),
): QuoteStatus {
  if (row.status === 'QUOTED' && row.validUntil !== null && row.validUntil < today)
    return 'EXPIRED';
  return row.status;
}

/** The quote's number: Q/<FY>/<5-digit serial>. */
export const quoteNumberOf = (fy: string, serial: number) =>
  `${QUOTE_PREFIX}/${fy}/${String(serial).padStart(5, '0')}`;

/**
 * The next serial of the QUOTE series in the financial year, from the numbered-document
 * counters (document_counters, docs/decisions/230): the row lock is held until commit, so
 * concurrent requests take consecutive serials and a rollback gives the serial back.
 */
async function takeQuoteSerial(tx: Tx, fy: string): Promise<number> {
  const [counter] = await tx
    .insert(documentCounters)
    .values({ series: QUOTE_SERIES, financialYear: fy, lastSerial: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.financialYear],
      set: { lastSerial: sql`${documentCounters.lastSerial} + 1` },
    })
    .returning({ serial: documentCounters.lastSerial });
  if (!counter) throw new Error('quote counter not returned');
  return counter.serial;
}

/* ---- Reading ---- */

async function quoteDtos(db: DbOrTx, rows: QuoteRow[], ctx: AppContext): Promise<Quote[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [lines, people] = await Promise.all([
    db
      .select({
        line: quoteLines,
        name: products.name,
        slug: products.slug,
        sku: products.sku,
        pricePaise: products.pricePaise,
        packSize: products.packSize,
        minOrderQty: products.minOrderQty,
        priceSlabs: products.priceSlabs,
        gstRate: products.gstRate,
      })
      .from(quoteLines)
      .innerJoin(products, eq(products.id, quoteLines.productId))
      .where(inArray(quoteLines.quoteId, ids))
      .orderBy(asc(quoteLines.position)),
    db
      .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((r) => r.userId))])),
  ]);
  // A member's request starts from the company price (§22); quoted prices stand.
  const ofQuotes = lines.map((l) => l.line);
  const startPrice = await memberPricers(db, rows, ofQuotes);
  const today = indiaToday();
  const states = new Map<string, string | null>();
  for (const pin of new Set(rows.map((r) => r.pincode))) {
    states.set(pin, (await findPincode(db, pin))?.state ?? null);
  }
  return rows.map((r) => {
    const mine = lines.filter((l) => l.line.quoteId === r.id);
    const quoted = mine.length > 0 && mine.every((l) => l.line.unitPaise !== null);
    const state = states.get(r.pincode) ?? null;
    const supply = supplyTypeOf(state ?? ctx.config.COMPANY_STATE, ctx.config.COMPANY_STATE);
    let gst: Quote['gst'] = null;
    let totalPaise = 0;
    if (quoted) {
      const taxes = mine.map((l) =>
        lineTax((l.line.unitPaise ?? 0) * l.line.quantity, l.gstRate, supply),
      );
      totalPaise = mine.reduce((n, l) => n + (l.line.unitPaise ?? 0) * l.line.quantity, 0);
      const sum = (k: 'taxable_paise' | 'cgst_paise' | 'sgst_paise' | 'igst_paise') =>
        toRupees(taxes.reduce((n, t) => n + t[k], 0));
      gst = {
        supply_type: supply,
        taxable_value: sum('taxable_paise'),
        cgst: sum('cgst_paise'),
        sgst: sum('sgst_paise'),
        igst: sum('igst_paise'),
      };
    }
    const person = people.find((p) => p.id === r.userId);
    return {
      quote_id: r.id,
      number: r.number,
      status: effectiveStatus(r, today),
      lines: mine.map((l) => ({
        quote_line_id: l.line.id,
        product_id: l.line.productId,
        product_name: l.name,
        product_slug: l.slug,
        sku: l.sku,
        quantity: l.line.quantity,
        target_price: l.line.targetPaise === null ? null : toRupees(l.line.targetPaise),
        unit_price: l.line.unitPaise === null ? null : toRupees(l.line.unitPaise),
        total_price:
          l.line.unitPaise === null ? null : toRupees(l.line.unitPaise * l.line.quantity),
        list_price: toRupees(l.pricePaise),
        quoted_list_price:
          l.line.quotedListPaise === null ? null : toRupees(l.line.quotedListPaise),
        slab_price: toRupees(startPrice(r.userId, { ...l, id: l.line.productId }, l.line.quantity)),
        gst_rate: l.gstRate,
      })),
      note: r.note,
      needed_by: r.neededBy,
      pincode: r.pincode,
      created_at: r.createdAt.toISOString(),
      valid_until: r.validUntil,
      staff_note: r.staffNote,
      reason: r.reason,
      order_id: r.orderId,
      total_amount: quoted ? toRupees(totalPaise) : null,
      gst,
      customer: {
        name: person?.name ?? '',
        email: person?.email ?? null,
        phone: person?.phone ?? null,
      },
    };
  });
}

export async function getQuote(
  db: DbOrTx,
  input: { quoteId: string; userId?: string },
  ctx: AppContext,
): Promise<Quote> {
  const where = input.userId
    ? and(eq(quotes.id, input.quoteId), eq(quotes.userId, input.userId))
    : eq(quotes.id, input.quoteId);
  const rows = await db.select().from(quotes).where(where);
  const [dto] = await quoteDtos(db, rows, ctx);
  if (!dto) throw notFound(QUOTE_MESSAGES.notFound);
  return dto;
}

async function pageOf(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  q: { index: number; limit: number },
  ctx: AppContext,
): Promise<Page<Quote>> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(quotes)
      .where(where)
      .orderBy(...order)
      .limit(q.limit)
      .offset(q.index * q.limit),
    db.select({ n: count() }).from(quotes).where(where),
  ]);
  return pageFrom(await quoteDtos(db, rows, ctx), total?.n ?? 0, q);
}

/** GET /quotes: the caller's quotes, newest first. */
export function listMyQuotes(
  db: Db,
  input: { userId: string; index: number; limit: number },
  ctx: AppContext,
) {
  return pageOf(
    db,
    eq(quotes.userId, input.userId),
    [desc(quotes.createdAt), desc(quotes.id)],
    input,
    ctx,
  );
}

/** The SQL test of "this quote's status today is S" (QUOTED past its date counts as EXPIRED). */
const statusToday = (status: QuoteStatus): SQL => {
  const expiredByDate = sql`(${quotes.status} = 'QUOTED' and ${quotes.validUntil} < (now() at time zone 'Asia/Kolkata')::date)`;
  if (status === 'EXPIRED') return sql`(${quotes.status} = 'EXPIRED' or ${expiredByDate})`;
  if (status === 'QUOTED') return sql`(${quotes.status} = 'QUOTED' and not ${expiredByDate})`;
  return eq(quotes.status, status);
};

/** GET /admin/quotes: new requests first, then newest first; optional status filter. */
export function listAdminQuotes(
  db: Db,
  input: { status?: QuoteStatus; index: number; limit: number },
  ctx: AppContext,
) {
  return pageOf(
    db,
    input.status ? statusToday(input.status) : undefined,
    [sql`(${quotes.status} = 'REQUESTED') desc`, desc(quotes.createdAt), desc(quotes.id)],
    input,
    ctx,
  );
}

/* ---- Asking ---- */

/** POST /quotes: checks every line (active product, §14 pack rules), numbers the request. */
export async function requestQuote(
  db: Db,
  input: { userId: string; body: CreateQuoteBody; now?: Date },
  ctx: AppContext,
): Promise<Quote> {
  const { body } = input;
  const now = input.now ?? new Date();
  if (body.lines.length === 0) throw invalid(QUOTE_MESSAGES.noLines);
  if (body.needed_by && body.needed_by < indiaToday(now)) {
    throw invalid(QUOTE_MESSAGES.neededByPast, [
      { field: 'needed_by', message: QUOTE_MESSAGES.neededByPast },
    ]);
  }
  const ids = [...new Set(body.lines.map((l) => l.product_id))];
  const found = await db.select().from(products).where(inArray(products.id, ids));
  const byId = new Map(found.map((p) => [p.id, p]));
  body.lines.forEach((l, i) => {
    const p = byId.get(l.product_id);
    if (!p || !p.isActive) {
      throw invalid(QUOTE_MESSAGES.productGone, [
        { field: `lines.${i}.product_id`, message: QUOTE_MESSAGES.productGone },
      ]);
    }
    checkQuantityTerms(p, l.quantity, `lines.${i}.quantity`);
  });
  const id = await db.transaction(async (tx) => {
    const fy = financialYearOf(now);
    const serial = await takeQuoteSerial(tx, fy);
    const [row] = await tx
      .insert(quotes)
      .values({
        userId: input.userId,
        number: quoteNumberOf(fy, serial),
        financialYear: fy,
        serial,
        note: body.note || null,
        neededBy: body.needed_by ?? null,
        pincode: body.pincode,
      })
      .returning({ id: quotes.id });
    if (!row) throw new Error('quote not inserted');
    await tx.insert(quoteLines).values(
      body.lines.map((l, position) => ({
        quoteId: row.id,
        productId: l.product_id,
        position,
        quantity: l.quantity,
        targetPaise: l.target_price === undefined ? null : toPaise(l.target_price),
      })),
    );
    await queueQuoteMail(tx, 'QUOTE_REQUESTED_STAFF', await getQuote(tx, { quoteId: row.id }, ctx));
    return row.id;
  });
  return getQuote(db, { quoteId: id }, ctx);
}

/** Locks the quote row (FOR UPDATE): every change of a quote's status goes through here. */
export async function lockQuote(tx: Tx, quoteId: string, userId?: string): Promise<QuoteRow> {
  const where = userId
    ? and(eq(quotes.id, quoteId), eq(quotes.userId, userId))
    : eq(quotes.id, quoteId);
  const [row] = await tx.select().from(quotes).where(where).for('update');
  if (!row) throw notFound(QUOTE_MESSAGES.notFound);
  return row;
}

/** 409 naming why a quote cannot be ordered or declined now; nothing when it can. */
export function checkOrderable(row: QuoteRow): void {
  const status = effectiveStatus(row);
  if (status === 'QUOTED') return;
  const why: Record<Exclude<QuoteStatus, 'QUOTED'>, string> = {
    REQUESTED: QUOTE_MESSAGES.notQuotedYet,
    ACCEPTED: QUOTE_MESSAGES.alreadyOrdered,
    DECLINED: QUOTE_MESSAGES.declinedAlready,
    EXPIRED: QUOTE_MESSAGES.expired,
    REJECTED: QUOTE_MESSAGES.rejectedAlready,
  };
  throw conflict(why[status]);
}

/** POST /quotes/{id}/decline { reason }. */
export async function declineQuote(
  db: Db,
  input: { userId: string; quoteId: string; reason: string },
  ctx: AppContext,
): Promise<Quote> {
  await db.transaction(async (tx) => {
    const row = await lockQuote(tx, input.quoteId, input.userId);
    checkOrderable(row);
    await tx
      .update(quotes)
      .set({ status: 'DECLINED', reason: input.reason, updatedAt: sql`now()` })
      .where(eq(quotes.id, row.id));
  });
  return getQuote(db, { quoteId: input.quoteId }, ctx);
}

/** POST /quotes/{id}/request-again: a new request with the same lines, pincode and note. */
export async function requestAgain(
  db: Db,
  input: { userId: string; quoteId: string },
  ctx: AppContext,
): Promise<Quote> {
  const old = await getQuote(db, { quoteId: input.quoteId, userId: input.userId }, ctx);
  if (!['EXPIRED', 'DECLINED', 'REJECTED'].includes(old.status)) {
    throw conflict('Only an expired, declined or turned-down quote can be asked again');
  }
  return requestQuote(
    db,
    {
      userId: input.userId,
      body: {
        lines: old.lines.map((l) => ({
          product_id: l.product_id,
          quantity: l.quantity,
          ...(l.target_price === null ? {} : { target_price: l.target_price }),
        })),
        ...(old.note ? { note: old.note } : {}),
        pincode: old.pincode,
      },
    },
    ctx,
  );
}

/** A quote's lines as its order takes them: product, quantity and the quoted unit price. */
export async function quoteLinesForOrder(tx: Tx, quoteId: string) {
  const lines = await tx
    .select({
      productId: quoteLines.productId,
      quantity: quoteLines.quantity,
      unitPaise: quoteLines.unitPaise,
    })
    .from(quoteLines)
    .where(eq(quoteLines.quoteId, quoteId))
    .orderBy(asc(quoteLines.position));
  return lines.map((l) => ({
    productId: l.productId,
    quantity: l.quantity,
    unitPaise: l.unitPaise ?? undefined,
  }));
}

/** A quote whose order was placed: ACCEPTED, linked to the order. */
export async function markQuoteOrdered(tx: Tx, quoteId: string, orderId: string): Promise<void> {
  await tx
    .update(quotes)
    .set({ status: 'ACCEPTED', orderId, updatedAt: sql`now()` })
    .where(eq(quotes.id, quoteId));
}
