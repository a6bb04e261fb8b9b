import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { shortOrderNumber, type Order, type OutboxMail, type Page } from '@store/contract';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers';
import { createProduct, createUser, type TestUser } from '../../../test/fixtures';
import { mailOutbox, stockAlerts } from '../../db/schema/index';
import { orderOf } from '../orders/orders.test-support';
import type { MailDocuments } from './attachments';
import { createMailSender, claimMails, type MailSender } from './mail-sender';
import { mailsOfOrder, queuePaymentReceivedMail } from './mail.service';
import { setEmail, SmtpCapture } from './mail.test-support';

const STAFF = 'staff-desk@example.test';

/** Stand-in documents: the sender attaches what it is given (the real ones: invoice-mail.test.ts). */
const documents: MailDocuments = {
  attachments: {
    ORDER_PLACED: async (_db, orderId) => ({
      filename: `proforma-${shortOrderNumber(orderId)}.pdf`,
      content: Buffer.from('%PDF-1.4 proforma'),
      contentType: 'application/pdf',
    }),
    ORDER_SHIPPED: async (_db, orderId) => ({
      filename: `invoice-${shortOrderNumber(orderId)}.pdf`,
      content: Buffer.from('%PDF-1.4 tax invoice'),
      contentType: 'application/pdf',
    }),
  },
};

describe('order e-mails through a real SMTP server', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let sender: MailSender;
  let staff: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    smtp = new SmtpCapture();
    await smtp.start(0);
    t = await createTestApp({ SMTP_URL: smtp.url, STAFF_EMAIL: STAFF, MAIL_RETRY_BASE_MS: 60_000 });
    sender = createMailSender(t.ctx, { documents });
    staff = await createUser(t, { role: 'ADMIN', name: 'Store Staff' });
    customer = await createUser(t, { name: 'Asha Rao' });
    await setEmail(t.ctx.db, customer.id, 'asha@example.test');
  });
  afterAll(async () => {
    await sender?.stop();
    await t?.close();
    await smtp?.stop();
  });
  afterEach(() => {
    smtp.mails.length = 0;
  });

  async function changeStatus(orderId: string, status: string, remarks?: string) {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}/status`,
      headers: bearer(staff.accessToken),
      // An order above ₹50,000 ships with its e-way bill number (decisions.md › §18).
      payload: {
        status,
        ...(remarks ? { remarks } : {}),
        ...(status === 'SHIPPED' ? { eway_bill_number: '331012345678' } : {}),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  it('sends each mail of decisions.md › Order e-mails once, with the short order number, the lines and the documents', async () => {
    const { product } = await createProduct(t.ctx.db, {
      name: 'Bosch GSB 600 <Impact> Drill & Kit',
      price: 123456.5,
      stock: 10,
    });
    const order = await orderOf(t, customer, [{ productId: product.id, quantity: 2 }]);
    const short = shortOrderNumber(order.order_id);
    await sender.drain();

    const placed = await smtp.withSubject(`Order #${short} placed`);
    expect(placed).toHaveLength(1);
    const mail = placed[0]!;
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain('asha@example.test');
    expect(mail.text).toContain('Bosch GSB 600 <Impact> Drill & Kit');
    expect(mail.text).toContain('2 x ₹1,23,456.50 = ₹2,46,913.00');
    expect(mail.text).toContain(`/orders/${order.order_id}`);
    expect(mail.text).toMatch(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm) IST/);
    expect(mail.text).toContain('HOW TO PAY');
    // Stored text is escaped in HTML: a name can never become markup.
    expect(mail.html).toContain('Bosch GSB 600 &lt;Impact&gt; Drill &amp; Kit');
    expect(mail.html).not.toContain('<Impact>');
    expect(mail.html).toContain('₹2,46,913.00');
    expect(mail.attachments.map((a) => a.filename)).toEqual([`proforma-${short}.pdf`]);

    const staffMail = await smtp.withSubject(`New order #${short}`);
    expect(staffMail).toHaveLength(1);
    expect(smtp.mails.find((m) => m.raw.includes(`New order #${short}`))?.to).toEqual([STAFF]);

    await changeStatus(order.order_id, 'CONFIRMED');
    await changeStatus(order.order_id, 'SHIPPED', 'Sent by DTDC, docket D12345678');
    await t.ctx.db.transaction((tx) =>
      queuePaymentReceivedMail(tx, order.order_id, { amount: 246913, reference: '412345678901' }),
    );
    await changeStatus(order.order_id, 'DELIVERED');
    await sender.drain();

    for (const subject of [
      `Order #${short} confirmed`,
      `Order #${short} shipped`,
      `Order #${short} delivered`,
      `Payment received for order #${short}`,
    ]) {
      const got = await smtp.withSubject(subject);
      expect(got, subject).toHaveLength(1);
      expect(got[0]!.text).toContain('Bosch GSB 600');
    }
    const shipped = (await smtp.withSubject(`Order #${short} shipped`))[0]!;
    expect(shipped.text).toContain('Note: Sent by DTDC, docket D12345678');
    expect(shipped.text).toContain('Tracking number:');
    expect(shipped.attachments.map((a) => a.filename)).toEqual([`invoice-${short}.pdf`]);
    const paid = (await smtp.withSubject('Payment received'))[0]!;
    expect(paid.text).toContain('₹2,46,913.00');
    expect(paid.text).toContain('412345678901');
    expect(smtp.mails).toHaveLength(6); // placed, staff copy, and these four

    // Cancelled by the customer, with the reason.
    const second = await orderOf(t, customer, [{ productId: product.id, quantity: 1 }]);
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${second.order_id}/cancel?remarks=${encodeURIComponent('Ordered by mistake')}`,
      headers: bearer(customer.accessToken),
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await sender.drain();
    const cancelled = await smtp.withSubject(
      `Order #${shortOrderNumber(second.order_id)} cancelled`,
    );
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.text).toContain('Note: Ordered by mistake');

    const rows = await mailsOfOrder(t.ctx.db, order.order_id);
    expect(rows.every((r) => r.status === 'SENT' && r.attempts === 1)).toBe(true);
  });

  it('the shipped mail links to the courier’s tracking page (docs/decisions/183)', async () => {
    const { product } = await createProduct(t.ctx.db, { name: 'Spirit level 600 mm', price: 899 });
    const order = await orderOf(t, customer, [{ productId: product.id, quantity: 1 }]);
    await changeStatus(order.order_id, 'CONFIRMED');
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order.order_id}/status`,
      headers: bearer(staff.accessToken),
      payload: { status: 'SHIPPED', courier: 'Blue Dart', tracking_number: '81234567890' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await sender.drain();
    const shipped = (
      await smtp.withSubject(`Order #${shortOrderNumber(order.order_id)} shipped`)
    )[0]!;
    expect(shipped.text).toContain('Tracking number: 81234567890');
    expect(shipped.text).toMatch(/Track your parcel: https:\/\/www\.bluedart\.com\/\S*81234567890/);
    expect(shipped.html).toMatch(
      /<a href="https:\/\/www\.bluedart\.com\/[^"]*81234567890"[^>]*>Track your parcel<\/a>/,
    );
  });

  it('is woken by the commit (NOTIFY), not by a test calling it', async () => {
    const awake = createMailSender(t.ctx, { documents });
    await awake.start();
    try {
      const { product } = await createProduct(t.ctx.db, { stock: 3 });
      const order = await orderOf(t, customer, [{ productId: product.id, quantity: 1 }]);
      const subject = `Order #${shortOrderNumber(order.order_id)} placed`;
      await smtp.waitFor((mails) => mails.some((m) => m.raw.includes(subject)));
      await awake.drain();
      expect(await smtp.withSubject(subject)).toHaveLength(1);
    } finally {
      await awake.stop();
    }
  });

  it('queues nothing for a customer without an e-mail address (only the staff copy)', async () => {
    const noMail = await createUser(t, { name: 'Ravi Kumar' });
    const { product } = await createProduct(t.ctx.db, { stock: 3 });
    const order = await orderOf(t, noMail, [{ productId: product.id, quantity: 1 }]);
    await changeStatus(order.order_id, 'CONFIRMED');
    const rows = await mailsOfOrder(t.ctx.db, order.order_id);
    expect(rows.map((r) => r.kind)).toEqual(['ORDER_PLACED_STAFF']);
  });

  it('keeps the mail while the mail server is down; the order still succeeds; it goes once when the server is back', async () => {
    await smtp.stop();
    const { product } = await createProduct(t.ctx.db, { stock: 3 });
    const order = await orderOf(t, customer, [{ productId: product.id, quantity: 1 }]);
    expect(order.status).toBe('PLACED');
    await sender.drain();
    const waiting = await mailsOfOrder(t.ctx.db, order.order_id);
    expect(waiting).toHaveLength(2);
    for (const r of waiting) {
      expect(r.status).toBe('QUEUED');
      expect(r.attempts).toBe(1);
      expect(r.lastError).toBeTruthy();
      // Backoff: the next try is in the future, so a pass now sends nothing.
      expect(r.nextAttemptAt.getTime()).toBeGreaterThan(r.createdAt.getTime());
    }

    await smtp.start();
    await sender.drain();
    expect(smtp.mails).toHaveLength(0);
    // The backoff runs out (the clock moves on): the next pass sends them.
    await t.ctx.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.orderId, order.order_id));
    await sender.drain();
    const subject = `Order #${shortOrderNumber(order.order_id)} placed`;
    expect(await smtp.withSubject(subject)).toHaveLength(1);
    expect(await smtp.withSubject(`New order #${shortOrderNumber(order.order_id)}`)).toHaveLength(
      1,
    );
    const sent = await mailsOfOrder(t.ctx.db, order.order_id);
    expect(sent.map((r) => [r.status, r.attempts])).toEqual([
      ['SENT', 2],
      ['SENT', 2],
    ]);
  });

  it('a sender killed between claim and send: after its lease the rows are sent once by another', async () => {
    const { product } = await createProduct(t.ctx.db, { stock: 10 });
    const orders: Order[] = [];
    for (let i = 0; i < 3; i++) {
      orders.push(await orderOf(t, customer, [{ productId: product.id, quantity: 1 }]));
    }
    // The first sender claims the whole batch and dies before sending anything.
    const claimed = await claimMails(t.ctx.db, { limit: 100, leaseMs: 60_000 });
    expect(claimed).toHaveLength(6);
    // Another sender leaves rows under a live lease alone.
    await sender.drain();
    expect(smtp.mails).toHaveLength(0);
    // The lease runs out.
    await t.ctx.db
      .update(mailOutbox)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.status, 'SENDING'));
    await sender.drain();
    expect(smtp.mails).toHaveLength(6);
    for (const o of orders) {
      expect(await smtp.withSubject(`Order #${shortOrderNumber(o.order_id)} placed`)).toHaveLength(
        1,
      );
    }
    // The dead sender's stale claim can no longer change the rows.
    const [again] = await claimMails(t.ctx.db, { limit: 100, leaseMs: 60_000 });
    expect(again).toBeUndefined();
  });

  it('a permanent refusal (550) fails the mail at once with the error; staff see it and resend', async () => {
    const bounced = await createUser(t, { name: 'Bounce Test' });
    await setEmail(t.ctx.db, bounced.id, 'nobody@example.test');
    smtp.rejectRecipients.add('nobody@example.test');
    const { product } = await createProduct(t.ctx.db, { stock: 3 });
    const order = await orderOf(t, bounced, [{ productId: product.id, quantity: 1 }]);
    await sender.drain();
    const rows = await mailsOfOrder(t.ctx.db, order.order_id);
    const failed = rows.find((r) => r.kind === 'ORDER_PLACED');
    expect(failed?.status).toBe('FAILED');
    expect(failed?.attempts).toBe(1);
    expect(failed?.lastError).toMatch(/550|unavailable/i);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/mail?status=FAILED&limit=5',
      headers: bearer(staff.accessToken),
    });
    expect(list.statusCode).toBe(200);
    const page = json<{ data: Page<OutboxMail> }>(list).data;
    const shown = page.content.find((m) => m.mail_id === failed?.id);
    expect(shown).toMatchObject({ status: 'FAILED', attempts: 1, kind: 'ORDER_PLACED' });
    expect(shown?.last_error).toMatch(/550|unavailable/i);
    expect(page.content.every((m) => m.status === 'FAILED')).toBe(true);

    // The address works again: staff resend it.
    smtp.rejectRecipients.clear();
    smtp.mails.length = 0;
    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/admin/mail/${failed?.id}/resend`,
      headers: bearer(staff.accessToken),
    });
    expect(resend.statusCode, resend.body).toBe(201);
    const copy = json<{ message: string; data: OutboxMail }>(resend);
    expect(copy.message).toBe('The mail is queued to be sent again');
    expect(copy.data).toMatchObject({ status: 'QUEUED', resent_from: failed?.id });
    // A queued mail cannot be resent (it is still going).
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/admin/mail/${copy.data.mail_id}/resend`,
      headers: bearer(staff.accessToken),
    });
    expect(twice.statusCode).toBe(409);
    expect(json(twice).message).toBe('This mail is still waiting to be sent');
    await sender.drain();
    expect(
      await smtp.withSubject(`Order #${shortOrderNumber(order.order_id)} placed`),
    ).toHaveLength(1);

    // A sent mail can be resent too.
    const sentResend = await t.app.inject({
      method: 'POST',
      url: `/api/admin/mail/${copy.data.mail_id}/resend`,
      headers: bearer(staff.accessToken),
    });
    expect(sentResend.statusCode).toBe(201);
    await sender.drain();
    expect(
      await smtp.withSubject(`Order #${shortOrderNumber(order.order_id)} placed`),
    ).toHaveLength(2);
  });

  it('the outbox is staff only, paged, and validates its input', async () => {
    const asCustomer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/mail',
      headers: bearer(customer.accessToken),
    });
    expect(asCustomer.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/mail' })).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/mail?status=LOST&limit=500',
      headers: bearer(staff.accessToken),
    });
    expect(bad.statusCode).toBe(400);
    const paged = await t.app.inject({
      method: 'GET',
      url: '/api/admin/mail?limit=2&index=1',
      headers: bearer(staff.accessToken),
    });
    const body = json<{ data: Page<OutboxMail> }>(paged).data;
    expect(body).toMatchObject({ index: 1, limit: 2, number_of_elements: 2 });
    expect(body.total_elements).toBeGreaterThan(4);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/mail/00000000-0000-4000-8000-000000000000/resend',
      headers: bearer(staff.accessToken),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('notify me: one mail per waiting customer when staff restock, and the alerts close', async () => {
    const { product } = await createProduct(t.ctx.db, { name: 'Makita 9553 Grinder', stock: 0 });
    const waiting: TestUser[] = [];
    for (const [i, name] of ['Meena', 'Farhan'].entries()) {
      const u = await createUser(t, { name });
      await setEmail(t.ctx.db, u.id, `waiter${i}@example.test`);
      waiting.push(u);
    }
    const alert = (u: TestUser, method: 'GET' | 'PUT' | 'DELETE', id = product.id) =>
      t.app.inject({ method, url: `/api/stock-alerts/${id}`, headers: bearer(u.accessToken) });
    for (const u of waiting) {
      const res = await alert(u, 'PUT');
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res).message).toBe('We will e-mail you when it is back in stock');
      expect((await alert(u, 'PUT')).statusCode).toBe(200); // twice is harmless
    }
    expect(json(await alert(waiting[0]!, 'GET')).data).toEqual({
      product_id: product.id,
      subscribed: true,
    });
    // Changed their mind.
    const quitter = await createUser(t, { name: 'Quitter' });
    await setEmail(t.ctx.db, quitter.id, 'quitter@example.test');
    await alert(quitter, 'PUT');
    const off = await alert(quitter, 'DELETE');
    expect(json(off).message).toBe('You will not be notified about this product');
    // No e-mail address: refused.
    const noMail = await createUser(t, { name: 'No Mail' });
    const refused = await alert(noMail, 'PUT');
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe('Add an e-mail address to your profile to be notified');
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/stock-alerts/${product.id}` })).statusCode,
    ).toBe(401);

    const restock = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}`,
      headers: bearer(staff.accessToken),
      payload: { stock_quantity: 5 },
    });
    expect(restock.statusCode, restock.body).toBe(200);
    await sender.drain();
    const got = await smtp.withSubject('Back in stock: Makita 9553 Grinder');
    expect(got).toHaveLength(2);
    expect(smtp.mails.flatMap((m) => m.to).sort()).toEqual([
      'waiter0@example.test',
      'waiter1@example.test',
    ]);
    expect(got[0]!.text).toContain('/product/');
    const open = await t.ctx.db
      .select()
      .from(stockAlerts)
      .where(eq(stockAlerts.productId, product.id));
    expect(open.every((a) => a.notifiedAt !== null)).toBe(true);
    expect(json(await alert(waiting[0]!, 'GET')).data).toMatchObject({ subscribed: false });

    // In stock now: nothing to wait for; a further restock sends nothing more.
    expect((await alert(waiting[0]!, 'PUT')).statusCode).toBe(409);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}`,
      headers: bearer(staff.accessToken),
      payload: { stock_quantity: 9 },
    });
    await sender.drain();
    expect(smtp.mails).toHaveLength(2);
  });
});

describe('without SMTP_URL', () => {
  it('writes each mail as an .eml file under DATA_DIR/outbox/', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-eml-'));
    const t = await createTestApp({ DATA_DIR: dataDir, STAFF_EMAIL: STAFF });
    const sender = createMailSender(t.ctx);
    try {
      const customer = await createUser(t, { name: 'Asha Rao' });
      await setEmail(t.ctx.db, customer.id, 'asha@example.test');
      const { product } = await createProduct(t.ctx.db, { name: 'Stanley Spanner Set', stock: 3 });
      const order = await orderOf(t, customer, [{ productId: product.id, quantity: 1 }]);
      await sender.drain();
      const dir = path.join(dataDir, 'outbox');
      const files = fs.readdirSync(dir).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(2);
      const contents = files.map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
      const short = shortOrderNumber(order.order_id);
      expect(
        contents.some(
          (c) => c.includes(`Order #${short} placed`) && c.includes('To: asha@example.test'),
        ),
      ).toBe(true);
      expect(contents.some((c) => c.includes(`To: ${STAFF}`))).toBe(true);
      const rows = await mailsOfOrder(t.ctx.db, order.order_id);
      expect(rows.every((r) => r.status === 'SENT')).toBe(true);
    } finally {
      await sender.stop();
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
