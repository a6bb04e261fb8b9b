import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { quantityTermsProblems, type PriceSlab } from '@store/contract';
import type { DbOrTx, Tx } from '../../../db/client';
import { categories, manufacturers, productCategories, products } from '../../../db/schema/index';
import { invalid } from '../../../lib/errors';
import { toPaise, toRupees } from '../../../lib/money';
import { normaliseSku } from '../search/search-terms';
import { fieldConflict, fieldInvalid } from './admin-writes';

/**
 * What a product write checks and sets besides the product row (decisions.md › Orders,
 * › Buying in quantity): a free SKU and slug, existing maker and categories, quantity terms
 * that agree, and the product's categories.
 */

/** 409 when another product has this SKU, also written another way ("DCD 776" = "DCD-776"). */
export async function checkSkuFree(tx: DbOrTx, sku: string, exceptId?: string) {
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

export async function productSlugTaken(tx: DbOrTx, slug: string, exceptId?: string) {
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      exceptId ? and(eq(products.slug, slug), ne(products.id, exceptId)) : eq(products.slug, slug),
    )
    .limit(1);
  return rows.length > 0;
}

export async function checkReferences(
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

/**
 * Pack size, minimum order and slabs as they will be after the write, checked together
 * (decisions.md › Buying in quantity): 400 naming the first field that contradicts another.
 */
export function quantityTermsOf(v: {
  pricePaise: number;
  packSize: number;
  minOrderQty: number;
  slabs: PriceSlab[];
}) {
  const problems = quantityTermsProblems({
    price: toRupees(v.pricePaise),
    pack_size: v.packSize,
    min_order_qty: v.minOrderQty,
    price_slabs: v.slabs,
  });
  if (problems[0]) throw invalid(problems[0].message, problems);
  return {
    packSize: v.packSize,
    minOrderQty: v.minOrderQty,
    priceSlabs: v.slabs.map((s) => ({
      min_quantity: s.min_quantity,
      price_paise: toPaise(s.price),
    })),
  };
}

export async function setCategories(tx: Tx, productId: string, categoryIds: string[]) {
  await tx.delete(productCategories).where(eq(productCategories.productId, productId));
  const unique = [...new Set(categoryIds)];
  if (unique.length > 0) {
    await tx
      .insert(productCategories)
      .values(unique.map((categoryId) => ({ productId, categoryId })));
  }
}
