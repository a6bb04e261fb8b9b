import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { type AdminOrder, type Order, type OrderStatus, type Page } from '@store/contract';
import type { Db, DbOrTx } from '../../db/client';
import { orders, users } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { pageFrom } from '../../lib/page';
import type { AppContext } from '../../context';
import { loadOrderDtos, withOrderImageSrcs } from './order-views.service';

export interface AdminOrdersQuery {
  status?: OrderStatus;
  q?: string;
  index: number;
  limit: number;
}

/** `%`, `_` and `\` are wildcards in LIKE: a search for "50%" must mean the text "50%". */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What the staff search box matches: the start of the order id (with or without '#', any
 * case, as the short id 3F2A9C1D is shown), the shipping or account name, or the phone.
 */
function searchCondition(raw: string): SQL | undefined {
  const q = raw.trim();
  if (!q) return undefined;
  const parts: SQL[] = [];
  const idPrefix = q.replace(/^#/, '').toLowerCase();
  if (/^[0-9a-f-]{1,36}$/.test(idPrefix)) {
    parts.push(sql`${orders.id}::text like ${`${likeEscape(idPrefix)}%`}`);
  }
  const pattern = `%${likeEscape(q)}%`;
  parts.push(ilike(orders.customerName, pattern), ilike(users.name, pattern));
  const digits = q.replace(/[\s+-]/g, '');
  if (/^\d{3,12}$/.test(digits)) {
    const tail = digits.length > 10 ? digits.slice(-10) : digits;
    const phone = `%${tail}%`;
    parts.push(sql`${orders.phoneNumber} like ${phone}`, sql`${users.phone} like ${phone}`);
  }
  return or(...parts);
}

async function withOwners(db: DbOrTx, list: Order[]): Promise<AdminOrder[]> {
  if (list.length === 0) return [];
  const rows = await db
    .select({ orderId: orders.id, userId: users.id, name: users.name, phone: users.phone })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      inArray(
        orders.id,
        list.map((o) => o.order_id),
      ),
    );
  const owners = new Map(rows.map((r) => [r.orderId, r]));
  return list.map((o) => {
    const owner = owners.get(o.order_id);
    return {
      ...o,
      user_id: owner?.userId ?? '',
      user_name: owner?.name ?? '',
      user_phone: owner?.phone ?? '',
    };
  });
}

/** GET /admin/orders: every customer's orders, newest first, by status and search text. */
export async function listAdminOrders(
  db: Db,
  query: AdminOrdersQuery,
  ctx: AppContext,
): Promise<Page<AdminOrder>> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(orders.status, query.status));
  const search = query.q ? searchCondition(query.q) : undefined;
  if (search) conditions.push(search);
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const [countRow] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where);
  const total = countRow?.n ?? 0;
  const idRows = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.limit)
    .offset(query.index * query.limit);
  const content = await withOrderImageSrcs(
    ctx,
    await withOwners(
      db,
      await loadOrderDtos(
        db,
        idRows.map((r) => r.id),
      ),
    ),
  );
  return pageFrom(content, total, query);
}

/** GET /admin/orders/{id}: any customer's order. */
export async function getAdminOrder(db: DbOrTx, orderId: string): Promise<AdminOrder> {
  const [order] = await withOwners(db, await loadOrderDtos(db, [orderId]));
  if (!order) throw notFound('Order not found');
  return order;
}

/** The staff order view with its pictures' ready URLs (docs/decisions/150). */
export async function getAdminOrderWithImages(
  db: DbOrTx,
  input: { orderId: string },
  ctx: AppContext,
): Promise<AdminOrder> {
  const [order] = await withOrderImageSrcs(ctx, [await getAdminOrder(db, input.orderId)]);
  if (!order) throw notFound('Order not found');
  return order;
}
