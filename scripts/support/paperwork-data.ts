// The month of paperwork for scripts/bench-paperwork.ts, made through the service layer
// in-process (the same functions the routes call: cart addItem, placeOrder, changeOrderStatus,
// issueInvoiceEarly, recordReceipt), batched over a few concurrent workers. HTTP would spend
// most of the time in the load generator on 2 cores; the rows written are the routes' rows.
//
//   invoices      B2C orders (UPI, 10% shipped to Maharashtra: inter-state, some B2CL) and
//                 company orders ON_CREDIT (B2B, e-invoiced), CONFIRMED and invoiced early
//                 (POST /admin/orders/{id}/invoice's function: shipping over ₹50,000 would need
//                 an e-way bill number);
//   credit notes  orders CONFIRMED, invoiced early, then CANCELLED by staff (a cancellation
//                 credit note for the whole invoice, decisions.md §10);
//   receipts      money from the companies (settles their oldest invoices first).
// The "statement company" gets a large share of the company orders and half the receipts,
// for the statement of many entries.
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { gstinCheckChar } from '@store/contract';
import { bearer, type TestApp } from '../../apps/server/test/helpers';
import { createProduct, createUser, type TestUser } from '../../apps/server/test/fixtures';
import { products } from '../../apps/server/src/db/schema/index';
import { addItem, cartIdOf } from '../../apps/server/src/modules/cart/cart.service';
import { placeOrder } from '../../apps/server/src/workflows/place-order';
import { changeOrderStatus } from '../../apps/server/src/workflows/order-changes';
import { issueInvoiceEarly } from '../../apps/server/src/modules/reports/issue-invoice';
import { recordReceipt } from '../../apps/server/src/modules/receipts/receipts.service';
import { indiaToday } from '../../apps/server/src/lib/india-time';

export const STAFF_PASSWORD = 'bench-staff-password-1';

export interface PaperworkSize {
  invoices: number;
  creditNotes: number;
  receipts: number;
  /** Share of invoices billed to a company (B2B, e-invoiced). */
  b2bShare: number;
  companies: number;
  workers: number;
}

export interface Generated {
  staffPhone: string;
  staffPassword: string;
  statementCompanyId: string;
  productSlug: string;
  counts: Record<string, number>;
  seconds: number;
}

const KARNATAKA = {
  street_address: '12, 4th Main, Peenya Industrial Area',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560058',
};
const MAHARASHTRA = {
  street_address: 'Plot 7, Bhosari MIDC',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411026',
};
const RATES = [5, 12, 18, 28];
const HSN = ['8467', '8203', '8204', '8466', '8207', '7318', '8481', '8413'];
const UNITS = ['piece', 'piece', 'set', 'box', 'kg', 'metre'];

/** Deterministic pseudo-random numbers, so two runs make the same month. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

async function makeProducts(t: TestApp, n: number) {
  const ids: string[] = [];
  let slug = '';
  for (let i = 0; i < n; i += 1) {
    const price = 150 + ((i * 7919) % 60) * 250; // ₹150 … ₹14,900
    const { product } = await createProduct(t.ctx.db, {
      price,
      stock: 1_000_000_000,
      name: `Bench ${['Drill', 'Grinder', 'Spanner set', 'Vice', 'Bit box', 'Hose'][i % 6]} ${i}`,
    });
    await t.ctx.db
      .update(products)
      .set({
        gstRate: RATES[i % RATES.length]!,
        hsnCode: HSN[i % HSN.length]!,
        unit: UNITS[i % UNITS.length]!,
      })
      .where(eq(products.id, product.id));
    ids.push(product.id);
    if (i === 0) slug = product.slug;
  }
  return { ids, slug };
}

async function makeCompany(t: TestApp, staff: TestUser, i: number, admins: number) {
  const admin = await createUser(t, { name: `Bench Buyer ${i}` });
  const first14 = `29BNCHC${String(1000 + i).padStart(4, '0')}F1Z`;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/companies',
    headers: bearer(admin.accessToken),
    payload: {
      legal_name: `Bench Fabricators ${i} Pvt Ltd`,
      gstin: first14 + gstinCheckChar(first14),
      billing_address: `${i}, 2nd Phase, Peenya Industrial Area, Bengaluru 560058`,
    },
  });
  if (created.statusCode !== 201) throw new Error(`company ${i}: ${created.body}`);
  const companyId = (JSON.parse(created.body) as { data: { company_id: string } }).data.company_id;
  const terms = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/companies/${companyId}`,
    headers: bearer(staff.accessToken),
    payload: { credit_days: 30, credit_limit: 1_000_000_000 },
  });
  if (terms.statusCode !== 200) throw new Error(`credit terms ${i}: ${terms.body}`);
  // more ADMINs, each with a cart of their own, so the company's orders are placed in parallel
  const buyers = [admin];
  for (let a = 1; a < admins; a += 1) {
    const more = await createUser(t, { name: `Bench Buyer ${i}.${a}` });
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/companies/mine/members',
      headers: bearer(admin.accessToken),
      payload: { phone: more.phone, role: 'ADMIN' },
    });
    if (r.statusCode !== 201) throw new Error(`member ${i}.${a}: ${r.body}`);
    buyers.push(more);
  }
  return { companyId, buyers };
}

/**
 * The service stamps every document with the time it was issued, so a month generated in
 * half an hour has one busy day. Spread the invoices (in serial order) and credit notes over
 * the days of the month so far, 11:00 India time, as the receipts tests set `issued_at`; the
 * e-invoice rows' document dates and the credit notes' invoice dates follow.
 */
async function spreadOverMonth(db: TestApp['ctx']['db'], today: string) {
  const days = Number(today.slice(8, 10));
  const at = (rank: string, count: string) =>
    `(date '${today.slice(0, 8)}01' + ((${rank} - 1) * ${days} / ${count})::int) + time '11:00' at time zone 'Asia/Kolkata'`;
  await db.execute(
    sql.raw(`update invoices i set issued_at = r.at from (
      select order_id, ${at('row_number() over (order by financial_year, serial)', 'count(*) over ()')} as at
        from invoices) r where r.order_id = i.order_id`),
  );
  await db.execute(
    sql.raw(`update credit_notes c set issued_at = greatest(r.at, i.issued_at), invoice_date = i.issued_at
      from (select id, ${at('row_number() over (order by financial_year, serial)', 'count(*) over ()')} as at
              from credit_notes) r, invoices i
     where r.id = c.id and i.order_id = c.order_id`),
  );
  await db.execute(
    sql.raw(`update e_invoices e set doc_date = coalesce(
        (select c.issued_at from credit_notes c where c.id = e.credit_note_id),
        (select i.issued_at from invoices i where i.order_id = e.order_id))`),
  );
}

export async function generatePaperwork(
  t: TestApp,
  size: PaperworkSize,
  log: (msg: string) => void,
): Promise<Generated> {
  const started = performance.now();
  const db = t.ctx.db;
  const staffPassword = STAFF_PASSWORD;
  const staff = await createUser(t, {
    role: 'ADMIN',
    name: 'Bench Accountant',
    password: staffPassword,
  });
  const { ids: productIds, slug } = await makeProducts(t, 48);
  const companies: { companyId: string; buyers: TestUser[] }[] = [];
  for (let i = 0; i < size.companies; i += 1)
    companies.push(await makeCompany(t, staff, i, i === 0 ? 6 : 1));
  // one shopper per worker (a cart is locked while its order is written)
  const shoppers: TestUser[] = [];
  for (let w = 0; w < size.workers; w += 1)
    shoppers.push(await createUser(t, { name: `Bench Shopper ${w}` }));
  // company orders: the statement company (index 0) gets 3/8 of them
  const companyOf = (i: number) => (i % 8 < 3 ? 0 : 1 + (i % (companies.length - 1 || 1)));

  const place = async (i: number, w: number, b2b: boolean, status: 'INVOICED' | 'CANCELLED') => {
    const company = b2b ? companies[companyOf(i)]! : null;
    // a company member's cart: one loop per buyer (w), never two orders at once from one cart
    const user = company ? company.buyers[w]! : shoppers[w]!;
    const random = rng(i * 2 + (b2b ? 1 : 0)); // the same month whatever the interleaving
    random();
    const lines = 1 + Math.floor(random() * 4);
    for (let l = 0; l < lines; l += 1) {
      await addItem(db, user.id, {
        product_id: productIds[Math.floor(random() * productIds.length)]!,
        quantity: 1 + Math.floor(random() * 5),
        cart_type: 'CART',
      });
    }
    const cartId = await cartIdOf(db, user.id, 'CART');
    const away = !company && random() < 0.1;
    const { order } = await placeOrder(
      db,
      {
        userId: user.id,
        idempotencyKey: null,
        order: {
          cart_id: cartId,
          customer_name: user.name,
          phone_number: '9876543210',
          ...(away ? MAHARASHTRA : KARNATAKA),
          ...(company
            ? { payment_method: 'ON_CREDIT' as const, company_id: company.companyId }
            : { payment_method: 'UPI' as const }),
        },
      },
      t.ctx,
    );
    await changeOrderStatus(
      db,
      { orderId: order.order_id, status: 'CONFIRMED', staffId: staff.id },
      t.ctx,
    );
    // the tax invoice issued before shipping (no e-way bill number needed to get it)
    await issueInvoiceEarly(db, order.order_id, t.ctx);
    if (status === 'CANCELLED') {
      await changeOrderStatus(
        db,
        { orderId: order.order_id, status: 'CANCELLED', staffId: staff.id },
        t.ctx,
      );
    }
  };

  const b2bCount = Math.round(size.invoices * size.b2bShare);
  const b2cCount = size.invoices - b2bCount;
  const t0 = performance.now();
  const secs = () => ((performance.now() - t0) / 1000).toFixed(0);
  let done = 0;
  const tick = () => {
    done += 1;
    if (done % 1000 === 0) log(`  invoices: ${done}/${size.invoices} (${secs()} s)`);
  };
  // company jobs: one loop per buyer of each company, each its share of the company's orders
  const loops: { b2b: boolean; w: number; jobs: number[] }[] = [];
  for (let w = 0; w < size.workers; w += 1) loops.push({ b2b: false, w, jobs: [] });
  for (let i = 0; i < b2cCount; i += 1) loops[i % size.workers]!.jobs.push(i);
  const buyerLoops = companies.map((c) =>
    c.buyers.map((_, w) => ({ b2b: true, w, jobs: [] as number[] })),
  );
  for (let i = 0; i < b2bCount; i += 1) {
    const own = buyerLoops[companyOf(i)]!;
    own[i % own.length]!.jobs.push(i);
  }
  loops.push(...buyerLoops.flat());
  // B2C and B2B together (the credit notes are the first B2C orders)
  await Promise.all(
    loops.map(async (loop) => {
      for (const i of loop.jobs) {
        await place(
          i,
          loop.w,
          loop.b2b,
          !loop.b2b && i < size.creditNotes ? 'CANCELLED' : 'INVOICED',
        );
        tick();
      }
    }),
  );
  log(
    `invoices: ${b2cCount} B2C (${Math.min(size.creditNotes, b2cCount)} credited), ${b2bCount} B2B in ${secs()} s`,
  );

  const t2 = performance.now();
  const today = indiaToday(new Date());
  const monthStart = `${today.slice(0, 7)}-01`;
  const days = Number(today.slice(8, 10));
  const receiptsOf = companies.map(() => [] as number[]);
  for (let i = 0; i < size.receipts; i += 1) {
    receiptsOf[i % 2 === 0 ? 0 : 1 + (i % (companies.length - 1 || 1))]!.push(i);
  }
  await Promise.all(
    receiptsOf.map(async (jobs, c) => {
      for (const i of jobs) {
        const day = String(1 + (i % days)).padStart(2, '0');
        await recordReceipt(
          db,
          companies[c]!.companyId,
          {
            amount: 500 + (i % 40) * 125,
            tds_amount: i % 5 === 0 ? 10 : 0,
            received_on: `${monthStart.slice(0, 8)}${day}`,
            reference: `NEFT BENCH${String(i).padStart(7, '0')}`,
          },
          staff.id,
        );
      }
    }),
  );
  log(`receipts: ${size.receipts} in ${((performance.now() - t2) / 1000).toFixed(0)} s`);
  await spreadOverMonth(db, today);
  const counts = (
    (await db.execute(sql`select
        (select count(*)::int from invoices) as invoices,
        (select count(*)::int from credit_notes) as credit_notes,
        (select count(*)::int from company_receipts) as receipts,
        (select count(*)::int from e_invoices where status = 'PENDING') as pending_e_invoices,
        (select count(*)::int from order_items) as order_lines`)) as unknown as {
      rows: Record<string, number>[];
    }
  ).rows[0]!;
  return {
    staffPhone: staff.phone,
    staffPassword,
    statementCompanyId: companies[0]!.companyId,
    productSlug: slug,
    counts,
    seconds: (performance.now() - started) / 1000,
  };
}
