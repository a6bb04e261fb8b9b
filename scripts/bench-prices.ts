// `npm run bench:prices` (also part of `npm run bench`): a member's company prices (decisions.md
// › §22, docs/decisions/352) on the embedded database (PGlite, in-process through app.inject):
// 1,000 products, one company with 50 price lists of 1,000 fixed prices and 4 discounts each (none, maker, category, both)
// (all in force), and `GET /companies/mine/prices` for 100 random products, BENCH_PRICES_REQUESTS
// times (default 500, after 50 to warm up): p50/p95/max. Target (issue 38): p95 ≤ 5 ms.
// BENCH_PRICES_PROFILE=FILE writes a CPU profile of the measured requests alone.
// Then the guest listing (`GET /api/products/search?categoryId=…`, the public answer the price
// lists leave alone) for BENCH_DURATION_S seconds (default 5), one request at a time: req/s.
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { gstinCheckChar } from '@store/contract';
import { bearer, createTestApp } from '../apps/server/test/helpers';
import { createUser } from '../apps/server/test/fixtures';

const REQUESTS = Number(process.env.BENCH_PRICES_REQUESTS ?? 500);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const PRODUCTS = 1000;
const LISTS = 50;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const ms = (n: number) => `${n.toFixed(2)} ms`;

async function main() {
  const t = await createTestApp();
  const db = t.ctx.db;
  await db.execute(sql`insert into categories (name, slug) values ('Bench tools', 'bench-tools')`);
  await db.execute(
    sql`insert into manufacturers (name, slug) values ('Bench maker', 'bench-maker')`,
  );
  await db.execute(sql`
    insert into products (name, slug, sku, sku_norm, manufacturer_id, price_paise, stock_quantity, search_text)
    select 'Bench product ' || g, 'bench-product-' || g, 'BP-' || g, 'BP' || g,
           (select id from manufacturers where slug = 'bench-maker'), 100000 + g * 10, 100, 'bench product ' || g
      from generate_series(1, ${PRODUCTS}) g`);
  await db.execute(sql`
    insert into product_categories (product_id, category_id)
    select p.id, (select id from categories where slug = 'bench-tools') from products p where p.slug like 'bench-product-%'`);
  const ids = (
    (await db.execute(
      sql`select id from products where slug like 'bench-product-%' order by sku`,
    )) as unknown as {
      rows: { id: string }[];
    }
  ).rows.map((r) => r.id);
  const [category] = (
    (await db.execute(sql`select id from categories where slug = 'bench-tools'`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows;
  const [maker] = (
    (await db.execute(sql`select id from manufacturers where slug = 'bench-maker'`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows;

  const staff = await createUser(t, { role: 'ADMIN' });
  const member = await createUser(t);
  const first14 = '29BENCH1234K1Z';
  const company = await t.app.inject({
    method: 'POST',
    url: '/api/companies',
    headers: bearer(member.accessToken),
    payload: {
      legal_name: 'Bench Works Pvt Ltd',
      gstin: first14 + gstinCheckChar(first14),
      billing_address: '1, Peenya, Bengaluru 560058',
    },
  });
  if (company.statusCode !== 201) throw new Error(`company: ${company.body}`);
  const companyId = (JSON.parse(company.body) as { data: { company_id: string } }).data.company_id;
  const seedStart = performance.now();
  for (let l = 0; l < LISTS; l += 1) {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/admin/price-lists',
      headers: bearer(staff.accessToken),
      payload: {
        name: `Bench list ${l}`,
        company_ids: [companyId],
        prices: ids.map((product_id, i) => ({ product_id, price: 900 + ((i * 7 + l * 13) % 90) })),
        discounts: [
          { percent_off: 2 + (l % 5) },
          { manufacturer_id: maker!.id, percent_off: 5 },
          { category_id: category!.id, percent_off: 4 },
          { manufacturer_id: maker!.id, category_id: category!.id, percent_off: 7.5 },
        ],
      },
    });
    if (r.statusCode !== 201) throw new Error(`list ${l}: ${r.body.slice(0, 300)}`);
  }
  console.log(
    `[bench] ${LISTS} lists of ${PRODUCTS} prices written in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );

  // the random choices made beforehand: the CPU measured below is the requests' alone
  const choices = Array.from({ length: 64 }, () =>
    [...ids].sort(() => Math.random() - 0.5).slice(0, 100),
  );
  let asked = 0;
  const ask = async () => {
    const some = choices[(asked += 1) % choices.length]!;
    const start = performance.now();
    const r = await t.app.inject({
      method: 'GET',
      url: `/api/companies/mine/prices?product_ids=${some.join(',')}`,
      headers: bearer(member.accessToken),
    });
    const took = performance.now() - start;
    if (r.statusCode !== 200) throw new Error(`prices: ${r.body.slice(0, 300)}`);
    return took;
  };
  for (let i = 0; i < 50; i += 1) await ask();
  const times: number[] = [];
  // CPU time of this process per request: what the price call costs, whatever else runs on the machine
  // BENCH_PRICES_PROFILE=file.cpuprofile: a CPU profile of the measured requests only
  const profiler = process.env.BENCH_PRICES_PROFILE ? new Session() : null;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  const cpu = process.cpuUsage();
  for (let i = 0; i < REQUESTS; i += 1) times.push(await ask());
  const used = process.cpuUsage(cpu);
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    await writeFile(process.env.BENCH_PRICES_PROFILE!, JSON.stringify(profile));
    profiler.disconnect();
  }
  const cpuMs = (used.user + used.system) / 1000 / REQUESTS;
  const p95 = percentile(times, 95);
  console.log(
    `[bench] member prices of 100 products (${REQUESTS} requests): p50 ${ms(percentile(times, 50))}  p95 ${ms(p95)}  max ${ms(Math.max(...times))}  CPU ${ms(cpuMs)} a request  — target p95 ≤ 5 ms: ${p95 <= 5 ? 'met' : 'MISSED'}`,
  );

  // the floor: a signed-in request that prices nothing (the session check, the user's row)
  const floor: number[] = [];
  const floorCpu = process.cpuUsage();
  for (let i = 0; i < REQUESTS; i += 1) {
    const start = performance.now();
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(member.accessToken),
    });
    floor.push(performance.now() - start);
    if (r.statusCode !== 200) throw new Error(`profile: ${r.statusCode}`);
  }
  const floorUsed = process.cpuUsage(floorCpu);
  console.log(
    `[bench] for scale, a signed-in GET /api/auth/profile (${REQUESTS} requests): p50 ${ms(percentile(floor, 50))}  p95 ${ms(percentile(floor, 95))}  CPU ${ms((floorUsed.user + floorUsed.system) / 1000 / REQUESTS)} a request`,
  );

  const listing = `/api/products/search?categoryId=${category!.id}`;
  for (let i = 0; i < 50; i += 1) await t.app.inject({ method: 'GET', url: listing });
  let n = 0;
  const end = performance.now() + DURATION_S * 1000;
  while (performance.now() < end) {
    const r = await t.app.inject({ method: 'GET', url: `${listing}&index=${n % 3}` });
    if (r.statusCode !== 200) throw new Error(`listing: ${r.statusCode}`);
    n += 1;
  }
  console.log(
    `[bench] guest listing (one at a time, in-process): ${(n / DURATION_S).toFixed(0)} req/s`,
  );
  await t.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
