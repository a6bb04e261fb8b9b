// `npx tsx scripts/bench-bulk.ts` (after `npm run build`): the catalogue in bulk on the
// embedded database (issue 30, docs/decisions/250).
//
// Generates a catalogue of BENCH_BULK_PRODUCTS (default 100,000) products into a fresh data
// folder (`seed-cli --products N`), starts the built server on it, then measures:
//   1. GET /api/admin/products/export of every product (streamed);
//   2. POST /api/admin/products/import?dry_run=true of a 10,000-row file (the first 10,000
//      exported rows, every price changed);
//   3. the same file applied (10,000 updates in one transaction);
//   4. (issue 43.21) a BENCH_BULK_BIG_ROWS-row file (default 100,000 exported rows, every price
//      changed, descriptions and specifications cut to stay under the 50 MB upload limit) applied while product pages (a different product each time, every
//      50 ms) and /api/health (every 500 ms) are asked for: prints their worst, p99 and
//      median latency during the import (target: product page p99 ≤ 200 ms). 0 skips it.
// each phase's wall time and the server's resident memory (VmRSS from /proc, sampled every
// 50 ms) above what it used at rest just before. Prints one JSON line per phase and a summary.
//
// Environment: BENCH_BULK_PRODUCTS, BENCH_BULK_ROWS (default 10000), BENCH_BULK_BIG_ROWS,
// BENCH_PORT (default
// 3230), BENCH_DATA_DIR (default .tmp/bench-bulk), BENCH_KEEP=1 (keep the data folder),
// BENCH_REUSE=1 (use the kept folder as it is: no generation; the apply changes prices again),
// BENCH_SERVER_NODE_ARGS (node options for the server, e.g. --cpu-prof --cpu-prof-dir=DIR).
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PRODUCTS = Number(process.env.BENCH_BULK_PRODUCTS ?? 100_000);
const ROWS = Number(process.env.BENCH_BULK_ROWS ?? 10_000);
const BIG_ROWS = Number(process.env.BENCH_BULK_BIG_ROWS ?? 100_000);
const PORT = Number(process.env.BENCH_PORT ?? 3230);
const DATA_DIR = path.resolve(root, process.env.BENCH_DATA_DIR ?? '.tmp/bench-bulk');
const ADMIN = { phone: '9000000077', password: 'bench-bulk-password-1' };
const base = `http://127.0.0.1:${PORT}/api`;
const log = (msg: string) => console.log(`[bench-bulk] ${msg}`);

const env = {
  ...process.env,
  DATA_DIR,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
};

function rssKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** Runs `work` while sampling the server's memory; answers time and peak above rest. */
async function phase<T>(name: string, pid: number, work: () => Promise<T>) {
  await new Promise((r) => setTimeout(r, 2000)); // let the last phase's garbage settle
  const rest = rssKb(pid);
  let peak = rest;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssKb(pid));
  }, 50);
  const started = performance.now();
  try {
    const result = await work();
    const seconds = (performance.now() - started) / 1000;
    peak = Math.max(peak, rssKb(pid));
    const line = {
      phase: name,
      seconds: Math.round(seconds * 10) / 10,
      restMb: Math.round(rest / 1024),
      peakAboveRestMb: Math.round((peak - rest) / 1024),
    };
    console.log(JSON.stringify(line));
    return { line, result };
  } finally {
    clearInterval(timer);
  }
}

async function waitForHealth(server: ChildProcess) {
  for (let i = 0; i < 600; i += 1) {
    if (server.exitCode !== null) throw new Error('the server exited');
    try {
      const res = await fetch(`${base}/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not become healthy');
}

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n);
  return {
    requests: sorted.length,
    worstMs: round(sorted.at(-1) ?? 0),
    p99Ms: round(quantile(sorted, 0.99)),
    medianMs: round(quantile(sorted, 0.5)),
  };
};

/**
 * Runs `work` (an import) while a product page (a different product each time) is asked for
 * every 50 ms and /api/health every 500 ms, one request of each kind at a time, on this
 * machine's loopback only; stops with the work (or after 30 minutes). Answers the work's
 * result and the latencies seen.
 */
async function whileReading<T>(slugs: string[], work: () => Promise<T>) {
  let running = true;
  const pages: number[] = [];
  const health: number[] = [];
  let failures = 0;
  const loop = async (every: number, url: () => string, into: number[]) => {
    const stopAt = Date.now() + 30 * 60_000;
    while (running && Date.now() < stopAt) {
      const started = performance.now();
      try {
        const res = await fetch(url());
        await res.arrayBuffer();
        if (!res.ok) failures += 1;
      } catch {
        failures += 1;
      }
      const took = performance.now() - started;
      into.push(took);
      await new Promise((r) => setTimeout(r, Math.max(0, every - took)));
    }
  };
  let i = 0;
  const readers = [
    loop(50, () => `${base}/products/${slugs[(i += 7919) % slugs.length]}`, pages),
    loop(500, () => `${base}/health`, health),
  ];
  try {
    const result = await work();
    return { ...result, productPage: summary(pages), health: summary(health), failures };
  } finally {
    running = false;
    await Promise.all(readers);
  }
}

async function main() {
  for (const f of ['apps/server/dist/server.js', 'apps/server/dist/seed-cli.js']) {
    if (!fs.existsSync(path.join(root, f))) throw new Error(`${f} is missing: run npm run build`);
  }
  const reuse = Boolean(process.env.BENCH_REUSE) && fs.existsSync(DATA_DIR);
  if (!reuse) {
    fs.rmSync(DATA_DIR, { recursive: true, force: true });
    log(`generating ${PRODUCTS} products into ${DATA_DIR}`);
    execFileSync('node', ['apps/server/dist/seed-cli.js', '--products', String(PRODUCTS)], {
      cwd: root,
      env,
      stdio: 'inherit',
    });
    execFileSync(
      'node',
      [
        'apps/server/dist/create-admin-cli.js',
        '--name',
        'Bench Staff',
        '--phone',
        ADMIN.phone,
        '--password',
        ADMIN.password,
      ],
      { cwd: root, env, stdio: 'ignore' },
    );
  }
  // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof": profile the server
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn('node', [...nodeArgs, 'apps/server/dist/server.js'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  try {
    await waitForHealth(server);
    const login = (await (
      await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      })
    ).json()) as { data: { access_token: string } };
    const auth = { authorization: `Bearer ${login.data.access_token}` };
    const pid = server.pid!;

    const exported = await phase('export', pid, async () => {
      const res = await fetch(`${base}/admin/products/export`, { headers: auth });
      if (!res.ok || !res.body) throw new Error(`export: ${res.status}`);
      // read the stream through, keeping only the first ROWS+1 lines for the import file
      const reader = res.body.getReader();
      let bytes = 0;
      let head = '';
      let lines = 0;
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.byteLength;
        if (lines <= Math.max(ROWS, BIG_ROWS) + 1) {
          const text = decoder.decode(value, { stream: true });
          head += text;
          lines += text.split('\n').length - 1;
        }
      }
      return { bytes, head };
    });
    const { bytes, head } = exported.result;
    log(`export: ${(bytes / 1024 / 1024).toFixed(1)} MB`);

    const exportedRows = parse(head.slice(0, head.lastIndexOf('\n') + 1), {
      bom: true,
      columns: true,
      relax_quotes: false,
    }) as Record<string, string>[];
    /**
     * The first n exported rows with every price raised by `factor`, as a CSV file; `short`
     * cuts descriptions to 60 characters and specifications to two (100,000 full rows, 81 MB,
     * are above the 50 MB limit).
     */
    const priceList = (n: number, factor: number, short = false) => {
      const rows = exportedRows.slice(0, n).map((r) => ({ ...r }));
      for (const r of rows) {
        if (short && r.description) r.description = r.description.slice(0, 60).trim();
        if (short && r.specifications) {
          const specs = JSON.parse(r.specifications) as unknown[];
          r.specifications = JSON.stringify(specs.slice(0, 2));
        }
        r.price = String(Math.round(Number(r.price) * factor * 100) / 100);
        if (r.compare_at_price) {
          r.compare_at_price = String(
            Math.max(Number(r.compare_at_price), Number(r.price) + 1).toFixed(2),
          );
        }
      }
      return Buffer.from(
        stringify(rows, { header: true, columns: Object.keys(rows[0]!), bom: true }),
      );
    };
    const file = priceList(ROWS, 1.05);
    log(
      `import file: ${Math.min(ROWS, exportedRows.length)} rows, ${(file.length / 1024 / 1024).toFixed(1)} MB`,
    );

    const send = async (dryRun: boolean, csv = file) => {
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
      const res = await fetch(`${base}/admin/products/import${dryRun ? '?dry_run=true' : ''}`, {
        method: 'POST',
        headers: auth,
        body: form,
      });
      const body = (await res.json()) as {
        message: string;
        data: {
          create: number;
          update: number;
          unchanged: number;
          errors_total: number;
          errors: unknown[];
        } | null;
      };
      if (!body.data) throw new Error(`import: ${res.status} ${body.message}`);
      const { create, update, unchanged, errors_total, errors } = body.data;
      if (errors_total > 0) log(`import refused: ${JSON.stringify(errors.slice(0, 3))}`);
      return { create, update, unchanged, errors_total };
    };
    const dry = await phase('dry run', pid, () => send(true));
    log(`dry run: ${JSON.stringify(dry.result)}`);
    const applied = await phase('apply', pid, () => send(false));
    log(`apply: ${JSON.stringify(applied.result)}`);
    const phases = [exported.line, dry.line, applied.line];
    if (BIG_ROWS > 0) {
      const big = priceList(BIG_ROWS, 1.02, true);
      const slugs = exportedRows.map((r) => r.slug!).filter(Boolean);
      log(
        `large import: ${Math.min(BIG_ROWS, exportedRows.length)} rows (descriptions and specifications cut), ${(big.length / 1024 / 1024).toFixed(1)} MB, while pages are read`,
      );
      const during = await phase('apply large, pages read meanwhile', pid, () =>
        whileReading(slugs, () => send(false, big)),
      );
      log(`large import: ${JSON.stringify(during.result)}`);
      phases.push(during.line);
    }
    console.log(
      JSON.stringify({
        products: PRODUCTS,
        rows: ROWS,
        exportMb: Math.round((bytes / 1024 / 1024) * 10) / 10,
        phases,
      }),
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    if (!process.env.BENCH_KEEP && !process.env.BENCH_REUSE)
      fs.rmSync(DATA_DIR, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
