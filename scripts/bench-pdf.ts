// `npm run bench:pdf`: the CPU a document PDF costs on the event loop (docs/decisions/371, 391).
//
// For each checkout (BENCH_PDF_ROOTS, comma-separated; default this repository, and
// BENCH_PDF_BEFORE as "before" when given, e.g. a `git worktree` of main), in a fresh child
// process: the start-up warm-up where the checkout has one (lib/pdf-document.ts
// `warmUpDocuments`, as the server runs it before it listens), the very first invoice drawn
// after it (fonts read, code loaded where there is no warm-up), then BENCH_PDF_COUNT new
// invoices (a number each, so none is in the PDF cache: what every new invoice costs), then the
// same invoices again (repeats, answered from lib/pdf-cache.ts); then as many new credit notes,
// quotes and statements of account (40 entries). CPU is process.cpuUsage() (user + system)
// around each drawing; the figures are printed side by side.
//
// Environment: BENCH_PDF_BEFORE, BENCH_PDF_COUNT (default 40), BENCH_PDF_LINES (lines per
// invoice, default 3).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  sampleCreditNoteView,
  sampleInvoiceView,
  sampleQuote,
  sampleStatement,
} from '../apps/server/src/workflows/document-samples';

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COUNT = Number(process.env.BENCH_PDF_COUNT ?? 40);
const LINES = Number(process.env.BENCH_PDF_LINES ?? 3);

interface Figures {
  /** The start-up warm-up (null: the checkout has none). */
  warmUpMs: number | null;
  coldMs: number;
  newMedianMs: number;
  newP95Ms: number;
  repeatMedianMs: number;
  bytes: number;
  creditNoteMedianMs: number;
  quoteMedianMs: number | null;
  statementMedianMs: number | null;
}

/** A module of the checkout, or null where it has none (an older checkout). */
async function importOf<T>(root: string, file: string): Promise<T | null> {
  const full = path.join(root, file);
  if (!fs.existsSync(full)) return null;
  return (await import(pathToFileURL(full).href)) as T;
}

/** In the child: draws and measures, prints the figures as JSON. */
async function child(root: string): Promise<void> {
  const mod = (await import(
    pathToFileURL(path.join(root, 'apps/server/src/modules/invoices/invoice-pdf.ts')).href
  )) as { renderInvoicePdf: (view: unknown) => Promise<Buffer> };
  const documents = await importOf<{ warmUpDocuments: (config: unknown) => Promise<number> }>(
    root,
    'apps/server/src/workflows/documents-warm-up.ts',
  );
  const quotes = await importOf<{ renderQuotePdf: (q: unknown, c: unknown) => Promise<Buffer> }>(
    root,
    'apps/server/src/modules/quotes/quote-pdf.ts',
  );
  const statements = await importOf<{
    renderStatementPdf: (s: unknown, c: unknown) => Promise<Buffer>;
  }>(root, 'apps/server/src/modules/receipts/statement-pdf.ts');
  const { loadConfig } = (await import(
    pathToFileURL(path.join(root, 'apps/server/src/config.ts')).href
  )) as { loadConfig: () => unknown };
  const config = loadConfig();
  const cpuMs = async (f: () => Promise<Buffer>) => {
    const start = process.cpuUsage();
    const pdf = await f();
    const used = process.cpuUsage(start);
    return { ms: (used.user + used.system) / 1000, bytes: pdf.length };
  };
  const warmUpMs = documents ? await documents.warmUpDocuments(config) : null;
  const cold = await cpuMs(() => mod.renderInvoicePdf(sampleInvoiceView(1, LINES)));
  const fresh: number[] = [];
  for (let n = 2; n < COUNT + 2; n++) {
    fresh.push((await cpuMs(() => mod.renderInvoicePdf(sampleInvoiceView(n, LINES)))).ms);
  }
  const repeats: number[] = [];
  for (let n = 2; n < COUNT + 2; n++) {
    repeats.push((await cpuMs(() => mod.renderInvoicePdf(sampleInvoiceView(n, LINES)))).ms);
  }
  const at = (list: number[], q: number) => {
    const s = [...list].sort((a, b) => a - b);
    return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  };
  const medianOf = async (draw: (n: number) => Promise<Buffer>) => {
    const list: number[] = [];
    for (let n = 1000; n < COUNT + 1000; n++) list.push((await cpuMs(() => draw(n))).ms);
    return at(list, 0.5);
  };
  const figures: Figures = {
    warmUpMs,
    coldMs: cold.ms,
    newMedianMs: at(fresh, 0.5),
    newP95Ms: at(fresh, 0.95),
    repeatMedianMs: at(repeats, 0.5),
    bytes: cold.bytes,
    creditNoteMedianMs: await medianOf((n) => mod.renderInvoicePdf(sampleCreditNoteView(n, LINES))),
    quoteMedianMs: quotes
      ? await medianOf((n) => quotes.renderQuotePdf(sampleQuote(n, LINES), config))
      : null,
    statementMedianMs: statements
      ? await medianOf((n) => statements.renderStatementPdf(sampleStatement(n), config))
      : null,
  };
  console.log(JSON.stringify(figures));
}

function measure(root: string): Figures {
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', root],
    { cwd: root, encoding: 'utf8', env: process.env },
  );
  if (r.status !== 0) throw new Error(`bench-pdf child failed: ${r.stderr || r.stdout}`);
  const last = r.stdout.trim().split('\n').pop() ?? '';
  return JSON.parse(last) as Figures;
}

function main(): void {
  const roots: [string, string][] = [];
  if (process.env.BENCH_PDF_BEFORE)
    roots.push(['before', path.resolve(process.env.BENCH_PDF_BEFORE)]);
  roots.push(['this checkout', here]);
  const results = roots.map(([label, root]) => [label, measure(root)] as const);
  const f = (n: number | null) => (n === null ? '-' : n.toFixed(1)).padStart(8);
  console.log(
    `Document PDF CPU (ms, user + system), ${LINES} lines, ${COUNT} new invoices, then each again; ${COUNT} new credit notes, quotes, statements (40 entries)`,
  );
  console.log(
    `${'checkout'.padEnd(16)}${'warm-up'.padStart(9)}${'1st invoice'.padStart(12)}${'new p50'.padStart(10)}${'new p95'.padStart(10)}${'repeat p50'.padStart(12)}${'CN p50'.padStart(9)}${'quote p50'.padStart(11)}${'stmt p50'.padStart(10)}${'bytes'.padStart(9)}`,
  );
  for (const [label, r] of results) {
    console.log(
      `${label.padEnd(16)}${f(r.warmUpMs).padStart(9)}${f(r.coldMs).padStart(12)}${f(r.newMedianMs).padStart(10)}${f(r.newP95Ms).padStart(10)}${f(r.repeatMedianMs).padStart(12)}${f(r.creditNoteMedianMs).padStart(9)}${f(r.quoteMedianMs).padStart(11)}${f(r.statementMedianMs).padStart(10)}${String(r.bytes).padStart(9)}`,
    );
  }
  console.log('Targets (issue 42): the first invoice ≤ 10 ms of CPU; repeats as before.');
}

if (process.argv[2] === '--child') {
  child(process.argv[3]!).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
} else {
  main();
}
