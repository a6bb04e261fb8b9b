// Measurements of scripts/bench-paperwork.ts against one running server: a download timed to
// its last byte while the server's resident memory is sampled from /proc and autocannon asks
// for a product page meanwhile (its p99), and plain timed GETs.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import autocannonModule from 'autocannon';

type Autocannon = ((opts: Record<string, unknown>) => Promise<AutocannonResult>) & {
  (
    opts: Record<string, unknown>,
    cb: (err: unknown, r: AutocannonResult) => void,
  ): {
    stop: () => void;
  };
};
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
}
const autocannon = autocannonModule as unknown as Autocannon;

/** The resident set of a process, MB (VmRSS), or 0 when it is gone. */
export function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}

/** GET, read to the end: status, bytes, sha256 of the body and the time to the last byte. */
export function download(
  base: string,
  url: string,
  token: string,
): Promise<{ status: number; bytes: number; sha256: string; ms: number; head: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${base}${url}`,
      { headers: { authorization: `Bearer ${token}` } },
      (res) => {
        const hash = crypto.createHash('sha256');
        let bytes = 0;
        let head = '';
        res.on('data', (chunk: Buffer) => {
          hash.update(chunk);
          bytes += chunk.length;
          if (head.length < 300) head += chunk.toString('utf8').slice(0, 300);
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            bytes,
            sha256: hash.digest('hex').slice(0, 16),
            ms: Math.round(performance.now() - started),
            head,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(600_000, () => req.destroy(new Error(`${url}: no answer in 600 s`)));
  });
}

export interface ExportFigures {
  ms: number;
  bytes: number;
  sha256: string;
  peakRssMb: number;
  productP99Ms: number;
  productRequests: number;
  productErrors: number;
}

/**
 * Downloads `url` while sampling the server's RSS every 50 ms and while autocannon asks for
 * `productUrl` on `connections` connections; the product page's p99 covers the export's time.
 */
export async function timedExport(opts: {
  base: string;
  pid: number;
  url: string;
  token: string;
  productUrl: string;
  connections: number;
}): Promise<ExportFigures> {
  let peak = rssMb(opts.pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(opts.pid))), 50);
  let load: { stop: () => void } | undefined;
  const loadDone = new Promise<AutocannonResult>((resolve, reject) => {
    load = autocannon(
      { url: `${opts.base}${opts.productUrl}`, connections: opts.connections, duration: 3600 },
      (err, r) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(r)),
    );
  });
  // let the load start before the export does
  await new Promise((r) => setTimeout(r, 300));
  const got = await download(opts.base, opts.url, opts.token).finally(() => load?.stop());
  clearInterval(sampler);
  const r = await loadDone;
  if (got.status !== 200) throw new Error(`${opts.url}: ${got.status} ${got.head}`);
  return {
    ms: got.ms,
    bytes: got.bytes,
    sha256: got.sha256,
    peakRssMb: peak,
    productP99Ms: r.latency.p99,
    productRequests: r.requests.total,
    productErrors: r.errors + r.non2xx,
  };
}

/** The product page alone for `seconds`: its p99 with nothing else running. */
export async function productBaseline(base: string, productUrl: string, connections: number) {
  const r = await autocannon({ url: `${base}${productUrl}`, connections, duration: 3 });
  return { p99: r.latency.p99, rps: Math.round(r.requests.average) };
}

/** The fastest of `n` timed GETs (JSON), and its body. */
export async function bestOf(base: string, url: string, token: string, n: number) {
  let best = Infinity;
  let body = '';
  for (let i = 0; i < n; i += 1) {
    const started = performance.now();
    const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
    body = await res.text();
    if (!res.ok) throw new Error(`${url}: ${res.status} ${body.slice(0, 300)}`);
    best = Math.min(best, performance.now() - started);
  }
  return { ms: Math.round(best), body };
}
