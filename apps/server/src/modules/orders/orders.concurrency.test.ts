import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers';
import { createProduct, createUser, setStock, type TestUser } from '../../../test/fixtures';
import { orders, products } from '../../db/schema/index';
import { addToCart, postOrder } from './orders.test-support';

// On PostgreSQL (TEST_DATABASE_URL) these requests really run at the same time over a pool of
// connections; on PGlite (one connection) they are interleaved and serialized. Both must hold.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const stockOf = async (productId: string) => {
  const [row] = await t.ctx.db
    .select({ stock: products.stockQuantity })
    .from(products)
    .where(eq(products.id, productId));
  return row?.stock;
};
const ordersOf = async (productIdOwners: TestUser[]) => {
  let n = 0;
  for (const u of productIdOwners) {
    n += (await t.ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, u.id)))
      .length;
  }
  return n;
};

async function customers(n: number): Promise<TestUser[]> {
  return Promise.all(Array.from({ length: n }, () => createUser(t)));
}

describe('no overselling under concurrency', () => {
  it('20 customers race for the last 5 units: exactly 5 orders, stock ends at 0', async () => {
    const { product } = await createProduct(t.ctx.db, { name: 'Last Drill', stock: 100 });
    const racers = await customers(20);
    for (const c of racers) expect((await addToCart(t, c, product.id, 1)).statusCode).toBe(200);
    await setStock(t.ctx.db, product.id, 5);

    const answers = await Promise.all(
      racers.map((c, i) => postOrder(t, c, { key: `race-${i}-${c.id}` })),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    for (const r of answers.filter((a) => a.statusCode === 409)) {
      expect(json(r).message).toMatch(
        /^(Only \d of Last Drill in stock|Last Drill is out of stock)$/,
      );
    }
    expect(await stockOf(product.id)).toBe(0);
    expect(await ordersOf(racers)).toBe(5);
  });

  it('customers wanting 2 each of 5 units: 2 orders, 1 unit left', async () => {
    const { product } = await createProduct(t.ctx.db, { stock: 100 });
    const racers = await customers(10);
    for (const c of racers) await addToCart(t, c, product.id, 2);
    await setStock(t.ctx.db, product.id, 5);
    const answers = await Promise.all(racers.map((c) => postOrder(t, c)));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(8);
    expect(await stockOf(product.id)).toBe(1);
  });

  it('carts holding the same two products in opposite orders never deadlock or oversell', async () => {
    const a = await createProduct(t.ctx.db, { stock: 100 });
    const b = await createProduct(t.ctx.db, { stock: 100 });
    const racers = await customers(16);
    for (const [i, c] of racers.entries()) {
      const [first, second] = i % 2 === 0 ? [a, b] : [b, a];
      await addToCart(t, c, first.product.id, 1);
      await addToCart(t, c, second.product.id, 1);
    }
    await setStock(t.ctx.db, a.product.id, 10);
    await setStock(t.ctx.db, b.product.id, 7);
    const answers = await Promise.all(racers.map((c) => postOrder(t, c)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(7);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    expect(await stockOf(a.product.id)).toBe(3);
    expect(await stockOf(b.product.id)).toBe(0);
  });

  it('cancels racing with new orders keep the stock exact', async () => {
    const { product } = await createProduct(t.ctx.db, { stock: 100 });
    const first = await customers(5);
    const placed: string[] = [];
    for (const c of first) {
      await addToCart(t, c, product.id, 2);
      placed.push(json<{ data: { order_id: string } }>(await postOrder(t, c)).data.order_id);
    }
    const second = await customers(8);
    for (const c of second) await addToCart(t, c, product.id, 2);
    await setStock(t.ctx.db, product.id, 4);
    // 5 cancels (each puts 2 back) race with 8 orders (each takes 2): 4 + 10 = 14 units,
    // so at most 7 orders can succeed, and whatever happens the books must balance.
    const cancels = first.map((c, i) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/orders/${placed[i]}/cancel?remarks=changed`,
        headers: bearer(c.accessToken),
      }),
    );
    const newOrders = second.map((c) => postOrder(t, c));
    const [cancelled, ordered] = await Promise.all([Promise.all(cancels), Promise.all(newOrders)]);
    expect(cancelled.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const won = ordered.filter((r) => r.statusCode === 201).length;
    expect(ordered.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    expect(won).toBeGreaterThanOrEqual(2);
    expect(won).toBeLessThanOrEqual(7);
    expect(await stockOf(product.id)).toBe(14 - 2 * won);
  });
});
