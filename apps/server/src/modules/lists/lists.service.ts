import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  LIST_MESSAGES,
  MAX_LISTS,
  type BuyingList,
  type CreateListBody,
  type QuickAddResult,
  type UpdateListBody,
} from '@store/contract';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { buyingListItems, buyingLists, products, users } from '../../db/schema/index';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors';
import { quickAdd } from '../cart/quick-order.service';
import { membershipOf, type Membership } from '../companies/companies.service';
import { checkItems, linesOf } from './list-lines';

/**
 * Buying lists (decisions.md › §23, docs/decisions/357). A list is its maker's own, or shared:
 * then it is the company's (`company_id`), every member reads it, ADMINs and BUYERs change
 * it, VIEWERs only read it; a member who leaves loses it and the company keeps it. Anything
 * the caller may not read is 404, a change a VIEWER may not make 403.
 */

type Row = typeof buyingLists.$inferSelect;
interface Access {
  userId: string;
  row: Row;
  canEdit: boolean;
  me: Membership | null;
}

const listNotFound = () => notFound(LIST_MESSAGES.notFound);

async function accessOf(db: DbOrTx, userId: string, listId: string, lock = false): Promise<Access> {
  const q = db.select().from(buyingLists).where(eq(buyingLists.id, listId));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw listNotFound();
  const me = await membershipOf(db, userId);
  if (row.companyId === null) {
    if (row.ownerId !== userId) throw listNotFound();
    return { userId, row, canEdit: true, me };
  }
  if (!me || me.companyId !== row.companyId) throw listNotFound();
  return { userId, row, canEdit: me.role !== 'VIEWER', me };
}

async function answerOf(db: DbOrTx, a: Access, withLines: boolean): Promise<BuyingList> {
  const [[owner], items] = await Promise.all([
    a.row.ownerId
      ? db.select({ name: users.name }).from(users).where(eq(users.id, a.row.ownerId))
      : Promise.resolve([]),
    db
      .select({ product_id: buyingListItems.productId, quantity: buyingListItems.quantity })
      .from(buyingListItems)
      .where(eq(buyingListItems.listId, a.row.id))
      .orderBy(buyingListItems.position),
  ]);
  return {
    list_id: a.row.id,
    name: a.row.name,
    shared: a.row.companyId !== null,
    owner_name: owner?.name ?? null,
    can_edit: a.canEdit,
    owned: a.row.ownerId === a.userId,
    updated_at: a.row.updatedAt.toISOString(),
    items,
    ...(withLines ? { lines: await linesOf(db, a.row.id, a.userId) } : {}),
  };
}

/** The company a list shared by the caller goes to: 400 outside a company, 403 for a VIEWER. */
function sharingCompany(me: Membership | null): string {
  if (!me)
    throw invalid(LIST_MESSAGES.noCompany, [{ field: 'shared', message: LIST_MESSAGES.noCompany }]);
  if (me.role === 'VIEWER') throw forbidden(LIST_MESSAGES.viewer);
  return me.companyId;
}

async function writeItems(tx: Tx, listId: string, items: CreateListBody['items']): Promise<void> {
  await tx.delete(buyingListItems).where(eq(buyingListItems.listId, listId));
  if (!items?.length) return;
  await tx.insert(buyingListItems).values(
    items.map((it, position) => ({
      listId,
      productId: it.product_id,
      quantity: it.quantity,
      position,
    })),
  );
}

/** GET /lists: the caller's own lists and their company's shared ones, last changed first. */
export async function listLists(db: Db, userId: string): Promise<BuyingList[]> {
  const me = await membershipOf(db, userId);
  const rows = await db
    .select()
    .from(buyingLists)
    .where(
      or(
        and(isNull(buyingLists.companyId), eq(buyingLists.ownerId, userId)),
        me ? eq(buyingLists.companyId, me.companyId) : sql`false`,
      ),
    )
    .orderBy(desc(buyingLists.updatedAt), desc(buyingLists.id));
  const canEdit = (r: Row) => r.companyId === null || (me !== null && me.role !== 'VIEWER');
  const ids = rows.map((r) => r.id);
  const ownerIds = [...new Set(rows.map((r) => r.ownerId).filter((x): x is string => !!x))];
  const [items, owners] = await Promise.all([
    ids.length
      ? db
          .select()
          .from(buyingListItems)
          .where(inArray(buyingListItems.listId, ids))
          .orderBy(buyingListItems.position)
      : Promise.resolve([]),
    ownerIds.length
      ? db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ownerIds))
      : Promise.resolve([]),
  ]);
  const nameOf = new Map(owners.map((o) => [o.id, o.name]));
  return rows.map((r) => ({
    list_id: r.id,
    name: r.name,
    shared: r.companyId !== null,
    owner_name: r.ownerId ? (nameOf.get(r.ownerId) ?? null) : null,
    can_edit: canEdit(r),
    owned: r.ownerId === userId,
    updated_at: r.updatedAt.toISOString(),
    items: items
      .filter((i) => i.listId === r.id)
      .map((i) => ({ product_id: i.productId, quantity: i.quantity })),
  }));
}

/** GET /lists/{id}: with each line's price today and stock. */
export async function getList(db: Db, userId: string, listId: string): Promise<BuyingList> {
  return answerOf(db, await accessOf(db, userId, listId), true);
}

/** POST /lists: at most MAX_LISTS made by one customer. */
export async function createList(
  db: Db,
  userId: string,
  body: CreateListBody,
): Promise<BuyingList> {
  return db.transaction(async (tx) => {
    // one customer's creations one after the other: the limit holds under concurrency
    await tx.execute(sql`select id from ${users} where id = ${userId} for update`);
    const [made] = await tx
      .select({ n: count() })
      .from(buyingLists)
      .where(eq(buyingLists.ownerId, userId));
    if ((made?.n ?? 0) >= MAX_LISTS) throw conflict(LIST_MESSAGES.tooMany);
    const me = await membershipOf(tx, userId);
    const companyId = body.shared ? sharingCompany(me) : null;
    await checkItems(tx, body.items ?? []);
    const [row] = await tx
      .insert(buyingLists)
      .values({ ownerId: userId, companyId, name: body.name.trim() })
      .returning();
    if (!row) throw new Error('createList: not inserted');
    await writeItems(tx, row.id, body.items);
    return answerOf(tx, { userId, row, canEdit: true, me }, true);
  });
}

/** PATCH /lists/{id}: name, sharing, and the whole set of lines. */
export async function updateList(
  db: Db,
  userId: string,
  listId: string,
  body: UpdateListBody,
): Promise<BuyingList> {
  return db.transaction(async (tx) => {
    const a = await accessOf(tx, userId, listId, true);
    if (!a.canEdit) throw forbidden(LIST_MESSAGES.viewer);
    let companyId = a.row.companyId;
    if (body.shared === true && companyId === null) companyId = sharingCompany(a.me);
    if (body.shared === false && companyId !== null) {
      // back to its maker's own list: only its maker, while still in the company
      if (a.row.ownerId !== userId) throw forbidden(LIST_MESSAGES.unshare);
      companyId = null;
    }
    if (body.items) await checkItems(tx, body.items);
    const [row] = await tx
      .update(buyingLists)
      .set({
        companyId,
        ...(body.name !== undefined ? { name: body.name.trim() } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(buyingLists.id, listId))
      .returning();
    if (!row) throw listNotFound();
    if (body.items) await writeItems(tx, listId, body.items);
    return answerOf(tx, { ...a, row }, true);
  });
}

/** DELETE /lists/{id}: its maker, or (shared) an ADMIN or BUYER of the company. */
export async function deleteList(db: Db, userId: string, listId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const a = await accessOf(tx, userId, listId, true);
    if (!a.canEdit) throw forbidden(LIST_MESSAGES.viewer);
    await tx.delete(buyingLists).where(eq(buyingLists.id, listId));
  });
}

/**
 * POST /lists/{id}/to-cart: every line at its quantity, through quick order's add (the same
 * checks, the same answer: `added`, `rejected` with the reason; decisions.md › §14).
 */
export async function listToCart(db: Db, userId: string, listId: string): Promise<QuickAddResult> {
  await accessOf(db, userId, listId);
  const lines = await db
    .select({ sku: products.sku, quantity: buyingListItems.quantity })
    .from(buyingListItems)
    .innerJoin(products, eq(products.id, buyingListItems.productId))
    .where(eq(buyingListItems.listId, listId))
    .orderBy(buyingListItems.position);
  return quickAdd(db, userId, lines);
}
