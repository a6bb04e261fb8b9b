import type { Category, Manufacturer, ProductDetail, ProductSummary } from '@store/contract';
import type { AppContext } from '../../../context';
import { toRupees } from '../../../lib/money';
import type { CatalogueSnapshot, CategoryInfo, MakerInfo } from './catalogue-snapshot';
import type { ProductDetailRow, ProductRow } from './catalogue.queries';
import { imageSrcs } from '../images/image-src';
import { slabsInRupees } from '../../pricing/pricing';

/**
 * The storefront's answer shapes (decisions.md › Catalogue; staff endpoints answer the same
 * ones), built from database rows and the in-memory catalogue snapshot. No database work here.
 */

export function toCategory(c: CategoryInfo): Category {
  return {
    category_id: c.id,
    name: c.name,
    slug: c.slug,
    imageUrl: c.imageUrl,
    description: c.description,
    product_count: c.productCount,
  };
}

/** Active category names in display order, of the given ids. */
export function categoryNamesOf(snap: CatalogueSnapshot, ids: readonly string[]): string[] {
  return ids
    .map((id) => snap.categoryById.get(id))
    .filter((c): c is CategoryInfo => !!c?.isActive)
    .sort((a, b) => a.displayOrder - b.displayOrder || a.name.localeCompare(b.name, 'en'))
    .map((c) => c.name);
}

/** A maker; `productCount` overrides the catalogue-wide count (e.g. within one category). */
export function toManufacturer(
  m: MakerInfo,
  snap: CatalogueSnapshot,
  productCount = m.productCount,
): Manufacturer {
  return {
    manufacturer_id: m.id,
    name: m.name,
    slug: m.slug,
    logo_info: m.logoUrl ? { access_url: m.logoUrl } : null,
    description: m.description,
    category_names: categoryNamesOf(snap, m.categoryIds),
    product_count: productCount,
  };
}

export function toProductSummary(row: ProductRow, snap: CatalogueSnapshot): ProductSummary {
  return {
    product_id: row.id,
    name: row.name,
    slug: row.slug,
    sku: row.sku,
    manufacturer_id: row.manufacturer_id,
    manufacturer_name: snap.makerById.get(row.manufacturer_id)?.name ?? '',
    category_names: categoryNamesOf(snap, row.category_ids),
    thumbnail_url: row.images[0] ?? null,
    price: toRupees(row.price_paise),
    compare_at_price: row.compare_at_paise == null ? null : toRupees(row.compare_at_paise),
    in_stock: row.stock_quantity > 0,
    pack_size: row.pack_size,
    min_order_qty: row.min_order_qty,
    price_slabs: slabsInRupees(row.price_slabs),
  };
}

export function toProductDetail(row: ProductDetailRow, snap: CatalogueSnapshot): ProductDetail {
  const activeCategoryIds = row.category_ids.filter((id) => snap.categoryById.get(id)?.isActive);
  return {
    ...toProductSummary(row, snap),
    description: row.description,
    images: row.images,
    specifications: row.specifications,
    stock_quantity: row.stock_quantity,
    gst_rate: Number(row.gst_rate),
    hsn_code: row.hsn_code,
    unit: row.unit,
    country_of_origin: row.country_of_origin,
    warranty: row.warranty,
    category_ids: activeCategoryIds,
    manufacturer_slug: snap.makerById.get(row.manufacturer_id)?.slug ?? '',
  };
}

/** The detail with ready signed URLs of its pictures (`thumbnail_src`, `images_src`). */
export async function withImageSrcs(ctx: AppContext, d: ProductDetail): Promise<ProductDetail> {
  const srcs = await imageSrcs(ctx, d.images);
  return {
    ...d,
    thumbnail_src: d.thumbnail_url ? (srcs.get(d.thumbnail_url) ?? null) : null,
    images_src: d.images.map((k) => srcs.get(k) ?? null),
  };
}
