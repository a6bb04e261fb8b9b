import type { APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures';
import type { Customer } from './auth';
import { ADDRESS, apiToken, stockedProducts, type StockedProduct } from './orders';

/**
 * A valid GSTIN of Karnataka, different each run (mod-36 check character). `tag` (five capital
 * letters) keeps each journey's companies apart: a retry on the same store must not meet the
 * first run's company.
 */
export function randomGstin(tag: string, entity = 'K'): string {
  const chars = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const digits = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  const first14 = `29${tag}${digits}${entity}1Z`;
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const v = chars.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(v / 36) + (v % 36);
  }
  return first14 + chars[(36 - (sum % 36)) % 36];
}

/** Today plus `days` in India time, as YYYY-MM-DD. */
export function indiaDay(days: number): string {
  const d = new Date(Date.now() + 5.5 * 3600_000 + days * 86_400_000);
  return d.toISOString().slice(0, 10);
}

/** A company made by `owner` through the API (its ADMIN), billed at its registered address. */
export async function createCompany(
  request: APIRequestContext,
  owner: Customer,
  opts: { tag: string; name: string; entity?: string },
) {
  const gstin = randomGstin(opts.tag, opts.entity);
  const legalName = `${opts.name} ${gstin.slice(7, 11)} Pvt Ltd`;
  const token = await apiToken(request, owner);
  const auth = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/companies', {
    headers: auth,
    data: {
      legal_name: legalName,
      gstin,
      billing_address_parts: {
        line: 'No. 7, 1st Main, Industrial Suburb, Yeshwanthpur',
        city: 'Bengaluru',
        pincode: '560022',
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { company_id } = ((await created.json()) as { data: { company_id: string } }).data;
  return { companyId: company_id, gstin, legalName, auth };
}

/** An order of `owner`'s company above ₹50,000, delivered to Peenya (ADDRESS). */
export async function bigCompanyOrder(
  request: APIRequestContext,
  owner: Customer,
  company: { companyId: string; auth: { authorization: string } },
) {
  // enough units of a dear product to pass ₹50,000 at the price paid for that many (a slab's
  // price is 5-15% below the list price), in whole packs
  const candidates = await stockedProducts(request, 1, 30, 2_000);
  const unitPriceAt = (p: StockedProduct, quantity: number) =>
    (p.price_slabs ?? []).reduce(
      (price, s) => (quantity >= s.min_quantity ? s.price : price),
      p.price,
    );
  const pick = candidates
    .map((p) => {
      let quantity = Math.max(Math.ceil(50_500 / p.price), p.min_order_qty);
      while (unitPriceAt(p, quantity) * quantity <= 50_500) quantity += 1;
      return { p, quantity: Math.ceil(quantity / p.pack_size) * p.pack_size };
    })
    .find(({ p, quantity }) => quantity <= p.stock_quantity);
  expect(pick, 'a product to pass ₹50,000').toBeTruthy();
  const cart = await request.post('/api/cart/items', {
    headers: company.auth,
    data: { product_id: pick!.p.product_id, quantity: pick!.quantity, cart_type: 'CART' },
  });
  expect(cart.ok(), await cart.text()).toBe(true);
  const { cart_id } = ((await cart.json()) as { data: { cart_id: string } }).data;
  const placed = await request.post('/api/orders', {
    headers: { ...company.auth, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      cart_id,
      customer_name: owner.name,
      phone_number: owner.phone,
      company_id: company.companyId,
      ...ADDRESS,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { data: { order_id: string; total_amount: number } })
    .data;
  expect(order.total_amount).toBeGreaterThan(50_000);
  return order;
}
