import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  slugify,
  type AdminProduct,
  type AdminProductRow,
  type AdminProductsQuery,
  type CreateProductBody,
  type Page,
  type UpdateProductBody,
} from '@store/contract';
import type { AppContext } from '../../../context';
import type { Db, DbOrTx } from '../../../db/client';
import { categories, manufacturers, productCategories, products } from '../../../db/schema/index';
import { notFound } from '../../../lib/errors';
import { toPaise, toRupees } from '../../../lib/money';
import { pageFrom } from '../../../lib/page';
import { getProductDetail } from '../storefront/catalogue.service';
import { normaliseSku } from '../search/search-terms';
import { refreshProductSearch } from '../search/search.service';
import {
  activeCondition,
  checkImageKeys,
  containing,
  fieldConflict,
  fieldInvalid,
  freeSlug,
  writing,
} from './admin-writes';
import {
  checkReferences,
  checkSkuFree,
  productSlugTaken,
  quantityTermsOf,
  setCategories,
} from './product-writes';

/** Staff calls on products: list, read, create, update (decisions.md › Orders). */

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
  db: DbOrTx,
  q: AdminProductsQuery,
): Promise<Page<AdminProductRow>> {
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
export async function getAdminProduct(
  db: DbOrTx,
  id: string,
  ctx: AppContext,
): Promise<AdminProduct> {
  const [row] = await db
    .select({
      reorderLevel: products.reorderLevel,
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
    reorder_level: row.reorderLevel,
    display_order: row.displayOrder,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** POST /admin/products. */
export async function createProduct(
  db: Db,
  body: CreateProductBody,
  ctx: AppContext,
): Promise<AdminProduct> {
  await checkImageKeys(ctx, 'images', body.images ?? []);
  const packSize = body.pack_size ?? 1;
  const terms = quantityTermsOf({
    pricePaise: toPaise(body.price),
    packSize,
    // the minimum defaults to one pack
    minOrderQty: body.min_order_qty ?? packSize,
    slabs: body.price_slabs ?? [],
  });
  const id = await writing(db, ctx, async (tx) => {
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
        reorderLevel: body.reorder_level ?? 0,
        gstRate: body.gst_rate ?? 18,
        hsnCode: body.hsn_code ?? '',
        unit: body.unit ?? 'piece',
        countryOfOrigin: body.country_of_origin ?? 'India',
        warranty: body.warranty ?? '',
        specifications: body.specifications ?? [],
        images: [...new Set(body.images ?? [])],
        displayOrder: body.display_order ?? 0,
        isActive: body.is_active ?? true,
        ...terms,
      })
      .returning({ id: products.id });
    if (!row) throw new Error('insert returned nothing');
    await setCategories(tx, row.id, body.category_ids);
    await refreshProductSearch(tx, row.id);
    return row.id;
  });
  return getAdminProduct(db, id, ctx);
}

/** PATCH /admin/products/{id}: any subset; `stock_quantity` sets the count outright. */
export async function updateProduct(
  db: Db,
  id: string,
  body: UpdateProductBody,
  ctx: AppContext,
): Promise<AdminProduct> {
  const [current] = await db
    .select({ images: products.images })
    .from(products)
    .where(eq(products.id, id));
  if (!current) throw notFound('Product not found');
  await checkImageKeys(ctx, 'images', body.images ?? [], current.images);
  await writing(db, ctx, async (tx) => {
    const [row] = await tx
      .select({
        pricePaise: products.pricePaise,
        compareAtPaise: products.compareAtPaise,
        packSize: products.packSize,
        minOrderQty: products.minOrderQty,
        priceSlabs: products.priceSlabs,
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
    const packSize = body.pack_size ?? row.packSize;
    const terms = quantityTermsOf({
      pricePaise: price,
      packSize,
      // a minimum left at one pack follows a new pack size; any other is checked as it is
      minOrderQty:
        body.min_order_qty ??
        (body.pack_size !== undefined && row.minOrderQty === row.packSize
          ? packSize
          : row.minOrderQty),
      slabs:
        body.price_slabs ??
        row.priceSlabs.map((s) => ({
          min_quantity: s.min_quantity,
          price: toRupees(s.price_paise),
        })),
    });
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
        ...(body.reorder_level !== undefined ? { reorderLevel: body.reorder_level } : {}),
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
        ...terms,
        updatedAt: new Date(),
      })
      .where(eq(products.id, id));
    if (body.category_ids !== undefined) await setCategories(tx, id, body.category_ids);
    await refreshProductSearch(tx, id);
  });
  return getAdminProduct(db, id, ctx);
}
