import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gstinCheckChar,
  PRICE_LIST_MESSAGES,
  type BusinessCompany,
  type Cart,
  type MemberPrice,
  type Order,
  type PriceList,
  type PriceListSummary,
} from '@store/contract';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers';
import { createProduct, createUser, type TestUser } from '../../../test/fixtures';
import { priceLists, productCategories, products } from '../../db/schema/index';
import { indiaToday } from '../../lib/india-time';
import { addToCart, postOrder } from '../orders/orders.test-support';
import { loadCompanyTerms } from './company-terms';

// Prices agreed with a company (decisions.md › §22). Runs on PGlite, and on PostgreSQL with
// TEST_DATABASE_URL.
let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { role: 'ADMIN', name: 'Store Staff' });
});
afterAll(async () => {
  await t.close();
});

const call = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: user ? bearer(user.accessToken) : {},
    ...(payload ? { payload } : {}),
  });

let serial = 3000;
const gstin = () => {
  serial += 1;
  const first14 = `29ABCDE${serial}F1Z`;
  return first14 + gstinCheckChar(first14);
};

/** A company with its ADMIN and a BUYER without a limit. */
async function company(name = 'Peenya Fabricators Pvt Ltd') {
  const admin = await createUser(t, { name: 'Meera Admin' });
  const buyer = await createUser(t, { name: 'Bala Buyer' });
  const created = await call(admin, 'POST', '/companies', {
    legal_name: name,
    gstin: gstin(),
    billing_address: '42, 2nd Phase, Peenya Industrial Area, Bengaluru 560058',
  });
  expect(created.statusCode, created.body).toBe(201);
  const c = json<{ data: BusinessCompany }>(created).data;
  const added = await call(admin, 'POST', '/companies/mine/members', {
    phone: buyer.phone,
    role: 'BUYER',
  });
  expect(added.statusCode, added.body).toBe(201);
  return { c, admin, buyer };
}

const create = async (body: object) => {
  const r = await call(staff, 'POST', '/admin/price-lists', body);
  expect(r.statusCode, r.body).toBe(201);
  return json<{ data: PriceList }>(r).data;
};
const pricesOf = async (u: TestUser, ids: string[]) => {
  const r = await call(u, 'GET', `/companies/mine/prices?product_ids=${ids.join(',')}`);
  expect(r.statusCode, r.body).toBe(200);
  return json<{ data: { prices: MemberPrice[] } }>(r).data.prices;
};
const dayOffset = (days: number) => indiaToday(new Date(Date.now() + days * 86_400_000));

describe('staff keep price lists (POST/GET/PATCH/DELETE /admin/price-lists)', () => {
  it('creates, reads, changes and deletes a list with the field names of §22', async () => {
    const { c } = await company('Alpha Tools Pvt Ltd');
    const { product, maker, category } = await createProduct(t.ctx.db, { price: 450 });
    const list = await create({
      name: 'Alpha rate contract 2026',
      company_ids: [c.company_id],
      valid_from: '2026-04-01',
      valid_until: null,
      prices: [{ product_id: product.id, price: 399.5 }],
      discounts: [
        { manufacturer_id: maker.id, percent_off: 12.5 },
        { category_id: category.id, percent_off: 5 },
      ],
    });
    expect(list).toMatchObject({
      name: 'Alpha rate contract 2026',
      company_ids: [c.company_id],
      valid_from: '2026-04-01',
      valid_until: null,
      prices: [{ product_id: product.id, price: 399.5 }],
    });
    expect(list.discounts).toHaveLength(2);
    expect(list.discounts).toContainEqual({
      category_id: null,
      manufacturer_id: maker.id,
      percent_off: 12.5,
    });

    const one = await call(staff, 'GET', `/admin/price-lists/${list.price_list_id}`);
    expect(json<{ data: PriceList }>(one).data).toEqual(list);
    const all = json<{ data: { price_lists: PriceListSummary[] } }>(
      await call(staff, 'GET', `/admin/price-lists?company_id=${c.company_id}`),
    ).data.price_lists;
    expect(all).toEqual([
      expect.objectContaining({
        price_list_id: list.price_list_id,
        companies: [{ company_id: c.company_id, legal_name: 'Alpha Tools Pvt Ltd' }],
        price_count: 1,
        discount_count: 2,
      }),
    ]);

    const patched = await call(staff, 'PATCH', `/admin/price-lists/${list.price_list_id}`, {
      valid_until: '2027-03-31',
      discounts: [],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(json<{ data: PriceList }>(patched).data).toMatchObject({
      name: 'Alpha rate contract 2026',
      valid_until: '2027-03-31',
      prices: [{ product_id: product.id, price: 399.5 }],
      discounts: [],
    });

    expect(
      (await call(staff, 'DELETE', `/admin/price-lists/${list.price_list_id}`)).statusCode,
    ).toBe(200);
    expect((await call(staff, 'GET', `/admin/price-lists/${list.price_list_id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(staff, 'DELETE', `/admin/price-lists/${list.price_list_id}`)).statusCode,
    ).toBe(404);
  });

  it('refuses bad prices, discounts, products and companies with a 400 naming the field, writing nothing', async () => {
    const { c } = await company('Beta Tools Pvt Ltd');
    const { product, maker } = await createProduct(t.ctx.db, { price: 450 });
    const before = (await t.ctx.db.select().from(priceLists)).length;
    const cases: [object, string][] = [
      [{ prices: [{ product_id: product.id, price: 450 }] }, 'prices'],
      [{ prices: [{ product_id: product.id, price: 0 }] }, 'prices'],
      [{ prices: [{ product_id: product.id, price: 500 }] }, 'prices'],
      [{ prices: [{ product_id: crypto.randomUUID(), price: 10 }] }, 'prices'],
      [{ discounts: [{ manufacturer_id: maker.id, percent_off: 0.25 }] }, 'discounts'],
      [{ discounts: [{ manufacturer_id: maker.id, percent_off: 90.5 }] }, 'discounts'],
      [{ discounts: [{ manufacturer_id: maker.id, percent_off: 12.3 }] }, 'discounts'],
      [{ discounts: [{ manufacturer_id: crypto.randomUUID(), percent_off: 10 }] }, 'discounts'],
      [{ company_ids: [crypto.randomUUID()] }, 'company_ids'],
      [{ valid_from: '2026-05-01', valid_until: '2026-04-01' }, 'valid_until'],
      [{ valid_from: '2026-02-30' }, 'valid_from'],
    ];
    for (const [extra, field] of cases) {
      const r = await call(staff, 'POST', '/admin/price-lists', {
        name: 'Bad',
        company_ids: [c.company_id],
        ...extra,
      });
      expect(r.statusCode, JSON.stringify(extra)).toBe(400);
      const fields = (json(r).errors ?? []).map((e) => e.field);
      expect(
        fields.some((f) => f === field || f.startsWith(`${field}.`)),
        `${JSON.stringify(extra)} → ${r.body}`,
      ).toBe(true);
    }
    const tooMany = Array.from({ length: 51 }, () => ({ percent_off: 10 }));
    const r = await call(staff, 'POST', '/admin/price-lists', { name: 'Bad', discounts: tooMany });
    expect(r.statusCode).toBe(400);
    expect(json(r).errors?.[0]?.field).toBe('discounts');
    expect((await t.ctx.db.select().from(priceLists)).length).toBe(before);
  });

  it('looks up pasted part numbers in any spacing, and products by id, for the editor', async () => {
    const { product } = await createProduct(t.ctx.db, {
      price: 450,
      sku: `PL-${Date.now() % 100000}-X`,
    });
    const r = await call(staff, 'POST', '/admin/price-lists/lookup', {
      skus: [product.sku.toLowerCase().replace(/-/g, ' '), 'NO-SUCH-PART'],
      product_ids: [product.id],
    });
    expect(r.statusCode, r.body).toBe(200);
    const data = json<{
      data: { products: { product_id: string; price: number }[]; unknown_skus: string[] };
    }>(r).data;
    expect(data.products.map((p) => [p.product_id, p.price])).toEqual([
      [product.id, 450],
      [product.id, 450],
    ]);
    expect(data.unknown_skus).toEqual(['NO-SUCH-PART']);
  });

  it('is staff only: 401 for a guest, 403 for a customer', async () => {
    const u = await createUser(t);
    expect((await call(null, 'GET', '/admin/price-lists')).statusCode).toBe(401);
    expect((await call(u, 'GET', '/admin/price-lists')).statusCode).toBe(403);
    expect((await call(u, 'POST', '/admin/price-lists', { name: 'Mine' })).statusCode).toBe(403);
  });
});

describe('a member’s company prices (GET /companies/mine/prices)', () => {
  it('answers the lowest of list, fixed price and the most specific discount; others 403', async () => {
    const { c, buyer } = await company('Gamma Engineering Pvt Ltd');
    const a = await createProduct(t.ctx.db, { price: 450 });
    const b = await createProduct(t.ctx.db, { price: 1000 });
    const plain = await createProduct(t.ctx.db, { price: 99 });
    await create({
      name: 'Gamma fixed',
      company_ids: [c.company_id],
      prices: [{ product_id: a.product.id, price: 420 }],
    });
    // overlapping lists: the lowest wins, never an error
    await create({
      name: 'Gamma overlap',
      company_ids: [c.company_id],
      prices: [{ product_id: a.product.id, price: 410 }],
      discounts: [{ percent_off: 5 }, { manufacturer_id: b.maker.id, percent_off: 12.5 }],
    });
    // another company's list, and an expired one, change nothing
    const other = await company('Delta Works Pvt Ltd');
    await create({
      name: 'Delta',
      company_ids: [other.c.company_id],
      prices: [{ product_id: a.product.id, price: 1 }],
    });
    await create({
      name: 'Gamma last year',
      company_ids: [c.company_id],
      valid_until: dayOffset(-1),
      prices: [{ product_id: a.product.id, price: 2 }],
    });
    await create({
      name: 'Gamma next',
      company_ids: [c.company_id],
      valid_from: dayOffset(1),
      prices: [{ product_id: a.product.id, price: 3 }],
    });
    const got = await pricesOf(buyer, [a.product.id, b.product.id, plain.product.id]);
    expect(
      got.map(({ product_id, list_price, price, source }) => ({
        product_id,
        list_price,
        price,
        source,
      })),
    ).toEqual([
      { product_id: a.product.id, list_price: 450, price: 410, source: 'PRICE_LIST' },
      { product_id: b.product.id, list_price: 1000, price: 875, source: 'DISCOUNT' },
      { product_id: plain.product.id, list_price: 99, price: 94.05, source: 'DISCOUNT' },
    ]);

    const guest = await createUser(t);
    const refused = await call(guest, 'GET', `/companies/mine/prices?product_ids=${a.product.id}`);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(PRICE_LIST_MESSAGES.notMember);
    expect(
      (await call(null, 'GET', `/companies/mine/prices?product_ids=${a.product.id}`)).statusCode,
    ).toBe(401);
    const many = Array.from({ length: 101 }, () => crypto.randomUUID()).join(',');
    expect(
      (await call(buyer, 'GET', `/companies/mine/prices?product_ids=${many}`)).statusCode,
    ).toBe(400);
    // the public product answer is the same for the member and a guest
    const pub = await call(null, 'GET', `/products/${a.product.slug}`);
    const mine = await call(buyer, 'GET', `/products/${a.product.slug}`);
    expect(mine.body).toBe(pub.body);
  });
});

describe('the products’ pricing facts kept in memory (docs/decisions/380)', () => {
  const factsVersion = async () =>
    (
      (await t.ctx.db.execute(
        sql`select version::text as v from pricing_facts_version`,
      )) as unknown as { rows: { v: string }[] }
    ).rows[0]!.v;

  it('follow every change of a price, slabs, maker or categories at once, and forget a rolled-back one', async () => {
    const { c, buyer } = await company('Facts Engineering Pvt Ltd');
    const a = await createProduct(t.ctx.db, { price: 1000 });
    const other = await createProduct(t.ctx.db, { price: 10 });
    await create({
      name: 'Facts discounts',
      company_ids: [c.company_id],
      discounts: [
        { category_id: other.category.id, percent_off: 10 },
        { manufacturer_id: other.maker.id, percent_off: 20 },
      ],
    });
    const mine = async () => (await pricesOf(buyer, [a.product.id]))[0]!;
    expect(await mine()).toMatchObject({ list_price: 1000, price: 1000, percent_off: null });

    // a price changed by SQL (another process, a script): seen on the next read
    await t.ctx.db
      .update(products)
      .set({ pricePaise: 80_000 })
      .where(eq(products.id, a.product.id));
    expect(await mine()).toMatchObject({ list_price: 800, price: 800, source: 'LIST' });

    // joining a category a discount names, and leaving it
    await t.ctx.db
      .insert(productCategories)
      .values({ productId: a.product.id, categoryId: other.category.id });
    expect(await mine()).toMatchObject({ price: 720, source: 'DISCOUNT', percent_off: 10 });
    await t.ctx.db
      .delete(productCategories)
      .where(
        and(
          eq(productCategories.productId, a.product.id),
          eq(productCategories.categoryId, other.category.id),
        ),
      );
    expect(await mine()).toMatchObject({ price: 800, percent_off: null });

    // another maker
    await t.ctx.db
      .update(products)
      .set({ manufacturerId: other.maker.id })
      .where(eq(products.id, a.product.id));
    expect(await mine()).toMatchObject({ price: 640, percent_off: 20 });

    // a minimum order of 5 with a slab there: the price at the minimum order is the slab's
    await t.ctx.db
      .update(products)
      .set({ minOrderQty: 5, priceSlabs: [{ min_quantity: 5, price_paise: 70_000 }] })
      .where(eq(products.id, a.product.id));
    expect(await mine()).toMatchObject({ list_price: 800, price: 560, source: 'DISCOUNT' });

    // a change inside a transaction is priced inside it, and forgotten when it rolls back
    const before = await factsVersion();
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await tx.update(products).set({ pricePaise: 100 }).where(eq(products.id, a.product.id));
        const terms = await loadCompanyTerms(tx, c.company_id, [a.product.id]);
        expect(terms.products.get(a.product.id)?.pricePaise).toBe(100);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await factsVersion()).toBe(before);
    expect(await mine()).toMatchObject({ list_price: 800, price: 560 });

    // stock moves with every order and prices nothing: it leaves the version alone
    await t.ctx.db.update(products).set({ stockQuantity: 3 }).where(eq(products.id, a.product.id));
    expect(await factsVersion()).toBe(before);
  });
});

describe('the cart and the order at the company price', () => {
  it('prices a member’s cart at the company price; a company order takes it, an order for themself the list price', async () => {
    const { c, buyer } = await company('Epsilon Tools Pvt Ltd');
    const p = await createProduct(t.ctx.db, { price: 500, stock: 50 });
    const list = await create({
      name: 'Epsilon',
      company_ids: [c.company_id],
      prices: [{ product_id: p.product.id, price: 440 }],
    });
    const added = await addToCart(t, buyer, p.product.id, 2);
    const cart = json<{ data: Cart }>(added).data;
    expect(cart.items[0]).toMatchObject({
      unit_price: 440,
      list_unit_price: 500,
      total_price: 880,
    });
    expect(cart.total_amount).toBe(880);

    const forCompany = await postOrder(t, buyer, { body: { company_id: c.company_id } });
    expect(forCompany.statusCode, forCompany.body).toBe(201);
    const o1 = json<{ data: Order }>(forCompany).data;
    expect(o1.order_items[0]).toMatchObject({ unit_price: 440 });
    expect(o1.total_amount).toBe(880);

    // the list changes between the cart and the order: the order takes the moment's price
    await addToCart(t, buyer, p.product.id, 2);
    await call(staff, 'PATCH', `/admin/price-lists/${list.price_list_id}`, {
      prices: [{ product_id: p.product.id, price: 430 }],
    });
    const again = await postOrder(t, buyer, { body: { company_id: c.company_id } });
    expect(json<{ data: Order }>(again).data.total_amount).toBe(860);

    await addToCart(t, buyer, p.product.id, 2);
    const forSelf = await postOrder(t, buyer);
    expect(forSelf.statusCode, forSelf.body).toBe(201);
    const o2 = json<{ data: Order }>(forSelf).data;
    expect(o2.order_items[0]).toMatchObject({ unit_price: 500 });
    expect(o2.total_amount).toBe(1000);

    // a customer in no company sees list prices with list_unit_price beside them
    const someone = await createUser(t);
    const theirs = json<{ data: Cart }>(await addToCart(t, someone, p.product.id, 1)).data;
    expect(theirs.items[0]).toMatchObject({ unit_price: 500, list_unit_price: 500 });
    await t.ctx.db.update(products).set({ isActive: true }).where(eq(products.id, p.product.id));
  });
});

describe('a quote request of a member', () => {
  it('starts from the company price', async () => {
    const { c, buyer } = await company('Zeta Tools Pvt Ltd');
    const p = await createProduct(t.ctx.db, { price: 800, stock: 50 });
    await create({
      name: 'Zeta',
      company_ids: [c.company_id],
      prices: [{ product_id: p.product.id, price: 700 }],
    });
    const asked = await call(buyer, 'POST', '/quotes', {
      lines: [{ product_id: p.product.id, quantity: 5 }],
      pincode: '560058',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const quote = json<{ data: { lines: { slab_price: number; list_price: number }[] } }>(
      asked,
    ).data;
    expect(quote.lines[0]).toMatchObject({ slab_price: 700, list_price: 800 });
    // someone in no company starts from the list price
    const other = await createUser(t);
    const theirs = await call(other, 'POST', '/quotes', {
      lines: [{ product_id: p.product.id, quantity: 5 }],
      pincode: '560058',
    });
    expect(
      json<{ data: { lines: { slab_price: number }[] } }>(theirs).data.lines[0]?.slab_price,
    ).toBe(800);
  });
});

describe('quick order of a member', () => {
  it('previews and adds lines at the company price', async () => {
    const { c, buyer } = await company('Eta Tools Pvt Ltd');
    const p = await createProduct(t.ctx.db, { price: 600, stock: 50 });
    await create({
      name: 'Eta',
      company_ids: [c.company_id],
      discounts: [{ manufacturer_id: p.maker.id, percent_off: 10 }],
    });
    const preview = await call(buyer, 'POST', '/cart/quick-add/preview', {
      lines: [{ sku: p.product.sku, quantity: 2 }],
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(
      json<{ data: { lines: { unit_price: number }[] } }>(preview).data.lines[0]?.unit_price,
    ).toBe(540);
    const added = await call(buyer, 'POST', '/cart/quick-add', {
      lines: [{ sku: p.product.sku, quantity: 2 }],
    });
    expect(added.statusCode, added.body).toBe(200);
    const cart = json<{ data: { cart: Cart } }>(added).data.cart;
    expect(cart.items[0]).toMatchObject({
      unit_price: 540,
      list_unit_price: 600,
      total_price: 1080,
    });
  });
});

describe('buying again', () => {
  it("a company order comes back at today's company price", async () => {
    const { c, buyer } = await company('Theta Tools Pvt Ltd');
    const p = await createProduct(t.ctx.db, { price: 300, stock: 50 });
    const list = await create({
      name: 'Theta',
      company_ids: [c.company_id],
      prices: [{ product_id: p.product.id, price: 250 }],
    });
    await addToCart(t, buyer, p.product.id, 2);
    const first = json<{ data: Order }>(
      await postOrder(t, buyer, { body: { company_id: c.company_id } }),
    ).data;
    expect(first.total_amount).toBe(500);
    await call(staff, 'PATCH', `/admin/price-lists/${list.price_list_id}`, {
      prices: [{ product_id: p.product.id, price: 240 }],
    });
    const again = await call(buyer, 'POST', '/orders/buy-again', { order_id: first.order_id });
    expect(again.statusCode, again.body).toBe(201);
    expect(json<{ data: Order }>(again).data.total_amount).toBe(480);
  });
});
