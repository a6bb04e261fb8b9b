import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillingNameSchema, formulaMessage } from '@store/contract';
import { bearer, json, type TestApp } from '../../../../test/helpers';
import { createUser, type TestUser } from '../../../../test/fixtures';
import { one, seededApp } from '../catalogue.test-support';
import { bulkCalls, newRow, toCsv } from './catalogue-bulk.test-support';

/*
 * Issue 43.20: names the store writes into CSV files (the catalogue export, the sales report,
 * GSTR-1's b2b.csv) never begin as a spreadsheet formula. Every way in refuses them with a
 * 400 naming the field; the writers escape what was stored before (lib/csv.test.ts,
 * sales-report.unit.test.ts, gstr1.unit.test.ts).
 */

let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await seededApp();
  staff = await createUser(t, { role: 'ADMIN' });
}, 120_000);
afterAll(async () => {
  await t.close();
});
const { refusedWith } = bulkCalls(
  () => t,
  () => staff,
);

const FORMULAS = [
  '=HYPERLINK("http://evil.example","x")',
  ' =1+1',
  '\t=1+1',
  '\r=1+1',
  '@SUM(A1)',
  '+1',
  '-1+1',
];

async function call(method: 'POST' | 'PATCH', url: string, payload: unknown, who = staff) {
  const res = await t.app.inject({
    method,
    url,
    payload: payload as object,
    headers: bearer(who.accessToken),
  });
  return {
    status: res.statusCode,
    body: json<{ errors?: { field: string; message: string }[] }>(res),
  };
}

const count = async (table: 'categories' | 'manufacturers' | 'products' | 'companies') =>
  (await one<{ n: number }>(t, sql`select count(*)::int as n from ${sql.identifier(table)}`)).n;

describe('names that would run as formulas are refused on the way in', () => {
  it.each(FORMULAS)(
    'categories and makers: %j is a 400 naming the field, nothing made',
    async (name) => {
      for (const path of ['/api/admin/categories', '/api/admin/manufacturers']) {
        const table = path.endsWith('categories') ? 'categories' : 'manufacturers';
        const before = await count(table);
        const res = await call('POST', path, { name });
        expect(res.status).toBe(400);
        expect(res.body.errors).toContainEqual({ field: 'name', message: formulaMessage('Name') });
        expect(await count(table)).toBe(before);
      }
    },
  );

  it('renaming a category or maker to a formula, or a product, is refused too', async () => {
    const made = await call('POST', '/api/admin/categories', { name: 'Safe Category Name' });
    expect(made.status).toBe(201);
    const id = (made.body as unknown as { data: { category_id: string } }).data.category_id;
    const renamed = await call('PATCH', `/api/admin/categories/${id}`, { name: '=1+1' });
    expect(renamed.status).toBe(400);
    expect(renamed.body.errors).toContainEqual({ field: 'name', message: formulaMessage('Name') });
    const product = await call('POST', '/api/admin/products', { name: '\t=cmd|calc' });
    expect(product.status).toBe(400);
    expect(product.body.errors).toContainEqual({ field: 'name', message: formulaMessage('Name') });
  });

  it("a company's legal name (GSTR-1 b2b.csv) and the billing name at checkout", async () => {
    const customer = await createUser(t);
    const before = await count('companies');
    const res = await call(
      'POST',
      '/api/companies',
      {
        legal_name: '=HYPERLINK("http://evil.example")',
        gstin: '29AAGCS4567H1ZW',
        billing_address: 'Peenya, Bengaluru',
      },
      customer,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({
      field: 'legal_name',
      message: formulaMessage('Legal name'),
    });
    expect(await count('companies')).toBe(before);
    const billing = BillingNameSchema.safeParse(' @Ravi Tools');
    expect(billing.success).toBe(false);
    expect(billing.error?.issues[0]?.message).toBe(formulaMessage('Legal name'));
    expect(BillingNameSchema.parse('Ravi Tools')).toBe('Ravi Tools');
  });

  it('the import refuses them behind a space, tab or carriage return, and in maker and category names', async () => {
    await refusedWith(
      toCsv([
        newRow({ name: ' =1+1' }),
        newRow({ name: '\t=1+1' }),
        newRow({ name: '\r=1+1' }),
        newRow({ maker: "'=Evil Maker" }),
        newRow({ categories: 'Power Tools|=Evil' }),
        newRow({ description: ' @SUM(A1)' }),
      ]),
      [
        {
          row: 2,
          column: 'name',
          message: /^begins with =, which a spreadsheet runs as a formula/,
        },
        { row: 3, column: 'name', message: /^begins with =/ },
        { row: 4, column: 'name', message: /^begins with =/ },
        { row: 5, column: 'maker', message: formulaMessage('Name') },
        { row: 6, column: 'categories', message: `Category "=Evil": ${formulaMessage('Name')}` },
        { row: 7, column: 'description', message: /^begins with @/ },
      ],
    );
  });
});
