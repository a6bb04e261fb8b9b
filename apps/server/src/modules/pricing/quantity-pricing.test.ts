import { eq } from 'drizzle-orm';
import type * as LightMyRequest from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lineTax,
  type AdminProduct,
  type Cart,
  type Order,
  type ProductDetail,
} from '@store/contract';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers';
import { createProduct, createUser, type TestUser } from '../../../test/fixtures';
import { products } from '../../db/schema/index';
import { rateText } from '../invoices/invoice-pdf-lines';
import { changeOrderStatus } from '../../workflows/order-changes';
import { postOrder } from '../orders/orders.test-support';

/**
 * decisions.md › Buying in quantity, on PGlite and (TEST_DATABASE_URL) PostgreSQL: the staff
 * rules, product answers, the slab price at 9, 10, 49 and 50 units in the cart, the order, its
 * GST split and the tax invoice, and the cart's pack and minimum refusals.
 */

let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { role: 'ADMIN', name: 'Store Staff' });
});
afterAll(async () => {
  await t.close();
});

type Res = Awaited<ReturnType<typeof call>>;
const call = (
  user: TestUser,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: bearer(user.accessToken),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  }) as Promise<LightMyRequest.Response>;
const cartOf = async (user: TestUser) =>
  json<{ data: Cart }>(await call(user, 'GET', '/api/cart/CART')).data;
const expectRefused = (res: Res, status: number, message: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(json(res).message).toBe(message);
};

/** ₹450 each; ₹420 from 10; ₹399 from 50 (GST 18%, HSN 6804: grinding discs). */
async function slabbed(opts: { pack?: number; min?: number; stock?: number; price?: number } = {}) {
  const { product } = await createProduct(t.ctx.db, {
    price: opts.price ?? 450,
    stock: opts.stock ?? 1000,
  });
  await t.ctx.db
    .update(products)
    .set({
      packSize: opts.pack ?? 1,
      minOrderQty: opts.min ?? opts.pack ?? 1,
      priceSlabs: [
        { min_quantity: 10, price_paise: 42_000 },
        { min_quantity: 50, price_paise: 39_900 },
      ],
      gstRate: 18,
      hsnCode: '6804',
      unit: 'piece',
    })
    .where(eq(products.id, product.id));
  return product;
}

describe('staff set pack size, minimum order and slabs', () => {
  let makerId: string;
  let categoryId: string;
  beforeAll(async () => {
    const { maker, category } = await createProduct(t.ctx.db);
    makerId = maker.id;
    categoryId = category.id;
  });
  const body = (over: Record<string, unknown> = {}) => ({
    name: `Flap Disc ${Math.random().toString(36).slice(2, 8)}`,
    sku: `FD-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
    manufacturer_id: makerId,
    category_ids: [categoryId],
    price: 450,
    stock_quantity: 500,
    ...over,
  });

  it('creates a product with them and every product answer carries them', async () => {
    const res = await call(
      staff,
      'POST',
      '/api/admin/products',
      body({
        pack_size: 10,
        min_order_qty: 20,
        price_slabs: [
          { min_quantity: 50, price: 420 },
          { min_quantity: 100, price: 399.5 },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const created = json<{ data: AdminProduct }>(res).data;
    expect(created).toMatchObject({
      pack_size: 10,
      min_order_qty: 20,
      price_slabs: [
        { min_quantity: 50, price: 420 },
        { min_quantity: 100, price: 399.5 },
      ],
    });
    const page = json<{ data: ProductDetail }>(
      await t.app.inject({ method: 'GET', url: `/api/products/${created.slug}` }),
    ).data;
    expect(page).toMatchObject({
      pack_size: 10,
      min_order_qty: 20,
      price_slabs: created.price_slabs,
    });
    const bySku = json<{ data: ProductDetail }>(
      await t.app.inject({ method: 'GET', url: `/api/products/sku/${created.sku}` }),
    ).data;
    expect(bySku.price_slabs).toEqual(created.price_slabs);
    const listing = json<{ data: { content: ProductDetail[] } }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/products/search?manufacturerId=${makerId}&limit=100`,
      }),
    ).data.content.find((p) => p.product_id === created.product_id);
    expect(listing).toMatchObject({
      pack_size: 10,
      min_order_qty: 20,
      price_slabs: created.price_slabs,
    });
  });

  it('defaults to one unit, one at a time, no slabs; the minimum defaults to the pack', async () => {
    const plain = json<{ data: AdminProduct }>(
      await call(staff, 'POST', '/api/admin/products', body()),
    ).data;
    expect(plain).toMatchObject({ pack_size: 1, min_order_qty: 1, price_slabs: [] });
    const packed = json<{ data: AdminProduct }>(
      await call(staff, 'POST', '/api/admin/products', body({ pack_size: 12 })),
    ).data;
    expect(packed).toMatchObject({ pack_size: 12, min_order_qty: 12 });
    // a new pack size carries a minimum left at one pack along with it
    const patched = json<{ data: AdminProduct }>(
      await call(staff, 'PATCH', `/api/admin/products/${packed.product_id}`, { pack_size: 6 }),
    ).data;
    expect(patched).toMatchObject({ pack_size: 6, min_order_qty: 6 });
  });

  it.each([
    [{ pack_size: 0 }, 'pack_size', 'Pack size must be at least 1'],
    [{ pack_size: 1001 }, 'pack_size', 'Pack size must be at most 1000'],
    [{ pack_size: 2.5 }, 'pack_size', 'Pack size must be a whole number'],
    [
      { pack_size: 10, min_order_qty: 15 },
      'min_order_qty',
      'Minimum order must be a multiple of the pack size (10)',
    ],
    [
      { min_order_qty: 10, price_slabs: [{ min_quantity: 10, price: 400 }] },
      'price_slabs.0.min_quantity',
      'Slab quantity must be above the minimum order (10)',
    ],
    [
      { pack_size: 10, price_slabs: [{ min_quantity: 25, price: 400 }] },
      'price_slabs.0.min_quantity',
      'Slab quantity must be a multiple of the pack size (10)',
    ],
    [
      {
        price_slabs: [
          { min_quantity: 50, price: 400 },
          { min_quantity: 10, price: 380 },
        ],
      },
      'price_slabs.1.min_quantity',
      'Slab quantities must rise: 10 is not above 50',
    ],
    [
      { price_slabs: [{ min_quantity: 10, price: 450 }] },
      'price_slabs.0.price',
      'Slab price must be below the price (₹450)',
    ],
    [
      {
        price_slabs: [
          { min_quantity: 10, price: 420 },
          { min_quantity: 50, price: 430 },
        ],
      },
      'price_slabs.1.price',
      'Slab prices must fall: ₹430 is not below ₹420',
    ],
    [
      { price_slabs: [2, 3, 4, 5, 6, 7].map((q, i) => ({ min_quantity: q * 10, price: 440 - i })) },
      'price_slabs',
      'At most 5 price slabs',
    ],
    [
      { price_slabs: [{ min_quantity: 10, price: 0 }] },
      'price_slabs.0.price',
      'Slab price must be more than 0',
    ],
  ])('refuses %j naming %s', async (over, field, message) => {
    const before = await t.ctx.db.select({ id: products.id }).from(products);
    const res = await call(staff, 'POST', '/api/admin/products', body(over));
    expect(res.statusCode, res.body).toBe(400);
    expect(json(res).message).toBe(message);
    expect(json(res).errors?.[0]).toEqual({ field, message });
    expect(await t.ctx.db.select({ id: products.id }).from(products)).toHaveLength(before.length);
  });

  it('refuses a change that makes the slabs contradict the price, and changes nothing', async () => {
    const p = json<{ data: AdminProduct }>(
      await call(
        staff,
        'POST',
        '/api/admin/products',
        body({ price_slabs: [{ min_quantity: 10, price: 420 }] }),
      ),
    ).data;
    const res = await call(staff, 'PATCH', `/api/admin/products/${p.product_id}`, { price: 400 });
    expectRefused(res, 400, 'Slab price must be below the price (₹400)');
    expect(json(res).errors?.[0]?.field).toBe('price_slabs.0.price');
    const again = json<{ data: AdminProduct }>(
      await call(staff, 'GET', `/api/admin/products/${p.product_id}`),
    ).data;
    expect(again).toMatchObject({ price: 450, price_slabs: [{ min_quantity: 10, price: 420 }] });
    // new slabs and the price together
    const ok = await call(staff, 'PATCH', `/api/admin/products/${p.product_id}`, {
      price: 400,
      price_slabs: [{ min_quantity: 20, price: 380 }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json<{ data: AdminProduct }>(ok).data.price_slabs).toEqual([
      { min_quantity: 20, price: 380 },
    ]);
  });
});

describe('the cart line is priced at the slab of its quantity', () => {
  it.each([
    [9, 450, { min_quantity: 10, price: 420 }],
    [10, 420, { min_quantity: 50, price: 399 }],
    [49, 420, { min_quantity: 50, price: 399 }],
    [50, 399, null],
  ])('%i units: ₹%d each, next slab %j', async (quantity, unit, next) => {
    const user = await createUser(t);
    const p = await slabbed();
    const res = await call(user, 'POST', '/api/cart/items', { product_id: p.id, quantity });
    expect(res.statusCode, res.body).toBe(200);
    const [line] = json<{ data: Cart }>(res).data.items;
    expect(line).toMatchObject({
      quantity,
      unit_price: unit,
      total_price: unit * quantity,
      next_slab: next,
    });
    expect(json<{ data: Cart }>(res).data.total_amount).toBe(unit * quantity);
  });

  it('moves between slabs as the quantity is changed, both ways', async () => {
    const user = await createUser(t);
    const p = await slabbed();
    await call(user, 'POST', '/api/cart/items', { product_id: p.id, quantity: 9 });
    const id = (await cartOf(user)).items[0]?.cart_item_id;
    for (const [q, unit] of [
      [10, 420],
      [50, 399],
      [49, 420],
      [9, 450],
    ] as const) {
      const res = await call(user, 'PUT', `/api/cart/items/${id}`, {
        quantity: q,
        cart_type: 'CART',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(json<{ data: Cart }>(res).data.items[0]).toMatchObject({
        unit_price: unit,
        total_price: unit * q,
      });
    }
    // adding 41 more to 9 reaches the 50 slab
    const more = await call(user, 'POST', '/api/cart/items', { product_id: p.id, quantity: 41 });
    expect(json<{ data: Cart }>(more).data.items[0]).toMatchObject({
      quantity: 50,
      unit_price: 399,
    });
  });
});

describe('pack size and minimum order in the cart', () => {
  it('refuses below the minimum and off the pack with the literal messages, changing nothing', async () => {
    const user = await createUser(t);
    const p = await slabbed({ pack: 10, min: 20, stock: 100 });
    expectRefused(
      await call(user, 'POST', '/api/cart/items', { product_id: p.id, quantity: 10 }),
      400,
      'The minimum order for this product is 20',
    );
    expectRefused(
      await call(user, 'POST', '/api/cart/items', { product_id: p.id, quantity: 25 }),
      400,
      'This product is sold in packs of 10',
    );
    expect((await cartOf(user)).items).toEqual([]);
    const ok = await call(user, 'POST', '/api/cart/items', { product_id: p.id, quantity: 20 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json<{ data: Cart }>(ok).data.items[0]).toMatchObject({
      pack_size: 10,
      min_order_qty: 20,
      unit_price: 420,
    });
    // one more pack on top of the minimum is fine: the line is what counts
    const more = await call(user, 'POST', '/api/cart/items', { product_id: p.id, quantity: 10 });
    expect(json<{ data: Cart }>(more).data.items[0]?.quantity).toBe(30);
    expectRefused(
      await call(user, 'POST', '/api/cart/items', { product_id: p.id, quantity: 5 }),
      400,
      'This product is sold in packs of 10',
    );
    const id = (await cartOf(user)).items[0]?.cart_item_id;
    expectRefused(
      await call(user, 'PUT', `/api/cart/items/${id}`, { quantity: 35, cart_type: 'CART' }),
      400,
      'This product is sold in packs of 10',
    );
    expectRefused(
      await call(user, 'PUT', `/api/cart/items/${id}`, { quantity: 10, cart_type: 'CART' }),
      400,
      'The minimum order for this product is 20',
    );
    // above the stock: 409; above 10,000: 400
    expectRefused(
      await call(user, 'PUT', `/api/cart/items/${id}`, { quantity: 110, cart_type: 'CART' }),
      409,
      'Only 100 in stock',
    );
    expectRefused(
      await call(user, 'PUT', `/api/cart/items/${id}`, { quantity: 10_010, cart_type: 'CART' }),
      400,
      'Quantity must be at most 10000',
    );
    expect((await cartOf(user)).items[0]?.quantity).toBe(30);
    // the wishlist holds one, whatever the pack
    const wish = await call(user, 'POST', '/api/cart/items', {
      product_id: p.id,
      quantity: 1,
      cart_type: 'WISHLIST',
    });
    expect(wish.statusCode, wish.body).toBe(200);
  });

  it('takes up to 10,000 in a line', async () => {
    const user = await createUser(t);
    const { product } = await createProduct(t.ctx.db, { price: 10, stock: 20_000 });
    const res = await call(user, 'POST', '/api/cart/items', {
      product_id: product.id,
      quantity: 10_000,
    });
    expect(res.statusCode, res.body).toBe(200);
    expectRefused(
      await call(user, 'POST', '/api/cart/items', { product_id: product.id, quantity: 1 }),
      409,
      'You can have at most 10000 of one product in your cart',
    );
    expectRefused(
      await call(user, 'POST', '/api/cart/items', { product_id: product.id, quantity: 10_001 }),
      400,
      'Quantity must be at most 10000',
    );
  });

  it('an order refuses a line the product no longer allows (the pack changed after it was added)', async () => {
    const user = await createUser(t);
    const p = await slabbed({ stock: 100 });
    await call(user, 'POST', '/api/cart/items', { product_id: p.id, quantity: 15 });
    await t.ctx.db
      .update(products)
      .set({ packSize: 10, minOrderQty: 10 })
      .where(eq(products.id, p.id));
    const res = await postOrder(t, user);
    expect(res.statusCode, res.body).toBe(400);
    expect(json(res).message).toContain('This product is sold in packs of 10');
    expect((await cartOf(user)).items).toHaveLength(1);
  });
});

/** The text of a PDF (pdf.js), spaces collapsed. */
async function pdfText(pdf: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  let text = '';
  for (let i = 1; i <= doc.numPages; i += 1) {
    const content = await (await doc.getPage(i)).getTextContent();
    for (const item of content.items) if ('str' in item) text += `${item.str} `;
  }
  await doc.destroy();
  return text.replace(/\s+/g, ' ');
}

const inr = (n: number) =>
  `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('orders, GST and the tax invoice use the slab price, to the paisa', () => {
  it.each([
    [9, 450],
    [10, 420],
    [49, 420],
    [50, 399],
  ])('%i units at ₹%d', async (quantity, unit) => {
    const user = await createUser(t);
    const p = await slabbed();
    expect(
      (await call(user, 'POST', '/api/cart/items', { product_id: p.id, quantity })).statusCode,
    ).toBe(200);
    const res = await postOrder(t, user);
    expect(res.statusCode, res.body).toBe(201);
    const order = json<{ data: Order }>(res).data;
    const total = unit * quantity;
    expect(order.order_items[0]).toMatchObject({ quantity, unit_price: unit, total_price: total });
    expect(order.total_amount).toBe(total);
    // Karnataka to Karnataka: CGST = SGST, taxable + tax = total in paise
    const tax = lineTax(Math.round(total * 100), 18, 'INTRA_STATE');
    expect(order.tax).toMatchObject({
      supply_type: 'INTRA_STATE',
      taxable_value: tax.taxable_paise / 100,
      cgst: tax.cgst_paise / 100,
      sgst: tax.sgst_paise / 100,
      total_tax: tax.tax_paise / 100,
    });
    expect(Math.round(order.tax.taxable_value * 100) + Math.round(order.tax.total_tax * 100)).toBe(
      total * 100,
    );
    // the same order read back, and its tax invoice once shipped
    const read = json<{ data: Order }>(
      await call(user, 'GET', `/api/orders/${order.order_id}`),
    ).data;
    expect(read.order_items[0]?.unit_price).toBe(unit);
    await changeOrderStatus(
      t.ctx.db,
      { orderId: order.order_id, status: 'CONFIRMED', staffId: staff.id },
      t.ctx,
    );
    await changeOrderStatus(
      t.ctx.db,
      { orderId: order.order_id, status: 'SHIPPED', staffId: staff.id },
      t.ctx,
    );
    const pdf = await call(user, 'GET', `/api/orders/${order.order_id}/invoice`);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(inr(total));
    expect(text).toContain(inr(tax.cgst_paise / 100));
    expect(text).toContain(inr(tax.taxable_paise / 100));
    // the line: quantity, unit, rate (the taxable value of one unit, to the paisa:
    // decision 311), taxable value, amount
    const rate = rateText(tax.taxable_paise, quantity);
    expect(text).toContain(
      `${quantity} piece ${rate} ${inr(tax.taxable_paise / 100).slice(1)} 18%`,
    );
  });

  it('prices a product at the slab of its whole quantity across an order with other lines', async () => {
    const user = await createUser(t);
    const p = await slabbed();
    const { product: other } = await createProduct(t.ctx.db, { price: 100, stock: 10 });
    await call(user, 'POST', '/api/cart/items', { product_id: p.id, quantity: 50 });
    await call(user, 'POST', '/api/cart/items', { product_id: other.id, quantity: 2 });
    const cart = await cartOf(user);
    expect(cart.total_amount).toBe(50 * 399 + 200);
    const order = json<{ data: Order }>(await postOrder(t, user)).data;
    expect(order.total_amount).toBe(cart.total_amount);
  });
});
