// `npm run bench:paperwork`: the accountant's files at scale on PostgreSQL (issue 42).
//
// 1. A throwaway PostgreSQL; a month of paperwork made through the service layer in-process
//    (scripts/support/paperwork-data.ts): BENCH_INVOICES invoices (default 50,000),
//    BENCH_CREDIT_NOTES credit notes (2,000), BENCH_RECEIPTS receipts (5,000); then
//    BENCH_SALES_ORDERS orders (1,000,000) copied over the twelve months before this one
//    (scripts/support/sales-history.ts) for the sales report.
// 2. Each server in BENCH_SERVERS (label=path/to/server.js, comma-separated; default
//    now=apps/server/dist/server.js, built when stale) is started in turn on that database and
//    measured: GSTR-1 JSON, GSTR-1 CSV zip, the Tally file (with masters), the e-invoice bulk
//    file, each timed to its last byte with the server's peak RSS and, meanwhile, autocannon
//    (BENCH_CONNECTIONS, default 10) on a product page (its p99); the sales report by day for
//    last month and by month for the last twelve months; the statement company's statement.
// 3. Prints each figure beside the previous run's (docs/benchmarks/paperwork.json, or
//    BENCH_OUT) as "before → now", then writes this run's there (BENCH_SAVE=0: not written).
// Targets: GSTR-1 JSON and CSV ≤ 10 s, Tally ≤ 15 s, e-invoices ≤ 10 s, RSS < 512 MB, product
// p99 ≤ 100 ms meanwhile; sales month ≤ 1 s, year ≤ 3 s; statement of 10,000 entries ≤ 1 s.
// Other settings: BENCH_EXPORTS (which exports, comma-separated: gstr1_json, gstr1_csv, tally,
// einvoices; default all), BENCH_WORKERS (8), BENCH_COMPANIES (20), BENCH_PG_PORT, BENCH_KEEP=1 (leave
// PostgreSQL running and print its URL), BENCH_DATABASE_URL (measure a kept database again:
// no generation; with BENCH_COPY_SALES=1 the year of orders is copied into it first).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../apps/server/test/helpers';
import { openDatabase } from '../apps/server/src/db/client';
import { indiaToday } from '../apps/server/src/lib/india-time';
import { buildServerIfStale, Cleanups, startBuiltServer } from './support/built-server';
import { startThrowawayPostgres } from './support/throwaway-postgres';
import { generatePaperwork, STAFF_PASSWORD, type Generated } from './support/paperwork-data';
import { copySalesHistory } from './support/sales-history';
import { bestOf, productBaseline, rssMb, timedExport } from './support/paperwork-measure';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SIZE = {
  invoices: env('BENCH_INVOICES', 50_000),
  creditNotes: env('BENCH_CREDIT_NOTES', 2_000),
  receipts: env('BENCH_RECEIPTS', 5_000),
  b2bShare: 0.4,
  companies: env('BENCH_COMPANIES', 20),
  workers: env('BENCH_WORKERS', 8),
};
const SALES_ORDERS = env('BENCH_SALES_ORDERS', 1_000_000);
const CONNECTIONS = env('BENCH_CONNECTIONS', 10);
const OUT = path.resolve(root, process.env.BENCH_OUT ?? 'docs/benchmarks/paperwork.json');
const log = (msg: string) => console.log(`[bench-paperwork] ${msg}`);
const cleanups = new Cleanups();

type Figures = Record<string, number | string>;
const TARGETS: [string, string, number | null][] = [
  ['gstr1_json_ms', 'GSTR-1 JSON, ms (≤ 10,000)', 10_000],
  ['gstr1_csv_ms', 'GSTR-1 CSV zip, ms (≤ 10,000)', 10_000],
  ['tally_ms', 'Tally file, ms (≤ 15,000)', 15_000],
  ['einvoices_ms', 'e-invoice bulk file, ms (≤ 10,000)', 10_000],
  ['peak_rss_mb', 'server peak RSS during the exports, MB (< 512)', 512],
  ['product_p99_during_ms', 'product page p99 during the exports, ms (≤ 100)', 100],
  ['product_p99_idle_ms', 'product page p99, nothing else running, ms', null],
  ['sales_month_ms', 'sales report, a month by day, ms (≤ 1,000)', 1_000],
  ['sales_year_ms', 'sales report, twelve months by month, ms (≤ 3,000)', 3_000],
  ['statement_ms', 'statement of account, ms (≤ 1,000)', 1_000],
];

function lastMonths(today: string) {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const iso = (yy: number, mm: number) => {
    const d = new Date(Date.UTC(yy, mm - 1, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  };
  const lastDay = (month: string) => {
    const [yy, mm] = month.split('-').map(Number) as [number, number];
    return `${month}-${String(new Date(Date.UTC(yy, mm, 0)).getUTCDate()).padStart(2, '0')}`;
  };
  const prev = iso(y, m - 1);
  const yearAgo = iso(y, m - 12);
  return { month: today.slice(0, 7), prev, prevLast: lastDay(prev), yearAgo };
}

/** What the measurements need of a generated database, read back from it (BENCH_DATABASE_URL). */
async function generatedOf(url: string): Promise<Generated> {
  const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
  const one = async (q: string) =>
    ((await database.db.execute(sql.raw(q))) as unknown as { rows: Record<string, unknown>[] })
      .rows[0] ?? {};
  const staff = await one(`select phone from users where name = 'Bench Accountant'`);
  const company = await one(
    `select id from companies where legal_name = 'Bench Fabricators 0 Pvt Ltd'`,
  );
  const product = await one(`select slug from products where name = 'Bench Drill 0'`);
  const counts = await one(`select
      (select count(*)::int from invoices) as invoices,
      (select count(*)::int from credit_notes) as credit_notes,
      (select count(*)::int from company_receipts) as receipts,
      (select count(*)::int from e_invoices where status = 'PENDING') as pending_e_invoices,
      (select count(*)::int from orders) as orders`);
  if (SALES_ORDERS > 0 && process.env.BENCH_COPY_SALES === '1') {
    const { yearAgo, month } = lastMonths(indiaToday(new Date()));
    await copySalesHistory(
      database.db,
      {
        count: SALES_ORDERS,
        from: new Date(`${yearAgo}-01T00:00:00+05:30`),
        to: new Date(`${month}-01T00:00:00+05:30`),
      },
      log,
    );
  }
  await database.close();
  return {
    staffPhone: String(staff.phone),
    staffPassword: STAFF_PASSWORD,
    statementCompanyId: String(company.id),
    productSlug: String(product.slug),
    counts: counts as Record<string, number>,
    seconds: 0,
  };
}

async function prepareDatabase(): Promise<{ url: string; generated: Generated }> {
  if (process.env.BENCH_DATABASE_URL) {
    const url = process.env.BENCH_DATABASE_URL;
    return { url, generated: await generatedOf(url) };
  }
  const pg = await startThrowawayPostgres({
    tmpPrefix: 'bench-paperwork-',
    maxConnections: 200,
    port: env('BENCH_PG_PORT', 0) || undefined,
  });
  if (process.env.BENCH_KEEP === '1') log(`PostgreSQL kept: ${pg.url}`);
  else cleanups.push(() => pg.stop());
  process.env.TEST_DATABASE_URL = pg.url;
  const t = await createTestApp({ E_INVOICE_ENABLED: 'true', DB_POOL_SIZE: 20 });
  const url = String(t.ctx.config.DATABASE_URL);
  log(
    `generating ${SIZE.invoices} invoices, ${SIZE.creditNotes} credit notes, ${SIZE.receipts} receipts`,
  );
  const generated = await generatePaperwork(t, SIZE, log);
  log(`month generated in ${generated.seconds.toFixed(0)} s: ${JSON.stringify(generated.counts)}`);
  if (SALES_ORDERS > 0) {
    const { yearAgo, month } = lastMonths(indiaToday(new Date()));
    await copySalesHistory(
      t.ctx.db,
      {
        count: SALES_ORDERS,
        from: new Date(`${yearAgo}-01T00:00:00+05:30`),
        to: new Date(`${month}-01T00:00:00+05:30`),
      },
      log,
    );
  }
  // the database stays: close the app and its pool, not the database (t.close() drops it)
  t.shutdown.abort();
  await t.app.close();
  await t.ctx.database.close();
  if (process.env.BENCH_KEEP === '1') log(`BENCH_DATABASE_URL=${url}`);
  return { url, generated };
}

async function measureServer(label: string, serverJs: string, url: string, g: Generated) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-paperwork-data-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const server = await startBuiltServer({
    root,
    serverJs,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      SEED_DEMO: 'false',
      E_INVOICE_ENABLED: 'true',
      RATE_LIMITS_ENABLED: 'false',
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    },
    cleanups,
    readyPath: '/api/health',
  });
  const login = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: g.staffPhone, password: g.staffPassword }),
  });
  const loginBody = (await login.json()) as { data?: { access_token?: string } };
  const token = loginBody.data?.access_token;
  if (!token) throw new Error(`login: ${login.status} ${JSON.stringify(loginBody).slice(0, 300)}`);
  const { month, prev, prevLast, yearAgo } = lastMonths(indiaToday(new Date()));
  const productUrl = `/api/products/${g.productSlug}`;
  const figures: Figures = { rss_idle_mb: rssMb(server.pid) };
  const idle = await productBaseline(server.base, productUrl, CONNECTIONS);
  figures.product_p99_idle_ms = idle.p99;
  const exports: [string, string][] = [
    ['gstr1_json', `/api/admin/reports/gstr1?month=${month}`],
    ['gstr1_csv', `/api/admin/reports/gstr1?month=${month}&format=csv`],
    ['tally', `/api/admin/reports/tally.xml?month=${month}&masters=true`],
    ['einvoices', `/api/admin/reports/e-invoices.json?month=${month}`],
  ];
  let peak = 0;
  let p99 = 0;
  const only = process.env.BENCH_EXPORTS?.split(',');
  for (const [name, exportUrl] of exports.filter(([n]) => !only || only.includes(n))) {
    const f = await timedExport({
      base: server.base,
      pid: server.pid,
      url: exportUrl,
      token,
      productUrl,
      connections: CONNECTIONS,
    });
    log(
      `${label} ${name}: ${f.ms} ms, ${(f.bytes / 1e6).toFixed(1)} MB (sha256 ${f.sha256}), peak RSS ${f.peakRssMb} MB, product p99 ${f.productP99Ms} ms over ${f.productRequests} requests${f.productErrors ? `, ${f.productErrors} errors` : ''}`,
    );
    figures[`${name}_ms`] = f.ms;
    figures[`${name}_mb`] = Math.round(f.bytes / 1e5) / 10;
    figures[`${name}_sha256`] = f.sha256;
    figures[`${name}_rss_mb`] = f.peakRssMb;
    figures[`${name}_product_p99_ms`] = f.productP99Ms;
    peak = Math.max(peak, f.peakRssMb);
    p99 = Math.max(p99, f.productP99Ms);
  }
  figures.peak_rss_mb = peak;
  figures.product_p99_during_ms = p99;
  const salesMonth = await bestOf(
    server.base,
    `/api/admin/reports/sales?from=${prev}-01&to=${prevLast}&group=day`,
    token,
    3,
  );
  const salesYear = await bestOf(
    server.base,
    `/api/admin/reports/sales?from=${yearAgo}-01&to=${prevLast}&group=month`,
    token,
    3,
  );
  figures.sales_month_ms = salesMonth.ms;
  figures.sales_year_ms = salesYear.ms;
  const yearOrders = (JSON.parse(salesYear.body) as { data: { totals: { orders: number } } }).data
    .totals.orders;
  const monthOrders = (JSON.parse(salesMonth.body) as { data: { totals: { orders: number } } }).data
    .totals.orders;
  figures.sales_year_orders = yearOrders;
  figures.sales_month_orders = monthOrders;
  const statement = await bestOf(
    server.base,
    `/api/admin/companies/${g.statementCompanyId}/statement?from=${month}-01&to=${indiaToday(new Date())}`,
    token,
    3,
  );
  figures.statement_ms = statement.ms;
  figures.statement_entries = (
    JSON.parse(statement.body) as { data: { entries: unknown[] } }
  ).data.entries.length;
  log(
    `${label} sales: month (${monthOrders} orders) ${salesMonth.ms} ms, year (${yearOrders} orders) ${salesYear.ms} ms; statement of ${figures.statement_entries} entries ${statement.ms} ms`,
  );
  await server.stop();
  return figures;
}

function printTable(runs: Record<string, Figures>, previous: Record<string, Figures> | null) {
  const labels = Object.keys(runs);
  const prevLabel = previous ? Object.keys(previous).at(-1) : undefined;
  const prev = prevLabel ? previous![prevLabel] : undefined;
  const rows: string[][] = [
    ['figure', ...(prev ? [`previous run (${prevLabel})`] : []), ...labels, 'target'],
  ];
  for (const [key, title, target] of TARGETS) {
    const now = runs[labels.at(-1)!]![key];
    const verdict =
      target === null || typeof now !== 'number'
        ? ''
        : now <= target && !(key === 'peak_rss_mb' && now >= target)
          ? 'met'
          : 'MISSED';
    rows.push([
      title,
      ...(prev ? [String(prev[key] ?? '')] : []),
      ...labels.map((l) => String(runs[l]![key] ?? '')),
      verdict,
    ]);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const r of rows)
    console.log(
      r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '),
    );
  if (prev) {
    console.log('\nbefore → now:');
    for (const [key, title] of TARGETS)
      console.log(`  ${title}: ${prev[key] ?? '-'} → ${runs[labels.at(-1)!]![key]}`);
  }
  const same = ['gstr1_json', 'gstr1_csv', 'tally', 'einvoices'].map(
    (k) =>
      `${k} ${new Set(labels.map((l) => runs[l]![`${k}_sha256`])).size === 1 ? 'identical' : 'DIFFERENT'}`,
  );
  if (labels.length > 1) console.log(`\nbytes across servers: ${same.join(', ')}`);
}

async function main() {
  const servers = (process.env.BENCH_SERVERS ?? 'now=apps/server/dist/server.js')
    .split(',')
    .map((s) => {
      const [label, file] = s.split('=') as [string, string];
      return { label, file: path.resolve(root, file) };
    });
  if (servers.some((s) => s.file.endsWith('apps/server/dist/server.js')))
    buildServerIfStale(root, log);
  const { url, generated } = await prepareDatabase();
  const runs: Record<string, Figures> = {};
  for (const s of servers) runs[s.label] = await measureServer(s.label, s.file, url, generated);
  const previous = fs.existsSync(OUT)
    ? (JSON.parse(fs.readFileSync(OUT, 'utf8')) as { runs: Record<string, Figures> }).runs
    : null;
  console.log('');
  printTable(runs, previous);
  if (process.env.BENCH_SAVE !== '0') {
    const size = { ...SIZE, salesOrders: SALES_ORDERS };
    fs.writeFileSync(
      OUT,
      `${JSON.stringify({ at: new Date().toISOString(), size, counts: generated.counts, runs }, null, 2)}\n`,
    );
    log(`figures written to ${path.relative(root, OUT)}`);
  }
}

main()
  .then(() => cleanups.run())
  .catch(async (err: unknown) => {
    console.error(err);
    await cleanups.run();
    process.exit(1);
  });
