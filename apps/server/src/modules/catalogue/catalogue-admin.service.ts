import { and, asc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  MAX_STOCK,
  slugify,
  type AdminCategory,
  type AdminListQuery,
  type AdminManufacturer,
  type AdminProduct,
  type AdminProductRow,
  type AdminProductsQuery,
  type CreateCategoryBody,
  type CreateManufacturerBody,
  type CreateProductBody,
  type FieldError,
  type Page,
  type StockAdjustmentBody,
  type UpdateCategoryBody,
  type UpdateManufacturerBody,
  type UpdateProductBody,
  type UploadedImage,
} from '@store/contract';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { categories, manufacturers, productCategories, products } from '../../db/schema/index';
import { AppError, invalid, notFound } from '../../lib/errors';
import { toPaise, toRupees } from '../../lib/money';
import { catalogueChanged } from './catalogue-cache';
import { getProductDetail } from './catalogue.service';
import { imageStorageOf } from './images/image-storage';
import { isValidObjectKey, newUploadKey } from './images/image-keys';
import { normaliseSku } from './search-terms';
import {
  notifyCatalogueChanged,
  refreshCategorySearch,
  refreshManufacturerSearch,
  refreshProductSearch,
} from './search.service';

/*
 * Staff catalogue writes (decisions §6). Every write runs in one transaction that also keeps
 * the search data in step (refresh*Search) and notifies every server process, so caches
 * reload when it commits. Uniqueness (SKU, slugs) is checked first for a clear message, and
 * the unique indexes catch the rare race between two staff members.
 */

// ---------------------------------------------------------------------------------------------
// Shared helpers

const fieldConflict = (field: string, message: string) =>
  new AppError('conflict', message, [{ field, message }]);
const fieldInvalid = (field: string, message: string) => invalid(message, [{ field, message }]);

/** `%`, `_` and `\` are wildcards in LIKE: a search for "50%" means the text "50%". */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const containing = (q: string) => `%${likeEscape(q)}%`;

function pageFrom<T>(content: T[], total: number, q: { index: number; limit: number }): Page<T> {
  return {
    content,
    total_elements: total,
    total_pages: Math.ceil(total / q.limit),
    index: q.index,
    limit: q.limit,
    number_of_elements: content.length,
  };
}

function activeCondition(column: SQL, filter: AdminListQuery['active']): SQL | undefined {
  if (filter === 'active') return sql`${column}`;
  if (filter === 'inactive') return sql`not ${column}`;
  return undefined;
}

/** The constraint a unique violation names (drizzle wraps the driver's error), else null. */
function uniqueViolation(err: unknown): string | null {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e;) {
    if (e.code === '23505') return e.constraint ?? '';
    e = e.cause as typeof e;
  }
  return null;
}

const UNIQUE_MESSAGES: Record<string, [string, string]> = {
  products_sku_uq: ['sku', 'A product with this SKU already exists'],
  products_slug_uq: ['slug', 'A product with this slug already exists'],
  categories_slug_uq: ['slug', 'A category with this slug already exists'],
  manufacturers_slug_uq: ['slug', 'A manufacturer with this slug already exists'],
};

/** Runs a write; a unique-index race becomes the same 409 the pre-checks give. */
async function writing<T>(ctx: AppContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    const result = await ctx.db.transaction(work);
    catalogueChanged(ctx); // this process at once; the others hear the NOTIFY
    return result;
  } catch (err) {
    const constraint = uniqueViolation(err);
    const known = constraint === null ? undefined : UNIQUE_MESSAGES[constraint];
    if (known) throw fieldConflict(known[0], known[1]);
    throw err;
  }
}

/**
 * Picture keys must be well formed and point to a stored picture (uploaded first through
 * POST /admin/images). Keys the row already had are not checked again.
 */
async function checkImageKeys(
  ctx: AppContext,
  field: string,
  keys: (string | null | undefined)[],
  already: readonly (string | null)[] = [],
): Promise<void> {
  const storage = imageStorageOf(ctx);
  for (const key of keys) {
    if (!key || already.includes(key)) continue;
    if (!isValidObjectKey(key)) throw fieldInvalid(field, `Invalid image key: ${key}`);
    if (!(await storage.exists(key))) {
      throw fieldInvalid(field, 'Picture not found: upload it first');
    }
  }
}

/** A free slug: the wanted one, or with -2, -3... when taken. */
async function freeSlug(
  taken: (slug: string) => Promise<boolean>,
  wanted: string,
  fallback: string,
): Promise<string> {
  const base = (wanted || fallback).slice(0, 110).replace(/-+$/, '') || fallback;
  if (!(await taken(base))) return base;
  for (let n = 2; n < 1000; n += 1) {
    const candidate = `${base}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
  return `${base}-${crypto.randomUUID().slice(0, 8)}`;
}

// ---------------------------------------------------------------------------------------------
// Categories and manufacturers (the same shape: name, slug, description, picture, order, active)

type GroupTable = typeof categories | typeof manufacturers;

interface GroupSpec {
  table: GroupTable;
  picture: 'imageKey' | 'logoKey';
  pictureField: 'image_key' | 'logo_key';
  one: 'category' | 'manufacturer';
  /** Products linked to the row (active or not). */
  productCount: (id: SQL) => SQL<number>;
  refresh: (tx: DbOrTx, id: string) => Promise<void>;
}

const CATEGORY: GroupSpec = {
  table: categories,
  picture: 'imageKey',
  pictureField: 'image_key',
  one: 'category',
  productCount: (id) =>
    sql<number>`(select count(*)::int from ${productCategories} pc where pc.category_id = ${id})`,
  refresh: refreshCategorySearch,
};
const MANUFACTURER: GroupSpec = {
  table: manufacturers,
  picture: 'logoKey',
  pictureField: 'logo_key',
  one: 'manufacturer',
  productCount: (id) =>
    sql<number>`(select count(*)::int from ${products} p where p.manufacturer_id = ${id})`,
  refresh: refreshManufacturerSearch,
};

interface GroupRow {
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

async function listGroups(db: DbOrTx, spec: GroupSpec, q: AdminListQuery): Promise<Page<GroupRow>> {
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

async function readGroup(db: DbOrTx, spec: GroupSpec, id: string): Promise<GroupRow> {
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

type GroupBody = {
  name?: string;
  slug?: string;
  description?: string;
  display_order?: number;
  is_active?: boolean;
  image_key?: string | null;
  logo_key?: string | null;
};

async function createGroup(ctx: AppContext, spec: GroupSpec, body: GroupBody): Promise<string> {
  const picture = body[spec.pictureField] ?? null;
  await checkImageKeys(ctx, spec.pictureField, [picture]);
  return writing(ctx, async (tx) => {
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

async function updateGroup(
  ctx: AppContext,
  spec: GroupSpec,
  id: string,
  body: GroupBody,
): Promise<void> {
  const t = spec.table;
  const current = await readGroup(ctx.db, spec, id);
  await checkImageKeys(ctx, spec.pictureField, [body[spec.pictureField]], [current.picture]);
  await writing(ctx, async (tx) => {
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

export async function listAdminCategories(
  ctx: AppContext,
  q: AdminListQuery,
): Promise<Page<AdminCategory>> {
  const page = await listGroups(ctx.db, CATEGORY, q);
  return { ...page, content: page.content.map(toAdminCategory) };
}
export async function createCategory(ctx: AppContext, body: CreateCategoryBody) {
  const id = await createGroup(ctx, CATEGORY, body);
  return toAdminCategory(await readGroup(ctx.db, CATEGORY, id));
}
export async function updateCategory(ctx: AppContext, id: string, body: UpdateCategoryBody) {
  await updateGroup(ctx, CATEGORY, id, body);
  return toAdminCategory(await readGroup(ctx.db, CATEGORY, id));
}

export async function listAdminManufacturers(
  ctx: AppContext,
  q: AdminListQuery,
): Promise<Page<AdminManufacturer>> {
  const page = await listGroups(ctx.db, MANUFACTURER, q);
  return { ...page, content: page.content.map(toAdminManufacturer) };
}
export async function createManufacturer(ctx: AppContext, body: CreateManufacturerBody) {
  const id = await createGroup(ctx, MANUFACTURER, body);
  return toAdminManufacturer(await readGroup(ctx.db, MANUFACTURER, id));
}
export async function updateManufacturer(
  ctx: AppContext,
  id: string,
  body: UpdateManufacturerBody,
) {
  await updateGroup(ctx, MANUFACTURER, id, body);
  return toAdminManufacturer(await readGroup(ctx.db, MANUFACTURER, id));
}

// ---------------------------------------------------------------------------------------------
// Products

/**
 * What the staff search box matches: every word of the query inside the product's search
 * text (name, SKU, maker, categories; trigram-indexed), or the SKU whatever its spacing.
 */
function productSearch(q: string): SQL | undefined {
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  const parts: SQL[] = [];
  if (words.length > 0) {
    const all = and(...words.map((w) => sql`${products.searchText} like ${containing(w)}`));
    if (all) parts.push(all);
  }
  const sku = normaliseSku(q);
  if (sku) parts.push(eq(products.skuNorm, sku));
  // Both arms are indexed (trigram on search_text, b-tree on sku_norm): fast on 100,000 rows.
  return parts.length > 0 ? or(...parts) : sql`false`;
}

export async function listAdminProducts(
  ctx: AppContext,
  q: AdminProductsQuery,
): Promise<Page<AdminProductRow>> {
  const db = ctx.db;
  const conditions: (SQL | undefined)[] = [activeCondition(sql`${products.isActive}`, q.active)];
  if (q.manufacturerId) conditions.push(eq(products.manufacturerId, q.manufacturerId));
  if (q.categoryId) {
    conditions.push(
      sql`exists (select 1 from ${productCategories} pc where pc.product_id = ${products.id} and pc.category_id = ${q.categoryId})`,
    );
  }
  if (q.q) conditions.push(productSearch(q.q));
  const where = and(...conditions.filter((c): c is SQL => c !== undefined));
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(where);
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      sku: products.sku,
      manufacturerId: products.manufacturerId,
      manufacturerName: manufacturers.name,
      images: products.images,
      pricePaise: products.pricePaise,
      compareAtPaise: products.compareAtPaise,
      stock: products.stockQuantity,
      isActive: products.isActive,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .where(where)
    .orderBy(asc(products.name), asc(products.id))
    .limit(q.limit)
    .offset(q.index * q.limit);
  const names = new Map<string, string[]>();
  if (rows.length > 0) {
    const links = await db
      .select({ productId: productCategories.productId, name: categories.name })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(
        inArray(
          productCategories.productId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(categories.displayOrder), asc(categories.name));
    for (const l of links) names.set(l.productId, [...(names.get(l.productId) ?? []), l.name]);
  }
  const content = rows.map((r): AdminProductRow => ({
    product_id: r.id,
    name: r.name,
    slug: r.slug,
    sku: r.sku,
    manufacturer_id: r.manufacturerId,
    manufacturer_name: r.manufacturerName,
    category_names: names.get(r.id) ?? [],
    thumbnail_url: r.images[0] ?? null,
    price: toRupees(r.pricePaise),
    compare_at_price: r.compareAtPaise == null ? null : toRupees(r.compareAtPaise),
    stock_quantity: r.stock,
    is_active: r.isActive,
    updated_at: r.updatedAt.toISOString(),
  }));
  return pageFrom(content, count?.n ?? 0, q);
}

/** GET /admin/products/{id}: the product detail, active or not, with the staff fields. */
export async function getAdminProduct(ctx: AppContext, id: string): Promise<AdminProduct> {
  const [row] = await ctx.db
    .select({
      displayOrder: products.displayOrder,
      isActive: products.isActive,
      createdAt: products.createdAt,
      updatedAt: products.updatedAt,
      categoryIds: sql<
        string[]
      >`array(select pc.category_id::text from ${productCategories} pc where pc.product_id = ${products.id} order by pc.category_id)`,
    })
    .from(products)
    .where(eq(products.id, id));
  if (!row) throw notFound('Product not found');
  const detail = await getProductDetail(ctx, { id }, { includeInactive: true });
  return {
    ...detail,
    // every category the product is in (the public detail lists only active ones)
    category_ids: row.categoryIds,
    display_order: row.displayOrder,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** 409 when another product has this SKU, also written another way ("DCD 776" = "DCD-776"). */
async function checkSkuFree(tx: DbOrTx, sku: string, exceptId?: string) {
  const norm = normaliseSku(sku);
  const same = or(sql`lower(${products.sku}) = lower(${sku})`, eq(products.skuNorm, norm));
  const [other] = await tx
    .select({ sku: products.sku })
    .from(products)
    .where(exceptId ? and(same, ne(products.id, exceptId)) : same)
    .limit(1);
  if (other) {
    throw fieldConflict(
      'sku',
      other.sku === sku
        ? `A product with the SKU ${sku} already exists`
        : `A product with the SKU ${other.sku} already exists (the same part number as ${sku})`,
    );
  }
}

async function productSlugTaken(tx: DbOrTx, slug: string, exceptId?: string) {
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      exceptId ? and(eq(products.slug, slug), ne(products.id, exceptId)) : eq(products.slug, slug),
    )
    .limit(1);
  return rows.length > 0;
}

async function checkReferences(
  tx: DbOrTx,
  manufacturerId: string | undefined,
  categoryIds: string[] | undefined,
) {
  if (manufacturerId !== undefined) {
    const [maker] = await tx
      .select({ id: manufacturers.id })
      .from(manufacturers)
      .where(eq(manufacturers.id, manufacturerId));
    if (!maker) throw fieldInvalid('manufacturer_id', 'Choose an existing manufacturer');
  }
  if (categoryIds !== undefined) {
    const unique = [...new Set(categoryIds)];
    const found = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(inArray(categories.id, unique));
    if (found.length !== unique.length) {
      throw fieldInvalid('category_ids', 'Choose existing categories');
    }
  }
}

async function setCategories(tx: Tx, productId: string, categoryIds: string[]) {
  await tx.delete(productCategories).where(eq(productCategories.productId, productId));
  const unique = [...new Set(categoryIds)];
  if (unique.length > 0) {
    await tx
      .insert(productCategories)
      .values(unique.map((categoryId) => ({ productId, categoryId })));
  }
}

/** POST /admin/products. */
export async function createProduct(
  ctx: AppContext,
  body: CreateProductBody,
): Promise<AdminProduct> {
  await checkImageKeys(ctx, 'images', body.images ?? []);
  const id = await writing(ctx, async (tx) => {
    await checkReferences(tx, body.manufacturer_id, body.category_ids);
    await checkSkuFree(tx, body.sku);
    let slug: string;
    if (body.slug) {
      if (await productSlugTaken(tx, body.slug)) {
        throw fieldConflict('slug', `A product with the slug "${body.slug}" already exists`);
      }
      slug = body.slug;
    } else {
      const taken = (s: string) => productSlugTaken(tx, s);
      const byName = slugify(body.name);
      slug = (await taken(byName))
        ? await freeSlug(taken, slugify(`${body.name} ${body.sku}`), 'product')
        : byName || (await freeSlug(taken, slugify(body.sku), 'product'));
    }
    const [row] = await tx
      .insert(products)
      .values({
        name: body.name,
        slug,
        sku: body.sku,
        skuNorm: normaliseSku(body.sku),
        manufacturerId: body.manufacturer_id,
        description: body.description ?? '',
        pricePaise: toPaise(body.price),
        compareAtPaise: body.compare_at_price == null ? null : toPaise(body.compare_at_price),
        stockQuantity: body.stock_quantity ?? 0,
        gstRate: body.gst_rate ?? 18,
        hsnCode: body.hsn_code ?? '',
        unit: body.unit ?? 'piece',
        countryOfOrigin: body.country_of_origin ?? 'India',
        warranty: body.warranty ?? '',
        specifications: body.specifications ?? [],
        images: [...new Set(body.images ?? [])],
        displayOrder: body.display_order ?? 0,
        isActive: body.is_active ?? true,
      })
      .returning({ id: products.id });
    if (!row) throw new Error('insert returned nothing');
    await setCategories(tx, row.id, body.category_ids);
    await refreshProductSearch(tx, row.id);
    return row.id;
  });
  return getAdminProduct(ctx, id);
}

/** PATCH /admin/products/{id}: any subset; `stock_quantity` sets the count outright. */
export async function updateProduct(
  ctx: AppContext,
  id: string,
  body: UpdateProductBody,
): Promise<AdminProduct> {
  const [current] = await ctx.db
    .select({ images: products.images })
    .from(products)
    .where(eq(products.id, id));
  if (!current) throw notFound('Product not found');
  await checkImageKeys(ctx, 'images', body.images ?? [], current.images);
  await writing(ctx, async (tx) => {
    const [row] = await tx
      .select({
        pricePaise: products.pricePaise,
        compareAtPaise: products.compareAtPaise,
      })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
    if (!row) throw notFound('Product not found');
    await checkReferences(tx, body.manufacturer_id, body.category_ids);
    if (body.sku !== undefined) await checkSkuFree(tx, body.sku, id);
    if (body.slug !== undefined && (await productSlugTaken(tx, body.slug, id))) {
      throw fieldConflict('slug', `A product with the slug "${body.slug}" already exists`);
    }
    const price = body.price !== undefined ? toPaise(body.price) : row.pricePaise;
    const compareAt =
      body.compare_at_price === undefined
        ? row.compareAtPaise
        : body.compare_at_price === null
          ? null
          : toPaise(body.compare_at_price);
    if (compareAt !== null && compareAt <= price) {
      throw fieldInvalid('compare_at_price', 'Compare-at price must be more than the price');
    }
    await tx
      .update(products)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.slug !== undefined ? { slug: body.slug } : {}),
        ...(body.sku !== undefined ? { sku: body.sku, skuNorm: normaliseSku(body.sku) } : {}),
        ...(body.manufacturer_id !== undefined ? { manufacturerId: body.manufacturer_id } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        pricePaise: price,
        compareAtPaise: compareAt,
        ...(body.stock_quantity !== undefined ? { stockQuantity: body.stock_quantity } : {}),
        ...(body.gst_rate !== undefined ? { gstRate: body.gst_rate } : {}),
        ...(body.hsn_code !== undefined ? { hsnCode: body.hsn_code } : {}),
        ...(body.unit !== undefined ? { unit: body.unit } : {}),
        ...(body.country_of_origin !== undefined
          ? { countryOfOrigin: body.country_of_origin }
          : {}),
        ...(body.warranty !== undefined ? { warranty: body.warranty } : {}),
        ...(body.specifications !== undefined ? { specifications: body.specifications } : {}),
        ...(body.images !== undefined ? { images: [...new Set(body.images)] } : {}),
        ...(body.display_order !== undefined ? { displayOrder: body.display_order } : {}),
        ...(body.is_active !== undefined ? { isActive: body.is_active } : {}),
        updatedAt: new Date(),
      })
      .where(eq(products.id, id));
    if (body.category_ids !== undefined) await setCategories(tx, id, body.category_ids);
    await refreshProductSearch(tx, id);
  });
  return getAdminProduct(ctx, id);
}

/**
 * POST /admin/products/{id}/stock. `delta` is applied in one statement (stock = stock + delta),
 * so it composes with orders taking stock at the same moment; it may not go below 0 or above
 * the maximum. `set` replaces the count (after a stock-take).
 */
export async function adjustStock(
  ctx: AppContext,
  id: string,
  body: StockAdjustmentBody,
): Promise<AdminProduct> {
  const next =
    body.set !== undefined
      ? sql`${body.set}::int`
      : sql`${products.stockQuantity} + ${body.delta ?? 0}::int`;
  const updated = await ctx.db
    .update(products)
    .set({ stockQuantity: next, updatedAt: new Date() })
    .where(and(eq(products.id, id), sql`${next} between 0 and ${MAX_STOCK}`))
    .returning({ stock: products.stockQuantity });
  if (updated.length === 0) {
    const [row] = await ctx.db
      .select({ stock: products.stockQuantity })
      .from(products)
      .where(eq(products.id, id));
    if (!row) throw notFound('Product not found');
    const delta = body.delta ?? 0;
    throw fieldConflict(
      'delta',
      row.stock + delta < 0
        ? `Stock cannot go below 0: only ${row.stock} in stock`
        : `Stock cannot be more than ${MAX_STOCK}`,
    );
  }
  return getAdminProduct(ctx, id);
}

// ---------------------------------------------------------------------------------------------
// Picture uploads

export type UploadType = UploadedImage['content_type'];

/** The picture type by the file's first bytes (its magic number), or null. */
export function detectImageType(bytes: Uint8Array): UploadType | null {
  const at = (i: number) => bytes[i] ?? -1;
  const ascii = (from: number, text: string) =>
    [...text].every((ch, i) => at(from + i) === ch.charCodeAt(0));
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => at(i) === b)) {
    return 'image/png';
  }
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  return null;
}

export const UNSUPPORTED_PICTURE = 'Only JPEG, PNG or WebP pictures can be uploaded';

/**
 * POST /admin/images: stores a picture whose content is JPEG, PNG or WebP (whatever type the
 * upload claims) under a fresh key and answers the key with a URL to preview it.
 */
export async function storeUploadedImage(
  ctx: AppContext,
  bytes: Uint8Array,
): Promise<UploadedImage> {
  if (bytes.length === 0)
    throw invalid('The file is empty', [{ field: 'file', message: 'The file is empty' }]);
  const type = detectImageType(bytes);
  if (!type) {
    throw new AppError('unsupported_media_type', UNSUPPORTED_PICTURE, [
      { field: 'file', message: UNSUPPORTED_PICTURE },
    ] satisfies FieldError[]);
  }
  const storage = imageStorageOf(ctx);
  const key = newUploadKey(type, 'uploads');
  await storage.putObject(key, bytes, type);
  const { url } = await storage.presignedUrl(key);
  return { object_key: key, content_type: type, size: bytes.length, preview_url: url };
}
