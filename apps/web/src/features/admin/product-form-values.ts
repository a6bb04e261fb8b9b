import type { FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import type { AdminProduct, CreateProductBodySchema } from '@store/contract';
import { uqcForUnit } from '@store/contract/reports';

/* The product form's values: defaults from a product, and how inputs become numbers. */

export type FormInput = z.input<typeof CreateProductBodySchema>;
export type FormPath = FieldPath<FormInput>;

export const GST_RATES = [0, 5, 12, 18, 28];

export const toNumber = (v: unknown) =>
  v === '' || v === null || v === undefined ? undefined : Number(v);
export const toNullableNumber = (v: unknown) => (v === '' || v === null ? null : Number(v));
export const toOptionalText = (v: unknown) =>
  typeof v === 'string' && v.trim() === '' ? undefined : v;

export function defaultsOf(product: AdminProduct | undefined): FormInput {
  if (!product) {
    return {
      name: '',
      slug: undefined,
      sku: '',
      manufacturer_id: '',
      category_ids: [],
      description: '',
      price: undefined as unknown as number,
      compare_at_price: null,
      stock_quantity: 0,
      reorder_level: 0,
      gst_rate: 18,
      hsn_code: '',
      unit: 'NOS',
      country_of_origin: 'India',
      warranty: '',
      specifications: [],
      images: [],
      display_order: 0,
      is_active: true,
      pack_size: 1,
      min_order_qty: undefined,
      price_slabs: [],
    };
  }
  return {
    name: product.name,
    slug: product.slug,
    sku: product.sku,
    manufacturer_id: product.manufacturer_id,
    category_ids: product.category_ids,
    description: product.description,
    price: product.price,
    compare_at_price: product.compare_at_price,
    reorder_level: product.reorder_level,
    gst_rate: product.gst_rate,
    hsn_code: product.hsn_code,
    // The unit is chosen from the GST unit codes (UQC) from now on; older words map to theirs.
    unit: uqcForUnit(product.unit),
    country_of_origin: product.country_of_origin,
    warranty: product.warranty,
    specifications: product.specifications,
    images: product.images,
    display_order: product.display_order,
    is_active: product.is_active,
    pack_size: product.pack_size,
    min_order_qty: product.min_order_qty,
    price_slabs: product.price_slabs,
  };
}
