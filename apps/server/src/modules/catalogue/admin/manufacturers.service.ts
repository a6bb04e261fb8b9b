import { sql } from 'drizzle-orm';
import type {
  AdminListQuery,
  AdminManufacturer,
  CreateManufacturerBody,
  Page,
  UpdateManufacturerBody,
} from '@store/contract';
import type { AppContext } from '../../../context';
import type { Db, DbOrTx } from '../../../db/client';
import { manufacturers, products } from '../../../db/schema/index';
import { refreshManufacturerSearch } from '../search/search.service';
import {
  createGroup,
  listGroups,
  readGroup,
  updateGroup,
  type GroupRow,
  type GroupSpec,
} from './groups';

/** Staff calls on manufacturers (makers): list, create, update (decisions.md §6 "Orders"). */

const MANUFACTURER: GroupSpec = {
  table: manufacturers,
  picture: 'logoKey',
  pictureField: 'logo_key',
  one: 'manufacturer',
  productCount: (id) =>
    sql<number>`(select count(*)::int from ${products} p where p.manufacturer_id = ${id})`,
  refresh: refreshManufacturerSearch,
};

const toAdminManufacturer = (r: GroupRow): AdminManufacturer => ({
  manufacturer_id: r.id,
  name: r.name,
  slug: r.slug,
  description: r.description,
  logo_key: r.picture,
  display_order: r.displayOrder,
  is_active: r.isActive,
  product_count: r.productCount,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

export async function listAdminManufacturers(
  db: DbOrTx,
  q: AdminListQuery,
): Promise<Page<AdminManufacturer>> {
  const page = await listGroups(db, MANUFACTURER, q);
  return { ...page, content: page.content.map(toAdminManufacturer) };
}
export async function createManufacturer(db: Db, body: CreateManufacturerBody, ctx: AppContext) {
  const id = await createGroup(db, MANUFACTURER, body, ctx);
  return toAdminManufacturer(await readGroup(db, MANUFACTURER, id));
}
export async function updateManufacturer(
  db: Db,
  id: string,
  body: UpdateManufacturerBody,
  ctx: AppContext,
) {
  await updateGroup(db, MANUFACTURER, id, body, ctx);
  return toAdminManufacturer(await readGroup(db, MANUFACTURER, id));
}
