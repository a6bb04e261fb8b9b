import { sql } from 'drizzle-orm';
import type {
  AdminManufacturer,
  CreateManufacturerBody,
  UpdateManufacturerBody,
} from '@store/contract';
import { manufacturers, products } from '../../../db/schema/index';
import { refreshManufacturerSearch } from '../search/search.service';
import { groupCalls, groupFields, type GroupSpec } from './groups';

/** Staff calls on manufacturers (makers): list, create, update (docs/decisions/062-staff-catalogue-calls.md). */

const MANUFACTURER: GroupSpec = {
  table: manufacturers,
  picture: 'logoKey',
  pictureField: 'logo_key',
  one: 'manufacturer',
  productCount: (id) =>
    sql<number>`(select count(*)::int from ${products} p where p.manufacturer_id = ${id})`,
  refresh: refreshManufacturerSearch,
};

const calls = groupCalls<AdminManufacturer, CreateManufacturerBody, UpdateManufacturerBody>(
  MANUFACTURER,
  (r) => ({ manufacturer_id: r.id, logo_key: r.picture, ...groupFields(r) }),
);
export const listAdminManufacturers = calls.list;
export const createManufacturer = calls.create;
export const updateManufacturer = calls.update;
