/**
 * `npm run bench:search` (issue 32; docs/decisions/269): how well and how fast search finds
 * what buyers type.
 *
 * 1. Quality on the demo catalogue, before and after: the judged queries of
 *    scripts/search-queries.ts through GET /api/search?type=products&limit=20 of an app built
 *    from a checkout (in-memory PGlite, the demo catalogue seeded): zero-result rate, success@5
 *    (a relevant product among the first five; for a query with nothing relevant: no product
 *    at all) and MRR (1 / rank of the first relevant product in the first 20). "Before" is the
 *    checkout named by BENCH_BEFORE_ROOT (default /work/main, only read), "after" this one.
 * 2. Speed of the in-memory index at 100,000 and 1,000,000 generated products (BENCH_SIZES,
 *    comma-separated; 0 skips): the same query set plus broad prefixes, parsed and searched
 *    (first page of 20) on a freshly built index. Cold: the first look at each query (nothing
 *    of it computed before); warm: the same query again. Before and after each build their own
 *    index from their own search texts. The page's rows are then read by id (unchanged by this
 *    work; decision 155 measured that part end to end).
 *
 * Environment: BENCH_BEFORE_ROOT, BENCH_SIZES (default "100000,1000000"), BENCH_SKIP_QUALITY=1.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { JUDGED_QUERIES, type JudgedQuery } from './search-queries';

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const beforeRoot = process.env.BENCH_BEFORE_ROOT ?? '/work/main';
const sizes = (process.env.BENCH_SIZES ?? '100000,1000000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);

const load = async <T>(root: string, file: string): Promise<T> =>
  (await import(pathToFileURL(path.join(root, file)).href)) as T;

/** The demo catalogue moved (modules/catalogue/demo → src/demo): either place. */
async function loadDemo<T>(root: string, file: string): Promise<T> {
  try {
    return await load<T>(root, `apps/server/src/demo/${file}`);
  } catch {
    return load<T>(root, `apps/server/src/modules/catalogue/demo/${file}`);
  }
}

interface Judged {
  q: string;
  kind: JudgedQuery['kind'];
  total: number;
  rank: number | null;
  top: string[];
  showing?: string | null;
}

interface SearchAnswer {
  data: {
    products: { name: string; sku: string }[];
    metadata: { total_products: number; showing_results_for?: string | null };
  };
}

async function judge(root: string): Promise<Judged[]> {
  const helpers = await load<{
    createTestApp: () => Promise<{
      app: { inject: (o: { method: string; url: string }) => Promise<{ body: string }> };
      ctx: unknown;
      close: () => Promise<void>;
    }>;
  }>(root, 'apps/server/test/helpers.ts');
  const seed = await loadDemo<{ seedDemoCatalogue: (ctx: unknown) => Promise<unknown> }>(
    root,
    'seed.ts',
  );
  const t = await helpers.createTestApp();
  try {
    await seed.seedDemoCatalogue(t.ctx);
    const out: Judged[] = [];
    for (const j of JUDGED_QUERIES) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/search?type=products&limit=20&q=${encodeURIComponent(j.q)}`,
      });
      const { data } = JSON.parse(res.body) as SearchAnswer;
      const lines = data.products.map((p) => `${p.name} | ${p.sku}`);
      const at = j.relevant ? lines.findIndex((l) => j.relevant!.test(l)) : -1;
      out.push({
        q: j.q,
        kind: j.kind,
        total: data.metadata.total_products,
        rank: j.relevant
          ? at >= 0
            ? at + 1
            : null
          : data.metadata.total_products === 0
            ? 1
            : null,
        top: lines.slice(0, 3),
        showing: data.metadata.showing_results_for,
      });
    }
    return out;
  } finally {
    await t.close();
  }
}

interface Scores {
  zeroRate: number;
  zeroWithRelevant: number;
  success5: number;
  mrr: number;
}

function score(list: Judged[]): Scores {
  const n = list.length;
  const zero = list.filter((x) => x.total === 0).length;
  const relevantExists = new Set(JUDGED_QUERIES.filter((j) => j.relevant).map((j) => j.q));
  return {
    zeroRate: zero / n,
    zeroWithRelevant: list.filter((x) => x.total === 0 && relevantExists.has(x.q)).length,
    success5: list.filter((x) => x.rank !== null && x.rank <= 5).length / n,
    mrr: list.reduce((s, x) => s + (x.rank ? 1 / x.rank : 0), 0) / n,
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

async function quality(): Promise<void> {
  console.log(`\n## Quality: ${JUDGED_QUERIES.length} judged queries on the demo catalogue`);
  const before = await judge(beforeRoot).catch((err: unknown) => {
    console.log(`(before: ${beforeRoot} could not be run: ${String(err)})`);
    return undefined;
  });
  const after = await judge(here);
  const kinds = [...new Set(JUDGED_QUERIES.map((j) => j.kind))];
  const row = (label: string, b: Scores | undefined, a: Scores, n: number) =>
    `| ${label} | ${n} | ${b ? pct(b.zeroRate) : '-'} → ${pct(a.zeroRate)} | ${b ? pct(b.success5) : '-'} → ${pct(a.success5)} | ${b ? b.mrr.toFixed(3) : '-'} → ${a.mrr.toFixed(3)} |`;
  console.log('| queries | n | zero results | success@5 | MRR |');
  console.log('|---|---|---|---|---|');
  for (const k of kinds) {
    const a = after.filter((x) => x.kind === k);
    const b = before?.filter((x) => x.kind === k);
    console.log(row(k, b && score(b), score(a), a.length));
  }
  const sa = score(after);
  const sb = before && score(before);
  console.log(row('**all**', sb, sa, after.length));
  console.log(
    `zero results where something is relevant: ${sb ? sb.zeroWithRelevant : '-'} → ${sa.zeroWithRelevant}`,
  );
  const misses = after.filter((x) => x.rank === null || x.rank > 5);
  if (misses.length > 0) {
    console.log('\nAfter, not in the first five:');
    for (const m of misses) {
      console.log(`- "${m.q}" (${m.kind}): ${m.total} found; first: ${m.top.join(' / ') || '-'}`);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Speed of the in-memory index

interface Indexing {
  SearchIndexBuilder: new () => {
    add(id: string, text: string, sku: string): void;
    finish(): {
      search(q: unknown, offset: number, limit: number): { total: number };
      warmUp?(): void;
    };
  };
  terms: {
    searchTextFor: (...args: unknown[]) => string;
    parseQuery: (q: string, v: unknown, s?: unknown) => unknown;
    Vocabulary: new (e: Iterable<{ word: string; frequency: number }>) => unknown;
  };
  synonyms?: unknown;
}

async function indexing(root: string, withSynonyms: boolean): Promise<Indexing> {
  const builder = await load<{ SearchIndexBuilder: Indexing['SearchIndexBuilder'] }>(
    root,
    'apps/server/src/modules/catalogue/search/search-index-builder.ts',
  );
  const terms = await load<Indexing['terms']>(
    root,
    'apps/server/src/modules/catalogue/search/search-terms.ts',
  );
  let synonyms: unknown;
  if (withSynonyms) {
    const s = await load<{ Synonyms: new (e: unknown) => unknown }>(
      root,
      'apps/server/src/modules/catalogue/search/search-synonyms.ts',
    );
    const seed = await load<{ SHIPPED_SYNONYMS: unknown }>(
      root,
      'apps/server/src/modules/catalogue/search/search-synonyms-seed.ts',
    );
    synonyms = new s.Synonyms(seed.SHIPPED_SYNONYMS);
  }
  return { SearchIndexBuilder: builder.SearchIndexBuilder, terms, synonyms };
}

const SERIES = ['', '', '', 'Pro', 'Plus', 'Heavy Duty', 'Industrial', 'Compact', 'Kit', 'Combo'];

/** A generated catalogue as the bulk generator makes it (names, part numbers, specs). */
async function* generated(n: number) {
  const data = await loadDemo<{
    KINDS: {
      title: string;
      code: string;
      makers: string[];
      categories: string[];
      variants: { label: string; num: number }[];
    }[];
    MAKERS: { slug: string; name: string; short: string; code: string; sep: string }[];
    CATEGORIES: { slug: string; name: string }[];
    specificationsOf: (...a: unknown[]) => { name: string; value: string }[];
  }>(here, 'demo.ts');
  const maker = new Map(data.MAKERS.map((m) => [m.slug, m]));
  const category = new Map(data.CATEGORIES.map((c) => [c.slug, c.name]));
  const combos = data.KINDS.flatMap((kind) =>
    kind.makers.flatMap((m) =>
      kind.variants.map((variant) => ({ kind, m: maker.get(m)!, variant })),
    ),
  );
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  for (let i = 0; i < n; i += 1) {
    const { kind, m, variant } = combos[Math.floor(random() * combos.length)]!;
    const sku = `${m.code}${kind.code}${m.sep}${variant.num}-${i + 1}`;
    const name = [m.short, SERIES[Math.floor(random() * SERIES.length)], kind.title, variant.label]
      .filter(Boolean)
      .join(' ');
    const specs = data.specificationsOf(kind, m, variant, sku);
    yield {
      id: i,
      name,
      sku,
      maker: m.name,
      categories: kind.categories.map((c) => category.get(c)!),
      specs,
    };
  }
}

const uuid = (i: number) => `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;
const p = (list: number[], q: number) => {
  const s = [...list].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};

const slow: string[] = [];

async function speed(size: number, label: string, ix: Indexing, units: boolean) {
  const builder = new ix.SearchIndexBuilder();
  const words = new Map<string, number>();
  const started = performance.now();
  for await (const r of generated(size)) {
    const text = units
      ? ix.terms.searchTextFor(r.name, r.sku, r.maker, r.categories, r.specs)
      : ix.terms.searchTextFor(r.name, r.sku, r.maker, r.categories);
    builder.add(uuid(r.id), text, r.sku.toUpperCase().replace(/[^A-Z0-9]/g, ''));
    for (const w of `${r.name} ${r.maker}`.toLowerCase().split(/[^a-z]+/)) {
      if (w.length >= 3) words.set(w, (words.get(w) ?? 0) + 1);
    }
  }
  const index = builder.finish();
  index.warmUp?.(); // as the keeper does after each build
  const built = performance.now() - started;
  const vocabulary = new ix.terms.Vocabulary(
    [...words].map(([word, frequency]) => ({ word, frequency })),
  );
  const queries = [
    ...JUDGED_QUERIES.map((j) => j.q),
    'd',
    'dr',
    's',
    'pump',
    'set',
    'grinder',
    'deccan',
  ];
  (globalThis as { gc?: () => void }).gc?.();
  // wall time, and the CPU time this process spent (a shared machine takes the core away
  // mid-query: wall time then counts the wait, CPU time does not)
  const cpu: number[][] = [[], []];
  const once = (round: number) => (q: string) => {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    index.search(ix.terms.parseQuery(q, vocabulary, ix.synonyms), 0, 20);
    const wall = performance.now() - t0;
    const c = process.cpuUsage(c0);
    cpu[round]!.push((c.user + c.system) / 1000);
    return wall;
  };
  const cold = queries.map(once(0));
  const warm = queries.map(once(1));
  const slowest = queries
    .map((q, i) => ({ q, ms: cold[i]! }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5)
    .map((x) => `"${x.q}" ${x.ms.toFixed(1)} ms`)
    .join(', ');
  slow.push(`${size} ${label}: ${slowest}`);
  console.log(
    `| ${size.toLocaleString('en-US')} | ${label} | ${(built / 1000).toFixed(1)} s | ${p(cold, 0.5).toFixed(2)} ms | ${p(cold, 0.95).toFixed(2)} ms | ${p(cpu[0]!, 0.95).toFixed(2)} ms | ${p(warm, 0.5).toFixed(2)} ms | ${p(warm, 0.95).toFixed(2)} ms | ${p(cpu[1]!, 0.95).toFixed(2)} ms |`,
  );
}

async function main() {
  if (process.env.BENCH_SKIP_QUALITY !== '1') await quality();
  if (sizes.length === 0) return;
  console.log('\n## Speed of the in-memory index (parse + search, first page of 20)');
  console.log(
    `machine: ${process.env.BENCH_NOTE ?? 'shared 2-core box, other engineers working: figures are upper bounds'}`,
  );
  console.log(
    '| products | matching | build | cold p50 | cold p95 | cold p95 CPU | warm p50 | warm p95 | warm p95 CPU |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const size of sizes) {
    const before = await indexing(beforeRoot, false).catch(() => undefined);
    if (before) await speed(size, 'before', before, false);
    await speed(size, 'after', await indexing(here, true), true);
  }
  console.log(`\nslowest cold queries:\n${slow.map((x) => `- ${x}`).join('\n')}`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
