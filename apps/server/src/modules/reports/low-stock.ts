import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { LowStockItem, Page } from '@store/contract';
import type { Db, DbOrTx } from '../../db/client';
import { manufacturers, products } from '../../db/schema/index';
import { claimDailyJob } from '../system/daily-jobs';
import { pageFrom } from '../../lib/page';
import type { AppContext } from '../../context';
import { queueMails } from '../mail/mail.service';
import { indiaHour, indiaToday } from '../../lib/india-time';

/**
 * Low stock (decisions.md › §18; docs/decisions/242): an active product whose stock is at or
 * below its reorder level. A level of 0 means the product is not watched.
 */
const lowStockWhere = and(
  eq(products.isActive, true),
  gt(products.reorderLevel, 0),
  lte(products.stockQuantity, products.reorderLevel),
);

async function lowStockRows(db: DbOrTx, limit: number, offset: number): Promise<LowStockItem[]> {
  const rows = await db
    .select({
      product_id: products.id,
      sku: products.sku,
      name: products.name,
      manufacturer: manufacturers.name,
      stock: products.stockQuantity,
      reorder_level: products.reorderLevel,
    })
    .from(products)
    .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .where(lowStockWhere)
    // The emptiest first (relative to the level), then by SKU.
    .orderBy(
      asc(sql`${products.stockQuantity}::float8 / ${products.reorderLevel}`),
      asc(products.sku),
    )
    .limit(limit)
    .offset(offset);
  return rows;
}

/** GET /admin/reports/low-stock. */
export async function listLowStock(
  db: Db,
  query: { index: number; limit: number },
): Promise<Page<LowStockItem>> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(lowStockWhere);
  const content = await lowStockRows(db, query.limit, query.index * query.limit);
  return pageFrom(content, row?.n ?? 0, query);
}

export const LOW_STOCK_JOB = 'low-stock-mail';
/** The mail lists at most this many products (the screen has them all). */
const MAIL_LIMIT = 200;

/**
 * Sends today's low-stock mail if nobody has: in one transaction, the insert of (job, today)
 * either succeeds (this process sends: the list is read and the mail queued in the outbox in
 * the same transaction) or meets the row another process wrote (nothing to do). A rolled-back
 * attempt leaves no row, so another process or the next tick tries again. Returns whether this
 * call queued the day's mail (or decided there was nothing to send).
 */
export async function runLowStockMail(
  db: Db,
  now = new Date(),
): Promise<'sent' | 'nothing-low' | 'already-done'> {
  const day = indiaToday(now);
  return db.transaction(async (tx) => {
    if (!(await claimDailyJob(tx, LOW_STOCK_JOB, day))) return 'already-done' as const;
    const items = await lowStockRows(tx, MAIL_LIMIT, 0);
    if (items.length === 0) return 'nothing-low' as const;
    await queueMails(tx, [
      {
        kind: 'LOW_STOCK_STAFF',
        toAddress: null,
        subject: `Low stock: ${items.length} product(s) at or below their reorder level (${day})`,
        payload: {
          day,
          items: items.map(({ sku, name, stock, reorder_level }) => ({
            sku,
            name,
            stock,
            reorder_level,
          })),
        },
      },
    ]);
    return 'sent' as const;
  });
}

/**
 * The daily jobs of a process: every `everyMs` (10 minutes), once India time has passed
 * LOW_STOCK_MAIL_HOUR, tries today's low-stock mail (at most one process a day sends it).
 */
export function startDailyJobs(
  ctx: AppContext,
  opts: { logger: { error: (obj: object, msg: string) => void }; everyMs?: number },
): { stop: () => void } {
  const tick = async () => {
    const now = new Date();
    if (indiaHour(now) < ctx.config.LOW_STOCK_MAIL_HOUR) return;
    try {
      await runLowStockMail(ctx.db, now);
    } catch (err) {
      opts.logger.error({ err }, 'low-stock mail job failed; retrying at the next tick');
    }
  };
  const timer = setInterval(() => void tick(), opts.everyMs ?? 10 * 60_000);
  timer.unref();
  void tick();
  return { stop: () => clearInterval(timer) };
}
