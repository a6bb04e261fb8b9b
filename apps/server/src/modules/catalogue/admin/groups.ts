import { and, asc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { slugify, type AdminListQuery, type Page } from '@store/contract';
import type { AppContext } from '../../../context';
import type { Db, DbOrTx } from '../../../db/client';
import { categories, manufacturers } from '../../../db/schema/index';
import { notFound } from '../../../lib/errors';
import { pageFrom } from '../../../lib/page';
import { notifyCatalogueChanged } from '../search/search.service';
import {
  activeCondition,
  checkImageKeys,
  containing,
  fieldConflict,
  freeSlug,
  writing,
} from './admin-writes';

// Categories and manufacturers have the same shape (name, slug, description, picture, order,
// active): one implementation, specialised by categories.service.ts and manufacturers.service.ts.
type GroupTable = typeof categories | typeof manufacturers;

export interface GroupSpec {
  table: GroupTable;
  picture: 'imageKey' | 'logoKey';
  pictureField: 'image_key' | 'logo_key';
  one: 'category' | 'manufacturer';
  /** Products linked to the row (active or not). */
  productCount: (id: SQL) => SQL<number>;
  refresh: (tx: DbOrTx, id: string) => Promise<void>;
}

export interface GroupRow {
  id: string;
  name: string;
  slug: string;
  description: string;
  picture: string | null;
  displayOrder: number;
  isActive: boolean;
  productCount: number;
  createdAt: Date;
  updatedAt: Date;
}

function groupColumns(spec: GroupSpec) {
  const t = spec.table;
  return {
    id: t.id,
    name: t.name,
    slug: t.slug,
    description: t.description,
    picture: spec.picture === 'imageKey' ? categories.imageKey : manufacturers.logoKey,
    displayOrder: t.displayOrder,
    isActive: t.isActive,
    productCount: spec.productCount(sql`${t.id}`),
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
  };
}

export async function listGroups(
  db: DbOrTx,
  spec: GroupSpec,
  q: AdminListQuery,
): Promise<Page<GroupRow>> {
  const t = spec.table;
  const conditions = [activeCondition(sql`${t.isActive}`, q.active)];
  if (q.q) conditions.push(or(ilike(t.name, containing(q.q)), ilike(t.slug, containing(q.q))));
  const where = and(...conditions.filter((c): c is SQL => c !== undefined));
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t)
    .where(where);
  const rows = (await db
    .select(groupColumns(spec))
    .from(t)
    .where(where)
    .orderBy(asc(t.displayOrder), asc(t.name), asc(t.id))
    .limit(q.limit)
    .offset(q.index * q.limit)) as GroupRow[];
  return pageFrom(rows, count?.n ?? 0, q);
}

export async function readGroup(db: DbOrTx, spec: GroupSpec, id: string): Promise<GroupRow> {
  const [row] = (await db
    .select(groupColumns(spec))
    .from(spec.table)
    .where(eq(spec.table.id, id))) as GroupRow[];
  if (!row) throw notFound(`${spec.one === 'category' ? 'Category' : 'Manufacturer'} not found`);
  return row;
}

async function slugTaken(db: DbOrTx, table: GroupTable, slug: string, exceptId?: string) {
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(exceptId ? and(eq(table.slug, slug), ne(table.id, exceptId)) : eq(table.slug, slug))
    .limit(1);
  return rows.length > 0;
}

export type GroupBody = {
  name?: string;
  slug?: string;
  description?: string;
  display_order?: number;
  is_active?: boolean;
  image_key?: string | null;
  logo_key?: string | null;
};

export async function createGroup(
  db: Db,
  spec: GroupSpec,
  body: GroupBody,
  ctx: AppContext,
): Promise<string> {
  const picture = body[spec.pictureField] ?? null;
  await checkImageKeys(ctx, spec.pictureField, [picture]);
  return writing(db, ctx, async (tx) => {
    const t = spec.table;
    let slug: string;
    if (body.slug) {
      if (await slugTaken(tx, t, body.slug)) {
        throw fieldConflict('slug', `A ${spec.one} with the slug "${body.slug}" already exists`);
      }
      slug = body.slug;
    } else {
      slug = await freeSlug((s) => slugTaken(tx, t, s), slugify(body.name ?? ''), spec.one);
    }
    const [row] = await tx
      .insert(t)
      .values({
        name: body.name ?? '',
        slug,
        description: body.description ?? '',
        [spec.picture]: picture,
        displayOrder: body.display_order ?? 0,
        isActive: body.is_active ?? true,
      })
      .returning({ id: t.id });
    if (!row) throw new Error('insert returned nothing');
    await spec.refresh(tx, row.id);
    return row.id;
  });
}

export async function updateGroup(
  db: Db,
  spec: GroupSpec,
  id: string,
  body: GroupBody,
  ctx: AppContext,
): Promise<void> {
  const t = spec.table;
  const current = await readGroup(db, spec, id);
  await checkImageKeys(ctx, spec.pictureField, [body[spec.pictureField]], [current.picture]);
  await writing(db, ctx, async (tx) => {
    const [locked] = await tx.select({ id: t.id }).from(t).where(eq(t.id, id)).for('update');
    if (!locked)
      throw notFound(`${spec.one === 'category' ? 'Category' : 'Manufacturer'} not found`);
    if (body.slug !== undefined && (await slugTaken(tx, t, body.slug, id))) {
      throw fieldConflict('slug', `A ${spec.one} with the slug "${body.slug}" already exists`);
    }
    const picture = body[spec.pictureField];
    await tx
      .update(t)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.slug !== undefined ? { slug: body.slug } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(picture !== undefined ? { [spec.picture]: picture } : {}),
        ...(body.display_order !== undefined ? { displayOrder: body.display_order } : {}),
        ...(body.is_active !== undefined ? { isActive: body.is_active } : {}),
        updatedAt: new Date(),
      })
      .where(eq(t.id, id));
    // The name is in every linked product's search text; any change reaches the caches.
    if (body.name !== undefined && body.name !== current.name) await spec.refresh(tx, id);
    else await notifyCatalogueChanged(tx);
  });
}

/** The answer fields every group shares; each entity adds its own id and picture field names. */
export const groupFields = (r: GroupRow) => ({
  name: r.name,
  slug: r.slug,
  description: r.description,
  display_order: r.displayOrder,
  is_active: r.isActive,
  product_count: r.productCount,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

/** The staff calls of one kind of group (list, create, update), answering its own shape. */
export function groupCalls<Dto, Create extends GroupBody, Update extends GroupBody>(
  spec: GroupSpec,
  toDto: (row: GroupRow) => Dto,
) {
  return {
    async list(db: DbOrTx, q: AdminListQuery): Promise<Page<Dto>> {
      const page = await listGroups(db, spec, q);
      return { ...page, content: page.content.map(toDto) };
    },
    async create(db: Db, body: Create, ctx: AppContext): Promise<Dto> {
      const id = await createGroup(db, spec, body, ctx);
      return toDto(await readGroup(db, spec, id));
    },
    async update(db: Db, id: string, body: Update, ctx: AppContext): Promise<Dto> {
      await updateGroup(db, spec, id, body, ctx);
      return toDto(await readGroup(db, spec, id));
    },
  };
}
