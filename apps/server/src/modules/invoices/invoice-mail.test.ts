import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@store/contract';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createProduct, createUser, type TestUser } from '../../../test/fixtures';
import { addItem, cartIdOf } from '../cart/cart.service';
import { renderAttachments } from '../mail/attachments';
import { changeOrderStatus } from '../../workflows/order-changes';
import { placeOrder } from '../../workflows/place-order';
import { shipping } from '../orders/orders.test-support';
import { orderMailDocuments, paymentInstructionsOf } from './invoice-mail';

let t: TestApp;
let staff: TestUser;
let asha: TestUser;
const documents = orderMailDocuments();

beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { role: 'ADMIN', name: 'Store Staff' });
  asha = await createUser(t, { name: 'Asha Rao' });
});
afterAll(async () => {
  await t.close();
});

async function place(method: 'UPI' | 'BANK_TRANSFER' | 'COD'): Promise<Order> {
  const { product } = await createProduct(t.ctx.db, { price: 2360, stock: 50 });
  await addItem(t.ctx.db, asha.id, { product_id: product.id, quantity: 1, cart_type: 'CART' });
  const cartId = await cartIdOf(t.ctx.db, asha.id, 'CART');
  const { order } = await placeOrder(
    t.ctx.db,
    {
      userId: asha.id,
      idempotencyKey: null,
      order: { cart_id: cartId, ...shipping({ customer_name: asha.name }), payment_method: method },
    },
    t.ctx,
  );
  return order;
}

describe('order mails carry the invoices and how to pay (decisions.md › Order e-mails)', () => {
  it('attaches the proforma to the placed mail and the tax invoice to the shipped mail', async () => {
    const order = await place('BANK_TRANSFER');
    const placed = await renderAttachments(t.ctx, 'ORDER_PLACED', order.order_id, documents);
    expect(placed).toHaveLength(1);
    expect(placed[0]?.contentType).toBe('application/pdf');
    expect(placed[0]?.filename).toBe(`proforma-${order.order_id.slice(0, 8).toUpperCase()}.pdf`);
    expect(
      Buffer.from(placed[0]!.content as Buffer)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Not shipped yet: no tax invoice to attach.
    expect(await renderAttachments(t.ctx, 'ORDER_SHIPPED', order.order_id, documents)).toEqual([]);
    for (const status of ['CONFIRMED', 'SHIPPED'] as const) {
      await changeOrderStatus(
        t.ctx.db,
        { orderId: order.order_id, status, staffId: staff.id },
        t.ctx,
      );
    }
    const shipped = await renderAttachments(t.ctx, 'ORDER_SHIPPED', order.order_id, documents);
    expect(shipped).toHaveLength(1);
    expect(shipped[0]?.filename).toMatch(/^invoice-BTW-\d\d-\d\d-\d{5}\.pdf$/);
  });

  it('sends no proforma for an order cancelled before its mail went', async () => {
    const order = await place('UPI');
    await changeOrderStatus(
      t.ctx.db,
      { orderId: order.order_id, status: 'CANCELLED', staffId: staff.id },
      t.ctx,
    );
    expect(await renderAttachments(t.ctx, 'ORDER_PLACED', order.order_id, documents)).toEqual([]);
  });

  it('tells each payment method how to pay', async () => {
    const config = t.ctx.config;
    const bank = paymentInstructionsOf(await place('BANK_TRANSFER'), config);
    expect(bank?.lines.join('\n')).toContain(`IFSC: ${config.COMPANY_BANK_IFSC}`);
    expect(bank?.lines.join('\n')).toContain(config.COMPANY_BANK_ACCOUNT_NUMBER);
    const upi = paymentInstructionsOf(await place('UPI'), config);
    expect(upi?.lines.join('\n')).toContain(config.COMPANY_UPI_ID);
    expect(upi?.lines[0]).toBe('Amount payable: ₹2,360.00 (GST included).');
    const cod = paymentInstructionsOf(await place('COD'), config);
    expect(cod?.title).toBe('Cash on delivery');
  });
});
