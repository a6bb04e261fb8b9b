import { sql } from 'drizzle-orm';
import type {
  AdminCategory,
  AdminListQuery,
  CreateCategoryBody,
  Page,
  UpdateCategoryBody,
} from '@store/contract';
import type { AppContext } from '../../../context';
import type { Db, DbOrTx } from '../../../db/client';
import { categories, productCategories } from '../../../db/schema/index';
import { refreshCategorySearch } from '../search/search.service';
import {
  createGroup,
  listGroups,
  readGroup,
  updateGroup,
  type GroupRow,
  type GroupSpec,
} from './groups';

/** Staff calls on categories: list, create, update (decisions.md §6 "Orders"). */

const CATEGORY: GroupSpec = {
  table: categories,
  picture: 'imageKey',
  pictureField: 'image_key',
  one: 'category',
  productCount: (id) =>
    sql<number>`(select count(*)::int from ${productCategories} pc where pc.category_id = ${id})`,
  refresh: refreshCategorySearch,
};
const toAdminCategory = (r: GroupRow): AdminCategory => ({
  category_id: r.id,
  name: r.name,
  slug: r.slug,
  description: r.description,
  image_key: r.picture,
  display_order: r.displayOrder,
  is_active: r.isActive,
  product_count: r.productCount,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});
export async function listAdminCategories(
  db: DbOrTx,
  q: AdminListQuery,
): Promise<Page<AdminCategory>> {
  const page = await listGroups(db, CATEGORY, q);
  return { ...page, content: page.content.map(toAdminCategory) };
}
export async function createCategory(db: Db, body: CreateCategoryBody, ctx: AppContext) {
  const id = await createGroup(db, CATEGORY, body, ctx);
  return toAdminCategory(await readGroup(db, CATEGORY, id));
}
export async function updateCategory(
  db: Db,
  id: string,
  body: UpdateCategoryBody,
  ctx: AppContext,
) {
  await updateGroup(db, CATEGORY, id, body, ctx);
  return toAdminCategory(await readGroup(db, CATEGORY, id));
}
