// The figures of a Lighthouse run as the web benchmark (scripts/bench-web.ts) prints them: the
// four category scores, LCP, FCP, TBT, CLS and the JavaScript transferred, and the median of
// several runs.

export interface Figures {
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

export interface LhResult {
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
export const ERROR_STATUS_PAGES = new Set(['not-found']);
/** The SEO audit every 4xx page fails by definition ("Page has successful HTTP status code"). */
export const STATUS_AUDIT = 'http-status-code';

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

export function figuresOf(lhr: LhResult, errorStatusPage = false): Figures {
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
export function problemsOf(lhr: LhResult, errorStatusPage = false): string {
  const err = lhr.runtimeError?.code
    ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message ?? ''}`
    : '';
  const warnings = (lhr.runWarnings ?? []).filter(
    (w) => !(errorStatusPage && /\(Status code: 4\d\d\)/.test(w)),
  );
  return [err, ...warnings].filter(Boolean).join(' | ');
}

/** The median of each figure over the runs; `worstPerformance` is the lowest run's score. */
export function medianOf(runs: Figures[]): Figures {
  const keys = Object.keys(runs[0]!) as (keyof Figures)[];
  const out = Object.fromEntries(
    keys.map((k) => [k, median(runs.map((r) => r[k]))]),
  ) as unknown as Figures;
  const perf = runs.map((r) => r.performance).filter((x) => Number.isFinite(x));
  out.worstPerformance = perf.length ? Math.min(...perf) : NaN;
  return out;
}

/**
 * Which targets each page met: a storefront page perf ≥ 95 (median) and ≥ 90 (worst run),
 * a11y 100, best practices ≥ 95, SEO 100, LCP ≤ 1.8 s, TBT ≤ 200 ms, CLS < 0.05; a signed-in
 * or staff screen (issue 42) perf ≥ 90, LCP ≤ 2.5 s, TBT ≤ 200 ms. A figure Lighthouse could
 * not measure (NaN) is a miss.
 */
export function targetsLine(
  results: Record<string, Figures>,
  signedIn: (page: string) => boolean,
): string {
  const met = Object.entries(results).map(([name, f]) => {
    const misses = (
      signedIn(name)
        ? [
            !(f.performance >= 90) && `perf ${f.performance} < 90`,
            !(f.lcpMs <= 2500) && `LCP ${f.lcpMs} ms > 2.5 s`,
            !(f.tbtMs <= 200) && `TBT ${f.tbtMs} ms > 200`,
          ]
        : [
            !(f.performance >= 95) && `perf ${f.performance} < 95`,
            !(f.worstPerformance >= 90) && `worst perf ${f.worstPerformance} < 90`,
            !(f.tbtMs <= 200) && `TBT ${f.tbtMs} ms > 200`,
            !(f.seo >= 100) && `SEO ${f.seo} < 100`,
            !(f.accessibility >= 100) && `a11y ${f.accessibility} < 100`,
            !(f.bestPractices >= 95) && `best practices ${f.bestPractices} < 95`,
            !(f.lcpMs <= 1800) && `LCP ${f.lcpMs} ms > 1.8 s`,
            !(f.cls < 0.05) && `CLS ${f.cls} >= 0.05`,
          ]
    ).filter(Boolean);
    return `${name}: ${misses.length ? `MISSED (${misses.join(', ')})` : 'met'}`;
  });
  return `targets (storefront: perf ≥ 95 median and ≥ 90 worst, a11y 100, best practices ≥ 95, SEO 100, LCP ≤ 1.8 s, TBT ≤ 200 ms, CLS < 0.05; signed-in and staff screens: perf ≥ 90, LCP ≤ 2.5 s, TBT ≤ 200 ms): ${met.join('; ')}`;
}
