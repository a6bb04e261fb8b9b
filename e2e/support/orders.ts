import type { APIRequestContext, Page } from '@playwright/test';
import { registerCustomer, signInAs, type Customer } from './auth';

/** A delivery address that passes every rule of store-spec.md › Validation rules. */
export const ADDRESS = {
  street_address: '14, 2nd Cross, Peenya Industrial Area',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560058',
};

interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

async function json<T>(res: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  if (!res.ok()) throw new Error(`${what} failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as Envelope<T>).data;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in through the API and returns the access token. */
export async function apiToken(
  request: APIRequestContext,
  who: { phone: string; password: string },
): Promise<string> {
  const data = await json<{ access_token: string }>(
    await request.post('/api/auth/login', { data: { phone: who.phone, password: who.password } }),
    'login',
  );
  return data.access_token;
}

export interface StockedProduct {
  product_id: string;
  name: string;
  slug: string;
  stock_quantity: number;
  price: number;
  pack_size: number;
  min_order_qty: number;
  /** Lower unit prices from a quantity on (demo fasteners and blades have them). */
  price_slabs?: { min_quantity: number; price: number }[];
}

/**
 * In-stock products of the demo catalogue with at least `minStock` units, picked at random among
 * the well-stocked ones so that journeys running in parallel do not race for the same units.
 * Only products sold one at a time (pack of 1, minimum 1: decisions.md › §14), so a journey may
 * add any quantity; the quantity journeys pick their own packed and slabbed products.
 * `minPrice` (rupees) leaves out cheaper ones, for a journey that must pass an amount.
 */
export async function stockedProducts(
  request: APIRequestContext,
  minStock: number,
  count = 2,
  minPrice = 0,
): Promise<StockedProduct[]> {
  const page = await json<{ content: { slug: string }[] }>(
    await request.get('/api/products/search', {
      params: {
        inStock: 'true',
        limit: 100,
        sort: 'price_asc',
        ...(minPrice > 0 ? { minPrice: String(minPrice) } : {}),
      },
    }),
    'product search',
  );
  const candidates: StockedProduct[] = [];
  for (const { slug } of page.content) {
    const p = await json<StockedProduct>(
      await request.get(`/api/products/${encodeURIComponent(slug)}`),
      'product',
    );
    if (
      p.stock_quantity >= minStock &&
      p.pack_size === 1 &&
      p.min_order_qty === 1 &&
      p.price >= minPrice
    ) {
      candidates.push(p);
    }
    if (candidates.length >= count * 6) break;
  }
  if (candidates.length < count) {
    throw new Error(`fewer than ${count} products with ${minStock}+ in stock`);
  }
  for (let i = candidates.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [candidates[i], candidates[j]] = [candidates[j]!, candidates[i]!];
  }
  return candidates.slice(0, count);
}

/** A new customer signed in on `page`, and one product with `minStock` or more units. */
export async function signedInWithProduct(
  page: Page,
  request: APIRequestContext,
  name: string,
  minStock = 3,
): Promise<{ customer: Customer; product: StockedProduct }> {
  const customer = await registerCustomer(request, name);
  await signInAs(page, customer);
  const [product] = await stockedProducts(request, minStock, 1);
  return { customer, product: product! };
}

export interface PlacedOrder {
  order_id: string;
  status: string;
  total_items: number;
}

/** Puts a product in the customer's cart and places an order for it, through the API. */
export async function placeOrderViaApi(
  request: APIRequestContext,
  token: string,
  customer: { name: string; phone: string },
  productId: string,
  quantity = 1,
): Promise<PlacedOrder> {
  const cart = await json<{ cart_id: string }>(
    await request.post('/api/cart/items', {
      headers: bearer(token),
      data: { product_id: productId, quantity, cart_type: 'CART' },
    }),
    'add to cart',
  );
  return json<PlacedOrder>(
    await request.post('/api/orders', {
      headers: { ...bearer(token), 'Idempotency-Key': crypto.randomUUID() },
      data: {
        cart_id: cart.cart_id,
        customer_name: customer.name,
        phone_number: customer.phone,
        ...ADDRESS,
      },
    }),
    'place order',
  );
}

/** Staff: moves an order to a new status with a remark (decisions.md › Orders). */
export async function staffSetStatus(
  request: APIRequestContext,
  adminToken: string,
  orderId: string,
  status: string,
  remarks?: string,
) {
  return json<{ status: string }>(
    await request.patch(`/api/admin/orders/${orderId}/status`, {
      headers: bearer(adminToken),
      data: remarks ? { status, remarks } : { status },
    }),
    'status change',
  );
}

/** The order number customers and staff see: the id's first eight characters, upper case (spec). */
export const shortIdOf = (id: string) => id.slice(0, 8).toUpperCase();
