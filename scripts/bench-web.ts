// `npm run bench:web`: what a customer on a phone feels, measured by Lighthouse (from npm)
// driving Debian's Chromium, mobile preset with Lighthouse's simulated throttling (slow 4G,
// 4x CPU slowdown), on every kind of storefront page of the demo catalogue served by the built
// store (docs/decisions/260):
//   home             /
//   listing          /category/<the first category with products>
//   maker            /products/all/<a maker of that category>
//   category-maker   /products/<that category>/<that maker>
//   category-makers  /manufacturers/<that category>
//   makers           /companies/all
//   product          /product/<a product of that listing>
//   product-sku      /product/sku/<its part number>
//   search           /search-results?q=drill
//   policy           /terms
//   not-found        /no-such-page (answers 404)
// Page Not Found answers 404 (decisions.md §20): Lighthouse is told to measure it anyway
// (ignoreStatusCode, for that page only: any other page answering 4xx is an error), and its SEO
// is Lighthouse's SEO category without the one audit a 4xx page fails by definition,
// `http-status-code` (docs/decisions/260); its other targets are judged as every page's.
// For each page it prints the performance score (and the worst run's), accessibility, best
// practices, SEO, LCP, FCP, TBT, CLS and the JavaScript transferred, the median of BENCH_WEB_RUNS runs (default 3), and
// beside each figure the previous run's (from .tmp/bench-web.json) as a ratio new/old.
//
// The store runs as `node apps/server/dist/server.js` on PGlite in a temporary DATA_DIR (the
// demo catalogue is seeded at start). The web and the server are built first when missing or
// older than their sources.
//
// BENCH_WEB_COMPARE=<folder of another built checkout> also starts that store and measures it
// run for run alternately with this one (back to back, same load), printing its medians and
// the ratio this/that: the fair before/after on a busy machine.
// Environment: BENCH_WEB_RUNS (default 3), BENCH_WEB_PORT (default: a free port),
// BENCH_WEB_PAGES (comma list of the page names above; default all), CHROME_PATH (default
// /usr/bin/chromium), BENCH_WEB_OUT (default .tmp/bench-web.json), BENCH_WEB_REPORTS,
// BENCH_WEB_WARMUP (requests per page before measuring, default 5).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from './support/throwaway-postgres';
import { printComparison, readPrevious } from './support/compare';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// requests per page before measuring (BENCH_WEB_WARMUP, default 5; 0 measures a cold store)
const WARMUP = Math.max(0, Number(process.env.BENCH_WEB_WARMUP ?? 5));
const OUT = path.resolve(root, process.env.BENCH_WEB_OUT ?? '.tmp/bench-web.json');
// BENCH_WEB_REPORTS=<folder>: keep each run's whole Lighthouse report (JSON) there, to see
// what the figures are made of (the LCP element, long tasks, main-thread work).
const REPORTS = process.env.BENCH_WEB_REPORTS ? path.resolve(process.env.BENCH_WEB_REPORTS) : '';
const ALL_PAGES =
  'home,listing,maker,category-maker,category-makers,makers,product,product-sku,search,policy,not-found';
const PAGES = (process.env.BENCH_WEB_PAGES ?? ALL_PAGES).split(',').map((s) => s.trim());
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

const log = (msg: string) => console.log(`[bench:web] ${msg}`);

const cleanups: (() => void | Promise<void>)[] = [];
async function cleanup() {
  while (cleanups.length) {
    try {
      await cleanups.pop()?.();
    } catch (err) {
      console.warn('cleanup step failed:', err instanceof Error ? err.message : err);
    }
  }
}
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => void cleanup().finally(() => process.exit(130)));
}

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  if (!fs.statSync(p).isDirectory()) return fs.statSync(p).mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.'))
      continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry.name)));
  }
  return newest;
}

function buildIfStale(output: string, sources: string[], workspace: string) {
  const out = path.join(root, output);
  const newest = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  // the web's build also writes the server-rendering bundle (docs/decisions/140)
  const ssrMissing =
    workspace === '@store/web' &&
    !fs.existsSync(path.join(root, 'apps/web/dist-ssr/entry-server.js'));
  if (!ssrMissing && fs.existsSync(out) && fs.statSync(out).mtimeMs >= newest) return;
  log(`building ${workspace}`);
  const r = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`the build of ${workspace} failed`);
}

async function startStore(port: number, storeRoot = root): Promise<ChildProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-data-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const child = spawn(process.execPath, [path.join(storeRoot, 'apps/server/dist/server.js')], {
    cwd: storeRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      // the canonical links, sitemap and Open Graph addresses name the store being measured
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
      }),
  );
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the store exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/categories/active`);
      if (res.ok) return child;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('the store did not start within 3 minutes');
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function getJson<T>(base: string, url: string): Promise<T> {
  const res = await fetch(base + url);
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

async function pageUrls(base: string): Promise<Record<string, string>> {
  const cats = (
    await getJson<{ content: { category_id: string; slug: string; product_count?: number }[] }>(
      base,
      '/api/categories/active',
    )
  ).content;
  let listing = '';
  let product = '';
  let sku = '';
  let category = '';
  for (const c of cats) {
    const page = await getJson<{ content: { slug: string; sku: string }[] }>(
      base,
      `/api/products/search?categoryId=${c.category_id}`,
    );
    if (page.content.length > 0) {
      category = c.slug;
      listing = `/category/${c.slug}`;
      product = `/product/${page.content[0]!.slug}`;
      sku = page.content[0]!.sku;
      break;
    }
  }
  if (!listing) throw new Error('the demo catalogue has no listed product');
  const cat = cats.find((c) => c.slug === category)!;
  const makers = await getJson<{ content: { slug: string }[] }>(
    base,
    `/api/categories/${cat.category_id}/manufacturers`,
  );
  const maker = makers.content[0]?.slug ?? 'all';
  return {
    home: '/',
    listing,
    maker: `/products/all/${maker}`,
    'category-maker': `/products/${category}/${maker}`,
    'category-makers': `/manufacturers/${category}`,
    makers: '/companies/all',
    product,
    'product-sku': `/product/sku/${encodeURIComponent(sku)}`,
    search: '/search-results?q=drill',
    policy: '/terms',
    'not-found': '/no-such-page',
  };
}

interface Figures {
  performance: number;
  /** the lowest performance of the runs (the median's row shows the worst run) */
  worstPerformance: number;
  seo: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  jsKB: number;
}

interface LhResult {
  runtimeError?: { code?: string; message?: string };
  runWarnings?: string[];
  categories: Record<
    string,
    { score: number | null; auditRefs?: { id: string; weight: number }[] }
  >;
  audits: Record<
    string,
    {
      score?: number | null;
      numericValue?: number;
      details?: { items?: { resourceType?: string; transferSize?: number }[] };
    }
  >;
}

/** The page kinds that answer 404 by design: measured despite it, SEO without the status audit. */
const ERROR_STATUS_PAGES = new Set(['not-found']);
/** The SEO audit every 4xx page fails by definition ("Page has successful HTTP status code"). */
const STATUS_AUDIT = 'http-status-code';

/**
 * A category's score as Lighthouse computes it (core/scoring.js: the weighted mean of its
 * audits' scores, audits of weight 0 left out, rounded to 2 places), without the audits named.
 */
function categoryScoreWithout(lhr: LhResult, category: string, leaveOut: string[]) {
  const refs = (lhr.categories[category]?.auditRefs ?? []).filter(
    (r) => r.weight > 0 && !leaveOut.includes(r.id),
  );
  if (refs.length === 0) return NaN;
  let sum = 0;
  let weight = 0;
  for (const r of refs) {
    const score = lhr.audits[r.id]?.score;
    if (score === null || score === undefined) return NaN;
    sum += score * r.weight;
    weight += r.weight;
  }
  return Math.round((Math.round((sum / weight) * 100) / 100) * 100);
}

function figuresOf(lhr: LhResult, errorStatusPage = false): Figures {
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const jsBytes = items
    .filter((i) => i.resourceType === 'Script')
    .reduce((s, i) => s + (i.transferSize ?? 0), 0);
  const score = (c: string) => Math.round((lhr.categories[c]?.score ?? NaN) * 100);
  return {
    performance: score('performance'),
    worstPerformance: score('performance'),
    seo: errorStatusPage ? categoryScoreWithout(lhr, 'seo', [STATUS_AUDIT]) : score('seo'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: Math.round(num('largest-contentful-paint')),
    fcpMs: Math.round(num('first-contentful-paint')),
    tbtMs: Math.round(num('total-blocking-time')),
    cls: Math.round(num('cumulative-layout-shift') * 1000) / 1000,
    jsKB: Math.round(jsBytes / 102.4) / 10,
  };
}

/** The median of the runs that gave the figure; NaN when none did. */
const median = (xs: number[]) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** Lighthouse's own complaint when it could not measure a page (e.g. NO_LCP). */
function problemsOf(lhr: LhResult, errorStatusPage = false): string {
  const err = lhr.runtimeError?.code
    ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message ?? ''}`
    : '';
  const warnings = (lhr.runWarnings ?? []).filter(
    (w) => !(errorStatusPage && /\(Status code: 4\d\d\)/.test(w)),
  );
  return [err, ...warnings].filter(Boolean).join(' | ');
}

async function main() {
  const started = Date.now();
  buildIfStale(
    'apps/web/dist/index.html',
    ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'packages/contract/src'],
    '@store/web',
  );
  buildIfStale(
    'apps/server/dist/server.js',
    ['apps/server/src', 'packages/contract/src'],
    '@store/server',
  );
  const port = Number(process.env.BENCH_WEB_PORT) || (await freePort());
  const base = `http://127.0.0.1:${port}`;
  log(`starting the store on ${base} (PGlite, demo catalogue)`);
  await startStore(port);
  const urls = await pageUrls(base);
  const compareRoot = process.env.BENCH_WEB_COMPARE
    ? path.resolve(process.env.BENCH_WEB_COMPARE)
    : null;
  let compareBase = '';
  if (compareRoot) {
    const comparePort = await freePort();
    compareBase = `http://127.0.0.1:${comparePort}`;
    log(`starting the store to compare with, from ${compareRoot}, on ${compareBase}`);
    await startStore(comparePort, compareRoot);
  }

  // A store that has just started answers its first requests slowly (Node's JIT warms up, the
  // first look at a search term fills the caches): that is the process starting, not the page.
  // Each page is asked for a few times first, as a running store would have been.
  for (const at of [base, compareBase].filter(Boolean)) {
    for (let i = 0; i < WARMUP; i++) {
      for (const url of Object.values(urls)) {
        const res = await fetch(at + url, { headers: { 'accept-encoding': 'br' } });
        await res.arrayBuffer();
      }
    }
  }

  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-chrome-'));
  cleanups.push(() => fs.rmSync(userDataDir, { recursive: true, force: true }));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    logLevel: 'silent',
  });
  cleanups.push(() => chrome.kill());

  const results: Record<string, Figures & { url: string; runs: Figures[] }> = {};
  const compared: Record<string, Figures & { url: string; runs: Figures[] }> = {};
  const measure = async (
    at: string,
    url: string,
    errorStatusPage: boolean,
    attempt = 1,
  ): Promise<Figures> => {
    const r = await lighthouse(at + url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // Page Not Found answers 404 (decisions.md §20); Lighthouse refuses to measure a 4xx
      // document unless told (ERRORED_DOCUMENT_REQUEST), and only that page is told so
      ignoreStatusCode: errorStatusPage,
    });
    if (!r) throw new Error(`Lighthouse gave no result for ${url}`);
    const lhr = r.lhr as unknown as LhResult;
    if (REPORTS) {
      fs.mkdirSync(REPORTS, { recursive: true });
      const name = `${new URL(at).port}-${url.replace(/[^a-z0-9]+/gi, '_')}-${Date.now()}.json`;
      fs.writeFileSync(path.join(REPORTS, name), JSON.stringify(r.lhr));
    }
    // the 404 page's "Lighthouse was unable to reliably load … (Status code: 404)" warning is
    // what was asked for; any other complaint is shown
    const problems = problemsOf(lhr, errorStatusPage);
    if (problems) log(`Lighthouse on ${at + url}: ${problems}`);
    // a failed trace (e.g. NO_NAVSTART on a busy machine) is measured again, twice at most;
    // a run that still has no figures counts as missed
    if (lhr.runtimeError?.code && attempt < 3)
      return measure(at, url, errorStatusPage, attempt + 1);
    if (errorStatusPage && lhr.audits[STATUS_AUDIT]?.score === 1)
      log(`${at + url} was to answer 404 and answered a success: its SEO counts the status audit`);
    return figuresOf(lhr, errorStatusPage);
  };
  const medianOf = (runs: Figures[]) => {
    const keys = Object.keys(runs[0]!) as (keyof Figures)[];
    const out = Object.fromEntries(
      keys.map((k) => [k, median(runs.map((r) => r[k]))]),
    ) as unknown as Figures;
    const perf = runs.map((r) => r.performance).filter((x) => Number.isFinite(x));
    out.worstPerformance = perf.length ? Math.min(...perf) : NaN;
    return out;
  };
  for (const name of PAGES) {
    const url = urls[name];
    if (!url) throw new Error(`unknown page ${name}`);
    const errorStatusPage = ERROR_STATUS_PAGES.has(name);
    const runs: Figures[] = [];
    const compareRuns: Figures[] = [];
    for (let i = 0; i < RUNS; i++) {
      if (compareRoot) {
        const c = await measure(compareBase, url, errorStatusPage);
        compareRuns.push(c);
        log(
          `${name} run ${i + 1}/${RUNS} (compared build): perf ${c.performance}, LCP ${c.lcpMs} ms, FCP ${c.fcpMs} ms, TBT ${c.tbtMs} ms, CLS ${c.cls}, JS ${c.jsKB} kB`,
        );
      }
      const f = await measure(base, url, errorStatusPage);
      runs.push(f);
      log(
        `${name} run ${i + 1}/${RUNS}: perf ${f.performance}, LCP ${f.lcpMs} ms, FCP ${f.fcpMs} ms, TBT ${f.tbtMs} ms, CLS ${f.cls}, JS ${f.jsKB} kB`,
      );
    }
    results[name] = { ...medianOf(runs), url, runs };
    if (compareRoot) compared[name] = { ...medianOf(compareRuns), url, runs: compareRuns };
  }

  const previous = readPrevious(OUT) as { pages?: Record<string, Record<string, number>> } | null;
  console.log('');
  console.log(
    `Lighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}mobile, simulated throttling, ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  );
  const columns: [keyof Figures, string][] = [
    ['performance', 'perf'],
    ['worstPerformance', 'worst'],
    ['accessibility', 'a11y'],
    ['bestPractices', 'best pr.'],
    ['seo', 'SEO'],
    ['lcpMs', 'LCP ms'],
    ['fcpMs', 'FCP ms'],
    ['tbtMs', 'TBT ms'],
    ['cls', 'CLS'],
    ['jsKB', 'JS kB'],
  ];
  printComparison(
    Object.fromEntries(
      Object.entries(results).map(([name, f]) => [
        name,
        Object.fromEntries(columns.map(([k]) => [k, f[k]])),
      ]),
    ),
    previous?.pages ?? null,
    columns,
  );
  if (compareRoot) {
    const pick = (r: typeof results) =>
      Object.fromEntries(
        Object.entries(r).map(([name, f]) => [
          name,
          Object.fromEntries(columns.map(([k]) => [k, f[k]])),
        ]),
      );
    console.log('');
    console.log(`The compared build (${compareRoot}), measured alternately with this one:`);
    printComparison(pick(compared), null, columns);
    console.log('');
    console.log('This build beside the compared build (in brackets: this / compared):');
    printComparison(pick(results), pick(compared), columns, 'this build / compared build');
  }
  const errorStatusMeasured = Object.keys(results).filter((n) => ERROR_STATUS_PAGES.has(n));
  if (errorStatusMeasured.length > 0)
    console.log(
      `note: ${errorStatusMeasured.join(', ')} answers 404 by design: measured with Lighthouse's ignoreStatusCode, and its SEO is the SEO category without the audit "${STATUS_AUDIT}", which every 4xx page fails (docs/decisions/260)`,
    );
  const targetsMet = Object.entries(results).map(([name, f]) => {
    // written so that a missing figure (NaN: Lighthouse could not measure it) is a miss
    const misses = [
      !(f.performance >= 95) && `perf ${f.performance} < 95`,
      !(f.worstPerformance >= 90) && `worst perf ${f.worstPerformance} < 90`,
      !(f.tbtMs <= 200) && `TBT ${f.tbtMs} ms > 200`,
      !(f.seo >= 100) && `SEO ${f.seo} < 100`,
      !(f.accessibility >= 100) && `a11y ${f.accessibility} < 100`,
      !(f.bestPractices >= 95) && `best practices ${f.bestPractices} < 95`,
      !(f.lcpMs <= 1800) && `LCP ${f.lcpMs} ms > 1.8 s`,
      !(f.cls < 0.05) && `CLS ${f.cls} >= 0.05`,
    ].filter(Boolean);
    return `${name}: ${misses.length ? `MISSED (${misses.join(', ')})` : 'met'}`;
  });
  console.log(
    `targets (perf ≥ 95 median and ≥ 90 worst, a11y 100, best practices ≥ 95, SEO 100, LCP ≤ 1.8 s, TBT ≤ 200 ms, CLS < 0.05): ${targetsMet.join('; ')}`,
  );
  console.log(`(whole run ${((Date.now() - started) / 1000).toFixed(0)} s)`);
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  if (fs.existsSync(OUT)) fs.copyFileSync(OUT, OUT.replace(/\.json$/, '.previous.json'));
  fs.writeFileSync(
    OUT,
    JSON.stringify(
      {
        at: new Date().toISOString(),
        runs: RUNS,
        load: os.loadavg(),
        pages: results,
        ...(compareRoot ? { compared: { root: compareRoot, pages: compared } } : {}),
      },
      null,
      2,
    ),
  );
}

main()
  .catch((err: unknown) => {
    console.error('bench:web failed:', err instanceof Error ? (err.stack ?? err.message) : err);
    process.exitCode = 1;
  })
  .finally(() => cleanup());
