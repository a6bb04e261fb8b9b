import { writeFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, Order, Page, Return, ReturnEligibility } from '@store/contract';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/fixtures';
import { creditNotes, mailOutbox, orderStatusHistory, returns } from '../../db/schema/index';
import { financialYearOf } from '../invoices/invoice-numbering';
import { renderText } from '../mail/mail-templates';
import { buildMailView } from '../mail/mail-views';
import {
  adminReturnOf,
  askReturn,
  deliveredOrder,
  moveReturn,
  pdfText,
  returnOf,
  setEmail,
  stockOf,
} from './returns.test-support';
import { gstProduct } from '../orders/orders.test-support';

let t: TestApp;
let staff: TestUser;
let asha: TestUser;
let ravi: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { role: 'ADMIN', name: 'Store Staff' });
  asha = await createUser(t, { name: 'Asha Rao' });
  ravi = await createUser(t, { name: 'Ravi Kumar' });
  await setEmail(t, asha, 'asha@example.in');
});
afterAll(async () => {
  await t.close();
});

const get = (user: TestUser, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(user.accessToken) });

const orderOf = async (user: TestUser, orderId: string) =>
  json<{ data: Order }>(await get(user, `/api/orders/${orderId}`)).data;

const cnPattern = () => new RegExp(`^CN/${financialYearOf(new Date())}/\\d{5}$`);

async function countRows() {
  const [r] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(returns);
  const [c] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(creditNotes);
  const [m] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
  return { returns: Number(r?.n), creditNotes: Number(c?.n), mails: Number(m?.n) };
}

async function returnMails(orderId: string) {
  return t.ctx.db
    .select({ subject: mailOutbox.subject, payload: mailOutbox.payload })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.orderId, orderId), eq(mailOutbox.kind, 'RETURN_UPDATE')));
}

describe('a return from request to refund', () => {
  it('1 of 3 units of a ₹999 line at 18%, then the other 2: the credit notes add up to the invoice, never below zero', async () => {
    const drill = await gstProduct(t, { price: 999, name: 'Cordless Drill 18V', stock: 50 });
    const order = await deliveredOrder(t, staff, asha, [{ productId: drill.id, quantity: 3 }]);
    const item = order.order_items[0]!;
    expect(await stockOf(t, drill.id)).toBe(47);

    const eligibility = json<{ data: ReturnEligibility }>(
      await get(asha, `/api/orders/${order.order_id}/return-eligibility`),
    ).data;
    expect(eligibility.open).toBe(true);
    expect(eligibility.window_days).toBe(10);
    expect(eligibility.days_left).toBe(9);
    expect(eligibility.lines).toEqual([
      { order_item_id: item.order_item_id, delivered: 3, returnable: 3 },
    ]);

    const res = await askReturn(t, asha, order.order_id, {
      lines: [{ order_item_id: item.order_item_id, quantity: 1 }],
      reason: 'DAMAGED',
      note: 'The chuck wobbles',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).message).toBe('Return requested');
    const first = returnOf(res);
    expect(first).toMatchObject({
      status: 'REQUESTED',
      reason: 'DAMAGED',
      note: 'The chuck wobbles',
      refund_amount: null,
      credit_note: null,
      order_id: order.order_id,
    });
    expect(first.number).toBe(`R-${order.order_id.slice(0, 8).toUpperCase()}-1`);
    expect(first.lines).toEqual([
      expect.objectContaining({ order_item_id: item.order_item_id, quantity: 1, damaged: null }),
    ]);

    // Staff: approve, then receive (back to stock); the credit note is issued with it.
    expect((await moveReturn(t, staff, first.return_id, { status: 'APPROVED' })).statusCode).toBe(
      200,
    );
    const received = await moveReturn(t, staff, first.return_id, {
      status: 'RECEIVED',
      remarks: 'Checked at the warehouse',
    });
    expect(received.statusCode, received.body).toBe(200);
    const r1 = adminReturnOf(received);
    expect(r1.status).toBe('RECEIVED');
    expect(r1.lines[0]?.damaged).toBe(false);
    expect(r1.credit_note?.number).toMatch(cnPattern());
    expect(r1.credit_note).toMatchObject({
      invoice_number: order.invoice?.number ?? expect.any(String),
      taxable_value: 846.61,
      cgst: 76.19,
      sgst: 76.19,
      igst: 0,
      total_tax: 152.38,
      total_amount: 998.99,
    });
    expect(r1.refund_amount).toBe(998.99);
    expect(await stockOf(t, drill.id)).toBe(48);

    // The paid order now owes a refund, and the staff payments view lists it.
    const afterFirst = await orderOf(asha, order.order_id);
    expect(afterFirst.invoice?.number).toBe(r1.credit_note?.invoice_number);
    expect(afterFirst.payment.status).toBe('REFUND_DUE');
    expect(afterFirst.payment.history.at(-1)?.remarks).toContain(r1.credit_note!.number);
    expect(afterFirst.payment.history.at(-1)?.remarks).toContain('₹998.99');
    const queue = json<{ data: Page<AdminOrder> }>(
      await get(staff, '/api/admin/payments?queue=REFUND_DUE'),
    ).data;
    expect(queue.content.map((o) => o.order_id)).toContain(order.order_id);

    // Refunded with a reference.
    const refunded = await moveReturn(t, staff, first.return_id, {
      status: 'REFUNDED',
      reference: 'NEFT00012345678',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(adminReturnOf(refunded)).toMatchObject({
      status: 'REFUNDED',
      refund_reference: 'NEFT00012345678',
    });
    // Issue 43.3: ₹998.99 of ₹2,997 came back: the order is paid, with that much refunded,
    // and the credit note names its own refund's reference, not the payment's UTR.
    const afterRefund = (await orderOf(asha, order.order_id)).payment;
    expect(afterRefund).toMatchObject({ status: 'PAID', refunded_amount: 998.99 });
    expect(afterRefund.reference).toBe('123456789012');
    const notePdf = await get(asha, `/api/returns/${first.return_id}/credit-note`);
    expect(notePdf.statusCode).toBe(200);
    const noteText = await pdfText(notePdf.rawPayload);
    expect(noteText).toContain('Refund reference: NEFT00012345678');
    expect(noteText).toContain('Refund: Sent');
    expect(noteText).not.toContain('123456789012');

    // The other two units: the second credit note takes exactly what is left of the line.
    const second = returnOf(
      await askReturn(t, asha, order.order_id, {
        lines: [{ order_item_id: item.order_item_id, quantity: 2 }],
        reason: 'NO_LONGER_NEEDED',
      }),
    );
    expect(second.number).toBe(`R-${order.order_id.slice(0, 8).toUpperCase()}-2`);
    await moveReturn(t, staff, second.return_id, { status: 'APPROVED' });
    const r2 = adminReturnOf(
      await moveReturn(t, staff, second.return_id, {
        status: 'RECEIVED',
        lines: [{ return_line_id: second.lines[0]!.return_line_id, damaged: true }],
      }),
    );
    expect(r2.credit_note).toMatchObject({
      taxable_value: 1693.23,
      cgst: 152.39,
      sgst: 152.39,
      total_amount: 1998.01,
    });
    const serial = (n: string) => Number(n.split('/')[2]);
    expect(serial(r2.credit_note!.number)).toBe(serial(r1.credit_note!.number) + 1);
    // Written off: the stock stays where it was.
    expect(await stockOf(t, drill.id)).toBe(48);
    expect(r2.lines[0]?.damaged).toBe(true);
    // Invoice less both credit notes: zero on every head, to the paisa.
    const tax = afterFirst.tax;
    expect(Math.round((846.61 + 1693.23) * 100)).toBe(Math.round(tax.taxable_value * 100));
    expect(Math.round((76.19 + 152.39) * 100)).toBe(Math.round(tax.cgst * 100));
    expect((await orderOf(asha, order.order_id)).payment.status).toBe('REFUND_DUE');
    const dueText = await pdfText(
      (await get(asha, `/api/returns/${second.return_id}/credit-note`)).rawPayload,
    );
    expect(dueText).toContain('Refund: Due');
    expect(dueText).not.toContain('Refund reference');

    // Nothing is left to return.
    const none = await askReturn(t, asha, order.order_id, {
      lines: [{ order_item_id: item.order_item_id, quantity: 1 }],
      reason: 'DAMAGED',
    });
    expect(none.statusCode).toBe(400);
    expect(json(none).message).toBe('Cordless Drill 18V has already been returned in full');

    // The customer sees both returns; a mail was queued at every step.
    const listed = json<{ data: Return[] }>(
      await get(asha, `/api/orders/${order.order_id}/returns`),
    );
    expect(listed.data.map((r) => r.number)).toEqual([second.number, first.number]);
    const mine = json<{ data: Page<Return> }>(await get(asha, '/api/returns/my-returns')).data;
    expect(mine.content.map((r) => r.return_id)).toEqual(
      expect.arrayContaining([first.return_id, second.return_id]),
    );
    const mails = await returnMails(order.order_id);
    // The second refund brings everything paid back: now the order is REFUNDED.
    expect(
      (
        await moveReturn(t, staff, second.return_id, {
          status: 'REFUNDED',
          reference: 'NEFT00012345999',
        })
      ).statusCode,
    ).toBe(200);
    expect((await orderOf(asha, order.order_id)).payment).toMatchObject({
      status: 'REFUNDED',
      refunded_amount: 2997,
    });
    expect(mails.map((m) => m.payload.return_status)).toEqual([
      'REQUESTED',
      'APPROVED',
      'RECEIVED',
      'REFUNDED',
      'REQUESTED',
      'APPROVED',
      'RECEIVED',
    ]);
    // Each mail's subject says what happened (issue 43.13; docs/decisions/312).
    const short = order.order_id.slice(0, 8).toUpperCase();
    expect(mails.map((m) => m.subject)).toEqual([
      `Return ${first.number} requested for order #${short}`,
      `Return ${first.number} approved for order #${short}`,
      `Return ${first.number} received for order #${short}: credit note ${r1.credit_note!.number} issued`,
      `Refund sent for return ${first.number} of order #${short}`,
      `Return ${second.number} requested for order #${short}`,
      `Return ${second.number} approved for order #${short}`,
      `Return ${second.number} received for order #${short}: credit note ${r2.credit_note!.number} issued`,
    ]);
    expect(mails[2]?.payload.credit_note_number).toBe(r1.credit_note?.number);
    // The received mail names the credit note and the refund (rendered as the sender does).
    const [receivedRow] = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.orderId, order.order_id),
          eq(mailOutbox.kind, 'RETURN_UPDATE'),
          sql`${mailOutbox.payload}->>'return_status' = 'RECEIVED'`,
        ),
      )
      .limit(1);
    const text = renderText(await buildMailView(t.ctx, receivedRow!));
    expect(text).toContain('We have received your return');
    expect(text).toContain(`credit note ${r1.credit_note!.number} for ₹998.99`);
  });

  it('the credit note PDF holds its particulars and the invoice it amends, in real text', async () => {
    const grinder = await gstProduct(t, { price: 4599, name: 'Angle Grinder 100mm' });
    const order = await deliveredOrder(t, staff, ravi, [{ productId: grinder.id, quantity: 3 }], {
      state: 'Delhi',
      city: 'New Delhi',
      pincode: '110020',
    });
    const item = order.order_items[0]!;
    const ret = returnOf(
      await askReturn(t, ravi, order.order_id, {
        lines: [{ order_item_id: item.order_item_id, quantity: 1 }],
        reason: 'WRONG_ITEM',
      }),
    );
    const early = await get(ravi, `/api/returns/${ret.return_id}/credit-note`);
    expect(early.statusCode).toBe(409);
    expect(json(early).message).toBe('The credit note is issued when the return is received');
    await moveReturn(t, staff, ret.return_id, { status: 'APPROVED' });
    const r = adminReturnOf(await moveReturn(t, staff, ret.return_id, { status: 'RECEIVED' }));
    // Across states: all IGST, a third of the line.
    expect(r.credit_note).toMatchObject({ cgst: 0, sgst: 0, igst: 701.54, total_amount: 4599 });

    const res = await get(ravi, `/api/returns/${ret.return_id}/credit-note`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="credit-note-CN-/);
    if (process.env.RETURN_PDF_OUT) writeFileSync(process.env.RETURN_PDF_OUT, res.rawPayload);
    const text = await pdfText(res.rawPayload);
    const invoice = (await orderOf(ravi, order.order_id)).invoice!;
    for (const expected of [
      'CREDIT NOTE',
      r.credit_note!.number,
      'Against Invoice',
      invoice.number,
      'Invoice Date',
      new Intl.DateTimeFormat('en-IN', {
        timeZone: 'Asia/Kolkata',
        day: '2-digit',
        month: 'short',
        year: 'numeric',
      }).format(new Date(invoice.issued_at)),
      ret.number,
      'Wrong item sent',
      'GSTIN',
      'Delhi (07)',
      'Angle Grinder 100mm',
      '8467',
      'IGST',
      '3,897.46',
      '701.54',
      '₹4,599.00',
      'Credit note total',
      'Rupees Four Thousand Five Hundred Ninety-Nine Only',
      'Reverse charge',
      'Authorised Signatory',
    ]) {
      expect(text).toContain(expected);
    }
    // Staff may download it too; another customer may not (404).
    expect((await get(staff, `/api/admin/returns/${ret.return_id}/credit-note`)).statusCode).toBe(
      200,
    );
    expect((await get(asha, `/api/returns/${ret.return_id}/credit-note`)).statusCode).toBe(404);
  });
});

describe('what is refused: a clear 4xx, nothing changed', () => {
  it('more than delivered, in one request or across several; duplicates; lines of another order', async () => {
    const spanner = await gstProduct(t, { price: 250, name: 'Spanner Set' });
    const gloves = await gstProduct(t, { price: 120, name: 'Welding Gloves', gstRate: 12 });
    const order = await deliveredOrder(t, staff, asha, [
      { productId: spanner.id, quantity: 2 },
      { productId: gloves.id, quantity: 1 },
    ]);
    const other = await deliveredOrder(t, staff, asha, [{ productId: gloves.id, quantity: 1 }]);
    const [a, b] = order.order_items;
    const before = await countRows();
    const tooMany = await askReturn(t, asha, order.order_id, {
      lines: [{ order_item_id: a!.order_item_id, quantity: 3 }],
      reason: 'DAMAGED',
    });
    expect(tooMany.statusCode).toBe(400);
    expect(json(tooMany).message).toBe('You can return at most 2 of Spanner Set');
    expect(json(tooMany).errors).toEqual([
      { field: 'lines.0.quantity', message: 'You can return at most 2 of Spanner Set' },
    ]);
    const dup = await askReturn(t, asha, order.order_id, {
      lines: [
        { order_item_id: b!.order_item_id, quantity: 1 },
        { order_item_id: b!.order_item_id, quantity: 1 },
      ],
      reason: 'DAMAGED',
    });
    expect(dup.statusCode).toBe(400);
    expect(json(dup).errors?.[0]?.field).toBe('lines.1.order_item_id');
    const foreign = await askReturn(t, asha, order.order_id, {
      lines: [{ order_item_id: other.order_items[0]!.order_item_id, quantity: 1 }],
      reason: 'DAMAGED',
    });
    expect(foreign.statusCode).toBe(400);
    expect(json(foreign).message).toBe('This item is not part of the order');
    for (const body of [
      { lines: [], reason: 'DAMAGED' },
      { lines: [{ order_item_id: a!.order_item_id, quantity: 0 }], reason: 'DAMAGED' },
      { lines: [{ order_item_id: a!.order_item_id, quantity: 1 }], reason: 'BORED' },
      { lines: [{ order_item_id: a!.order_item_id, quantity: 1 }] },
      { lines: [{ order_item_id: 'x', quantity: 1 }], reason: 'DAMAGED' },
      {
        lines: [{ order_item_id: a!.order_item_id, quantity: 1 }],
        reason: 'DAMAGED',
        photos: ['a.png', 'b.png', 'c.png', 'd.png'],
      },
    ]) {
      const res = await askReturn(t, asha, order.order_id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await countRows()).toEqual(before);

    // Across requests: 1, then 2 more is one too many.
    const one = await askReturn(t, asha, order.order_id, {
      lines: [{ order_item_id: a!.order_item_id, quantity: 1 }],
      reason: 'NOT_AS_DESCRIBED',
    });
    expect(one.statusCode).toBe(201);
    const more = await askReturn(t, asha, order.order_id, {
      lines: [{ order_item_id: a!.order_item_id, quantity: 2 }],
      reason: 'NOT_AS_DESCRIBED',
    });
    expect(more.statusCode).toBe(400);
    expect(json(more).message).toBe('You can return at most 1 of Spanner Set');
    // A rejected return gives its units back to what may be returned.
    const rejectNoRemarks = await moveReturn(t, staff, returnOf(one).return_id, {
      status: 'REJECTED',
    });
    expect(rejectNoRemarks.statusCode).toBe(400);
    expect(json(rejectNoRemarks).message).toBe('Please give a reason for rejecting the return');
    const rejected = await moveReturn(t, staff, returnOf(one).return_id, {
      status: 'REJECTED',
      remarks: 'Used beyond inspection',
    });
    expect(rejected.statusCode).toBe(200);
    expect(adminReturnOf(rejected)).toMatchObject({
      status: 'REJECTED',
      remarks: 'Used beyond inspection',
    });
    const [rejectedMail] = (await returnMails(order.order_id)).filter(
      (m) => m.payload.return_status === 'REJECTED',
    );
    expect(rejectedMail?.subject).toBe(
      `Return ${returnOf(one).number} not accepted for order #${order.order_id.slice(0, 8).toUpperCase()}`,
    );
    expect(
      (
        await askReturn(t, asha, order.order_id, {
          lines: [{ order_item_id: a!.order_item_id, quantity: 2 }],
          reason: 'NOT_AS_DESCRIBED',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('an order not delivered, outside the window, or another customer’s', async () => {
    const pump = await gstProduct(t, { price: 5000, name: 'Water Pump' });
    const shipped = await deliveredOrder(t, staff, asha, [{ productId: pump.id, quantity: 1 }], {
      deliver: false,
    });
    const old = await deliveredOrder(t, staff, asha, [{ productId: pump.id, quantity: 1 }]);
    const mine = await deliveredOrder(t, staff, asha, [{ productId: pump.id, quantity: 1 }]);
    const before = await countRows();
    const notDelivered = await askReturn(t, asha, shipped.order_id, {
      lines: [{ order_item_id: shipped.order_items[0]!.order_item_id, quantity: 1 }],
      reason: 'DAMAGED',
    });
    expect(notDelivered.statusCode).toBe(409);
    expect(json(notDelivered).message).toBe('Only a delivered order can be returned');

    await t.ctx.db
      .update(orderStatusHistory)
      .set({ changedAt: new Date(Date.now() - 10 * 86_400_000 - 60_000) })
      .where(
        and(
          eq(orderStatusHistory.orderId, old.order_id),
          eq(orderStatusHistory.status, 'DELIVERED'),
        ),
      );
    const late = await askReturn(t, asha, old.order_id, {
      lines: [{ order_item_id: old.order_items[0]!.order_item_id, quantity: 1 }],
      reason: 'DAMAGED',
    });
    expect(late.statusCode).toBe(409);
    expect(json(late).message).toBe('The return window for this order has closed');
    const closed = json<{ data: ReturnEligibility }>(
      await get(asha, `/api/orders/${old.order_id}/return-eligibility`),
    ).data;
    expect(closed).toMatchObject({ open: false, days_left: 0 });

    const theirs = await askReturn(t, ravi, mine.order_id, {
      lines: [{ order_item_id: mine.order_items[0]!.order_item_id, quantity: 1 }],
      reason: 'DAMAGED',
    });
    expect(theirs.statusCode).toBe(404);
    expect((await get(ravi, `/api/orders/${mine.order_id}/returns`)).statusCode).toBe(404);
    expect((await get(ravi, `/api/orders/${mine.order_id}/return-eligibility`)).statusCode).toBe(
      404,
    );
    expect(await countRows()).toEqual(before);
    // Staff calls: a customer is 403, a guest 401.
    expect((await get(asha, '/api/admin/returns')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/returns' })).statusCode).toBe(401);
  });

  it('receiving twice, skipping a step, refunding without a reference', async () => {
    const caliper = await gstProduct(t, { price: 1499, name: 'Digital Caliper' });
    const order = await deliveredOrder(t, staff, asha, [{ productId: caliper.id, quantity: 2 }]);
    const ret = returnOf(
      await askReturn(t, asha, order.order_id, {
        lines: [{ order_item_id: order.order_items[0]!.order_item_id, quantity: 2 }],
        reason: 'DAMAGED',
      }),
    );
    const skip = await moveReturn(t, staff, ret.return_id, { status: 'RECEIVED' });
    expect(skip.statusCode).toBe(409);
    expect(json(skip).message).toBe('A return that is REQUESTED cannot become RECEIVED');
    await moveReturn(t, staff, ret.return_id, { status: 'APPROVED' });
    const wrongLine = await moveReturn(t, staff, ret.return_id, {
      status: 'RECEIVED',
      lines: [{ return_line_id: order.order_items[0]!.order_item_id, damaged: true }],
    });
    expect(wrongLine.statusCode).toBe(400);
    expect(json(wrongLine).message).toBe('This line is not part of the return');
    const stock = await stockOf(t, caliper.id);
    const before = await countRows();
    expect((await moveReturn(t, staff, ret.return_id, { status: 'RECEIVED' })).statusCode).toBe(
      200,
    );
    expect(await stockOf(t, caliper.id)).toBe(stock + 2);
    const after = await countRows();
    expect(after.creditNotes).toBe(before.creditNotes + 1);
    const twice = await moveReturn(t, staff, ret.return_id, { status: 'RECEIVED' });
    expect(twice.statusCode).toBe(409);
    expect(json(twice).message).toBe('This return has already been received');
    expect(await stockOf(t, caliper.id)).toBe(stock + 2);
    expect(await countRows()).toEqual(after);
    const noRef = await moveReturn(t, staff, ret.return_id, { status: 'REFUNDED' });
    expect(noRef.statusCode).toBe(400);
    expect(json(noRef).message).toBe('Please enter the refund reference');
    expect(
      (
        await moveReturn(t, staff, '00000000-0000-4000-8000-000000000000', {
          status: 'APPROVED',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('an unpaid (cash on delivery not yet collected) order gets its credit note but no refund due', async () => {
    const vice = await gstProduct(t, { price: 2100, name: 'Bench Vice' });
    const order = await deliveredOrder(t, staff, asha, [{ productId: vice.id, quantity: 1 }], {
      paid: false,
    });
    const ret = returnOf(
      await askReturn(t, asha, order.order_id, {
        lines: [{ order_item_id: order.order_items[0]!.order_item_id, quantity: 1 }],
        reason: 'DAMAGED',
      }),
    );
    await moveReturn(t, staff, ret.return_id, { status: 'APPROVED' });
    const r = adminReturnOf(await moveReturn(t, staff, ret.return_id, { status: 'RECEIVED' }));
    expect(r.credit_note?.total_amount).toBe(2100);
    expect((await orderOf(asha, order.order_id)).payment.status).toBe('PENDING');
  });
});

describe('photos', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==',
    'base64',
  );
  const upload = (user: TestUser, content: Buffer, filename = 'photo.png', type = 'image/png') => {
    const boundary = '----returnphoto';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/returns/photos',
      headers: {
        ...bearer(user.accessToken),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: body,
    });
  };

  it('takes up to 3 pictures by the image rules; a file that is not a picture is 415', async () => {
    const notPicture = await upload(asha, Buffer.from('%PDF-1.4 not a picture'), 'x.png');
    expect(notPicture.statusCode).toBe(415);
    expect(json(notPicture).message).toBe('Only JPEG, PNG or WebP pictures can be uploaded');
    expect((await t.app.inject({ method: 'POST', url: '/api/returns/photos' })).statusCode).toBe(
      401,
    );

    const up = await upload(asha, PNG);
    expect(up.statusCode, up.body).toBe(201);
    const key = json<{ data: { object_key: string } }>(up).data.object_key;
    expect(key.startsWith(`returns/${asha.id}/`)).toBe(true);

    const hammer = await gstProduct(t, { price: 450, name: 'Claw Hammer' });
    const order = await deliveredOrder(t, staff, asha, [{ productId: hammer.id, quantity: 1 }]);
    const line = { order_item_id: order.order_items[0]!.order_item_id, quantity: 1 };
    // Ravi cannot name Asha's picture.
    const ravisOrder = await deliveredOrder(t, staff, ravi, [
      { productId: hammer.id, quantity: 1 },
    ]);
    const stolen = await askReturn(t, ravi, ravisOrder.order_id, {
      lines: [{ order_item_id: ravisOrder.order_items[0]!.order_item_id, quantity: 1 }],
      reason: 'DAMAGED',
      photos: [key],
    });
    expect(stolen.statusCode).toBe(400);
    expect(json(stolen).message).toBe('Please upload the picture again');

    const res = await askReturn(t, asha, order.order_id, {
      lines: [line],
      reason: 'DAMAGED',
      photos: [key],
    });
    expect(res.statusCode, res.body).toBe(201);
    const ret = returnOf(res);
    expect(ret.photos).toEqual([{ object_key: key, url: expect.any(String) }]);
  });
});

describe('at the same moment', () => {
  it('two returns for the last unit: one is taken, the other refused', async () => {
    const level = await gstProduct(t, { price: 899, name: 'Spirit Level' });
    const order = await deliveredOrder(t, staff, asha, [{ productId: level.id, quantity: 1 }]);
    const body = {
      lines: [{ order_item_id: order.order_items[0]!.order_item_id, quantity: 1 }],
      reason: 'DAMAGED',
    };
    const both = await Promise.all([
      askReturn(t, asha, order.order_id, body),
      askReturn(t, asha, order.order_id, body),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const [n] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(returns)
      .where(eq(returns.orderId, order.order_id));
    expect(Number(n?.n)).toBe(1);
  });

  it('receiving the same return twice at once issues one credit note', async () => {
    const tape = await gstProduct(t, { price: 350, name: 'Measuring Tape' });
    const order = await deliveredOrder(t, staff, asha, [{ productId: tape.id, quantity: 1 }]);
    const ret = returnOf(
      await askReturn(t, asha, order.order_id, {
        lines: [{ order_item_id: order.order_items[0]!.order_item_id, quantity: 1 }],
        reason: 'DAMAGED',
      }),
    );
    await moveReturn(t, staff, ret.return_id, { status: 'APPROVED' });
    const stock = await stockOf(t, tape.id);
    const both = await Promise.all([
      moveReturn(t, staff, ret.return_id, { status: 'RECEIVED' }),
      moveReturn(t, staff, ret.return_id, { status: 'RECEIVED' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const notes = await t.ctx.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.returnId, ret.return_id));
    expect(notes).toHaveLength(1);
    expect(await stockOf(t, tape.id)).toBe(stock + 1);
  });
});
