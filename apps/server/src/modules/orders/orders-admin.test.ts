import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, OrderEvent, OrderStatus, Page } from '@store/contract';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers';
import { createProduct, createUser, type TestUser } from '../../../test/fixtures';
import { events, orderStatusHistory, products } from '../../db/schema/index';
import { addItem, cartIdOf } from '../cart/cart.service';
import { getMyOrder } from '../order-views/order-views.service';
import { placeOrder } from '../../workflows/place-order';

let t: TestApp;
let staff: TestUser;
let asha: TestUser;
let ravi: TestUser;

beforeAll(async () => {
  t = await createTestApp({ EVENTS_LONG_POLL_MS: 3000 });
  staff = await createUser(t, { role: 'ADMIN', name: 'Store Staff' });
  asha = await createUser(t, { name: 'Asha Rao', phone: '9811111111' });
  ravi = await createUser(t, { name: 'Ravi Kumar', phone: '9822222222' });
});
afterAll(async () => {
  await t.close();
});

/** A placed order of `user` (through the real cart and order services). */
async function placeFor(
  user: TestUser,
  lines: { productId: string; quantity: number }[],
  customerName = user.name,
) {
  for (const l of lines) {
    await addItem(t.ctx.db, user.id, {
      product_id: l.productId,
      quantity: l.quantity,
      cart_type: 'CART',
    });
  }
  const cartId = await cartIdOf(t.ctx.db, user.id, 'CART');
  const { order } = await placeOrder(
    t.ctx.db,
    {
      userId: user.id,
      idempotencyKey: null,
      order: {
        cart_id: cartId,
        customer_name: customerName,
        phone_number: user.phone,
        street_address: '12, 4th Main, Peenya Industrial Area',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560058',
      },
    },
    t.ctx,
  );
  return order;
}

async function stockOf(productId: string) {
  const [row] = await t.ctx.db
    .select({ stock: products.stockQuantity })
    .from(products)
    .where(eq(products.id, productId));
  return row?.stock;
}

function patchStatus(
  who: TestUser | null,
  orderId: string,
  body: { status: OrderStatus | string; remarks?: string },
) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${orderId}/status`,
    headers: who ? bearer(who.accessToken) : {},
    payload: body,
  });
}

function list(query: string, who: TestUser = staff) {
  return t.app.inject({
    method: 'GET',
    url: `/api/admin/orders${query}`,
    headers: bearer(who.accessToken),
  });
}

const pageOf = (res: { body: string }) => json<{ data: Page<AdminOrder> }>(res as never).data;
const orderOfRes = (res: { body: string }) => json<{ data: AdminOrder }>(res as never).data;

describe('staff order calls: who may call them', () => {
  it('answers a guest 401 and a customer 403 on every call', async () => {
    const { product } = await createProduct(t.ctx.db, { stock: 5 });
    const order = await placeFor(asha, [{ productId: product.id, quantity: 1 }]);
    const calls = [
      { method: 'GET' as const, url: '/api/admin/orders' },
      { method: 'GET' as const, url: `/api/admin/orders/${order.order_id}` },
      {
        method: 'PATCH' as const,
        url: `/api/admin/orders/${order.order_id}/status`,
        payload: { status: 'CONFIRMED' },
      },
    ];
    for (const call of calls) {
      const guest = await t.app.inject(call);
      expect(guest.statusCode, call.url).toBe(401);
      const customer = await t.app.inject({ ...call, headers: bearer(asha.accessToken) });
      expect(customer.statusCode, call.url).toBe(403);
      expect(json(customer)).toMatchObject({
        success: false,
        code: 'forbidden',
        message: 'Staff access only',
      });
    }
    // Nothing changed.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.order_id}`,
      headers: bearer(staff.accessToken),
    });
    expect(orderOfRes(detail).status).toBe('PLACED');
  });
});

describe('GET /admin/orders', () => {
  let ashaOrder: AdminOrder;
  let raviOrder: AdminOrder;
  beforeAll(async () => {
    const { product } = await createProduct(t.ctx.db, { stock: 50, price: 250 });
    ashaOrder = (await placeFor(asha, [{ productId: product.id, quantity: 2 }])) as AdminOrder;
    raviOrder = (await placeFor(
      ravi,
      [{ productId: product.id, quantity: 1 }],
      'Ravindra Workshop',
    )) as AdminOrder;
  });

  it("lists every customer's orders newest first with the owner's name and phone", async () => {
    const res = await list('?limit=100');
    expect(res.statusCode).toBe(200);
    const page = pageOf(res);
    const ids = page.content.map((o) => o.order_id);
    expect(ids).toContain(ashaOrder.order_id);
    expect(ids).toContain(raviOrder.order_id);
    expect(ids.indexOf(raviOrder.order_id)).toBeLessThan(ids.indexOf(ashaOrder.order_id));
    const ravis = page.content.find((o) => o.order_id === raviOrder.order_id);
    expect(ravis).toMatchObject({
      user_id: ravi.id,
      user_name: 'Ravi Kumar',
      user_phone: '9822222222',
      customer_name: 'Ravindra Workshop',
      status: 'PLACED',
      total_items: 1,
      total_amount: 250,
    });
    expect(ravis?.order_items).toHaveLength(1);
    expect(ravis?.status_history.map((h) => h.status)).toEqual(['PLACED']);
  });

  it('pages with index and limit', async () => {
    const all = pageOf(await list('?limit=100'));
    const second = pageOf(await list('?index=1&limit=1'));
    expect(second).toMatchObject({
      index: 1,
      limit: 1,
      number_of_elements: 1,
      total_elements: all.total_elements,
      total_pages: all.total_elements,
    });
    expect(second.content[0]?.order_id).toBe(all.content[1]?.order_id);
  });

  it('filters by status', async () => {
    const confirmed = await createProduct(t.ctx.db, { stock: 5 });
    const order = await placeFor(ravi, [{ productId: confirmed.product.id, quantity: 1 }]);
    expect((await patchStatus(staff, order.order_id, { status: 'CONFIRMED' })).statusCode).toBe(
      200,
    );
    const page = pageOf(await list('?status=CONFIRMED&limit=100'));
    expect(page.content.length).toBeGreaterThan(0);
    expect(page.content.every((o) => o.status === 'CONFIRMED')).toBe(true);
    expect(page.content.map((o) => o.order_id)).toContain(order.order_id);
    const placed = pageOf(await list('?status=PLACED&limit=100'));
    expect(placed.content.map((o) => o.order_id)).not.toContain(order.order_id);
  });

  it('searches by the start of the order id, as the short id is shown', async () => {
    const short = ashaOrder.order_id.slice(0, 8).toUpperCase();
    for (const q of [short, `#${short}`, ashaOrder.order_id]) {
      const page = pageOf(await list(`?q=${encodeURIComponent(q)}`));
      expect(page.content.map((o) => o.order_id)).toEqual([ashaOrder.order_id]);
    }
  });

  it('searches by shipping name, account name and phone', async () => {
    const byShipName = pageOf(await list('?q=ravindra&limit=100'));
    expect(byShipName.content.map((o) => o.order_id)).toEqual([raviOrder.order_id]);
    const byAccount = pageOf(await list('?q=Ravi%20Kumar&limit=100'));
    expect(byAccount.content.every((o) => o.user_id === ravi.id)).toBe(true);
    expect(byAccount.content.length).toBeGreaterThan(0);
    const byPhone = pageOf(await list('?q=%2B91%2098111%2011111&limit=100'));
    expect(byPhone.content.length).toBeGreaterThan(0);
    expect(byPhone.content.every((o) => o.user_id === asha.id)).toBe(true);
    const none = pageOf(await list('?q=nobody-by-this-name'));
    expect(none).toMatchObject({ content: [], total_elements: 0, total_pages: 0 });
    const wildcard = pageOf(await list('?q=%25'));
    expect(wildcard.total_elements).toBe(0);
  });

  it('refuses bad paging and filters with 400', async () => {
    for (const q of ['?status=LOST', '?limit=1000', '?index=-1', `?q=${'x'.repeat(101)}`]) {
      const res = await list(q);
      expect(res.statusCode, q).toBe(400);
      expect(json(res).code).toBe('invalid_data');
    }
  });
});

describe('GET /admin/orders/{id}', () => {
  it("answers any customer's order with items, address and history", async () => {
    const { product } = await createProduct(t.ctx.db, { stock: 5, price: 99.5 });
    const order = await placeFor(ravi, [{ productId: product.id, quantity: 2 }]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.order_id}`,
      headers: bearer(staff.accessToken),
    });
    expect(res.statusCode).toBe(200);
    expect(orderOfRes(res)).toMatchObject({
      order_id: order.order_id,
      user_name: 'Ravi Kumar',
      total_amount: 199,
      full_address: '12, 4th Main, Peenya Industrial Area, Bengaluru, Karnataka - 560058',
      order_items: [{ product_id: product.id, quantity: 2, unit_price: 99.5, total_price: 199 }],
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/00000000-0000-4000-8000-000000000000',
      headers: bearer(staff.accessToken),
    });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe('Order not found');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/not-an-id',
      headers: bearer(staff.accessToken),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PATCH /admin/orders/{id}/status', () => {
  it('moves an order along the whole path, recording each remark, and tells the owner', async () => {
    const { product } = await createProduct(t.ctx.db, { stock: 5 });
    const order = await placeFor(asha, [{ productId: product.id, quantity: 1 }]);
    const steps: [OrderStatus, string | undefined][] = [
      ['CONFIRMED', 'Packed at Peenya warehouse'],
      ['SHIPPED', 'Sent by Blue Dart, AWB 1234'],
      ['DELIVERED', undefined],
    ];
    for (const [status, remarks] of steps) {
      const res = await patchStatus(staff, order.order_id, { status, remarks });
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res).message).toBe(`Order status updated to ${status}`);
      expect(orderOfRes(res).status).toBe(status);
    }
    const final = orderOfRes(
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/orders/${order.order_id}`,
        headers: bearer(staff.accessToken),
      }),
    );
    expect(final.status_history.map((h) => [h.status, h.remarks])).toEqual([
      ['PLACED', null],
      ['CONFIRMED', 'Packed at Peenya warehouse'],
      ['SHIPPED', 'Sent by Blue Dart, AWB 1234'],
      ['DELIVERED', null],
    ]);
    // The latest staff remark is the customer's 'Note:'.
    expect(final.admin_remarks).toBe('Sent by Blue Dart, AWB 1234');
    expect(final.can_be_cancelled_by_user).toBe(false);
    const history = await t.ctx.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.order_id));
    expect(
      history.filter((h) => h.status !== 'PLACED').every((h) => h.changedBy === staff.id),
    ).toBe(true);

    // The owner's events carry each step, in order.
    const poll = await t.app.inject({
      method: 'GET',
      url: '/api/polling/user/events?longPoll=true&lastEventId=0',
      headers: bearer(asha.accessToken),
    });
    const mine = json<{ data: { events: OrderEvent[] } }>(poll).data.events.filter(
      (e) => e.metadata.orderId === order.order_id,
    );
    expect(mine.map((e) => e.metadata.status)).toEqual(['CONFIRMED', 'SHIPPED', 'DELIVERED']);
  });

  it('shows the remark to the customer on their own order', async () => {
    const { product } = await createProduct(t.ctx.db, { stock: 5 });
    const order = await placeFor(asha, [{ productId: product.id, quantity: 1 }]);
    await patchStatus(staff, order.order_id, { status: 'CONFIRMED', remarks: '  Ships Monday ' });
    // What the customer's own order call answers (the 'Note:' of Order Details).
    const mine = await getMyOrder(t.ctx.db, asha.id, order.order_id);
    expect(mine.admin_remarks).toBe('Ships Monday');
    expect(mine.status_history.at(-1)).toMatchObject({
      status: 'CONFIRMED',
      remarks: 'Ships Monday',
    });
  });

  it.each([
    ['PLACED', 'SHIPPED', 'Cannot change an order from PLACED to SHIPPED'],
    ['PLACED', 'DELIVERED', 'Cannot change an order from PLACED to DELIVERED'],
    ['PLACED', 'PLACED', 'This order is already PLACED'],
    ['CONFIRMED', 'PLACED', 'Cannot change an order from CONFIRMED to PLACED'],
    ['CONFIRMED', 'DELIVERED', 'Cannot change an order from CONFIRMED to DELIVERED'],
    ['SHIPPED', 'CANCELLED', 'Cannot change an order from SHIPPED to CANCELLED'],
    ['SHIPPED', 'CONFIRMED', 'Cannot change an order from SHIPPED to CONFIRMED'],
    ['DELIVERED', 'SHIPPED', 'Cannot change an order from DELIVERED to SHIPPED'],
    ['DELIVERED', 'CANCELLED', 'Cannot change an order from DELIVERED to CANCELLED'],
    ['CANCELLED', 'CONFIRMED', 'Cannot change an order from CANCELLED to CONFIRMED'],
    ['CANCELLED', 'PLACED', 'Cannot change an order from CANCELLED to PLACED'],
  ] as const)('refuses %s → %s with 409 and changes nothing', async (from, to, message) => {
    const { product } = await createProduct(t.ctx.db, { stock: 5 });
    const order = await placeFor(ravi, [{ productId: product.id, quantity: 2 }]);
    const path: Record<string, OrderStatus[]> = {
      PLACED: [],
      CONFIRMED: ['CONFIRMED'],
      SHIPPED: ['CONFIRMED', 'SHIPPED'],
      DELIVERED: ['CONFIRMED', 'SHIPPED', 'DELIVERED'],
      CANCELLED: ['CANCELLED'],
    };
    for (const step of path[from] ?? []) {
      expect((await patchStatus(staff, order.order_id, { status: step })).statusCode).toBe(200);
    }
    const stockBefore = await stockOf(product.id);
    const eventsBefore = (await t.ctx.db.select().from(events)).length;
    const res = await patchStatus(staff, order.order_id, { status: to, remarks: 'try' });
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ success: false, code: 'conflict', message });
    const after = orderOfRes(
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/orders/${order.order_id}`,
        headers: bearer(staff.accessToken),
      }),
    );
    expect(after.status).toBe(from);
    expect(after.status_history).toHaveLength(1 + (path[from]?.length ?? 0));
    expect(await stockOf(product.id)).toBe(stockBefore);
    expect((await t.ctx.db.select().from(events)).length).toBe(eventsBefore);
  });

  it.each(['PLACED', 'CONFIRMED'] as const)(
    'cancels a %s order, puts the stock back and tells the owner',
    async (from) => {
      const a = await createProduct(t.ctx.db, { stock: 10 });
      const b = await createProduct(t.ctx.db, { stock: 4 });
      const order = await placeFor(asha, [
        { productId: a.product.id, quantity: 3 },
        { productId: b.product.id, quantity: 4 },
      ]);
      expect(await stockOf(a.product.id)).toBe(7);
      expect(await stockOf(b.product.id)).toBe(0);
      if (from === 'CONFIRMED') {
        expect((await patchStatus(staff, order.order_id, { status: 'CONFIRMED' })).statusCode).toBe(
          200,
        );
      }
      const res = await patchStatus(staff, order.order_id, {
        status: 'CANCELLED',
        remarks: 'Customer asked by phone',
      });
      expect(res.statusCode, res.body).toBe(200);
      const cancelled = orderOfRes(res);
      expect(cancelled).toMatchObject({
        status: 'CANCELLED',
        can_be_cancelled_by_user: false,
        admin_remarks: 'Customer asked by phone',
      });
      expect(cancelled.status_history.at(-1)).toMatchObject({
        status: 'CANCELLED',
        remarks: 'Customer asked by phone',
      });
      expect(await stockOf(a.product.id)).toBe(10);
      expect(await stockOf(b.product.id)).toBe(4);
      const rows = await t.ctx.db.select().from(events).where(eq(events.userId, asha.id));
      expect(
        rows.filter((r) => r.metadata.orderId === order.order_id).map((r) => r.metadata.status),
      ).toEqual(from === 'CONFIRMED' ? ['CONFIRMED', 'CANCELLED'] : ['CANCELLED']);
      // A second cancel is refused and does not restock twice.
      const again = await patchStatus(staff, order.order_id, { status: 'CANCELLED' });
      expect(again.statusCode).toBe(409);
      expect(await stockOf(a.product.id)).toBe(10);
    },
  );

  it('lets only one of two simultaneous changes through', async () => {
    const { product } = await createProduct(t.ctx.db, { stock: 5 });
    const order = await placeFor(ravi, [{ productId: product.id, quantity: 2 }]);
    const results = await Promise.all([
      patchStatus(staff, order.order_id, { status: 'CANCELLED', remarks: 'one' }),
      patchStatus(staff, order.order_id, { status: 'CANCELLED', remarks: 'two' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(product.id)).toBe(5);
  });

  it('validates the body and the id', async () => {
    const { product } = await createProduct(t.ctx.db, { stock: 5 });
    const order = await placeFor(ravi, [{ productId: product.id, quantity: 1 }]);
    const cases: [unknown, string][] = [
      [{ status: 'LOST' }, 'status'],
      [{}, 'status'],
      [{ status: 'CONFIRMED', remarks: 'x'.repeat(501) }, 'remarks'],
      [{ status: 'CONFIRMED', remarks: 42 }, 'remarks'],
    ];
    for (const [payload, field] of cases) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${order.order_id}/status`,
        headers: bearer(staff.accessToken),
        payload: payload as object,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json<{ errors: { field: string }[] }>(res).errors[0]?.field).toBe(field);
    }
    const tooLong = await patchStatus(staff, order.order_id, {
      status: 'CONFIRMED',
      remarks: 'x'.repeat(501),
    });
    expect(json(tooLong).message).toBe('Remarks must be at most 500 characters');
    const unknown = await patchStatus(staff, '00000000-0000-4000-8000-000000000000', {
      status: 'CONFIRMED',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
