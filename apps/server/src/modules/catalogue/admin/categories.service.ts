import { sql } from 'drizzle-orm';
import type { AdminCategory, CreateCategoryBody, UpdateCategoryBody } from '@store/contract';
import { categories, productCategories } from '../../../db/schema/index';
import { refreshCategorySearch } from '../search/search.service';
import { groupCalls, groupFields, type GroupSpec } from './groups';

/** Staff calls on categories: list, create, update (docs/decisions/062-staff-catalogue-calls.md). */

const CATEGORY: GroupSpec = {
  table: categories,
  picture: 'imageKey',
  pictureField: 'image_key',
  one: 'category',
  productCount: (id) =>
    sql<number>`(select count(*)::int from ${productCategories} pc where pc.category_id = ${id})`,
  refresh: refreshCategorySearch,
};

const calls = groupCalls<AdminCategory, CreateCategoryBody, UpdateCategoryBody>(CATEGORY, (r) => ({
  category_id: r.id,
  image_key: r.picture,
  ...groupFields(r),
}));
export const listAdminCategories = calls.list;
export const createCategory = calls.create;
export const updateCategory = calls.update;
