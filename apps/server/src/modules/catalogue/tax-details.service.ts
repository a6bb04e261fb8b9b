import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/index';

export interface ProductTaxDetails {
  id: string;
  hsnCode: string;
  gstRate: number;
  unit: string;
}

/** The GST particulars of products (HSN code, GST rate, unit), for order and invoice lines. */
export async function productTaxDetails(
  db: DbOrTx,
  productIds: string[],
): Promise<Map<string, ProductTaxDetails>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      hsnCode: products.hsnCode,
      gstRate: products.gstRate,
      unit: products.unit,
    })
    .from(products)
    .where(inArray(products.id, [...new Set(productIds)]));
  return new Map(rows.map((r) => [r.id, r]));
}
