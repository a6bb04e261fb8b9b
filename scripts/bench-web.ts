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
// and the screens where buyers and staff work (issue 42; scripts/support/bench-web-signed-in.ts):
// a buyer's cart, checkout, my-orders and order; a company ADMIN's quotes, company, lists and
// quick-order; staff-orders, staff-order and reports (the GST screen) of the staff console,
// each first visited with a fresh session. Their targets: perf ≥ 90, LCP ≤ 2.5 s, TBT ≤ 200 ms.
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
import { pageUrls } from './support/bench-web-pages';
import {
  ERROR_STATUS_PAGES,
  figuresOf,
  medianOf,
  problemsOf,
  STATUS_AUDIT,
  type Figures,
  type LhResult,
  targetsLine,
} from './support/lighthouse-figures';
import {
  setUpSignedIn,
  signedInBrowser,
  SIGNED_IN_PAGES,
  STAFF,
  type SignedInScreen,
} from './support/bench-web-signed-in';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// requests per page before measuring (BENCH_WEB_WARMUP, default 5; 0 measures a cold store)
const WARMUP = Math.max(0, Number(process.env.BENCH_WEB_WARMUP ?? 5));
const OUT = path.resolve(root, process.env.BENCH_WEB_OUT ?? '.tmp/bench-web.json');
// BENCH_WEB_REPORTS=<folder>: keep each run's whole Lighthouse report (JSON) there, to see
// what the figures are made of (the LCP element, long tasks, main-thread work).
const REPORTS = process.env.BENCH_WEB_REPORTS ? path.resolve(process.env.BENCH_WEB_REPORTS) : '';
const ALL_PAGES = [
  'home,listing,maker,category-maker,category-makers,makers,product,product-sku,search,policy,not-found',
  ...SIGNED_IN_PAGES,
].join(',');
const PAGES = (process.env.BENCH_WEB_PAGES ?? ALL_PAGES).split(',').map((s) => s.trim());
const SIGNED_IN = PAGES.some((p) => (SIGNED_IN_PAGES as readonly string[]).includes(p));
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
  if (SIGNED_IN) {
    // the staff account of the staff screens, made in the store's database before it starts
    const made = spawnSync(
      'npm',
      [
        'run',
        '-s',
        'create-admin',
        '--',
        ...['--name', STAFF.name, '--phone', STAFF.phone, '--password', STAFF.password],
      ],
      {
        cwd: storeRoot,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    if (made.status !== 0) throw new Error('npm run create-admin failed');
  }
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
  // the signed-in screens of each store: its own accounts and data (support/bench-web-signed-in.ts)
  const screens = new Map<string, Record<string, SignedInScreen>>();
  if (SIGNED_IN) screens.set(base, await setUpSignedIn(base));
  const compareRoot = process.env.BENCH_WEB_COMPARE
    ? path.resolve(process.env.BENCH_WEB_COMPARE)
    : null;
  let compareBase = '';
  if (compareRoot) {
    const comparePort = await freePort();
    compareBase = `http://127.0.0.1:${comparePort}`;
    log(`starting the store to compare with, from ${compareRoot}, on ${compareBase}`);
    await startStore(comparePort, compareRoot);
    if (SIGNED_IN) screens.set(compareBase, await setUpSignedIn(compareBase));
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
  const signedIn = SIGNED_IN ? await signedInBrowser(CHROME, CHROME_FLAGS) : null;
  if (signedIn) cleanups.push(() => signedIn.close());

  const results: Record<string, Figures & { url: string; runs: Figures[] }> = {};
  const compared: Record<string, Figures & { url: string; runs: Figures[] }> = {};
  const measure = async (
    at: string,
    page: string,
    errorStatusPage: boolean,
    attempt = 1,
  ): Promise<Figures> => {
    const screen = screens.get(at)?.[page];
    const url = screen?.url ?? urls[page]!;
    // a signed-in screen: a fresh session and an empty cache, kept by Lighthouse (no reset)
    if (screen && signedIn) await signedIn.signIn(at, screen.who);
    const r = await lighthouse(at + url, {
      port: screen && signedIn ? signedIn.port : chrome.port,
      disableStorageReset: Boolean(screen),
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
      return measure(at, page, errorStatusPage, attempt + 1);
    if (errorStatusPage && lhr.audits[STATUS_AUDIT]?.score === 1)
      log(`${at + url} was to answer 404 and answered a success: its SEO counts the status audit`);
    return figuresOf(lhr, errorStatusPage);
  };
  for (const name of PAGES) {
    const url = screens.get(base)?.[name]?.url ?? urls[name];
    if (!url) throw new Error(`unknown page ${name}`);
    const errorStatusPage = ERROR_STATUS_PAGES.has(name);
    const runs: Figures[] = [];
    const compareRuns: Figures[] = [];
    for (let i = 0; i < RUNS; i++) {
      if (compareRoot) {
        const c = await measure(compareBase, name, errorStatusPage);
        compareRuns.push(c);
        log(
          `${name} run ${i + 1}/${RUNS} (compared build): perf ${c.performance}, LCP ${c.lcpMs} ms, FCP ${c.fcpMs} ms, TBT ${c.tbtMs} ms, CLS ${c.cls}, JS ${c.jsKB} kB`,
        );
      }
      const f = await measure(base, name, errorStatusPage);
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
  console.log(
    targetsLine(results, (name) => (SIGNED_IN_PAGES as readonly string[]).includes(name)),
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
