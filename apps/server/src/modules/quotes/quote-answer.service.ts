import { and, eq, sql } from 'drizzle-orm';
import {
  QUOTE_MAX_VALID_DAYS,
  QUOTE_MESSAGES,
  type AdminQuotePatchBody,
  type Quote,
} from '@store/contract';
import type { AppContext } from '../../context';
import type { Db, DbOrTx } from '../../db/client';
import { products, quoteLines, quotes } from '../../db/schema/index';
import { conflict, invalid } from '../../lib/errors';
import { toPaise } from '../../lib/money';
import { queueQuoteMail } from './quote-mail';
import { addDays, getQuote, indiaToday, lockQuote } from './quotes.service';
import { checkQuantityTerms } from '../pricing/pricing';

/**
 * Request for quote, the staff side (decisions.md › Request for quote): staff price every line
 * and set the validity (→ QUOTED) or turn the request down (→ REJECTED); a quote past its
 * validity becomes EXPIRED (an idempotent UPDATE, however many processes run it).
 */

/* ---- Staff ---- */

/** PATCH /admin/quotes/{id}: price every line and set the validity (→ QUOTED), or turn the request down (→ REJECTED). */
export async function answerQuote(
  db: Db,
  input: { quoteId: string; body: AdminQuotePatchBody; now?: Date },
  ctx: AppContext,
): Promise<Quote> {
  const { body } = input;
  const today = indiaToday(input.now);
  await db.transaction(async (tx) => {
    const row = await lockQuote(tx, input.quoteId);
    if (row.status !== 'REQUESTED') {
      throw conflict(
        row.status === 'ACCEPTED' ? QUOTE_MESSAGES.alreadyOrdered : QUOTE_MESSAGES.notRequested,
      );
    }
    if ('status' in body) {
      await tx
        .update(quotes)
        .set({ status: 'REJECTED', reason: body.reason, updatedAt: sql`now()` })
        .where(eq(quotes.id, row.id));
      return;
    }
    if (body.valid_until < today || body.valid_until > addDays(today, QUOTE_MAX_VALID_DAYS)) {
      throw invalid(QUOTE_MESSAGES.validUntilRange, [
        { field: 'valid_until', message: QUOTE_MESSAGES.validUntilRange },
      ]);
    }
    const lines = await tx
      .select({ line: quoteLines, product: products })
      .from(quoteLines)
      .innerJoin(products, eq(products.id, quoteLines.productId))
      .where(eq(quoteLines.quoteId, row.id));
    const prices = new Map<string, { paise: number; list: number }>();
    body.lines.forEach((l, i) => {
      const field = `lines.${i}.unit_price`;
      const mine = lines.find((x) => x.line.id === l.quote_line_id);
      if (!mine) {
        throw invalid(QUOTE_MESSAGES.unknownLine, [
          { field: `lines.${i}.quote_line_id`, message: QUOTE_MESSAGES.unknownLine },
        ]);
      }
      const paise = toPaise(l.unit_price);
      if (paise <= 0)
        throw invalid(QUOTE_MESSAGES.priceZero, [{ field, message: QUOTE_MESSAGES.priceZero }]);
      if (paise > mine.product.pricePaise) {
        throw invalid(QUOTE_MESSAGES.priceAboveList, [
          { field, message: QUOTE_MESSAGES.priceAboveList },
        ]);
      }
      // the product's pack may have changed since the request (§14 still holds)
      checkQuantityTerms(mine.product, mine.line.quantity, `lines.${i}.quote_line_id`);
      prices.set(l.quote_line_id, { paise, list: mine.product.pricePaise });
    });
    if (lines.some((x) => !prices.has(x.line.id))) {
      throw invalid(QUOTE_MESSAGES.missingPrice, [
        { field: 'lines', message: QUOTE_MESSAGES.missingPrice },
      ]);
    }
    for (const [lineId, { paise, list }] of prices) {
      await tx
        .update(quoteLines)
        .set({ unitPaise: paise, quotedListPaise: list })
        .where(eq(quoteLines.id, lineId));
    }
    await tx
      .update(quotes)
      .set({
        status: 'QUOTED',
        validUntil: body.valid_until,
        staffNote: body.staff_note || null,
        updatedAt: sql`now()`,
      })
      .where(eq(quotes.id, row.id));
    await queueQuoteMail(tx, 'QUOTE_ANSWERED', await getQuote(tx, { quoteId: row.id }, ctx));
  });
  return getQuote(db, { quoteId: input.quoteId }, ctx);
}

/* ---- Expiry ---- */

/**
 * QUOTED past valid_until → EXPIRED. One idempotent UPDATE: any number of processes may run
 * it at once (the row locks make each quote change once); reads and orders already treat a
 * quote past its date as expired, so correctness never waits for it.
 */
export async function expireQuotes(db: DbOrTx): Promise<number> {
  const rows = await db
    .update(quotes)
    .set({ status: 'EXPIRED', updatedAt: sql`now()` })
    .where(
      and(
        eq(quotes.status, 'QUOTED'),
        sql`${quotes.validUntil} < (now() at time zone 'Asia/Kolkata')::date`,
      ),
    )
    .returning({ id: quotes.id });
  return rows.length;
}

/** Runs expireQuotes every `everyMs` (default hourly) until stopped. */
export function startQuoteExpiry(
  db: Db,
  log: { warn: (o: unknown, m: string) => void },
  everyMs = 3_600_000,
) {
  const run = () => {
    expireQuotes(db).catch((err: unknown) => log.warn({ err }, 'quote expiry failed'));
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  run();
  return () => clearInterval(timer);
}
