import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { createProduct } from '../../test/fixtures';
import { categories, productCategories, products } from './schema/index';
import { writeTogether } from './write-together';

// writeTogether runs several writes as one statement and must answer exactly the rows that
// awaiting each builder answers (types decoded the same: dates, numerics, json, arrays).
describe('writeTogether', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the same typed rows as the builders run one by one, in one statement', async () => {
    const db = t.ctx.db;
    const { product } = await createProduct(db, { stock: 7 });
    const alone = await db
      .insert(categories)
      .values({ name: 'Alone', slug: 'alone-wt' })
      .returning();
    const together = await writeTogether(db, {
      category: db.insert(categories).values({ name: 'Together', slug: 'together-wt' }).returning(),
      product: db
        .update(products)
        .set({ stockQuantity: sql`${products.stockQuantity} + 1` })
        .where(eq(products.id, product.id))
        .returning({ id: products.id, stock: products.stockQuantity, gst: products.gstRate }),
      nothing: undefined,
    });
    expect(together.nothing).toEqual([]);
    const [cat] = together.category;
    expect(cat).toBeDefined();
    expect(Object.keys(cat!).sort()).toEqual(Object.keys(alone[0]!).sort());
    for (const [k, v] of Object.entries(alone[0]!)) {
      const got = (cat as Record<string, unknown>)[k];
      expect(typeof got, k).toBe(typeof v);
      if (v instanceof Date) expect(got, k).toBeInstanceOf(Date);
    }
    const [read] = await db.select().from(categories).where(eq(categories.id, cat!.id));
    expect(cat).toEqual(read);
    const [p] = await db
      .select({ id: products.id, stock: products.stockQuantity, gst: products.gstRate })
      .from(products)
      .where(eq(products.id, product.id));
    expect(together.product).toEqual([p]);
    expect(p!.stock).toBe(8);
  });

  it('lets a part refer to a row another part inserts (checked at the end of the statement)', async () => {
    const db = t.ctx.db;
    const { product } = await createProduct(db, { stock: 1 });
    const id = crypto.randomUUID();
    const out = await writeTogether(db, {
      link: db.insert(productCategories).values({ productId: product.id, categoryId: id }),
      category: db
        .insert(categories)
        .values({ id, name: 'Linked', slug: 'linked-wt' })
        .returning({ id: categories.id }),
    });
    expect(out).toEqual({ link: [], category: [{ id }] });
  });

  it('runs raw SQL parts too, answering their rows as JSON objects', async () => {
    const db = t.ctx.db;
    const { product } = await createProduct(db, { stock: 3 });
    const out = await writeTogether(db, {
      taken: sql`update ${products} set stock_quantity = stock_quantity - 2
                  where id = ${product.id} and stock_quantity >= 2 returning id`,
      short: sql`update ${products} set stock_quantity = stock_quantity - 5
                  where id = ${product.id} and stock_quantity >= 5 returning id`,
      // a select part runs because its rows are read
      seen: sql`select ${'hello'}::text as word`,
    });
    expect(out.taken).toEqual([{ id: product.id }]);
    expect(out.short).toEqual([]);
    expect(out.seen).toEqual([{ word: 'hello' }]);
    const [p] = await db
      .select({ stock: products.stockQuantity })
      .from(products)
      .where(eq(products.id, product.id));
    expect(p!.stock).toBe(1);
  });
});
