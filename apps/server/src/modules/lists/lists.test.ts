import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gstinCheckChar,
  LIST_MESSAGES,
  MAX_LISTS,
  type BuyingList,
  type QuickAddResult,
} from '@store/contract';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers';
import { createProduct, createUser, type TestUser } from '../../../test/fixtures';
import { buyingLists, products } from '../../db/schema/index';

// Buying lists (decisions.md › §23). PGlite, and PostgreSQL with TEST_DATABASE_URL.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = (
  u: TestUser,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: bearer(u.accessToken),
    ...(payload ? { payload } : {}),
  });
const listOf = (res: Parameters<typeof json>[0]) => json<{ data: BuyingList }>(res).data;

let serial = 7000;
async function company() {
  serial += 1;
  const first14 = `29ABCDE${serial}F1Z`;
  const admin = await createUser(t, { name: 'List Admin' });
  const buyer = await createUser(t, { name: 'List Buyer' });
  const colleague = await createUser(t, { name: 'List Colleague' });
  const viewer = await createUser(t, { name: 'List Viewer' });
  const made = await call(admin, 'POST', '/companies', {
    legal_name: `List Works ${serial}`,
    gstin: first14 + gstinCheckChar(first14),
    billing_address_parts: { line: '1, Peenya', city: 'Bengaluru', pincode: '560058' },
  });
  expect(made.statusCode, made.body).toBe(201);
  for (const [u, role] of [
    [buyer, 'BUYER'],
    [colleague, 'BUYER'],
    [viewer, 'VIEWER'],
  ] as const) {
    const r = await call(admin, 'POST', '/companies/mine/members', { phone: u.phone, role });
    expect(r.statusCode, r.body).toBe(201);
  }
  return { admin, buyer, colleague, viewer };
}

async function product(price: number, stock: number, packSize = 1) {
  const { product: p } = await createProduct(t.ctx.db, { price, stock });
  if (packSize > 1)
    await t.ctx.db
      .update(products)
      .set({ packSize, minOrderQty: packSize })
      .where(eq(products.id, p.id));
  return p;
}

describe('buying lists', () => {
  it("keeps a customer's own list to them, with pack rules and today's price and stock", async () => {
    const asha = await createUser(t, { name: 'Asha' });
    const ravi = await createUser(t, { name: 'Ravi' });
    const bolts = await product(20, 300, 10);
    const drill = await product(4500, 3);
    const offPack = await call(asha, 'POST', '/lists', {
      name: 'Weekly',
      items: [{ product_id: bolts.id, quantity: 15 }],
    });
    expect(offPack.statusCode).toBe(400);
    expect(json<{ errors: { field: string; message: string }[] }>(offPack).errors).toEqual([
      { field: 'items.0.quantity', message: 'This product is sold in packs of 10' },
    ]);
    const made = await call(asha, 'POST', '/lists', {
      name: 'Weekly',
      items: [
        { product_id: bolts.id, quantity: 50 },
        { product_id: drill.id, quantity: 1 },
      ],
    });
    expect(made.statusCode, made.body).toBe(201);
    const list = listOf(made);
    expect(list).toMatchObject({ name: 'Weekly', shared: false, can_edit: true });
    expect(list.lines).toEqual([
      expect.objectContaining({
        product_id: bolts.id,
        quantity: 50,
        unit_price: 20,
        stock_quantity: 300,
      }),
      expect.objectContaining({
        product_id: drill.id,
        quantity: 1,
        unit_price: 4500,
        stock_quantity: 3,
      }),
    ]);
    expect((await call(ravi, 'GET', `/lists/${list.list_id}`)).statusCode).toBe(404);
    expect((await call(ravi, 'PATCH', `/lists/${list.list_id}`, { name: 'Mine' })).statusCode).toBe(
      404,
    );
    expect((await call(ravi, 'DELETE', `/lists/${list.list_id}`)).statusCode).toBe(404);
    expect((await call(ravi, 'POST', `/lists/${list.list_id}/to-cart`)).statusCode).toBe(404);
    expect(json<{ data: BuyingList[] }>(await call(ravi, 'GET', '/lists')).data).toEqual([]);
    // sharing without a company
    const share = await call(asha, 'PATCH', `/lists/${list.list_id}`, { shared: true });
    expect(share.statusCode).toBe(400);
    expect(json<{ errors: { field: string }[] }>(share).errors[0]?.field).toBe('shared');
    // change quantities: off-pack refused, nothing changed
    const bad = await call(asha, 'PATCH', `/lists/${list.list_id}`, {
      items: [{ product_id: bolts.id, quantity: 55 }],
    });
    expect(bad.statusCode).toBe(400);
    const still = listOf(await call(asha, 'GET', `/lists/${list.list_id}`));
    expect(still.items).toHaveLength(2);
    const changed = await call(asha, 'PATCH', `/lists/${list.list_id}`, {
      items: [{ product_id: bolts.id, quantity: 100 }],
    });
    expect(listOf(changed).items).toEqual([{ product_id: bolts.id, quantity: 100 }]);
  });

  it(`holds at most ${MAX_LISTS} lists a customer and 500 products a list`, async () => {
    const u = await createUser(t, { name: 'Many Lists' });
    await t.ctx.db
      .insert(buyingLists)
      .values(Array.from({ length: MAX_LISTS }, (_, i) => ({ ownerId: u.id, name: `L${i}` })));
    const over = await call(u, 'POST', '/lists', { name: 'One more' });
    expect(over.statusCode).toBe(409);
    expect(json(over).message).toBe(LIST_MESSAGES.tooMany);
    const u2 = await createUser(t, { name: 'Big List' });
    const items = Array.from({ length: 501 }, () => ({
      product_id: '00000000-0000-4000-8000-000000000000',
      quantity: 1,
    }));
    const big = await call(u2, 'POST', '/lists', { name: 'Huge', items });
    expect(big.statusCode).toBe(400);
    expect(json(big).message).toBe(LIST_MESSAGES.tooManyItems);
  });

  it('shares a list with the company: members read it, BUYERs change it, a VIEWER only reads, a leaver loses it', async () => {
    const { admin, buyer, colleague, viewer } = await company();
    const outsider = (await company()).buyer;
    const bolts = await product(20, 300, 10);
    const made = await call(buyer, 'POST', '/lists', {
      name: 'Plant consumables',
      shared: true,
      items: [{ product_id: bolts.id, quantity: 20 }],
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = listOf(made).list_id;
    const seen = json<{ data: BuyingList[] }>(await call(colleague, 'GET', '/lists')).data;
    expect(seen.map((l) => l.list_id)).toContain(id);
    const edit = await call(colleague, 'PATCH', `/lists/${id}`, {
      items: [{ product_id: bolts.id, quantity: 30 }],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const asViewer = await call(viewer, 'GET', `/lists/${id}`);
    expect(asViewer.statusCode).toBe(200);
    expect(listOf(asViewer).can_edit).toBe(false);
    expect(listOf(asViewer).owned).toBe(false);
    expect(listOf(made).owned).toBe(true);
    expect((await call(viewer, 'PATCH', `/lists/${id}`, { name: 'x' })).statusCode).toBe(403);
    expect((await call(viewer, 'DELETE', `/lists/${id}`)).statusCode).toBe(403);
    expect((await call(outsider, 'GET', `/lists/${id}`)).statusCode).toBe(404);
    // only its maker stops sharing it
    expect((await call(colleague, 'PATCH', `/lists/${id}`, { shared: false })).statusCode).toBe(
      403,
    );
    // the maker leaves: the company keeps the list, the leaver loses it
    const removed = await call(admin, 'DELETE', `/companies/mine/members/${buyer.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call(buyer, 'GET', `/lists/${id}`)).statusCode).toBe(404);
    expect((await call(buyer, 'PATCH', `/lists/${id}`, { shared: false })).statusCode).toBe(404);
    expect(json<{ data: BuyingList[] }>(await call(buyer, 'GET', '/lists')).data).toEqual([]);
    const kept = await call(admin, 'GET', `/lists/${id}`);
    expect(kept.statusCode).toBe(200);
    expect(listOf(kept).items).toEqual([{ product_id: bolts.id, quantity: 30 }]);
  });

  it("shows a member the company's agreed price (§22), and others the list price", async () => {
    const { admin, buyer } = await company();
    const stranger = await createUser(t, { name: 'List Stranger' });
    const staff = await createUser(t, { role: 'ADMIN', name: 'Price Staff' });
    const bolts = await product(20, 300, 10);
    const mine = json<{ data: { company_id: string } }>(
      await call(admin, 'GET', '/companies/mine'),
    ).data;
    const priced = await call(staff, 'POST', '/admin/price-lists', {
      name: 'Rate contract',
      company_ids: [mine.company_id],
      valid_from: null,
      valid_until: null,
      prices: [{ product_id: bolts.id, price: 17.5 }],
      discounts: [],
    });
    expect(priced.statusCode, priced.body).toBe(201);
    const items = [{ product_id: bolts.id, quantity: 20 }];
    const shared = listOf(
      await call(buyer, 'POST', '/lists', { name: 'Rate items', shared: true, items }),
    );
    expect(shared.lines?.[0]).toMatchObject({ unit_price: 17.5, list_price: 20 });
    const read = listOf(await call(admin, 'GET', `/lists/${shared.list_id}`));
    expect(read.lines?.[0]).toMatchObject({ unit_price: 17.5, list_price: 20 });
    const own = listOf(await call(stranger, 'POST', '/lists', { name: 'Mine', items }));
    expect(own.lines?.[0]).toMatchObject({ unit_price: 20, list_price: 20 });
  });

  it('adds a whole list to the cart and says what was not added and why', async () => {
    const { buyer, colleague } = await company();
    const bolts = await product(20, 300, 10);
    const drill = await product(4500, 5);
    const made = await call(buyer, 'POST', '/lists', {
      name: 'Weekly',
      shared: true,
      items: [
        { product_id: bolts.id, quantity: 20 },
        { product_id: drill.id, quantity: 2 },
      ],
    });
    const id = listOf(made).list_id;
    await t.ctx.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, drill.id));
    const res = await call(colleague, 'POST', `/lists/${id}/to-cart`);
    expect(res.statusCode, res.body).toBe(200);
    const r = json<{ data: QuickAddResult }>(res).data;
    expect(r.added).toEqual([expect.objectContaining({ product_id: bolts.id, quantity: 20 })]);
    expect(r.rejected).toEqual([
      expect.objectContaining({ sku: drill.sku, reason: 'This product is out of stock' }),
    ]);
    expect(r.cart.items.map((i) => i.product_id)).toEqual([bolts.id]);
  });
});
