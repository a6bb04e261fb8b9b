import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, QuickAddResult, QuickOrderPreview } from '@store/contract';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers';
import { createProduct, createUser, type TestUser } from '../../../test/fixtures';
import { products } from '../../db/schema/index';

/** POST /cart/quick-add and its preview (decisions.md › Buying in quantity), PGlite and PostgreSQL. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (user: TestUser | null, url: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: user ? bearer(user.accessToken) : {},
    payload: payload as Record<string, unknown>,
  });
const cartOf = async (user: TestUser) =>
  json<{ data: Cart }>(
    await t.app.inject({ method: 'GET', url: '/api/cart/CART', headers: bearer(user.accessToken) }),
  ).data;

/** Products with part numbers like "QO-1234-01"; a pack-of-10, minimum-20 disc among them. */
async function catalogue(n: number) {
  const tag = Math.random().toString(36).slice(2, 6).toUpperCase();
  const list = [];
  for (let i = 0; i < n; i += 1) {
    const sku = `QO-${tag}-${String(i).padStart(2, '0')}`;
    const { product } = await createProduct(t.ctx.db, { sku, price: 100 + i, stock: 100 });
    list.push(product);
  }
  const [disc] = list;
  if (!disc) throw new Error('no products');
  await t.ctx.db
    .update(products)
    .set({
      packSize: 10,
      minOrderQty: 20,
      priceSlabs: [{ min_quantity: 50, price_paise: 9_000 }],
    })
    .where(eq(products.id, disc.id));
  return { list, disc, tag };
}

describe('POST /cart/quick-add', () => {
  it('adds 18 good lines of 20 and names the 2 bad ones; nothing valid is lost', async () => {
    const user = await createUser(t);
    const { list } = await catalogue(19);
    const lines = list.slice(1).map((p, i) => ({ sku: p.sku, quantity: String(i + 1) }));
    // part numbers in another spacing and case, as search finds them
    lines[0] = { sku: ` ${list[1]?.sku.toLowerCase().replace(/-/g, ' ')} `, quantity: '1' };
    lines.splice(5, 0, { sku: 'NO-SUCH-PART', quantity: '2' });
    lines.push({ sku: list[2]?.sku ?? '', quantity: 'ten' });
    expect(lines).toHaveLength(20);
    const res = await post(user, '/api/cart/quick-add', { lines });
    expect(res.statusCode, res.body).toBe(200);
    const body = json<{ data: QuickAddResult; message: string }>(res);
    expect(body.message).toBe('18 lines added to cart');
    expect(body.data.added).toHaveLength(18);
    expect(body.data.rejected).toEqual([
      { line: 6, sku: 'NO-SUCH-PART', reason: 'No product has this part number' },
      { line: 20, sku: list[2]?.sku, reason: 'Quantity must be a whole number' },
    ]);
    expect(body.data.cart.items).toHaveLength(18);
    expect(body.data.cart.total_items).toBe(
      lines
        .slice(0, 5)
        .concat(lines.slice(6, 19))
        .reduce((n, l) => n + Number(l.quantity), 0),
    );
    expect((await cartOf(user)).items).toHaveLength(18);
  });

  it('marks each bad quantity and each broken rule with the message of §14', async () => {
    const user = await createUser(t);
    const { list, disc } = await catalogue(4);
    const [, a, b, c] = list;
    if (!a || !b || !c) throw new Error('fixture');
    await t.ctx.db.update(products).set({ stockQuantity: 3 }).where(eq(products.id, c.id));
    const res = await post(user, '/api/cart/quick-add', {
      lines: [
        { sku: a.sku, quantity: 'ten' },
        { sku: a.sku, quantity: '-5' },
        { sku: a.sku, quantity: '1e3' },
        { sku: a.sku, quantity: '2.5' },
        { sku: a.sku, quantity: '0' },
        { sku: a.sku, quantity: '10001' },
        { sku: a.sku, quantity: '' },
        { sku: '   ', quantity: '1' },
        { sku: disc.sku, quantity: 10 },
        { sku: disc.sku, quantity: 25 },
        { sku: c.sku, quantity: 4 },
        { sku: b.sku, quantity: 7 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { added, rejected } = json<{ data: QuickAddResult }>(res).data;
    expect(rejected.map((r) => [r.line, r.reason])).toEqual([
      [1, 'Quantity must be a whole number'],
      [2, 'Quantity must be at least 1'],
      [3, 'Quantity must be a whole number'],
      [4, 'Quantity must be a whole number'],
      [5, 'Quantity must be at least 1'],
      [6, 'Quantity must be at most 10000'],
      [7, 'Enter a quantity'],
      [8, 'Enter a part number'],
      [9, 'The minimum order for this product is 20'],
      [10, 'This product is sold in packs of 10'],
      [11, 'Only 3 in stock'],
    ]);
    expect(added).toEqual([
      { line: 12, sku: b.sku, product_id: b.id, product_name: b.name, quantity: 7 },
    ]);
  });

  it('adds to what the cart holds, and two lines of one product add up', async () => {
    const user = await createUser(t);
    const { disc } = await catalogue(1);
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: bearer(user.accessToken),
      payload: { product_id: disc.id, quantity: 20 },
    });
    const res = await post(user, '/api/cart/quick-add', {
      lines: [
        { sku: disc.sku, quantity: '20' },
        { sku: disc.sku, quantity: '10' },
        { sku: disc.sku, quantity: '60' },
      ],
    });
    const { cart, rejected } = json<{ data: QuickAddResult }>(res).data;
    // 20 + 20 + 10 = 50 reaches the ₹90 slab; 60 more would pass the stock of 100
    expect(rejected).toEqual([{ line: 3, sku: disc.sku, reason: 'Only 100 in stock' }]);
    expect(cart.items[0]).toMatchObject({ quantity: 50, unit_price: 90, total_price: 4500 });
  });

  it('refuses 201 lines, a body that is not a list, and guests; the cart is unchanged', async () => {
    const user = await createUser(t);
    const { list } = await catalogue(2);
    const many = Array.from({ length: 201 }, () => ({ sku: list[1]?.sku ?? '', quantity: '1' }));
    const res = await post(user, '/api/cart/quick-add', { lines: many });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('At most 200 lines at a time');
    expect((await post(user, '/api/cart/quick-add', { lines: 'A-1, 2' })).statusCode).toBe(400);
    expect((await post(user, '/api/cart/quick-add', { lines: [] })).statusCode).toBe(400);
    expect(
      (await post(user, '/api/cart/quick-add', { lines: [{ sku: 5, quantity: 1 }] })).statusCode,
    ).toBe(400);
    expect(
      (await post(null, '/api/cart/quick-add', { lines: [{ sku: 'A-1', quantity: '1' }] }))
        .statusCode,
    ).toBe(401);
    expect((await cartOf(user)).items).toEqual([]);
    // 200 lines are fine
    const ok = await post(user, '/api/cart/quick-add', { lines: many.slice(0, 200) });
    expect(ok.statusCode).toBe(200);
    expect(json<{ data: QuickAddResult }>(ok).data.cart.items[0]?.quantity).toBe(100);
  });

  it('all lines wrong: 200 with every line rejected and nothing added', async () => {
    const user = await createUser(t);
    const res = await post(user, '/api/cart/quick-add', {
      lines: [
        { sku: 'NOPE-1', quantity: '1' },
        { sku: 'NOPE-2', quantity: 'x' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('No line was added');
    expect(json<{ data: QuickAddResult }>(res).data.rejected).toHaveLength(2);
    expect((await cartOf(user)).items).toEqual([]);
  });
});

describe('POST /cart/quick-add/preview', () => {
  it('matches each line to its product, price and stock without adding anything', async () => {
    const user = await createUser(t);
    const { disc, list } = await catalogue(2);
    const res = await post(user, '/api/cart/quick-add/preview', {
      lines: [
        { sku: disc.sku.replace(/-/g, ''), quantity: '50' },
        { sku: 'NOPE', quantity: '1' },
        { sku: list[1]?.sku, quantity: '3' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { lines } = json<{ data: QuickOrderPreview }>(res).data;
    expect(lines[0]).toMatchObject({
      line: 1,
      quantity: 50,
      product: {
        product_id: disc.id,
        sku: disc.sku,
        pack_size: 10,
        min_order_qty: 20,
        stock_quantity: 100,
      },
      unit_price: 90,
      total_price: 4500,
      reason: null,
    });
    expect(lines[1]).toMatchObject({
      line: 2,
      product: null,
      reason: 'No product has this part number',
    });
    expect(lines[2]).toMatchObject({ line: 3, quantity: 3, unit_price: 101, reason: null });
    expect((await cartOf(user)).items).toEqual([]);
  });

  it('answers a preview of 200 lines', async () => {
    const user = await createUser(t);
    const { list } = await catalogue(20);
    const lines = Array.from({ length: 200 }, (_, i) => ({
      sku: list[(i % 19) + 1]?.sku ?? '',
      quantity: '1',
    }));
    const res = await post(user, '/api/cart/quick-add/preview', { lines });
    expect(res.statusCode).toBe(200);
    expect(json<{ data: QuickOrderPreview }>(res).data.lines).toHaveLength(200);
  });
});
