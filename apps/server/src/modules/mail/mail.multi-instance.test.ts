import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createSecondInstance, multiInstanceSkipReason } from '../../../test/multi-instance';
import { createProduct, createUser } from '../../../test/fixtures';
import { mailOutbox } from '../../db/schema/index';
import { addItem, cartIdOf } from '../cart/cart.service';
import { placeOrder } from '../../workflows/place-order';
import { shipping } from '../orders/orders.test-support';
import { createMailSender, type MailSender } from './mail-sender';
import { setEmail, SmtpCapture } from './mail.test-support';

const title = multiInstanceSkipReason
  ? `mail senders in two server processes (skipped: ${multiInstanceSkipReason})`
  : 'mail senders in two server processes on one PostgreSQL';

describe.skipIf(Boolean(multiInstanceSkipReason))(title, () => {
  let a: TestApp;
  let b: TestApp;
  let smtp: SmtpCapture;
  let senderA: MailSender;
  let senderB: MailSender;

  beforeAll(async () => {
    smtp = new SmtpCapture();
    await smtp.start(0);
    a = await createTestApp({ SMTP_URL: smtp.url, STAFF_EMAIL: 'staff@example.test' });
    b = await createSecondInstance(a);
    // Small batches, so the two senders interleave their claims many times.
    senderA = createMailSender(a.ctx, { batchSize: 2 });
    senderB = createMailSender(b.ctx, { batchSize: 2 });
  });
  afterAll(async () => {
    await senderA?.stop();
    await senderB?.stop();
    await b?.close();
    await a?.close();
    await smtp?.stop();
  });

  it('sends no mail twice while both claim the same outbox at once', async () => {
    const orderIds: string[] = [];
    for (let i = 0; i < 12; i++) {
      const user = await createUser(a, { name: `Buyer ${i}` });
      await setEmail(a.ctx.db, user.id, `buyer${i}@example.test`);
      const { product } = await createProduct(a.ctx.db, { stock: 5 });
      await addItem(a.ctx.db, user.id, { product_id: product.id, quantity: 1, cart_type: 'CART' });
      const { order } = await placeOrder(
        a.ctx.db,
        {
          userId: user.id,
          idempotencyKey: null,
          order: { cart_id: await cartIdOf(a.ctx.db, user.id, 'CART'), ...shipping() },
        },
        a.ctx,
      );
      orderIds.push(order.order_id);
    }
    // 12 customer mails + 12 staff copies; both processes' senders run at the same time.
    await Promise.all([senderA.start(), senderB.start()]);
    await smtp.waitFor((mails) => mails.length >= 24);
    await Promise.all([senderA.drain(), senderB.drain()]);

    const ids = smtp.mails.map((m) => /^Message-ID:\s*<([^@>]+)@/im.exec(m.raw)?.[1]);
    expect(ids).toHaveLength(24);
    expect(new Set(ids).size).toBe(24);
    const rows = await a.ctx.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.orderId, orderIds));
    expect(rows).toHaveLength(24);
    expect(rows.every((r) => r.status === 'SENT' && r.attempts === 1)).toBe(true);
    expect(new Set(ids)).toEqual(new Set(rows.map((r) => r.id)));
  });
});
