import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_ADDRESSES, type SavedAddress, type Shipping } from '@store/contract';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers';
import { createProduct, createUser, type TestUser } from '../../../test/fixtures';
import { addToCart, postOrder, shipping } from '../orders/orders.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type One = { success: boolean; message: string; data: SavedAddress; code?: string };
type List = { success: boolean; message: string; data: { content: SavedAddress[] } };
type Invalid = { success: false; message: string; errors: { field: string; message: string }[] };

const list = async (user: TestUser) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/addresses',
    headers: bearer(user.accessToken),
  });
  expect(res.statusCode).toBe(200);
  return json<List>(res).data.content;
};
const create = (user: TestUser, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/addresses',
    headers: bearer(user.accessToken),
    payload: body,
  });
const update = (user: TestUser, id: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/addresses/${id}`,
    headers: bearer(user.accessToken),
    payload: body,
  });
const remove = (user: TestUser, id: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/addresses/${id}`,
    headers: bearer(user.accessToken),
  });

async function order(user: TestUser, address: Partial<Shipping> = {}) {
  const { product } = await createProduct(t.ctx.db, { stock: 5 });
  expect((await addToCart(t, user, product.id)).statusCode).toBe(200);
  const res = await postOrder(t, user, { body: shipping(address) });
  expect(res.statusCode).toBe(201);
}

describe('saved addresses', () => {
  it('needs a signed-in customer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/addresses' });
    expect(res.statusCode).toBe(401);
  });

  it('remembers the delivery address of each order once, most recently used first', async () => {
    const user = await createUser(t);
    expect(await list(user)).toEqual([]);
    await order(user);
    await order(user, { street_address: '7 MG Road', city: 'Mysuru', pincode: '570001' });
    // The first address again, typed with other spacing and case: no duplicate.
    await order(user, { street_address: '  12, 4th main,   Peenya Industrial Area ' });
    const saved = await list(user);
    expect(saved.map((a) => a.city)).toEqual(['Bengaluru', 'Mysuru']);
    expect(saved[0]).toEqual({
      address_id: expect.any(String),
      ...shipping(),
      created_at: expect.any(String),
      last_used_at: expect.any(String),
    });
    // Another customer sees none of them.
    expect(await list(await createUser(t))).toEqual([]);
  });

  it('creates, edits and deletes an address; the same one twice is kept once', async () => {
    const user = await createUser(t);
    const res = await create(user, shipping({ city: 'Hubballi' }));
    expect(res.statusCode).toBe(201);
    const created = json<One>(res);
    expect(created.message).toBe('Address saved');
    expect(created.data.city).toBe('Hubballi');

    const again = await create(user, shipping({ city: 'hubballi ' }));
    expect(again.statusCode).toBe(200);
    expect(json<One>(again).data.address_id).toBe(created.data.address_id);

    const edited = await update(user, created.data.address_id, shipping({ city: 'Dharwad' }));
    expect(edited.statusCode).toBe(200);
    expect(json<One>(edited).data).toMatchObject({
      address_id: created.data.address_id,
      city: 'Dharwad',
    });
    const got = await t.app.inject({
      method: 'GET',
      url: `/api/addresses/${created.data.address_id}`,
      headers: bearer(user.accessToken),
    });
    expect(json<One>(got).data.city).toBe('Dharwad');

    const del = await remove(user, created.data.address_id);
    expect(del.statusCode).toBe(200);
    expect(json(del).message).toBe('Address deleted');
    expect(await list(user)).toEqual([]);
    expect((await remove(user, created.data.address_id)).statusCode).toBe(404);
  });

  it("answers 404 for another customer's address and leaves it alone", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const id = json<One>(await create(owner, shipping())).data.address_id;
    for (const res of [
      await t.app.inject({
        method: 'GET',
        url: `/api/addresses/${id}`,
        headers: bearer(other.accessToken),
      }),
      await update(other, id, shipping({ city: 'Elsewhere' })),
      await remove(other, id),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(json(res)).toMatchObject({ success: false, message: 'Address not found' });
    }
    expect((await list(owner)).map((a) => a.city)).toEqual(['Bengaluru']);
  });

  it('validates like checkout: required fields, formats, lengths, NUL and no coercion', async () => {
    const user = await createUser(t);
    const cases: [Record<string, unknown>, string, string][] = [
      [shipping({ city: '' }), 'city', 'Please fill in city'],
      [shipping({ pincode: '5600' }), 'pincode', 'Please enter a valid 6-digit pincode'],
      [
        shipping({ phone_number: '12345' }),
        'phone_number',
        'Please enter a valid 10-digit phone number',
      ],
      [
        shipping({ street_address: 'x'.repeat(301) }),
        'street_address',
        'street address must be at most 300 characters',
      ],
      [
        shipping({ customer_name: 'Asha\u0000Rao' }),
        'customer_name',
        'customer_name contains a character that is not allowed (NUL)',
      ],
      [{ ...shipping(), pincode: 560058 }, 'pincode', ''],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(user, body);
      expect(res.statusCode).toBe(400);
      const errors = json<Invalid>(res).errors;
      expect(errors.map((e) => e.field)).toContain(field);
      if (message) expect(errors).toContainEqual({ field, message });
    }
    expect(await list(user)).toEqual([]);
    const badId = await update(user, 'not-a-uuid', shipping());
    expect(badId.statusCode).toBe(400);
  });

  it(`keeps at most ${MAX_SAVED_ADDRESSES}: a new one by hand is refused, an order forgets the oldest`, async () => {
    const user = await createUser(t);
    for (let i = 0; i < MAX_SAVED_ADDRESSES; i += 1) {
      expect((await create(user, shipping({ street_address: `Plot ${i}` }))).statusCode).toBe(201);
    }
    const refused = await create(user, shipping({ street_address: 'One too many' }));
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe(
      `You can keep at most ${MAX_SAVED_ADDRESSES} saved addresses`,
    );
    await order(user, { street_address: 'Ordered to here' });
    const saved = await list(user);
    expect(saved).toHaveLength(MAX_SAVED_ADDRESSES);
    expect(saved[0]!.street_address).toBe('Ordered to here');
  });
});
