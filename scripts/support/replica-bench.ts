// The last part of scripts/bench-cluster.ts: the catalogue through HAProxy on a cluster
// without a replica, then on one with a streaming replica (npm run cluster -- --replica),
// side by side: req/s, p50/p99, and the CPU each PostgreSQL server spent meanwhile (its
// postmaster and every backend, from /proc), so the primary's share shows what the replica
// takes off it.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startCluster, type Cluster } from './cluster';

type Autocannon = (opts: Record<string, unknown>) => Promise<{
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}>;

export interface ReplicaBenchRow {
  setup: 'without replica' | 'with replica';
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  /** CPU seconds per second of the run (1 = one core busy). */
  primaryCpu: number;
  replicaCpu: number | null;
}

const TICKS = 100; // USER_HZ on Linux

/** CPU ticks of a postmaster and all its children (the reaped ones are in its cutime). */
function treeTicks(postmaster: number): number {
  const stat = (pid: number) => {
    try {
      const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      return text.slice(text.lastIndexOf(')') + 2).split(' ');
    } catch {
      return undefined; // exited meanwhile
    }
  };
  const own = stat(postmaster);
  if (!own) return 0;
  // fields after the name: state(0) ppid(1) ... utime(11) stime(12) cutime(13) cstime(14)
  let ticks = [11, 12, 13, 14].reduce((s, i) => s + Number(own[i]), 0);
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const f = stat(Number(entry));
    if (f && Number(f[1]) === postmaster) ticks += Number(f[11]) + Number(f[12]);
  }
  return ticks;
}

async function postmasterOf(url: string): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const dir = (await c.query<{ data_directory: string }>('show data_directory')).rows[0]!;
    const pidFile = fs.readFileSync(path.join(dir.data_directory, 'postmaster.pid'), 'utf8');
    return Number(pidFile.split('\n')[0]);
  } finally {
    await c.end();
  }
}

/** Product pages and listings (category × price floor × page: many distinct reads). */
async function cataloguePaths(cluster: Cluster): Promise<string[]> {
  const c = new pg.Client({ connectionString: cluster.databaseUrl });
  await c.connect();
  try {
    const slugs = (await c.query<{ slug: string }>('select slug from products order by slug')).rows;
    const cats = (await c.query<{ id: string }>('select id from categories where is_active')).rows;
    const paths = slugs.map((r) => `/api/products/${r.slug}`);
    for (const { id } of cats) {
      for (let floor = 0; floor < 5000; floor += 100) {
        for (const index of [0, 1]) {
          paths.push(
            `/api/products/search?categoryId=${id}&minPrice=${floor}&index=${index}&limit=20`,
          );
        }
      }
    }
    // interleave pages and listings
    return paths.sort((a, b) => hash(a) - hash(b));
  } finally {
    await c.end();
  }
}
const hash = (s: string) => [...s].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) | 0, 7);

export async function compareReplica(opts: {
  processes: number;
  durationS: number;
  connections: number;
  autocannon: Autocannon;
  log: (line: string) => void;
  clusterLog: (line: string) => void;
  signal: AbortSignal;
  onCluster: (c: Cluster | undefined) => void;
}): Promise<ReplicaBenchRow[]> {
  const rows: ReplicaBenchRow[] = [];
  for (const withReplica of [false, true]) {
    const setup = withReplica ? 'with replica' : 'without replica';
    opts.log(`catalogue ${setup}: starting a cluster of ${opts.processes} processes`);
    const cluster = await startCluster({
      processes: opts.processes,
      tmpPrefix: 'bench-replica-',
      signal: opts.signal,
      env: { DB_POOL_SIZE: '10' },
      log: opts.clusterLog,
      ...(withReplica ? { replica: { synchronous: true } } : {}),
    });
    opts.onCluster(cluster);
    try {
      const paths = await cataloguePaths(cluster);
      const primaryPid = await postmasterOf(cluster.databaseUrl);
      const replicaPid = cluster.replica ? await postmasterOf(cluster.replica.url) : undefined;
      let i = 0;
      const run = (duration: number) =>
        opts.autocannon({
          url: cluster.url,
          connections: opts.connections,
          duration,
          requests: [
            {
              method: 'GET',
              setupRequest(req: Record<string, unknown>) {
                i += 1;
                return { ...req, path: paths[i % paths.length] };
              },
            },
          ],
        });
      await run(2); // warm-up
      const t0 = Date.now();
      const p0 = treeTicks(primaryPid);
      const r0 = replicaPid ? treeTicks(replicaPid) : 0;
      opts.log(`catalogue ${setup}: ${paths.length} paths, ${opts.durationS} s`);
      const r = await run(opts.durationS);
      const seconds = (Date.now() - t0) / 1000;
      const cpu = (ticks: number) => Math.round((ticks / TICKS / seconds) * 100) / 100;
      rows.push({
        setup,
        rps: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        failed: r.non2xx + r.errors + r.timeouts,
        primaryCpu: cpu(treeTicks(primaryPid) - p0),
        replicaCpu: replicaPid ? cpu(treeTicks(replicaPid) - r0) : null,
      });
    } finally {
      await cluster.stop();
      opts.onCluster(undefined);
    }
  }
  return rows;
}

export function replicaTable(rows: ReplicaBenchRow[], connections: number, s: number): string {
  const out = [
    `Catalogue (product pages and listings) through HAProxy, ${connections} connections, ${s} s`,
    'setup             req/s   p50 ms  p99 ms  failed  primary CPU  replica CPU  primary share',
  ];
  for (const r of rows) {
    const share = r.replicaCpu === null ? 1 : r.primaryCpu / (r.primaryCpu + r.replicaCpu || 1);
    out.push(
      `${r.setup.padEnd(16)}${String(r.rps).padStart(7)}${String(r.p50).padStart(9)}` +
        `${String(r.p99).padStart(8)}${String(r.failed).padStart(8)}` +
        `${r.primaryCpu.toFixed(2).padStart(13)}${(r.replicaCpu?.toFixed(2) ?? '-').padStart(13)}` +
        `${`${Math.round(share * 100)} %`.padStart(15)}`,
    );
  }
  out.push('(CPU: seconds per second of the run, 1.00 = one core; share: of both servers)');
  return out.join('\n');
}
