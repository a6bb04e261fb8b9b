import { and, eq, isNull } from 'drizzle-orm';
import {
  STOCK_ALERT_IN_STOCK_MESSAGE,
  STOCK_ALERT_NEEDS_EMAIL_MESSAGE,
  type StockAlert,
} from '@store/contract';
import type { AppContext } from '../../context';
import { stockAlerts, users } from '../../db/schema/index';
import { conflict } from '../../lib/errors';
import { getProductDetail } from '../catalogue/storefront/catalogue.service';

/**
 * "Notify me when back in stock" (docs/decisions/092). Subscribing records an open alert; the
 * mails themselves are queued by the database trigger of migration notify_data when the
 * product's stock goes from 0 to more than 0, whoever changes it, in that same transaction.
 */

async function openAlert(ctx: AppContext, userId: string, productId: string) {
  const [row] = await ctx.db
    .select({ id: stockAlerts.id })
    .from(stockAlerts)
    .where(
      and(
        eq(stockAlerts.userId, userId),
        eq(stockAlerts.productId, productId),
        isNull(stockAlerts.notifiedAt),
      ),
    );
  return row ?? null;
}

/** GET /stock-alerts/{id}: whether the customer waits for this product. */
export async function getStockAlert(
  ctx: AppContext,
  userId: string,
  productId: string,
): Promise<StockAlert> {
  const product = await getProductDetail(ctx, { id: productId });
  return {
    product_id: product.product_id,
    subscribed: (await openAlert(ctx, userId, product.product_id)) !== null,
  };
}

/**
 * PUT /stock-alerts/{id}: only for an out-of-stock product (409 otherwise) and a customer with
 * an e-mail address (409 otherwise: the alert is an e-mail). Subscribing twice is harmless.
 */
export async function subscribeStockAlert(
  ctx: AppContext,
  userId: string,
  productId: string,
): Promise<StockAlert> {
  const product = await getProductDetail(ctx, { id: productId });
  if (product.stock_quantity > 0) throw conflict(STOCK_ALERT_IN_STOCK_MESSAGE);
  const [user] = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.email?.trim()) throw conflict(STOCK_ALERT_NEEDS_EMAIL_MESSAGE);
  await ctx.db
    .insert(stockAlerts)
    .values({ userId, productId: product.product_id })
    .onConflictDoNothing();
  return { product_id: product.product_id, subscribed: true };
}

/** DELETE /stock-alerts/{id}: stops waiting (no error when there was nothing to stop). */
export async function unsubscribeStockAlert(
  ctx: AppContext,
  userId: string,
  productId: string,
): Promise<StockAlert> {
  await ctx.db
    .delete(stockAlerts)
    .where(
      and(
        eq(stockAlerts.userId, userId),
        eq(stockAlerts.productId, productId),
        isNull(stockAlerts.notifiedAt),
      ),
    );
  return { product_id: productId, subscribed: false };
}
