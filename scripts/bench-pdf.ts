// `npm run bench:pdf`: the CPU an invoice PDF costs on the event loop (docs/decisions/371).
//
// For each checkout (BENCH_PDF_ROOTS, comma-separated; default this repository, and
// BENCH_PDF_BEFORE as "before" when given, e.g. a `git worktree` of main), in a fresh child
// process: the very first drawing (fonts read, code loaded), then BENCH_PDF_COUNT new
// invoices (a number each, so none is in the PDF cache: what every new invoice costs), then the
// same invoices again (repeats, answered from lib/pdf-cache.ts). CPU is process.cpuUsage()
// (user + system) around each `renderInvoicePdf`; the figures are printed side by side.
//
// Environment: BENCH_PDF_BEFORE, BENCH_PDF_COUNT (default 40), BENCH_PDF_LINES (lines per
// invoice, default 3).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COUNT = Number(process.env.BENCH_PDF_COUNT ?? 40);
const LINES = Number(process.env.BENCH_PDF_LINES ?? 3);

interface Figures {
  coldMs: number;
  newMedianMs: number;
  newP95Ms: number;
  repeatMedianMs: number;
  bytes: number;
}

function viewOf(n: number) {
  const lines = Array.from({ length: LINES }, (_, i) => ({
    position: i + 1,
    description: `Cordless rotary hammer drill 18 V brushless kit ${n}-${i + 1}, with case`,
    sku: `RH-18V-${n}-${i + 1}`,
    hsn: '84672100',
    quantity: 2 + i,
    unit: 'piece',
    ratePaise: 1_234_567,
    taxablePaise: 2_469_134 * (i + 1),
    gstRate: 18,
    cgstPaise: 222_222 * (i + 1),
    sgstPaise: 222_222 * (i + 1),
    igstPaise: 0,
    totalPaise: 2_913_578 * (i + 1),
  }));
  return {
    kind: 'TAX_INVOICE',
    title: 'TAX INVOICE',
    ewayBillNumber: null,
    number: `BTW/26-27/${String(n).padStart(5, '0')}`,
    date: '2026-11-26T06:00:00Z',
    orderNumber: `AB${String(n).padStart(6, '0')}`,
    orderDate: '2026-11-25T06:00:00Z',
    supplier: {
      name: 'Bangalore Tool Works',
      legalName: 'Bangalore Tool Works Private Limited',
      address: '14, 2nd Cross, Peenya Industrial Area, Bengaluru 560058',
      gstin: '29ABCDE1234F1Z5',
      state: 'Karnataka (29)',
      phone: '8041234567',
    },
    buyer: {
      name: 'Asha Rao',
      legalName: 'Rao Fabricators LLP',
      gstin: '29AAAPL1234C1Z5',
      address: '7, Industrial Suburb, Yeshwanthpur, Bengaluru, Karnataka - 560022',
      phone: '9845012345',
      state: 'Karnataka (29)',
    },
    placeOfSupply: 'Karnataka (29)',
    supplyType: 'INTRA_STATE',
    lines,
    totals: {
      taxablePaise: 14_814_804,
      cgstPaise: 1_333_332,
      sgstPaise: 1_333_332,
      igstPaise: 0,
      taxPaise: 2_666_664,
      totalPaise: 17_481_468,
    },
    amountInWords: 'Indian Rupees One Lakh Seventy-Four Thousand Eight Hundred Fourteen Only',
    payment: {
      method: 'UPI',
      status: 'PAID',
      reference: '123456789012',
      upiId: 'btw@okaxis',
      bank: null,
    },
  };
}

/** In the child: draws and measures, prints the figures as JSON. */
async function child(root: string): Promise<void> {
  const mod = (await import(
    pathToFileURL(path.join(root, 'apps/server/src/modules/invoices/invoice-pdf.ts')).href
  )) as { renderInvoicePdf: (view: unknown) => Promise<Buffer> };
  const cpuMs = async (f: () => Promise<Buffer>) => {
    const start = process.cpuUsage();
    const pdf = await f();
    const used = process.cpuUsage(start);
    return { ms: (used.user + used.system) / 1000, bytes: pdf.length };
  };
  const cold = await cpuMs(() => mod.renderInvoicePdf(viewOf(1)));
  const fresh: number[] = [];
  for (let n = 2; n < COUNT + 2; n++) {
    fresh.push((await cpuMs(() => mod.renderInvoicePdf(viewOf(n)))).ms);
  }
  const repeats: number[] = [];
  for (let n = 2; n < COUNT + 2; n++) {
    repeats.push((await cpuMs(() => mod.renderInvoicePdf(viewOf(n)))).ms);
  }
  const at = (list: number[], q: number) => {
    const s = [...list].sort((a, b) => a - b);
    return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  };
  const figures: Figures = {
    coldMs: cold.ms,
    newMedianMs: at(fresh, 0.5),
    newP95Ms: at(fresh, 0.95),
    repeatMedianMs: at(repeats, 0.5),
    bytes: cold.bytes,
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
  const f = (n: number) => n.toFixed(1).padStart(8);
  console.log(
    `Invoice PDF CPU (ms, user + system), ${LINES} lines, ${COUNT} new invoices, then each again`,
  );
  console.log(
    `${'checkout'.padEnd(16)}${'cold first'.padStart(12)}${'new p50'.padStart(10)}${'new p95'.padStart(10)}${'repeat p50'.padStart(12)}${'bytes'.padStart(9)}`,
  );
  for (const [label, r] of results) {
    console.log(
      `${label.padEnd(16)}${f(r.coldMs).padStart(12)}${f(r.newMedianMs).padStart(10)}${f(r.newP95Ms).padStart(10)}${f(r.repeatMedianMs).padStart(12)}${String(r.bytes).padStart(9)}`,
    );
  }
}

if (process.argv[2] === '--child') {
  child(process.argv[3]!).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
} else {
  main();
}
