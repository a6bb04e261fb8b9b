import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminCategory,
  AdminManufacturer,
  AdminProduct,
  AdminProductRow,
  Page,
  UploadedImage,
} from '@store/contract';
import { bearer, createTestApp, json, type TestApp } from '../../../../test/helpers';
import { createUser, type TestUser } from '../../../../test/fixtures';
import { products } from '../../../db/schema/index';
import { detectImageType } from '../images/uploads.service';

let t: TestApp;
let staff: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { role: 'ADMIN' });
  customer = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PATCH';
function call(method: Method, url: string, payload?: unknown, who: TestUser | null = staff) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: who ? bearer(who.accessToken) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
const dataOf = <T>(res: { body: string }) => json<{ data: T }>(res as never).data;
const uid = () => crypto.randomBytes(3).toString('hex');

// Smallest valid-looking files of each kind (only the first bytes matter to the check).
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(32, 3),
]);

/** A multipart/form-data body with the given parts. */
function multipart(
  parts: { name: string; filename?: string; type?: string; content: Buffer | string }[],
) {
  const boundary = `----test${uid()}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    chunks.push(
      Buffer.from(
        `Content-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}\r\n` +
          (p.type ? `Content-Type: ${p.type}\r\n` : '') +
          '\r\n',
      ),
    );
    chunks.push(typeof p.content === 'string' ? Buffer.from(p.content) : p.content);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(content: Buffer, type = 'image/png', filename = 'photo.png', who = staff) {
  const body = multipart([{ name: 'file', filename, type, content }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/images',
    headers: { ...body.headers, ...(who ? bearer(who.accessToken) : {}) },
    payload: body.payload,
  });
}

async function newMaker(name = `Maker ${uid()}`) {
  const res = await call('POST', '/admin/manufacturers', { name });
  expect(res.statusCode, res.body).toBe(201);
  return dataOf<AdminManufacturer>(res);
}
async function newCategory(name = `Category ${uid()}`) {
  const res = await call('POST', '/admin/categories', { name });
  expect(res.statusCode, res.body).toBe(201);
  return dataOf<AdminCategory>(res);
}
async function newProduct(overrides: Record<string, unknown> = {}) {
  const maker = await newMaker();
  const category = await newCategory();
  const res = await call('POST', '/admin/products', {
    name: `Impact Drill ${uid()}`,
    sku: `TST-${uid().toUpperCase()}`,
    manufacturer_id: maker.manufacturer_id,
    category_ids: [category.category_id],
    price: 4999,
    stock_quantity: 10,
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return dataOf<AdminProduct>(res);
}

describe('staff catalogue calls: who may call them', () => {
  it('answers a guest 401 and a customer 403 on every call, and changes nothing', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls: [Method, string, unknown?][] = [
      ['GET', '/admin/categories'],
      ['POST', '/admin/categories', { name: 'Sneaky' }],
      ['PATCH', `/admin/categories/${id}`, { name: 'Sneaky' }],
      ['GET', '/admin/manufacturers'],
      ['POST', '/admin/manufacturers', { name: 'Sneaky' }],
      ['PATCH', `/admin/manufacturers/${id}`, { name: 'Sneaky' }],
      ['GET', '/admin/products'],
      ['GET', `/admin/products/${id}`],
      ['POST', '/admin/products', { name: 'Sneaky' }],
      ['PATCH', `/admin/products/${id}`, { name: 'Sneaky' }],
      ['POST', `/admin/products/${id}/stock`, { delta: 5 }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, payload, null)).statusCode, `${method} ${url}`).toBe(401);
      const res = await call(method, url, payload, customer);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(json(res).message).toBe('Staff access only');
    }
    expect((await upload(PNG, 'image/png', 'a.png', null as never)).statusCode).toBe(401);
    expect((await upload(PNG, 'image/png', 'a.png', customer)).statusCode).toBe(403);
    const names = dataOf<Page<AdminCategory>>(await call('GET', '/admin/categories?q=Sneaky'));
    expect(names.total_elements).toBe(0);
  });
});

describe('categories', () => {
  it('creates a category with a slug made from the name, shown in the store', async () => {
    const name = `Heavy Duty Drills & Drivers ${uid()}`;
    const res = await call('POST', '/admin/categories', {
      name,
      description: 'Corded and cordless',
      display_order: 3,
    });
    expect(res.statusCode).toBe(201);
    const created = dataOf<AdminCategory>(res);
    expect(created).toMatchObject({
      name,
      slug: expect.stringMatching(/^heavy-duty-drills-and-drivers-[0-9a-f]{6}$/),
      description: 'Corded and cordless',
      display_order: 3,
      is_active: true,
      image_key: null,
      product_count: 0,
    });
    const store = await t.app.inject({ method: 'GET', url: '/api/categories/active' });
    expect(
      json<{ data: { content: { category_id: string }[] } }>(store).data.content.map(
        (c) => c.category_id,
      ),
    ).toContain(created.category_id);
  });

  it('refuses a slug that is taken (409) and numbers a derived one', async () => {
    const first = await newCategory('Angle Grinders');
    expect(first.slug).toBe('angle-grinders');
    const dup = await call('POST', '/admin/categories', { name: 'Other', slug: 'angle-grinders' });
    expect(dup.statusCode).toBe(409);
    expect(json<{ errors: { field: string }[] }>(dup).errors[0]?.field).toBe('slug');
    expect(json(dup).message).toBe('A category with the slug "angle-grinders" already exists');
    const second = await newCategory('Angle Grinders');
    expect(second.slug).toBe('angle-grinders-2');
    const patch = await call('PATCH', `/admin/categories/${second.category_id}`, {
      slug: 'angle-grinders',
    });
    expect(patch.statusCode).toBe(409);
    // keeping its own slug is fine
    const same = await call('PATCH', `/admin/categories/${first.category_id}`, {
      slug: 'angle-grinders',
      name: 'Angle Grinders',
    });
    expect(same.statusCode).toBe(200);
  });

  it('deactivates and reactivates a category; staff still list it', async () => {
    const c = await newCategory();
    const off = await call('PATCH', `/admin/categories/${c.category_id}`, { is_active: false });
    expect(off.statusCode).toBe(200);
    expect(dataOf<AdminCategory>(off).is_active).toBe(false);
    const store = await t.app.inject({ method: 'GET', url: '/api/categories/active' });
    expect(store.body).not.toContain(c.category_id);
    const inactive = dataOf<Page<AdminCategory>>(
      await call('GET', '/admin/categories?active=inactive&limit=100'),
    );
    expect(inactive.content.map((x) => x.category_id)).toContain(c.category_id);
    expect(inactive.content.every((x) => !x.is_active)).toBe(true);
    const on = await call('PATCH', `/admin/categories/${c.category_id}`, { is_active: true });
    expect(dataOf<AdminCategory>(on).is_active).toBe(true);
    const storeAgain = await t.app.inject({ method: 'GET', url: '/api/categories/active' });
    expect(storeAgain.body).toContain(c.category_id);
  });

  it('searches and pages the staff list', async () => {
    const tag = uid();
    for (const n of ['Alpha', 'Beta', 'Gamma']) await newCategory(`${n} ${tag}`);
    const found = dataOf<Page<AdminCategory>>(
      await call('GET', `/admin/categories?q=${tag}&limit=2`),
    );
    expect(found).toMatchObject({ total_elements: 3, total_pages: 2, number_of_elements: 2 });
    const second = dataOf<Page<AdminCategory>>(
      await call('GET', `/admin/categories?q=${tag}&limit=2&index=1`),
    );
    expect(second.content.map((c) => c.name)).toEqual([`Gamma ${tag}`]);
  });

  it('validates every input', async () => {
    const c = await newCategory();
    const bad: [Method, string, unknown, number, string][] = [
      ['POST', '/admin/categories', {}, 400, 'Name is required'],
      ['POST', '/admin/categories', { name: '   ' }, 400, 'Name is required'],
      [
        'POST',
        '/admin/categories',
        { name: 'x'.repeat(101) },
        400,
        'Name must be at most 100 characters',
      ],
      [
        'POST',
        '/admin/categories',
        { name: 'Ok', slug: 'Bad Slug!' },
        400,
        'Slug may contain only lower-case letters, digits and single hyphens',
      ],
      [
        'POST',
        '/admin/categories',
        { name: 'Ok', display_order: -1 },
        400,
        'Display order must be 0 or more',
      ],
      [
        'POST',
        '/admin/categories',
        { name: 'Ok', image_key: '../../etc/passwd' },
        400,
        'Invalid image key: ../../etc/passwd',
      ],
      [
        'POST',
        '/admin/categories',
        { name: 'Ok', image_key: 'uploads/never-uploaded.png' },
        400,
        'Picture not found: upload it first',
      ],
      ['PATCH', `/admin/categories/${c.category_id}`, {}, 400, 'Nothing to change'],
      [
        'PATCH',
        `/admin/categories/${c.category_id}`,
        { is_active: 'yes' },
        400,
        'Active must be true or false',
      ],
      ['PATCH', '/admin/categories/not-an-id', { name: 'X' }, 400, 'Must be a valid id'],
      [
        'PATCH',
        '/admin/categories/00000000-0000-4000-8000-000000000000',
        { name: 'X' },
        404,
        'Category not found',
      ],
      ['GET', '/admin/categories?limit=1000', undefined, 400, 'limit must be at most 100'],
      ['GET', '/admin/categories?active=maybe', undefined, 400, ''],
    ];
    for (const [method, url, payload, status, message] of bad) {
      const res = await call(method, url, payload);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(status);
      if (message) expect(json(res).message).toBe(message);
    }
  });
});

describe('manufacturers', () => {
  it('creates, renames and deactivates a maker; its products follow in the store', async () => {
    const product = await newProduct({ name: `Rotary Hammer ${uid()}` });
    const makerId = product.manufacturer_id;
    const renamed = await call('PATCH', `/admin/manufacturers/${makerId}`, {
      name: 'Zephyrtools Industrial',
      description: 'Pune',
    });
    expect(renamed.statusCode).toBe(200);
    expect(dataOf<AdminManufacturer>(renamed)).toMatchObject({
      name: 'Zephyrtools Industrial',
      description: 'Pune',
      product_count: 1,
    });
    // The maker's new name finds its product (search data refreshed in the same transaction).
    const search = await t.app.inject({ method: 'GET', url: '/api/search?q=zephyrtools' });
    expect(search.body).toContain(product.product_id);

    const off = await call('PATCH', `/admin/manufacturers/${makerId}`, { is_active: false });
    expect(dataOf<AdminManufacturer>(off).is_active).toBe(false);
    const page = await t.app.inject({ method: 'GET', url: `/api/products/${product.slug}` });
    expect(page.statusCode).toBe(404);
    const staffView = await call('GET', `/admin/products/${product.product_id}`);
    expect(staffView.statusCode).toBe(200);
  });

  it('refuses a duplicate slug with 409', async () => {
    const m = await newMaker(`Deccan ${uid()}`);
    const dup = await call('POST', '/admin/manufacturers', { name: 'Another', slug: m.slug });
    expect(dup.statusCode).toBe(409);
    expect(json(dup).message).toBe(`A manufacturer with the slug "${m.slug}" already exists`);
  });
});

describe('products', () => {
  it('creates a product with every field; prices in rupees are stored in paise', async () => {
    const maker = await newMaker();
    const a = await newCategory();
    const b = await newCategory();
    const img = dataOf<UploadedImage>(await upload(PNG));
    const name = `Cordless Drill Driver ${uid()}`;
    const res = await call('POST', '/admin/products', {
      name,
      sku: `DCD-${uid().toUpperCase()}`,
      manufacturer_id: maker.manufacturer_id,
      category_ids: [a.category_id, b.category_id],
      description: '13 mm chuck, two speeds',
      price: 12345.67,
      compare_at_price: 14999,
      stock_quantity: 25,
      gst_rate: 18,
      hsn_code: '84672100',
      unit: 'piece',
      country_of_origin: 'India',
      warranty: '1 year',
      specifications: [
        { name: 'Power', value: '750 W' },
        { name: 'Chuck', value: '13 mm' },
      ],
      images: [img.object_key],
      display_order: 2,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).message).toBe('Product created');
    const p = dataOf<AdminProduct>(res);
    expect(p).toMatchObject({
      name,
      slug: expect.stringMatching(/^cordless-drill-driver-/),
      manufacturer_id: maker.manufacturer_id,
      price: 12345.67,
      compare_at_price: 14999,
      stock_quantity: 25,
      in_stock: true,
      gst_rate: 18,
      hsn_code: '84672100',
      warranty: '1 year',
      specifications: [
        { name: 'Power', value: '750 W' },
        { name: 'Chuck', value: '13 mm' },
      ],
      images: [img.object_key],
      thumbnail_url: img.object_key,
      display_order: 2,
      is_active: true,
    });
    expect([...p.category_ids].sort()).toEqual([a.category_id, b.category_id].sort());
    const [row] = await t.ctx.db
      .select({ pricePaise: products.pricePaise, compareAtPaise: products.compareAtPaise })
      .from(products)
      .where(eq(products.id, p.product_id));
    expect(row?.pricePaise).toBe(1234567);
    expect(row?.compareAtPaise).toBe(1499900);

    // The store shows it at once, and search finds it by name and SKU.
    const page = await t.app.inject({ method: 'GET', url: `/api/products/${p.slug}` });
    expect(page.statusCode).toBe(200);
    const bySku = await t.app.inject({
      method: 'GET',
      url: `/api/search?q=${encodeURIComponent(p.sku.replace('-', ' '))}`,
    });
    expect(bySku.body).toContain(p.product_id);
  });

  it('keeps SKUs unique, also written another way, and slugs unique (409)', async () => {
    const p = await newProduct({ sku: `ABC-${uid().toUpperCase()}` });
    const other = await newProduct();
    const body = {
      name: 'Copy',
      manufacturer_id: p.manufacturer_id,
      category_ids: p.category_ids,
      price: 10,
    };
    const same = await call('POST', '/admin/products', { ...body, sku: p.sku });
    expect(same.statusCode).toBe(409);
    expect(json(same).message).toBe(`A product with the SKU ${p.sku} already exists`);
    expect(json<{ errors: { field: string }[] }>(same).errors[0]?.field).toBe('sku');
    const spaced = await call('POST', '/admin/products', {
      ...body,
      sku: p.sku.replace('-', ' ').toLowerCase(),
    });
    expect(spaced.statusCode).toBe(409);
    const slug = await call('POST', '/admin/products', {
      ...body,
      sku: `NEW-${uid()}`,
      slug: p.slug,
    });
    expect(slug.statusCode).toBe(409);
    expect(json(slug).message).toBe(`A product with the slug "${p.slug}" already exists`);
    const patchSku = await call('PATCH', `/admin/products/${other.product_id}`, { sku: p.sku });
    expect(patchSku.statusCode).toBe(409);
    const patchSlug = await call('PATCH', `/admin/products/${other.product_id}`, { slug: p.slug });
    expect(patchSlug.statusCode).toBe(409);
    // Its own SKU and slug are fine.
    const own = await call('PATCH', `/admin/products/${p.product_id}`, {
      sku: p.sku,
      slug: p.slug,
    });
    expect(own.statusCode).toBe(200);
  });

  it('makes a unique slug when two products share a name', async () => {
    const name = `Bench Vice ${uid()}`;
    const first = await newProduct({ name });
    const second = await newProduct({ name });
    expect(first.slug).not.toBe(second.slug);
    expect(second.slug.startsWith(first.slug)).toBe(true);
  });

  it('edits any subset of fields, and deactivation hides the product from the store', async () => {
    const p = await newProduct({ price: 1000 });
    const newCat = await newCategory();
    const res = await call('PATCH', `/admin/products/${p.product_id}`, {
      price: 899.5,
      compare_at_price: 1000,
      category_ids: [newCat.category_id],
      specifications: [{ name: 'Weight', value: '2.1 kg' }],
      gst_rate: 12,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf<AdminProduct>(res)).toMatchObject({
      price: 899.5,
      compare_at_price: 1000,
      category_ids: [newCat.category_id],
      specifications: [{ name: 'Weight', value: '2.1 kg' }],
      gst_rate: 12,
      name: p.name,
      stock_quantity: 10,
    });
    // A compare-at price must stay above the price, also when only one of them changes.
    const below = await call('PATCH', `/admin/products/${p.product_id}`, { price: 1200 });
    expect(below.statusCode).toBe(400);
    expect(json(below).message).toBe('Compare-at price must be more than the price');

    const off = await call('PATCH', `/admin/products/${p.product_id}`, { is_active: false });
    expect(dataOf<AdminProduct>(off).is_active).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${p.slug}` })).statusCode).toBe(
      404,
    );
    const list = dataOf<Page<AdminProductRow>>(
      await call('GET', `/admin/products?active=inactive&q=${encodeURIComponent(p.sku)}`),
    );
    expect(list.content.map((r) => r.product_id)).toEqual([p.product_id]);
    const on = await call('PATCH', `/admin/products/${p.product_id}`, { is_active: true });
    expect(dataOf<AdminProduct>(on).is_active).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${p.slug}` })).statusCode).toBe(
      200,
    );
  });

  it('lists every product for staff with search by name or SKU, and paging', async () => {
    const tag = uid();
    const a = await newProduct({ name: `Pipe Wrench ${tag} A` });
    await newProduct({ name: `Pipe Wrench ${tag} B`, is_active: false });
    const byName = dataOf<Page<AdminProductRow>>(
      await call('GET', `/admin/products?q=${encodeURIComponent(`wrench ${tag}`)}`),
    );
    expect(byName.total_elements).toBe(2);
    expect(byName.content.map((r) => r.is_active)).toEqual([true, false]);
    expect(byName.content[0]).toMatchObject({
      product_id: a.product_id,
      sku: a.sku,
      price: 4999,
      stock_quantity: 10,
      manufacturer_name: expect.stringMatching(/^Maker /),
      category_names: [expect.stringMatching(/^Category /)],
    });
    const bySku = dataOf<Page<AdminProductRow>>(
      await call(
        'GET',
        `/admin/products?q=${encodeURIComponent(a.sku.toLowerCase().replace('-', ''))}`,
      ),
    );
    expect(bySku.content.map((r) => r.product_id)).toEqual([a.product_id]);
    const paged = dataOf<Page<AdminProductRow>>(
      await call('GET', `/admin/products?q=${tag}&limit=1&index=1`),
    );
    expect(paged).toMatchObject({ total_elements: 2, total_pages: 2, number_of_elements: 1 });
    const byMaker = dataOf<Page<AdminProductRow>>(
      await call('GET', `/admin/products?manufacturerId=${a.manufacturer_id}`),
    );
    expect(byMaker.content.map((r) => r.product_id)).toEqual([a.product_id]);
  });

  it('validates every product field', async () => {
    const p = await newProduct();
    const base = {
      name: 'Valid',
      sku: `V-${uid()}`,
      manufacturer_id: p.manufacturer_id,
      category_ids: p.category_ids,
      price: 100,
    };
    const cases: [Record<string, unknown>, string, number?][] = [
      [{ ...base, name: '' }, 'Name is required'],
      [{ ...base, sku: '' }, 'SKU is required'],
      [
        { ...base, sku: 'A$B' },
        'SKU may contain letters, digits, spaces, dots, slashes, dashes and underscores',
      ],
      [{ ...base, price: 0 }, 'Price must be more than 0'],
      [{ ...base, price: 10.005 }, 'At most 2 decimals (paise)'],
      [{ ...base, price: '100' }, 'Price must be a number'],
      [{ ...base, price: 100_000_001 }, 'Price must be at most ₹1,00,00,000'],
      [{ ...base, compare_at_price: 90 }, 'Compare-at price must be more than the price'],
      [{ ...base, category_ids: [] }, 'Choose at least one category'],
      [{ ...base, manufacturer_id: 'nope' }, 'Choose a manufacturer'],
      [{ ...base, gst_rate: 41 }, 'GST rate must be at most 40%'],
      [{ ...base, hsn_code: '12' }, 'HSN code must be 4, 6 or 8 digits'],
      [{ ...base, stock_quantity: -1 }, 'Stock must be 0 or more'],
      [{ ...base, stock_quantity: 1.5 }, 'Stock must be a whole number'],
      [{ ...base, specifications: [{ name: '', value: 'x' }] }, 'Specification name is required'],
      [{ ...base, images: ['not a key'] }, 'Invalid image key: not a key'],
      [
        { ...base, manufacturer_id: '00000000-0000-4000-8000-000000000000' },
        'Choose an existing manufacturer',
      ],
      [
        { ...base, category_ids: ['00000000-0000-4000-8000-000000000000'] },
        'Choose existing categories',
      ],
    ];
    for (const [payload, message, status = 400] of cases) {
      const res = await call('POST', '/admin/products', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(json(res).message, JSON.stringify(payload)).toBe(message);
    }
    const missing = await call('POST', '/admin/products', { name: 'Only a name' });
    expect(missing.statusCode).toBe(400);
    const fields = json<{ errors: { field: string }[] }>(missing).errors.map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(['sku', 'manufacturer_id', 'category_ids', 'price']),
    );
    expect((await call('PATCH', `/admin/products/${p.product_id}`, {})).statusCode).toBe(400);
    const unknown = await call('PATCH', '/admin/products/00000000-0000-4000-8000-000000000000', {
      name: 'X',
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await call('GET', '/admin/products/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });
});

describe('stock adjustments', () => {
  it('adds and removes units, never below 0, and sets a counted stock', async () => {
    const p = await newProduct({ stock_quantity: 10 });
    const url = `/admin/products/${p.product_id}/stock`;
    const add = await call('POST', url, { delta: 5 });
    expect(add.statusCode).toBe(200);
    expect(json(add).message).toBe('Stock updated: 15 in stock');
    expect(dataOf<AdminProduct>(add).stock_quantity).toBe(15);
    expect(dataOf<AdminProduct>(await call('POST', url, { delta: -15 })).stock_quantity).toBe(0);
    const below = await call('POST', url, { delta: -1 });
    expect(below.statusCode).toBe(409);
    expect(json(below).message).toBe('Stock cannot go below 0: only 0 in stock');
    expect(dataOf<AdminProduct>(await call('POST', url, { set: 42 })).stock_quantity).toBe(42);
    const over = await call('POST', url, { delta: 1_000_000 });
    expect(over.statusCode).toBe(409);
    expect(json(over).message).toBe('Stock cannot be more than 1000000');
    // PATCH with stock_quantity sets it too.
    const patched = await call('PATCH', `/admin/products/${p.product_id}`, { stock_quantity: 7 });
    expect(dataOf<AdminProduct>(patched).stock_quantity).toBe(7);
  });

  it('applies concurrent deltas without losing any', async () => {
    const p = await newProduct({ stock_quantity: 0 });
    const url = `/admin/products/${p.product_id}/stock`;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', url, { delta: 3 })),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(
      dataOf<AdminProduct>(await call('GET', `/admin/products/${p.product_id}`)).stock_quantity,
    ).toBe(30);
  });

  it('refuses a bad adjustment', async () => {
    const p = await newProduct();
    const url = `/admin/products/${p.product_id}/stock`;
    for (const body of [{}, { delta: 1, set: 2 }, { delta: 0 }, { delta: 1.5 }, { set: -1 }]) {
      expect((await call('POST', url, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(json(await call('POST', url, {})).message).toBe('Give either delta or set');
    const unknown = await call(
      'POST',
      '/admin/products/00000000-0000-4000-8000-000000000000/stock',
      {
        delta: 1,
      },
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /admin/images', () => {
  it('stores a PNG, a JPEG and a WebP and answers the key with a working preview URL', async () => {
    for (const [bytes, type, ext] of [
      [PNG, 'image/png', 'png'],
      [JPEG, 'image/jpeg', 'jpg'],
      [WEBP, 'image/webp', 'webp'],
    ] as const) {
      const res = await upload(bytes, type, `photo.${ext}`);
      expect(res.statusCode, res.body).toBe(201);
      const img = dataOf<UploadedImage>(res);
      expect(img).toMatchObject({
        object_key: expect.stringMatching(new RegExp(`^uploads/[0-9a-f-]{36}\\.${ext}$`)),
        content_type: type,
        size: bytes.length,
      });
      const served = await t.app.inject({ method: 'GET', url: img.preview_url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toContain(type);
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('decides the type by the content, not by the declared type or name', async () => {
    const res = await upload(JPEG, 'image/png', 'looks-like.png');
    expect(res.statusCode).toBe(201);
    expect(dataOf<UploadedImage>(res)).toMatchObject({
      content_type: 'image/jpeg',
      object_key: expect.stringMatching(/\.jpg$/),
    });
    for (const [content, type, name] of [
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'image/svg+xml',
        'x.svg',
      ],
      [Buffer.from('GIF89a....'), 'image/gif', 'x.gif'],
      [Buffer.from('just text pretending'), 'image/png', 'x.png'],
      [Buffer.from('%PDF-1.7'), 'image/jpeg', 'x.jpg'],
    ] as const) {
      const refused = await upload(content, type, name);
      expect(refused.statusCode, name).toBe(415);
      expect(json(refused).message).toBe('Only JPEG, PNG or WebP pictures can be uploaded');
    }
  });

  it('refuses a file over 5 MB with 413 and an empty or missing file with 400', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(big);
    expect(tooBig.statusCode).toBe(413);
    expect(json(tooBig).message).toBe('The picture is larger than 5 MB');
    // Just under the limit is fine (the JSON body limit of 1 MB does not apply here).
    const justUnder = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length - 1)]);
    expect((await upload(justUnder)).statusCode).toBe(201);

    const empty = await upload(Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(json(empty).message).toBe('The file is empty');
    const noFile = multipart([{ name: 'note', content: 'hello' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      headers: { ...noFile.headers, ...bearer(staff.accessToken) },
      payload: noFile.payload,
    });
    expect(res.statusCode).toBe(400);
    const notMultipart = await call('POST', '/admin/images', { file: 'x' });
    expect(notMultipart.statusCode).toBe(400);
    const two = multipart([
      { name: 'file', filename: 'a.png', type: 'image/png', content: PNG },
      { name: 'file', filename: 'b.png', type: 'image/png', content: PNG },
    ]);
    const twoRes = await t.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      headers: { ...two.headers, ...bearer(staff.accessToken) },
      payload: two.payload,
    });
    expect(twoRes.statusCode).toBe(400);
  });

  it('lets an uploaded picture be used as a category image and a maker logo', async () => {
    const img = dataOf<UploadedImage>(await upload(WEBP, 'image/webp', 'logo.webp'));
    const c = await call('POST', '/admin/categories', {
      name: `Pumps ${uid()}`,
      image_key: img.object_key,
    });
    expect(dataOf<AdminCategory>(c).image_key).toBe(img.object_key);
    const m = await call('POST', '/admin/manufacturers', {
      name: `Kirloskar ${uid()}`,
      logo_key: img.object_key,
    });
    expect(dataOf<AdminManufacturer>(m).logo_key).toBe(img.object_key);
    const cleared = await call(
      'PATCH',
      `/admin/manufacturers/${dataOf<AdminManufacturer>(m).manufacturer_id}`,
      {
        logo_key: null,
      },
    );
    expect(dataOf<AdminManufacturer>(cleared).logo_key).toBeNull();
  });
});

describe('detectImageType', () => {
  it('reads the magic bytes', () => {
    expect(detectImageType(PNG)).toBe('image/png');
    expect(detectImageType(JPEG)).toBe('image/jpeg');
    expect(detectImageType(WEBP)).toBe('image/webp');
    expect(detectImageType(Buffer.from('RIFF0000WAVE'))).toBeNull();
    expect(detectImageType(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });
});

describe('API document', () => {
  it('documents every staff call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(json<{ paths: Record<string, unknown> }>(res).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/admin/categories',
        '/api/admin/categories/{id}',
        '/api/admin/manufacturers',
        '/api/admin/manufacturers/{id}',
        '/api/admin/products',
        '/api/admin/products/{id}',
        '/api/admin/products/{id}/stock',
        '/api/admin/images',
        '/api/admin/orders',
        '/api/admin/orders/{id}',
        '/api/admin/orders/{id}/status',
        '/api/polling/user/events',
      ]),
    );
  });
});
