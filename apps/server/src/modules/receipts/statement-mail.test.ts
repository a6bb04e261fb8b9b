import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/fixtures';
import { createSecondInstance } from '../../../test/multi-instance';
import { mailOutbox } from '../../db/schema/index';
import { buildMailView } from '../mail/mail-views';
import { creditCompany, creditInvoice } from './receipts.test-support';
import { previousMonth, runMonthlyStatements } from './statement-mail';

// The monthly statement mail (decisions.md › §24): on the 1st, once however many processes.
let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { role: 'ADMIN', name: 'Store Staff' });
});
afterAll(async () => {
  await t.close();
});

describe('monthly statement mail (§24)', () => {
  it('knows last month', () => {
    expect(previousMonth('2026-12-01')).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
    expect(previousMonth('2027-01-15')).toMatchObject({ from: '2026-12-01', to: '2026-12-31' });
    expect(previousMonth('2028-03-01')).toMatchObject({ from: '2028-02-01', to: '2028-02-29' });
  });

  it("sends last month's statement to each company ADMIN once, however many processes try", async () => {
    const { c, admin } = await creditCompany(t, staff, 'Monthly Mail Works');
    await creditInvoice(t, staff, admin, c.company_id, 2000, '2026-11-12');
    // another process on the same database (PostgreSQL), or a second try at once (PGlite)
    const second = process.env.TEST_DATABASE_URL ? await createSecondInstance(t) : null;
    try {
      const first = new Date('2026-12-01T03:00:00Z'); // 08:30 in India on the 1st
      const runs = await Promise.all([
        runMonthlyStatements(t.ctx.db, first),
        runMonthlyStatements((second ?? t).ctx.db, first),
      ]);
      expect(runs.filter((r) => r === 'already-done')).toHaveLength(1);
      expect(await runMonthlyStatements(t.ctx.db, new Date('2026-12-15T03:00:00Z'))).toBe(
        'already-done',
      );
    } finally {
      await second?.close();
    }
    const mails = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'STATEMENT'), eq(mailOutbox.userId, admin.id)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Statement of account for November 2026: Monthly Mail Works');
    const view = await buildMailView(t.ctx, mails[0]!, undefined);
    const text = view.paragraphs.join('\n');
    expect(text).toContain('Closing balance on 2026-11-30: ₹2,000.00 owed.');
    expect(text).toContain('Not due ₹2,000.00');
    expect(view.action?.url).toMatch(/\/account\/company$/);
  });
});
