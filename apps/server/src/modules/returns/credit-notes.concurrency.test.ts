import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/fixtures';
import { financialYearOf } from '../invoices/invoice-numbering';
import {
  adminReturnOf,
  askReturn,
  deliveredOrder,
  moveReturn,
  returnOf,
} from './returns.test-support';
import { gstProduct } from '../orders/orders.test-support';

let t: TestApp;
let staff: TestUser;

beforeAll(async () => {
  t = await createTestApp({ DB_POOL_SIZE: 10, CREDIT_NOTE_PREFIX: 'CRN' });
  staff = await createUser(t, { role: 'ADMIN', name: 'Store Staff' });
});
afterAll(async () => {
  await t.close();
});

describe('credit note numbering under concurrency', () => {
  it('gives 20 returns received at the same moment the serials 1..20, no gaps, no repeats', async () => {
    const product = await gstProduct(t, { price: 999, stock: 1000 });
    const buyers = await Promise.all(Array.from({ length: 4 }, () => createUser(t)));
    const returnIds: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const buyer = buyers[i % buyers.length]!;
      const order = await deliveredOrder(t, staff, buyer, [{ productId: product.id, quantity: 3 }]);
      const res = await askReturn(t, buyer, order.order_id, {
        lines: [{ order_item_id: order.order_items[0]!.order_item_id, quantity: 1 + (i % 3) }],
        reason: 'DAMAGED',
      });
      expect(res.statusCode, res.body).toBe(201);
      const ret = returnOf(res);
      expect((await moveReturn(t, staff, ret.return_id, { status: 'APPROVED' })).statusCode).toBe(
        200,
      );
      returnIds.push(ret.return_id);
    }
    const received = await Promise.all(
      returnIds.map((id) => moveReturn(t, staff, id, { status: 'RECEIVED' })),
    );
    for (const r of received) expect(r.statusCode, r.body).toBe(200);
    const fy = financialYearOf(new Date());
    const numbers = received.map((r) => adminReturnOf(r).credit_note?.number ?? '');
    for (const n of numbers) expect(n).toMatch(new RegExp(`^CRN/${fy}/\\d{5}$`));
    const serials = numbers.map((n) => Number(n.split('/')[2])).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});
