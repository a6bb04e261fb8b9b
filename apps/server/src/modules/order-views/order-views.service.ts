import type { Order, Page } from '@store/contract';
import type { AppContext } from '../../context';
import type { Db, DbOrTx } from '../../db/client';
import { jsonOf, rowsOfStatement } from '../../db/json-rows';
import { notFound } from '../../lib/errors';
import { pageFrom } from '../../lib/page';
import { imageSrcs } from '../catalogue/images/image-src';
import { loadOrderDtos, ORDER_JSON, orderFromJson, readableByParam } from './order-json';

/**
 * Reading orders: the contract's Order shape, the customer's list and one order. The staff
 * reads are in staff-orders.service.ts, the order lock in order-lock.ts; placing, cancelling
 * and status changes are the workflows' (workflows/order-process.ts, place-order.ts).
 */

export { fullAddressOf, orderDtoOf } from './order-dto';
export { loadOrderDtos, ORDER_JSON, orderFromJson } from './order-json';

/**
 * Orders with `thumbnail_src`, a ready signed URL, beside every line's `thumbnail_url` object
 * key (docs/decisions/130 and 150): the web shows the picture without asking for its address.
 */
export async function withOrderImageSrcs<T extends Order>(
  ctx: Pick<AppContext, 'config' | 'secretKey' | 'db'>,
  list: T[],
): Promise<T[]> {
  const srcs = await imageSrcs(
    ctx,
    list.flatMap((o) => o.order_items.map((i) => i.thumbnail_url)),
  );
  return list.map((o) => ({
    ...o,
    order_items: o.order_items.map((i) => ({
      ...i,
      thumbnail_src: i.thumbnail_url ? (srcs.get(i.thumbnail_url) ?? null) : null,
    })),
  }));
}

export async function loadOrderDto(db: DbOrTx, orderId: string): Promise<Order | null> {
  const [order] = await loadOrderDtos(db, [orderId]);
  return order ?? null;
}

/**
 * The caller's orders, newest first, in the paging shape of decisions.md › Shape of the whole:
 * the count and the page's orders in one statement (docs/decisions/370).
 */
const MY_ORDERS = `
select (select count(*)::int from orders where user_id = $1) as total,
       coalesce((select json_agg(${ORDER_JSON} order by o.created_at desc, o.id desc)
                   from (select id from orders where user_id = $1
                          order by created_at desc, id desc limit $2 offset $3) page
                   join orders o on o.id = page.id), '[]') as content`;

export async function listMyOrders(
  db: Db,
  input: { userId: string; index: number; limit: number },
  ctx: AppContext,
): Promise<Page<Order>> {
  const { userId, ...paging } = input;
  const [row] = await rowsOfStatement<{ total: number; content: unknown }>(db, MY_ORDERS, [
    userId,
    paging.limit,
    paging.index * paging.limit,
  ]);
  const content = await withOrderImageSrcs(ctx, ordersFromJson(row?.content));
  return pageFrom(content, row?.total ?? 0, paging);
}

/** A JSON array of `ORDER_JSON` values as Orders. */
export const ordersFromJson = (value: unknown): Order[] =>
  jsonOf<unknown[] | null>(value)?.map(orderFromJson) ?? [];

/**
 * SQL text reading one order the user `$2` may read (`$1` the order id): the caller adds
 * columns after `j` (e.g. its returns) in the same statement.
 */
export const myOrderStatement = (more = '') =>
  `select ${ORDER_JSON} as j${more} from orders o where o.id = $1 and ${readableByParam(2)}`;
const MY_ORDER = myOrderStatement();

/**
 * One order of its owner or, for a company order, of any member of that company
 * (decisions.md › §16); anyone else's order (or an unknown id) is 404. One statement.
 */
export async function getMyOrder(db: Db, userId: string, orderId: string): Promise<Order> {
  const [row] = await rowsOfStatement<{ j: unknown }>(db, MY_ORDER, [orderId, userId]);
  if (!row) throw notFound('Order not found');
  return orderFromJson(row.j);
}

/** GET /orders/{id}: one of the caller's orders with its pictures' ready URLs. */
export async function getMyOrderWithImages(
  db: Db,
  input: { userId: string; orderId: string },
  ctx: AppContext,
): Promise<Order> {
  const [order] = await withOrderImageSrcs(ctx, [
    await getMyOrder(db, input.userId, input.orderId),
  ]);
  if (!order) throw notFound('Order not found');
  return order;
}
