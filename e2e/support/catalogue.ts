import type { APIRequestContext } from '@playwright/test';

/** Reads `data` of a successful API answer (throws with the body otherwise). */
export async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/api${path}`);
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

export interface CategoryInfo {
  category_id: string;
  name: string;
  slug: string;
  product_count: number;
}
export interface MakerInfo {
  manufacturer_id: string;
  name: string;
  slug: string;
  product_count: number;
}
export interface ProductInfo {
  product_id: string;
  name: string;
  slug: string;
  sku: string;
  manufacturer_name: string;
  price: number;
  in_stock: boolean;
}

/**
 * The first active category that has products (staff journeys may add empty ones meanwhile),
 * one of its makers, and an in-stock product of both.
 */
export async function catalogueJourney(request: APIRequestContext) {
  const categories = (await apiData<{ content: CategoryInfo[] }>(request, '/categories/active'))
    .content;
  const category = categories.find((c) => c.product_count >= 5);
  if (!category) throw new Error('the demo catalogue has no categories');
  const makers = (
    await apiData<{ content: MakerInfo[] }>(
      request,
      `/categories/${category.category_id}/manufacturers`,
    )
  ).content;
  const maker = makers[0];
  if (!maker) throw new Error(`no maker in ${category.name}`);
  return { categories, category, makers, maker };
}

/** A product with a hyphenated part number, for typing it with spaces instead. */
export async function productWithPartNumber(request: APIRequestContext): Promise<ProductInfo> {
  const page = await apiData<{ content: ProductInfo[] }>(
    request,
    '/products/search?limit=50&inStock=true',
  );
  const product = page.content.find((p) => /^[A-Z]+-\d+$/.test(p.sku));
  if (!product) throw new Error('no product with a part number like ABC-123');
  return product;
}

/** Rupees as the store shows them: ₹1,23,456.00. */
export const rupees = (n: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
  }).format(n);
